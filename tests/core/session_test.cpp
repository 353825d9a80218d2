// The session: one game under a chosen rule set, with its positions, on the ring game. Every member
// is exercised at real plies; the rules are FIDE's (9.2 threefold, 9.6.1 fivefold) and a superko.
#include "ring_driver.hpp"

#include <repetita/rules/on_fact.hpp>
#include <repetita/session.hpp>

#include <catch2/catch.hpp>
#include <range/v3/range/conversion.hpp>

#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

using repetita::ply_facts;
using repetita::verdict_kind;
using repetita::rules::nfold;
using repetita::rules::on_fact;

namespace {
constexpr nfold threefold{.name = "threefold", .citation = "FIDE 9.2.2", .threshold = 3,
                          .move_claim_citation = "FIDE 9.2.1"};
constexpr nfold fivefold{.name = "fivefold", .citation = "FIDE 9.6.1", .threshold = 5, .effect = verdict_kind::draw};
constexpr nfold superko{.name = "superko", .citation = "Tromp-Taylor rules", .threshold = 2,
                        .effect = verdict_kind::illegal_move};

// A history fact for the tests: the player to move is cornered, every step of one cell making a
// board that occurred before (illegal under superko). Like Arimaa's check 6, only the history tells.
struct cornered {
  static constexpr ply_facts::bits_type facts = ply_facts::first_game_fact;
  static inline int asked = 0;

  void clear() noexcept {}
  template <class Tracker>
  [[nodiscard]] ply_facts judge(Tracker& t, std::size_t rs, const ring::position&, const ring::position& after) {
    ++asked;
    if (t.end(rs)) return {};
    for (const int s : {-1, +1})
      if (t.verdict_if_move(rs, after, ring::step(s)).kind != verdict_kind::illegal_move) return {};
    return ply_facts(facts);
  }
  void pop() noexcept {}
};
constexpr on_fact cornered_loses{.name = "cornered", .citation = "tests", .facts = cornered::facts,
                                 .effect = verdict_kind::loss, .who = repetita::party::to_move};

constexpr auto rules = repetita::make_registry(
    repetita::make_rule_set<ring::situation>({"fide", "threefold claim, fivefold draw", "FIDE 9.2, 9.6.1"},
                                             fivefold, threefold),
    repetita::make_rule_set<ring::board_only>({"superko", "positional superko", "tests"}, superko),
    repetita::make_rule_set<ring::board_only>({"cornered", "superko; a cornered player loses", "tests"}, superko,
                                              cornered_loses));
using registry_type = std::remove_cvref_t<decltype(rules)>;
using session = repetita::session<ring::game, registry_type, cornered>;

const ring::position start{1, ring::player::first, 0};

void steps(session& s, std::initializer_list<int> list) {
  for (const int k : list) static_cast<void>(s.play(ring::step(k)));
}
}  // namespace

TEST_CASE("session: plays, judges under the chosen rule set and keeps the positions", "[core][session]") {
  session s(rules, start, "fide");
  CHECK(s.rule_set() == 0);
  CHECK(s.ply() == 0);
  CHECK(s.current() == start);
  CHECK_FALSE(s.verdict_now());
  steps(s, {+1, -1, +1});
  CHECK(s.ply() == 3);
  CHECK(s.positions().size() == 4);
  CHECK(s.current() == ring::position{2, ring::player::second, 0});
  CHECK(s.to_move() == 1);
  // FIDE 9.2.1: the second player may claim by writing -1, which makes 1F occur the third time.
  const auto claim = s.claim_by_move(ring::step(-1));
  REQUIRE(claim.kind == verdict_kind::claimable_draw);
  CHECK(claim.who == 1);
  CHECK(claim.citation == "FIDE 9.2.1");
  CHECK_FALSE(s.claim_by_move(ring::step(+2)));
  CHECK(s.verdict_if_move(ring::step(-1)).kind == verdict_kind::claimable_draw);
  CHECK(s.ply() == 3);  // asking changes nothing

  // FIDE 9.2.2: at ply 4 the position is on the board for the third time; the player to move claims.
  const auto& v = s.play(ring::step(-1));
  CHECK(v.kind == verdict_kind::claimable_draw);
  CHECK(v.rule == "threefold");
  CHECK(v.ply == 4);
  CHECK(s.can_claim());
  CHECK(s.count(4) == 3);
  CHECK((s.occurrences() | ranges::to<std::vector>) == std::vector<repetita::ply_t>{4, 2, 0});
  std::vector<std::string_view> speaking;
  s.for_each_rule_verdict([&](const repetita::verdict& r) { speaking.push_back(r.rule); });
  CHECK(speaking == std::vector<std::string_view>{"threefold"});
  CHECK_FALSE(s.is_over());

  // FIDE 9.6.1: the fifth occurrence (ply 8) ends the game; a later move is void.
  steps(s, {+1, -1, +1, -1});
  CHECK(s.verdict_now().kind == verdict_kind::draw);
  CHECK(s.is_over());
  CHECK(s.outcome().rule == "fivefold");
  CHECK(s.outcome().ply == 8);
  CHECK_FALSE(s.can_claim());
  CHECK(s.void_moves() == 0);
  steps(s, {+3});
  CHECK(s.void_moves() == 1);
  CHECK(s.is_void(9));
  CHECK_FALSE(s.is_void(8));
  CHECK(s.verdict_now().rule == "fivefold");
}

