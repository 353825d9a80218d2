// The end-of-turn checks in the official order, the repetition rule (third occurrence illegal,
// reached through different step orders), the loss when every move would repeat, and the
// differences between the `arimaa` and `aei` rule sets. Every game here is of our own making.
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <array>

using namespace arimaa_test;
using repetita::verdict_kind;
namespace nt = repetita::arimaa::notation;

namespace {
nt::game_result run(std::string_view text, const position& start, std::string_view rs = "arimaa") {
  auto r = nt::replay(text, rs, start);
  if (!r) FAIL(r.error().to_string());
  return r.value();
}
}  // namespace

TEST_CASE("arimaa: registry", "[arimaa][rules]") {
  const auto infos = rule_sets.infos();
  REQUIRE(infos.size() == 2);
  CHECK(infos[0].name == "arimaa");
  CHECK(infos[1].name == "aei");
  CHECK(find_rule_set("aei") == 1u);
  CHECK_FALSE(find_rule_set("fide"));
}

TEST_CASE("arimaa: whether a rule set makes check 6 follows from its rules", "[arimaa][rules][repetition]") {
  // Arimaa Game Rules, end of the game 6: only a rule set with the immobilization-by-repetition rule
  // (it reads facts::only_repetitions) needs the history fact; AEI has no such rule.
  STATIC_REQUIRE(makes_repetition_immobilization(0));
  STATIC_REQUIRE_FALSE(makes_repetition_immobilization(1));
  STATIC_REQUIRE(rule_sets.reads_facts(0, repetition_immobilization::facts));
  constexpr auto aei_with_check_6 = repetita::make_registry(repetita::make_rule_set<situation_identity>(
      {"aei-6", "aei and check 6", "tests"}, rules::aei_repetition, rules::repetition_immobilization));
  STATIC_REQUIRE(aei_with_check_6.reads_facts(0, facts::only_repetitions));
  CHECK(detects_repetition_immobilization == std::array<bool, 2>{true, false});
}

TEST_CASE("arimaa: goal (end of game 1)", "[arimaa][rules][end]") {
  const position start = board("Ra7 Ed4 rh8 eh5");
  const auto g = run("2g Ra7n", start);
  REQUIRE(g.winner == color::gold);
  CHECK(g.why == nt::reason::goal);
  CHECK(g.ply == 1);
  CHECK(g.decisive.citation == "Arimaa Game Rules, end of game 1");
}

TEST_CASE("arimaa: an enemy rabbit pulled onto its goal row makes the mover lose (end of game 2)",
          "[arimaa][rules][end]") {
  const position start = board("Eb1 Rd4 rb2 eh5");
  const auto g = run("2g Eb1w rb2s", start);
  REQUIRE(g.winner == color::silver);
  CHECK(g.why == nt::reason::goal);
  CHECK(g.decisive.rule == "goal");
  CHECK(g.decisive.citation == "Arimaa Game Rules, end of game 2");
  CHECK(g.decisive.who == 0);  // the loser: gold
}

TEST_CASE("arimaa: both goals at once: the mover wins (check 1 before check 2)", "[arimaa][rules][end]") {
  const position start = board("Ra7 Eb1 rb2 eh5");
  const auto g = run("2g Ra7n Eb1w rb2s", start);
  REQUIRE(g.winner == color::gold);
  CHECK(g.decisive.citation == "Arimaa Game Rules, end of game 1");
}

TEST_CASE("arimaa: elimination by a push into a trap (end of game 3)", "[arimaa][rules][end][trap]") {
  const position start = board("Ec5 Ra2 rc4 eh5");
  const auto g = run("2g rc4s rc3x Ec5s", start);
  REQUIRE(g.winner == color::gold);
  CHECK(g.why == nt::reason::elimination);
  CHECK(g.decisive.citation == "Arimaa Game Rules, end of game 3");
  CHECK(g.final_position.pieces(color::silver, piece_type::rabbit) == 0);
}

