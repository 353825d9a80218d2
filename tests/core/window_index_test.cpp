// window_index: the occurrences an engine's scan finds, with the older plies of a long window in a
// hash index, agree with occurrence_index (the whole history hashed) at every ply, through pushes,
// pops, irreversible plies and forgetting.
#include <repetita/occurrence_index.hpp>
#include <repetita/window_index.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <vector>

using repetita::no_ply;
using repetita::occurrence_index;
using repetita::ply_t;
using repetita::window_index;

namespace {

// A position: its cell, and the stage it was reached in (an irreversible move starts a new stage,
// so no earlier position recurs after it, as ply_facts::irreversible promises).
struct spot {
  std::uint32_t stage;
  std::uint32_t cell;
  friend bool operator==(const spot&, const spot&) = default;
};

// A weak hash on purpose: many spots share one, so hits are decided by the keys.
std::uint64_t weak_hash(const spot& s) { return (s.cell % 5) + 100u * (s.stage % 2); }

}  // namespace

TEST_CASE("window_index: counts, previous and first as the plies come", "[core][window_index]") {
  window_index<spot, 4, 1> index;
  // plies:      0  1  2  3  4  5  6  7  8
  // cells:      A  B  A  C  A  B  D  E  A     (all stage 0)
  const std::uint32_t cells[] = {1, 2, 1, 3, 1, 2, 4, 5, 1};
  index.start(weak_hash({0, cells[0]}), {0, cells[0]});
  for (std::size_t i = 1; i < std::size(cells); ++i) index.push(weak_hash({0, cells[i]}), {0, cells[i]});
  CHECK(index.count(4) == 3);
  CHECK(index.previous(4) == 2);
  CHECK(index.first(4) == 0);
  CHECK(index.count(5) == 2);
  CHECK(index.previous(5) == 1);
  // Ply 8's A: ply 4 is 4 plies back, out of the scan (the tier holds the last 4 plies): found
  // in the table, with its count.
  CHECK(index.previous(8) == 4);
  CHECK(index.count(8) == 4);
  CHECK(index.first(8) == 0);
  CHECK(index.same(0, 8));
  CHECK_FALSE(index.same(1, 8));
  CHECK(index.identities() == 5);
  CHECK(index.key(7) == spot{0, 5});

  SECTION("pops take plies out of the tier, then out of the table") {
    for (int i = 0; i < 6; ++i) index.pop();
    CHECK(index.last_ply() == 2);
    CHECK(index.count(2) == 2);
    index.push(weak_hash({0, 1}), {0, 1});
    CHECK(index.count(3) == 3);
    CHECK(index.previous(3) == 2);
    index.pop();
    index.pop();
    index.pop();
    CHECK(index.identities() == 1);
    CHECK_THROWS_AS(index.pop(), std::logic_error);
  }
}

TEST_CASE("window_index: an irreversible ply starts a window, and a pop past it restores the one before",
          "[core][window_index]") {
  window_index<spot, 2, 1> index;
  index.start(weak_hash({0, 1}), {0, 1});
  index.push(weak_hash({0, 2}), {0, 2});
  index.push(weak_hash({0, 1}), {0, 1});
  index.push(weak_hash({0, 2}), {0, 2});
  CHECK(index.count(3) == 2);
  index.push(weak_hash({1, 7}), {1, 7}, true);  // ply 4: irreversible
  index.push(weak_hash({1, 8}), {1, 8});
  index.push(weak_hash({1, 7}), {1, 7});
  CHECK(index.previous(6) == 4);
  CHECK(index.count(6) == 2);
  index.pop();
  index.pop();
  index.pop();  // back before the irreversible ply: the first window again, its old plies indexed
  index.push(weak_hash({0, 1}), {0, 1});
  CHECK(index.previous(4) == 2);
  CHECK(index.count(4) == 3);
  CHECK(index.first(4) == 0);
}

TEST_CASE("window_index: equal hashes with different keys are different identities", "[core][window_index]") {
  window_index<spot, 2, 1> index;
  index.start(99, {0, 1});
  index.push(99, {0, 2});
  index.push(99, {0, 1});
  index.push(99, {0, 2});
  index.push(99, {0, 3});
  index.push(99, {0, 1});  // ply 5: ply 2 is out of the scan, in the table's bucket of hash 99
  CHECK(index.previous(5) == 2);
  CHECK(index.count(5) == 3);
  CHECK(index.count(4) == 1);
  CHECK(index.previous(3) == 1);
}

TEMPLATE_TEST_CASE_SIG("window_index agrees with occurrence_index through random pushes, pops and forgetting",
                       "[core][window_index]", ((std::uint32_t Scan, std::uint32_t Stride), Scan, Stride), (1, 1),
                       (2, 1), (4, 2), (16, 2), (3, 1)) {
  std::mt19937 random(20261128u + Scan * 7 + Stride);
  for (int round = 0; round < 40; ++round) {
    window_index<spot, Scan, Stride> window;
    occurrence_index<spot> whole;
    // Stride 2: cells of even and odd plies differ (as positions with another player to move).
    const auto cell_of = [&](ply_t ply, std::uint32_t c) { return Stride == 2 ? c * 2 + ply % 2 : c; };
    std::uint32_t stage = 0;
    std::uint32_t stages_made = 0;  // an irreversible ply starts a stage never seen before
    std::vector<std::uint32_t> stages{0};  // the stage of each retained ply
    ply_t last = 0;
    ply_t first = 0;
    const spot s0{0, cell_of(0, 0)};
    window.start(weak_hash(s0), s0);
    whole.start(weak_hash(s0), s0);
    for (int step = 0; step < 600; ++step) {
      const auto dice = random() % 100;
      if (dice < 30 && last > first) {
        window.pop();
        whole.pop();
        --last;
        stages.pop_back();
        stage = stages.back();
      } else if (dice < 31 && last > first) {
        const ply_t at = first + static_cast<ply_t>(random() % (last - first + 1));
        window.forget_before(at);
        whole.forget_before(at);
        stages.erase(stages.begin(), stages.begin() + (at - first));
        first = at;
      } else {
        const bool irreversible = random() % 12 == 0;
        if (irreversible) stage = ++stages_made;
        const spot s{stage, cell_of(last + 1, static_cast<std::uint32_t>(random() % 4))};
        window.push(weak_hash(s), s, irreversible);
        whole.push(weak_hash(s), s);
        ++last;
        stages.push_back(stage);
      }
      REQUIRE(window.last_ply() == last);
      REQUIRE(window.first_ply() == first);
      REQUIRE(window.count(last) == whole.count(last));
      REQUIRE(window.previous(last) == whole.previous(last));
      REQUIRE(window.first(last) == whole.first(last));
      if (step % 50 == 0) {
        for (ply_t p = first; p <= last; ++p) {
          REQUIRE(window.count(p) == whole.count(p));
          REQUIRE(window.previous(p) == whole.previous(p));
          REQUIRE(window.first(p) == whole.first(p));
          REQUIRE(window.key(p) == whole.key(p));
        }
        REQUIRE(window.identities() == whole.identities());
      }
    }
  }
}
