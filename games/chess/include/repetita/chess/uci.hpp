#ifndef REPETITA_CHESS_UCI_HPP
#define REPETITA_CHESS_UCI_HPP

/// \file
/// UCI long algebraic notation: "e2e4", "e7e8q", "0000" for the null move.

#include <repetita/chess/move.hpp>
#include <repetita/chess/position.hpp>
#include <repetita/chess/result.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace repetita::chess {

enum class uci_error_kind : std::uint8_t {
  bad_syntax,    ///< not square square [promotion letter], nor "0000"
  illegal_move,  ///< well-formed, but no legal move of the position matches
};

[[nodiscard]] std::string_view to_string(uci_error_kind kind) noexcept;

struct uci_error {
  uci_error_kind kind;
  std::size_t column;  ///< 1-based
  std::string message;
};

/// Parses a UCI move and checks it is legal in `pos`. Castling is accepted as the king's
/// destination ("e1g1") in standard chess and as king-takes-rook ("e1h1") in both; in a Chess960
/// position only king-takes-rook means castling. "0000" gives the null move (legal when not in check).
[[nodiscard]] result<move, uci_error> parse_uci(const position& pos, std::string_view text);

/// Writes `m` (legal in `pos`): castling as "e1g1" in standard chess, as king-takes-rook in Chess960.
[[nodiscard]] std::string write_uci(const position& pos, move m);

}  // namespace repetita::chess

#endif
