// rules::nfold on the ring game. The shuffle +1/-1 from cell 1 gives:
//   ply       0    1    2    3    4    5    6    7    8
//   position 1F   2S   1F   2S   1F   2S   1F   2S   1F     (cell, player to move)
#include "ring_driver.hpp"

#include <catch2/catch.hpp>

using repetita::no_player;
using repetita::verdict_kind;
using repetita::rules::nfold;

namespace {
constexpr nfold threefold{.name = "threefold", .citation = "FIDE 9.2.2", .threshold = 3};
}

TEST_CASE("nfold: a threefold claim at the third occurrence, for the player to move", "[core][nfold]") {
  ring_driver d(single_rule(threefold));
  d.steps({+1, -1, +1});
  CHECK_FALSE(d.now());  // ply 3: 2S has occurred twice
  d.steps({-1});
  REQUIRE(d.now().kind == verdict_kind::claimable_draw);
  CHECK(d.now().ply == 4);
  CHECK(d.now().who == 0);
  CHECK(d.now().count == 3);
  CHECK(d.now().since == 0);
  CHECK(d.now().rule == "threefold");
  CHECK(d.now().citation == "FIDE 9.2.2");
  d.steps({+1});
  CHECK(d.now().ply == 5);
  CHECK(d.now().who == 1);
  CHECK(d.now().since == 1);
  d.steps({-1});
  CHECK(d.now().count == 4);  // 1F at 0, 2, 4, 6
  CHECK(d.now().since == 0);  // the first occurrence
}

TEST_CASE("nfold: the start position may or may not count", "[core][nfold]") {
  nfold without_start = threefold;
  without_start.count_start = false;
  ring_driver d(single_rule(without_start));
  d.steps({+1, -1, +1, -1});
  CHECK_FALSE(d.now());  // ply 4: 1F counted at 2 and 4 only
  d.steps({+1});
  CHECK(d.now().kind == verdict_kind::claimable_draw);  // ply 5: 2S at 1, 3, 5 (ply 1 is not the start)
  d.steps({-1});
  CHECK(d.now().count == 3);
  CHECK(d.now().since == 2);
}

TEST_CASE("nfold: an automatic draw ends the game and voids later plies", "[core][nfold]") {
  constexpr nfold fivefold{.name = "fivefold", .citation = "FIDE 9.6.1", .threshold = 5, .effect = verdict_kind::draw};
  ring_driver d(single_rule(fivefold));
  d.steps({+1, -1, +1, -1, +1, -1, +1});
  CHECK_FALSE(d.now());
  d.steps({-1});  // ply 8: 1F for the fifth time
  REQUIRE(d.now().kind == verdict_kind::draw);
  CHECK(d.now().who == no_player);
  CHECK(d.t.end(0).ply == 8);
  d.steps({+2, +2});
  CHECK(d.now().ply == 8);  // still the verdict that ended the game
  CHECK(d.t.is_void(0, 9));
  CHECK(d.t.is_void(0, 10));
  CHECK_FALSE(d.t.is_void(0, 8));
  d.t.pop();
  d.t.pop();
  d.t.pop();  // back to ply 7: the game has not ended
  CHECK_FALSE(d.t.end(0));
  CHECK_FALSE(d.now());
}

TEST_CASE("nfold: superko makes any return illegal, simple ko only an immediate one", "[core][nfold]") {
  constexpr nfold superko{.name = "psk", .citation = "test", .threshold = 2, .effect = verdict_kind::illegal_move};
  constexpr nfold simple_ko{.name = "ko", .citation = "test", .threshold = 2, .effect = verdict_kind::illegal_move,
                            .window = 2};
  const auto rules = repetita::make_registry(repetita::make_rule_set<ring::situation>({"psk", "", ""}, superko),
                                             repetita::make_rule_set<ring::situation>({"ko", "", ""}, simple_ko));
  SECTION("an immediate return") {
    ring_driver d(rules);
    d.steps({+1, -1});
    CHECK(d.now(0).kind == verdict_kind::illegal_move);
    CHECK(d.now(0).who == 1);  // the player who made the move
    CHECK(d.now(1).kind == verdict_kind::illegal_move);
    CHECK(d.now(1).since == 0);
  }
  SECTION("a long cycle: twelve steps around the ring") {
    ring_driver d(rules);
    for (int i = 0; i < 11; ++i) d.steps({+1});
    CHECK_FALSE(d.now(0));
    d.steps({+1});  // ply 12: 1F again
    CHECK(d.now(0).kind == verdict_kind::illegal_move);
    CHECK(d.now(0).since == 0);
    CHECK_FALSE(d.now(1));  // ten plies back is outside the ko window
  }
  SECTION("an illegal move does not end the game") {
    ring_driver d(rules);
    d.steps({+1, -1, +2});
    CHECK_FALSE(d.now(0));
    CHECK_FALSE(d.t.end(0));
  }
}

TEST_CASE("nfold: consecutive occurrences every 4 plies (FIDE 2014 reading)", "[core][nfold]") {
  constexpr nfold consecutive{.name = "fivefold-2014", .citation = "FIDE 2014 9.6a", .threshold = 3,
                              .effect = verdict_kind::draw, .consecutive_period = 4};
  const auto rules = repetita::make_registry(repetita::make_rule_set<ring::situation>({"c", "", ""}, consecutive),
                                             repetita::make_rule_set<ring::situation>({"t", "", ""}, threefold));
  SECTION("a 4-ply cycle: 1F at 0, 4, 8") {
    ring_driver d(rules);
    d.steps({+1, +1, -1, -1, +1, +1, -1});
    CHECK_FALSE(d.now(0));
    d.steps({-1});
    REQUIRE(d.now(0).kind == verdict_kind::draw);
    CHECK(d.now(0).ply == 8);
    CHECK(d.now(0).since == 0);
    CHECK(d.now(0).count == 3);
  }
  SECTION("the same position three times, but not every 4 plies") {
    ring_driver d(rules);
    d.steps({+1, +1, -1, -1, +1, -1});  // 1F at 0, 4, 6
    CHECK_FALSE(d.now(0));
    CHECK(d.now(1).kind == verdict_kind::claimable_draw);
  }
}

TEST_CASE("nfold: except_after skips plies whose move has a fact (a pass)", "[core][nfold]") {
  constexpr nfold nssk_like{.name = "superko", .citation = "test", .threshold = 2,
                            .effect = verdict_kind::illegal_move, .except_after = repetita::ply_facts::pass};
  ring_driver d(single_rule(nssk_like));
  d.steps({0});
  d.steps({0});  // 1F again, but made by a pass
  CHECK_FALSE(d.now());
  d.steps({+1, -1});  // 1F made by a board move
  CHECK(d.now().kind == verdict_kind::illegal_move);
}

TEST_CASE("nfold: who a verdict names can be overridden", "[core][nfold]") {
  nfold named = threefold;
  named.who = repetita::party::nobody;
  ring_driver d(single_rule(named));
  d.steps({+1, -1, +1, -1});
  CHECK(d.now().kind == verdict_kind::claimable_draw);
  CHECK(d.now().who == no_player);
}
