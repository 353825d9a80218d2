#ifndef REPETITA_RULE_INFO_HPP
#define REPETITA_RULE_INFO_HPP

/// \file
/// Rule entries: what a tool knows of the rule that gave a verdict (its name, citations and the kind
/// of evidence it rests on), found by the verdict's `rule_index` rather than by matching strings.
///
/// A rule contributes one entry, or several when it can pass on verdicts of rules it wraps:
/// `rules::cycle_override<Inner>` has the entries of `Inner` first (the inner verdict stands when the
/// cycle predicate does not hold), then its own. A rule set's entries are those of its rules in rule
/// order, flattened: `rule_set::rule_infos()`.

#include <repetita/ply.hpp>
#include <repetita/verdict.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace repetita {

/// What kind of evidence a rule's verdicts rest on: it decides which plies a tool lists for them.
/// A rule type declares it as `static constexpr evidence_kind evidence`; without it, `other`.
enum class evidence_kind : std::uint8_t {
  positions,    ///< n-fold occurrence (and cycle predicates over it): the plies of the position
  move_series,  ///< the same block of moves repeated: the plies where the blocks start
  progress,     ///< a move counter: the ply of the last progress (capture, pawn move)
  fact,         ///< a fact of the ply itself (checkmate, stalemate): no plies
  other,        ///< nothing a generic tool can list
};

/// One rule entry of a rule set, as plain data.
struct rule_info {
  std::string_view name;                 ///< the verdicts' `rule`
  std::string_view citation;             ///< the verdicts' `citation`
  std::string_view move_claim_citation;  ///< the citation of a claim by writing the move (FIDE 9.2.1), if any
  evidence_kind kind = evidence_kind::other;  ///< what the entry's verdicts rest on
  ply_t consecutive_period = 0;          ///< an n-fold rule that counts every period-th ply only

  friend constexpr bool operator==(const rule_info&, const rule_info&) = default;
};

/// How many rule entries a rule of type R contributes: `R::rule_entries` for a rule that declares it
/// (with `r.for_each_entry(f)`), else 1.
template <class R>
inline constexpr std::size_t rule_entry_count = [] {
  if constexpr (requires { R::rule_entries; })
    return std::size_t{R::rule_entries};
  else
    return std::size_t{1};
}();

/// Calls `f(entry, policy)` for each entry of rule `r`, `entry` counting from 0 and `policy` the rule
/// object whose members describe that entry (`r` itself for a rule of one entry).
template <class R, class F>
constexpr void for_each_rule_entry(const R& r, F&& f) {
  if constexpr (rule_entry_count<R> == 1)
    f(std::size_t{0}, r);
  else
    r.for_each_entry(f);
}

/// The entry of `R` that gave verdict `v` of `r.evaluate`: 0 for a rule of one entry (which leaves
/// `rule_index` as it is), else the entry that rule wrote into `v.rule_index`.
template <class R>
[[nodiscard]] constexpr std::size_t entry_of(const verdict& v) noexcept {
  if constexpr (rule_entry_count<R> == 1)
    return (static_cast<void>(v), std::size_t{0});
  else
    return v.rule_index;
}

/// The metadata of one entry, read from the members its policy has: `name`, `citation`, and if
/// declared `move_claim_citation`, `evidence` and `consecutive_period`.
template <class Policy>
[[nodiscard]] constexpr rule_info info_of(const Policy& r) {
  rule_info info{r.name, r.citation, {}, evidence_kind::other, 0};
  if constexpr (requires { r.move_claim_citation; }) info.move_claim_citation = r.move_claim_citation;
  if constexpr (requires { Policy::evidence; }) info.kind = Policy::evidence;
  if constexpr (requires { r.consecutive_period; }) info.consecutive_period = r.consecutive_period;
  return info;
}

}  // namespace repetita

#endif
