// Identities that refine others (add components after theirs) are indexed through them. The
// verdicts must be exactly those of a full index of the refined identity.
#include "ring_driver.hpp"

#include <repetita/detail/identity_set.hpp>

#include <catch2/catch.hpp>
#include <range/v3/range/conversion.hpp>

#include <memory>
#include <random>
#include <type_traits>
#include <utility>
#include <vector>

using repetita::verdict_kind;
using repetita::rules::nfold;

namespace {
using cell_only = repetita::identity<ring::cell>;
using cell_side = repetita::identity<ring::cell, ring::side>;
using weak_cell_only = repetita::identity<ring::colliding_cell>;
using weak_cell_side_stage = repetita::identity<ring::colliding_cell, ring::side, ring::stage>;

constexpr nfold threefold{.name = "threefold", .citation = "", .threshold = 3};
constexpr nfold superko{.name = "superko", .citation = "", .threshold = 2, .effect = verdict_kind::illegal_move};
constexpr nfold never{.name = "never", .citation = "", .threshold = 1000};
}  // namespace

TEST_CASE("refines: a proper prefix of the components, in order", "[core][refined]") {
  using repetita::detail::refines;
  STATIC_REQUIRE(refines<cell_only, cell_side>());
  STATIC_REQUIRE(refines<cell_only, ring::situation>());
  STATIC_REQUIRE(refines<cell_side, ring::situation>());
  STATIC_REQUIRE_FALSE(refines<ring::situation, cell_side>());
  STATIC_REQUIRE_FALSE(refines<cell_side, cell_side>());
  STATIC_REQUIRE_FALSE(refines<ring::board_only, ring::situation>());  // cell, stage is not a prefix of cell, side, stage
  // The base is the shortest prefix in the list.
  STATIC_REQUIRE(repetita::detail::base_of<2, ring::situation, cell_side, cell_only>() == 2);
  STATIC_REQUIRE(repetita::detail::base_of<0, ring::situation, cell_side, cell_only>() == 2);
  STATIC_REQUIRE(repetita::detail::base_of<1, ring::situation, cell_side, cell_only>() == 2);
  using set = repetita::detail::identity_set<ring::position, repetita::history, repetita::occurrence_policy{}, ring::situation,
                                             cell_side, cell_only>;
  STATIC_REQUIRE(set::refined<0>);
  STATIC_REQUIRE(set::refined<1>);
  STATIC_REQUIRE_FALSE(set::refined<2>);
}

TEST_CASE("identity_set: a row holds each added component once, however many refinements add it", "[core][refined]") {
  // situation adds side and stage to cell_only, cell_side adds side: the row holds side once, for
  // both, then stage (as chess's rows hold the castling rights once for three identities).
  using types = repetita::detail::identity_set_types<ring::position, repetita::history, repetita::occurrence_policy{},
                                                     ring::situation, cell_side, cell_only>;
  STATIC_REQUIRE(types::base_count == 1);
  STATIC_REQUIRE(types::component_total == 2);
  STATIC_REQUIRE(std::is_same_v<types::component<0>, ring::side>);
  STATIC_REQUIRE(std::is_same_v<types::component<1>, ring::stage>);
  STATIC_REQUIRE(std::is_same_v<types::slots_of<0>, std::index_sequence<0, 1>>);
  STATIC_REQUIRE(std::is_same_v<types::slots_of<1>, std::index_sequence<0>>);
  // The lead's entry, the base's link, then the two keys.
  STATIC_REQUIRE(types::link_offset<2> == sizeof(repetita::history::entry));
  STATIC_REQUIRE(types::component_offset<0> == types::link_offset<2> + sizeof(repetita::occurrence_chain::link));
  STATIC_REQUIRE(types::component_offset<1> >= types::component_offset<0> + sizeof(types::component_key<0>));
}

