#ifndef REPETITA_CHESS_RESULT_HPP
#define REPETITA_CHESS_RESULT_HPP

/// \file
/// What the parsers return: the core's `result<T, E>` (include/repetita/result.hpp).

#include <repetita/result.hpp>

namespace repetita::chess {
using repetita::failure;
using repetita::result;
}  // namespace repetita::chess

#endif
