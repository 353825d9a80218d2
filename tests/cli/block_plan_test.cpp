// The blocks a file is read in by the CLI's workers (tools/cli/src/block_plan.hpp): whole for one
// thread; about 32 per thread, of at least 64 KiB, and shrinking toward the end with threads.

#include "block_plan.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

using repetita::corpus::block_plan;

namespace {

constexpr std::uint64_t kib = 1024;
constexpr std::uint64_t mib = 1024 * kib;

std::vector<std::uint64_t> blocks_of(std::uint64_t total, std::uint64_t block_bytes, unsigned jobs) {
  const block_plan plan(total, block_bytes, jobs);
  std::vector<std::uint64_t> sizes;
  for (std::uint64_t done = 0; done < total;) {
    const std::uint64_t size = plan.next(total - done);
    REQUIRE(size > 0);
    sizes.push_back(size);
    done += size;
  }
  return sizes;
}

std::uint64_t sum(const std::vector<std::uint64_t>& sizes) {
  std::uint64_t s = 0;
  for (const std::uint64_t size : sizes) s += size;
  return s;
}

}  // namespace

TEST_CASE("block plan: one thread reads blocks of the size asked for, the last one what is left", "[cli][range]") {
  const auto sizes = blocks_of(10 * mib + 5, mib, 1);
  REQUIRE(sizes.size() == 11);
  for (std::size_t i = 0; i < 10; ++i) CHECK(sizes[i] == mib);
  CHECK(sizes.back() == 5);
}

TEST_CASE("block plan: threads get about 32 blocks each, then smaller ones toward the end, down to 64 KiB",
          "[cli][range]") {
  // 288 MB (the engine corpus) with 2 threads: 1 MiB blocks (a share would be 4.5 MB), until a
  // quarter of each thread's share of what is left is below 1 MiB.
  const std::uint64_t total = 288 * mib;
  const auto sizes = blocks_of(total, mib, 2);
  CHECK(sum(sizes) == total);
  CHECK(sizes.front() == mib);
  for (std::size_t i = 1; i < sizes.size(); ++i) CHECK(sizes[i] <= sizes[i - 1]);
  std::uint64_t left = total;
  std::size_t whole = 0;
  for (const std::uint64_t size : sizes) {
    if (left >= 8 * mib) {
      CHECK(size == mib);
      ++whole;
    }
    if (left < 8 * mib && left >= 8 * block_plan::smallest) CHECK(size == left / 8);
    left -= size;
  }
  CHECK(whole == 281);
  CHECK(sizes[sizes.size() - 2] == block_plan::smallest);
  CHECK(sizes.size() < whole + 30);  // the shrinking blocks are few

  // 19 MB (without comments) with 2 threads: about 32 blocks each, of 19 MB / 64.
  const auto small = blocks_of(19 * mib, mib, 2);
  CHECK(sum(small) == 19 * mib);
  CHECK(small.front() == 19 * mib / 64);
  CHECK(small[small.size() - 2] == block_plan::smallest);
  CHECK(small.size() > 64);
  CHECK(small.size() < 64 + 20);

  // A small file: blocks of 64 KiB, however few.
  const auto tiny = blocks_of(200 * kib, mib, 3);
  CHECK(tiny == std::vector<std::uint64_t>{64 * kib, 64 * kib, 64 * kib, 8 * kib});
}

TEST_CASE("block plan: a block asked for below 64 KiB stays as asked, with threads too", "[cli][range]") {
  const auto sizes = blocks_of(1000, 97, 2);
  REQUIRE(sizes.size() == 11);
  for (std::size_t i = 0; i < 10; ++i) CHECK(sizes[i] == 97);
  CHECK(sizes.back() == 30);
}
