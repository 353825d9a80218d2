#ifndef REPETITA_REGISTRY_HPP
#define REPETITA_REGISTRY_HPP

/// \file
/// The rule-set registry of a game: a compile-time list with a runtime lookup by name.

#include <repetita/ply_facts.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/rule_set.hpp>
#include <repetita/trigger.hpp>

#include <boost/hana/at.hpp>
#include <boost/hana/for_each.hpp>
#include <boost/hana/tuple.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <type_traits>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <vector>

namespace repetita {

/// The named rule sets of one game. The list is fixed at compile time, so a tracker made from it
/// knows every rule's type (and inlines it); the CLI looks rule sets up by name at run time.
template <class... RuleSets>
struct registry {
  static constexpr std::size_t size = sizeof...(RuleSets);
  boost::hana::tuple<RuleSets...> rule_sets;

  /// The index of the rule set called `name`, if there is one.
  [[nodiscard]] constexpr std::optional<std::size_t> find(std::string_view name) const noexcept {
    const auto all = infos();
    for (std::size_t i = 0; i < size; ++i)
      if (all[i].name == name) return i;
    return std::nullopt;
  }

  /// Name, description and source of every rule set, in registry order.
  [[nodiscard]] constexpr std::array<rule_set_info, size> infos() const noexcept {
    std::array<rule_set_info, size> result{};
    std::size_t i = 0;
    boost::hana::for_each(rule_sets, [&](const auto& rs) { result[i++] = rs.info; });
    return result;
  }

  /// When rule set `i` may speak: its rules' triggers, or-ed (rule_set::when); `trigger::never()`
  /// for an index out of range.
  [[nodiscard]] constexpr trigger when(std::size_t i) const noexcept {
    trigger t = trigger::never();
    visit(i, [&](const auto& rs) { t = rs.when(); });
    return t;
  }

  /// The facts the rules of rule set `i` read (facts_read.hpp: their triggers' and their `reads()`);
  /// none for an index out of range.
  [[nodiscard]] constexpr ply_facts::bits_type facts_read(std::size_t i) const noexcept {
    ply_facts::bits_type bits = 0;
    visit(i, [&](const auto& rs) { bits = rs.facts_read(); });
    return bits;
  }

  /// True if some rule of rule set `i` reads one of the facts `bits` (names it in its trigger, as
  /// `rules::on_fact` does, or in its `reads()`). A game derives a rule set's attributes from its
  /// rules this way (Go's suicide policy), and a session whether to compute a history fact
  /// (history_fact.hpp).
  [[nodiscard]] constexpr bool reads_facts(std::size_t i, ply_facts::bits_type bits) const noexcept {
    return (facts_read(i) & bits) != 0;
  }

  /// The rule entries of rule set `rs`, in entry order (`rule_set::rule_infos`): what a tool needs
  /// to know of the rule behind a verdict's `rule_index`, as plain data. Empty if there is no `rs`.
  [[nodiscard]] std::vector<rule_info> rule_infos(std::size_t rs) const {
    std::vector<rule_info> result;
    visit(rs, [&result](const auto& set) {
      const auto all = set.rule_infos();
      result.assign(all.begin(), all.end());
    });
    return result;
  }

  /// The rule entry `index` of rule set `rs` (`rule_set::rule_info_at`), e.g. of a verdict's
  /// `rule_index`; empty names and evidence kind `other` for `no_rule_index`.
  [[nodiscard]] constexpr rule_info rule_info_at(std::size_t rs, std::size_t index) const {
    rule_info result;
    visit(rs, [&](const auto& set) { result = set.rule_info_at(index); });
    return result;
  }

  /// Calls `f(rule_set)` with the rule set at run-time index `i` (its static type known to `f`).
  template <class F>
  constexpr void visit(std::size_t i, F&& f) const {
    std::size_t n = 0;
    boost::hana::for_each(rule_sets, [&](const auto& rs) {
      if (n++ == i) f(rs);
    });
  }
  /// The same, the rule set modifiable: a game composes rule sets at run time by setting run-time
  /// members of their rules (rule_set::visit_rules) on its copy of a registry, before a tracker
  /// takes it (a tracker reads the rules' triggers when it is made).
  template <class F>
  constexpr void visit(std::size_t i, F&& f) {
    std::size_t n = 0;
    boost::hana::for_each(rule_sets, [&](auto& rs) {
      if (n++ == i) f(rs);
    });
  }
};

/// Makes a registry from rule sets; their names must be distinct (a compile error in a constant
/// expression, std::invalid_argument otherwise).
template <class... RuleSets>
[[nodiscard]] constexpr registry<RuleSets...> make_registry(RuleSets... rule_sets) {
  registry<RuleSets...> result{boost::hana::make_tuple(rule_sets...)};
  const auto all = result.infos();
  for (std::size_t i = 0; i < all.size(); ++i)
    for (std::size_t j = i + 1; j < all.size(); ++j)
      if (all[i].name == all[j].name) throw std::invalid_argument("repetita::make_registry: two rule sets share a name");
  return result;
}

/// The registry of a registry's standard rule set (its first) alone: the cheapest tracker for a
/// caller that asks only about the standard rules.
template <class First, class... Rest>
[[nodiscard]] constexpr registry<First> standard_registry(const registry<First, Rest...>& all) {
  return registry<First>{boost::hana::make_tuple(boost::hana::at_c<0>(all.rule_sets))};
}

/// The type of `standard_registry(r)` for a registry `r` of type `Registry`.
template <class Registry>
using standard_registry_t = decltype(standard_registry(std::declval<const Registry&>()));

/// The registry of rule set `I` of `all` alone (a tracker that asks about one named rule set pays
/// for it only): `registry_of<2>(chess::rule_sets)` is fide-1985's.
template <std::size_t I, class... RuleSets>
[[nodiscard]] constexpr auto registry_of(const registry<RuleSets...>& all) {
  static_assert(I < sizeof...(RuleSets), "repetita::registry_of: no rule set has that index");
  using one = std::remove_cvref_t<decltype(boost::hana::at_c<I>(all.rule_sets))>;
  return registry<one>{boost::hana::make_tuple(boost::hana::at_c<I>(all.rule_sets))};
}

/// The type of `registry_of<I>(r)` for a registry `r` of type `Registry`.
template <std::size_t I, class Registry>
using registry_of_t = decltype(registry_of<I>(std::declval<const Registry&>()));

}  // namespace repetita

#endif
