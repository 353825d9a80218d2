// pgn_splitter started in the middle of a text (record_splitter::resume): the rest of the line
// begun before is read to its end, and a game starts just after it when it ends with a
// termination marker (record_range.hpp, first_record_after, which the CLI's workers and the
// Python package's Dask partitions use to guess where a block's first record starts).

#include "test_support.hpp"

#include <repetita/chess/pgn_splitter.hpp>
#include <repetita/records/memory_stream.hpp>
#include <repetita/records/record_range.hpp>

#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <iterator>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using repetita::first_record_after;
using repetita::memory_istream;
using repetita::chess::pgn_splitter;
namespace test = repetita::chess::test;

namespace {

std::optional<std::uint64_t> guess(std::string_view text, std::size_t offset, bool at_line_start) {
  pgn_splitter fresh;
  memory_istream in(text.substr(offset));
  return first_record_after(fresh, in, at_line_start);
}

bool is_result_token(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

// What the splitter is to find from `offset`, inside a line: the line read to its end (a CR, an
// LF, or a CR LF); when its last token is a termination marker with more text after it (`marker`),
// the next record starts after the line end; else where a splitter started at the next line's
// start finds one.
struct expectation {
  std::optional<std::uint64_t> cut;
  bool marker = false;
};

expectation expected_guess(std::string_view text, std::size_t offset) {
  std::size_t end = offset;
  while (end < text.size() && text[end] != '\n' && text[end] != '\r') ++end;
  std::string_view line = text.substr(offset, end - offset);
  std::size_t next = end;
  if (next < text.size()) next += text[next] == '\r' && next + 1 < text.size() && text[next + 1] == '\n' ? 2U : 1U;
  while (!line.empty() && std::string_view(" \t\v\f").find(line.back()) != std::string_view::npos) line.remove_suffix(1);
  const std::size_t token = line.find_last_of(" \t") + 1;  // npos + 1 == 0: the whole line
  if (!line.empty() && is_result_token(line.substr(token)) && next < text.size()) {
    // A record after it, unless only blanks follow (first_record_after reads one record past its cut).
    if (text.find_first_not_of(" \t\v\f\r\n", next) == std::string_view::npos) return {std::nullopt, true};
    return {next - offset, true};
  }
  if (next >= text.size()) return {};
  const auto after = guess(text, next, true);
  if (!after) return {};
  return {next - offset + *after, false};
}

std::string with_line_ends(std::string_view lf_text, std::string_view line_end) {
  std::string out;
  for (const char c : lf_text) {
    if (c == '\n')
      out += line_end;
    else
      out += c;
  }
  return out;
}

}  // namespace

TEST_CASE("PGN splitter: resumed inside a line, it reads the line to its end, LF, CR LF or CR, and a game starts "
          "after a termination marker",
          "[chess][pgn][range]") {
  const std::string lf = test::read_file(test::data_dir() / "lichess-2012-12-31-100.pgn");
  for (const std::string_view line_end : {"\n", "\r\n", "\r"}) {
    const std::string text = with_line_ends(lf, line_end);
    CAPTURE(line_end.size(), line_end.front() == '\r');
    std::size_t checked = 0;
    std::size_t after_marker = 0;
    for (std::size_t offset = 1; offset < text.size(); offset += offset < 4096 ? 1 : 13) {
      if (text[offset - 1] == '\n' || text[offset - 1] == '\r') continue;  // a line starts here
      CAPTURE(offset);
      const expectation expected = expected_guess(text, offset);
      REQUIRE(guess(text, offset, false) == expected.cut);
      ++checked;
      after_marker += expected.marker;
    }
    CHECK(checked > 9000);
    CHECK(after_marker > 20);
  }
}

TEST_CASE("PGN splitter: a resumed line longer than the reading buffer, its CR LF split between two reads",
          "[chess][pgn][range]") {
  // The splitter reads 64 KiB at a time (pgn_lexer.hpp, buffer_size): the movetext line below
  // runs past it, its CR the last byte of the first read from `offset` and its LF the first of
  // the next.
  const std::string head = "[Event \"long\"]\r\n\r\n1. e4 {";
  std::string text = head + std::string(70000, 'x') + "} e5 1-0";
  const std::size_t cr = text.size();
  text += "\r\n\r\n[Event \"next\"]\r\n\r\n1. d4 d5 *\r\n\r\n[Event \"third\"]\r\n\r\n1. c4 *\r\n";
  constexpr std::size_t read_size = std::size_t{1} << 16;
  const std::size_t offset = cr + 1 - read_size;
  REQUIRE(offset > head.size());
  // The marker ends the line: the next record starts just past its CR LF.
  CHECK(guess(text, offset, false) == cr + 2 - offset);
  CHECK(expected_guess(text, offset).marker);
  // The same line without its marker: the game goes on, and a splitter that has seen no movetext
  // does not take the next tags for a new game; it cuts after the next termination marker.
  std::string unmarked = text;
  unmarked.replace(cr - 3, 3, "Nf3");
  const std::size_t after_next = unmarked.find("1. d4 d5 *\r\n") + 12;
  CHECK(guess(unmarked, offset, false) == after_next - offset);
  CHECK(guess(unmarked, offset, false) == expected_guess(unmarked, offset).cut);
  // A line that the text ends in, or a marker with nothing after it: no record starts after them.
  CHECK(guess(text.substr(0, cr), offset, false) == std::nullopt);
  CHECK(guess(text.substr(0, cr + 2), offset, false) == std::nullopt);
}

namespace {

// record_splitter::first_record_in_place against first_record_after, from `offset` of `text`: the
// whole rest of the input is the same search; a part of it, the input going on, is either not
// known or the same answer as the whole rest's; a part that ends the input is that part's answer.
// Counts the parts reaching past the record start found whose search was known (a search that
// never knows would pass the rest).
struct in_place_counts {
  std::size_t known = 0;
  std::size_t parts = 0;
};

void check_in_place(std::string_view text, std::size_t offset, in_place_counts& counts) {
  const bool line_start = offset == 0 || text[offset - 1] == '\n' || text[offset - 1] == '\r';
  const std::string_view rest = text.substr(offset);
  const pgn_splitter splitter;
  const std::optional<std::uint64_t> expected = guess(text, offset, line_start);
  const auto whole = splitter.first_record_in_place(rest, line_start, true);
  REQUIRE(whole);
  REQUIRE(whole->known);
  REQUIRE(whole->start == expected);
  const std::size_t near = expected ? static_cast<std::size_t>(*expected) : rest.size();
  for (const std::size_t length : {std::size_t{0}, std::size_t{1}, std::size_t{2}, std::size_t{3}, std::size_t{40},
                                   near, near + 1, near + 2, near + 3, near + 40}) {
    if (length >= rest.size()) continue;
    CAPTURE(length);
    const std::string_view part = rest.substr(0, length);
    const auto going_on = splitter.first_record_in_place(part, line_start, false);
    REQUIRE(going_on);
    if (going_on->known) REQUIRE(going_on->start == expected);
    if (length >= near + 3) {  // past the record start and the look-ahead of its line end
      counts.known += going_on->known;
      ++counts.parts;
    }
    const auto ending = splitter.first_record_in_place(part, line_start, true);
    REQUIRE(ending);
    REQUIRE(ending->known);
    pgn_splitter fresh;
    memory_istream in(part);
    REQUIRE(ending->start == first_record_after(fresh, in, line_start));
  }
}

// PGN of every kind the tests hold: comments, escapes, BOMs, broken games, the three line ends.
std::string varied_pgn() {
  std::string text;
  const auto dir = test::data_dir() / "kokopu-parser-tests";
  std::vector<std::filesystem::path> files(std::filesystem::directory_iterator(dir), {});
  std::sort(files.begin(), files.end());
  for (const auto& file : files) text += test::read_file(file);
  const std::string lichess = test::read_file(test::data_dir() / "lichess-2012-12-31-100.pgn");
  text += lichess;
  text += with_line_ends(lichess.substr(0, 8000), "\r\n");
  text += with_line_ends(lichess.substr(0, 8000), "\r");
  return text;
}

}  // namespace

TEST_CASE("PGN splitter: the search in a text in memory finds the first record start that first_record_after "
          "finds, and says when the text is too short to tell",
          "[chess][pgn][range]") {
  const std::string text = varied_pgn();
  REQUIRE(text.size() > 100000);
  in_place_counts counts;
  const std::size_t step = test::fast_build ? 1 : 7;
  for (std::size_t offset = 0; offset < text.size(); offset += step) {
    CAPTURE(offset);
    check_in_place(text, offset, counts);
  }
  // Parts past the record start found tell, unless only blanks follow it in them (a record
  // follows a cut only if something else does).
  CHECK(counts.known * 10 > counts.parts * 9);
  CHECK(counts.parts * step > 100000);
}

TEST_CASE("PGN splitter: the search in memory agrees with first_record_after on random PGN-like bytes",
          "[chess][pgn][range]") {
  // Markers, comment and string delimiters, escapes, tags and the three line ends, at random: the
  // places where a search's look-ahead meets the text's end.
  constexpr std::string_view pieces[] = {"1-0", "0-1", "1/2-1/2", "*", "{", "}", "\\", "\"", "[", "]", "[Event \"x\"]",
                                         "\n", "\r", "\r\n", "\n\n", " ", "\t", "e4", "1.", ";", "%", "(", ")",
                                         "\xEF\xBB\xBF"};
  std::mt19937 random(20261126);
  in_place_counts counts;
  for (int round = 0; round < (test::fast_build ? 400 : 60); ++round) {
    std::string text;
    const std::size_t count = 1 + random() % 60;
    for (std::size_t i = 0; i < count; ++i) text += pieces[random() % std::size(pieces)];
    CAPTURE(text);
    for (std::size_t offset = 0; offset < text.size(); ++offset) {
      CAPTURE(offset);
      check_in_place(text, offset, counts);
    }
  }
  CHECK(counts.known > 0);
}
