// pgn_splitter started in the middle of a text (record_splitter::resume): the rest of the line
// begun before is read to its end, and a game starts just after it when it ends with a
// termination marker (record_range.hpp, first_record_after, which the CLI's workers and the
// Python package's Dask partitions use to guess where a block's first record starts).

#include "test_support.hpp"

#include <repetita/chess/pgn_splitter.hpp>
#include <repetita/records/memory_stream.hpp>
#include <repetita/records/record_range.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

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
