// Rule entries: a verdict says which rule of its rule set gave it (verdict::rule_index), and the
// rule set says what each entry is (rule_set::rule_infos, registry::rule_infos), so no layer matches
// rule names or citations. rules::cycle_override contributes its inner rule's entry, then its own.
#include "ring_driver.hpp"

#include <repetita/rule_info.hpp>
#include <repetita/rules/cycle_override.hpp>
#include <repetita/rules/move_series.hpp>
#include <repetita/rules/on_fact.hpp>
#include <repetita/rules/progress_counter.hpp>

#include <catch2/catch.hpp>

#include <vector>

using repetita::evidence_kind;
using repetita::no_rule_index;
using repetita::rule_info;
using repetita::verdict_kind;
using repetita::rules::cycle_override;
using repetita::rules::move_series;
using repetita::rules::mutual_policy;
using repetita::rules::nfold;
using repetita::rules::on_fact;
using repetita::rules::progress_counter;

namespace {
// In the ring game a move that lands on a multiple of 3 gives check (ply_facts::check).
constexpr on_fact checked{.name = "checked", .citation = "test", .facts = repetita::ply_facts::check,
                          .effect = verdict_kind::claimable_draw, .who = repetita::party::nobody};
constexpr nfold sennichite{.name = "sennichite", .citation = "JSA 対局規定 第6条 A 1", .threshold = 4,
                           .effect = verdict_kind::draw, .consecutive_period = 0};
constexpr cycle_override<nfold> perpetual{sennichite, "perpetual-check", "JSA 対局規定 第8条 7",
                                          repetita::ply_facts::check, mutual_policy::keep_inner};
constexpr nfold threefold{.name = "threefold", .citation = "FIDE 9.2.2", .threshold = 3,
                          .move_claim_citation = "FIDE 9.2.1"};
constexpr progress_counter six_plies{.name = "six-plies", .citation = "test 1", .threshold = 6,
                                     .move_claim_citation = "test 2"};
constexpr move_series series{.name = "move-series", .citation = "London 1883", .repeats = 3};

const auto rules = repetita::make_registry(
    repetita::make_rule_set<ring::situation>({"all", "every kind of rule", "tests"}, checked, perpetual, threefold,
                                             six_plies, series));
}  // namespace

TEST_CASE("rule entries: one per rule, the inner rule's and its own for a cycle override", "[core][rule_info]") {
  using set_type = std::remove_cvref_t<decltype(boost::hana::at_c<0>(rules.rule_sets))>;
  static_assert(set_type::rule_entry_count == 6);
  static_assert(repetita::rule_entry_count<cycle_override<nfold>> == 2);
  static_assert(repetita::rule_entry_count<nfold> == 1);
  const std::vector<rule_info> expected{
      {"checked", "test", "", evidence_kind::fact, 0},
      {"sennichite", "JSA 対局規定 第6条 A 1", "", evidence_kind::positions, 0},
      {"perpetual-check", "JSA 対局規定 第8条 7", "", evidence_kind::positions, 0},
      {"threefold", "FIDE 9.2.2", "FIDE 9.2.1", evidence_kind::positions, 0},
      {"six-plies", "test 1", "test 2", evidence_kind::progress, 0},
      {"move-series", "London 1883", "", evidence_kind::move_series, 0},
  };
  CHECK(rules.rule_infos(0) == expected);
  for (std::size_t i = 0; i < expected.size(); ++i) CHECK(rules.rule_info_at(0, i) == expected[i]);
  CHECK(rules.rule_info_at(0, no_rule_index) == rule_info{});  // a verdict no rule gave
  CHECK(rules.rule_infos(1).empty());                           // no such rule set
  constexpr nfold consecutive{.name = "fivefold", .citation = "FIDE 2014 9.6a", .threshold = 5,
                              .consecutive_period = 4};
  CHECK(repetita::info_of(consecutive).consecutive_period == 4);
}

TEST_CASE("rule entries: every verdict carries the index of the entry that gave it", "[core][rule_info]") {
  ring_driver d(rules);
  CHECK(d.now().rule_index == no_rule_index);  // nothing said: no rule
  // 1F at 0, 2, 4: the third occurrence (threefold claim); ply 3 lands on 0 (check).
  d.steps({-1, +1, -1, +1});
  std::vector<repetita::rule_index_type> indices;
  d.t.for_each_rule_verdict(0, [&](const repetita::verdict& v) {
    indices.push_back(v.rule_index);
    CHECK(rules.rule_info_at(0, v.rule_index).name == v.rule);
  });
  CHECK(indices == std::vector<repetita::rule_index_type>{3});  // threefold, after the cycle override's two entries
  CHECK(d.now().rule_index == 3);
  // FIDE 9.2.1: the claim by writing a move is the threefold's entry, cited with its move clause.
  d.steps({-1});
  const auto claim = d.t.claim_by_move(0, d.pos, ring::step(+1));
  REQUIRE(claim.kind == verdict_kind::claimable_draw);
  CHECK(claim.rule_index == 3);
  CHECK(claim.citation == rules.rule_info_at(0, claim.rule_index).move_claim_citation);
  // Ply 6: 1F for the 4th time; every move of the first player since ply 0 gave check: the override.
  d.steps({+1});
  REQUIRE(d.now().kind == verdict_kind::loss);
  CHECK(d.now().rule == "perpetual-check");
  CHECK(d.now().rule_index == 2);
}

TEST_CASE("rule entries: a cycle override passes its inner verdict on with the inner entry", "[core][rule_info]") {
  // 1F at 0, 2, 4, 6; the first player's moves in the span: +1 (quiet), -1, -1: sennichite stands.
  ring_driver d(rules);
  d.steps({+1, -1, -1, +1, -1, +1});
  REQUIRE(d.now().kind == verdict_kind::draw);
  CHECK(d.now().rule == "sennichite");
  CHECK(d.now().rule_index == 1);
  CHECK(d.t.end(0).rule_index == 1);
}

TEST_CASE("rule entries: a verdict stays the size it was", "[core][rule_info]") {
  // The index sits in the padding after `who`: kind, who, index, then four 32-bit fields and two views.
  static_assert(sizeof(repetita::verdict) == 6 * sizeof(std::uint32_t) + 2 * sizeof(std::string_view));
  CHECK(repetita::verdict{}.rule_index == no_rule_index);
}
