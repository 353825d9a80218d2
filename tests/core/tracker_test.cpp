// The tracker: several rule sets in one pass, queries before and after a move, undo and forgetting.
#include "ring_driver.hpp"

#include <repetita/rules/move_series.hpp>

#include <catch2/catch.hpp>
#include <range/v3/range/conversion.hpp>

#include <array>
#include <cstdint>
#include <random>
#include <type_traits>
#include <utility>
#include <vector>

using repetita::verdict_kind;
using repetita::rules::nfold;
using repetita::rules::progress_counter;

namespace {
constexpr nfold threefold{.name = "threefold", .citation = "FIDE 9.2.2", .threshold = 3};
constexpr nfold superko{.name = "superko", .citation = "test", .threshold = 2, .effect = verdict_kind::illegal_move};
constexpr progress_counter six_plies{.name = "six-plies", .citation = "test", .threshold = 6};

const auto rules = repetita::make_registry(
    repetita::make_rule_set<ring::situation>({"situational", "threefold on board + side", "tests"}, threefold, six_plies),
    repetita::make_rule_set<ring::board_only>({"positional", "superko on the board alone", "tests"}, superko),
    repetita::make_rule_set<ring::situation>({"situational-superko", "superko on board + side", "tests"}, superko));
}  // namespace

TEST_CASE("tracker: rule sets with different identities judge the same game differently", "[core][tracker]") {
  ring_driver d(rules);
  d.steps({0});  // a pass: same board, other side to move
  CHECK(d.now(1).kind == verdict_kind::illegal_move);  // positional: the board repeats
  CHECK_FALSE(d.now(2));                               // situational: the side differs
  d.steps({+1, -1});                                   // back to 1S: situational repeat of ply 1
  CHECK(d.now(2).kind == verdict_kind::illegal_move);
  CHECK(d.now(2).since == 1);
}

TEST_CASE("tracker: verdict_if answers for a move without playing it", "[core][tracker]") {
  ring_driver d(rules);
  d.steps({+1, -1, +1});
  const ring::position before = d.pos;
  const auto v = d.t.verdict_if_move(0, d.pos, ring::step(-1));  // would make 1F for the third time
  CHECK(v.kind == verdict_kind::claimable_draw);
  CHECK(v.ply == 4);
  CHECK(v.who == 0);
  CHECK(d.t.verdict_if_move(2, d.pos, ring::step(-1)).kind == verdict_kind::illegal_move);
  CHECK_FALSE(d.t.verdict_if_move(2, d.pos, ring::step(+2)));
  const auto all = d.t.verdicts_if(ring::game::play(d.pos, ring::step(-1)), {});
  CHECK(all[0].kind == verdict_kind::claimable_draw);
  CHECK(all[1].kind == verdict_kind::illegal_move);
  // Nothing changed.
  CHECK(d.t.ply() == 3);
  CHECK(d.pos == before);
  CHECK_FALSE(d.now(0));
  CHECK(d.now(2).kind == verdict_kind::illegal_move);  // ply 3 repeats ply 1
  d.steps({+2});
  CHECK(d.t.ply() == 4);
  CHECK_FALSE(d.now(0));
}

TEST_CASE("tracker: several rules at one ply are all listed, the combined verdict follows precedence",
          "[core][tracker]") {
  ring_driver d(rules);
  d.steps({+1, -1, +1, -1, +1, -1});  // ply 6: threefold (1F at 0, 2, 4, 6) and six plies without progress
  std::vector<std::string_view> names;
  d.t.for_each_rule_verdict(0, [&](const repetita::verdict& v) { names.push_back(v.rule); });
  CHECK(names == std::vector<std::string_view>{"threefold", "six-plies"});
  CHECK(d.now(0).rule == "threefold");
  CHECK(d.t.can_claim(0, 0));
  CHECK_FALSE(d.t.can_claim(0, 1));
}

namespace {
// A claim at every ply, counting how often it is asked: it can never outrank a game-ending verdict.
struct counted_claim {
  std::string_view name = "claim";
  std::string_view citation = "tests";
  int* asked = nullptr;
  [[nodiscard]] constexpr verdict_kind strongest() const noexcept { return verdict_kind::claimable_draw; }
  [[nodiscard]] repetita::verdict evaluate(const repetita::rule_context& ctx) const {
    ++*asked;
    return repetita::verdict{.kind = verdict_kind::claimable_draw, .who = 0, .ply = ctx.ply, .rule = name, .citation = citation};
  }
};
// An illegal move at every repetition, with no strongest(): it may outrank anything.
struct repeat_is_illegal {
  std::string_view name = "illegal";
  std::string_view citation = "tests";
  [[nodiscard]] repetita::verdict evaluate(const repetita::rule_context& ctx) const {
    if (ctx.count() < 2) return {};
    return repetita::verdict{.kind = verdict_kind::illegal_move, .who = 1, .ply = ctx.ply, .rule = name, .citation = citation};
  }
};
}  // namespace

