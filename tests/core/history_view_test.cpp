#include "ring_driver.hpp"

#include <catch2/catch.hpp>
#include <range/v3/range/conversion.hpp>

#include <cstdint>
#include <random>

#include <vector>

using repetita::ply_t;

namespace {
constexpr repetita::rules::nfold threefold{.name = "threefold", .citation = "", .threshold = 3};
}

TEST_CASE("history views: moves of one side in a span, and the plies back to an irreversible move",
          "[core][history]") {
  ring_driver d(single_rule(threefold));
  d.steps({+1, -1});
  d.play(ring::burn());  // ply 3, irreversible
  d.steps({+1, -1, +1});
  const repetita::history& h = d.t.hist();
  CHECK(h.mover(1) == 0);
  CHECK(h.mover(0) == repetita::no_player);
  CHECK(h.to_move(6) == 0);
  CHECK((repetita::moves_between(2, 5) | ranges::to<std::vector>) == std::vector<ply_t>{3, 4, 5});
  CHECK((repetita::moves_by(h, 0, 0, 6) | ranges::to<std::vector>) == std::vector<ply_t>{1, 3, 5});
  CHECK((repetita::moves_by(h, 1, 0, 6) | ranges::to<std::vector>) == std::vector<ply_t>{2, 4, 6});
  CHECK((repetita::back_to_irreversible(h, 6) | ranges::to<std::vector>) == std::vector<ply_t>{6, 5, 4, 3});
  CHECK((repetita::back_to_irreversible(h, 2) | ranges::to<std::vector>) == std::vector<ply_t>{2, 1, 0});
  CHECK((repetita::back_to_irreversible(h, 3) | ranges::to<std::vector>) == std::vector<ply_t>{3});
}

TEST_CASE("history: moves linked to the previous ply with the same move, through pop and forget", "[core][history]") {
  repetita::history h;
  h.link_moves(true);
  h.start(0);
  const auto push = [&](std::uint64_t move, bool irreversible = false) {
    repetita::ply_input r;
    r.move_key = move;
    if (irreversible) r.facts.set(repetita::ply_facts::irreversible);
    h.push(static_cast<repetita::player_index>((h.last() + 1) % 2), r);
  };
  push(7);  // 1
  push(8);  // 2
  push(7);  // 3
  push(7);  // 4
  CHECK(h.previous_same_move(4) == 3);
  CHECK(h.previous_same_move(3) == 1);
  CHECK(h.previous_same_move(1) == repetita::no_ply);
  CHECK(h.previous_same_move(2) == repetita::no_ply);
  h.pop();
  push(7);
  CHECK(h.previous_same_move(4) == 3);
  h.pop();
  h.pop();
  push(8);  // 3
  CHECK(h.previous_same_move(3) == 2);
  push(9, true);  // 4
  push(8);        // 5
  h.forget_before(4);
  CHECK(h.previous_same_move(5) == repetita::no_ply);  // ply 3 is forgotten
  push(8);  // 6
  CHECK(h.previous_same_move(6) == 5);
  repetita::history unlinked;
  unlinked.start(0);
  unlinked.push(1, {7, {}});
  unlinked.push(0, {7, {}});
  CHECK(unlinked.previous_same_move(2) == repetita::no_ply);
}

TEST_CASE("move_series: the same verdicts on a history without move links", "[core][history][move_series]") {
  // The rule tries every block length when the history does not link moves.
  constexpr repetita::rules::move_series series{.name = "move-series", .citation = "", .repeats = 3};
  for (const bool linked : {true, false}) {
    repetita::history h;
    h.link_moves(linked);
    h.start(0);
    repetita::occurrence_index<int> index;
    index.start(0, 0);
    const std::vector<std::uint64_t> moves{1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3};
    for (std::size_t i = 0; i < moves.size(); ++i) {
      h.push(static_cast<repetita::player_index>((i + 1) % 2), {moves[i], {}});
      index.push(static_cast<std::uint64_t>(i + 1), static_cast<int>(i + 1));
    }
    CHECK_FALSE(series.evaluate({h, index, h.last()}));
    h.push(0, {4, {}});
    index.push(12, 12);
    const auto v = series.evaluate({h, index, h.last()});
    CHECK(v.period == 4);
    CHECK(v.ply == 12);
  }
}

TEST_CASE("history: a record may name its mover (one side moving twice)", "[core][history]") {
  repetita::history h;
  h.start(0);
  h.push(1, {});
  repetita::ply_input twice;
  twice.mover = 1;  // the second player moves again, and the first is to move after it
  h.push(0, twice);
  CHECK(h.mover(1) == 0);
  CHECK(h.mover(2) == 1);
  CHECK(h.to_move(2) == 0);
}

TEST_CASE("history: move links through the direct table equal those through the hash table", "[core][history]") {
  // Keys below 2^16 go through the direct table when the game says its keys fit (chess, xiangqi);
  // a key beyond it (a caller's mistake or a game's rare key) falls back to the hash table.
  repetita::history hashed;
  repetita::history direct;
  hashed.link_moves(true);
  direct.link_moves(true, 16);
  std::mt19937_64 random(7);
  for (int game = 0; game < 3; ++game) {  // a new game empties both tables (the direct one by its stamp)
    hashed.start(0);
    direct.start(0);
    for (int step = 0; step < 3000; ++step) {
      const auto roll = random() % 10;
      if (roll < 2 && hashed.last() > hashed.first()) {
        hashed.pop();
        direct.pop();
      } else if (roll == 2 && hashed.last() > hashed.first() + 4) {
        const repetita::ply_t p = hashed.last() - 3;
        hashed.forget_before(p);
        direct.forget_before(p);
      } else {
        const std::uint64_t key = roll == 3 ? (std::uint64_t{1} << 20) + random() % 3 : random() % 12;
        const auto mover = static_cast<repetita::player_index>(hashed.last() % 2);
        hashed.push(mover ^ 1u, {key, {}});
        direct.push(mover ^ 1u, {key, {}});
      }
      const repetita::ply_t p = hashed.last();
      REQUIRE(direct.last() == p);
      REQUIRE(direct.previous_same_move(p) == hashed.previous_same_move(p));
      REQUIRE(direct.move_count(p) == hashed.move_count(p));
      REQUIRE(direct.repeat_run(p) == hashed.repeat_run(p));
    }
  }
}
