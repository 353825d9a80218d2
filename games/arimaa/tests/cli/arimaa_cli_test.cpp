// Arimaa in the repetita CLI (docs/cli-arimaa.md), read through repetita::arimaa::adapter: where games
// start in a text, the events of every example under both rule sets at their plies, chunk sizes and
// threads, errors with their lines, columns and kinds, content detection and the words for players
// and results.
#include "cli_test_support.hpp"

#include <repetita/corpus/drivers.hpp>

#include <repetita/arimaa/game_boundaries.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace repetita::corpus;
using repetita::verdict_kind;
using repetita::arimaa::notation::game_boundaries;

const std::string examples = REPETITA_CLI_ARIMAA_EXAMPLES;
const std::string data = REPETITA_CLI_ARIMAA_TEST_DATA;

std::vector<std::string> example_files() {
  return {examples + "/01-takeback-trap-resign.arimaa", examples + "/02-third-occurrence.arimaa",
          examples + "/03-refused-move-taken-back.arimaa", examples + "/04-every-move-repeats.arimaa",
          examples + "/05-ends.arimaa", examples + "/06-unchanged-position.arimaa"};
}

// The cuts game_boundaries makes in `text`: the lines (from 1) where games start after the first.
std::vector<int> cuts(const std::string& text) {
  game_boundaries b;
  std::vector<int> out;
  std::istringstream in(text);
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    const auto c = b.feed(line);
    if (c == game_boundaries::cut::here) out.push_back(n);
    if (c == game_boundaries::cut::previous_line) out.push_back(n - 1);
  }
  return out;
}

const game_report& game_of(const test::collecting_sink& sink, const std::string& file_end, std::uint64_t number) {
  for (const auto& item : sink.items)
    if (const auto* g = std::get_if<game_report>(&item.value))
      if (item.file.ends_with(file_end) && g->game == number) return *g;
  FAIL("no game " << number << " of " << file_end);
  throw;
}

struct expected_event {
  repetita::ply_t ply;
  verdict_kind kind;
  const char* by;
  const char* rule;
  std::vector<repetita::ply_t> occurrences;
};

void check_events(const rule_set_report& rs, const std::vector<expected_event>& expected) {
  const game_driver& d = *find_driver("arimaa");
  REQUIRE(rs.events.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const event& e = rs.events[i];
    INFO("event " << i << " at ply " << e.ply);
    CHECK(e.ply == expected[i].ply);
    CHECK(e.kind == expected[i].kind);
    CHECK(d.label_or_empty(e.by) == expected[i].by);
    CHECK(e.rule == expected[i].rule);
    CHECK(e.occurrences == expected[i].occurrences);
    CHECK_FALSE(e.announced);
  }
}

}  // namespace

TEST_CASE("arimaa cli: a game starts at gold's setup line, except after a takeback, or at a diagram",
          "[cli][arimaa][chunks]") {
  const std::string gold = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2\n";
  const std::string silver = "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\n";
  // comments and blanks before the first game belong to it
  CHECK(cuts("# a comment\n\n" + gold + silver + "2g Ed2n\n").empty());
  CHECK(cuts(gold + silver + "2g Ed2n\n2s\n" + gold + silver) == std::vector<int>{5});
  // the older letters, and a label written with leading zeros, as the reader reads them
  CHECK(cuts(gold + silver + "# next\n" + "01w Ra1\n") == std::vector<int>{4});
  // 1s takeback withdraws gold's setup: the 1g after it is the same game
  CHECK(cuts(gold + "1s takeback\n# again\n" + gold + silver).empty());
  // a label alone with a border below: a diagram starts at the label
  CHECK(cuts(gold + silver + "3s\n3g\n +-----------------+\n8| . |\n") == std::vector<int>{4});
  // a bare label that ends a record is no game start by itself
  CHECK(cuts(gold + silver + "2g\n").empty());
  // a 1g label inside no game yet: nothing to cut
  CHECK(cuts("1g\n +-----------------+\n").empty());
}

