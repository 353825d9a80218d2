// The events of analyze on the bundled worked cases (../shared/rules/chess-cases.md): the plies,
// claimants, moves and occurrences the cases give, folding, and the void plies after an end.
#include "cli_test_support.hpp"
#include <repetita/corpus/game_driver.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace {

using namespace repetita::corpus;
using repetita::verdict_kind;

struct flat_event {
  repetita::ply_t ply;
  std::string kind;
  std::string by;
  std::string move;
  bool announced;
  std::vector<repetita::ply_t> occurrences;
  std::string citation;
  bool operator==(const flat_event&) const = default;
};

std::ostream& operator<<(std::ostream& os, const flat_event& e) {
  os << e.ply << ' ' << e.kind << ' ' << e.by << ' ' << e.move << (e.announced ? " announced" : "") << " [";
  for (auto p : e.occurrences) os << ' ' << p;
  return os << " ] " << e.citation;
}

std::vector<flat_event> events_of(const std::string& example, const std::string& rule_set, bool fold = true) {
  const auto sink = test::run({test::examples_dir() + "/chess/" + example}, {rule_set}, 1, 0, fold);
  const auto games = sink.games();
  REQUIRE(games.size() == 1);
  REQUIRE(games[0]->rule_sets.size() == 1);
  std::vector<flat_event> out;
  for (const event& e : games[0]->rule_sets[0].events)
    out.push_back({e.ply, std::string(repetita::to_string(e.kind)), std::string(games[0]->driver->label_or_empty(e.by)),
                   e.move, e.announced, e.occurrences, std::string(e.citation)});
  return out;
}

const game_report& game_of(const test::collecting_sink& sink) {
  REQUIRE(sink.games().size() == 1);
  return *sink.games()[0];
}

}  // namespace

// At ply 52 the fivefold (FIDE 9.6.1) ends the game on the ply that gives White a threefold claim
// (9.2.2): the claim is listed too, before the end, so that counting threefolds counts it.
TEST_CASE("case 1, Pest vs Paris: claims at 43 and 44, a claim and the fivefold at 52, plies 53-54 void", "[cli][events]") {
  const std::vector<flat_event> expected{
      {43, "claimable_draw", "black", "Bc7", true, {36, 40, 44}, "FIDE 9.2.1"},
      {44, "claimable_draw", "white", "Bc7", false, {36, 40, 44}, "FIDE 9.2.2"},
      {47, "claimable_draw", "black", "Bc7", true, {36, 40, 44, 48}, "FIDE 9.2.1"},
      {48, "claimable_draw", "white", "Bc7", false, {36, 40, 44, 48}, "FIDE 9.2.2"},
      {51, "claimable_draw", "black", "Bc7", true, {36, 40, 44, 48, 52}, "FIDE 9.2.1"},
      {52, "claimable_draw", "white", "Bc7", false, {36, 40, 44, 48, 52}, "FIDE 9.2.2"},
      {52, "draw", "", "Bc7", false, {36, 40, 44, 48, 52}, "FIDE 9.6.1"}};
  CHECK(events_of("01-pest-paris-1842.pgn", "fide-2023") == expected);
  const auto sink = test::run({test::examples_dir() + "/chess/01-pest-paris-1842.pgn"}, {"fide-2023", "fide-1985"});
  const game_report& g = game_of(sink);
  CHECK(g.rule_sets[0].end.ply == 52);
  CHECK(g.rule_sets[0].end.rule == "fivefold");
  CHECK_FALSE(g.rule_sets[1].ended());
}

TEST_CASE("case 1 under the move-series rules: London 1883 first at ply 48", "[cli][events]") {
  const auto events = events_of("01-pest-paris-1842.pgn", "london-1883");
  REQUIRE(!events.empty());
  // 24...Bc7 completes the third block (plies 36, 40, 44 -> 48): White, the opponent, may claim at 48.
  // The 1883 rule knows no claim by writing a move, so Black has none at 47.
  CHECK(events[0] == flat_event{48, "claimable_draw", "white", "Bc7", false, {36, 40, 44}, "London 1883"});
  CHECK(events[1] == flat_event{49, "claimable_draw", "black", "Nc5", false, {37, 41, 45}, "London 1883"});
  CHECK(events_of("01-pest-paris-1842.pgn", "steinitz-zukertort-1886").empty());
}

