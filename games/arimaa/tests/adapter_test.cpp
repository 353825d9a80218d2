// Arimaa's record adapter (repetita::arimaa::adapter, games/arimaa/include/repetita/arimaa/adapter.hpp)
// without the CLI: the splitter's chunks read through the adapter's reader give the records of the
// whole input (game numbers, lines, plies, turns, errors with their lines and columns), whatever
// the chunk size; and what the adapter says about the notation (sniffing, results, players, claims).
#include <repetita/arimaa/adapter.hpp>

#include <catch2/catch.hpp>

#include <adapter_records.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using repetita::arimaa::adapter;

// The Arimaa files of tests/data/arimaa (any name), tests/data/real/arimaa (the arimaa.com exports), games/arimaa/tests/cli/data and the bundled examples.
std::vector<std::string> arimaa_files() {
  std::vector<std::string> files;
  for (const fs::path& dir : {fs::path(REPETITA_TEST_DATA_DIR) / "arimaa", fs::path(REPETITA_TEST_DATA_DIR) / "real" / "arimaa",
                              fs::path(REPETITA_CLI_ARIMAA_TEST_DATA_DIR),
                              fs::path(REPETITA_CLI_ARIMAA_EXAMPLES_DIR)})
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.is_regular_file() && entry.path().extension() != ".md") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

using repetita::test::contents;

// One line per record of `input` cut into chunks of about `chunk_bytes` and read chunk by chunk,
// game numbers counted over the whole input as the CLI counts them (a chunk's reader numbers its
// records from 1): a record's number, line, title, result and every turn as written, with its
// label; a broken record's error as tools print it.
std::vector<std::string> read_records(const std::string& input, const std::string& file, std::size_t chunk_bytes,
                                      bool lenient) {
  return repetita::test::read_records<adapter>(
      input, file, chunk_bytes, repetita::read_options{.lenient = lenient},
      [](const adapter::record& record, const repetita::record_header& h, std::uint64_t game) {
        std::string line = "game " + std::to_string(game) + " line " + std::to_string(h.line) +
                           " plies " + std::to_string(h.plies) + " (" + h.title + ") " + h.recorded_result + ":";
        REQUIRE(record.plies() == h.plies);
        std::string text, label;
        for (std::size_t i = 0; i < record.plies(); ++i) {
          record.describe(i, text, label);
          line += " " + text + "/" + label;
          CHECK(record.announceable(i) == nullptr);
        }
        return line;
      });
}

}  // namespace

TEST_CASE("arimaa adapter: the splitter's chunks read through the reader give the records of the whole input",
          "[arimaa][adapter][chunks]") {
  const auto files = arimaa_files();
  REQUIRE(files.size() >= 13);
  std::size_t records = 0;
  for (const std::string& file : files) {
    const std::string input = contents(file);
    for (const bool lenient : {false, true}) {
      CAPTURE(file, lenient);
      const auto whole = read_records(input, file, std::size_t{1} << 30, lenient);
      REQUIRE(!whole.empty());
      records += whole.size();
      for (const std::size_t chunk : {std::size_t{1}, std::size_t{64}, std::size_t{1000}}) {
        CAPTURE(chunk);
        CHECK(read_records(input, file, chunk, lenient) == whole);
      }
    }
  }
  CHECK(records >= 2 * files.size());
}