TEST_CASE("tracker: a rule that cannot outrank the verdict so far is not asked, a rule that may is",
          "[core][tracker][verdict]") {
  constexpr nfold twofold_draw{.name = "twofold", .citation = "tests", .threshold = 2, .effect = verdict_kind::draw};
  int asked = 0;
  const auto both = repetita::make_registry(
      repetita::make_rule_set<ring::situation>({"draw-first", "", "tests"}, twofold_draw, counted_claim{.asked = &asked}),
      repetita::make_rule_set<ring::situation>({"then-illegal", "", "tests"}, twofold_draw, repeat_is_illegal{}));
  ring_driver d(both);
  CHECK(asked == 1);  // the start (ply 0) is judged too
  d.steps({+1});      // ply 1: nothing repeats, the claim is asked and stands
  CHECK(asked == 2);
  CHECK(d.now(0).kind == verdict_kind::claimable_draw);
  CHECK_FALSE(d.now(1));
  d.steps({-1});  // ply 2 repeats ply 0: the draw stands; the claim, weaker, is not asked
  CHECK(asked == 2);
  CHECK(d.now(0).kind == verdict_kind::draw);
  CHECK(d.now(0).rule == "twofold");
  // A rule without strongest() may give anything: asked after the draw, its illegal move outranks it.
  CHECK(d.now(1).kind == verdict_kind::illegal_move);
  CHECK(d.now(1).rule == "illegal");
  // Listing every rule's verdict asks every rule.
  std::vector<std::string_view> names;
  d.t.for_each_rule_verdict(0, [&](const repetita::verdict& v) { names.push_back(v.rule); });
  CHECK(names == std::vector<std::string_view>{"twofold", "claim"});
  CHECK(asked == 3);
  CHECK(repetita::strongest_of(twofold_draw) == verdict_kind::draw);
  CHECK(repetita::strongest_of(repeat_is_illegal{}) == verdict_kind::illegal_move);
}

TEST_CASE("tracker: occurrences lists the plies of a position, newest first", "[core][tracker]") {
  ring_driver d(rules);
  d.steps({+1, -1, +2, -2, +1, -1});
  CHECK((d.t.occurrences(0, 6) | ranges::to<std::vector>) == std::vector<repetita::ply_t>{6, 4, 2, 0});
  CHECK((d.t.occurrences(0, 5) | ranges::to<std::vector>) == std::vector<repetita::ply_t>{5, 1});
  CHECK((d.t.occurrences(0, 3) | ranges::to<std::vector>) == std::vector<repetita::ply_t>{3});
}

TEST_CASE("tracker: pop restores verdicts exactly", "[core][tracker]") {
  ring_driver d(rules);
  d.steps({+1, -1, +1, -1});
  const auto at4 = d.now(0);
  REQUIRE(at4.kind == verdict_kind::claimable_draw);
  d.steps({+2, +2});
  d.t.pop();
  d.t.pop();
  CHECK(d.now(0) == at4);
  d.t.pop();
  CHECK_FALSE(d.now(0));
  CHECK(d.t.ply() == 3);
}

TEST_CASE("tracker: a second game reuses the tracker", "[core][tracker]") {
  ring_driver d(rules);
  d.steps({+1, -1, +1, -1});
  REQUIRE(d.now(0));
  d.pos = ring::position{5, ring::player::second, 0};
  d.t.start(d.pos);
  CHECK(d.t.ply() == 0);
  CHECK_FALSE(d.now(0));
  d.steps({+1, -1});
  CHECK_FALSE(d.now(0));
  CHECK(d.now(2).kind == verdict_kind::illegal_move);
}

