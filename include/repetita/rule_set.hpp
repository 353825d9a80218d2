#ifndef REPETITA_RULE_SET_HPP
#define REPETITA_RULE_SET_HPP

/// \file
/// Rule set: a named composition of one identity and rules in order of precedence.

#include <repetita/rule.hpp>
#include <repetita/rule_context.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict.hpp>
#include <repetita/verdict_algebra.hpp>

#include <boost/hana/for_each.hpp>
#include <boost/hana/tuple.hpp>

#include <string_view>

namespace repetita {

/// The name, one-line description and source of a rule set (what `repetita rules` lists).
struct rule_set_info {
  std::string_view name;         ///< e.g. "fide-2023"
  std::string_view description;  ///< one line
  std::string_view source;       ///< where the rules are written, e.g. "FIDE Laws of Chess 2023, 9.2-9.6"
};

/// One identity and a list of rules, first rule first in precedence. Build with `make_rule_set`.
template <class Identity, class... Rules>
struct rule_set {
  using identity_type = Identity;

  rule_set_info info;
  boost::hana::tuple<Rules...> rules;

  /// When any of the rules may speak.
  [[nodiscard]] constexpr trigger when() const noexcept {
    trigger t = trigger::never();
    boost::hana::for_each(rules, [&](const auto& r) { t = t | trigger_of(r); });
    return t;
  }

  /// The combined verdict at `ctx.ply` (see verdict_algebra.hpp).
  [[nodiscard]] verdict evaluate(const rule_context& ctx) const {
    return combined(ctx, [](const auto&) { return true; });
  }

  /// The same verdict, asking only the rules whose trigger fires on `in` (what the others say is
  /// none, by the trigger's law): for a tracker, which has the trigger's inputs at hand.
  [[nodiscard]] verdict evaluate(const rule_context& ctx, const trigger_input& in) const {
    return combined(ctx, [&in](const auto& r) { return trigger_of(r).may_speak(in); });
  }

  /// Calls `f(verdict)` for every rule that has something to say at `ctx.ply`, in rule order.
  template <class F>
  void for_each_verdict(const rule_context& ctx, F&& f) const {
    boost::hana::for_each(rules, [&](const auto& r) {
      if (const verdict v = r.evaluate(ctx)) f(v);
    });
  }

 private:
  // The combination of the verdicts of the rules `asked(rule)` selects.
  template <class Asked>
  [[nodiscard]] verdict combined(const rule_context& ctx, Asked asked) const {
    verdict result;
    boost::hana::for_each(rules, [&](const auto& r) {
      // Past an illegal move nothing counts: nothing beats it.
      if (severity(result.kind) == severity(verdict_kind::illegal_move) || !asked(r)) return;
      const verdict v = r.evaluate(ctx);
      if (severity(v.kind) > severity(result.kind)) result = v;  // combine(result, v)
    });
    return result;
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
