#ifndef REPETITA_CLI_ARIMAA_ARIMAA_RECORD_HPP
#define REPETITA_CLI_ARIMAA_ARIMAA_RECORD_HPP

/// \file
/// From the Arimaa notation reader's types (games/arimaa, notation.hpp) to the tool's: a game's
/// header (recorded result, plies, title), a broken game's error line, and a turn as written.

#include "../report.hpp"

#include <repetita/arimaa/notation.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace repetita::cli::arimaa_text {

/// The word for a player, as `by`, the player columns and the results write it.
[[nodiscard]] std::string_view player_word(repetita::arimaa::color c) noexcept;

/// The turn's tokens as written, separated by one blank: "Ee2n Ee3n rb3e rc3x Hb2n", "pass".
[[nodiscard]] std::string turn_text(const repetita::arimaa::notation::turn_line& t);

/// Recorded result (the winner of a resignation), plies, title (a diagram start); not the game
/// number and line.
void read_header(const repetita::arimaa::notation::record& r, const repetita::arimaa::notation::resolved& res,
                 game_report& out);

/// The reader's error as the tool prints it. `text` is the game's text, whose line 1 is line
/// `first_line` of the file; columns become characters (UTF-8), and the token at the error is the
/// error's text.
[[nodiscard]] read_error to_read_error(const repetita::arimaa::notation::error& e, std::string_view text,
                                       std::uint64_t first_line, std::uint64_t game);

}  // namespace repetita::cli::arimaa_text

#endif
