// The shogi rule sets on hand-made cases: JSA 対局規定 第6条 A (sennichite) and 第8条 7 (perpetual
// check), the CSA shogi-server's streak semantics, and the rule before May 1983.
#include "test_support.hpp"

using namespace shogi_test;

namespace {

// Sente's rook checks from 4h and 5h, gote's king escapes between 4a and 5a; sente to move, no check.
constexpr std::string_view rook_checks = "5k3/9/9/9/9/9/9/4R4/K8 b - 1";
constexpr std::string_view rook_cycle = "5h4h 4a5a 4h5h 5a4a";
// The mirror image for gote: gote's rook checks from 6b and 5b, sente's king escapes 6i <-> 5i.
constexpr std::string_view gote_checks = "8k/4r4/9/9/9/9/9/9/3K5 w - 1";
constexpr std::string_view gote_cycle = "5b6b 6i5i 6b5b 5i6i";
// The start already in check: gote to move, sente's rook on 4h checks the king on 4a.
constexpr std::string_view start_in_check = "5k3/9/9/9/9/9/9/5R3/K8 w - 1";
constexpr std::string_view start_in_check_cycle = "4a5a 4h5h 5a4a 5h4h";

void require_end(const driver& d, std::size_t rs, verdict_kind kind, repetita::ply_t ply,
                 repetita::player_index who = repetita::no_player) {
  const verdict& v = d.t.end(rs);
  INFO("rule set " << rs << ": " << to_string(v.kind) << " at " << v.ply << " who " << int(v.who) << " rule " << v.rule);
  REQUIRE(v.kind == kind);
  CHECK(v.ply == ply);
  CHECK(v.who == who);
}

}  // namespace

TEST_CASE("jsa: plain sennichite from the start position / a draw at the 4th occurrence", "[shogi][rules]") {
  driver d(position::start());
  d.plays("5i5h 5a5b 5h5i 5b5a", 2);
  d.plays("5i5h 5a5b 5h5i");
  CHECK_FALSE(d.t.end(jsa));  // ply 11: the start position has occurred 3 times
  d.plays("5b5a");
  require_end(d, jsa, verdict_kind::draw, 12);
  CHECK(d.t.end(jsa).since == 0);
  CHECK(d.t.end(jsa).count == 4);
  CHECK(d.t.end(jsa).rule == "sennichite");
  // The old rule: the 4-ply sequence three times, also at ply 12.
  require_end(d, pre_1983, verdict_kind::draw, 12);
  CHECK(d.t.end(pre_1983).period == 4);
  // The CSA server does not count the start: the position after 5i5h reaches 4 first, one ply later.
  CHECK_FALSE(d.t.end(csa));
  d.plays("5i5h");
  require_end(d, csa, verdict_kind::draw, 13);
  CHECK(d.t.end(csa).since == 1);
}

TEST_CASE("jsa: perpetual check by sente / the 4th occurrence made by the escaping side", "[shogi][rules]") {
  driver d(sfen(rook_checks));
  d.plays(rook_cycle, 3);  // ply 12 is gote's escape 5a4a: the start position for the 4th time
  require_end(d, jsa, verdict_kind::loss, 12, 0);
  CHECK(d.t.end(jsa).rule == "perpetual-check");
  CHECK(d.t.end(jsa).since == 0);
  CHECK(d.t.end(jsa).citation == "JSA 対局規定 第8条 7");
  require_end(d, pre_1983, verdict_kind::draw, 12);  // no perpetual-check rule before 1983
  CHECK_FALSE(d.t.end(csa));
  d.plays("5h4h");  // CSA: the position after 5h4h for the 4th time; sente's own streak counts 4
  require_end(d, csa, verdict_kind::loss, 13, 0);
}

TEST_CASE("jsa: perpetual check by gote", "[shogi][rules]") {
  driver d(sfen(gote_checks));
  d.plays(gote_cycle, 4);
  require_end(d, jsa, verdict_kind::loss, 12, 1);
  require_end(d, csa, verdict_kind::loss, 13, 1);
}

TEST_CASE("jsa: the 4th occurrence made by the checking side (start not counted)", "[shogi][rules]") {
  driver d(sfen(rook_checks), make_rule_sets({.count_start = false}));
  d.plays(rook_cycle, 3);
  CHECK_FALSE(d.t.end(jsa));
  d.plays("5h4h");  // the position after the check, 4th time (plies 1, 5, 9, 13)
  require_end(d, jsa, verdict_kind::loss, 13, 0);
  CHECK(d.t.end(jsa).since == 1);
}

TEST_CASE("jsa: a start position already in check - the checker loses (tsshogi 2.2 says draw)", "[shogi][rules]") {
  const position start = sfen(start_in_check);
  REQUIRE(start.in_check());
  REQUIRE(game::start_facts(start).has(repetita::ply_facts::check));
  driver d(start);
  d.plays(start_in_check_cycle, 3);  // ply 12: sente's check 5h4h recreates the start
  require_end(d, jsa, verdict_kind::loss, 12, 0);
  // The server, which never counts the start, rules one ply later: gote's move, sente's streak 3.
  CHECK_FALSE(d.t.end(csa));
  d.plays("4a5a");
  require_end(d, csa, verdict_kind::loss, 13, 0);
}