TEST_CASE("arimaa adapter: records are numbered from 1 in the reader's text and lines are the input's",
          "[arimaa][adapter][chunks]") {
  const std::string gold = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2\n";
  const std::string silver = "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\n";
  // A comment before the first game (it belongs to it), a broken game (an unknown token), a good one.
  const std::string text = "# games\n" + gold + silver + "2g Ed2n\n" + gold + silver + "2g Zz9\n" + gold + silver;
  const auto records = read_records(text, "t.arimaa", std::size_t{1} << 30, false);
  REQUIRE(records.size() == 3);
  CHECK(records[0].starts_with("game 1 line 2 plies 3 () : Ra1 "));
  CHECK(records[0].ends_with(" Ed2n/2g Ed2n"));
  // Game 2's setups stand; its text stops being a game at ply 3 (the tools judge it: no rule set
  // ends the game before, so they report the anomaly as the record's error).
  CHECK(records[1].starts_with("game 2 line 5 plies 2 () :"));
  CHECK(records[1].ends_with(" | anomaly at ply 3: t.arimaa:7:4: warning: bad_token: turn 2g: unknown token 'Zz9' "
                             "(expected a placement such as Ra1, a step such as Ee2n or a capture such as cf3x) "
                             "(\"Zz9\")"));
  CHECK(records[2].starts_with("game 3 line 8 plies 2 () :"));
  CHECK(read_records(text, "t.arimaa", 1, false) == records);
  // A reader's text that starts at line 10 of its input: the lines are the input's.
  const std::string later = "\n" + gold + silver;
  adapter::reader reader(later, "t.arimaa", 10, repetita::read_options{});
  adapter::record record;
  repetita::record_error error;
  REQUIRE(reader.read(record, error) == repetita::read_status::record);
  repetita::record_header h;
  record.header(h);
  CHECK(h.game == 1);
  CHECK(h.line == 11);
  CHECK(h.plies == 2);
  CHECK(reader.read(record, error) == repetita::read_status::end);
}

TEST_CASE("arimaa adapter: a turn written again is an error, read leniently it replaces the refused one",
          "[arimaa][adapter]") {
  const std::string input = contents(std::string(REPETITA_CLI_ARIMAA_TEST_DATA_DIR) + "/repeated-turn.arimaa");
  const auto strict = read_records(input, "r.arimaa", std::size_t{1} << 30, false);
  REQUIRE(strict.size() == 1);
  // The turns before the label written again stand (10 plies); the rest is the record's anomaly.
  CHECK(strict[0].find(" plies 10 ") != std::string::npos);
  CHECK(strict[0].find(" | anomaly at ply 11: r.arimaa:13:1: warning: unexpected_turn: turn 5s: expected turn 6g, "
                       "found 5s written again (first on line 12)") != std::string::npos);
  const auto lenient = read_records(input, "r.arimaa", std::size_t{1} << 30, true);
  REQUIRE(lenient.size() == 1);
  CHECK(lenient[0].find(" plies 11 ") != std::string::npos);
}

TEST_CASE("arimaa adapter: formats, players, results and claims", "[arimaa][adapter]") {
  CHECK(adapter::name == "arimaa");
  CHECK(adapter::format == "arimaa");
  CHECK(adapter::extensions[0] == ".arimaa");
  CHECK(adapter::players[0] == "gold");
  CHECK(adapter::players[1] == "silver");
  CHECK(adapter::looks_like("\xEF\xBB\xBF# a comment\n\n1w Ra1 Rb1\n"));
  CHECK(adapter::looks_like("3w\n +-----------------+\n"));
  CHECK_FALSE(adapter::looks_like("3w\n"));
  CHECK_FALSE(adapter::looks_like("1. e4 e5 *\n"));
  repetita::verdict v;
  v.kind = repetita::verdict_kind::loss;
  v.who = 1;
  CHECK(adapter::result_text(v) == "gold");
  v.who = 0;
  CHECK(adapter::result_text(v) == "silver");
  CHECK(adapter::result_text(repetita::verdict{}) == "*");
  CHECK(adapter::claims_unsupported("x.arimaa") ==
        "'repetita check' judges draw claims, and Arimaa has none: a third occurrence is an illegal move (x.arimaa "
        "is an Arimaa record); 'repetita analyze' lists the illegal moves and the ends of the game");
  CHECK(adapter::rule_sets().infos().front().name == "arimaa");
}

