#ifndef REPETITA_RING_NOTATION_HPP
#define REPETITA_RING_NOTATION_HPP

/// \file
/// The ring game's record format, small on purpose (the plug-in guide's worked example of a format):
///
///     # a comment runs to the end of its line
///     start 1 first        # optional, before the moves: the cell (0-11) and the player to move
///     +1 -1 0 burn         # moves: a signed step from -11 to +11 (0 is a pass), or `burn`
///
/// One record per file. Tokens are separated by blanks and line ends. Without a `start` line the
/// game starts on cell 1 with the first player to move.

#include <repetita/result.hpp>
#include <repetita/ring/game.hpp>

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

namespace repetita::ring {

/// A ring record as read.
struct notation_record {
  position start{1, player::first, 0};
  std::vector<move> moves;
  std::vector<std::string> texts;  ///< each move as written
  std::uint64_t line = 1;          ///< the line of the first token (1 if there is none)
};

/// Where a record is malformed and what was expected there.
struct notation_error {
  std::uint64_t line = 0;
  std::uint64_t column = 0;  ///< 1-based
  std::string message;
  std::string text;          ///< the offending token, if any
};

/// A step token (`+1`, `-2`, `0`) or `burn`, or nothing.
[[nodiscard]] inline std::optional<move> parse_move_token(std::string_view text) {
  if (text == "burn") return burn();
  if (text.empty()) return std::nullopt;
  int value = 0;
  const char* first = text.data() + (text[0] == '+' ? 1 : 0);
  const auto [end, ec] = std::from_chars(first, text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size() || value < -(cells - 1) || value > cells - 1)
    return std::nullopt;
  return step(value);
}

/// How a move is written: `burn`, `0`, or a signed step (`+1`, `-2`).
[[nodiscard]] inline std::string write_move_token(const move& m) {
  if (m.burn) return "burn";
  if (m.step == 0) return "0";
  return (m.step > 0 ? "+" : "") + std::to_string(m.step);
}

/// Reads a whole record; `first_line` is the line of text[0] in its input.
[[nodiscard]] inline result<notation_record, notation_error> read_notation(std::string_view text,
                                                                         std::uint64_t first_line = 1) {
  notation_record out;
  bool any_token = false;
  std::uint64_t line = first_line;
  for (std::size_t at = 0; at <= text.size();) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::string_view row = text.substr(at, end - at);
    if (const auto hash = row.find('#'); hash != std::string_view::npos) row = row.substr(0, hash);
    std::size_t pos = 0;
    const auto is_blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    const auto next_token = [&]() -> std::optional<std::pair<std::size_t, std::string_view>> {
      while (pos < row.size() && is_blank(row[pos])) ++pos;
      if (pos >= row.size()) return std::nullopt;
      const std::size_t begin = pos;
      while (pos < row.size() && !is_blank(row[pos])) ++pos;
      return std::pair{begin, row.substr(begin, pos - begin)};
    };
    while (const auto token = next_token()) {
      const auto& [column, word] = *token;
      const std::uint64_t col = column + 1;
      if (!any_token) out.line = line;
      any_token = true;
      if (word == "start") {
        if (!out.moves.empty()) return failure{notation_error{line, col, "`start` must come before the moves", "start"}};
        const auto cell = next_token();
        const auto side = next_token();
        int value = 0;
        if (!cell || std::from_chars(cell->second.data(), cell->second.data() + cell->second.size(), value).ec != std::errc{} ||
            value < 0 || value >= cells)
          return failure{notation_error{line, cell ? cell->first + 1 : col, "expected a cell from 0 to 11 after `start`",
                                        cell ? std::string(cell->second) : std::string()}};
        if (!side || (side->second != "first" && side->second != "second"))
          return failure{notation_error{line, side ? side->first + 1 : col,
                                        "expected `first` or `second` (the player to move)",
                                        side ? std::string(side->second) : std::string()}};
        out.start = position{value, side->second == "first" ? player::first : player::second, 0};
        continue;
      }
      const std::optional<move> m = parse_move_token(word);
      if (!m)
        return failure{notation_error{line, col,
                                      "expected a step from -11 to +11, `burn` or `start`, found `" + std::string(word) + "`",
                                      std::string(word)}};
      out.moves.push_back(*m);
      out.texts.emplace_back(word);
    }
    at = end + 1;
    ++line;
  }
  return out;
}

}  // namespace repetita::ring

#endif