TEST_CASE("tracker: forgetting before irreversible plies changes no verdict", "[core][tracker]") {
  ring_driver remembering(rules);
  ring_driver forgetting(rules, ring::position{1, ring::player::first, 0},
                         repetita::tracker_options{.forget_irreversible = true});
  const auto both = [&](ring::move m) {
    remembering.play(m);
    forgetting.play(m);
    for (std::size_t rs = 0; rs < 3; ++rs) REQUIRE(remembering.now(rs) == forgetting.now(rs));
  };
  for (int s : {+1, -1, +1}) both(ring::step(s));
  both(ring::burn());
  CHECK(forgetting.t.hist().first() == 4);
  CHECK(remembering.t.hist().first() == 0);
  for (int s : {+1, -1, +1, -1, +2, -2}) both(ring::step(s));
  CHECK(forgetting.now(0).kind == verdict_kind::claimable_draw);
  // Undo works down to the irreversible ply, not past it.
  for (int i = 0; i < 6; ++i) forgetting.t.pop();
  CHECK_THROWS_AS(forgetting.t.pop(), std::logic_error);
}

TEST_CASE("tracker: a new game does not inherit the verdict that ended the last one", "[core][tracker]") {
  constexpr nfold fivefold{.name = "fivefold", .citation = "FIDE 9.6.1", .threshold = 5, .effect = verdict_kind::draw};
  ring_driver d(single_rule(fivefold));
  d.steps({+1, -1, +1, -1, +1, -1, +1, -1});
  REQUIRE(d.now().kind == verdict_kind::draw);
  d.steps({+3, +3});  // void plies after the end
  d.pos = ring::position{7, ring::player::first, 0};
  d.t.start(d.pos);
  CHECK_FALSE(d.now());
  CHECK_FALSE(d.t.end(0));
  d.steps({+1});
  CHECK_FALSE(d.now());
}

TEST_CASE("tracker: an illegal move gets one verdict by the first rule that forbids it and no later rule judges it",
          "[core][tracker]") {
  // A move that is illegal is no move: the position it would make did not arise, so no repetition
  // rule judges it and no claim is made in it (the Go play on an occupied point that left the board
  // unchanged was listed as `occupied` and as a positional superko of the ply before: issue 42).
  constexpr nfold threefold_claim{.name = "threefold", .citation = "FIDE 9.2.2", .threshold = 3};
  const auto sets = repetita::make_registry(
      repetita::make_rule_set<ring::board_only>({"superko-first", "", ""}, superko, threefold_claim, six_plies),
      repetita::make_rule_set<ring::board_only>({"claims-first", "", ""}, threefold_claim, six_plies, superko));
  ring_driver d(sets);
  d.steps({+1, -1, +1, -1, +1, -1});  // ply 6: the board of ply 0 for the 4th time, 6 plies without progress
  for (std::size_t rs : {0u, 1u}) {
    CAPTURE(rs);
    std::vector<std::string_view> names;
    d.t.for_each_rule_verdict(rs, [&](const repetita::verdict& v) { names.push_back(v.rule); });
    CHECK(names == std::vector<std::string_view>{"superko"});  // not the threefold nor the six plies
    CHECK(d.now(rs).kind == verdict_kind::illegal_move);       // the combined verdict is that one
    CHECK(d.now(rs).rule == "superko");
  }
}

TEST_CASE("tracker: after the end, moves are void for queries too", "[core][tracker]") {
  constexpr nfold fivefold{.name = "fivefold", .citation = "FIDE 9.6.1", .threshold = 5, .effect = verdict_kind::draw};
  const auto two = repetita::make_registry(repetita::make_rule_set<ring::situation>({"five", "", ""}, fivefold),
                                           repetita::make_rule_set<ring::situation>({"three", "", ""}, threefold));
  ring_driver d(two);
  d.steps({+1, -1, +1, -1, +1, -1, +1, -1});
  d.steps({+2});
  int listed = 0;
  d.t.for_each_rule_verdict(0, [&](const repetita::verdict&) { ++listed; });
  CHECK(listed == 0);  // ply 9 is void for the fivefold rule set
  CHECK(d.t.verdict_if_move(0, d.pos, ring::step(-2)).ply == 8);  // the verdict that ended the game
  CHECK(d.t.verdicts_if(ring::game::play(d.pos, ring::step(-2)), {})[0].ply == 8);
  CHECK(d.t.verdict_if_move(1, d.pos, ring::step(-2)).kind == verdict_kind::claimable_draw);
  CHECK_FALSE(d.t.claim_by_move(0, d.pos, ring::step(-2)));
}