TEST_CASE("arimaa adapter: game page exports one after the other are cut at their header lines",
          "[arimaa][adapter][export]") {
  const std::string gold = "1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2\n";
  const std::string silver = "1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\n";
  const std::string first = "GameId: 7\nWhite: Ann\nBlack: Bob\nResultCode: w\nReasonCode: r\n\n" + gold + silver +
                            "2w Ed2n\n2b resigns\n";
  const std::string second = "GameId: 8\nEvent: Rated game\nResultCode: b\n\n" + gold + silver;
  const std::string text = first + "\n" + second;
  CHECK(adapter::owns(text));
  CHECK_FALSE(adapter::owns(gold + silver));  // plain notation: told by its extension or looks_like
  CHECK_FALSE(adapter::owns("[Event \"x\"]\n1. e4 e5 *\n"));
  CHECK_FALSE(adapter::owns("Event: x\n1. e4 e5 *\n"));  // header lines, but no Arimaa turn after them
  const auto records = read_records(text, "e.pgn", std::size_t{1} << 30, false);
  REQUIRE(records.size() == 2);
  CHECK(records[0].starts_with("game 1 line 1 plies 3 (game 7) gold:"));
  CHECK(records[1].starts_with("game 2 line 12 plies 2 (Rated game, game 8) silver:"));
  for (const std::size_t chunk : {std::size_t{1}, std::size_t{40}}) CHECK(read_records(text, "e.pgn", chunk, false) == records);
  // A header line after the moves of a game that has none before them is the next game's.
  const auto plain_then_export = read_records(gold + silver + second, "p.arimaa", std::size_t{1} << 30, false);
  REQUIRE(plain_then_export.size() == 2);
  CHECK(plain_then_export[1].starts_with("game 2 line 3 plies 2 (Rated game, game 8) silver:"));
  // A line of the form of a header line after a game's turns starts a game: with no turn after it,
  // that game is an error at its line (not a silent game without moves).
  const auto trailing = read_records(gold + silver + "Note: a line that is no turn\n", "n.arimaa", std::size_t{1} << 30, false);
  REQUIRE(trailing.size() == 2);
  CHECK(trailing[0].starts_with("game 1 line 1 plies 2 () :"));
  CHECK(trailing[1].starts_with("n.arimaa:3:1: error: bad_label: header lines such as 'GameId: 100' stand before the "
                                "turns of their game, and no turn follows (game 2"));
}

TEST_CASE("arimaa adapter: an archive's broken lines are errors at their line and column", "[arimaa][adapter][archive]") {
  const std::string header = "id\tresult\tmovelist\tevents\n";
  const std::string setups =
      "1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2\\n"
      "1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7";
  const std::string text = header + "1\tw\t" + setups + "\\n2w Ed2n\\n2b\tlog\n" +  // good
                           "2\tb\t" + setups + "\n" +                               // a column missing
                           "\n" +                                                    // a blank line: no game
                           "3\tb\t" + setups + "\\n2w Ed2n Zz9\tlog\r\n" +          // a bad token
                           "4\tb\t" + setups + "\tlog\n";
  CHECK(adapter::owns(text));
  const auto records = read_records(text, "allgames.txt", std::size_t{1} << 30, false);
  REQUIRE(records.size() == 4);
  CHECK(records[0].starts_with("game 1 line 2 plies 3 (game 1) gold:"));
  CHECK(records[0].ends_with(" Ed2n/2w Ed2n"));
  CHECK(records[1].starts_with("allgames.txt:3:1: error: bad_archive_line: an archive line has the 4 tab-separated "
                               "columns of the archive's first line (game 2"));
  // The column counts the two characters of each \n before the token.
  const std::size_t column = std::string("3\tb\t").size() + setups.size() + std::string("\\n2w Ed2n ").size() + 1;
  CHECK(records[2].starts_with("game 3 line 5 plies 2 (game 3) silver:"));
  CHECK(records[2].find(" | anomaly at ply 3: allgames.txt:5:" + std::to_string(column) +
                        ": warning: bad_token: turn 2w: ") != std::string::npos);
  CHECK(records[2].ends_with("(\"Zz9\")"));
  CHECK(records[3].starts_with("game 4 line 6 plies 2 (game 4) silver:"));
  // An archive is one chunk: its lines need the column line.
  CHECK(read_records(text, "allgames.txt", 1, false) == records);
}
