#ifndef REPETITA_CHESS_MOVE_HPP
#define REPETITA_CHESS_MOVE_HPP

/// \file
/// A move as a 16-bit value: bits 0-5 origin, 6-11 destination, 12-15 kind.

#include <repetita/chess/piece.hpp>
#include <repetita/chess/square.hpp>

#include <cstdint>

namespace repetita::chess {

/// One move, exact and compact. Castling is encoded as "king takes own rook" (origin = king's
/// square, destination = the castling rook's square), which names every Chess960 castling
/// unambiguously; SAN and UCI writers translate it. The default value (raw 0) is the null move.
class move {
 public:
  enum class kind : std::uint8_t {
    normal = 0,
    en_passant = 1,
    castling = 2,
    promotion = 4,  // 4..7: promotion to knight, bishop, rook, queen
  };

  constexpr move() noexcept = default;

  [[nodiscard]] static constexpr move normal(square from, square to) noexcept { return move{from, to, 0}; }
  [[nodiscard]] static constexpr move en_passant(square from, square to) noexcept { return move{from, to, 1}; }
  /// Castling of the king on `king_from` with the rook on `rook_from`.
  [[nodiscard]] static constexpr move castling(square king_from, square rook_from) noexcept {
    return move{king_from, rook_from, 2};
  }
  /// Promotion to `promoted` (knight, bishop, rook or queen).
  [[nodiscard]] static constexpr move promotion(square from, square to, piece_type promoted) noexcept {
    return move{from, to, static_cast<unsigned>(4 + index_of(promoted) - index_of(piece_type::knight))};
  }
  [[nodiscard]] static constexpr move null() noexcept { return move{}; }
  /// The move whose raw() is `raw` (no validation: use position::is_legal before playing it).
  [[nodiscard]] static constexpr move from_raw(std::uint16_t raw) noexcept {
    move m;
    m.raw_ = raw;
    return m;
  }

  [[nodiscard]] constexpr square from() const noexcept { return square_at(raw_ & 63); }
  [[nodiscard]] constexpr square to() const noexcept { return square_at((raw_ >> 6) & 63); }
  [[nodiscard]] constexpr bool is_null() const noexcept { return raw_ == 0; }
  [[nodiscard]] constexpr bool is_promotion() const noexcept { return (raw_ & 0x4000) != 0; }
  [[nodiscard]] constexpr bool is_en_passant() const noexcept { return (raw_ >> 12) == 1; }
  [[nodiscard]] constexpr bool is_castling() const noexcept { return (raw_ >> 12) == 2; }
  [[nodiscard]] constexpr kind move_kind() const noexcept {
    return is_promotion() ? kind::promotion : static_cast<kind>(raw_ >> 12);
  }
  /// The promoted piece type (meaningful only if is_promotion()).
  [[nodiscard]] constexpr piece_type promotion_type() const noexcept {
    return static_cast<piece_type>(index_of(piece_type::knight) + ((raw_ >> 12) & 3));
  }
  /// The exact 16-bit value: equal moves have equal raw values and the converse.
  [[nodiscard]] constexpr std::uint16_t raw() const noexcept { return raw_; }

  friend constexpr bool operator==(move, move) noexcept = default;

 private:
  constexpr move(square from, square to, unsigned kind_bits) noexcept
      : raw_(static_cast<std::uint16_t>(static_cast<unsigned>(index_of(from)) |
                                        (static_cast<unsigned>(index_of(to)) << 6) | (kind_bits << 12))) {}

  std::uint16_t raw_ = 0;
};

}  // namespace repetita::chess

#endif