TEST_CASE("arimaa: both sides lose their last rabbit in one turn: the mover wins", "[arimaa][rules][end][trap]") {
  const position start = board("Ec5 Rf3 Df4 rc4 eh5");
  const auto g = run("2g rc4s rc3x Ec5s Df4n Rf3x", start);
  REQUIRE(g.winner == color::gold);
  CHECK(g.why == nt::reason::elimination);
  CHECK(g.decisive.citation == "Arimaa Game Rules, end of game 3");
}

TEST_CASE("arimaa: the mover loses its own last rabbit (end of game 4)", "[arimaa][rules][end][trap]") {
  const position start = board("Rf3 Df4 Ea1 rc7 eh5");
  const auto g = run("2g Df4n Rf3x", start);
  REQUIRE(g.winner == color::silver);
  CHECK(g.why == nt::reason::elimination);
  CHECK(g.decisive.citation == "Arimaa Game Rules, end of game 4");
}

TEST_CASE("arimaa: immobilization (end of game 5)", "[arimaa][rules][end]") {
  // the silver rabbit on h8 is frozen by the gold dog and is silver's only piece
  const position start = board("Dh7 Ed4 Ra2 rh8");
  for (const char* rs : {"arimaa", "aei"}) {
    const auto g = run("2g Ed4n", start, rs);
    REQUIRE(g.winner == color::gold);
    CHECK(g.why == nt::reason::immobilization);
    CHECK(g.decisive.rule == "immobilization");
  }
  // and a rabbit boxed in by its own side's pieces cannot move either (blocked, not frozen)
  const position boxed = board("Ed4 Ra2 rh8 ch7 cg8", color::gold);
  CHECK(has_changing_move(play(boxed, steps("Ed4n"))));  // the cats can still move
}

TEST_CASE("arimaa: a move that does not change the position is illegal", "[arimaa][rules]") {
  const position start = board("Ed4 Ra2 rh8 eh5");
  referee ref(start);
  const auto v = ref.check(steps("Ed4n Ed5s"));
  CHECK(v.kind == verdict_kind::illegal_move);
  CHECK(v.rule == "unchanged-position");
  CHECK(v.who == 0);
  const auto g = run("2g Ed4n Ed5s", start);
  CHECK(g.why == nt::reason::illegal_move);
  CHECK(g.winner == color::silver);
  const auto pass = run("2g pass", start);
  CHECK(pass.why == nt::reason::illegal_move);
}

// Positions (gold E, silver e, side): P0 = (d4, e7, g). Gold reaches e5 and comes back through
// different step orders; the fourth silver turn would make P0 occur a third time.
TEST_CASE("arimaa: a third occurrence is illegal, whatever the step orders (repetition)", "[arimaa][rules][repetition]") {
  const position start = board("Ed4 Ra2 ee7 rh8");
  referee ref(start);
  const char* turns[] = {"Ed4n Ed5e", "ee7w", "Ee5w Ed5s", "ed7e",   // P0 again (2nd)
                         "Ed4e Ee4n", "ee7w", "Ee5s Ee4w"};           // the same positions by other orders
  for (const char* t : turns) {
    const move m = steps(t);
    REQUIRE(check_move(ref.current(), m).empty());
    REQUIRE(ref.play(m).kind == verdict_kind::none);
  }
  // silver to move in (d4, d7): ed7e would recreate P0 for the third time
  const auto v = ref.check(steps("ed7e"));
  CHECK(v.kind == verdict_kind::illegal_move);
  CHECK(v.rule == "repetition");
  CHECK(v.who == 1);
  CHECK(v.count == 3);
  CHECK(v.since == 0);
  // so would a three-step move that ends on the same board
  CHECK(ref.check(steps("ed7s ed6n ed7e")).kind == verdict_kind::illegal_move);
  // a different move is legal; the illegal one is not among the legal moves
  CHECK(ref.check(steps("ed7s")).kind == verdict_kind::none);
  const position p0 = play(ref.current(), steps("ed7e"));
  bool found = false;
  static_cast<void>(ref.for_each_legal([&](const position& a) {
    found = found || a.same_board(p0);
    return true;
  }));
  CHECK_FALSE(found);
  CHECK(ref.count_legal() + 1 == move_generator{}.count(ref.current()));
  // in a record, the move ends the game: the mover (silver) made an illegal move
  const auto g = run("2g Ed4n Ed5e\n2s ee7w\n3g Ee5w Ed5s\n3s ed7e\n4g Ed4e Ee4n\n4s ee7w\n5g Ee5s Ee4w\n5s ed7s ed6n ed7e\n",
                     start);
  CHECK(g.why == nt::reason::illegal_move);
  CHECK(g.winner == color::gold);
  CHECK(g.ply == 8);
  CHECK(g.decisive.rule == "repetition");
}

