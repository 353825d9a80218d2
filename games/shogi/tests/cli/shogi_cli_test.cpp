// Shogi through the CLI (repetita::shogi::adapter): formats told from the content, CSA and USI files cut into games,
// the events of each rule set at their plies, errors with lines and columns, chunk sizes and threads.
#include "cli_test_support.hpp"
#include <repetita/corpus/drivers.hpp>
#include <repetita/records/memory_stream.hpp>
#include <repetita/shogi/adapter.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

using namespace repetita::corpus;
namespace fs = std::filesystem;

namespace {

std::string example(const std::string& name) { return std::string(REPETITA_CLI_SHOGI_EXAMPLES) + "/" + name; }
std::string data(const std::string& name) { return std::string(REPETITA_CLI_SHOGI_TEST_DATA) + "/" + name; }

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<std::string> examples() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(REPETITA_CLI_SHOGI_EXAMPLES))
    if (e.path().extension() != ".md") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

const rule_set_report& under(const game_report& g, std::string_view rule_set) {
  for (const rule_set_report& r : g.rule_sets)
    if (g.driver->rule_sets()[r.rule_set].name == rule_set) return r;
  FAIL("no rule set " << rule_set);
  throw;
}

// The end of game `g` under `rule_set`: its ply, kind, loser (or no_player) and rule.
void require_end(const game_report& g, std::string_view rule_set, repetita::ply_t ply, repetita::verdict_kind kind,
                 repetita::player_index who, std::string_view rule) {
  const rule_set_report& r = under(g, rule_set);
  INFO(rule_set << ": ply " << r.end.ply << " rule " << r.end.rule);
  REQUIRE(r.ended());
  CHECK(r.end.ply == ply);
  CHECK(r.end.kind == kind);
  CHECK(r.end.who == who);
  CHECK(r.end.rule == rule);
  REQUIRE_FALSE(r.events.empty());
  CHECK(r.events.back().ply == ply);  // the end is the last event
}

std::vector<record_chunk> chunks_of(const std::string& text, std::size_t target) {
  const game_driver* d = find_driver("shogi");
  auto splitter = d->make_splitter();
  repetita::memory_istream in(text);
  std::vector<record_chunk> out;
  record_chunk c;
  while (splitter->next(in, target, c)) out.push_back(c);
  return out;
}

}  // namespace

TEST_CASE("shogi driver: found by its extensions and by the content", "[cli][shogi]") {
  const game_driver* d = find_driver("shogi");
  REQUIRE(d != nullptr);
  for (const char* name : {"a.kif", "a.KIFU", "a.ki2", "a.ki2u", "a.csa", "a.usi", "a.sfen"})
    CHECK(detect_driver(name, "") == d);
  CHECK(detect_driver("a.txt", "") == nullptr);  // .txt is not shogi's: the content decides
  CHECK(detect_driver("-", slurp(data("sennichite-usi.txt"))) == d);
  CHECK(detect_driver("-", slurp(example("05-jsa-vs-csa.csa"))) == d);
  CHECK(detect_driver("-", slurp(data("sjis.kif"))) == d);
  CHECK(detect_driver("-", slurp(example("03-sennichite.ki2"))) == d);
  CHECK(detect_driver("-", "This is not a game record.\nJust text.\n") == nullptr);
  CHECK(d->player_label(0) == "sente");
  CHECK(d->player_label(1) == "gote");
}

