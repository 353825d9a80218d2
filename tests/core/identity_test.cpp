#include <repetita/repetita.hpp>
#include <repetita/ring/game.hpp>

namespace ring = repetita::ring;

#include <catch2/catch.hpp>

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

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

namespace {
// The ring's components without a hash: their keys are integers (cell, stage), an enumeration
// (the player to move), an array, a pair and a tuple of them. The identity hashes each key with
// repetita::key_hash (hash.hpp).
struct plain_cell {
  static int key(const ring::position& p) { return p.cell; }
};
struct plain_side {
  static ring::player key(const ring::position& p) { return p.to_move; }
};
struct plain_stage {
  static int key(const ring::position& p) { return p.stage; }
};
struct cell_and_stage {
  static std::pair<int, int> key(const ring::position& p) { return {p.cell, p.stage}; }
};
struct as_array {
  static std::array<std::int16_t, 3> key(const ring::position& p) {
    return {static_cast<std::int16_t>(p.cell), static_cast<std::int16_t>(p.to_move), static_cast<std::int16_t>(p.stage)};
  }
};
struct nested {
  static std::tuple<ring::player, std::array<int, 2>> key(const ring::position& p) {
    return {p.to_move, {p.cell, p.stage}};
  }
};
// Says `zobrist` but gives no hash: its identity mixes.
struct zobrist_without_hash {
  static constexpr bool zobrist = true;
  static int key(const ring::position& p) { return p.cell; }
};
// A key that is not made of integers needs a hash of its own.
struct string_key {
  static std::string key(const ring::position& p) { return std::to_string(p.cell); }
};

std::vector<ring::position> some_positions() {
  std::vector<ring::position> out;
  for (int cell = 0; cell < ring::cells; ++cell)
    for (int stage = 0; stage < 3; ++stage)
      for (ring::player side : {ring::player::first, ring::player::second}) out.push_back({cell, side, stage});
  return out;
}

// Equal keys give equal hashes, and no two of these positions' keys share a hash.
template <class Identity>
void check_hashes_follow_keys() {
  const std::vector<ring::position> positions = some_positions();
  for (const ring::position& a : positions)
    for (const ring::position& b : positions) {
      INFO("cells " << a.cell << ", " << b.cell << "; stages " << a.stage << ", " << b.stage);
      CHECK((Identity::key(a) == Identity::key(b)) == (Identity::hash(a) == Identity::hash(b)));
    }
}
}  // namespace

TEST_CASE("identity: a component whose key is made of integers may leave out its hash", "[core][identity]") {
  STATIC_REQUIRE(repetita::integer_key<int>);
  STATIC_REQUIRE(repetita::integer_key<ring::player>);
  STATIC_REQUIRE(repetita::integer_key<std::tuple<ring::player, std::array<int, 2>>>);
  STATIC_REQUIRE_FALSE(repetita::integer_key<std::string>);
  STATIC_REQUIRE_FALSE(repetita::integer_key<std::pair<int, double>>);
  STATIC_REQUIRE(repetita::identity_component<plain_cell, ring::position>);
  STATIC_REQUIRE(repetita::identity_component<nested, ring::position>);
  STATIC_REQUIRE_FALSE(repetita::identity_component<string_key, ring::position>);

  const ring::position a{5, ring::player::second, 2};
  using plain = repetita::identity<plain_cell, plain_side, plain_stage>;
  // Each key through key_hash, folded in order as any component hash is.
  CHECK(repetita::key_hash(5) == repetita::mix64(5));
  CHECK(repetita::key_hash(ring::player::second) == repetita::mix64(1));
  CHECK(plain::hash(a) == repetita::hash_combine(repetita::hash_combine(repetita::hash_combine(0, repetita::key_hash(5)),
                                                                        repetita::key_hash(ring::player::second)),
                                                 repetita::key_hash(2)));
  CHECK(plain::key(a) == ring::situation::key(a));
  CHECK(repetita::key_hash(std::pair{5, 2}) ==
        repetita::mix64(repetita::hash_combine(repetita::hash_combine(0, repetita::key_hash(5)), repetita::key_hash(2))));
  CHECK(repetita::key_hash(std::array<int, 2>{5, 2}) == repetita::key_hash(std::tuple{5, 2}));
  CHECK(repetita::key_hash(std::pair{5, 2}) != repetita::key_hash(std::pair{2, 5}));

  check_hashes_follow_keys<plain>();
  check_hashes_follow_keys<repetita::identity<cell_and_stage, plain_side>>();
  check_hashes_follow_keys<repetita::identity<as_array>>();
  check_hashes_follow_keys<repetita::identity<nested, zobrist_without_hash>>();
}

TEST_CASE("identity: a component's own hash is kept, and one without a hash is never Zobrist", "[core][identity]") {
  const ring::position a{2, ring::player::second, 1};
  // The ring's components give hashes: the identity's hash is theirs, as before the default existed.
  CHECK(ring::situation::hash(a) ==
        repetita::hash_combine(repetita::hash_combine(repetita::hash_combine(0, ring::cell::hash(a)), ring::side::hash(a)),
                               ring::stage::hash(a)));
  // A component that says `zobrist` but has no hash: the identity mixes instead of XOR-ing.
  using mixed = repetita::identity<zobrist_without_hash, zobrist_side>;
  CHECK(mixed::hash(a) == repetita::hash_combine(repetita::hash_combine(0, repetita::key_hash(2)), zobrist_side::hash(a)));
}

TEST_CASE("identity: a tracker judges on an identity of default hashes as on the ring's own", "[core][identity]") {
  constexpr repetita::rules::nfold threefold{.name = "threefold", .citation = "as FIDE 9.2.2", .threshold = 3};
  const auto rules = repetita::make_registry(
      repetita::make_rule_set<ring::situation>({"own", "", ""}, threefold),
      repetita::make_rule_set<repetita::identity<plain_cell, plain_side, plain_stage>>({"default", "", ""}, threefold),
      repetita::make_rule_set<repetita::identity<nested>>({"nested", "", ""}, threefold));
  repetita::tracker<ring::game, std::remove_cvref_t<decltype(rules)>> t(rules);
  ring::position pos{1, ring::player::first, 0};
  t.start(pos);
  std::mt19937 rng(20260501);
  for (int ply = 1; ply <= 300; ++ply) {
    pos = t.play(pos, rng() % 50 == 0 ? ring::burn() : ring::step(static_cast<int>(rng() % 3) - 1));
    INFO("ply " << ply);
    REQUIRE(t.verdict_now(1).kind == t.verdict_now(0).kind);
    REQUIRE(t.verdict_now(1).since == t.verdict_now(0).since);
    REQUIRE(t.verdict_now(2).count == t.verdict_now(0).count);
  }
}
