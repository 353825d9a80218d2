#ifndef REPETITA_RECORDS_RECORD_HEADER_HPP
#define REPETITA_RECORDS_RECORD_HEADER_HPP

/// \file
/// What a record says about its game besides the moves: where it is in its input, who played,
/// where and when, and the result it records. Every game's record adapter fills one.

#include <repetita/ply.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace repetita {

struct record_header {
  std::uint64_t game = 0;              ///< 1-based index in its input (broken records count)
  std::uint64_t line = 0;              ///< line of the record's first token
  std::array<std::string, 2> players;  ///< the first and the second player's names (valid UTF-8)
  std::string title;                   ///< event, place and date for people, e.g. "Vienna, 1898"
  std::string recorded_result;         ///< the record's own result ("1-0", "B+R", ...), empty if none
  ply_t plies = 0;                     ///< plies (half-moves, or turns) in the record's main line
  /// Moves written in a form the standard does not use but the reader accepts by default (chess:
  /// over-disambiguated SAN); read_options::strict makes them errors. 0 for games without such forms.
  std::uint64_t nonstandard_moves = 0;
  /// What the record says that is no part of the game but did not stop it from being reported: the
  /// text after the game's end that is not a game (record_anomaly.hpp), as `file:line:column:
  /// warning: kind: message`. Readers leave it empty; the tool that judges the game fills it.
  std::vector<std::string> warnings;
};

}  // namespace repetita

#endif