// Silver's only piece is a rabbit that can only shuttle between a2 and b2: gold rabbits on a1, b1
// and c2 block it, and a silver rabbit never steps back (north). A position that can arise in play.
TEST_CASE("arimaa: a player whose every move would repeat loses (end of game 6)", "[arimaa][rules][repetition]") {
  const position start = board("Ed4 Ra1 Rb1 Rc2 ra2");
  const char* record = "2g Ed4n\n2s ra2e\n3g Ed5s\n3s rb2w\n4g Ed4n\n4s ra2e\n5g Ed5s\n5s\n";
  SECTION("arimaa: silver loses at once, after gold's fifth turn") {
    const auto g = run(record, start, "arimaa");
    REQUIRE(g.winner == color::gold);
    CHECK(g.why == nt::reason::immobilization);
    CHECK(g.ply == 7);
    CHECK(g.decisive.rule == "immobilization-by-repetition");
    CHECK(g.decisive.citation == "Arimaa Game Rules, end of game 6");
    CHECK(g.decisive.who == 1);
  }
  SECTION("aei: the start is not counted, so silver still has its move") {
    CHECK_FALSE(run(record, start, "aei").winner);
    referee ref(start, "aei");
    for (const char* t : {"Ed4n", "ra2e", "Ed5s", "rb2w", "Ed4n", "ra2e", "Ed5s"}) ref.play(steps(t));
    CHECK(ref.count_legal() == 1);
  }
  SECTION("the referee has no legal move for silver") {
    referee ref(start);
    for (const char* t : {"Ed4n", "ra2e", "Ed5s", "rb2w", "Ed4n", "ra2e", "Ed5s"}) ref.play(steps(t));
    CHECK(ref.outcome().kind == verdict_kind::loss);
    CHECK(ref.count_legal() == 0);
  }
}

// The same shuttle, started with silver to move so that the start position is one of the cycle's:
// under aei it is not counted, gold's eighth turn stays legal and the repetition-bound silver is
// not seen as immobilized: its forced move is illegal (result i).
TEST_CASE("arimaa: aei does not detect a player whose every move would repeat", "[arimaa][rules][aei]") {
  const position start = board("Ed4 Ra1 Rb1 Rc2 rb2", color::silver);
  const char* record = "2s rb2w\n3g Ed4n\n3s ra2e\n4g Ed5s\n4s rb2w\n5g Ed4n\n5s ra2e\n6g Ed5s\n6s rb2w\n";
  const auto aei = run(record, start, "aei");
  REQUIRE(aei.winner == color::gold);
  CHECK(aei.why == nt::reason::illegal_move);
  CHECK(aei.ply == 9);
  CHECK(aei.decisive.rule == "repetition");
  // AEI ends the game there: under aei the third occurrence is a loss for the mover, under arimaa
  // a move the referee refuses.
  CHECK(aei.decisive.kind == verdict_kind::loss);
  CHECK(aei.decisive.who == 1);
  CHECK(aei.decisive.citation == "AEI pyrimaa/game.py (3rd time repetition)");
  const auto official = run(std::string_view(record).substr(0, std::string_view(record).size() - 9), start, "arimaa");
  REQUIRE(official.winner == color::silver);  // the start counts: gold's eighth turn is the third occurrence
  CHECK(official.why == nt::reason::illegal_move);
  CHECK(official.ply == 8);
}

