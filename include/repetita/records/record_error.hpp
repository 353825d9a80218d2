#ifndef REPETITA_RECORDS_RECORD_ERROR_HPP
#define REPETITA_RECORDS_RECORD_ERROR_HPP

/// \file
/// A record (a game as written in a file) that could not be read, in the one form every game's
/// reader reports it: `file:line:column: error: kind: message (game N, "text")`.

#include <cstdint>
#include <string>

namespace repetita {

struct record_error {
  std::string file;
  std::uint64_t line = 0;    ///< 0: the error concerns the whole input (then no line and column are printed)
  std::uint64_t column = 0;  ///< 1-based, in characters
  std::string kind;          ///< e.g. "bad_move (no_such_move)", "cannot_open"
  std::string message;       ///< what was expected
  std::uint64_t game = 0;    ///< 1-based index of the broken record in its input; 0 if none
  std::string text;          ///< the offending token, if any

  /// `file:line:column: error: kind: message (game N, "text")`, the parts that are known.
  [[nodiscard]] std::string to_string() const {
    std::string out = file;
    if (line > 0) out += ':' + std::to_string(line) + ':' + std::to_string(column);
    out += ": error: " + kind + ": " + message;
    if (game > 0) {
      out += " (game " + std::to_string(game);
      if (!text.empty()) out += ", \"" + text + '"';
      out += ')';
    }
    return out;
  }
};

}  // namespace repetita

#endif
