#ifndef REPETITA_RULE_SET_HPP
#define REPETITA_RULE_SET_HPP

/// \file
/// Rule set: a named composition of one identity and rules in order of precedence.

#include <repetita/detail/inline.hpp>
#include <repetita/facts_read.hpp>
#include <repetita/ply_facts.hpp>
#include <repetita/rule.hpp>
#include <repetita/rule_context.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict.hpp>
#include <repetita/verdict_algebra.hpp>

#include <boost/hana/for_each.hpp>
#include <boost/hana/tuple.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace repetita {

/// The name, one-line description and source of a rule set (what `repetita rules` lists).
struct rule_set_info {
  std::string_view name;         ///< e.g. "fide-2023"
  std::string_view description;  ///< one line
  std::string_view source;       ///< where the rules are written, e.g. "FIDE Laws of Chess 2023, 9.2-9.6"
};

/// One identity and a list of rules, first rule first in precedence. Build with `make_rule_set`.
///
/// Its rule entries are those of its rules in rule order (rule_info.hpp): one per rule, more for a
/// rule that passes on the verdicts of rules it wraps. Every verdict it gives carries the index of
/// the entry that gave it (`verdict::rule_index`), and `rule_infos()` says what each entry is.
template <class Identity, class... Rules>
struct rule_set {
  using identity_type = Identity;

  /// The number of rule entries (`rule_infos().size()`).
  static constexpr std::size_t rule_entry_count = (std::size_t{0} + ... + repetita::rule_entry_count<Rules>);
  static_assert(rule_entry_count < no_rule_index, "repetita::rule_set: too many rules for a verdict's rule_index");

  /// Some rule reads the history's move links (rule.hpp, `uses_move_links`).
  static constexpr bool uses_move_links = (repetita::uses_move_links<Rules> || ...);

  rule_set_info info;
  boost::hana::tuple<Rules...> rules;

  /// Name, citations and evidence kind of every rule entry, in entry order.
  [[nodiscard]] constexpr std::array<rule_info, rule_entry_count> rule_infos() const {
    std::array<rule_info, rule_entry_count> result{};
    for_each_rule_entry([&result](std::size_t i, const auto& policy) { result[i] = info_of(policy); });
    return result;
  }

  /// The metadata of entry `index`, e.g. of `verdict::rule_index`; for `no_rule_index` (a verdict
  /// no rule of this set gave), a rule_info with empty names and evidence kind `other`.
  [[nodiscard]] constexpr rule_info rule_info_at(std::size_t index) const {
    rule_info result;
    for_each_rule_entry([&](std::size_t i, const auto& policy) {
      if (i == index) result = info_of(policy);
    });
    return result;
  }

  /// Calls `f(index, policy)` for every rule entry in entry order: `policy` is the rule object
  /// (its static type known to `f`) whose members describe the entry, so a caller can find the
  /// entries of a kind of rule by what the rule is, not by its name.
  template <class F>
  constexpr void for_each_rule_entry(F&& f) const {
    std::size_t offset = 0;
    boost::hana::for_each(rules, [&](const auto& r) {
      repetita::for_each_rule_entry(r, [&](std::size_t entry, const auto& policy) { f(offset + entry, policy); });
      offset += repetita::rule_entry_count<std::remove_cvref_t<decltype(r)>>;
    });
  }

  /// Calls `f(rule)` for every rule object in rule order, modifiable (its static type known to
  /// `f`): for setting run-time members of rules before a tracker takes the rule set.
  template <class F>
  constexpr void visit_rules(F&& f) {
    boost::hana::for_each(rules, [&](auto& r) { f(r); });
  }

  /// When any of the rules may speak.
  [[nodiscard]] constexpr trigger when() const noexcept {
    trigger t = trigger::never();
    boost::hana::for_each(rules, [&](const auto& r) { t = t | trigger_of(r); });
    return t;
  }

  /// The facts any of the rules reads (facts_read.hpp).
  [[nodiscard]] constexpr ply_facts::bits_type facts_read() const noexcept {
    ply_facts::bits_type bits = 0;
    boost::hana::for_each(rules, [&](const auto& r) { bits |= facts_read_by(r); });
    return bits;
  }

  /// The combined verdict at `ctx.ply` (see verdict_algebra.hpp).
  [[nodiscard]] verdict evaluate(const rule_context& ctx) const {
    return combined(ctx, [](const auto&) { return true; });
  }

  /// The same verdict, asking only the rules whose trigger fires on `in` (what the others say is
  /// none, by the trigger's law): for a tracker, which has the trigger's inputs at hand.
  // Out of line: inlined, a tracker's dozen rule sets at a loud ply make one function that spills
  // (docs/perf/tracking.md 5). `in` copied: its fields stay in registers across the rules' checks.
  [[nodiscard]] REPETITA_NOINLINE verdict evaluate(const rule_context& ctx, const trigger_input& in) const {
    const trigger_input here = in;
    return combined(ctx, [here](const auto& r) { return trigger_of(r).may_speak_folding(here); });
  }

