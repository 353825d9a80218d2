#include "ring_driver.hpp"

#include <catch2/catch.hpp>
#include <range/v3/range/conversion.hpp>

#include <vector>

using repetita::ply_t;

namespace {
constexpr repetita::rules::nfold threefold{.name = "threefold", .citation = "", .threshold = 3};
}

TEST_CASE("history views: moves of one side in a span, and the plies back to an irreversible move",
          "[core][history]") {
  ring_driver d(single_rule(threefold));
  d.steps({+1, -1});
  d.play(ring::burn());  // ply 3, irreversible
  d.steps({+1, -1, +1});
  const repetita::history& h = d.t.hist();
  CHECK(h.mover(1) == 0);
  CHECK(h.mover(0) == repetita::no_player);
  CHECK(h.to_move(6) == 0);
  CHECK((repetita::moves_between(2, 5) | ranges::to<std::vector>) == std::vector<ply_t>{3, 4, 5});
  CHECK((repetita::moves_by(h, 0, 0, 6) | ranges::to<std::vector>) == std::vector<ply_t>{1, 3, 5});
  CHECK((repetita::moves_by(h, 1, 0, 6) | ranges::to<std::vector>) == std::vector<ply_t>{2, 4, 6});
  CHECK((repetita::back_to_irreversible(h, 6) | ranges::to<std::vector>) == std::vector<ply_t>{6, 5, 4, 3});
  CHECK((repetita::back_to_irreversible(h, 2) | ranges::to<std::vector>) == std::vector<ply_t>{2, 1, 0});
  CHECK((repetita::back_to_irreversible(h, 3) | ranges::to<std::vector>) == std::vector<ply_t>{3});
}