TEST_CASE("case 2, Pillsbury vs Burn: the claim at 17 continues black's claim at 15 and is folded", "[cli][events]") {
  const std::vector<flat_event> folded{{15, "claimable_draw", "black", "Kg7", true, {0, 8, 16}, "FIDE 9.2.1"},
                                       {16, "claimable_draw", "white", "Kg7", false, {0, 8, 16}, "FIDE 9.2.2"}};
  CHECK(events_of("02-pillsbury-burn-1898.pgn", "fide-2023") == folded);
  const auto all = events_of("02-pillsbury-burn-1898.pgn", "fide-2023", false);
  REQUIRE(all.size() == 4);
  CHECK(all[2] == flat_event{16, "claimable_draw", "white", "Qb2", true, {1, 9, 17}, "FIDE 9.2.1"});
  CHECK(all[3] == flat_event{17, "claimable_draw", "black", "Qb2", false, {1, 9, 17}, "FIDE 9.2.2"});
  for (const auto* rs : {"london-1883", "bilguer-1843", "steinitz-zukertort-1886"}) CHECK(events_of("02-pillsbury-burn-1898.pgn", rs).empty());
}

TEST_CASE("cases 4, 7, 8, 9: the claims the article gives", "[cli][events]") {
  CHECK(events_of("04-capablanca-lasker-1921.pgn", "fide-2023") ==
        std::vector<flat_event>{{7, "claimable_draw", "black", "Kf8", true, {0, 4, 8}, "FIDE 9.2.1"},
                                {8, "claimable_draw", "white", "Kf8", false, {0, 4, 8}, "FIDE 9.2.2"}});
  CHECK(events_of("04-capablanca-lasker-1921.pgn", "threefold-always-ep").empty());
  CHECK(events_of("07-kasparov-deep-blue-1997.pgn", "fide-2023") ==
        std::vector<flat_event>{{8, "claimable_draw", "white", "Kb1", true, {1, 5, 9}, "FIDE 9.2.1"},
                                {9, "claimable_draw", "black", "Kb1", false, {1, 5, 9}, "FIDE 9.2.2"}});
  CHECK(events_of("08-austrian-attack.pgn", "fide-2023") ==
        std::vector<flat_event>{{30, "claimable_draw", "white", "Kd2", true, {23, 27, 31}, "FIDE 9.2.1"},
                                {31, "claimable_draw", "black", "Kd2", false, {23, 27, 31}, "FIDE 9.2.2"}});
  const auto old = events_of("08-austrian-attack.pgn", "fide-1928");
  REQUIRE(!old.empty());
  CHECK(old[0] == flat_event{29, "claimable_draw", "black", "Bf2+", true, {22, 26, 30}, "FIDE 1928 15.C (claim with a move, as 9.2.1)"});
  CHECK(events_of("09-carlsen-nakamura-2021.pgn", "fide-2023") ==
        std::vector<flat_event>{{11, "claimable_draw", "black", "Ke7", true, {4, 8, 12}, "FIDE 9.2.1"},
                                {12, "claimable_draw", "white", "Ke7", false, {4, 8, 12}, "FIDE 9.2.2"}});
}

TEST_CASE("case 10: fivefold at 20 under FIDE 2023, at 28 under FIDE 2014", "[cli][events]") {
  const auto sink = test::run({test::examples_dir() + "/chess/10-fivefold-not-in-succession.pgn"},
                              {"fide-2023", "fide-2014", "uscf"});
  const game_report& g = game_of(sink);
  CHECK(g.plies == 29);
  CHECK(g.rule_sets[0].end.ply == 20);
  CHECK(g.rule_sets[0].events.back().occurrences == std::vector<repetita::ply_t>{0, 4, 12, 16, 20});
  CHECK(g.rule_sets[1].end.ply == 28);
  CHECK(g.rule_sets[1].events.back().occurrences == std::vector<repetita::ply_t>{12, 16, 20, 24, 28});
  CHECK_FALSE(g.rule_sets[2].ended());  // USCF 14K1: the director may declare it (nobody claims)
  bool director = false;
  for (const event& e : g.rule_sets[2].events)
    director |= e.rule == "fivefold" && e.by == repetita::no_player && e.ply == 28 && e.kind == verdict_kind::claimable_draw;
  CHECK(director);
}