TEST_CASE("arimaa cli: the events of the bundled examples under both rule sets", "[cli][arimaa][events]") {
  const auto sink = test::run(example_files(), {"all"});
  REQUIRE(sink.games().size() == 9);
  const game_driver& d = *find_driver("arimaa");
  SECTION("01: a resignation is the recorded result; no rule speaks") {
    const game_report& g = game_of(sink, "01-takeback-trap-resign.arimaa", 1);
    CHECK(g.plies == 7);  // 2 setups and 5 turns: the withdrawn 2s is not counted
    CHECK(g.line == 4);
    CHECK(g.recorded_result == "gold");
    for (const auto& rs : g.rule_sets) {
      CHECK_FALSE(rs.ended());
      CHECK(rs.events.empty());
    }
  }
  SECTION("02: the third occurrence is illegal under arimaa and a loss under aei") {
    const game_report& g = game_of(sink, "02-third-occurrence.arimaa", 1);
    REQUIRE(g.rule_sets.size() == 2);
    CHECK(g.plies == 10);
    check_events(g.rule_sets[0], {{10, verdict_kind::illegal_move, "silver", "repetition", {2, 6, 10}}});
    CHECK_FALSE(g.rule_sets[0].ended());
    check_events(g.rule_sets[1], {{10, verdict_kind::loss, "silver", "repetition", {2, 6, 10}}});
    CHECK(g.rule_sets[1].end.ply == 10);
    CHECK(d.result_of(g.rule_sets[1].end) == "gold");
    CHECK(g.rule_sets[0].events[0].move == "ed6n");
    CHECK(g.rule_sets[0].events[0].move_label == "5s ed6n");
  }
  SECTION("03: a refused move withdrawn by a takeback never stands") {
    const game_report& g = game_of(sink, "03-refused-move-taken-back.arimaa", 1);
    CHECK(g.plies == 11);
    for (const auto& rs : g.rule_sets) CHECK(rs.events.empty());
  }
  SECTION("04: every move of silver repeats: a loss under arimaa (check 6); aei goes on") {
    const game_report& g = game_of(sink, "04-every-move-repeats.arimaa", 1);
    CHECK(g.plies == 9);
    CHECK(g.line == 8);  // the diagram's label
    check_events(g.rule_sets[0], {{7, verdict_kind::loss, "silver", "immobilization-by-repetition", {}}});
    CHECK(g.rule_sets[0].end.ply == 7);
    CHECK(d.result_of(g.rule_sets[0].end) == "gold");
    check_events(g.rule_sets[1], {{9, verdict_kind::loss, "gold", "repetition", {1, 5, 9}}});
    CHECK(d.result_of(g.rule_sets[1].end) == "silver");
  }
  SECTION("05: goal, goal of the opponent, elimination and immobilization, in the official order") {
    const char* rules[] = {"goal", "goal", "elimination", "immobilization"};
    const char* losers[] = {"silver", "gold", "silver", "silver"};
    const char* citations[] = {"Arimaa Game Rules, end of game 1", "Arimaa Game Rules, end of game 2",
                               "Arimaa Game Rules, end of game 3", "Arimaa Game Rules, end of game 5"};
    for (std::uint64_t n = 1; n <= 4; ++n) {
      const game_report& g = game_of(sink, "05-ends.arimaa", n);
      INFO("game " << n);
      CHECK(g.plies == 1);
      for (const auto& rs : g.rule_sets)
        check_events(rs, {{1, verdict_kind::loss, losers[n - 1], rules[n - 1], {}}});
      CHECK(g.rule_sets[0].events[0].citation == citations[n - 1]);
    }
  }
  SECTION("06: a turn that changes nothing, and a pass") {
    const game_report& g = game_of(sink, "06-unchanged-position.arimaa", 1);
    check_events(g.rule_sets[0], {{3, verdict_kind::illegal_move, "gold", "unchanged-position", {}},
                                  {5, verdict_kind::illegal_move, "gold", "unchanged-position", {}}});
    CHECK(g.rule_sets[0].events[1].move_label == "3w pass");
    check_events(g.rule_sets[1], {{3, verdict_kind::loss, "gold", "unchanged-position", {}}});
  }
}

TEST_CASE("arimaa cli: only the aei rule set: check 6 is not made", "[cli][arimaa][events]") {
  const auto sink = test::run({examples + "/04-every-move-repeats.arimaa"}, {"aei"});
  const game_report& g = game_of(sink, "04-every-move-repeats.arimaa", 1);
  REQUIRE(g.rule_sets.size() == 1);
  check_events(g.rule_sets[0], {{9, verdict_kind::loss, "gold", "repetition", {1, 5, 9}}});
}