TEST_CASE("tracker: a claim by announcing a move names the mover and the move's clause", "[core][tracker]") {
  nfold claim = threefold;
  claim.move_claim_citation = "FIDE 9.2.1";
  ring_driver d(single_rule(claim));
  d.steps({+1, -1, +1});  // ply 3: the second player to move; -1 would make 1F occur the third time
  const auto v = d.t.claim_by_move(0, d.pos, ring::step(-1));
  REQUIRE(v.kind == verdict_kind::claimable_draw);
  CHECK(v.who == 1);  // the mover claims, before moving
  CHECK(v.ply == 4);
  CHECK(v.citation == "FIDE 9.2.1");
  CHECK(v.rule == "threefold");
  CHECK_FALSE(d.t.claim_by_move(0, d.pos, ring::step(+2)));  // an incorrect claim
  CHECK(d.t.ply() == 3);
}

TEST_CASE("tracker: a rule without a move_claim_citation gives no claim by a move", "[core][tracker]") {
  // The Lichess threefold, FIDE 1985's fifty moves: claims on the board only.
  REQUIRE(threefold.move_claim_citation.empty());
  ring_driver d(single_rule(threefold));
  d.steps({+1, -1, +1});
  CHECK_FALSE(d.t.claim_by_move(0, d.pos, ring::step(-1)));  // -1 makes 1F occur the third time
  d.steps({-1});
  CHECK(d.now().kind == verdict_kind::claimable_draw);  // made, it may be claimed
  CHECK_FALSE(d.t.claim_by_last_move(0));
}

TEST_CASE("tracker: claim_by_last_move is claim_by_move asked one ply earlier", "[core][tracker][property]") {
  // FIDE 9.2.1, USCF 14C2: "could the mover have claimed by writing the move just played?" asked
  // after the move must be what claim_by_move said before it, at every ply of random games, for
  // a rule set that ends (a fivefold) and one that does not, with the rule entry that gave it.
  nfold claim = threefold;
  claim.move_claim_citation = "FIDE 9.2.1";
  progress_counter clock = six_plies;
  clock.move_claim_citation = "test 9.3.1";
  constexpr nfold fivefold{.name = "fivefold", .citation = "FIDE 9.6.1", .threshold = 5, .effect = verdict_kind::draw};
  const auto registry = repetita::make_registry(
      repetita::make_rule_set<ring::situation>({"ends", "fivefold, threefold claims", "tests"}, fivefold, claim, clock),
      repetita::make_rule_set<ring::board_only>({"goes-on", "claims only", "tests"}, clock, claim));
  const auto seed = GENERATE(take(10, random(1u, 1000000u)));
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> step(-1, 1);
  ring_driver d(registry);
  std::size_t claims = 0;
  for (int ply = 0; ply < 80; ++ply) {
    const ring::move m = ring::step(step(rng));
    std::array<repetita::verdict, 2> expected{d.t.claim_by_move(0, d.pos, m), d.t.claim_by_move(1, d.pos, m)};
    d.play(m);
    for (std::size_t rs = 0; rs < 2; ++rs) {
      INFO("seed " << seed << ", ply " << d.t.ply() << ", rule set " << rs);
      const repetita::verdict v = d.t.claim_by_last_move(rs);
      REQUIRE(v == expected[rs]);
      if (!v) continue;
      ++claims;
      const repetita::rule_info r = registry.rule_info_at(rs, v.rule_index);
      CHECK(r.name == v.rule);
      CHECK(r.move_claim_citation == v.citation);
      CHECK(v.who == d.t.hist().mover(d.t.ply()));
    }
  }
  CHECK(claims > 0);
}

TEST_CASE("tracker: claim_by_last_move when the game ends at the ply or ended before it", "[core][tracker]") {
  nfold claim = threefold;
  claim.move_claim_citation = "FIDE 9.2.1";
  constexpr nfold fivefold{.name = "fivefold", .citation = "FIDE 9.6.1", .threshold = 5, .effect = verdict_kind::draw};
  ring_driver d(repetita::make_registry(
      repetita::make_rule_set<ring::situation>({"ends", "fivefold, threefold claims", "tests"}, fivefold, claim)));
  CHECK_FALSE(d.t.claim_by_last_move(0));  // the start: no move led here
  d.steps({+1, -1, +1, -1, +1, -1, +1});
  const auto before = d.t.claim_by_move(0, d.pos, ring::step(-1));
  REQUIRE(before.kind == verdict_kind::claimable_draw);
  d.steps({-1});  // ply 8: 1F for the fifth time, FIDE 9.6.1 ends the game here
  REQUIRE(d.t.end(0).ply == 8);
  // The claim was correct when the move was written: the game had not ended then.
  const auto at_end = d.t.claim_by_last_move(0);
  CHECK(at_end == before);
  CHECK(at_end.rule_index == 1);
  CHECK(at_end.citation == "FIDE 9.2.1");
  CHECK(at_end.who == 1);
  d.steps({+1});  // ply 9 is void: the game ended before it
  CHECK_FALSE(d.t.claim_by_last_move(0));
  CHECK_FALSE(d.t.claim_by_move(0, d.pos, ring::step(-1)));
  d.t.pop();
  CHECK(d.t.claim_by_last_move(0) == before);  // back at ply 8
}

