// The board: freezing, traps, pushes, pulls, rabbits, and the distinct-move generator checked
// against a brute-force enumeration of every step sequence.
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <random>
#include <set>
#include <vector>

using namespace arimaa_test;

TEST_CASE("arimaa: a piece next to a stronger enemy and no friend is frozen", "[arimaa][board]") {
  const position p = board("Rd4 cd5");
  CHECK(p.frozen(piece{color::gold, piece_type::rabbit}, 27));
  CHECK_FALSE(p.frozen(piece{color::silver, piece_type::cat}, 35));
  CHECK(p.frozen_pieces(color::gold) == bit(27));
  const position q = board("Rd4 cd5 Re4");
  CHECK(q.frozen_pieces(color::gold) == 0);
  CHECK(check_move(p, steps("Rd4w")) == "step 1 (Rd4w): the piece is frozen");
  CHECK(check_move(q, steps("Rd4w")).empty());
}

TEST_CASE("arimaa: a piece alone on a trap is captured after the step", "[arimaa][board]") {
  position p = board("Dc4 Rh1 rh8");
  const capture c = p.apply_step(make_step(piece{color::gold, piece_type::dog}, 26, 18));  // Dc4s onto c3
  REQUIRE(c);
  CHECK(c.where == 18);
  CHECK(p.pieces(color::gold) == bit(7));
  position q = board("Dc4 Rd3 Rh1 rh8");  // d3 guards c3
  CHECK_FALSE(q.apply_step(make_step(piece{color::gold, piece_type::dog}, 26, 18)));
  // the guard leaves: the dog on the trap is taken
  const capture c2 = q.apply_step(make_step(piece{color::gold, piece_type::rabbit}, 19, 20));
  REQUIRE(c2);
  CHECK(c2.where == 18);
}

TEST_CASE("arimaa: a push into a trap captures the pushed piece before the pusher moves", "[arimaa][board][trap]") {
  const position p = board("Ec5 Rh1 rc4 dh8", color::gold);
  const move m = steps("rc4s Ec5s");
  CHECK(check_move(p, m).empty());
  const position after = play(p, m);
  CHECK(after.pieces(color::silver, piece_type::rabbit) == 0);
  CHECK(after.pieces(color::gold, piece_type::elephant) == bit(26));
  CHECK(notation::write_move(p, m) == "rc4s rc3x Ec5s");
  move_generator gen;
  const auto results = gen.results(p);
  CHECK(std::count_if(results.begin(), results.end(), [&](const position& r) { return r.same_board(after); }) == 1);
}

TEST_CASE("arimaa: push and pull rules", "[arimaa][board]") {
  const position p = board("Ed4 Rh1 cd5 rh8");
  CHECK(check_move(p, steps("cd5n Ed4n")).empty());   // push north
  CHECK(check_move(p, steps("Ed4s cd5s")).empty());   // pull
  CHECK(check_move(p, steps("cd5n")) == "step 1 (cd5n): an enemy piece moves only in a push or a pull");
  CHECK(check_move(p, steps("cd5n Rh1n")) == "step 1 (cd5n): an enemy piece moves only in a push or a pull");
  const position eq = board("Cd4 Rh1 cd5 rh8");
  CHECK(check_move(eq, steps("cd5n Cd4n")) == "step 1 (cd5n): a piece may push only a weaker piece");
  CHECK(check_move(p, steps("Ed4w Ed3n")) == "step 2 (Ed3n): there is no E on d3");
  CHECK(check_move(board("Ra2 rh8"), steps("Ra2s")) == "step 1 (Ra2s): a rabbit may not step backwards");
  CHECK(check_move(p, steps("Ed4n")) == "step 1 (Ed4n): the square d5 is occupied");
  CHECK(check_move(p, steps("Ed4w Ed3w Ec3e Ed3e Ed4e")) == "a move has at most 4 steps");
  // a rabbit may be pushed backwards
  CHECK(check_move(board("Hd4 Rh1 rd3 rh8"), steps("rd3n Hd4w")).size() > 0);  // d4 is not empty for rd3n
  CHECK(check_move(board("Hd4 Rh1 rd5 rh8"), steps("rd5n Hd4n")).empty());
}

namespace {

// Every board reachable by a legal turn, by brute force: every sequence of 1-4 geometric steps,
// kept when check_move accepts it and the board changed.
std::set<board_key> brute_force(const position& p) {
  std::set<board_key> out;
  std::function<void(const position&, move&)> rec = [&](const position& q, move& m) {
    if (m.count > 0 && check_move(p, m).empty() && !q.same_board(p)) out.insert(q.board());
    if (m.count == 4) return;
    for (square s = 0; s < 64; ++s) {
      const auto pc = q.at(s);
      if (!pc) continue;
      for (int d = 0; d < 4; ++d) {
        const square to = neighbour(s, static_cast<direction>(d));
        if (to < 0 || q.at(to)) continue;
        const step st = make_step(*pc, s, to);
        position r = q;
        static_cast<void>(r.apply_step(st));
        m.push_back(st);
        rec(r, m);
        --m.count;
      }
    }
  };
  move m;
  rec(p, m);
  return out;
}

position random_position(std::mt19937& rng, int gold_pieces, int silver_pieces) {
  position p = position::empty_in_play(color::gold);
  auto place = [&](color c, int n) {
    for (int i = 0; i < n; ++i) {
      square s = 0;
      do s = static_cast<square>(rng() % 64);
      while (p.at(s));
      auto t = static_cast<piece_type>(rng() % 6);
      if (i == 0) t = piece_type::rabbit;
      p.put(piece{c, t}, s);
    }
  };
  place(color::gold, gold_pieces);
  place(color::silver, silver_pieces);
  p.set_to_move(rng() % 2 == 0 ? color::gold : color::silver);
  return p;
}

}  // namespace

TEST_CASE("arimaa: the generator finds exactly the distinct boards of every legal step sequence",
          "[arimaa][movegen][property]") {
  const auto seed = GENERATE(take(12, random(1u, 1000000000u)));
  CAPTURE(seed);
  std::mt19937 rng(seed);
  const position p = random_position(rng, 3, 3);
  move_generator gen;
  const auto results = gen.results(p);
  std::set<board_key> mine;
  for (const position& r : results) {
    CHECK(r.to_move() == opponent(p.to_move()));
    mine.insert(r.board());
  }
  CHECK(mine.size() == results.size());  // each board once
  CHECK(mine == brute_force(p));
  CHECK(has_changing_move(p) == !results.empty());
  // one move per result, legal, and leading to it
  for (const auto& g : gen.moves(p)) {
    REQUIRE(check_move(p, g.m).empty());
    REQUIRE(play(p, g.m) == g.after);
  }
}

TEST_CASE("arimaa: has_changing_move agrees with the generator", "[arimaa][movegen][property]") {
  std::mt19937 rng(12345);
  move_generator gen;
  for (int i = 0; i < 300; ++i) {
    const position p = random_position(rng, 1 + static_cast<int>(rng() % 6), 1 + static_cast<int>(rng() % 12));
    CAPTURE(i);
    REQUIRE(has_changing_move(p) == (gen.count(p) > 0));
  }
}