TEST_CASE("jsa: a quiet move right after the 1st occurrence makes it a draw - the CSA streak still loses",
          "[shogi][rules]") {
  driver d(sfen(rook_checks));
  d.plays("9i9h 4a4b 9h9i 4b4a");  // quiet king moves, back to the start (2nd occurrence)
  d.plays(rook_cycle, 2);          // two cycles of checks: the 4th occurrence at ply 12
  require_end(d, jsa, verdict_kind::draw, 12);
  CHECK(d.t.end(jsa).rule == "sennichite");
  d.plays(rook_cycle);
  require_end(d, csa, verdict_kind::loss, 16, 0);  // streak from ply 5: occurrences 8, 12, 16
  CHECK(d.t.end(csa).since == 5);
}

TEST_CASE("jsa: a perpetual check of discovered and direct checks - the checker loses", "[shogi][rules]") {
  // Sente's silver leaves file 6 (6c5b): the dragon on 6a checks the king on 6d through it, a
  // discovered check; the king steps to 5d; the silver comes back (5b6c) and checks 5d itself;
  // the king returns to 6d, where the silver shields it from the dragon again.
  const position start = sfen("3+R5/9/3S2K2/3k5/9/9/9/9/9 b - 1");
  REQUIRE_FALSE(start.in_check());
  const position discovered = start.after(read_usi_move(start, "6c5b").value());
  REQUIRE(discovered.in_check());
  position silver_alone = discovered;  // without the dragon, the silver on 5b gives no check
  silver_alone.put(make_square(6, 1), 0);
  REQUIRE_FALSE(silver_alone.in_check());
  driver d(start);
  d.plays("6c5b 6d5d 5b6c 5d6d", 2);
  d.plays("6c5b 6d5d 5b6c");
  CHECK_FALSE(d.t.end(jsa));  // ply 11: the start position has occurred 3 times
  d.plays("5d6d");            // ply 12, gote's escape: the 4th occurrence
  require_end(d, jsa, verdict_kind::loss, 12, 0);
  CHECK(d.t.end(jsa).rule == "perpetual-check");
  CHECK(d.t.end(jsa).since == 0);
  require_end(d, pre_1983, verdict_kind::draw, 12);
  CHECK_FALSE(d.t.end(csa));  // the server does not count the start
  d.plays("6c5b");            // ply 13: the position after the discovered check, 4th time
  require_end(d, csa, verdict_kind::loss, 13, 0);
  CHECK(d.t.end(csa).since == 1);
  CHECK(d.t.end(csa).count == 4);
}

TEST_CASE("jsa: mutual perpetual check follows the documented mutual_policy", "[shogi][rules]") {
  // Every move of both sides is recorded as a check (the facts are given, not computed), so that
  // both sides qualify over the span.
  using repetita::rules::mutual_policy;
  struct expectation {
    mutual_policy policy;
    verdict_kind kind;
    repetita::player_index who;
  };
  for (const expectation e : {expectation{mutual_policy::keep_inner, verdict_kind::draw, repetita::no_player},
                              expectation{mutual_policy::to_move_loses, verdict_kind::loss, 0},
                              expectation{mutual_policy::mover_loses, verdict_kind::loss, 1},
                              expectation{mutual_policy::first_player_loses, verdict_kind::loss, 0}}) {
    repetita::tracker<game, registry_type> t(make_rule_sets({.mutual = e.policy}));
    position pos = sfen(rook_checks);
    t.start(pos);
    for (int i = 0; i < 3; ++i)
      for (std::string_view u : {"5h4h", "4a5a", "4h5h", "5a4a"}) {
        const move m = read_usi_move(pos, u).value();
        pos = pos.after(m);
        repetita::ply_input r;
        r.move_key = game::move_key(m);
        r.facts = repetita::ply_facts(repetita::ply_facts::check);
        t.push(pos, r);
      }
    const verdict& v = t.end(jsa);
    CHECK(v.kind == e.kind);
    CHECK(v.ply == 12);
    CHECK(v.who == e.who);
  }
}

TEST_CASE("identity: the same board with different hands is not the same position", "[shogi][identity]") {
  const position a = sfen("4k4/9/9/9/9/9/9/9/4K4 b P 1");
  const position b = sfen("4k4/9/9/9/9/9/9/9/4K4 b p 1");
  const position c = sfen("4k4/9/9/9/9/9/9/9/4K4 b P 7");
  CHECK(position_identity::key(a) != position_identity::key(b));
  CHECK(position_identity::hash(a) != position_identity::hash(b));
  CHECK(board_identity::key(a) == board_identity::key(b));
  CHECK(position_identity::key(a) == position_identity::key(c));  // the move number never counts
  CHECK(position_identity::hash(a) == position_identity::hash(c));

  // In a game: the kings shuffle while a pawn changes hands, so the boards of plies 0, 4 and 8
  // coincide but the hands do not: no sennichite under jsa.
  driver d(sfen("4k4/9/9/9/9/9/9/9/4K4 b P 1"));
  d.plays("5i5h 5a5b 5h5i 5b5a");  // ply 4: the start again (2nd)
  d.plays("P*5e 5a4b 5i5h 4b4c 5h4i 4c4d 4i5i 4d5e 5i5h 5e4d 5h5i 4d4c 5i5h 4c4b 5h5i 4b5a");  // gote took the pawn
  // Ply 20: the same board as the start, sente to move, but the pawn is in gote's hand.
  CHECK(d.pos.board() == sfen("4k4/9/9/9/9/9/9/9/4K4 b P 1").board());
  int occurrences = 0;
  for (repetita::ply_t q : d.t.occurrences(jsa, d.t.ply())) occurrences += q != repetita::no_ply ? 1 : 0;
  CHECK(occurrences == 1);
}