TEST_CASE("refined_index: links equal those of a full index", "[core][refined]") {
  repetita::occurrence_index<int> coarse;
  repetita::refined_index<int> fine;
  repetita::occurrence_index<std::pair<int, int>> full;
  // (coarse, extra) per ply: A1 B1 A2 A1 B1 A2 A1
  const std::vector<std::pair<int, int>> plies{{1, 1}, {2, 1}, {1, 2}, {1, 1}, {2, 1}, {1, 2}, {1, 1}};
  coarse.start(static_cast<std::uint64_t>(plies[0].first), plies[0].first);
  fine.start(coarse, plies[0].second);
  full.start(0, plies[0]);
  for (std::size_t i = 1; i < plies.size(); ++i) {
    coarse.push(static_cast<std::uint64_t>(plies[i].first), plies[i].first);
    fine.push(plies[i].second);
    full.push(0, plies[i]);
  }
  for (repetita::ply_t p = 0; p < plies.size(); ++p) {
    CAPTURE(p);
    CHECK(fine.previous(p) == full.previous(p));
    CHECK(fine.count(p) == full.count(p));
    CHECK(fine.first(p) == full.first(p));
    for (repetita::ply_t q = 0; q < plies.size(); ++q) CHECK(fine.same(p, q) == full.same(p, q));
  }
  CHECK(fine.identities() == 3);
  fine.pop();
  fine.pop();
  coarse.pop();
  coarse.pop();
  CHECK(fine.identities() == 3);  // A2 first appeared at ply 2
  fine.pop();
  fine.pop();
  fine.pop();
  coarse.pop();
  coarse.pop();
  coarse.pop();
  CHECK(fine.identities() == 2);
}

TEST_CASE("refined_index: links found when asked, whichever were kept", "[core][refined]") {
  // A refined index finds a link by walking the coarse chain back to a kept link (link_last keeps
  // the last ply's) or to the chain's end. Whichever plies kept theirs, and across pops and a
  // forget, every ply's links must be those of a full index of the refined identity.
  const auto seed = GENERATE(take(12, random(1u, 1000000000u)));
  const auto keep_every = GENERATE(0u, 1u, 3u);  // 0: link_last never asked
  // Walks longer than the limit ask the full index (built lazily): 0 and 2 make it answer most
  // queries, across pops and the forget; 32 (the default) almost none here.
  const auto limit = GENERATE(32u, 2u, 0u);
  CAPTURE(seed, keep_every, limit);
  std::mt19937 rng(seed);
  repetita::occurrence_index<int> coarse;
  repetita::refined_index<int> fine;
  fine.set_walk_limit(limit);
  repetita::occurrence_index<std::pair<int, int>> full;
  // Few coarse keys and extras: coarse identities recur often, with equal and other extras.
  const auto next = [&rng] { return std::pair<int, int>{static_cast<int>(rng() % 3), static_cast<int>(rng() % 2)}; };
  const auto start = next();
  coarse.start(static_cast<std::uint64_t>(start.first), start.first);
  fine.start(coarse, start.second);
  full.start(0, start);
  const auto check_all = [&] {
    for (repetita::ply_t p = full.first_ply(); p <= full.last_ply(); ++p) {
      CAPTURE(p);
      REQUIRE(fine.previous(p) == full.previous(p));
      REQUIRE(fine.count(p) == full.count(p));
      REQUIRE(fine.first(p) == full.first(p));
      REQUIRE(fine.same(p, full.last_ply()) == full.same(p, full.last_ply()));
    }
    REQUIRE(fine.identities() == full.identities());
  };
  for (int i = 0; i < 300; ++i) {
    if (full.last_ply() > full.first_ply() && rng() % 5 == 0) {
      fine.pop();
      coarse.pop();
      full.pop();
    } else {
      const auto ply = next();
      coarse.push(static_cast<std::uint64_t>(ply.first), ply.first);
      fine.push(ply.second);
      full.push(0, ply);
      if (keep_every != 0 && rng() % keep_every == 0) {
        const repetita::occurrence_chain::link kept = fine.link_last();
        REQUIRE(kept.previous == full.previous(full.last_ply()));
        REQUIRE(kept.count == full.count(full.last_ply()));
        REQUIRE(kept.first == full.first(full.last_ply()));
      }
    }
    if (i % 50 == 49) check_all();
  }
  check_all();
  // Forgetting: the coarse index, then the refined one; a full index that forgot the same plies.
  const repetita::ply_t cut = full.first_ply() + (full.last_ply() - full.first_ply()) / 2;
  coarse.forget_before(cut);
  fine.forget_before(coarse, cut);
  full.forget_before(cut);
  check_all();
  for (int i = 0; i < 60; ++i) {
    const auto ply = next();
    coarse.push(static_cast<std::uint64_t>(ply.first), ply.first);
    fine.push(ply.second);
    full.push(0, ply);
    if (keep_every != 0 && i % 2 == 0) static_cast<void>(fine.link_last());
  }
  check_all();
}

