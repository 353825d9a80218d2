// rules::cycle_override: perpetual check (JSA 対局規定 第8条 7). In the ring game a move that lands on a
// multiple of 3 gives check. Sennichite is the 4th occurrence (shogi: board, hands, side to move).
#include "ring_driver.hpp"

#include <catch2/catch.hpp>

using repetita::verdict_kind;
using repetita::rules::cycle_override;
using repetita::rules::mutual_policy;
using repetita::rules::nfold;

namespace {
constexpr nfold sennichite{.name = "sennichite", .citation = "JSA 対局規定 第6条 A 1", .threshold = 4, .effect = verdict_kind::draw};

constexpr cycle_override<nfold> perpetual(mutual_policy mutual = mutual_policy::keep_inner, nfold inner = sennichite) {
  return cycle_override<nfold>{inner, "perpetual-check", "JSA 対局規定 第8条 7", repetita::ply_facts::check, mutual};
}
}  // namespace

TEST_CASE("perpetual check by the first player, 4th occurrence completed by the escaper", "[core][cycle]") {
  // ply 0 1F, 1 0S (check), 2 1F, 3 0S, 4 1F, 5 0S, 6 1F: the 4th 1F is made by the second player.
  ring_driver d(single_rule(perpetual()));
  d.steps({-1, +1, -1, +1, -1});
  CHECK_FALSE(d.now());
  d.steps({+1});
  REQUIRE(d.now().kind == verdict_kind::loss);
  CHECK(d.now().who == 0);
  CHECK(d.now().ply == 6);
  CHECK(d.now().since == 0);
  CHECK(d.now().rule == "perpetual-check");
  CHECK(d.t.end(0).ply == 6);
}

TEST_CASE("perpetual check, 4th occurrence completed by the checker", "[core][cycle]") {
  nfold without_start = sennichite;
  without_start.count_start = false;
  ring_driver d(single_rule(perpetual(mutual_policy::keep_inner, without_start)));
  d.steps({-1, +1, -1, +1, -1, +1});
  CHECK_FALSE(d.now());  // 1F at 2, 4, 6 only: the start does not count
  d.steps({-1});          // ply 7: 0S for the 4th time, made by the checker
  REQUIRE(d.now().kind == verdict_kind::loss);
  CHECK(d.now().who == 0);
  CHECK(d.now().since == 1);
}

TEST_CASE("perpetual check by the second player", "[core][cycle]") {
  // ply 0 2F, 1 1S, 2 0F (check), 3 1S, 4 0F, 5 1S, 6 0F, 7 1S: the 4th 1S at ply 7.
  ring_driver d(single_rule(perpetual()), ring::position{2, ring::player::first, 0});
  d.steps({-1, -1, +1, -1, +1, -1, +1});
  REQUIRE(d.now().kind == verdict_kind::loss);
  CHECK(d.now().who == 1);
  CHECK(d.now().ply == 7);
  CHECK(d.now().since == 1);
}

TEST_CASE("a start position already in check: no check into the first occurrence is needed", "[core][cycle]") {
  // Start 0S: the second player is in check. 0S at 0, 2, 4, 6; every move of the first player checks.
  ring_driver d(single_rule(perpetual()), ring::position{0, ring::player::second, 0});
  CHECK(d.t.hist().facts(0).has(repetita::ply_facts::check));
  d.steps({+1, -1, +1, -1, +1, -1});
  REQUIRE(d.now().kind == verdict_kind::loss);
  CHECK(d.now().who == 0);
  CHECK(d.now().ply == 6);
}

TEST_CASE("a quiet move right after the first occurrence: sennichite, not a loss", "[core][cycle]") {
  // 1F at 0, 2, 4, 6; the first player's moves in the span: +1 (quiet), -1 (check), -1 (check).
  ring_driver d(single_rule(perpetual()));
  d.steps({+1, -1, -1, +1, -1, +1});
  REQUIRE(d.now().kind == verdict_kind::draw);
  CHECK(d.now().rule == "sennichite");
  CHECK(d.now().ply == 6);
}

TEST_CASE("mutual perpetual check follows the configured policy", "[core][cycle]") {
  // 0F and 3S alternate: every move of both players lands on a check cell. 0F's 4th at ply 6.
  const ring::position start{0, ring::player::first, 0};
  const auto play = [&](mutual_policy policy) {
    ring_driver d(single_rule(perpetual(policy)), start);
    d.steps({+3, -3, +3, -3, +3, -3});
    return d.now();
  };
  CHECK(play(mutual_policy::keep_inner).kind == verdict_kind::draw);
  CHECK(play(mutual_policy::to_move_loses).who == 0);
  CHECK(play(mutual_policy::mover_loses).who == 1);
  CHECK(play(mutual_policy::first_player_loses).who == 0);
  CHECK(play(mutual_policy::mover_loses).kind == verdict_kind::loss);
}

TEST_CASE("the override reads the move links exactly when its inner rule does", "[core][cycle]") {
  using repetita::rules::move_series;
  STATIC_REQUIRE_FALSE(repetita::uses_move_links<cycle_override<nfold>>);
  STATIC_REQUIRE(repetita::uses_move_links<cycle_override<move_series>>);
  // So a tracker links moves for a rule set whose move series is wrapped (history::push_plan).
  const auto wrapped = repetita::make_registry(repetita::make_rule_set<ring::situation>(
      {"wrapped", "a wrapped series", "tests"},
      cycle_override<move_series>{move_series{.name = "move-series", .citation = "London 1883", .repeats = 3},
                                  "perpetual-check", "tests"}));
  ring_driver d(wrapped);
  CHECK(d.t.hist().links_moves());
  d.steps({+1, -1, +1, -1, +1, -1});
  CHECK(d.t.hist().previous_same_move(6) == 4);
  REQUIRE(d.now().kind == verdict_kind::claimable_draw);
  CHECK(d.now().period == 2);
}