TEST_CASE("shogi splitter: CSA files are cut after a '/' line, USI files before a game's line", "[cli][shogi][chunks]") {
  const std::string csa = slurp(data("three-games-one-bad.csa"));
  const auto c = chunks_of(csa, 1);
  REQUIRE(c.size() == 3);
  CHECK(c[0].first_line == 1);
  CHECK(c[0].text.ends_with("/\n"));
  CHECK(c[1].first_line == 11);
  CHECK(c[2].first_line == 17);
  CHECK(c[0].text + c[1].text + c[2].text == csa);
  CHECK(repetita::shogi::chunk_format(c[1].text, c[1].first_line, "x") == "csa");
  const std::string usi = slurp(data("three-games-one-bad.usi"));
  const auto u = chunks_of(usi, 1);
  REQUIRE(u.size() == 3);
  CHECK(u[0].text.starts_with("# three games"));  // the comment stays with the first game
  CHECK(u[1].first_line == 3);
  CHECK(u[2].first_line == 4);
  CHECK(repetita::shogi::chunk_format(u[1].text, u[1].first_line, "x") == "usi");
  // A CSA part with comments only is no game: it stays with the next one (whose first line a
  // chunk read from stdin must show to be CSA).
  const auto comments_first = chunks_of("'a comment\n/\nPI\n+\n+7776FU\n/\nPI\n+\n", 1);
  REQUIRE(comments_first.size() == 2);
  CHECK(comments_first[0].text == "'a comment\n/\nPI\n+\n+7776FU\n/\n");
  CHECK(repetita::shogi::chunk_format(comments_first[0].text, 1, "<stdin>") == "csa");
  // The splitter cuts where read_csa_games does, by one classification of lines
  // (shogi::classify_csa_line): a separator with blanks after it cuts too, a blank line does not.
  const auto blanks = chunks_of("PI\n+\n+7776FU\n/ \r\nPI\n+\n\t\n+2726FU\n/\t\nPI\n+\n", 1);
  REQUIRE(blanks.size() == 3);
  CHECK(blanks[1].first_line == 5);
  CHECK(blanks[2].first_line == 10);
  CHECK(repetita::shogi::read_csa_games(blanks[0].text + blanks[1].text + blanks[2].text).size() == 3);
  // KIF and KI2 are one game a file: never cut.
  CHECK(chunks_of(slurp(data("sjis.kif")), 1).size() == 1);
  CHECK(chunks_of("\n \n", 1).empty());  // blanks hold no game
}

TEST_CASE("shogi events: sennichite and the perpetual-check loss at their plies", "[cli][shogi][events]") {
  using repetita::no_player;
  using repetita::verdict_kind;
  const auto sink = test::run({example("03-sennichite.ki2"), example("04-perpetual-check.kif"),
                               example("05-jsa-vs-csa.csa"), example("06-gote-checks-and-hands.usi")},
                              {"all"});
  const auto games = sink.games();
  REQUIRE(games.size() == 6);
  // Plain sennichite from the start: the 4th occurrence at ply 12 (start counted); the CSA server
  // counts no start and the record ends before its ply 13.
  require_end(*games[0], "jsa", 12, verdict_kind::draw, no_player, "sennichite");
  CHECK(under(*games[0], "jsa").events.back().occurrences == std::vector<repetita::ply_t>{0, 4, 8, 12});
  CHECK(under(*games[0], "jsa").events.back().move_label == "12 △５一玉");
  CHECK_FALSE(under(*games[0], "csa").ended());
  require_end(*games[0], "jsa-pre-1983", 12, verdict_kind::draw, no_player, "sennichite");
  CHECK(games[0]->recorded_result == "draw");
  // Perpetual check by sente, the 4th occurrence made by gote's escape.
  require_end(*games[1], "jsa", 12, verdict_kind::loss, 0, "perpetual-check");
  CHECK(under(*games[1], "jsa").events.back().move == "４一玉(51)");
  CHECK(games[1]->recorded_result == "gote-win");
  // A start in check: jsa at ply 12, the server one ply later (occurrences from its streak).
  require_end(*games[2], "jsa", 12, verdict_kind::loss, 0, "perpetual-check");
  require_end(*games[2], "csa", 13, verdict_kind::loss, 0, "perpetual-check");
  CHECK(under(*games[2], "csa").events.back().occurrences == std::vector<repetita::ply_t>{5, 9, 13});
  CHECK(games[2]->players == std::array<std::string, 2>{"Sente", "Gote"});
  // A quiet first cycle: a draw for jsa, a loss by the server's streak.
  CHECK(games[3]->line == 31);
  require_end(*games[3], "jsa", 12, verdict_kind::draw, no_player, "sennichite");
  require_end(*games[3], "csa", 16, verdict_kind::loss, 0, "perpetual-check");
  CHECK(under(*games[3], "csa").events.back().occurrences == std::vector<repetita::ply_t>{8, 12, 16});
  require_end(*games[3], "jsa-pre-1983", 16, verdict_kind::draw, no_player, "sennichite");
  // Perpetual check by gote.
  require_end(*games[4], "jsa", 12, verdict_kind::loss, 1, "perpetual-check");
  // The board of the start recurs from ply 20 on with the pawn in gote's hand: not the same
  // position as at plies 0 and 4, so the 4th occurrence is at ply 32.
  require_end(*games[5], "jsa", 32, verdict_kind::draw, no_player, "sennichite");
  CHECK(under(*games[5], "jsa").events.back().occurrences == std::vector<repetita::ply_t>{20, 24, 28, 32});
}

