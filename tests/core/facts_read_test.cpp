// The facts a rule reads (facts_read.hpp): a rule set's, a registry's and a tracker's union, and a
// game whose costly fact is computed only when a tracked rule reads it (as xiangqi's mate threat is
// for the Chinese rules alone). On the ring game, with a "long cycle" rule that reads a fact of its
// own over a repetition, as a perpetual-chase rule does.
#include "ring_driver.hpp"

#include <repetita/facts_read.hpp>
#include <repetita/rules/cycle_override.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/on_fact.hpp>
#include <repetita/session.hpp>
#include <repetita/tracker.hpp>

#include <catch2/catch.hpp>

#include <type_traits>

using repetita::ply_facts;
using repetita::verdict_kind;
using repetita::rules::nfold;

namespace {

// A fact the ring game computes at a cost: the token landed on an even cell.
constexpr ply_facts::bits_type even_cell = ply_facts::first_game_fact << 1;

// The ring game, its ply facts taking `wanted`: `even_cell` is computed (and counted) only when asked.
struct counting_ring : ring::game {
  static inline int computed = 0;
  static repetita::ply_facts ply_facts(const ring::position& before, const ring::move& m, const ring::position& after,
                                       repetita::ply_facts::bits_type wanted = ~repetita::ply_facts::bits_type{0}) {
    repetita::ply_facts f = ring::game::ply_facts(before, m, after);
    if ((wanted & even_cell) != 0) {
      ++computed;
      if (after.cell % 2 == 0) f.set(even_cell);
    }
    return f;
  }
};

// The second occurrence of a position is a loss for the player whose every move of the cycle
// landed on an even cell: like a perpetual chase, judged from a fact its trigger does not name.
struct even_cycle_loses {
  std::string_view name = "even cycle";
  std::string_view citation = "tests";
  nfold inner{.name = "twofold", .citation = "tests", .threshold = 2};
  static constexpr repetita::evidence_kind evidence = repetita::evidence_kind::positions;

  [[nodiscard]] constexpr repetita::trigger when() const noexcept { return repetita::trigger_of(inner); }
  [[nodiscard]] constexpr ply_facts::bits_type reads() const noexcept { return even_cell; }
  [[nodiscard]] repetita::verdict evaluate(const repetita::rule_context& ctx) const {
    repetita::verdict v = inner.evaluate(ctx);
    if (!v) return v;
    bool every_even = true;
    for (repetita::ply_t i = v.since + 1; i <= v.ply; ++i)
      if (ctx.hist.mover(i) == ctx.hist.mover(v.ply)) every_even = every_even && ctx.hist.facts(i).has(even_cell);
    if (!every_even) return v;
    return repetita::verdict{.kind = verdict_kind::loss, .who = ctx.hist.mover(v.ply), .ply = v.ply,
                             .since = v.since, .count = v.count, .rule = name, .citation = citation};
  }
};

// A rule that says neither when it speaks nor what it reads.
struct opaque_rule {
  std::string_view name = "opaque";
  std::string_view citation = "tests";
  [[nodiscard]] repetita::verdict evaluate(const repetita::rule_context&) const { return {}; }
};

constexpr nfold twofold{.name = "twofold", .citation = "tests", .threshold = 2};
constexpr nfold twofold_but_passes{.name = "twofold", .citation = "tests", .threshold = 2,
                                   .except_after = ply_facts::pass};
constexpr repetita::rules::on_fact on_even{.name = "even", .citation = "tests", .facts = even_cell,
                                           .effect = verdict_kind::draw};

constexpr auto rules = repetita::make_registry(
    repetita::make_rule_set<ring::board_only>({"plain", "twofold", "tests"}, twofold),
    repetita::make_rule_set<ring::board_only>({"even", "twofold; an even cycle loses", "tests"}, even_cycle_loses{}));
constexpr auto plain_only = repetita::standard_registry(rules);

}  // namespace

