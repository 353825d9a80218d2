#ifndef REPETITA_CLI_SHOGI_SHOGI_RECORD_HPP
#define REPETITA_CLI_SHOGI_SHOGI_RECORD_HPP

/// \file
/// From the shogi readers to the tool: which format a chunk is read as, its games, a game's
/// header (players, title, recorded result), a broken game's error line, and move labels
/// ("12 △５一玉(52)", "12 -5251OU").

#include "../report.hpp"

#include <repetita/shogi/record.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::cli::shogi_records {

/// Is `line` (blanks before it allowed) a USI game: its first word `position`, `startpos` or `sfen`?
[[nodiscard]] bool starts_usi_game(std::string_view line) noexcept;

/// The format a chunk is read as: "csa", "usi", "kif", "ki2", or "" (none can be told). The first
/// chunk of an input (`first_line` 1) is told by its content, else by the extension of `file` if
/// it is .csa, .usi or .sfen (KIF and KI2 need content that looks like them: their readers skip
/// lines they do not know). A later chunk exists only when the splitter cut a CSA or USI input
/// (shogi_splitter.hpp), and is USI if it starts with a USI game, else CSA.
[[nodiscard]] std::string_view chunk_format(std::string_view text, std::uint64_t first_line, std::string_view file);

/// Every game of a chunk read as `format`, with the line (within the chunk) each starts on.
[[nodiscard]] std::vector<repetita::shogi::game_in_text> read_games(std::string_view text, std::string_view format);

/// Players, title (event, site, date), recorded result, plies.
void read_header(const repetita::shogi::record& r, game_report& out);

/// The reader's error as the tool prints it: kind `illegal_move`, `syntax`, ... and the move as written.
[[nodiscard]] read_error to_read_error(const repetita::shogi::error& e, const std::string& file, std::uint64_t game);

/// Move `index` (0-based) with its number: the start's move number + index, then the move as
/// written, with ▲ or △ before a KIF move (KI2 and CSA moves carry their side; USI moves have none).
[[nodiscard]] std::string move_label(const repetita::shogi::record& r, std::size_t index, std::string_view format);

}  // namespace repetita::cli::shogi_records

#endif