  /// Calls `f(verdict)` for every rule that has something to say at `ctx.ply`, in rule order; but
  /// when a rule makes the move that led to `ctx.ply` illegal, only for the first such rule. A move
  /// that is illegal is no move: the position it would make did not arise, so no other rule judges
  /// it (no repetition of it, no claim in it). One illegal ply, one verdict, by the rule the move
  /// itself breaks (rule sets list their rules of play first: Go's occupied point and suicide, before
  /// superko); it is the combined verdict (`evaluate`), where an illegal move outranks everything.
  template <class F>
  void for_each_verdict(const rule_context& ctx, F&& f) const {
    std::array<verdict, (rule_entry_count > 0 ? rule_entry_count : 1)> said;
    std::size_t n = 0;
    std::size_t illegal = said.size();
    for_each_rule([&](const auto& r, auto first) {
      if (illegal != said.size()) return;  // past an illegal move, no rule is asked
      if (const verdict v = r.evaluate(ctx)) {
        if (v.kind == verdict_kind::illegal_move) illegal = n;
        said[n++] = stamped(r, v, first);
      }
    });
    if (illegal != said.size()) return static_cast<void>(f(said[illegal]));
    for (std::size_t i = 0; i < n; ++i) f(said[i]);
  }

  /// The claim made by announcing the move that led to `ctx.ply` (FIDE 9.2.1 and 9.3.1, USCF
  /// 14C2): the verdict of the first rule with a non-empty `move_claim_citation` that gives a
  /// claimable draw at `ctx.ply`, named for the mover (who claims before moving) and cited with that
  /// citation; kind none if there is none. See tracker::claim_by_move.
  [[nodiscard]] verdict move_claim(const rule_context& ctx) const {
    verdict result;
    for_each_rule([&](const auto& r, auto first) {
      if constexpr (requires { r.move_claim_citation; }) {
        if (!result && !r.move_claim_citation.empty()) {
          if (const verdict v = r.evaluate(ctx); v.kind == verdict_kind::claimable_draw) {
            result = stamped(r, v, first);
            result.who = ctx.hist.mover(ctx.ply);
            result.citation = r.move_claim_citation;
          }
        }
      }
    });
    return result;
  }

 private:
  // Calls f(rule, first) for every rule in order, `first` the index of its first entry.
  template <class F>
  void for_each_rule(F&& f) const {
    std::size_t first = 0;
    boost::hana::for_each(rules, [&](const auto& r) {
      f(r, first);
      first += repetita::rule_entry_count<std::remove_cvref_t<decltype(r)>>;
    });
  }

  // The index in this set of the entry of rule r, whose entries start at `first`, that gave v.
  template <class R>
  [[nodiscard]] static rule_index_type index_of(const R&, const verdict& v, std::size_t first) noexcept {
    return static_cast<rule_index_type>(first + entry_of<R>(v));
  }

  // Verdict v of rule r, the rule whose entries start at `first`, with its index in this set.
  template <class R>
  [[nodiscard]] static verdict stamped(const R& r, verdict v, std::size_t first) noexcept {
    v.rule_index = index_of(r, v, first);
    return v;
  }

  // The combination of the verdicts of the rules `asked(rule)` selects.
  template <class Asked>
  [[nodiscard]] verdict combined(const rule_context& ctx, Asked asked) const {
    verdict result;
    for_each_rule([&](const auto& r, auto first) {
      // A rule that cannot outrank the result is not asked (past an illegal move, none can).
      if (!asked(r) || (result && severity(strongest_of(r)) <= severity(result.kind))) return;
      const verdict v = r.evaluate(ctx);
      if (severity(v.kind) > severity(result.kind)) take(result, v, index_of(r, v, first));  // combine(result, v)
    });
    return result;
  }

  // result = v with its rule index, field by field. An inlined rule's verdict then stays in
  // registers; copied whole, it is built on the stack with narrow stores and read back at once
  // with wide loads, which wait for those stores (bench_core's dense walks, which speak at most
  // plies, were a quarter slower).
  REPETITA_ALWAYS_INLINE static void take(verdict& result, const verdict& v, rule_index_type index) noexcept {
    // Every field by name: a field added to verdict is a compile error here, not a field left out.
    const auto& [kind, who, rule_index, ply, since, count, period, rule, citation] = v;
    static_cast<void>(rule_index);
    result.kind = kind;
    result.who = who;
    result.rule_index = index;
    result.ply = ply;
    result.since = since;
    result.count = count;
    result.period = period;
    result.rule = rule;
    result.citation = citation;
  }
};

/// Makes a rule set: `make_rule_set<my_identity>({"name", "description", "source"}, rule1, rule2...)`.
template <class Identity, class... Rules>
[[nodiscard]] constexpr rule_set<Identity, Rules...> make_rule_set(rule_set_info info, Rules... rules) {
  static_assert((rule<Rules> && ...),
                "repetita::make_rule_set: every rule must model repetita::rule: a member "
                "`verdict evaluate(const rule_context&) const` and members `name` and `citation`");
  return rule_set<Identity, Rules...>{info, boost::hana::make_tuple(rules...)};
}

}  // namespace repetita

#endif
