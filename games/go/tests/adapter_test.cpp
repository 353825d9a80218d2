// Go's record adapter (repetita::go::adapter, games/go/include/repetita/go/adapter.hpp) without the
// CLI: the splitter's chunks read through the adapter's reader give the records of the whole input
// (game numbers, lines, plies, moves, errors with their lines and columns), whatever the chunk size,
// as tests/cli/chunking_test.cpp checks for PGN through the CLI's pipeline; and what the adapter
// says about SGF (sniffing, results, players, claims).
#include <repetita/go/adapter.hpp>

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
using repetita::go::adapter;

std::vector<std::string> sgf_files() {
  std::vector<std::string> files;
  for (const fs::path& dir : {fs::path(REPETITA_TEST_DATA_DIR) / "go", fs::path(REPETITA_CLI_GO_TEST_DATA_DIR)})
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.is_regular_file() && entry.path().extension() == ".sgf") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

using repetita::test::contents;

// One line per record of `input` cut into chunks of about `chunk_bytes` and read chunk by chunk,
// game numbers counted over the whole input as the CLI counts them (a chunk's reader numbers its
// records from 1): a record's number, line, players, title, result and every ply as written, with
// its label and mover; a broken record's error as tools print it.
std::vector<std::string> read_records(const std::string& input, const std::string& file, std::size_t chunk_bytes,
                                      bool lenient) {
  return repetita::test::read_records<adapter>(
      input, file, chunk_bytes, repetita::read_options{.lenient = lenient},
      [](const adapter::record& record, const repetita::record_header& h, std::uint64_t game) {
        std::string line = "game " + std::to_string(game) + " line " + std::to_string(h.line) +
                           " plies " + std::to_string(h.plies) + " " + h.players[0] + " - " + h.players[1] + " (" +
                           h.title + ") " + h.recorded_result + ":";
        REQUIRE(record.plies() == h.plies);
        std::string text, label;
        for (std::size_t i = 0; i < record.plies(); ++i) {
          record.describe(i, text, label);
          line += " " + text + "/" + label + "/" + std::to_string(record.mover_of(i));
          CHECK(record.announceable(i) == nullptr);
        }
        return line;
      });
}

}  // namespace

TEST_CASE("go adapter: the splitter's chunks read through the reader give the records of the whole input",
          "[go][adapter][chunks]") {
  const auto files = sgf_files();
  REQUIRE(files.size() >= 15);
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

TEST_CASE("go adapter: records are numbered from 1 in the reader's text and lines are the input's",
          "[go][adapter][chunks]") {
  // Text between trees, a broken tree, a tree the input leaves open; lines end with LF, CR, CRLF.
  const std::string text = "junk\n(;B[aa])\r(;B[zz])\r\n  (;SZ[9];B[ee];W[ff]\n";
  const auto strict = read_records(text, "t.sgf", std::size_t{1} << 30, false);
  REQUIRE(strict.size() == 3);
  CHECK(strict[0] == "game 1 line 2 plies 1  -  () : aa/1. B A19/0");
  CHECK(strict[1] == "t.sgf:3:3: error: bad_value: B: point off the board: 'zz' (game 2)");
  CHECK(strict[2] == "t.sgf:5:1: error: syntax: unexpected end of input: missing ')' (game 3)");
  const auto lenient = read_records(text, "t.sgf", 1, true);
  REQUIRE(lenient.size() == 3);
  CHECK(lenient[2] == "game 3 line 4 plies 2  -  () : ee/1. B E5/0 ff/2. W F4/1");
  // A reader's text that starts at line 10 of its input: the lines are the input's.
  adapter::reader reader("\n(;B[aa]\n;W[bb])", "t.sgf", 10, repetita::read_options{});
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

TEST_CASE("go adapter: formats, players, results and claims", "[go][adapter]") {
  CHECK(adapter::name == "go");
  CHECK(adapter::format == "sgf");
  CHECK(adapter::extensions[0] == ".sgf");
  CHECK(adapter::players[0] == "black");
  CHECK(adapter::players[1] == "white");
  CHECK(adapter::looks_like("\xEF\xBB\xBF \n( ;GM[1]"));
  CHECK(adapter::looks_like(std::string("\xFF\xFE(\0;\0", 6)));
  CHECK(adapter::looks_like(std::string("\xFE\xFF\0(\0;", 6)));
  CHECK_FALSE(adapter::looks_like("[Event \"x\"]"));
  CHECK_FALSE(adapter::looks_like("(no tree)"));
  const auto ended = [](repetita::verdict_kind kind, repetita::player_index who) {
    repetita::verdict v;
    v.kind = kind;
    v.who = who;
    return adapter::result_text(v);
  };
  CHECK(ended(repetita::verdict_kind::no_result, repetita::no_player) == "Void");
  CHECK(ended(repetita::verdict_kind::draw, repetita::no_player) == "0");
  CHECK(ended(repetita::verdict_kind::loss, 0) == "W+");
  CHECK(ended(repetita::verdict_kind::loss, 1) == "B+");
  CHECK(adapter::result_text(repetita::verdict{}) == "?");
  CHECK(adapter::claims_unsupported("x.sgf").find("Go has none") != std::string::npos);
  CHECK(adapter::rule_sets().infos().front().name == "japanese");
  // A setup node after the first move has no mover; a move's colour is its mover, even out of turn.
  adapter::reader reader("(;SZ[9];B[aa];AB[cc];B[bb])", "t.sgf", 1, repetita::read_options{});
  adapter::record record;
  repetita::record_error error;
  REQUIRE(reader.read(record, error) == repetita::read_status::record);
  REQUIRE(record.plies() == 3);
  CHECK(record.mover_of(0) == 0);
  CHECK(record.mover_of(1) == repetita::no_player);
  CHECK(record.mover_of(2) == 0);
}
