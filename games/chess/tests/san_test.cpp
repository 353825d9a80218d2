// SAN: canonical writing, strict parsing with exact errors, the documented lenient spellings,
// and round trips over every legal move of many positions.
#include "test_support.hpp"

#include <repetita/chess/fen.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/attacks.hpp>
#include <repetita/chess/san.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

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

constexpr std::string_view castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr std::string_view promotes = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
constexpr std::string_view queens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
constexpr std::string_view rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
constexpr std::string_view pinned_knight = "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1";
constexpr std::string_view in_check = "4k3/8/8/8/8/8/P7/r3K3 w - - 0 1";

}  // namespace

TEST_CASE("write_san: canonical SAN", "[chess][san]") {
  const position two_knights = play(position{}, {"d4", "d5", "Nf3", "Nf6"});
  CHECK(write_san(two_knights, move::normal(square::b1, square::d2)) == "Nbd2");
  CHECK(write_san(test::fen(rooks), move::normal(square::a1, square::a3)) == "R1a3");
  CHECK(write_san(test::fen(queens), move::normal(square::a1, square::b2)) == "Qa1b2");
  CHECK(write_san(test::fen(queens), move::normal(square::a3, square::b2)) == "Q3b2");
  CHECK(write_san(test::fen(pinned_knight), move::normal(square::g1, square::f3)) == "Nf3");  // the d2 knight is pinned
  CHECK(write_san(test::fen(promotes), move::promotion(square::a7, square::a8, piece_type::queen)) == "a8=Q+");
  CHECK(write_san(test::fen(promotes), move::promotion(square::a7, square::a8, piece_type::knight)) == "a8=N");
  CHECK(write_san(test::fen(castles), move::castling(square::e1, square::h1)) == "O-O");
  CHECK(write_san(test::fen(castles), move::castling(square::e1, square::a1)) == "O-O-O");
  CHECK(write_san(test::fen(castles), move::normal(square::a1, square::a8)) == "Rxa8+");
  const position ep = play(position{}, {"e4", "a6", "e5", "d5"});
  CHECK(write_san(ep, move::en_passant(square::e5, square::d6)) == "exd6");
  CHECK(write_san(play(position{}, {"f3", "e5", "g4"}), move::normal(square::d8, square::h4)) == "Qh4#");
  CHECK(write_san(position{}, move::null()) == "--");
}

namespace {

struct bad_san {
  std::string_view fen;
  std::string_view text;
  san_error_kind kind;
  std::size_t column;
  std::string_view law = {};  // the FIDE article an illegal move breaks; none for a notation error
};

}  // namespace

