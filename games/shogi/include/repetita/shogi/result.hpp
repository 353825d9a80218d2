#ifndef REPETITA_SHOGI_RESULT_HPP
#define REPETITA_SHOGI_RESULT_HPP

/// \file
/// What the record readers return: the core's `result<T, E>` (include/repetita/result.hpp).

#include <repetita/result.hpp>

namespace repetita::shogi {
using repetita::failure;
using repetita::result;
}  // namespace repetita::shogi

#endif