TEST_CASE("shogi events: a foul is one verdict at its ply, the moves after it void", "[cli][shogi][events]") {
  // Kings shuffle (the start position at plies 0, 4, 8), then sente drops a second pawn on the 5th
  // file (二歩, JSA 対局規定 第8条 1: the player who commits a foul loses at once). One event at
  // ply 9 under every rule set: the foul, nothing else; 5a5b after it is void.
  const auto sink = test::run({data("foul-after-repetitions.usi")}, {"all"});
  const auto games = sink.games();
  REQUIRE(games.size() == 1);
  CHECK(games[0]->plies == 9);  // the record ends with the foul: 5a5b after it is not a ply of the game
  for (const rule_set_report& rs : games[0]->rule_sets) {
    REQUIRE(rs.events.size() == 1);
    CHECK(rs.events[0].ply == 9);
    CHECK(rs.events[0].kind == repetita::verdict_kind::loss);
    CHECK(rs.events[0].by == 0);
    CHECK(rs.events[0].rule == "foul");
    CHECK(rs.end.ply == 9);
  }
}

TEST_CASE("shogi errors: line and column in the input, games numbered on after a broken one", "[cli][shogi][errors]") {
  int code = 0;
  const auto sink = test::run({data("three-games-one-bad.csa"), data("illegal-move-sjis.kif")}, {}, 1, 0, true, true,
                              &code);
  CHECK(code == 3);
  REQUIRE(sink.items.size() == 4);
  const auto& e = std::get<read_error>(sink.items[1].value);
  CHECK(e.line == 15);
  CHECK(e.column == 2);
  CHECK(e.game == 2);
  CHECK(e.kind == "illegal_move");
  CHECK(e.text == "-7776FU");
  CHECK(std::get<game_report>(sink.items[2].value).game == 3);
  CHECK(std::get<game_report>(sink.items[2].value).line == 17);
  // Shift_JIS: the column counts characters, as in the UTF-8 twin.
  const auto& k = std::get<read_error>(sink.items[3].value);
  CHECK(k.line == 7);
  CHECK(k.column == 6);
  CHECK(k.text == "５五角打");
}

TEST_CASE("shogi chunks: any chunk size and any number of threads read the same games and errors",
          "[cli][shogi][chunks]") {
  std::vector<std::string> files = examples();
  for (const char* f : {"three-games-one-bad.csa", "three-games-one-bad.usi", "sjis.kif", "variations.kif"})
    files.push_back(data(f));
  const auto reference = summary(test::run(files, {"all"}));
  REQUIRE(reference.size() == 16);
  for (const std::size_t chunk : {std::size_t{1}, std::size_t{64}, std::size_t{300}})
    for (const unsigned jobs : {1u, 2u}) {
      INFO("chunk " << chunk << " jobs " << jobs);
      CHECK(summary(test::run(files, {"all"}, jobs, chunk)) == reference);
    }
}

TEST_CASE("shogi corpus: every record of ../shared/data/shogi reads, and no rule ends a game", "[cli][shogi][corpus]") {
  std::vector<std::string> files;
  // ../shared/data/shogi, or (in a checkout without it) its partial copy in tests/data/shogi.
  const bool shared = fs::exists(REPETITA_SHARED_SHOGI_DATA);
  const fs::path root = shared ? fs::path(REPETITA_SHARED_SHOGI_DATA) : fs::path(REPETITA_TEST_SHOGI_DATA);
  for (const auto& e : fs::recursive_directory_iterator(root))
    if (e.is_regular_file() && e.path().extension() != ".md") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  int code = 0;
  const auto sink = test::run(files, {"all"}, 2, 0, true, true, &code);
  CHECK(code == 0);
  std::uint64_t plies = 0;
  for (const game_report* g : sink.games()) {
    plies += g->plies;
    for (const rule_set_report& r : g->rule_sets) CHECK_FALSE(r.ended());  // none reaches sennichite
  }
  if (shared) {
    CHECK(sink.games().size() == 188);
    CHECK(plies == 22144);
  } else {  // the copy holds fewer records
    WARN("../shared/data/shogi not found: the copy in tests/data/shogi was read");
    CHECK(sink.games().size() == 53);
    CHECK(plies == 6974);
  }
}