TEST_CASE("property: a refined identity gives the verdicts of a full index", "[core][refined][property]") {
  // Registry `full`: the situation identity alone (a base). Registry `refined`: the same rule sets,
  // plus rule sets on coarser identities that make the situation a refinement (of cell_only).
  const auto full = repetita::make_registry(
      repetita::make_rule_set<ring::situation>({"three", "", ""}, threefold),
      repetita::make_rule_set<weak_cell_side_stage>({"weak-superko", "", ""}, superko));
  // And cell_side, another refinement of cell_only that shares the side component with the
  // situation but not its stage (as chess's identities share castling rights): against a tracker of
  // its own, where it is a base.
  const auto refined = repetita::make_registry(
      repetita::make_rule_set<ring::situation>({"three", "", ""}, threefold),
      repetita::make_rule_set<weak_cell_side_stage>({"weak-superko", "", ""}, superko),
      repetita::make_rule_set<cell_only>({"cell", "", ""}, never),
      repetita::make_rule_set<weak_cell_only>({"weak-cell", "", ""}, never),
      repetita::make_rule_set<cell_side>({"cell-side", "", ""}, threefold));
  const auto cell_side_alone = repetita::make_registry(repetita::make_rule_set<cell_side>({"cell-side", "", ""}, threefold));
  using refined_tracker = decltype(repetita::make_tracker<ring::game>(refined));
  static_cast<void>(sizeof(refined_tracker));
  const auto forget = GENERATE(false, true);
  const auto seed = GENERATE(take(8, random(1u, 1000000000u)));
  CAPTURE(seed, forget);
  std::mt19937 rng(seed);
  ring_driver a(full, ring::position{1, ring::player::first, 0}, {.forget_irreversible = forget});
  ring_driver b(refined, ring::position{1, ring::player::first, 0}, {.forget_irreversible = forget});
  ring_driver c(cell_side_alone, ring::position{1, ring::player::first, 0}, {.forget_irreversible = forget});
  std::vector<ring::position> stack{a.pos};
  for (int i = 0; i < 1500; ++i) {
    const bool can_pop = stack.size() > 1 && a.t.ply() > a.t.hist().first();
    if (can_pop && rng() % 4 == 0) {
      a.t.pop();
      b.t.pop();
      c.t.pop();
      stack.pop_back();
      a.pos = b.pos = c.pos = stack.back();
    } else {
      const int r = static_cast<int>(rng() % 30);
      const ring::move m = r == 0 ? ring::burn() : ring::step(r % 5 - 2);
      a.play(m);
      b.play(m);
      c.play(m);
      stack.push_back(a.pos);
    }
    for (std::size_t rs = 0; rs < 2; ++rs) {
      REQUIRE(a.now(rs) == b.now(rs));
      const auto p = a.t.ply();
      REQUIRE((a.t.occurrences(rs, p) | ranges::to<std::vector>) == (b.t.occurrences(rs, p) | ranges::to<std::vector>));
    }
    REQUIRE(c.now(0) == b.now(4));
    REQUIRE((c.t.occurrences(0, c.t.ply()) | ranges::to<std::vector>) == (b.t.occurrences(4, b.t.ply()) | ranges::to<std::vector>));
  }
}

TEST_CASE("refined identities: a copied or moved tracker reads its own chains", "[core][refined]") {
  // A refined index reads its base's chain; a copy must read the copy's base, not the original's
  // (AddressSanitizer would see the original's storage freed).
  const auto rules = repetita::make_registry(repetita::make_rule_set<ring::situation>({"three", "", ""}, threefold),
                                             repetita::make_rule_set<cell_only>({"cell", "", ""}, never));
  auto original = std::make_unique<ring_driver<std::remove_cvref_t<decltype(rules)>>>(rules);
  original->steps({+1, -1, +1, -1});  // the start situation again at ply 4: count 3 (plies 0, 2, 4)
  REQUIRE(original->now().kind == verdict_kind::claimable_draw);
  auto copied = original->t;
  auto moved_from = original->t;
  const auto moved = std::move(moved_from);
  original.reset();
  for (const auto* t : {&std::as_const(copied), &moved}) {
    CHECK(t->count(0, 4) == 3);
    CHECK((t->occurrences(0, 4) | ranges::to<std::vector>) == std::vector<repetita::ply_t>{4, 2, 0});
    CHECK(t->verdict_now(0).kind == verdict_kind::claimable_draw);
  }
  copied.push(ring::position{2, ring::player::second, 0});  // the situation of plies 1 and 3 again
  CHECK((copied.occurrences(0, 5) | ranges::to<std::vector>) == std::vector<repetita::ply_t>{5, 3, 1});
  CHECK(copied.count(1, 5) == 3);  // cell 2: plies 1, 3, 5
}
