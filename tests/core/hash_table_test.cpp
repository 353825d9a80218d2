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
