#ifndef REPETITA_CLI_CHESS_PGN_RECORD_HPP
#define REPETITA_CLI_CHESS_PGN_RECORD_HPP

/// \file
/// From the chess PGN reader's types to the tool's: a game's header (players, title, result), a
/// broken game's error line, and move numbers ("22...Bc7").

#include "../report.hpp"

#include <repetita/chess/pgn.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace repetita::cli::chess_pgn {

/// Players (White, Black tags), title (Event, Site, Date), recorded result, plies, game number, line.
void read_header(const repetita::chess::pgn_game& game, game_report& out);

/// The reader's error as the tool prints it (the same text as pgn_error::to_string).
[[nodiscard]] read_error to_read_error(const repetita::chess::pgn_error& error);

/// Move `index` (0-based) of a record that starts at `start`, with its number: "22.Nc5", "22...Bc7".
[[nodiscard]] std::string move_label(const repetita::chess::position& start, std::size_t index, std::string_view san);

/// "Vienna, 1898" from the Event, Site and Date tags ("?" and unknown date parts left out).
[[nodiscard]] std::string title_of(const repetita::chess::pgn_game& game);

}  // namespace repetita::cli::chess_pgn

#endif
