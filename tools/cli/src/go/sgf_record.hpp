#ifndef REPETITA_CLI_GO_SGF_RECORD_HPP
#define REPETITA_CLI_GO_SGF_RECORD_HPP

/// \file
/// From the Go SGF reader's types to the tool's: a game's header (players, title, result), a broken
/// game's error line, and how a ply is written (`move`: the SGF value, `move_label`: "12. B Q16").

#include "../report.hpp"

#include <repetita/go/main_line.hpp>
#include <repetita/go/sgf.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace repetita::cli::go_sgf {

namespace sgf = repetita::go::sgf;

/// Where a game tree starts in its input (the '('), for the lines and columns of its errors.
struct tree_origin {
  std::uint64_t game = 0;    ///< 1-based index in the chunk
  std::uint64_t line = 1;    ///< line of the '(' in the input
  std::uint64_t column = 1;  ///< column (characters) of the '(' on its line
};

/// Players (PB, PW), title (EV, PC, DT; GN if there is no EV; the RU value), recorded result (RE),
/// plies of the main line.
void read_header(const sgf::tree& tree, const sgf::main_line& line, game_report& out);

/// The reader's error as the tool prints it: kind `syntax`, `bad_value`, `unsupported` or
/// `too_deep`; the line and column in the input (the reader counts from the tree's '(').
[[nodiscard]] read_error to_read_error(const sgf::error& error, const std::string& file, const tree_origin& origin);

/// `move` of a ply: the SGF value as written ("dd", "tt"), "pass" for an empty value, "setup" for a
/// setup node.
[[nodiscard]] std::string_view move_text(const sgf::main_line_step& step) noexcept;

/// `move_label` of ply index + 1 on a board `height` rows high: "12. B Q16", "13. W pass", "14. setup"
/// (columns A to Z without I, rows from the bottom).
[[nodiscard]] std::string move_label(const sgf::main_line_step& step, std::size_t index, int height);

}  // namespace repetita::cli::go_sgf

#endif
