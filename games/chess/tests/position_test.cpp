// Position: en passant flavours, castling rights, irreversibility, end of game, Zobrist hashing.
#include "test_support.hpp"

#include <repetita/chess/fen.hpp>
#include <repetita/chess/identity.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/san.hpp>
#include <repetita/chess/uci.hpp>

#include <cstdint>
#include <string_view>

using namespace repetita::chess;

namespace {

position play(position p, std::initializer_list<std::string_view> sans) {
  for (const auto s : sans) {
    const auto m = parse_san(p, s);
    if (!m) FAIL("bad SAN in a test: " << s << ": " << m.error().message);
    p.play(*m);
  }
  return p;
}

move uci(const position& p, std::string_view text) {
  const auto m = parse_uci(p, text);
  if (!m) FAIL("bad UCI in a test: " << text);
  return *m;
}

}  // namespace

TEST_CASE("the en passant square in three flavours", "[chess][position][en-passant]") {
  SECTION("no capturer: only 'always' sees it") {
    const position p = play(position{}, {"e4"});
    CHECK(p.en_passant_square(en_passant_mode::always) == square::e3);
    CHECK_FALSE(p.en_passant_square(en_passant_mode::pseudo_legal));
    CHECK_FALSE(p.en_passant_square(en_passant_mode::legal));
  }
  SECTION("a legal capture: all three") {
    const position p = play(position{}, {"e4", "a6", "e5", "d5"});
    for (const auto mode : {en_passant_mode::always, en_passant_mode::pseudo_legal, en_passant_mode::legal})
      CHECK(p.en_passant_square(mode) == square::d6);
    CHECK(legal_moves(p).contains(move::en_passant(square::e5, square::d6)));
  }
  SECTION("the horizontal pin of two pawns (king, both pawns and a rook on the 5th rank)") {
    const position p = play(test::fen("4k3/3p4/8/K3P2r/8/8/8/8 b - - 0 1"), {"d5"});
    CHECK(p.en_passant_square(en_passant_mode::pseudo_legal) == square::d6);
    CHECK_FALSE(p.en_passant_square(en_passant_mode::legal));
    CHECK_FALSE(legal_moves(p).contains(move::en_passant(square::e5, square::d6)));
  }
  SECTION("a diagonally pinned capturer") {
    const position p = play(test::fen("4k2b/3p4/8/4P3/8/8/1K6/8 b - - 0 1"), {"d5"});
    CHECK(p.en_passant_square(en_passant_mode::pseudo_legal) == square::d6);
    CHECK_FALSE(p.en_passant_square(en_passant_mode::legal));
  }
  SECTION("the pushed pawn gives check: capturing it en passant is legal") {
    const position p = play(test::fen("8/8/8/4k3/4p3/8/3P4/4K3 w - - 0 1"), {"d4+"});
    REQUIRE(p.in_check());
    CHECK(p.en_passant_square(en_passant_mode::legal) == square::d3);
  }
  SECTION("the double push discovers a check the capture does not resolve") {
    // d2-d4 opens the c1-h6 diagonal; exd3 would not close it again.
    const position p = play(test::fen("8/8/7k/8/4p3/8/3P4/2B1K3 w - - 0 1"), {"d4+"});
    REQUIRE(p.in_check());
    CHECK(p.en_passant_square(en_passant_mode::pseudo_legal) == square::d3);
    CHECK_FALSE(p.en_passant_square(en_passant_mode::legal));
  }
}

TEST_CASE("castling rights are per rook and lost only by moving king or rook", "[chess][position][castling]") {
  const position start{};
  const position after_rook = play(start, {"Nf3", "Nf6", "Rg1", "Rg8", "Rh1", "Rh8"});
  CHECK(after_rook.castling_rooks() == (square_bb(square::a1) | square_bb(square::a8)));
  CHECK(after_rook.board() == play(start, {"Nf3", "Nf6"}).board());
  CHECK(after_rook.hash() != play(start, {"Nf3", "Nf6"}).hash());
  const position after_king = play(start, {"e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8"});
  CHECK(after_king.castling_rooks() == 0);
  SECTION("a captured rook loses its right") {
    const position p = play(test::fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), {"Rxa8+"});
    CHECK(p.castling_rooks() == (square_bb(square::h1) | square_bb(square::h8)));
  }
}

TEST_CASE("Chess960 castling: king and rook destinations / king that does not move", "[chess][position][chess960]") {
  // King g1, rook h1: O-O leaves the king on g1 and puts the rook on f1.
  const position p = test::fen("6kr/8/8/8/8/8/8/6KR w Hh - 0 1");
  REQUIRE(p.is_chess960());
  const move castle = move::castling(square::g1, square::h1);
  REQUIRE(legal_moves(p).contains(castle));
  CHECK(write_uci(p, castle) == "g1h1");
  CHECK(write_san(p, castle) == "O-O");
  const position q = p.after(castle);
  CHECK(q.piece_on(square::g1) == piece::white_king);
  CHECK(q.piece_on(square::f1) == piece::white_rook);
  CHECK(q.castling_rooks() == square_bb(square::h8));
  SECTION("a castling rook that shields the destination: castling is illegal") {
    // King e1, castling rook b1, black rook a1 behind it: after O-O-O the king on c1 is attacked.
    const position r = test::fen("4k3/8/8/8/8/8/8/rR2K3 w B - 0 1");
    CHECK_FALSE(legal_moves(r).contains(move::castling(square::e1, square::b1)));
  }
}

