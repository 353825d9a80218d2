#ifndef REPETITA_CHESS_PIECE_HPP
#define REPETITA_CHESS_PIECE_HPP

/// \file
/// Colours, piece types and coloured pieces.

#include <cstdint>
#include <optional>

namespace repetita::chess {

/// A side. White moves first; the value is the player index of the repetition framework.
enum class color : std::uint8_t { white, black };

[[nodiscard]] constexpr color operator~(color c) noexcept { return static_cast<color>(static_cast<int>(c) ^ 1); }
[[nodiscard]] constexpr int index_of(color c) noexcept { return static_cast<int>(c); }

enum class piece_type : std::uint8_t { pawn, knight, bishop, rook, queen, king };

inline constexpr int piece_type_count = 6;
[[nodiscard]] constexpr int index_of(piece_type t) noexcept { return static_cast<int>(t); }

/// A coloured piece, or `piece::none` for an empty square. Value = 6 * colour + type.
enum class piece : std::uint8_t {
  white_pawn, white_knight, white_bishop, white_rook, white_queen, white_king,
  black_pawn, black_knight, black_bishop, black_rook, black_queen, black_king,
  none
};

[[nodiscard]] constexpr int index_of(piece p) noexcept { return static_cast<int>(p); }
[[nodiscard]] constexpr piece make_piece(color c, piece_type t) noexcept {
  return static_cast<piece>(index_of(c) * 6 + index_of(t));
}
/// Colour and type of a piece other than `piece::none` (unchecked).
[[nodiscard]] constexpr color color_of(piece p) noexcept { return static_cast<color>(index_of(p) >= 6 ? 1 : 0); }
[[nodiscard]] constexpr piece_type type_of(piece p) noexcept { return static_cast<piece_type>(index_of(p) % 6); }

/// FEN letters: upper case for white ("PNBRQK"), lower case for black.
[[nodiscard]] constexpr char piece_char(piece p) noexcept { return "PNBRQKpnbrqk."[index_of(p)]; }
/// The upper-case SAN letter of a piece type ('P' for a pawn, which SAN does not write).
[[nodiscard]] constexpr char piece_type_char(piece_type t) noexcept { return "PNBRQK"[index_of(t)]; }

[[nodiscard]] constexpr std::optional<piece> piece_from_char(char c) noexcept {
  switch (c) {
    case 'P': return piece::white_pawn;
    case 'N': return piece::white_knight;
    case 'B': return piece::white_bishop;
    case 'R': return piece::white_rook;
    case 'Q': return piece::white_queen;
    case 'K': return piece::white_king;
    case 'p': return piece::black_pawn;
    case 'n': return piece::black_knight;
    case 'b': return piece::black_bishop;
    case 'r': return piece::black_rook;
    case 'q': return piece::black_queen;
    case 'k': return piece::black_king;
    default: return std::nullopt;
  }
}

}  // namespace repetita::chess

#endif
