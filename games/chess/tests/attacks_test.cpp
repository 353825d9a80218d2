// Attack tables: magic lookups agree with ray walking; leaper and line tables on spot checks.
#include <repetita/chess/attacks.hpp>

#include <catch2/catch.hpp>

#include <cstdint>

using namespace repetita::chess;

TEST_CASE("magic sliding attacks equal ray-walked attacks for random occupancies", "[chess][attacks]") {
  std::uint64_t state = 0x1234567887654321ull;  // fixed seed: reproducible
  const auto next = [&state] {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  for (int i = 0; i < 64; ++i) {
    const square s = square_at(i);
    for (int n = 0; n < 300; ++n) {
      const bitboard occ = next() & next();  // about a quarter of the squares
      REQUIRE(attacks::rook(s, occ) == attacks::slow_rook(s, occ));
      REQUIRE(attacks::bishop(s, occ) == attacks::slow_bishop(s, occ));
    }
    REQUIRE(attacks::rook(s, 0) == attacks::slow_rook(s, 0));
    REQUIRE(attacks::bishop(s, ~bitboard{0}) == attacks::slow_bishop(s, ~bitboard{0}));
  }
}

TEST_CASE("leaper attacks / between and line", "[chess][attacks]") {
  CHECK(popcount(attacks::knight(square::a1)) == 2);
  CHECK(popcount(attacks::knight(square::d4)) == 8);
  CHECK(popcount(attacks::king(square::h8)) == 3);
  CHECK(attacks::pawn(color::white, square::e4) == (square_bb(square::d5) | square_bb(square::f5)));
  CHECK(attacks::pawn(color::black, square::a5) == square_bb(square::b4));
  CHECK(attacks::between(square::a1, square::d4) == (square_bb(square::b2) | square_bb(square::c3)));
  CHECK(attacks::between(square::a1, square::b3) == 0);
  CHECK(attacks::between(square::e1, square::h1) == (square_bb(square::f1) | square_bb(square::g1)));
  CHECK(attacks::line(square::c3, square::e5) == attacks::line(square::a1, square::h8));
  CHECK(popcount(attacks::line(square::a1, square::h8)) == 8);
  CHECK(attacks::line(square::a1, square::b3) == 0);
}
