#ifndef REPETITA_RECORDS_RECORD_ERROR_HPP
#define REPETITA_RECORDS_RECORD_ERROR_HPP

/// \file
/// A record (a game as written in a file) that could not be read, in the one form every game's
/// reader reports it: `file:line:column: error: kind: message (game N, "text")`.

#include <cstdint>
#include <string>
#include <string_view>

namespace repetita {

/// `line` with its control characters (bytes below 0x20, and 0x7F) written as `\xNN`: an error line
/// quotes text from the record, which may hold any byte, and is printed on a terminal as one line.
inline std::string printable_line(std::string_view line) {
  std::string out;
  out.reserve(line.size());
  for (const char c : line) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte != 0x7F) {
      out += c;
      continue;
    }
    constexpr char digits[] = "0123456789ABCDEF";
    out += "\\x";
    out += digits[byte >> 4];
    out += digits[byte & 0xF];
  }
  return out;
}

struct record_error {
  std::string file;
  std::uint64_t line = 0;    ///< 0: the error concerns the whole input (then no line and column are printed)
  std::uint64_t column = 0;  ///< 1-based, in characters
  std::string kind;          ///< e.g. "bad_move (no_such_move)", "cannot_open"
  std::string message;       ///< what was expected
  std::uint64_t game = 0;    ///< 1-based index of the broken record in its input; 0 if none
  std::string text;          ///< the offending token, if any

  /// `file:line:column: error: kind: message (game N, "text")`, the parts that are known
  /// (printable_line).
  [[nodiscard]] std::string to_string() const {
    std::string out = file;
    if (line > 0) out += ':' + std::to_string(line) + ':' + std::to_string(column);
    out += ": error: " + kind + ": " + message;
    if (game > 0) {
      out += " (game " + std::to_string(game);
      if (!text.empty()) out += ", \"" + text + '"';
      out += ')';
    }
    return printable_line(out);
  }
};

}  // namespace repetita

#endif