TEST_CASE("a checkmate is a loss event for the mated player", "[cli][events]") {
  const auto sink = test::run({test::data_dir() + "/three-games-one-bad.pgn"});
  const auto games = sink.games();
  REQUIRE(games.size() == 2);
  CHECK(games[1]->game == 3);
  const auto& last = games[1]->rule_sets[0].events.back();
  CHECK(last.kind == verdict_kind::loss);
  CHECK(last.by == 0);
  CHECK(last.move == "Qh4#");
  CHECK(last.rule == "checkmate");
}

TEST_CASE("the fifty-move claim is listed once per player per quiet series", "[cli][events]") {
  // 1. Nf3 Nf6 2. Ng1 Ng8 ... : a long knight shuffle from a position with a halfmove clock of 90.
  const auto sink = test::run({test::data_dir() + "/fifty-moves.pgn"}, {"fide-2023"});
  const game_report& g = game_of(sink);
  std::vector<std::string> fifty;
  for (const event& e : g.rule_sets[0].events)
    if (e.rule == "fifty-moves")
      fifty.push_back(std::to_string(e.ply) + (e.announced ? "a" : "") + std::string(g.driver->label_or_empty(e.by)) +
                      std::to_string(e.occurrences.size()));
  // The clock reaches 100 at ply 10: black (to move at 9) may claim by writing the 10th half-move
  // (FIDE 9.3.1); white may claim on the board at 10 (9.3.2); later plies continue these claims and
  // are folded. The last progress lies before the record's start: no occurrence plies.
  CHECK(fifty == std::vector<std::string>{"9ablack0", "10white0"});
}

namespace {

// 1. Nf3 Nf6 2. Ng1 Ng8 ... for `plies` plies: the position of ply q recurs at every q + 4k.
std::string knight_shuffle(int plies, int game = 1) {
  const char* cycle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
  std::string s = "[Event \"shuffle " + std::to_string(game) + "\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n";
  for (int i = 0; i < plies; ++i) {
    if (i % 2 == 0) s += std::to_string(i / 2 + 1) + ". ";
    s += cycle[i % 4];
    s += i % 8 == 7 ? '\n' : ' ';
  }
  return s + "*\n\n";
}

test::collecting_sink run_text(const std::string& text, std::vector<std::string> rules, std::uint64_t max_plies,
                               int* exit_code = nullptr, bool summary = false) {
  input_spec spec;
  spec.path = "shuffle.pgn";
  spec.name = "shuffle.pgn";
  spec.text = std::make_shared<const std::string>(text);
  pipeline_options o;
  o.rules = std::move(rules);
  o.jobs = 1;
  o.keep_going = true;
  o.max_plies = max_plies;
  o.summary_events = summary;
  test::collecting_sink sink;
  const int code = static_cast<int>(run_pipeline(std::span<const input_spec>(&spec, 1), o, sink));
  if (exit_code != nullptr) *exit_code = code;
  return sink;
}

}  // namespace

// Issue 42: the n-th claim of a shuffle listed n/4 plies, so a 40,000-ply record wrote 3.3 GB.
// Evidence of more than 10 plies keeps the first 5 and the last 5, and occurrences_total counts
// all; up to 10 (every rule's threshold) nothing changes.
TEST_CASE("bounded evidence: the first 5 and the last 5 occurrences, and how many in all", "[cli][events][bounded]") {
  const auto sink = run_text(knight_shuffle(400), {"fide-1985", "fide-1928", "uscf", "london-1883"}, 0);
  const game_report& g = game_of(sink);
  REQUIRE(g.plies == 400);
  for (std::size_t i = 0; i < g.rule_sets.size(); ++i) {
    const rule_set_report& rs = g.rule_sets[i];
    CAPTURE(i);
    REQUIRE_FALSE(rs.events.empty());
    std::size_t positions = 0;
    for (const event& e : rs.events) {
      CAPTURE(e.ply, e.rule, e.announced);
      CHECK(e.occurrences.size() == std::min<std::size_t>(e.occurrences_total, 10));
      if (e.evidence != evidence_kind::positions || e.by == repetita::no_player) continue;
      ++positions;
      // The position judged is the one after the event's move: ply p (p + 1 for a claim by writing it).
      const repetita::ply_t p = e.announced ? e.ply + 1 : e.ply;
      std::vector<repetita::ply_t> all;
      for (repetita::ply_t q = p % 4; q <= p; q += 4) all.push_back(q);
      CHECK(e.occurrences_total == all.size());
      CHECK(e.count == all.size());
      std::vector<repetita::ply_t> listed = all;
      if (all.size() > 10) {
        listed.assign(all.begin(), all.begin() + 5);
        listed.insert(listed.end(), all.end() - 5, all.end());
      }
      CHECK(e.occurrences == listed);
    }
    if (i != 3) CHECK(positions > 100);  // london-1883 (the 4th): move series
  }
  // The last claim under fide-1985: White after 100...Ng8, the start position for the 101st time.
  const event& last = g.rule_sets[0].events.back();
  CHECK(last.ply == 400);
  CHECK(last.occurrences == std::vector<repetita::ply_t>{0, 4, 8, 12, 16, 384, 388, 392, 396, 400});
  CHECK(last.occurrences_total == 101);
  // A move series: the blocks' starts, bounded alike.
  for (const event& e : g.rule_sets[3].events)
    if (e.evidence == evidence_kind::move_series) {
      CAPTURE(e.ply);
      CHECK(e.occurrences_total == e.count);
      if (e.count > 10) CHECK(e.occurrences[5] == e.occurrences[0] + (e.count - 5) * e.period);
    }
}

