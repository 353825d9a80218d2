// Property: a hash collision never yields a verdict. The same random games are judged with a strong
// hash and with a hash under which every position collides; the verdicts must be identical at every
// ply, and the occurrence lists must equal a naive recount by exact comparison.
#include "ring_driver.hpp"

#include <catch2/catch.hpp>
#include <range/v3/range/conversion.hpp>

#include <random>
#include <vector>

using repetita::verdict_kind;
using repetita::rules::nfold;

namespace {
constexpr nfold threefold{.name = "threefold", .citation = "", .threshold = 3};
constexpr nfold superko{.name = "superko", .citation = "", .threshold = 2, .effect = verdict_kind::illegal_move};
constexpr nfold fivefold{.name = "fivefold", .citation = "", .threshold = 5, .effect = verdict_kind::draw};

const auto rules = repetita::make_registry(
    repetita::make_rule_set<ring::situation>({"strong", "", ""}, superko, threefold, fivefold),
    repetita::make_rule_set<ring::weak_situation>({"weak", "", ""}, superko, threefold, fivefold));
}  // namespace

TEST_CASE("property: forced hash collisions never change a verdict", "[core][property]") {
  const auto seed = GENERATE(take(20, random(1u, 1000000000u)));
  CAPTURE(seed);
  std::mt19937 rng(seed);
  ring_driver d(rules);
  std::vector<ring::position> seen{d.pos};
  for (int ply = 1; ply <= 400; ++ply) {
    const int r = static_cast<int>(rng() % 40);
    const ring::move m = r == 0 ? ring::burn() : ring::step(r % 5 - 2);
    d.play(m);
    seen.push_back(d.pos);
    REQUIRE(d.now(0).kind == d.now(1).kind);
    REQUIRE(d.now(0).ply == d.now(1).ply);
    REQUIRE(d.now(0).count == d.now(1).count);
    REQUIRE(d.now(0).since == d.now(1).since);
    std::vector<repetita::ply_t> naive;
    for (int q = ply; q >= 0; --q)
      if (seen[static_cast<std::size_t>(q)] == d.pos) naive.push_back(static_cast<repetita::ply_t>(q));
    const auto p = static_cast<repetita::ply_t>(ply);
    REQUIRE((d.t.occurrences(0, p) | ranges::to<std::vector>) == naive);
    REQUIRE((d.t.occurrences(1, p) | ranges::to<std::vector>) == naive);
    if (d.t.end(0)) break;  // the fivefold ended the game
  }
}

TEST_CASE("property: push then pop is the identity, also under collisions", "[core][property]") {
  const auto seed = GENERATE(take(10, random(1u, 1000000000u)));
  CAPTURE(seed);
  std::mt19937 rng(seed);
  ring_driver d(rules);
  std::vector<ring::position> stack{d.pos};
  for (int i = 0; i < 2000; ++i) {
    if (stack.size() > 1 && rng() % 3 == 0) {
      d.t.pop();
      stack.pop_back();
      d.pos = stack.back();
    } else {
      d.play(ring::step(static_cast<int>(rng() % 5) - 2));
      stack.push_back(d.pos);
    }
    REQUIRE(d.now(0).kind == d.now(1).kind);
    REQUIRE(d.now(0).since == d.now(1).since);
    const auto p = d.t.ply();
    REQUIRE(ranges::distance(d.t.occurrences(0, p)) == ranges::distance(d.t.occurrences(1, p)));
  }
}
