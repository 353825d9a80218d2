#ifndef REPETITA_RULE_HPP
#define REPETITA_RULE_HPP

/// \file
/// The rule concept: something that judges one ply.

#include <repetita/rule_context.hpp>
#include <repetita/verdict.hpp>

#include <concepts>
#include <string_view>

namespace repetita {

/// A rule policy.
///
/// Minimal complete definition: `r.evaluate(ctx)` returns the `verdict` at `ctx.ply` (kind `none`
/// when the rule has nothing to say); `r.name` and `r.citation` name the rule and where it is
/// written ("threefold", "FIDE 9.2.2").
///
/// Laws: evaluate is a pure function of the context (the history and occurrence links up to and
/// including `ctx.ply`): it never looks at later plies, so a tracker may ask it about a move that
/// is not played yet. A verdict names the rule that decided it (a wrapping rule such as
/// cycle_override passes its inner rule's verdict through when it does not override it).
///
/// Optional: `static constexpr evidence_kind evidence`, what its verdicts rest on (rule_info.hpp;
/// `other` without it); for a rule of several rule entries (cycle_override), `rule_entries` and
/// `for_each_entry(f)`, its verdicts then carrying their entry in `rule_index`. A rule set writes
/// the index of the entry into each verdict it gives (rule_set.hpp), so tools find a verdict's rule
/// by index, never by its name. `strongest()`: the most severe kind it may give (verdict_algebra.hpp,
/// strongest_of): a rule set skips a rule that cannot outrank the rules before it. Without it, any.
/// `static constexpr bool uses_move_links`: it reads the history's move links (history.hpp,
/// `previous_same_move`): a tracker links moves when a rule of its rule sets does.
///
/// Models: rules::nfold, rules::move_series, rules::cycle_override, rules::progress_counter,
/// rules::on_fact.
template <class R>
concept rule = requires(const R& r, const rule_context& ctx) {
  { r.evaluate(ctx) } -> std::same_as<verdict>;
  { r.name } -> std::convertible_to<std::string_view>;
  { r.citation } -> std::convertible_to<std::string_view>;
};

/// Whether rule R reads the history's move links (its `uses_move_links`; false without one).
template <class R>
inline constexpr bool uses_move_links = [] {
  if constexpr (requires { R::uses_move_links; })
    return static_cast<bool>(R::uses_move_links);
  else
    return false;
}();

}  // namespace repetita

#endif
