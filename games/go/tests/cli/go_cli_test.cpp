// Go in the repetita CLI (its record adapter, repetita::go::adapter): SGF cut into game trees (whatever the chunk size and the
// number of threads), the events of each rule set at their plies, how plies are written.
#include "cli_test_support.hpp"

#include <repetita/corpus/drivers.hpp>
#include <repetita/corpus/rule_selection.hpp>

#include <repetita/go/adapter.hpp>
#include <repetita/go/board.hpp>
#include <repetita/go/sgf_charset.hpp>
#include <repetita/go/sgf_splitter.hpp>

#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using namespace repetita::corpus;
using repetita::verdict_kind;
namespace sgf = repetita::go::sgf;

const std::string go_data = REPETITA_CLI_GO_TEST_DATA;
const std::string examples = REPETITA_CLI_GO_EXAMPLES;

std::vector<record_chunk> split(const std::string& input, std::size_t target) {
  std::istringstream in(input);
  sgf::splitter splitter;
  std::vector<record_chunk> chunks;
  record_chunk chunk;
  while (splitter.next(in, target, chunk)) chunks.push_back(chunk);
  return chunks;
}

const game_driver& go() {
  const game_driver* d = find_driver("go");
  REQUIRE(d != nullptr);
  return *d;
}

// Replays the records of `text` (one chunk) under `rule_sets` (names).
batch_report replay(const std::string& text, const std::vector<std::string>& rule_sets, bool lenient = false) {
  replay_options options;
  for (const std::string& name : rule_sets) options.rule_sets.push_back(go().find_rule_set(name).value());
  options.lenient = lenient;
  auto processor = go().make_processor(options);
  batch_report out;
  processor->process(record_chunk{text, 1}, "test.sgf", out);
  return out;
}

const game_report& game(const batch_report& b, std::size_t i) {
  REQUIRE(i < b.items.size());
  const auto* g = std::get_if<game_report>(&b.items[i]);
  REQUIRE(g != nullptr);
  return *g;
}

std::vector<std::string> sgf_files(const std::string& dir) {
  std::vector<std::string> files;
  if (!std::filesystem::is_directory(dir)) return files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir))
    if (entry.is_regular_file() && entry.path().extension() == ".sgf") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

TEST_CASE("go splitter: a chunk ends at the end of a line on which a game tree closed", "[cli][go][chunks]") {
  // Parentheses, brackets and an escaped ']' inside property values; text between trees; a tree
  // that opens on the line where another closed keeps that line in one chunk.
  const std::string text = "junk\n(;C[a (b\\] c)];B[aa])\n\n(;B[bb](;W[cc])(;W[dd]))x(;C[)\n]) (;B[cc])\n";
  const auto one = split(text, 1);
  REQUIRE(one.size() == 2);
  CHECK(one[0].text == "junk\n(;C[a (b\\] c)];B[aa])\n");
  CHECK(one[0].first_line == 1);
  CHECK(one[1].text == "\n(;B[bb](;W[cc])(;W[dd]))x(;C[)\n]) (;B[cc])\n");
  CHECK(one[1].first_line == 3);
  const auto whole = split(text, 1 << 20);
  REQUIRE(whole.size() == 1);
  CHECK(whole[0].text == text);
  CHECK(split(" \n\t", 1).empty());  // blanks only: no chunk
  // all trees on one line: one chunk, so that columns stay those of the line
  CHECK(split("(;B[aa])(;B[bb])(;B[cc])", 1).size() == 1);
}

TEST_CASE("go splitter: a '(' between trees opens one as the reader reads it", "[cli][go][chunks]") {
  // The reader skips text between trees up to a '(': "(below)" is a broken tree, the next one reads.
  const std::string text = "see (below)\n(;B[aa])";
  const auto chunks = split(text, 1);
  REQUIRE(chunks.size() == 2);
  CHECK(chunks[0].text == "see (below)\n");
  const batch_report b = replay(text, {"japanese"});
  REQUIRE(b.items.size() == 2);
  const auto* e = std::get_if<read_error>(&b.items[0]);
  REQUIRE(e != nullptr);
  CHECK(e->to_string() == "test.sgf:1:5: error: syntax: expected ';' to start a node (game 1)");
  CHECK(game(b, 1).game == 2);
  CHECK(game(b, 1).line == 2);
}

