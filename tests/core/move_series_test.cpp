// rules::move_series: the same block of moves repeated r times in succession (London 1883,
// Bilguer 1843: r = 3; Steinitz-Zukertort 1886: r = 6).
#include "ring_driver.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <vector>

using repetita::verdict_kind;
using repetita::rules::move_series;

namespace {
constexpr move_series three_times{.name = "move-series", .citation = "London 1883", .repeats = 3};
}

TEST_CASE("move_series: a block of 2 plies three times", "[core][move_series]") {
  ring_driver d(single_rule(three_times));
  d.steps({+1, -1, +1, -1, +1});
  CHECK_FALSE(d.now());
  d.steps({-1});
  REQUIRE(d.now().kind == verdict_kind::claimable_draw);
  CHECK(d.now().ply == 6);
  CHECK(d.now().period == 2);
  CHECK(d.now().since == 0);
  CHECK(d.now().count == 3);
  CHECK(d.now().who == 0);  // the player to move may claim
}

TEST_CASE("move_series: a block of 4 plies three times", "[core][move_series]") {
  ring_driver d(single_rule(three_times));
  d.steps({+1, +2, -1, -2, +1, +2, -1, -2, +1, +2, -1});
  CHECK_FALSE(d.now());
  d.steps({-2});
  REQUIRE(d.now());
  CHECK(d.now().ply == 12);
  CHECK(d.now().period == 4);
  CHECK(d.now().since == 0);
}

TEST_CASE("move_series: a series that almost repeats is not a repetition", "[core][move_series]") {
  ring_driver d(single_rule(three_times));
  d.steps({+1, +2, -1, -2, +1, +2, -1, -2, +1, +2, -2, -1});  // the last block swaps two moves
  CHECK_FALSE(d.now());
  SECTION("then the block goes on and completes three copies later") {
    d.steps({+1, +2, -2, -1, +1, +2, -2});
    CHECK_FALSE(d.now());
    d.steps({-1});  // plies 9-12, 13-16, 17-20 are copies of (+1 +2 -2 -1)
    REQUIRE(d.now());
    CHECK(d.now().ply == 20);
    CHECK(d.now().period == 4);
    CHECK(d.now().since == 8);
  }
}

TEST_CASE("move_series: positions may repeat while moves do not (Pillsbury-Burn)", "[core][move_series]") {
  constexpr repetita::rules::nfold threefold{.name = "threefold", .citation = "", .threshold = 3};
  const auto rules =
      repetita::make_registry(repetita::make_rule_set<ring::situation>({"series", "", ""}, three_times),
                              repetita::make_rule_set<ring::situation>({"positions", "", ""}, threefold));
  ring_driver d(rules);
  d.steps({+1, -1, +2, -2, +1, -1, +2, -2});  // 1F at 0, 2, 4, 6, 8 by different moves
  CHECK(d.now(1).kind == verdict_kind::claimable_draw);
  CHECK_FALSE(d.now(0));
}

TEST_CASE("move_series: six times in succession (Steinitz-Zukertort 1886)", "[core][move_series]") {
  constexpr move_series six_times{.name = "move-series", .citation = "1886", .repeats = 6, .effect = verdict_kind::draw};
  ring_driver d(single_rule(six_times));
  for (int i = 0; i < 5; ++i) d.steps({+1, -1});
  d.steps({+1});
  CHECK_FALSE(d.now());  // ply 11
  d.steps({-1});
  REQUIRE(d.now().kind == verdict_kind::draw);
  CHECK(d.now().ply == 12);
  CHECK(d.now().count == 6);
}

TEST_CASE("move_series: the smallest block is reported and min_block is honoured", "[core][move_series]") {
  SECTION("the same move every ply: a block of 2 three times at ply 6") {
    ring_driver d(single_rule(three_times));
    d.steps({+1, +1, +1, +1, +1});
    CHECK_FALSE(d.now());
    d.steps({+1});
    CHECK(d.now().period == 2);
  }
  SECTION("min_block 3: first at ply 9") {
    move_series longer = three_times;
    longer.min_block = 3;
    ring_driver d(single_rule(longer));
    for (int i = 0; i < 8; ++i) d.steps({+1});
    CHECK_FALSE(d.now());
    d.steps({+1});
    CHECK(d.now().period == 3);
  }
  SECTION("max_block bounds the search") {
    move_series bounded = three_times;
    bounded.max_block = 3;
    ring_driver d(single_rule(bounded));
    d.steps({+1, +2, -1, -2, +1, +2, -1, -2, +1, +2, -1, -2});
    CHECK_FALSE(d.now());
  }
}

TEST_CASE("move_series: a ply without a known move breaks the series", "[core][move_series]") {
  ring_driver d(single_rule(three_times));
  d.steps({+1, -1, +1, -1, +1});
  d.pos = ring::game::play(d.pos, ring::step(-1));
  d.t.push(d.pos);  // no move key given
  CHECK_FALSE(d.now());
}

TEST_CASE("move_series: long steps have exact move keys", "[core][move_series]") {
  CHECK(ring::game::move_key(ring::step(-9)) != repetita::no_move_key);
  CHECK(ring::game::move_key(ring::step(-9)) != ring::game::move_key(ring::step(9)));
  CHECK(ring::game::move_key(ring::burn()) != ring::game::move_key(ring::step(0)));
  ring_driver d(single_rule(three_times));
  d.steps({-9, +9, -9, +9, -9, +9});
  CHECK(d.now().period == 2);
}