TEST_CASE("arimaa cli: chunks of any size and any number of threads read the same games and errors",
          "[cli][arimaa][chunks]") {
  auto files = example_files();
  for (const char* f : {"/three-games-one-bad.arimaa", "/setup-takeback.arimaa", "/bom-crlf.arimaa",
                        "/repeated-turn.arimaa", "/bad-diagram.arimaa"})
    files.push_back(data + f);
  const auto whole = summary(test::run(files, {"all"}, 1, std::size_t{1} << 30));
  REQUIRE(whole.size() == 16);
  for (const std::size_t bytes : {std::size_t{1}, std::size_t{7}, std::size_t{64}, std::size_t{300}, std::size_t{2000}})
    for (const unsigned jobs : {1u, 2u}) {
      INFO(bytes << " bytes, " << jobs << " jobs");
      CHECK(summary(test::run(files, {"all"}, jobs, bytes)) == whole);
    }
}

TEST_CASE("arimaa cli: errors give the line, column, kind, turn, game and token", "[cli][arimaa][errors]") {
  int code = 0;
  const auto sink = test::run({data + "/three-games-one-bad.arimaa"}, {"all"}, 1, 0, true, true, &code);
  CHECK(code == 3);
  REQUIRE(sink.items.size() == 3);
  const auto& e = std::get<read_error>(sink.items[1].value);
  CHECK(e.line == 12);
  CHECK(e.column == 4);
  CHECK(e.kind == "illegal_step");
  CHECK(e.message == "turn 3s: there is no d on g3");
  CHECK(e.game == 2);
  CHECK(e.text == "dg3w");
  // the games around it are read, numbered as in the file
  CHECK(std::get<game_report>(sink.items[0].value).game == 1);
  CHECK(std::get<game_report>(sink.items[2].value).game == 3);
  CHECK(std::get<game_report>(sink.items[2].value).line == 14);

  const auto diagram = test::run({data + "/bad-diagram.arimaa"}, {"all"});
  const auto& d = std::get<read_error>(diagram.items.at(0).value);
  CHECK(d.to_string() == data + "/bad-diagram.arimaa:10:8: error: bad_diagram: turn 2g: a board diagram holds at most "
                                "1 E, 1 M, 2 H, 2 D, 2 C and 8 R of each side (game 1, \"C\")");
}

TEST_CASE("arimaa cli: a turn written again is an error, read leniently it replaces the refused move",
          "[cli][arimaa][errors]") {
  const auto strict = test::run({data + "/repeated-turn.arimaa"}, {"all"});
  const auto& e = std::get<read_error>(strict.items.at(0).value);
  CHECK(e.kind == "unexpected_turn");
  CHECK(e.line == 13);
  CHECK(e.message == "turn 5s: expected turn 6g, found 5s written again (first on line 12); the notation withdraws a "
                     "turn with a takeback line");
  std::vector<input_spec> inputs{{data + "/repeated-turn.arimaa", "repeated-turn.arimaa"}};
  pipeline_options o;
  o.rules = {"all"};
  o.jobs = 1;
  o.lenient = true;
  test::collecting_sink sink;
  CHECK(run_pipeline(inputs, o, sink) == run_status::ok);
  const auto games = sink.games();
  REQUIRE(games.size() == 1);
  CHECK(games[0]->plies == 11);
  for (const auto& rs : games[0]->rule_sets) CHECK(rs.events.empty());
}

TEST_CASE("arimaa cli: a turn that leaves the position unchanged is one illegal move, not also a third occurrence",
          "[cli][arimaa][events]") {
  // 8g Ed5s Ed4n leaves the board as it was (Arimaa Game Rules, moves: "a move equivalent to passing
  // the whole turn" is not allowed), and that position, silver to move, occurred after 2g and 4g.
  // The turn is no move: the rule it breaks judges it, and no repetition of a position that did
  // not arise is counted (issue 42). aei: the same turn loses, by the same rule.
  const auto sink = test::run({data + "/unchanged-third-time.arimaa"}, {"all"});
  const auto games = sink.games();
  REQUIRE(games.size() == 1);
  CHECK(games[0]->plies == 13);
  check_events(games[0]->rule_sets.at(0), {{13, verdict_kind::illegal_move, "gold", "unchanged-position", {}}});
  check_events(games[0]->rule_sets.at(1), {{13, verdict_kind::loss, "gold", "unchanged-position", {}}});
}