TEST_CASE("go splitter: lines end with LF or CRLF or CR", "[cli][go][chunks]") {
  const auto chunks = split("(;B[aa])\r\n(;B[bb])\r(;B[cc])\n\r\n(;B[dd])", 1);
  REQUIRE(chunks.size() == 4);
  CHECK(chunks[0].text == "(;B[aa])\r\n");  // a CRLF is one line end: the cut follows the LF
  CHECK(chunks[1].first_line == 2);
  CHECK(chunks[1].text == "(;B[bb])\r");
  CHECK(chunks[2].first_line == 3);
  CHECK(chunks[3].first_line == 4);
  const batch_report b = replay(chunks[3].text, {"japanese"});
  CHECK(game(b, 0).line == 2);  // plus first_line - 1 in the pipeline: line 5
  // a CR at the end of what has been read waits for the next byte
  std::string crlf_at_block_end(std::size_t{1} << 18, ' ');
  crlf_at_block_end.replace(crlf_at_block_end.size() - 9, 9, "(;B[aa])\r");
  const auto wait = split(crlf_at_block_end + "\n(;B[bb])", 1);
  REQUIRE(wait.size() == 2);
  CHECK(wait[1].text == "(;B[bb])");
  CHECK(wait[1].first_line == 2);
}

TEST_CASE("go splitter: UTF-16 input is transcoded to UTF-8 and byte order marks dropped", "[cli][go][chunks]") {
  // "(;PB[é𝄞])": U+00E9 and U+1D11E (a surrogate pair)
  const std::u16string units = u"(;PB[\u00E9\U0001D11E])";
  std::string le = "\xFF\xFE", be = "\xFE\xFF";
  for (const char16_t u : units) {
    le += static_cast<char>(u & 0xFF);
    le += static_cast<char>(u >> 8);
    be += static_cast<char>(u >> 8);
    be += static_cast<char>(u & 0xFF);
  }
  const std::string utf8 = "(;PB[\xC3\xA9\xF0\x9D\x84\x9E])";
  for (const std::string& input : {le, be}) {
    const auto chunks = split(input, 1);
    REQUIRE(chunks.size() == 1);
    CHECK(chunks[0].text == utf8);
  }
  CHECK(split("\xEF\xBB\xBF(;B[aa])", 1).at(0).text == "(;B[aa])");
  CHECK(go().looks_like(le));
  CHECK(go().looks_like("\xEF\xBB\xBF \n( ;GM[1]"));
  CHECK_FALSE(go().looks_like("[Event \"x\"]"));
  CHECK_FALSE(go().looks_like("(no tree)"));
}

TEST_CASE("go text: the charset of CA to UTF-8", "[cli][go][text]") {
  CHECK(sgf::to_utf8("\x88\xe4\x8eR \x97T\x91\xbe", "Shift_JIS") == "\xe4\xba\x95\xe5\xb1\xb1 \xe8\xa3\x95\xe5\xa4\xaa");
  CHECK(sgf::to_utf8("\xb9\xc5\xc1\xa6", "gb2312") == "\xe5\x8f\xa4\xe5\x8a\x9b");  // 古力
  CHECK(sgf::to_utf8("Caf\xe9", "ISO8859_1") == "Caf\xc3\xa9");
  CHECK(sgf::to_utf8("Caf\xe9", "") == "Caf\xc3\xa9");             // no CA: a stray byte is Latin-1
  CHECK(sgf::to_utf8("Caf\xe9", "no-such-charset") == "Caf\xc3\xa9");
  CHECK(sgf::to_utf8("\xc3\xa9t\xc3\xa9", "Shift_JIS") == "\xc3\xa9t\xc3\xa9");  // valid UTF-8 stays
  CHECK(sgf::to_utf8("plain", "EUC-KR") == "plain");
}