TEST_CASE("move_series: the history counts each move and the trigger waits for the repeats-th", "[core][move_series]") {
  // The rule is asked only when the move just played has been played `repeats` times (it ends each
  // block) and the moves before it repeat too; the history's move_count and repeat_run say so, and
  // pop and forget_before keep them right.
  ring_driver d(single_rule(three_times));
  d.steps({+1, -1, +1, -1, +1});
  const repetita::history& h = d.t.hist();
  CHECK(h.move_count(0) == 0);  // the start has no move
  CHECK(h.move_count(1) == 1);
  CHECK(h.move_count(2) == 1);
  CHECK(h.move_count(3) == 2);
  CHECK(h.move_count(5) == 3);
  CHECK(h.repeat_run(2) == 0);  // -1 is new at ply 2
  CHECK(h.repeat_run(3) == 1);
  CHECK(h.repeat_run(5) == 3);
  // Three blocks of at least two plies: the last four moves repeat the moves a block earlier.
  CHECK(three_times.when().may_speak(1, 0, {}, 3, 4));
  CHECK_FALSE(three_times.when().may_speak(1, 0, {}, 3, 3));
  CHECK_FALSE(three_times.when().may_speak(1, 0, {}, 2, 4));
  CHECK_FALSE(d.now());  // the +1 at ply 5 is its 3rd, but the blocks are not complete
  d.steps({-1});
  CHECK(h.move_count(6) == 3);
  REQUIRE(d.now().kind == verdict_kind::claimable_draw);
  d.t.pop();
  CHECK(h.move_count(5) == 3);
  CHECK_FALSE(d.now());
  d.steps({-1});
  REQUIRE(d.now());
  d.t.forget_before(2);  // plies 0-1 forgotten: the +1 of ply 1 no longer counts, the -1s all do
  CHECK(h.move_count(3) == 1);
  CHECK(h.move_count(5) == 2);
  CHECK(h.move_count(6) == 3);
  CHECK(h.repeat_run(3) == 0);  // the +1 at ply 3 is new again
  CHECK(h.repeat_run(6) == 3);
}

namespace {
// The ring game saying its move keys fit in 2 bits, which only the steps +1 to +3 keep: the tracker
// links those through its direct table, and the other keys (negative steps, burns) through the
// hashed one (history::push<Plan>). Verdicts and links must be those of the ring game, whose keys
// all go to the hashed table.
struct two_bit_ring : ring::game {
  static constexpr unsigned move_key_bits = 2;
};
}  // namespace

TEST_CASE("move_series: moves linked through the direct table and the hashed one alike", "[core][move_series][property]") {
  const auto rules = repetita::make_registry(
      repetita::make_rule_set<ring::situation>({"series", "three times", "tests"}, three_times),
      repetita::make_rule_set<ring::situation>({"series-6", "six times", "tests"},
                                               move_series{.name = "move-series", .citation = "1886", .repeats = 6}));
  auto direct = repetita::make_tracker<two_bit_ring>(rules);
  auto hashed = repetita::make_tracker<ring::game>(rules);
  std::mt19937 rng(20261125);
  int series = 0;  // plies where a rule set says a series may be claimed
  for (int game = 0; game < 40; ++game) {
    ring::position pos{1, ring::player::first, 0};
    direct.start(pos);
    hashed.start(pos);
    std::vector<ring::position> line{pos};
    ring::move last = ring::burn();
    for (int i = 0; i < 120; ++i) {
      if (line.size() > 1 && rng() % 8 == 0) {  // take a ply back
        direct.pop();
        hashed.pop();
        line.pop_back();
      } else {
        // Often the last step undone (series of two plies), else one of a few steps, sometimes a
        // burn (irreversible).
        constexpr int steps[] = {-2, -1, +1, +2, +3};
        const ring::move m = rng() % 20 == 0                  ? ring::burn()
                             : rng() % 2 == 0 && last.step != 0 ? ring::step(-last.step)
                                                                : ring::step(steps[rng() % 5]);
        line.push_back(direct.play(line.back(), m));
        static_cast<void>(hashed.play(line[line.size() - 2], m));
        last = m;
      }
      const repetita::ply_t p = direct.ply();
      REQUIRE(hashed.ply() == p);
      for (repetita::ply_t q = direct.hist().first(); q <= p; ++q) {
        CAPTURE(game, i, q);
        REQUIRE(direct.hist().previous_same_move(q) == hashed.hist().previous_same_move(q));
        REQUIRE(direct.hist().move_count(q) == hashed.hist().move_count(q));
        REQUIRE(direct.hist().repeat_run(q) == hashed.hist().repeat_run(q));
      }
      for (std::size_t rs = 0; rs < 2; ++rs) {
        CAPTURE(game, i, rs);
        REQUIRE(direct.verdict_now(rs).kind == hashed.verdict_now(rs).kind);
        REQUIRE(direct.verdict_now(rs).period == hashed.verdict_now(rs).period);
        REQUIRE(direct.verdict_now(rs).since == hashed.verdict_now(rs).since);
        series += direct.verdict_now(rs).kind == verdict_kind::claimable_draw;
      }
    }
  }
  CHECK(series > 100);  // the walks do repeat series, under both rule sets' counts
}
