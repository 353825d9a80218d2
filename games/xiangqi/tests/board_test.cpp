// Xiangqi board: legal moves rule by rule (each with a position and its exact set of moves), check,
// checkmate and stalemate, perft against the published counts, Zobrist hashes, FEN and move errors.
#include <repetita/xiangqi/coordinates.hpp>
#include <repetita/xiangqi/fen.hpp>
#include <repetita/xiangqi/game.hpp>
#include <repetita/xiangqi/position.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <string_view>

namespace {

using namespace repetita::xiangqi;
using moves_set = std::set<std::string>;

position fen(std::string_view text) {
  auto p = parse_fen(text);
  if (!p) FAIL("bad FEN: " << p.error().message << " at column " << p.error().column);
  return *p;
}

// The legal moves (ICCS) of `p`, or only those from `from` ("b2").
moves_set legal(const position& p, std::string_view from = "") {
  move_list list;
  p.legal_moves(list);
  moves_set out;
  for (move m : list) {
    std::string s = write_move(m);
    if (from.empty() || s.substr(0, 2) == from) out.insert(s);
  }
  return out;
}

}  // namespace

TEST_CASE("xiangqi movegen: the flying general, kings may not face each other on an open file", "[xiangqi][movegen]") {
  SECTION("the king may not step onto the other king's open file") {
    CHECK(legal(fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")) == moves_set{"d0d1"});
  }
  SECTION("the only piece between the kings may not leave the file") {
    CHECK(legal(fen("4k4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1")) == moves_set{"e0d0", "e0f0"});
  }
  SECTION("kings facing each other: a position the side to move could have ended by capture") {
    const auto p = parse_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    REQUIRE_FALSE(p);
    CHECK(p.error().kind == fen_error_kind::illegal_position);
  }
}

TEST_CASE("xiangqi movegen: the cannon moves like a rook and captures over exactly one screen", "[xiangqi][movegen]") {
  // Cannon b2; a red pawn on b5 is the screen; the black horse on b8 is captured over it; the
  // black rook on b9 is behind two screens.
  const position p = fen("1r3k3/1n7/9/9/1P7/9/9/1C7/9/3K5 w - - 0 1");
  CHECK(legal(p, "b2") == moves_set{"b2b3", "b2b4", "b2b8", "b2b1", "b2b0", "b2a2", "b2c2", "b2d2", "b2e2", "b2f2",
                                    "b2g2", "b2h2", "b2i2"});
  SECTION("a cannon gives check over a screen, and not without one or over two") {
    CHECK(fen("4k4/9/9/9/9/4c4/9/9/4A4/3AK4 w - - 0 1").in_check());   // screen: the advisor on e1
    CHECK_FALSE(fen("4k4/9/9/9/9/4c4/9/9/9/3AK4 w - - 0 1").in_check());  // no screen
    CHECK_FALSE(fen("4k4/9/9/9/9/4c4/4P4/9/4A4/3AK4 w - - 0 1").in_check());  // two screens
  }
}

TEST_CASE("xiangqi movegen: a horse is blocked by a piece on its leg", "[xiangqi][movegen]") {
  // Horse c2: the pawn on c3 blocks b4 and d4, the advisor on d2 blocks e3 and e1; a1 is a capture.
  const position p = fen("3k5/9/9/9/9/9/2P6/2NA5/r8/4K4 w - - 0 1");
  CHECK(legal(p, "c2") == moves_set{"c2a3", "c2a1", "c2b0", "c2d0"});
  SECTION("a horse gives no check over a blocked leg") {
    CHECK(fen("3k5/9/9/9/9/9/9/9/2n6/4K4 w - - 0 1").in_check());          // black horse c1, leg d1 free
    CHECK_FALSE(fen("3k5/9/9/9/9/9/9/9/2nN5/4K4 w - - 0 1").in_check());   // the red horse on d1 blocks it
  }
}

TEST_CASE("xiangqi movegen: an elephant is blocked by a piece on its eye and never crosses the river",
          "[xiangqi][movegen]") {
  // Elephant e2: the king on d1 blocks c0, the horse on f3 blocks g4.
  CHECK(legal(fen("5k3/9/9/9/9/9/5N3/4B4/3K5/9 w - - 0 1"), "e2") == moves_set{"e2g0", "e2c4"});
  // Elephant c4, on the river bank: a6 and e6 are across it.
  CHECK(legal(fen("4k4/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1"), "c4") == moves_set{"c4a2", "c4e2"});
  SECTION("an elephant outside its seven points is rejected") {
    const auto p = parse_fen("4k4/9/9/9/2B6/9/9/9/9/3K5 w - - 0 1");  // c5: across the river
    REQUIRE_FALSE(p);
    CHECK(p.error().kind == fen_error_kind::illegal_position);
  }
}

TEST_CASE("xiangqi movegen: king and advisors stay inside the palace", "[xiangqi][movegen]") {
  // King d2 (a corner of the palace): not c2 or d3. Advisor e1 (the centre): its four corners, d2 taken.
  const position p = fen("5k3/9/9/9/9/9/9/3K5/4A4/9 w - - 0 1");
  CHECK(legal(p) == moves_set{"d2d1", "d2e2", "e1d0", "e1f0", "e1f2"});
}

TEST_CASE("xiangqi movegen: pawns move forward, and sideways once across the river", "[xiangqi][movegen]") {
  // Red pawns e3 (not crossed), c5 (crossed), a9 (last rank: sideways only); black pawn g4 (crossed).
  const position red = fen("P4k3/9/9/9/2P6/6p2/4P4/9/9/3K5 w - - 0 1");
  CHECK(legal(red, "e3") == moves_set{"e3e4"});
  CHECK(legal(red, "c5") == moves_set{"c5c6", "c5b5", "c5d5"});
  CHECK(legal(red, "a9") == moves_set{"a9b9"});
  const position black = fen("P4k3/9/9/9/2P6/6p2/4P4/9/9/3K5 b - - 0 1");
  CHECK(legal(black, "g4") == moves_set{"g4g3", "g4f4", "g4h4"});
  SECTION("a pawn across the river gives check sideways, one not across it only forward") {
    CHECK(fen("3k5/9/9/9/9/9/9/9/3pK4/9 w - - 0 1").in_check());
    CHECK(fen("3k5/9/9/9/9/9/9/9/4p4/4K4 w - - 0 1").in_check());
  }
}

TEST_CASE("xiangqi: checkmate and stalemate both lose for the side to move", "[xiangqi][movegen]") {
  const position mate = fen("R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 0 1");
  CHECK(mate.in_check());
  CHECK_FALSE(mate.has_legal_move());
  CHECK(position_facts(mate).has(facts::checkmate));
  // Black king e9 not in check: d9 faces the red king, f9 is the rook's, e8 the horse's.
  const position stalemate = fen("4k4/9/2N6/9/9/9/9/9/5R3/3K5 b - - 0 1");
  CHECK_FALSE(stalemate.in_check());
  CHECK(legal(stalemate).empty());
  CHECK(position_facts(stalemate).has(facts::stalemate));
  CHECK_FALSE(position_facts(position{}).bits());
}

TEST_CASE("xiangqi perft: the published counts", "[xiangqi][perft]") {
  // Initial position: Chess Programming Wiki, "Chinese Chess" perft results (44, 1,920, 79,666,
  // 3,290,240, 133,312,995), and Fairy-Stockfish tests/perft.sh (depth 4). Depth 5 is the tool's:
  // repetita-xiangqi-perft startpos 5.
  const position start = fen(initial_fen);
  CHECK(perft(start, 1) == 44);
  CHECK(perft(start, 2) == 1920);
  CHECK(perft(start, 3) == 79666);
  CHECK(perft(start, 4) == 3290240);
  // Fairy-Stockfish tests/perft.sh (its FEN letters: n horse, b elephant).
  CHECK(perft(fen("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1"), 4) == 4485547);
  CHECK(perft(fen("4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1"), 4) == 92741);
  // Chess Programming Wiki, position 2.
  const position two = fen("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1");
  CHECK(perft(two, 1) == 38);
  CHECK(perft(two, 2) == 1128);
  CHECK(perft(two, 3) == 43929);
  CHECK(perft(two, 4) == 1339047);
}

TEST_CASE("xiangqi: the incremental Zobrist hash equals the hash from scratch", "[xiangqi][hash]") {
  const auto seed = GENERATE(take(5, random(1u, 1000000u)));
  CAPTURE(seed);
  std::mt19937 rng(seed);
  position p;
  for (int ply = 0; ply < 300; ++ply) {
    move_list moves;
    p.legal_moves(moves);
    if (moves.empty()) break;
    const position next = p.after(moves[rng() % moves.size()]);
    REQUIRE(next.board_hash() == next.board_hash_from_scratch());
    REQUIRE(next.side_hash() != p.side_hash());
    REQUIRE(parse_fen(to_fen(next)).has_value());
    REQUIRE(*parse_fen(to_fen(next)) == next);
    p = next;
  }
}

TEST_CASE("xiangqi FEN: reading and writing", "[xiangqi][fen]") {
  const position start;
  CHECK(to_fen(start) == initial_fen);
  CHECK(fen(initial_fen) == start);
  CHECK(fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r") == start);        // red as `r`
  CHECK(fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - -") == start);     // E and H
  const position black = fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 3 7");
  CHECK(black.side_to_move() == color::black);
  CHECK(black.halfmove_clock() == 3);
  CHECK(black.fullmove_number() == 7);
}

TEST_CASE("xiangqi FEN: errors name the column and what was expected", "[xiangqi][fen]") {
  const auto error_of = [](std::string_view text) {
    auto p = parse_fen(text);
    REQUIRE_FALSE(p);
    return p.error();
  };
  const std::string board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
  auto e = error_of(board + " x - - 0 1");
  CHECK(e.kind == fen_error_kind::bad_side);
  CHECK(e.column == board.size() + 2);
  CHECK(e.message == "expected the side to move: 'w' or 'r' (Red) or 'b' (Black), found 'x'");
  e = error_of("rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
  CHECK(e.kind == fen_error_kind::bad_board);
  CHECK(e.column == 10);
  CHECK(e.message == "expected '/' after the 9 points of rank 9, found 'r'");
  e = error_of("rnbqkabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
  CHECK(e.kind == fen_error_kind::bad_board);
  CHECK(e.column == 4);
  e = error_of("rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
  CHECK(e.kind == fen_error_kind::bad_board);
  CHECK(e.message == "expected 10 ranks, found 9");
  e = error_of("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w");
  CHECK(e.message == "expected 9 points in rank 0, found 8");
  e = error_of(board + " w K - 0 1");
  CHECK(e.kind == fen_error_kind::bad_field);
  CHECK(e.column == board.size() + 4);
  e = error_of(board + " w - - 0 0");
  CHECK(e.kind == fen_error_kind::bad_field);
  CHECK(e.message == "expected the move number (1 or more), found '0'");
  e = error_of(board + " w - - 0");
  CHECK(e.kind == fen_error_kind::bad_field);
  e = error_of(board + "  w");
  CHECK(e.kind == fen_error_kind::bad_field);
  e = error_of("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKKBNR w");
  CHECK(e.kind == fen_error_kind::illegal_position);
  CHECK(e.message == "red must have exactly one king (has 2)");
  e = error_of("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3A5/RNB1KABNR w");
  CHECK(e.message == "a red advisor on d1 is not on a diagonal point of its palace");
  e = error_of("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR");
  CHECK(e.kind == fen_error_kind::bad_side);
}

TEST_CASE("xiangqi moves: ICCS and Fairy-Stockfish coordinates, with errors", "[xiangqi][moves]") {
  const position start;
  const auto iccs = parse_move(start, "h2e2");
  REQUIRE(iccs);
  CHECK(write_move(*iccs) == "h2e2");
  CHECK(write_move(*iccs, coordinates::fairy) == "h3e3");
  CHECK(*parse_move(start, "H2-E2") == *iccs);
  CHECK(*parse_move(start, "h3e3", coordinates::fairy) == *iccs);
  CHECK(*parse_move(start, "h3h10", coordinates::fairy) == *parse_move(start, "h2h9"));  // over the screen h7
  const auto error_of = [&](std::string_view text, coordinates c = coordinates::iccs) {
    auto m = parse_move(start, text, c);
    REQUIRE_FALSE(m);
    return m.error();
  };
  auto e = error_of("z2e2");
  CHECK(e.kind == move_error_kind::syntax);
  CHECK(e.column == 1);
  e = error_of("h2e");
  CHECK(e.kind == move_error_kind::syntax);
  CHECK(e.column == 3);
  e = error_of("h0e0", coordinates::fairy);
  CHECK(e.kind == move_error_kind::syntax);
  e = error_of("e5e6");
  CHECK(e.kind == move_error_kind::empty_square);
  CHECK(e.message == "no piece on e5");
  e = error_of("h7e7");
  CHECK(e.kind == move_error_kind::wrong_side);
  e = error_of("h2h8");
  CHECK(e.kind == move_error_kind::illegal_move);
  CHECK(e.message == "the piece on h2 cannot go to h8");
  e = error_of("e1e3", coordinates::fairy);  // the king, two points up
  CHECK(e.kind == move_error_kind::illegal_move);
  CHECK(e.message == "the piece on e1 cannot go to e3");
  const position pinned = fen("4k4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1");
  auto m = parse_move(pinned, "e1c2");
  REQUIRE_FALSE(m);
  CHECK(m.error().message == "the move leaves its own king in check or facing the other king");
}