TEST_CASE("max plies: a longer record is one error naming its game and ply and the others go on", "[cli][max-plies]") {
  int code = 0;
  const auto sink = run_text(knight_shuffle(400, 1) + knight_shuffle(40, 2), {"fide-2023"}, 100, &code);
  CHECK(code == 3);  // a record could not be read (with --keep-going: skipped)
  REQUIRE(sink.items.size() == 2);
  const auto* error = std::get_if<read_error>(&sink.items[0].value);
  REQUIRE(error != nullptr);
  CHECK(error->to_string() ==
        "shuffle.pgn:1:1: error: too_many_plies: the game has 400 plies, more than --max-plies 100; not replayed "
        "from ply 101 on (game 1, \"51.Nf3\")");
  const auto games = sink.games();
  REQUIRE(games.size() == 1);
  CHECK(games[0]->game == 2);
  CHECK(games[0]->plies == 40);
  CHECK(games[0]->rule_sets[0].end.ply == 16);  // the fivefold, FIDE 9.6.1
  // The limit is inclusive, and 0 is none.
  CHECK(run_text(knight_shuffle(100), {"fide-2023"}, 100).games().size() == 1);
  CHECK(run_text(knight_shuffle(400), {"fide-2023"}, 0).games().size() == 1);
  CHECK(pipeline_options{}.max_plies == 100'000);
}

// stats, compare and report keep only the events they read (replay_options::summary_events): the
// first 32, the first of each kind, the end; the others counted. What they read is the same.
TEST_CASE("summary events: the first claims, illegal moves and ends of the full list, the rest counted",
          "[cli][events][bounded]") {
  const std::string text = knight_shuffle(400) + knight_shuffle(20, 2);
  const std::vector<std::string> rules{"fide-1985", "fide-2023", "london-1883", "uscf"};
  const auto full = run_text(text, rules, 0);
  const auto summary = run_text(text, rules, 0, nullptr, true);
  const auto fg = full.games();
  const auto sg = summary.games();
  REQUIRE(fg.size() == 2);
  REQUIRE(sg.size() == 2);
  bool left_out = false;
  for (std::size_t g = 0; g < 2; ++g)
    for (std::size_t i = 0; i < rules.size(); ++i) {
      CAPTURE(g, i);
      const rule_set_report& f = fg[g]->rule_sets[i];
      const rule_set_report& s = sg[g]->rule_sets[i];
      CHECK(s.events.size() + s.events_left_out == f.events.size());
      CHECK(s.end.ply == f.end.ply);
      CHECK(s.end.kind == f.end.kind);
      left_out |= s.events_left_out > 0;
      // the kept events are the full list's, in order: its first 32 (or all), then the end
      const std::size_t head = std::min<std::size_t>(f.events.size(), 32);
      REQUIRE(s.events.size() >= head);
      for (std::size_t k = 0; k < head; ++k) CHECK(s.events[k].ply == f.events[k].ply);
      if (f.ended()) CHECK(s.events.back().ply == f.events.back().ply);
    }
  CHECK(left_out);  // fide-1985 over 400 plies lists a claim at almost every ply
}