TEST_CASE("tracker: queries check their arguments", "[core][tracker]") {
  ring_driver d(rules);
  d.steps({+1});
  CHECK_THROWS_AS(d.t.occurrences(3, 0), std::out_of_range);
  CHECK_THROWS_AS(d.t.occurrences(0, 2), std::out_of_range);
  CHECK_THROWS_AS(d.t.verdict_now(3), std::out_of_range);
  CHECK_THROWS_AS(d.t.verdict_if(5, d.pos, {}), std::out_of_range);
  d.t.pop();
  CHECK_THROWS_AS(d.t.pop(), std::logic_error);
}

TEST_CASE("tracker: verdict_if indexes one identity and agrees with a full push", "[core][tracker][property]") {
  // verdict_if pushes only the asked rule set's identity (and its base, for a refinement); its
  // answer must be the one a push of every identity gives, on random games, for every rule set.
  using refined_situation = repetita::identity<ring::cell, ring::stage, ring::side>;  // refines board_only
  const auto registry = repetita::make_registry(
      repetita::make_rule_set<ring::board_only>({"positional", "superko on the board", "tests"}, superko),
      repetita::make_rule_set<refined_situation>({"refined", "threefold, refined identity", "tests"}, threefold),
      repetita::make_rule_set<refined_situation>({"refined-superko", "superko, refined identity", "tests"}, superko),
      repetita::make_rule_set<ring::situation>({"situational", "threefold and six plies", "tests"}, threefold,
                                               six_plies));
  const auto seed = GENERATE(take(5, random(1u, 1000000u)));
  std::mt19937 rng(seed);
  ring_driver d(registry);
  for (int ply = 0; ply < 60; ++ply) {
    for (const int step : {-2, -1, 0, +1, +2}) {
      const ring::position after = ring::game::play(d.pos, ring::step(step));
      const repetita::ply_input input = decltype(d.t)::input_of(d.pos, ring::step(step), after);
      const auto all = d.t.verdicts_if(after, input);
      for (std::size_t rs = 0; rs < 4; ++rs) {
        const repetita::verdict one = d.t.verdict_if(rs, after, input);
        REQUIRE(one.kind == all[rs].kind);
        REQUIRE(one.ply == all[rs].ply);
        REQUIRE(one.since == all[rs].since);
        REQUIRE(one.count == all[rs].count);
      }
    }
    d.steps({static_cast<int>(rng() % 5) - 2});
  }
}

TEST_CASE("tracker: popping back before the end withdraws the ending verdict, after quiet void plies too",
          "[core][tracker]") {
  constexpr nfold fivefold{.name = "fivefold", .citation = "FIDE 9.6.1", .threshold = 5, .effect = verdict_kind::draw};
  ring_driver d(single_rule(fivefold));
  d.steps({+1, -1, +1, -1, +1, -1, +1, -1});
  REQUIRE(d.now().kind == verdict_kind::draw);  // ply 8
  d.steps({+3, +3});                           // void plies, quiet for every other rule set
  CHECK(d.now().ply == 8);
  d.t.pop();
  d.t.pop();
  CHECK(d.now().ply == 8);
  d.t.pop();  // back to ply 7: the game has not ended
  CHECK(d.t.ply() == 7);
  CHECK_FALSE(d.t.end(0));
  CHECK_FALSE(d.now());
}

