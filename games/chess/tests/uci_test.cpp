// UCI notation: parse and write, castling in both conventions, promotions, errors.
#include "test_support.hpp"

#include <repetita/chess/movegen.hpp>
#include <repetita/chess/uci.hpp>

using namespace repetita::chess;

TEST_CASE("UCI round trip and castling conventions", "[chess][uci]") {
  const position castles = test::fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  const move short_castle = move::castling(square::e1, square::h1);
  CHECK(write_uci(castles, short_castle) == "e1g1");
  CHECK(*parse_uci(castles, "e1g1") == short_castle);
  CHECK(*parse_uci(castles, "e1h1") == short_castle);  // king takes rook is accepted too
  const position c960 = test::fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {true, false});
  CHECK(write_uci(c960, short_castle) == "e1h1");
  CHECK_FALSE(parse_uci(c960, "e1g1"));  // in Chess960 only king-takes-rook is castling
  const position promotes = test::fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  CHECK(*parse_uci(promotes, "a7a8n") == move::promotion(square::a7, square::a8, piece_type::knight));
  CHECK(write_uci(promotes, move::promotion(square::a7, square::a8, piece_type::rook)) == "a7a8r");
  CHECK(parse_uci(position{}, "0000")->is_null());
  CHECK(write_uci(position{}, move::null()) == "0000");
  for (const move m : legal_moves(castles)) CHECK(*parse_uci(castles, write_uci(castles, m)) == m);
}

TEST_CASE("UCI errors", "[chess][uci][errors]") {
  struct bad {
    std::string_view text;
    uci_error_kind kind;
    std::size_t column;
  };
  static constexpr bad cases[] = {
      {"", uci_error_kind::bad_syntax, 1},      {"e2e", uci_error_kind::bad_syntax, 1},
      {"e9e4", uci_error_kind::bad_syntax, 1},  {"e2x4", uci_error_kind::bad_syntax, 3},
      {"e2e4k", uci_error_kind::bad_syntax, 5}, {"e2e5", uci_error_kind::illegal_move, 1},
      {"e7e8q", uci_error_kind::illegal_move, 1},
  };
  for (const auto& c : cases) {
    INFO('"' << c.text << '"');
    const auto r = parse_uci(position{}, c.text);
    REQUIRE_FALSE(r);
    CHECK(r.error().kind == c.kind);
    CHECK(r.error().column == c.column);
  }
}