TEST_CASE("strict SAN errors: exact kind and column", "[chess][san][errors]") {
  static constexpr std::string_view knights = "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3";
  static constexpr std::string_view ep = "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
  static constexpr bad_san cases[] = {
      {initial_fen, "", san_error_kind::empty, 1},
      {initial_fen, "e9", san_error_kind::bad_syntax, 2},
      {initial_fen, "Pe4", san_error_kind::bad_syntax, 1},
      {initial_fen, "x", san_error_kind::bad_syntax, 1},
      {initial_fen, "Nf4", san_error_kind::no_such_move, 1, "3.6"},
      {initial_fen, "Kd2", san_error_kind::no_such_move, 1, "3.1"},
      {initial_fen, "exd5", san_error_kind::no_such_move, 1, "3.7.3"},
      {initial_fen, "e5", san_error_kind::no_such_move, 1, "3.7.1-2"},
      {initial_fen, "O-O", san_error_kind::castling_not_allowed, 1, "3.8.2.2"},
      {initial_fen, "0-0", san_error_kind::non_canonical, 1},
      {initial_fen, "Nf3+", san_error_kind::wrong_check_mark, 4},
      {initial_fen, "Nxf3", san_error_kind::wrong_capture_mark, 1},
      {initial_fen, "e4++", san_error_kind::non_canonical, 3},
      {initial_fen, "--", san_error_kind::null_move, 1},
      {initial_fen, "ee4", san_error_kind::wrong_disambiguation, 1},
      {knights, "Nd2", san_error_kind::ambiguous, 1},
      {knights, "Nb1d2", san_error_kind::wrong_disambiguation, 2},
      {pinned_knight, "Ngf3", san_error_kind::wrong_disambiguation, 2},
      {pinned_knight, "Ndf3", san_error_kind::no_such_move, 1, "3.9.2"},
      {promotes, "a8", san_error_kind::missing_promotion, 1, "3.7.3.3"},
      {promotes, "a8Q+", san_error_kind::non_canonical, 3},
      {promotes, "a8=K", san_error_kind::bad_syntax, 4},
      {promotes, "a8=Q", san_error_kind::wrong_check_mark, 5},
      {promotes, "a8=N+", san_error_kind::wrong_check_mark, 5},
      {castles, "Kd2=Q", san_error_kind::bad_syntax, 5},
      {castles, "Rh1h2", san_error_kind::wrong_disambiguation, 2},
      {ep, "exd6e.p.", san_error_kind::non_canonical, 5},
      {ep, "e5e6", san_error_kind::wrong_disambiguation, 1},
      {ep, "ed6", san_error_kind::wrong_capture_mark, 1},
      {in_check, "a3", san_error_kind::no_such_move, 1, "3.9.2"},
      {in_check, "Kd1", san_error_kind::no_such_move, 1, "3.9.2"},
      // One illegal move per article of the FIDE Laws (2023) the resolver tells apart.
      {"r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", "O-O", san_error_kind::castling_not_allowed, 1, "3.8.2.1"},
      {initial_fen, "exe5", san_error_kind::no_such_move, 1, "3.7.3"},
      {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "exd3", san_error_kind::no_such_move, 1, "3.7.3, 3.7.3.1-2"},
      {"4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", "e3", san_error_kind::no_such_move, 1, "3.7.1"},
      {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e3=Q", san_error_kind::bad_promotion, 1, "3.7.3.3"},
      {initial_fen, "Bc4", san_error_kind::no_such_move, 1, "3.2, 3.5"},
      {initial_fen, "Ra3", san_error_kind::no_such_move, 1, "3.3, 3.5"},
      {initial_fen, "Qh5", san_error_kind::no_such_move, 1, "3.4, 3.5"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Ke3", san_error_kind::no_such_move, 1, "3.8.1"},
  };
  for (const auto& c : cases) {
    INFO(c.fen << " : \"" << c.text << '"');
    const auto r = parse_san(test::fen(c.fen), c.text);
    REQUIRE_FALSE(r);
    CHECK(to_string(r.error().kind) == to_string(c.kind));
    CHECK(r.error().column == c.column);
    CHECK_FALSE(r.error().message.empty());
    // An illegal move names the FIDE article it breaks (3.10.2), in the message too.
    CHECK(r.error().law == c.law);
    if (!c.law.empty()) CHECK(r.error().message.ends_with("(FIDE Laws " + std::string(c.law) + ")"));
  }
  const auto null_in_check = parse_san(test::fen(in_check), "--", san_mode::lenient);
  REQUIRE_FALSE(null_in_check);
  CHECK(null_in_check.error().kind == san_error_kind::null_move_in_check);
}

TEST_CASE("lenient SAN: every documented real-world spelling", "[chess][san][lenient]") {
  struct spelling {
    std::string_view fen;
    std::string_view text;
    std::string_view canonical;
  };
  static constexpr std::string_view ep = "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
  static constexpr std::string_view knights = "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3";
  static constexpr std::string_view fools = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2";
  static constexpr std::string_view open = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
  static constexpr spelling cases[] = {
      {castles, "0-0", "O-O"},
      {castles, "0-0-0", "O-O-O"},
      {castles, "O-O+", "O-O"},
      {promotes, "a8Q", "a8=Q+"},
      {promotes, "a8q", "a8=Q+"},
      {promotes, "a8=q+", "a8=Q+"},
      {promotes, "a8/Q", "a8=Q+"},
      {promotes, "a8(Q)", "a8=Q+"},
      {promotes, "a8N+", "a8=N"},
      {ep, "exd6e.p.", "exd6"},
      {ep, "exd6ep", "exd6"},
      {ep, "e5d6", "exd6"},
      {ep, "ed6", "exd6"},
      {fools, "Qh4", "Qh4#"},
      {fools, "Qh4+", "Qh4#"},
      {fools, "Qh4++", "Qh4#"},
      {fools, "Qd8h4", "Qh4#"},
      {initial_fen, "Nf3+", "Nf3"},
      {initial_fen, "Ng1f3", "Nf3"},
      {initial_fen, "Ng1-f3", "Nf3"},
      {initial_fen, "Nxf3", "Nf3"},
      {initial_fen, "e2e4", "e4"},
      {initial_fen, "e2-e4", "e4"},
      {initial_fen, "bb4", "b4"},
      {knights, "Nbd2", "Nbd2"},
      {knights, "Nb1d2", "Nbd2"},
      {pinned_knight, "Ngf3", "Nf3"},
      {open, "ed5", "exd5"},
      {open, "e:d5", "exd5"},
      {open, "e4xd5", "exd5"},
      {open, "Qd1-h5", "Qh5"},
  };
  for (const auto& c : cases) {
    INFO(c.fen << " : \"" << c.text << '"');
    const position p = test::fen(c.fen);
    const auto m = parse_san(p, c.text, san_mode::lenient);
    REQUIRE(m);
    CHECK(write_san(p, *m) == c.canonical);
    // Every lenient spelling is rejected by the strict mode except the canonical one itself.
    CHECK(static_cast<bool>(parse_san(p, c.text)) == (c.text == c.canonical));
  }
  // Move-quality marks are part of PGN import format: both modes skip them.
  CHECK(*parse_san(position{}, "e4!?") == *parse_san(position{}, "e4"));
  CHECK(*parse_san(test::fen(fools), "Qh4#??") == move::normal(square::d8, square::h4));
  const auto null = parse_san(position{}, "--", san_mode::lenient);
  REQUIRE(null);
  CHECK(null->is_null());
  const auto chessbase_null = parse_san(position{}, "Z0", san_mode::lenient);  // ChessBase writes Z0
  REQUIRE(chessbase_null);
  CHECK(chessbase_null->is_null());
  REQUIRE_FALSE(parse_san(position{}, "Z0"));
  CHECK(parse_san(position{}, "Z0").error().kind == san_error_kind::null_move);
}

namespace {

// Two queens reach c2 from different files and ranks: "Qdc2" is canonical.
constexpr std::string_view two_queens = "7k/8/8/8/Q7/8/3Q4/4K3 w - - 0 1";
// Knights on b1 and f3 both reach d2: "Nbd2" is canonical.
constexpr std::string_view two_knights = "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3";

struct overdisambiguated_san {
  std::string_view fen;
  std::string_view text;       ///< over-disambiguated
  std::string_view canonical;  ///< the same move as the standard writes it
};

// Each kind of over-disambiguation (PGN standard 8.2.3: the first disambiguating step that
// suffices, none without an ambiguity).
constexpr overdisambiguated_san overdisambiguated_cases[] = {
    {two_queens, "Qd2c2", "Qdc2"},    // the square where the file suffices
    {rooks, "Ra1a3", "R1a3"},         // the square where the rank suffices
    {initial_fen, "Ngf3", "Nf3"},     // a file where none is needed
    {initial_fen, "N1f3", "Nf3"},     // a rank where none is needed
    {initial_fen, "Ng1f3", "Nf3"},    // the square where none is needed
    {pinned_knight, "Ngf3", "Nf3"},   // the other knight is pinned: no ambiguity
    {two_knights, "Nb1d2", "Nbd2"},
    {queens, "Qa1a2", "Q1a2"},        // a1 and a3 reach a2 (c1 does not)
    {queens, "Ke1e2", "Ke2"},
    {"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "Ke1xd2", "Kxd2"},
    {"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Raa8+", "Ra8+"},
};

}  // namespace

TEST_CASE("tolerant SAN: over-disambiguation is accepted and recognised, strict rejects it", "[chess][san][tolerant]") {
  for (const auto& c : overdisambiguated_cases) {
    INFO(c.fen << " : \"" << c.text << '"');
    const position p = test::fen(c.fen);
    const auto canonical = parse_san(p, c.canonical);
    REQUIRE(canonical);
    CHECK(write_san(p, *canonical) == c.canonical);
    // Strict: the error it has always been.
    const auto strict = parse_san(p, c.text, san_mode::strict);
    REQUIRE_FALSE(strict);
    CHECK(strict.error().kind == san_error_kind::wrong_disambiguation);
    CHECK(strict.error().column == 2);
    // Tolerant and lenient: the same move as the canonical SAN.
    for (const san_mode mode : {san_mode::tolerant, san_mode::lenient}) {
      const auto m = parse_san(p, c.text, mode);
      REQUIRE(m);
      CHECK(*m == *canonical);
    }
    // The token is recognised as over-disambiguated; the canonical one is not.
    const auto token = read_san_token(c.text, san_mode::tolerant);
    REQUIRE(token);
    CHECK(is_overdisambiguated(p, *token, *canonical));
    const auto canonical_token = read_san_token(c.canonical);
    REQUIRE(canonical_token);
    CHECK_FALSE(is_overdisambiguated(p, *canonical_token, *canonical));
  }
  // A canonical full square ("Qa1b2": neither file nor rank suffices) is not over-disambiguated.
  const position q = test::fen(queens);
  const auto full = parse_san(q, "Qa1b2", san_mode::tolerant);
  REQUIRE(full);
  CHECK_FALSE(is_overdisambiguated(q, *read_san_token("Qa1b2"), *full));
}

TEST_CASE("tolerant SAN: everything else is as strict as strict", "[chess][san][tolerant][errors]") {
  static constexpr bad_san cases[] = {
      // A different disambiguation, not more of it: the rank where the file is canonical.
      {two_queens, "Q2c2", san_error_kind::wrong_disambiguation, 2},
      {two_knights, "N1d2", san_error_kind::wrong_disambiguation, 2},
      // A pawn move with a file only is long algebraic notation (lenient only). With both squares
      // (`e2e4`) it is read: coordinates, as python-chess reads them (test case below).
      {initial_fen, "ee4", san_error_kind::wrong_disambiguation, 1},
      // The other lenient spellings, with or without over-disambiguation.
      {initial_fen, "Ng1f3+", san_error_kind::wrong_check_mark, 6},
      {"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "Ke1d2", san_error_kind::wrong_capture_mark, 1},
      {initial_fen, "Ng1-f3", san_error_kind::bad_syntax, 4},
      {castles, "0-0", san_error_kind::non_canonical, 1},
      {initial_fen, "--", san_error_kind::null_move, 1},
  };
  for (const auto& c : cases) {
    INFO(c.fen << " : \"" << c.text << '"');
    const auto r = parse_san(test::fen(c.fen), c.text, san_mode::tolerant);
    REQUIRE_FALSE(r);
    CHECK(to_string(r.error().kind) == to_string(c.kind));
    CHECK(r.error().column == c.column);
  }
}

TEST_CASE("SAN: an ambiguous or wrong disambiguation is an error in every mode", "[chess][san][tolerant][errors]") {
  static constexpr bad_san cases[] = {
      {two_knights, "Nd2", san_error_kind::ambiguous, 1},
      {queens, "Qab2", san_error_kind::ambiguous, 1},   // a1 and a3
      {queens, "Q1b2", san_error_kind::ambiguous, 1},   // a1 and c1
      {two_knights, "Ncd2", san_error_kind::no_such_move, 1},
      {two_knights, "Nb2d2", san_error_kind::no_such_move, 1},
      {two_queens, "Qd3c2", san_error_kind::no_such_move, 1},
      {two_queens, "Qe2c2", san_error_kind::no_such_move, 1},
      {pinned_knight, "Ndf3", san_error_kind::no_such_move, 1},
      {pinned_knight, "Nd2f3", san_error_kind::no_such_move, 1},
  };
  for (const auto& c : cases) {
    for (const san_mode mode : {san_mode::strict, san_mode::tolerant, san_mode::lenient}) {
      INFO(c.fen << " : \"" << c.text << "\" mode " << static_cast<int>(mode));
      const auto r = parse_san(test::fen(c.fen), c.text, mode);
      REQUIRE_FALSE(r);
      CHECK(to_string(r.error().kind) == to_string(c.kind));
      CHECK(r.error().column == c.column);
    }
  }
}

TEST_CASE("SAN round trip over every legal move of random games", "[chess][san]") {
  test::random_moves next(7);
  std::size_t checked = 0;
  const int games = test::fast_build ? 300 : 40;
  for (int game = 0; game < games; ++game) {
    position p = game % 3 == 0 ? *position::chess960_initial(static_cast<int>(next() % 960)) : position{};
    for (int ply = 0; ply < 150; ++ply) {
      const move_list moves = legal_moves(p);
      if (moves.empty()) break;
      for (const move m : moves) {
        const std::string san = write_san(p, m);
        const auto back = parse_san(p, san);
        INFO(write_fen(p) << " : " << san);
        REQUIRE(back);
        REQUIRE(*back == m);
        ++checked;
      }
      p.play(moves[next() % moves.size()]);
    }
  }
  CHECK(checked > 10000);
}

// Which pieces can reach a square decides every piece move's origin, its disambiguation and its
// error. A slider alone of its kind on the lines through the square is tested with the between
// table, others with the magic tables (san.cpp, `reaching`): both must name exactly the pieces the
// move generator moves there (FIDE 3.2-3.6: bishops, rooks and queens do not jump).
TEST_CASE("piece moves: the origins found are the move generator's, alone on a line or not", "[chess][san]") {
  test::random_moves next(11);
  constexpr std::pair<char, piece_type> kinds[] = {{'N', piece_type::knight}, {'B', piece_type::bishop},
                                                   {'R', piece_type::rook}, {'Q', piece_type::queen},
                                                   {'K', piece_type::king}};
  std::size_t unique = 0, ambiguous = 0, pinned_only = 0, unreachable = 0;
  const int games = test::fast_build ? 120 : 20;
  for (int game = 0; game < games; ++game) {
    position p = game % 4 == 0 ? *position::chess960_initial(static_cast<int>(next() % 960)) : position{};
    for (int ply = 0; ply < 120; ++ply) {
      const move_list moves = legal_moves(p);
      if (moves.empty()) break;
      const color us = p.side_to_move();
      const std::string fen = write_fen(p);
      for (const auto& [letter, t] : kinds) {
        for (int i = 0; i < 64; ++i) {
          const square to = square_at(i);
          if (contains(p.pieces(us), to)) continue;
          move only = move::null();
          int legal = 0;
          for (const move m : moves)
            if (!m.is_castling() && m.to() == to && type_of(p.moved_piece(m)) == t) {
              only = m;
              ++legal;
            }
          const bool capture = p.piece_on(to) != piece::none;
          const std::string token = std::string(1, letter) + (capture ? "x" : "") + std::string{file_char(file_of(to)), rank_char(rank_of(to))};
          INFO(fen << " : " << token);
          const auto parsed = parse_san(p, token, san_mode::lenient);
          move fast = move::null();
          san_token::check_mark mark{};
          const bool decoded = detail::decode_common_san(p, token, san_mode::lenient, fast, mark);
          if (legal == 1) {
            REQUIRE(parsed);
            CHECK(*parsed == only);
            REQUIRE(decoded);
            CHECK(fast == only);
            ++unique;
            continue;
          }
          CHECK_FALSE(decoded);
          REQUIRE_FALSE(parsed);
          if (legal > 1) {
            CHECK(parsed.error().kind == san_error_kind::ambiguous);
            ++ambiguous;
            continue;
          }
          CHECK(parsed.error().kind == san_error_kind::no_such_move);
          // Reached, but only by pieces the move would expose: the message says so (FIDE 3.9.2).
          const bool reached = (attacks::of(t, to, p.occupied()) & p.pieces(us, t)) != 0;
          const bool exposes = parsed.error().message.find("would leave the king in check") != std::string::npos;
          CHECK(exposes == reached);
          ++(reached ? pinned_only : unreachable);
        }
      }
      p.play(moves[next() % moves.size()]);
    }
  }
  CHECK(unique > 5000);
  CHECK(ambiguous > 100);
  CHECK(pinned_only > 50);
  CHECK(unreachable > 100000);
}

// python-chess data/pgn/uci-moves.pgn (niklasf/python-chess; copied to tests/data/real/chess): a
// CCRL game written as coordinates, `g1f3 c7c5 ... e1c1 ... e6d7` with no check marks. python-chess's
// Board.parse_san reads "fully specified moves, even if they are not pawn moves, including castling".
TEST_CASE("both squares and no piece letter: the move of the piece there, by default", "[chess][san]") {
  const position start = position::initial();
  const auto knight = parse_san(start, "g1f3", san_mode::tolerant);
  REQUIRE(knight);
  CHECK(write_san(start, *knight) == "Nf3");
  const auto pawn = parse_san(start, "e2e4", san_mode::tolerant);
  REQUIRE(pawn);
  CHECK(write_san(start, *pawn) == "e4");
  const position castle = test::fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  const auto long_castle = parse_san(castle, "e1c1", san_mode::tolerant);
  REQUIRE(long_castle);
  CHECK(write_san(castle, *long_castle) == "O-O-O");
  // a check with no check mark: coordinates write none
  const position check = test::fen("4k3/8/8/8/8/8/8/3RK3 w - - 0 1");
  CHECK(static_cast<bool>(parse_san(check, "d1d8", san_mode::tolerant)));
  CHECK(!parse_san(start, "g1g3", san_mode::tolerant));
  CHECK(!parse_san(start, "g1f3", san_mode::strict));
  CHECK(is_overdisambiguated(start, *read_san_token("g1f3", san_mode::tolerant), *knight));
}