TEST_CASE("irreversible and progress moves", "[chess][position]") {
  const position p = test::fen("r3k2r/8/8/8/8/8/4P3/R3K2R w KQkq - 0 1");
  CHECK(p.is_irreversible(uci(p, "e2e4")));
  CHECK(p.is_progress(uci(p, "e2e4")));
  CHECK(p.is_irreversible(uci(p, "e1f1")));   // king with rights
  CHECK_FALSE(p.is_progress(uci(p, "e1f1")));
  CHECK(p.is_irreversible(uci(p, "a1b1")));   // rook with a right
  CHECK(p.is_irreversible(uci(p, "a1a8")));   // captures a rook
  CHECK(p.is_irreversible(uci(p, "e1g1")));   // castling
  const position q = play(p, {"Rb1", "Rb8"});  // the a-rooks have lost their rights
  CHECK_FALSE(q.is_irreversible(uci(q, "b1c1")));
  CHECK(q.is_irreversible(uci(q, "e1d1")));   // the king still has the h1 right
  const position r = play(position{}, {"Nf3"});
  CHECK_FALSE(r.is_irreversible(uci(r, "g8f6")));
}

TEST_CASE("check / checkmate / stalemate", "[chess][position]") {
  const position mate = play(position{}, {"f3", "e5", "g4", "Qh4#"});
  CHECK(mate.in_check());
  CHECK(mate.is_checkmate());
  CHECK_FALSE(mate.is_stalemate());
  const position stalemate = test::fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  CHECK(stalemate.is_stalemate());
  CHECK_FALSE(stalemate.is_checkmate());
  CHECK(position{}.has_legal_move());
}

TEST_CASE("Zobrist: incremental equals from scratch / components combine / transpositions agree", "[chess][position][hash]") {
  SECTION("random games (fixed seed)") {
    test::random_moves next(42);
    for (int game = 0; game < 200; ++game) {
      position p = game % 2 ? position{} : *position::chess960_initial(static_cast<int>(next() % 960));
      for (int ply = 0; ply < 200; ++ply) {
        const move_list moves = legal_moves(p);
        if (moves.empty()) break;
        p.play(moves[next() % moves.size()]);
        REQUIRE(p.piece_hash() == p.piece_hash_from_scratch());
        for (const auto mode : {en_passant_mode::always, en_passant_mode::pseudo_legal, en_passant_mode::legal}) {
          REQUIRE(p.hash(mode) == p.hash_from_scratch(mode));
          REQUIRE(p.hash(mode) == (p.piece_hash() ^ p.side_hash() ^ p.castling_hash() ^ p.en_passant_hash(mode)));
        }
        // The identities' components are Zobrist (identity.hpp): an identity's hash is the engine's key.
        REQUIRE(fide_identity::hash(p) == p.hash(en_passant_mode::legal));
        REQUIRE(always_ep_identity::hash(p) == p.hash(en_passant_mode::always));
        REQUIRE(identity_1928::hash(p) == (p.piece_hash() ^ p.side_hash()));
        // The FEN writer and parser agree with the position.
        REQUIRE(test::fen(write_fen(p, {en_passant_mode::always, castling_notation::shredder}), {p.is_chess960(), false}) == p);
      }
    }
  }
  SECTION("transposition") {
    const position a = play(position{}, {"Nf3", "Nf6", "g3", "g6"});
    const position b = play(position{}, {"g3", "g6", "Nf3", "Nf6"});
    CHECK(a.hash() == b.hash());
    CHECK(a.board() == b.board());
    CHECK(a != b);  // operator== also compares the move counters: the halfmove clocks differ
    CHECK(a.halfmove_clock() != b.halfmove_clock());
  }
  SECTION("side to move is part of the hash, not of the board key") {
    const position a = test::fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    const position b = test::fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    CHECK(a.board() == b.board());
    CHECK(a.piece_hash() == b.piece_hash());
    CHECK(a.hash() != b.hash());
  }
}

TEST_CASE("moves are 16-bit values with an exact raw()", "[chess][move]") {
  const move m = move::promotion(square::e7, square::f8, piece_type::knight);
  CHECK(move::from_raw(m.raw()) == m);
  CHECK(m.from() == square::e7);
  CHECK(m.to() == square::f8);
  CHECK(m.is_promotion());
  CHECK(m.promotion_type() == piece_type::knight);
  CHECK(move::promotion(square::e7, square::e8, piece_type::queen).promotion_type() == piece_type::queen);
  CHECK(move::null().is_null());
  CHECK(move::null().raw() == 0);
  CHECK(move::castling(square::e1, square::h1).is_castling());
  CHECK(move::en_passant(square::e5, square::d6).is_en_passant());
  static_assert(sizeof(move) == 2);
  static_assert(sizeof(position) < 200, "copy-make relies on a small position");
}
