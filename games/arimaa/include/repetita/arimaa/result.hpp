#ifndef REPETITA_ARIMAA_RESULT_HPP
#define REPETITA_ARIMAA_RESULT_HPP

/// \file
/// What the notation reader and the replay return: the core's `result<T, E>` (include/repetita/result.hpp).

#include <repetita/result.hpp>

namespace repetita::arimaa {
using repetita::failure;
using repetita::result;
}  // namespace repetita::arimaa

#endif