TEST_CASE("session: undo to the start, and not past it", "[core][session]") {
  session s(rules, start, "fide");
  steps(s, {+1, -1, +1, -1, +1, -1, +1, -1});
  REQUIRE(s.is_over());
  for (int i = 0; i < 8; ++i) s.pop();
  CHECK(s.ply() == 0);
  CHECK(s.current() == start);
  CHECK_FALSE(s.is_over());
  CHECK_FALSE(s.verdict_now());
  CHECK_THROWS_AS(s.pop(), std::logic_error);
  CHECK(s.ply() == 0);  // the failed undo left everything as it was
  CHECK(s.current() == start);
  CHECK(s.positions().size() == 1);
  steps(s, {+1, -1, +1, -1});  // the same game again gives the same verdicts
  CHECK(s.verdict_now().kind == verdict_kind::claimable_draw);
  CHECK(s.verdict_now().ply == 4);
}

TEST_CASE("session: a new game forgets the last one", "[core][session]") {
  session s(rules, start, "fide");
  steps(s, {+1, -1, +1, -1, +1, -1, +1, -1});
  REQUIRE(s.is_over());
  const ring::position other{5, ring::player::second, 0};
  s.start(other);
  CHECK(s.ply() == 0);
  CHECK(s.current() == other);
  CHECK(s.positions().size() == 1);
  CHECK_FALSE(s.is_over());
  CHECK(s.count(0) == 1);
}

TEST_CASE("session: legality under the chosen rule set, and positions pushed by the caller", "[core][session]") {
  session s(rules, start, "superko");
  CHECK(s.rule_set() == 1);
  steps(s, {+1});
  // Tromp-Taylor: a move may not recreate an earlier board (cell 1 at ply 0).
  CHECK_FALSE(s.is_legal(ring::step(-1)));
  CHECK(s.verdict_if_move(ring::step(-1)).rule == "superko");
  CHECK(s.is_legal(ring::step(+1)));
  // A caller with its own engine asks about the position and the move's input, then pushes them.
  const ring::position after{1, ring::player::first, 0};
  CHECK(s.verdict_if(after, repetita::tracker<ring::game, registry_type>::input_of(s.current(), ring::step(-1), after))
            .kind == verdict_kind::illegal_move);
  const auto& v = s.push(after, repetita::tracker<ring::game, registry_type>::input_of(s.current(), ring::step(-1), after));
  CHECK(v.kind == verdict_kind::illegal_move);
  CHECK(v.who == 1);
  CHECK_FALSE(s.is_over());  // an illegal move is reported; it does not end the game
  s.pop();
  CHECK(s.ply() == 1);
  CHECK_FALSE(s.verdict_now());
}

TEST_CASE("session: rule sets are chosen by name or index, with clear errors", "[core][session]") {
  CHECK(session(rules, start, std::size_t{2}).rule_set() == 2);
  CHECK_THROWS_AS(session(rules, start, std::size_t{3}), std::invalid_argument);
  try {
    session s(rules, start, "fide-1066");
    FAIL("an unknown rule set was accepted");
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    CHECK(what.find("no rule set is called that") != std::string::npos);
    CHECK(what.find("\"fide-1066\"") != std::string::npos);
    CHECK(what.find("known: fide superko cornered") != std::string::npos);
  }
  CHECK_THROWS_AS(session::rule_set_index(rules, "", "x"), std::invalid_argument);
  CHECK(session::rule_set_index(rules, "cornered", "x") == 2);
}

TEST_CASE("session: a history fact is asked only for a rule set that reads it", "[core][session]") {
  STATIC_REQUIRE(rules.reads_facts(2, cornered::facts));
  STATIC_REQUIRE_FALSE(rules.reads_facts(1, cornered::facts));
  cornered::asked = 0;
  session plain(rules, start, "superko");
  steps(plain, {+1, +2, -1});
  CHECK(cornered::asked == 0);

  session s(rules, start, "cornered");
  steps(s, {+1, +2});  // cells 1, 2, 4: at cell 4 both neighbours are new
  CHECK(cornered::asked == 2);
  CHECK_FALSE(s.is_over());
  steps(s, {-1});  // cell 3: cells 2 and 4 have occurred, every step repeats a board
  CHECK(cornered::asked == 3);
  CHECK(s.verdict_now().kind == verdict_kind::loss);
  CHECK(s.verdict_now().rule == "cornered");
  CHECK(s.verdict_now().who == 1);  // the player to move at ply 3
  CHECK(s.outcome().ply == 3);
  s.pop();
  CHECK_FALSE(s.is_over());
  CHECK(s.ply() == 2);
  steps(s, {+1});  // cell 5 instead: not cornered
  CHECK_FALSE(s.is_over());
}
