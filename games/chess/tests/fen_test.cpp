// FEN: round trips, castling notations, en passant conventions, and a table of malformed input.
#include "test_support.hpp"

#include <repetita/chess/fen.hpp>
#include <repetita/chess/uci.hpp>

#include <string>
#include <string_view>

using namespace repetita::chess;

namespace {

position play_uci(position p, std::initializer_list<std::string_view> moves) {
  for (const auto m : moves) {
    auto mv = parse_uci(p, m);
    REQUIRE(mv);
    p.play(*mv);
  }
  return p;
}

}  // namespace

TEST_CASE("FEN round trips", "[chess][fen]") {
  for (const std::string_view f : {
           initial_fen,
           std::string_view("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
           std::string_view("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
           std::string_view("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"),
           std::string_view("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"),
           std::string_view("4k3/8/8/8/8/8/8/4K3 b - - 99 120"),
       }) {
    INFO(f);
    CHECK(write_fen(test::fen(f)) == f);
  }
  CHECK(write_fen(position{}) == initial_fen);
  CHECK(test::fen(initial_fen) == position{});
}

TEST_CASE("FEN fullmove number 0 is read as 1 - lenient mode", "[chess][fen]") {
  CHECK(test::fen("4k3/8/8/8/8/8/8/4K3 w - - 1 0").fullmove_number() == 1);
  fen_options lenient;
  lenient.lenient = true;
  const auto p = parse_fen("  4k3/8/8/8/8/8/8/4K3   b  -  - ", lenient);
  REQUIRE(p);
  CHECK(write_fen(*p) == "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
  CHECK(parse_fen("4k3/8/8/8/8/8/8/K43 w - - 0 1", lenient));
}

TEST_CASE("FEN castling: standard / X-FEN and Shredder-FEN", "[chess][fen][chess960]") {
  SECTION("standard rights are rooks in the corners") {
    const position p = test::fen(initial_fen);
    CHECK(p.castling_rooks() == (square_bb(square::a1) | square_bb(square::h1) | square_bb(square::a8) | square_bb(square::h8)));
    CHECK_FALSE(p.is_chess960());
    CHECK(write_fen(p, {en_passant_mode::legal, castling_notation::shredder}) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    CHECK(test::fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1") == p);
  }
  SECTION("Chess960 with Shredder letters, written back as X-FEN") {
    const position p = test::fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    CHECK(p.is_chess960());
    CHECK(p.castling_rooks() == (square_bb(square::f1) | square_bb(square::h1) | square_bb(square::f8) | square_bb(square::h8)));
    CHECK(write_fen(p) == "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    CHECK(write_fen(p, {en_passant_mode::legal, castling_notation::shredder}) ==
          "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
  }
  SECTION("X-FEN names an inner rook by its file") {
    // White: king e1, rooks a1 and b1, the right is b1's. Black: g8 is the outermost king-side rook.
    const position p = test::fen("1r2k1r1/8/8/8/8/8/8/RR2K3 w Bg - 0 1");
    CHECK(p.is_chess960());
    CHECK(p.castling_rooks() == (square_bb(square::b1) | square_bb(square::g8)));
    CHECK(write_fen(p) == "1r2k1r1/8/8/8/8/8/8/RR2K3 w Bk - 0 1");
  }
  SECTION("chess960_initial follows the Scharnagl numbering") {
    CHECK(write_fen(*position::chess960_initial(518)) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK(write_fen(*position::chess960_initial(0)) == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    CHECK(write_fen(*position::chess960_initial(959), {en_passant_mode::legal, castling_notation::shredder}) ==
          "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1");
    CHECK_FALSE(position::chess960_initial(960));
  }
}

TEST_CASE("FEN en passant conventions", "[chess][fen]") {
  SECTION("after 1.e4 no black pawn can capture") {
    const position p = play_uci(position{}, {"e2e4"});
    CHECK(write_fen(p, {en_passant_mode::always, castling_notation::x_fen}) ==
          "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    CHECK(write_fen(p, {en_passant_mode::pseudo_legal, castling_notation::x_fen}) ==
          "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    CHECK(write_fen(p) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  }
  SECTION("a pinned pawn: pseudo-legal writes the square, legal does not") {
    // The black pawn on d4 is pinned along the d-file: dxe3 would expose its king.
    const position p = play_uci(test::fen("3k4/8/8/8/3p4/8/4P3/3RK3 w - - 0 1"), {"e2e4"});
    CHECK(p.en_passant_square(en_passant_mode::always) == square::e3);
    CHECK(p.en_passant_square(en_passant_mode::pseudo_legal) == square::e3);
    CHECK(p.en_passant_square(en_passant_mode::legal) == std::nullopt);
    CHECK(write_fen(p, {en_passant_mode::pseudo_legal, castling_notation::x_fen}) == "3k4/8/8/8/3pP3/8/8/3RK3 b - e3 0 1");
    CHECK(write_fen(p) == "3k4/8/8/8/3pP3/8/8/3RK3 b - - 0 1");
  }
}

namespace {

struct bad_fen {
  std::string_view text;
  fen_error_kind kind;
  std::size_t column;
};

}  // namespace

TEST_CASE("malformed and impossible FEN give the exact error kind and column", "[chess][fen][errors]") {
  static constexpr bad_fen cases[] = {
      {"", fen_error_kind::empty, 1},
      {"   ", fen_error_kind::wrong_field_count, 1},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0", fen_error_kind::wrong_field_count, 28},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", fen_error_kind::wrong_field_count, 31},
      {"4k3/8/8/8/8/8/8/4K3  w - - 0 1", fen_error_kind::wrong_field_count, 21},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 ", fen_error_kind::wrong_field_count, 30},
      {"4k3/8/8/8/8/8/8/4K2 w - - 0 1", fen_error_kind::bad_placement, 20},
      {"4k3/8/8/8/8/8/8/4K4 w - - 0 1", fen_error_kind::bad_placement, 19},
      {"4k3/8/8/8/8/8/8/4X3 w - - 0 1", fen_error_kind::bad_placement, 18},
      {"4k3/8/8/8/8/8/8 w - - 0 1", fen_error_kind::bad_placement, 16},
      {"4k3/8/8/8/8/8/8/4K3/8 w - - 0 1", fen_error_kind::bad_placement, 20},
      {"4k3/8/8/8/8/8/8/K43 w - - 0 1", fen_error_kind::bad_placement, 19},
      {"4k3/8/8/8/8/8/8/4K3 x - - 0 1", fen_error_kind::bad_side_to_move, 21},
      {"4k3/8/8/8/8/8/8/4K3 W - - 0 1", fen_error_kind::bad_side_to_move, 21},
      {"4k3/8/8/8/8/8/8/4K3 w KX - 0 1", fen_error_kind::bad_castling, 24},
      {"4k3/8/8/8/8/8/8/4K3 w - e4 0 1", fen_error_kind::bad_en_passant, 25},
      {"4k3/8/8/8/8/8/8/4K3 w - e9 0 1", fen_error_kind::bad_en_passant, 25},
      {"4k3/8/8/8/8/8/8/4K3 w - - -1 1", fen_error_kind::bad_halfmove_clock, 27},
      {"4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1", fen_error_kind::bad_halfmove_clock, 27},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 x", fen_error_kind::bad_fullmove_number, 29},
      {"8/8/8/8/8/8/8/4K3 w - - 0 1", fen_error_kind::missing_king, 1},
      {"4k3/8/8/8/8/8/8/3KK3 w - - 0 1", fen_error_kind::too_many_kings, 1},
      {"4k2P/8/8/8/8/8/8/4K3 w - - 0 1", fen_error_kind::pawn_on_back_rank, 1},
      {"4k3/8/8/8/8/8/8/p3K3 w - - 0 1", fen_error_kind::pawn_on_back_rank, 1},
      {"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", fen_error_kind::opponent_in_check, 23},
      {"4k3/8/3N1N2/8/8/8/8/4R1K1 b - - 0 1", fen_error_kind::too_many_checkers, 27},
      {"4k3/8/8/8/8/8/4K3/R7 w Q - 0 1", fen_error_kind::castling_without_king, 24},
      {"4k3/8/8/8/8/8/8/4K3 w K - 0 1", fen_error_kind::castling_without_rook, 23},
      {"4k3/8/8/8/8/8/8/R3K3 w B - 0 1", fen_error_kind::castling_without_rook, 24},
      {"4k3/8/8/8/8/8/8/R3K3 w QA - 0 1", fen_error_kind::bad_castling, 25},
      {"4k3/8/8/8/8/8/8/RR2K3 w QB - 0 1", fen_error_kind::bad_castling, 26},
      {"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", fen_error_kind::impossible_en_passant, 25},
      {"4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", fen_error_kind::impossible_en_passant, 27},
      {"4k3/8/8/4p3/8/8/8/4K3 w - e6 0 1", fen_error_kind::impossible_en_passant, 0},  // valid: see below
  };
  for (const auto& c : cases) {
    INFO("FEN: \"" << c.text << '"');
    const auto r = parse_fen(c.text);
    if (c.column == 0) {
      CHECK(r);
      continue;
    }
    REQUIRE_FALSE(r);
    CHECK(to_string(r.error().kind) == to_string(c.kind));
    CHECK(r.error().column == c.column);
    CHECK_FALSE(r.error().message.empty());
    CHECK(is_syntax_error(c.kind) == (c.kind <= fen_error_kind::bad_fullmove_number));
  }
  // The square the pawn came from must be empty too.
  const auto behind = parse_fen("4k3/4n3/8/4p3/8/8/8/4K3 w - e6 0 1");
  REQUIRE_FALSE(behind);
  CHECK(behind.error().kind == fen_error_kind::impossible_en_passant);
}

TEST_CASE("FEN: the usual spelling is read in one pass, any other by the general reader, alike", "[chess][fen]") {
  // Texts just off the usual spelling (single spaces, at most 9 digits per counter, no two digits
  // in a row) go through the general reader: the same positions and errors as always.
  struct read_case {
    std::string_view text;
    std::string_view fen;  // the position written back, or empty for an error
    fen_error_kind kind = fen_error_kind::empty;
    std::size_t column = 0;
  };
  static constexpr read_case cases[] = {
      {"4k3/8/8/8/8/8/8/4K3 w - - 007 1", "4k3/8/8/8/8/8/8/4K3 w - - 7 1"},
      {"4k3/8/8/8/8/8/8/4K3 b - - 0 0", "4k3/8/8/8/8/8/8/4K3 b - - 0 1"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 4294967295", "4k3/8/8/8/8/8/8/4K3 w - - 0 4294967295"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 00000000001 1", "4k3/8/8/8/8/8/8/4K3 w - - 1 1"},
      {"4k3/8/8/8/8/8/8/4K3\tw - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 4294967296", "", fen_error_kind::bad_fullmove_number, 29},
      {"4k3/8/8/8/8/8/8/4K3 w -  - 0 1", "", fen_error_kind::wrong_field_count, 25},
      {"4k3/8/8/8/8/8/8/4K3 w  - 0 1", "", fen_error_kind::wrong_field_count, 23},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 1x", "", fen_error_kind::bad_fullmove_number, 30},
      {"4k3/8/8/8/8/8/8/4K3 w - -- 0 1", "", fen_error_kind::bad_en_passant, 25},
      {"4k3/8/8/8/8/8/8/4K3 w - e33 0 1", "", fen_error_kind::bad_en_passant, 25},
      {"4k3/8/8/8/8/8/8/4K3 wb - - 0 1", "", fen_error_kind::bad_side_to_move, 21},
      {"4k3/8/8/8/8/8/8/K43 w - - 0 1", "", fen_error_kind::bad_placement, 19},
      {"4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "", fen_error_kind::impossible_en_passant, 25},
      {"4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1", "", fen_error_kind::castling_without_rook, 23},
  };
  for (const auto& c : cases) {
    INFO("FEN: \"" << c.text << '"');
    const auto r = parse_fen(c.text);
    if (!c.fen.empty()) {
      REQUIRE(r);
      CHECK(write_fen(*r) == c.fen);
      CHECK(r->hash() == r->hash_from_scratch());
      continue;
    }
    REQUIRE_FALSE(r);
    CHECK(to_string(r.error().kind) == to_string(c.kind));
    CHECK(r.error().column == c.column);
  }
  // Lenient spellings.
  const fen_options lenient{false, true};
  CHECK(parse_fen("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w KQkq -", lenient).value() == position{});
  CHECK(parse_fen("4k3/8/8/8/8/8/8/K43 w - - 0 1", lenient).value() == test::fen("4k3/8/8/8/8/8/8/K7 w - - 0 1"));
  CHECK(parse_fen("4k3/8/8/8/8/8/8/4K3 w -  - 0 1", lenient).value() == test::fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
}
