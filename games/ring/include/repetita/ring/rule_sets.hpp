#ifndef REPETITA_RING_RULE_SETS_HPP
#define REPETITA_RING_RULE_SETS_HPP

/// \file
/// The ring game's named rule sets, modelled on real ones (docs/writing-a-plugin.md): one of each
/// kind of rule the core knows, small enough to check every verdict by hand.

#include <repetita/registry.hpp>
#include <repetita/ring/game.hpp>
#include <repetita/rule_set.hpp>
#include <repetita/rules/cycle_override.hpp>
#include <repetita/rules/move_series.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/progress_counter.hpp>

#include <type_traits>

namespace repetita::ring {

namespace rule_defs {
inline constexpr rules::nfold threefold{
    .name = "threefold", .citation = "as FIDE 9.2.2", .threshold = 3, .move_claim_citation = "as FIDE 9.2.1"};
inline constexpr rules::nfold fivefold{.name = "fivefold", .citation = "as FIDE 9.6.1", .threshold = 5,
                                       .effect = verdict_kind::draw};
inline constexpr rules::progress_counter fifty{.name = "fifty-moves", .citation = "as FIDE 9.3", .threshold = 100};
inline constexpr rules::nfold superko{.name = "psk", .citation = "as Tromp-Taylor", .threshold = 2,
                                      .effect = verdict_kind::illegal_move, .except_after = ply_facts::pass};
inline constexpr rules::cycle_override<rules::nfold> perpetual{
    rules::nfold{.name = "sennichite", .citation = "as JSA 対局規定 第6条 A 1", .threshold = 4, .effect = verdict_kind::draw},
    "perpetual-check", "as JSA 対局規定 第8条 7", ply_facts::check, rules::mutual_policy::keep_inner};
inline constexpr rules::move_series series{.name = "move-series", .citation = "as London 1883", .repeats = 3};
}  // namespace rule_defs

/// fide-like (the standard one), superko, sennichite, london-1883.
inline const auto rule_sets = make_registry(
    make_rule_set<situation>({"fide-like", "threefold and fifty claims, fivefold draw", "FIDE 9.2-9.6"},
                             rule_defs::fivefold, rule_defs::threefold, rule_defs::fifty),
    make_rule_set<board_only>({"superko", "a move may not recreate an earlier board", "Go PSK"}, rule_defs::superko),
    make_rule_set<situation>({"sennichite", "fourfold draw, perpetual check loses", "JSA"}, rule_defs::perpetual),
    make_rule_set<situation>({"london-1883", "a series of moves three times", "London 1883"}, rule_defs::series));

using registry_type = std::remove_cvref_t<decltype(rule_sets)>;

}  // namespace repetita::ring

#endif
