#ifndef REPETITA_GO_RESULT_HPP
#define REPETITA_GO_RESULT_HPP

/// \file
/// What the SGF reader return: the core's `result<T, E>` (include/repetita/result.hpp).

#include <repetita/result.hpp>

namespace repetita::go {
using repetita::failure;
using repetita::result;
}  // namespace repetita::go

#endif
