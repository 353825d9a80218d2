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
