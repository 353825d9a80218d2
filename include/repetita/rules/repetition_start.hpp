#ifndef REPETITA_RULES_REPETITION_START_HPP
#define REPETITA_RULES_REPETITION_START_HPP

/// \file
/// Where a repetition began: the first of the occurrences that made an n-fold verdict, the start of
/// the span of moves a cycle predicate judges (rules::cycle_override, xiangqi's perpetual rule).

#include <repetita/occurrence_index.hpp>
#include <repetita/ply.hpp>
#include <repetita/verdict.hpp>

#include <cstdint>

namespace repetita::rules {

/// For an unrestricted n-fold rule, the occurrence `threshold - 1` steps back from the verdict's ply
/// (its `since` is the very first occurrence, which may lie many cycles earlier); for a windowed or
/// consecutive one, its `since`. `no_ply` if the chain ends first (a forgotten history).
template <class Inner>
[[nodiscard]] ply_t repetition_start(const Inner& inner, const occurrence_chain& chain, const verdict& v) noexcept {
  if constexpr (requires { inner.threshold + inner.window + inner.consecutive_period; }) {
    if (inner.window == 0 && inner.consecutive_period == 0) {
      ply_t q = v.ply;
      for (std::uint32_t i = 1; i < inner.threshold && q != no_ply; ++i) q = chain.previous(q);
      return q;
    }
  }
  return v.since;
}

}  // namespace repetita::rules

#endif
