// rules::progress_counter (FIDE 9.3, 9.6.2) and rules::on_fact (checkmate precedence, FIDE 9.6).
#include "ring_driver.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>

using repetita::ply_facts;
using repetita::verdict_kind;
using repetita::rules::on_fact;
using repetita::rules::progress_counter;

namespace {
constexpr progress_counter fifty{.name = "fifty-moves", .citation = "FIDE 9.3", .threshold = 100};
constexpr progress_counter seventy_five{.name = "seventy-five-moves", .citation = "FIDE 9.6.2", .threshold = 150,
                                        .effect = verdict_kind::draw};
constexpr ply_facts::bits_type mate = ply_facts::first_game_fact;
constexpr on_fact checkmate{.name = "checkmate", .citation = "FIDE 5.1.1", .facts = mate,
                            .effect = verdict_kind::loss, .who = repetita::party::to_move};
}  // namespace

TEST_CASE("progress_counter: claimable after 100 plies without progress", "[core][progress]") {
  ring_driver d(single_rule(fifty));
  for (int i = 0; i < 99; ++i) d.steps({i % 2 == 0 ? +1 : +2});
  CHECK_FALSE(d.now());
  d.steps({+1});
  REQUIRE(d.now().kind == verdict_kind::claimable_draw);
  CHECK(d.now().ply == 100);
  CHECK(d.now().since == 0);
  CHECK(d.now().count == 100);
  CHECK(d.now().who == 0);
  d.play(ring::burn());  // progress resets the counter
  CHECK_FALSE(d.now());
  CHECK(d.t.hist().clock(101) == 0);
}

TEST_CASE("progress_counter: a record may start with a running clock", "[core][progress]") {
  ring_driver d(single_rule(fifty));
  d.t.start(d.pos, {}, 96);
  d.steps({+1, +1, +1});
  CHECK_FALSE(d.now());
  d.steps({+1});
  REQUIRE(d.now());
  CHECK(d.now().ply == 4);
  CHECK(d.now().since == repetita::no_ply);  // the last progress was before the record began
}

TEST_CASE("on_fact before a counter: checkmate on the 150th ply beats the 75-move draw", "[core][progress][facts]") {
  const auto rules = repetita::make_registry(
      repetita::make_rule_set<ring::situation>({"mate-first", "", ""}, checkmate, seventy_five),
      repetita::make_rule_set<ring::situation>({"draw-first", "", ""}, seventy_five, checkmate));
  ring_driver d(rules);
  for (int i = 0; i < 149; ++i) d.steps({+1});
  CHECK_FALSE(d.now(0));
  d.pos = ring::game::play(d.pos, ring::step(+1));
  d.t.push(d.pos, {ring::game::move_key(ring::step(+1)), ply_facts(mate)});
  REQUIRE(d.now(0).kind == verdict_kind::loss);
  CHECK(d.now(0).rule == "checkmate");
  CHECK(d.now(0).who == 0);  // the player to move at ply 150 (an even ply: the first) is mated
  REQUIRE(d.now(1).kind == verdict_kind::draw);
  CHECK(d.now(1).rule == "seventy-five-moves");
}

TEST_CASE("on_fact: a start position can end the game at ply 0", "[core][facts]") {
  constexpr on_fact check_ends{.name = "in-check", .citation = "test", .facts = ply_facts::check,
                               .effect = verdict_kind::loss, .who = repetita::party::to_move};
  ring_driver d(single_rule(check_ends), ring::position{3, ring::player::second, 0});
  REQUIRE(d.now().kind == verdict_kind::loss);
  CHECK(d.now().ply == 0);
  CHECK(d.now().who == 1);
}

TEST_CASE("tracker: add_facts judges the current ply again with the fact it learned late", "[core][facts]") {
  // A game that learns a fact only after pushing the ply (Arimaa: the end-of-turn checks) adds it.
  ring_driver d(single_rule(checkmate));
  d.steps({+1, +1});
  CHECK_FALSE(d.now());
  d.t.add_facts(ply_facts(mate));
  REQUIRE(d.now().kind == verdict_kind::loss);
  CHECK(d.now().ply == 2);
  CHECK(d.t.end(0).ply == 2);
  CHECK(d.t.hist().facts(2).has(mate));
  d.t.pop();  // the fact goes with its ply
  CHECK_FALSE(d.now());
  CHECK_FALSE(d.t.end(0));
}

TEST_CASE("tracker: add_facts with progress restarts the clock of the current ply", "[core][progress][facts]") {
  ring_driver d(single_rule(fifty));
  for (int i = 0; i < 100; ++i) d.steps({i % 2 == 0 ? +1 : +2});
  REQUIRE(d.now().kind == verdict_kind::claimable_draw);
  d.t.add_facts(ply_facts(ply_facts::progress));
  CHECK(d.t.hist().clock(100) == 0);
  CHECK_FALSE(d.now());
  d.steps({+1});
  CHECK(d.t.hist().clock(101) == 1);
}

TEST_CASE("tracker: count gives the occurrences of a ply's identity under a rule set", "[core][tracker]") {
  ring_driver d(single_rule(fifty));
  d.steps({+1, -1, +1, -1});
  CHECK(d.t.count(0, 0) == 1);
  CHECK(d.t.count(0, 2) == 2);
  CHECK(d.t.count(0, 4) == 3);
  CHECK(d.t.count(0, 3) == 2);
  CHECK_THROWS_AS(d.t.count(1, 0), std::out_of_range);
  CHECK_THROWS_AS(d.t.count(0, 5), std::out_of_range);
}
