#include <repetita/occurrence_index.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>

using repetita::no_ply;
using repetita::occurrence_index;

TEST_CASE("occurrence_index: counts, previous and first occurrence per ply", "[core][occurrence_index]") {
  occurrence_index<std::string> index;
  // plies:          0    1    2    3    4    5
  // positions:      A    B    A    C    A    B
  index.start(1, "A");
  index.push(2, "B");
  index.push(1, "A");
  index.push(3, "C");
  index.push(1, "A");
  index.push(2, "B");
  CHECK(index.last_ply() == 5);
  CHECK(index.count(4) == 3);
  CHECK(index.previous(4) == 2);
  CHECK(index.previous(2) == 0);
  CHECK(index.previous(0) == no_ply);
  CHECK(index.first(4) == 0);
  CHECK(index.count(5) == 2);
  CHECK(index.previous(5) == 1);
  CHECK(index.count(3) == 1);
  CHECK(index.same(0, 4));
  CHECK_FALSE(index.same(0, 1));
  CHECK(index.identities() == 3);
  CHECK(index.key(3) == "C");

  SECTION("pop restores the state before the push") {
    index.pop();
    index.pop();
    CHECK(index.last_ply() == 3);
    index.push(1, "A");
    CHECK(index.count(4) == 3);
    index.pop();
    index.pop();
    CHECK(index.identities() == 2);  // C was created by ply 3 and is gone
    index.push(7, "D");
    CHECK(index.count(3) == 1);
    CHECK(index.identities() == 3);
  }
  SECTION("the first retained ply cannot be popped") {
    for (int i = 0; i < 5; ++i) index.pop();
    CHECK_THROWS_AS(index.pop(), std::logic_error);
  }
}

TEST_CASE("occurrence_index: equal hashes with different keys are different identities", "[core][occurrence_index]") {
  occurrence_index<int> index;
  index.start(99, 1);
  index.push(99, 2);  // collides with ply 0
  index.push(99, 1);
  index.push(99, 2);
  index.push(99, 3);
  CHECK(index.count(2) == 2);
  CHECK(index.previous(2) == 0);
  CHECK(index.count(3) == 2);
  CHECK(index.previous(3) == 1);
  CHECK(index.count(4) == 1);
  index.pop();  // removes identity 3, the head of the collision bucket
  index.push(99, 1);
  CHECK(index.count(4) == 3);
  CHECK(index.previous(4) == 2);
}

TEST_CASE("occurrence_index: forgetting before an irreversible ply", "[core][occurrence_index]") {
  occurrence_index<int> index;
  index.start(10, 10);
  index.push(11, 11);
  index.push(10, 10);
  index.push(12, 12);  // say this ply was irreversible
  index.push(13, 13);
  index.push(12, 12);
  index.forget_before(3);
  CHECK(index.first_ply() == 3);
  CHECK(index.last_ply() == 5);
  CHECK(index.identities() == 2);
  CHECK(index.count(5) == 2);
  CHECK(index.previous(5) == 3);
  CHECK(index.first(5) == 3);
  CHECK(index.key(4) == 13);
  // A forgotten identity starts afresh (the caller promised it cannot recur; if it does, it counts once).
  index.push(10, 10);
  CHECK(index.count(6) == 1);
  index.pop();
  index.pop();
  CHECK(index.last_ply() == 4);
  index.pop();
  CHECK_THROWS_AS(index.pop(), std::logic_error);
  CHECK_THROWS_AS(index.forget_before(2), std::out_of_range);
}
