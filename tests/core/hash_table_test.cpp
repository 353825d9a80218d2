#include <repetita/detail/hash_table.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <unordered_map>

using repetita::detail::hash_table;

TEST_CASE("hash_table: assign, find, overwrite and erase", "[core][hash_table]") {
  hash_table t;
  CHECK(t.find(7) == hash_table::empty);
  t.assign(7, 1);
  t.assign(8, 2);
  CHECK(t.find(7) == 1);
  CHECK(t.find(8) == 2);
  t.assign(7, 5);
  CHECK(t.find(7) == 5);
  CHECK(t.size() == 2);
  t.erase(7);
  CHECK(t.find(7) == hash_table::empty);
  CHECK(t.find(8) == 2);
  t.erase(12345);  // absent: no effect
  CHECK(t.size() == 1);
  t.clear();
  CHECK(t.find(8) == hash_table::empty);
  CHECK(t.size() == 0);
}

TEST_CASE("hash_table: agrees with std::unordered_map under random operations", "[core][hash_table][property]") {
  // Hashes drawn from a small range so that probe sequences overlap and wrap around the table.
  const auto seed = GENERATE(take(5, random(1u, 1000000u)));
  std::mt19937_64 rng(seed);
  hash_table t;
  std::unordered_map<std::uint64_t, std::uint32_t> reference;
  for (int i = 0; i < 20000; ++i) {
    const std::uint64_t h = rng() % 300;
    switch (rng() % 3) {
      case 0:
      case 1: {
        const auto v = static_cast<std::uint32_t>(rng() % 1000);
        t.assign(h, v);
        reference[h] = v;
        break;
      }
      default:
        t.erase(h);
        reference.erase(h);
    }
    REQUIRE(t.size() == reference.size());
  }
  for (std::uint64_t h = 0; h < 300; ++h) {
    const auto it = reference.find(h);
    CHECK(t.find(h) == (it == reference.end() ? hash_table::empty : it->second));
  }
}

TEST_CASE("hash_table: clear empties in O(1) and the table stays usable across many games", "[core][hash_table]") {
  // A tracker clears its tables at every game: a cleared slot must read as empty for find, insert
  // and erase (backward shift stops at it), whatever it held before.
  hash_table t;
  std::unordered_map<std::uint64_t, std::uint32_t> reference;
  std::mt19937_64 rng(42);
  for (int game = 0; game < 200; ++game) {
    t.clear();
    reference.clear();
    CHECK(t.size() == 0);
    const int plies = static_cast<int>(rng() % 120);
    for (int i = 0; i < plies; ++i) {
      const std::uint64_t h = rng() % 97;
      if (rng() % 4 == 0) {
        t.erase(h);
        reference.erase(h);
      } else {
        const auto [value, inserted] = t.try_emplace(h, static_cast<std::uint32_t>(i));
        const auto [it, ref_inserted] = reference.try_emplace(h, static_cast<std::uint32_t>(i));
        REQUIRE(inserted == ref_inserted);
        REQUIRE(value == it->second);
      }
    }
    REQUIRE(t.size() == reference.size());
    for (std::uint64_t h = 0; h < 97; ++h) {
      const auto it = reference.find(h);
      REQUIRE(t.find(h) == (it == reference.end() ? hash_table::empty : it->second));
    }
  }
}