namespace {
// Every field of every retained entry of two histories.
void require_same_history(const repetita::history& a, const repetita::history& b) {
  REQUIRE(a.first() == b.first());
  REQUIRE(a.last() == b.last());
  for (repetita::ply_t p = a.first(); p <= a.last(); ++p) {
    const auto& x = a.at(p);
    const auto& y = b.at(p);
    REQUIRE(x.move_key == y.move_key);
    REQUIRE(x.facts == y.facts);
    REQUIRE(x.clock == y.clock);
    REQUIRE(x.previous_same_move == y.previous_same_move);
    REQUIRE(x.move_count == y.move_count);
    REQUIRE(x.repeat_run == y.repeat_run);
    REQUIRE(x.to_move == y.to_move);
    REQUIRE(x.mover == y.mover);
  }
}
}  // namespace

TEST_CASE("tracker: its history, kept in the identities' rows, equals a history of its own", "[core][tracker][property]") {
  // A tracker keeps a ply's history entry in the same row as its identities' links (one append per
  // ply): through pushes that grow the rows, pops, forgetting, copies and moves, it must read as a
  // standalone history fed the same plies does.
  constexpr repetita::rules::move_series series{.name = "series", .citation = "tests", .repeats = 3};
  const auto registry = repetita::make_registry(
      repetita::make_rule_set<ring::situation>({"situational", "threefold", "tests"}, threefold, six_plies),
      repetita::make_rule_set<ring::board_only>({"series", "move series", "tests"}, series));
  using registry_type = std::remove_cvref_t<decltype(registry)>;
  const auto seed = GENERATE(take(5, random(1u, 1000000u)));
  const bool forget = GENERATE(false, true);
  std::mt19937 rng(seed);
  ring_driver d(registry, ring::position{1, ring::player::first, 0}, {.forget_irreversible = forget});
  REQUIRE(d.t.hist().links_moves());
  repetita::history alone;
  alone.link_moves(true);
  alone.start(repetita::index_of<ring::game>(ring::game::side_to_move(d.pos)), ring::game::start_facts(d.pos));
  std::vector<ring::position> stack{d.pos};
  for (int i = 0; i < 600; ++i) {
    const bool can_pop = stack.size() > 1 && d.t.ply() > d.t.hist().first();
    if (can_pop && rng() % 4 == 0) {
      d.t.pop();
      alone.pop();
      stack.pop_back();
      d.pos = stack.back();
    } else {
      const int r = static_cast<int>(rng() % 25);
      const ring::move m = r == 0 ? ring::burn() : ring::step(r % 5 - 2);
      const ring::position after = ring::game::play(d.pos, m);
      const auto input = repetita::tracker<ring::game, registry_type>::input_of(d.pos, m, after);
      d.play(m);
      alone.push(repetita::index_of<ring::game>(ring::game::side_to_move(after)), input);
      if (forget && input.facts.has(repetita::ply_facts::irreversible)) alone.forget_before(alone.last());
      stack.push_back(d.pos);
    }
    require_same_history(d.t.hist(), alone);
    if (i % 150 == 149) {  // a copy and a move read their own rows, and go on from them
      auto copy = d.t;
      d.t = std::move(copy);
      require_same_history(d.t.hist(), alone);
      const auto moved_alone = std::move(alone);
      alone = moved_alone;
      require_same_history(d.t.hist(), alone);
    }
  }
}

TEST_CASE("history: a copied or moved history reads its own entries, also when it grows", "[core][history]") {
  repetita::history original;
  original.link_moves(true, 16);
  original.start(0);
  const auto push = [](repetita::history& h, std::uint64_t move) {
    repetita::ply_input in;
    in.move_key = move;
    h.push(static_cast<repetita::player_index>((h.last() + 1) % 2), in);
  };
  for (const std::uint64_t k : {1u, 2u, 1u, 2u}) push(original, k);
  auto copied = original;
  auto moved_from = original;
  auto moved = std::move(moved_from);
  for (std::uint64_t k = 0; k < 1000; ++k) push(original, 3);  // its rows move; the others' must not follow
  for (repetita::history* h : {&copied, &moved}) {
    REQUIRE(h->last() == 4);
    CHECK(h->previous_same_move(4) == 2);
    CHECK(h->move_count(4) == 2);
    for (std::uint64_t k = 0; k < 1000; ++k) push(*h, k % 2 + 1);  // grows its own rows
    CHECK(h->last() == 1004);
    CHECK(h->move_count(1004) == 502);
    CHECK(h->previous_same_move(1004) == 1002);
  }
  CHECK(original.move_count(1004) == 1000);
  moved_from.start(1);  // a moved-from history starts again
  push(moved_from, 5);
  CHECK(moved_from.last() == 1);
  CHECK(moved_from.to_move(0) == 1);
}