TEST_CASE("facts read: a rule's are its trigger's and its reads()", "[core][facts_read]") {
  STATIC_REQUIRE(repetita::facts_read_by(twofold) == 0);
  STATIC_REQUIRE(repetita::facts_read_by(twofold_but_passes) == ply_facts::pass);  // nfold::except_after
  STATIC_REQUIRE(repetita::facts_read_by(on_even) == even_cell);                   // its trigger
  STATIC_REQUIRE(repetita::facts_read_by(even_cycle_loses{}) == even_cell);        // its reads()
  // A perpetual-check override reads its fact at every ply of the cycle, and what its inner rule reads.
  constexpr repetita::rules::cycle_override perpetual{twofold_but_passes, "perpetual", "tests", even_cell,
                                                      repetita::rules::mutual_policy::keep_inner};
  STATIC_REQUIRE(repetita::facts_read_by(perpetual) == (even_cell | ply_facts::pass));
  // Without when() or reads(), a rule may read anything.
  STATIC_REQUIRE(repetita::facts_read_by(opaque_rule{}) == ~ply_facts::bits_type{0});

  STATIC_REQUIRE(rules.facts_read(0) == 0);
  STATIC_REQUIRE(rules.facts_read(1) == even_cell);
  STATIC_REQUIRE(rules.facts_read(2) == 0);  // no such rule set
  STATIC_REQUIRE(rules.reads_facts(1, even_cell));
  STATIC_REQUIRE_FALSE(rules.reads_facts(0, even_cell));
}

TEST_CASE("facts read: a tracker asks the game only for the facts its rule sets read", "[core][facts_read]") {
  using repetita::tracker;
  const ring::position start{1, ring::player::first, 0};
  // +1 -1 +1 -1: cells 2, 1, 2, 1; the first player lands on cell 2 both times (even), the second
  // on cell 1 (odd). Ply 3 repeats ply 1's position: the first player's cycle is all even.
  const int moves[] = {+1, -1, +1, -1};

  tracker<counting_ring, std::remove_cvref_t<decltype(plain_only)>> plain(plain_only);
  CHECK(plain.facts_read() == repetita::core_facts);
  counting_ring::computed = 0;
  plain.start(start);
  ring::position p = start;
  for (const int k : moves) p = plain.play(p, ring::step(k));
  CHECK(counting_ring::computed == 0);  // nobody reads it: never computed
  CHECK(plain.end(0).kind == verdict_kind::none);  // twofold speaks without ending the game

  tracker<counting_ring, std::remove_cvref_t<decltype(rules)>> all(rules);
  CHECK(all.facts_read() == (repetita::core_facts | even_cell));
  counting_ring::computed = 0;
  all.start(start);
  p = start;
  for (const int k : moves) p = all.play(p, ring::step(k));
  CHECK(counting_ring::computed == 4);  // read by "even": computed at every ply
  REQUIRE(all.end(1).kind == verdict_kind::loss);
  CHECK(all.end(1).ply == 3);
  CHECK(all.end(1).who == 0);  // the first player's every move of the cycle landed on cell 2
  CHECK(all.end(1).rule == "even cycle");

  // verdict_if_move asks with the same wanted facts: the loss is foreseen only where it is read.
  all.start(start);
  p = start;
  for (const int k : {+1, -1}) p = all.play(p, ring::step(k));
  counting_ring::computed = 0;
  CHECK(all.verdict_if_move(1, p, ring::step(+1)).kind == verdict_kind::loss);
  CHECK(counting_ring::computed == 1);
  plain.start(start);
  p = start;
  for (const int k : {+1, -1}) p = plain.play(p, ring::step(k));
  counting_ring::computed = 0;
  static_cast<void>(plain.verdict_if_move(0, p, ring::step(+1)));
  CHECK(counting_ring::computed == 0);
}

TEST_CASE("facts read: a session asks as its tracker does", "[core][facts_read]") {
  using session = repetita::session<counting_ring, std::remove_cvref_t<decltype(rules)>>;
  const ring::position start{1, ring::player::first, 0};
  session s(rules, start, "even");
  counting_ring::computed = 0;
  for (const int k : {+1, -1, +1}) static_cast<void>(s.play(ring::step(k)));
  CHECK(counting_ring::computed == 3);
  CHECK(s.verdict_now().kind == verdict_kind::loss);
  CHECK(s.outcome().ply == 3);
}