TEST_CASE("arimaa cli: the format by extension and content, and the words of the game", "[cli][arimaa][driver]") {
  const game_driver* d = find_driver("arimaa");
  REQUIRE(d != nullptr);
  CHECK(d->format() == "arimaa");
  CHECK(detect_driver("games/x.ARIMAA", "") == d);
  CHECK(detect_driver("-", "\xEF\xBB\xBF# a comment\n\n1w Ra1 Rb1\n") == d);
  CHECK(detect_driver("-", "12s takeback\n") == d);
  CHECK(detect_driver("x.txt", "3w\n +-----------------+\n8| r r r r r r r r |\n") == d);
  CHECK(d->looks_like("3w\n") == false);  // a label alone, without a diagram below it
  CHECK_FALSE(d->looks_like("1. e4 e5 2. Nf3 *\n"));
  CHECK_FALSE(d->looks_like("[Event \"x\"]\n"));
  CHECK_FALSE(d->looks_like("This is not a game record.\n"));
  CHECK_FALSE(d->looks_like("1g Zz9\n"));
  CHECK(d->player_label(0) == "gold");
  CHECK(d->player_label(1) == "silver");
  CHECK(d->rule_sets().size() == 2);
  CHECK(d->rule_sets()[0].name == "arimaa");
  CHECK(d->rule_sets()[1].name == "aei");
  repetita::verdict v;
  v.kind = verdict_kind::loss;
  v.who = 1;
  CHECK(d->result_of(v) == "gold");
  v.who = 0;
  CHECK(d->result_of(v) == "silver");
  // Arimaa has no draw claim: check is a usage problem, whatever the claim
  std::istringstream in("1g Ra1\n");
  claim_query q;
  q.ply = 1;
  const claim_outcome out = d->check_claim(in, "x.arimaa", q);
  REQUIRE(std::holds_alternative<claim_problem>(out));
  CHECK(std::get<claim_problem>(out).message.find("Arimaa has none") != std::string::npos);
}

TEST_CASE("arimaa cli: text after the game's end that is no game is a warning, and before the end the read error",
          "[cli][arimaa][anomaly]") {
  // AEI's own test game (pyrimaa/tests/test_game.py, `repetition_moves`): the position after 2s
  // occurs again after 3s and 4s; the record then writes 5g where 5s is due (line 10). AEI ends the
  // game at 4s, silver losing (test: `(0, "i")` after 8 moves).
  const std::string aei_game =
      std::string(REPETITA_TEST_CHESS_DATA) + "/../real/arimaa/Janzert-AEI--test_game-repetition_moves.arimaa";
  SECTION("under aei the game ended at ply 8, before the anomaly at ply 10: reported, with a warning") {
    const auto sink = test::run({aei_game}, {"aei"});
    REQUIRE(sink.items.size() == 1);
    const auto& g = std::get<game_report>(sink.items[0].value);
    CHECK(g.plies == 9);  // the turns before line 10
    REQUIRE(g.rule_sets.size() == 1);
    CHECK(g.rule_sets[0].end.kind == verdict_kind::loss);
    CHECK(g.rule_sets[0].end.who == 1);  // silver
    CHECK(g.rule_sets[0].end.ply == 8);
    CHECK(g.rule_sets[0].end.rule == "repetition");
    REQUIRE(g.warnings.size() == 1);
    CHECK(g.warnings[0] == aei_game + ":10:1: warning: unexpected_turn: turn 5g: expected turn 5s, found 5g written "
                                      "again (first on line 9); the notation withdraws a turn with a takeback line "
                                      "(\"5g\")");
  }
  SECTION("under arimaa the third occurrence is an illegal move and the game goes on to the anomaly: the error") {
    for (const std::vector<std::string>& rules : {std::vector<std::string>{"arimaa"}, std::vector<std::string>{"all"}}) {
      const auto sink = test::run({aei_game}, rules);
      REQUIRE(sink.items.size() == 1);
      const auto& e = std::get<read_error>(sink.items[0].value);
      CHECK(e.line == 10);
      CHECK(e.column == 1);
      CHECK(e.kind == "unexpected_turn");
      CHECK(e.game == 1);
    }
  }
  SECTION("an anomaly before any rule set ends the game stays the error, whatever the rule set") {
    const auto sink = test::run({data + "/three-games-one-bad.arimaa"}, {"aei"});
    const auto errors = std::count_if(sink.items.begin(), sink.items.end(),
                                      [](const auto& item) { return std::holds_alternative<read_error>(item.value); });
    CHECK(errors == 1);
  }
}