TEST_CASE("arimaa: the aei rule set does not count a supplied start position", "[arimaa][rules][aei]") {
  const position start = board("Ed4 Ra2 ee7 rh8");
  // P0 occurs at ply 0 (the start), 4 and 8: third under arimaa, second under aei
  const char* text = "2g Ed4n\n2s ee7w\n3g Ed5s\n3s ed7e\n4g Ed4n\n4s ee7w\n5g Ed5s\n5s ed7e\n";
  const auto official = run(text, start, "arimaa");
  CHECK(official.why == nt::reason::illegal_move);
  CHECK(official.ply == 8);
  const auto aei = run(text, start, "aei");
  CHECK_FALSE(aei.winner);
}

TEST_CASE("arimaa: identity: pieces of one kind are interchangeable, the side to move counts", "[arimaa][identity]") {
  const position a = board("Ra2 Rb2 rh8");
  position b = board("Rb2 Ra2 rh8");
  CHECK(situation_identity::key(a) == situation_identity::key(b));
  CHECK(situation_identity::hash(a) == situation_identity::hash(b));
  b.set_to_move(color::silver);
  CHECK_FALSE(situation_identity::key(a) == situation_identity::key(b));
  // two dogs that swap squares leave the position unchanged: the turn is illegal
  const position dogs = board("Da2 Db2 ea8 rh8");
  const move swap = steps("Da2n Db2w Da3e Db3s");
  CHECK(check_move(dogs, swap).empty());
  CHECK(play(dogs, swap).same_board(dogs));
  referee ref(dogs);
  CHECK(ref.check(swap).rule == "unchanged-position");
}

TEST_CASE("arimaa: the incremental hash equals the hash from scratch", "[arimaa][identity]") {
  position p = board("Ed4 Ra2 ee7 rh8 cd5");
  for (const char* t : {"cd5n Ed4n", "ee7w", "Ed5s"}) {
    p = play(p, steps(t));
    position fresh = position::empty_in_play(color::gold);
    for (square s = 0; s < 64; ++s)
      if (const auto pc = p.at(s)) fresh.put(*pc, s);
    fresh.set_to_move(p.to_move());
    CHECK(fresh.hash() == p.hash());
  }
}

// AEI keeps the puller's piece and square after the puller is captured on a trap, so the pulled
// piece may still follow (Janzert/AEI pyrimaa/board.py, check_step and do_step: last_piece and
// last_from are set whether or not the step captured); the official rules agree.
TEST_CASE("arimaa: a pull by a piece that steps onto a trap and is captured", "[arimaa][rules][trap][aei]") {
  const position start = board("Ec4 Ra2 dd4 rh8");
  for (const char* rs : {"arimaa", "aei"}) {
    const auto g = run("2g Ec4s Ec3x dd4w\n", start, rs);
    CHECK_FALSE(g.winner);
    CHECK(g.final_position.pieces(color::gold, piece_type::elephant) == 0);
    CHECK(g.final_position.pieces(color::silver, piece_type::dog) == bit(26));  // c4
  }
  // and the capture must be written where it happens, before the pulled piece's step
  auto late = nt::replay("2g Ec4s dd4w Ec3x\n", "aei", start);
  REQUIRE_FALSE(late);
  CHECK(late.error().message == "the capture Ec3x must be written right after Ec4s");
  // a pulled piece that follows onto the trap it is pulled to is captured there
  const auto onto = run("2g Ec3e cc4s cc3x\n", board("Ec3 Rc2 Ra2 cc4 rh8"), "aei");
  CHECK(onto.final_position.pieces(color::silver, piece_type::cat) == 0);
}

TEST_CASE("arimaa: an unchanged position is illegal under arimaa and a loss for the mover under aei",
          "[arimaa][rules][aei]") {
  const position start = board("Ed4 Ra2 rh8 eh5");
  referee official(start, "arimaa");
  referee aei(start, "aei");
  const move back_and_forth = steps("Ed4n Ed5s");
  CHECK(official.check(back_and_forth).kind == verdict_kind::illegal_move);
  const repetita::verdict v = aei.check(back_and_forth);
  CHECK(v.kind == verdict_kind::loss);
  CHECK(v.who == 0);
  CHECK(v.rule == "unchanged-position");
}