TEST_CASE("go events: the classic cycles at their plies under every rule set", "[cli][go][events]") {
  std::ifstream in(examples + "/02-long-cycles.sgf", std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const batch_report b = replay(text, {"japanese", "chinese", "nz", "nssk", "simple-ko"});
  REQUIRE(b.items.size() == 3);
  const game_report& triple = game(b, 0);
  CHECK(triple.game == 1);
  CHECK(triple.plies == 12);
  // japanese: no result at ply 12, the start situation for the third time (Art. 12)
  REQUIRE(triple.rule_sets[0].events.size() == 1);
  const event& nr = triple.rule_sets[0].events[0];
  CHECK(nr.ply == 12);
  CHECK(nr.kind == verdict_kind::no_result);
  CHECK(nr.by == repetita::no_player);
  CHECK(nr.occurrences == std::vector<repetita::ply_t>{0, 6, 12});
  CHECK(triple.rule_sets[0].end.ply == 12);
  CHECK(go().result_of(triple.rule_sets[0].end) == "Void");
  // chinese (PSK): White's ply 6 recreates the start board; each later ply repeats one too
  const auto& psk = triple.rule_sets[1].events;
  REQUIRE(psk.size() == 7);
  CHECK(psk[0].ply == 6);
  CHECK(psk[0].kind == verdict_kind::illegal_move);
  CHECK(psk[0].by == 1);
  CHECK(psk[0].move == "bd");
  CHECK(psk[0].move_label == "6. W B4");
  CHECK(psk[0].occurrences == std::vector<repetita::ply_t>{0, 6});
  CHECK_FALSE(triple.rule_sets[1].ended());  // an illegal move does not end the game
  // nz and nssk: the start board does not count; Black's ply 7 repeats ply 1
  CHECK(triple.rule_sets[2].events.at(0).ply == 7);
  CHECK(triple.rule_sets[2].events.at(0).occurrences == std::vector<repetita::ply_t>{1, 7});
  CHECK(triple.rule_sets[3].events.at(0).ply == 7);
  CHECK(triple.rule_sets[4].events.empty());  // simple ko never stops a triple ko
  // eternal life: no result at 8, the 9th ply is void for japanese
  const game_report& eternal = game(b, 1);
  CHECK(eternal.rule_sets[0].end.ply == 8);
  CHECK(eternal.rule_sets[1].events.at(0).ply == 4);
  // round-robin ko
  CHECK(game(b, 2).rule_sets[0].end.ply == 16);
  CHECK(game(b, 2).rule_sets[1].events.at(0).ply == 8);
}

TEST_CASE("go events: an illegal move is by the colour that made it even out of turn", "[cli][go][events]") {
  std::ifstream in(go_data + "/broken-record.sgf", std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const batch_report b = replay(text, {"japanese", "ssk", "nz", "tromp-taylor"});
  const game_report& g = game(b, 0);
  CHECK(g.players[0] == "Black");
  CHECK(g.players[1] == "White");
  CHECK(g.recorded_result == "?");
  CHECK(g.plies == 5);
  const auto& jp = g.rule_sets[0].events;
  REQUIRE(jp.size() == 2);  // ply 3 is no play: not also a simple ko (issue 42)
  CHECK(jp[0].ply == 1);
  CHECK(jp[0].rule == "suicide");
  CHECK(jp[0].by == 1);
  // Black's second move in a row, on its own stone: the tracker expected White, the record says Black
  CHECK(jp[1].ply == 3);
  CHECK(jp[1].rule == "occupied");
  CHECK(jp[1].by == 0);
  CHECK(jp[1].move == "cc");
  CHECK(jp[1].move_label == "3. B C3");
  // the single-stone suicide recreates the start board: PSK forbids it; the start situation had
  // White to move (PL[W]), so SSK does not; NZ does not count the start board
  CHECK(g.rule_sets[3].events.at(0).rule == "psk");
  CHECK(g.rule_sets[3].events.at(0).ply == 1);
  CHECK(g.rule_sets[1].events.at(0).ply == 3);
  CHECK(g.rule_sets[2].events.at(0).ply == 3);
}

TEST_CASE("go events: a play on an occupied point is one illegal move, never also a superko repetition",
          "[cli][go][events]") {
  // Issue 42 (a Fox game of the bot Sweeper, 2016): Black plays again on its own stone at ply 3;
  // the board does not change, so it "repeats" ply 2 under positional superko. "A play is on an
  // empty point": a play on an occupied point is no play, it recreates no position, and the one
  // rule it breaks judges it. Every rule set lists one event at ply 3, `occupied`, and nothing else.
  const std::string text = "(;SZ[9];B[cc];W[dd];B[cc];W[ee];B[ff])";
  const std::vector<std::string> all = {"japanese", "korean", "chinese", "aga", "nz", "tromp-taylor", "ing",
                                        "simple-ko", "psk", "ssk", "ssk-nz", "nssk", "spight"};
  const batch_report b = replay(text, all);
  const game_report& g = game(b, 0);
  REQUIRE(g.rule_sets.size() == all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    CAPTURE(all[i]);
    const auto& events = g.rule_sets[i].events;
    REQUIRE(events.size() == 1);
    CHECK(events[0].ply == 3);
    CHECK(events[0].kind == verdict_kind::illegal_move);
    CHECK(events[0].rule == "occupied");
    CHECK(events[0].by == 0);
    CHECK(events[0].move == "cc");
  }
  // A single-stone suicide recreates the board before it: where suicide is forbidden, the suicide
  // rule judges it alone (Chinese: no PSK verdict too); where it is allowed, PSK forbids it.
  const batch_report bs = replay("(;SZ[5]AB[ab][ba]PL[W];W[aa];B[dd])", {"chinese", "tromp-taylor"});
  const game_report& s = game(bs, 0);
  REQUIRE(s.rule_sets[0].events.size() == 1);
  CHECK(s.rule_sets[0].events[0].ply == 1);
  CHECK(s.rule_sets[0].events[0].rule == "suicide");
  REQUIRE(s.rule_sets[1].events.size() == 1);
  CHECK(s.rule_sets[1].events[0].ply == 1);
  CHECK(s.rule_sets[1].events[0].rule == "psk");
  CHECK(s.rule_sets[1].events[0].occurrences == std::vector<repetita::ply_t>{0, 1});
}

TEST_CASE("go plies: passes and setup nodes and how plies are written", "[cli][go][events]") {
  // A 19x19 pass [tt], an empty pass, a setup node after the first move, a node with B and W.
  auto tree = sgf::read_all("(;SZ[19];B[pd];W[tt];B[];AB[aa];W[dp]B[qs])");
  REQUIRE(tree);
  auto line = sgf::read_main_line(tree->front());
  REQUIRE(line);
  REQUIRE(line->steps.size() == 6);
  const char* moves[] = {"pd", "tt", "pass", "setup", "dp", "qs"};
  const char* labels[] = {"1. B Q16", "2. W pass", "3. B pass", "4. setup", "5. W D4", "6. B R1"};
  for (std::size_t i = 0; i < 6; ++i) {
    CAPTURE(i);
    CHECK(sgf::move_text(line->steps[i]) == moves[i]);
    CHECK(sgf::move_label(line->steps[i], i, 19) == labels[i]);
  }
  CHECK(game(replay("(;SZ[19];B[pd];W[tt];B[];AB[aa];W[dp]B[qs])", {"japanese", "psk"}), 0).plies == 6);
  // an illegal move's event: W A3 among Black stones on a 3x3 board, a single-stone suicide
  const batch_report b = replay("(;SZ[3]AB[ab][ba]AW[bb][cb]PL[B];B[cc];W[];B[];W[aa];B[])", {"japanese"});
  const game_report& g = game(b, 0);
  REQUIRE(g.rule_sets[0].events.size() == 1);
  CHECK(g.rule_sets[0].events[0].rule == "suicide");
  CHECK(g.rule_sets[0].events[0].ply == 4);
  CHECK(g.rule_sets[0].events[0].move == "aa");
  CHECK(g.rule_sets[0].events[0].move_label == "4. W A3");
  // the last column of a 25x25 board is Z (no I)
  auto big = sgf::read_all("(;SZ[25];B[ya])");
  REQUIRE(big);
  CHECK(sgf::move_label(sgf::read_main_line(big->front())->steps.at(0), 0, 25) == "1. B Z25");
}

TEST_CASE("go errors: line and column in the input and game numbers and reading goes on after a broken tree",
          "[cli][go][errors]") {
  const auto sink = test::run({go_data + "/bad.sgf"}, {"japanese"});
  const auto lines = summary(sink);
  REQUIRE(lines.size() == 6);
  CHECK(lines[0] == go_data + "/bad.sgf:3:2: error: bad_value: B: point off the board: 'zz' (game 1)");
  CHECK(lines[1].find(" #2 line 5 plies 2") != std::string::npos);
  CHECK(lines[2] == go_data + "/bad.sgf:7:19: error: syntax: a property identifier needs an upper-case letter (game 3)");
  CHECK(lines[3] == go_data + "/bad.sgf:8:3: error: unsupported: GM: not a game of Go (GM[1]) (game 4)");
  CHECK(lines[4].find(" #5 line 9 plies 1") != std::string::npos);
  CHECK(lines[5] == go_data + "/bad.sgf:11:1: error: syntax: unexpected end of input: missing ')' (game 6)");
  // --lenient closes the tree the input leaves open
  const auto lenient = replay("(;SZ[9];W[ba]\n", {"japanese"}, true);
  CHECK(game(lenient, 0).plies == 1);
}

TEST_CASE("go chunks: any chunk size and any number of threads read the same games and errors",
          "[cli][go][chunks]") {
  std::vector<std::string> files = sgf_files(examples);
  for (const std::string& f : sgf_files(go_data)) files.push_back(f);
  // a sample of the shared corpus when it is there (every 25th file)
  const auto shared = sgf_files(REPETITA_SHARED_GO_DATA);
  for (std::size_t i = 0; i < shared.size(); i += 25) files.push_back(shared[i]);
  const auto whole = summary(test::run(files, {"all"}, 1, std::size_t{1} << 30));
  REQUIRE(whole.size() >= 12);
  for (const std::size_t bytes : {std::size_t{1}, std::size_t{100}, std::size_t{4096}}) {
    CAPTURE(bytes);
    CHECK(summary(test::run(files, {"all"}, 1, bytes)) == whole);
    CHECK(summary(test::run(files, {"all"}, 2, bytes)) == whole);
  }
}

TEST_CASE("go chunks: broken records read the same whatever the chunk size", "[cli][go][chunks][property]") {
  // Records of the examples and test data, cut, spliced and sprinkled with SGF's structural
  // characters: whatever the reader makes of them (games or errors with their lines and columns),
  // the splitter must not change it.
  std::vector<std::string> seeds;
  for (const std::string& dir : {examples, go_data})
    for (const std::string& f : sgf_files(dir)) {
      std::ifstream in(f, std::ios::binary);
      seeds.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
      if (seeds.back().size() > 3000) seeds.back().resize(3000);
    }
  REQUIRE(!seeds.empty());
  const auto path = std::filesystem::temp_directory_path() / ("repetita-go-chunks-" + std::to_string(::getpid()) + ".sgf");
  std::uint64_t state = 2026;
  const auto next = [&state](std::uint64_t n) { return repetita::go::detail::splitmix64(state) % n; };
  static constexpr std::string_view structural = "()[];\\\r\n BW";
  for (int round = 0; round < 60; ++round) {
    std::string text = seeds[next(seeds.size())];
    for (std::uint64_t edits = 1 + next(6); edits > 0; --edits) {
      const std::size_t at = next(text.size() + 1);
      switch (next(3)) {
        case 0: text.erase(at, 1 + next(4)); break;
        case 1: text.insert(at, 1, structural[next(structural.size())]); break;
        default: text.insert(at, seeds[next(seeds.size())].substr(0, next(200))); break;
      }
    }
    {
      std::ofstream out(path, std::ios::binary);
      out << text;
    }
    CAPTURE(round, text);
    for (const std::vector<std::string>& rules : {std::vector<std::string>{"all"}}) {
      const auto whole = summary(test::run({path.string()}, rules, 1, std::size_t{1} << 30));
      CHECK(summary(test::run({path.string()}, rules, 1, 1)) == whole);
      CHECK(summary(test::run({path.string()}, rules, 2, 50)) == whole);
    }
  }
  std::filesystem::remove(path);
}

TEST_CASE("go corpus: every main line of ../shared/data/go replays and none breaks a rule", "[cli][go][corpus]") {
  const auto files = sgf_files(REPETITA_SHARED_GO_DATA);
  if (files.empty()) {
    WARN("../shared/data/go is not there: skipped");
    return;
  }
  int code = 0;
  const auto sink = test::run(files, {"all"}, 2, 0, true, true, &code);
  // owl42.sgf ends inside its tree (strict: a syntax error); every other file reads
  std::size_t errors = 0, games = 0, plies = 0, events = 0;
  for (const auto& item : sink.items) {
    if (const auto* e = std::get_if<read_error>(&item.value)) {
      ++errors;
      CHECK(e->file.find("owl42.sgf") != std::string::npos);
      continue;
    }
    const auto& g = std::get<game_report>(item.value);
    ++games;
    plies += g.plies;
    for (const auto& rs : g.rule_sets) events += rs.events.size();
  }
  CHECK(errors == 1);
  CHECK(code == 3);
  CHECK(games + errors == files.size());  // one game tree per file
  // GNU Go's regression games, Sabaki's tests and Kitani vs Go Seigen 1957: no recorded move of a
  // main line is illegal under any rule set, and no long cycle arises
  CHECK(events == 0);
  WARN(games << " games, " << plies << " plies, " << events << " events");
}

TEST_CASE("go composed rule sets: --suicide and KataGo names give a driver of the run", "[cli][go][compose]") {
  // No option, no name that asks a composition: every game's own driver serves.
  CHECK(compose_drivers({}, {}).empty());
  CHECK(compose_drivers({"all", "fide-2023", "koPOSITIONAL", "psk+suicide=allowed"}, {}).empty());
  CHECK(&driver_for_run({}, go()) == &go());
  // The names of a run: KataGo strings and composed names are Go's, malformed ones no game's.
  CHECK_FALSE(
      unknown_rule_sets({"psk", "koSITUATIONALsui0", "koPOSITIONALscoreAREAtaxNONEsui1", "psk+suicide=forbidden"}));
  CHECK(unknown_rule_sets({"koSITUATIONALsui2"}).value().starts_with("unknown rule set 'koSITUATIONALsui2'"));

  const std::vector<std::string> names{"fide-2023", "nz", "koSITUATIONALsui0", "koPOSITIONALsui1", "koSIMPLE"};
  const composed_drivers run = compose_drivers(names, {});
  REQUIRE(run.size() == 1);  // Go only
  CHECK(run[0].first == &go());
  const game_driver& composed = driver_for_run(run, go());
  CHECK(&composed != &go());
  CHECK(composed.game() == "go");
  // The same composition again is the same driver (made once, kept for the program's life).
  CHECK(compose_drivers(names, {})[0].second == &composed);
  // Its selection follows the names, its rule sets are named as composed; chess is untouched.
  const auto selection = select_rule_sets(composed, names);
  std::vector<std::string_view> selected;
  for (const std::size_t i : selection) selected.push_back(composed.rule_sets()[i].name);
  CHECK(selected ==
        std::vector<std::string_view>{"nz", "ssk+suicide=forbidden", "psk+suicide=multi-stone", "simple-ko"});
  CHECK(&driver_for_run(run, *find_driver("chess")) == find_driver("chess"));
  CHECK(go().rule_sets()[*go().find_rule_set("ssk")].name == "ssk");

  // Its processor replays under the composed rules: suicides.sgf's two-stone suicide at ply 1 is
  // illegal only under ssk+suicide=forbidden; its one-stone suicide at ply 3 under both composed.
  std::ifstream in(go_data + "/suicides.sgf", std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  replay_options options;
  options.rule_sets = selection;
  batch_report b;
  composed.make_processor(options)->process(record_chunk{text, 1}, "suicides.sgf", b);
  const game_report& g = game(b, 0);
  REQUIRE(g.rule_sets.size() == 4);
  CHECK(g.rule_sets[0].events.empty());  // nz allows every suicide
  REQUIRE(g.rule_sets[1].events.size() == 2);
  CHECK(g.rule_sets[1].events[0].ply == 1);
  CHECK(g.rule_sets[1].events[0].rule == "suicide");
  REQUIRE(!g.rule_sets[2].events.empty());
  CHECK(g.rule_sets[2].events[0].ply == 3);
  CHECK(g.rule_sets[2].events[0].rule == "suicide");
  CHECK(g.rule_sets[3].events.empty());
  // The standard rule set alone (the fast path) composed by Go's option (--suicide).
  const game_driver& all_forbidden = driver_for_run(compose_drivers({}, rule_options{{"suicide", "forbidden"}}), go());
  CHECK(all_forbidden.rule_sets()[0].name == "japanese+suicide=forbidden");
  const game_driver& all_allowed = driver_for_run(compose_drivers({}, rule_options{{"suicide", "allowed"}}), go());
  replay_options standard;
  standard.rule_sets = {0};
  batch_report s;
  all_allowed.make_processor(standard)->process(record_chunk{text, 1}, "suicides.sgf", s);
  CHECK(game(s, 0).rule_sets.at(0).events.empty());  // japanese with every suicide allowed

  // Errors: a policy that is none of the three; one rule set asked with two policies.
  CHECK_THROWS_AS(compose_drivers({}, rule_options{{"suicide", "multi"}}), std::invalid_argument);
  CHECK_THROWS_AS(compose_drivers({"psk", "koPOSITIONALsui0"}, {}), std::invalid_argument);
}
