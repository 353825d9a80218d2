#include <repetita/ring/game.hpp>

namespace ring = repetita::ring;

#include <catch2/catch.hpp>

#include <tuple>

TEST_CASE("identity: keys are exact and hashes fold every component in order", "[core][identity]") {
  const ring::position a{3, ring::player::first, 0};
  const ring::position b{3, ring::player::second, 0};
  const ring::position c{3, ring::player::first, 1};

  CHECK(ring::situation::key(a) == std::tuple{3, ring::player::first, 0});
  CHECK(ring::situation::key(a) != ring::situation::key(b));
  CHECK(ring::situation::hash(a) != ring::situation::hash(b));
  CHECK(ring::situation::hash(a) != ring::situation::hash(c));

  // A coarser identity makes a and b the same (Go's positional vs situational superko).
  CHECK(ring::board_only::key(a) == ring::board_only::key(b));
  CHECK(ring::board_only::hash(a) == ring::board_only::hash(b));

  // The weak identity collides everywhere but its keys still tell positions apart.
  const ring::position d{4, ring::player::first, 0};
  CHECK(ring::weak_situation::hash(a) == ring::weak_situation::hash(d));
  CHECK(ring::weak_situation::key(a) != ring::weak_situation::key(d));

  // Order matters: swapping two components with the same hash changes the identity hash.
  using swapped = repetita::identity<ring::stage, ring::cell, ring::side>;
  CHECK(swapped::hash(a) != ring::situation::hash(a));
}

TEST_CASE("hash_combine: a zero component still changes the hash", "[core][identity]") {
  CHECK(repetita::hash_combine(0, 0) != 0);
  CHECK(repetita::hash_combine(repetita::hash_combine(0, 0), 0) != repetita::hash_combine(0, 0));
  CHECK(repetita::hash_combine(1, 2) != repetita::hash_combine(2, 1));
}

namespace {
// The ring's cell and side with Zobrist-style hashes: one random key per cell, one for the second
// player (identity.hpp, `zobrist`).
constexpr std::uint64_t cell_keys[4] = {0x8C3F0A7E5D21B946ull, 0x1F6E2D9C4B7A3058ull, 0xD04A7B3E96C5128Full,
                                        0x5A9C1E7F3D6B2840ull};
struct zobrist_cell {
  static constexpr bool zobrist = true;
  static std::uint64_t hash(const ring::position& p) { return cell_keys[p.cell % 4]; }
  static int key(const ring::position& p) { return p.cell; }
};
struct zobrist_side {
  static constexpr bool zobrist = true;
  static std::uint64_t hash(const ring::position& p) { return p.to_move == ring::player::first ? 0 : 0x6D2B79F5A3C4E1B7ull; }
  static ring::player key(const ring::position& p) { return p.to_move; }
};
}  // namespace

TEST_CASE("identity: Zobrist components combine by XOR, any other component makes the identity mix", "[core][identity]") {
  const ring::position a{2, ring::player::second, 1};
  using xored = repetita::identity<zobrist_cell, zobrist_side>;
  CHECK(xored::hash(a) == (cell_keys[2] ^ 0x6D2B79F5A3C4E1B7ull));
  CHECK(xored::hash(ring::position{2, ring::player::first, 1}) == cell_keys[2]);
  STATIC_REQUIRE(repetita::zobrist_component<zobrist_cell>);
  STATIC_REQUIRE_FALSE(repetita::zobrist_component<ring::stage>);
  // One component without `zobrist`: every hash is mixed in order, as before.
  using mixed = repetita::identity<zobrist_cell, zobrist_side, ring::stage>;
  const std::uint64_t expected = repetita::hash_combine(
      repetita::hash_combine(repetita::hash_combine(0, cell_keys[2]), 0x6D2B79F5A3C4E1B7ull), ring::stage::hash(a));
  CHECK(mixed::hash(a) == expected);
}
