#ifndef REPETITA_CHESS_IDENTITY_HPP
#define REPETITA_CHESS_IDENTITY_HPP

/// \file
/// What makes two chess positions "the same": identity components and the identities of the
/// chess rule sets (FIDE Laws 2023 9.2.3; 1928 par. 15.C; what other software does).

#include <repetita/chess/position.hpp>
#include <repetita/identity.hpp>

#include <cstdint>
#include <optional>

namespace repetita::chess {

/// Identity components. Each hashes with the engine's Zobrist keys (one table of independent
/// random keys, zobrist.hpp: an identity XORs them) and keys exactly.
namespace component {

/// Pieces of the same kind and colour on the same squares (a promoted queen is a queen).
struct board {
  static constexpr bool zobrist = true;
  static std::uint64_t hash(const position& p) noexcept { return p.piece_hash(); }
  static board_key key(const position& p) noexcept { return p.board(); }
};

/// The player having the move.
struct side_to_move {
  static constexpr bool zobrist = true;
  static std::uint64_t hash(const position& p) noexcept { return p.side_hash(); }
  static color key(const position& p) noexcept { return p.side_to_move(); }
};

/// The castling rights in the formal sense of 9.2.3.2: the rooks that may still castle (a right
/// is lost only when the king or that rook moves, or the rook is captured), whether or not castling
/// is possible on the board right now.
struct castling_rights {
  static constexpr bool zobrist = true;
  static std::uint64_t hash(const position& p) noexcept { return p.castling_hash(); }
  static bitboard key(const position& p) noexcept { return p.castling_rooks(); }
};

/// The en passant square, under one of three conventions (en_passant_mode):
/// `legal` is FIDE 9.2.3.1 (only when an en passant capture is a legal move); `pseudo_legal` is
/// what chess.js counts; `always` is the FEN square after every double push (pgn-extract).
template <en_passant_mode Mode>
struct en_passant {
  static constexpr bool zobrist = true;
  static std::uint64_t hash(const position& p) noexcept { return p.en_passant_hash(Mode); }
  static std::optional<square> key(const position& p) noexcept { return p.en_passant_square(Mode); }
};

}  // namespace component

/// FIDE Laws 2023 9.2.3 (and since 1985): same player to move, same pieces on the same squares,
/// same castling rights, same en passant possibility.
using fide_identity = repetita::identity<component::board, component::side_to_move, component::castling_rights,
                                         component::en_passant<en_passant_mode::legal>>;

/// FIDE 1928 par. 15.C: the same position with the same player to move; castling and en passant
/// rights are not mentioned.
using identity_1928 = repetita::identity<component::board, component::side_to_move>;

/// As FIDE, but the en passant square counts whenever an enemy pawn stands beside the pushed pawn
/// (chess.js 1.3+).
using pseudo_ep_identity = repetita::identity<component::board, component::side_to_move, component::castling_rights,
                                              component::en_passant<en_passant_mode::pseudo_legal>>;

/// As FIDE, but the en passant square counts after every double push (pgn-extract, FEN fields 1-4).
using always_ep_identity = repetita::identity<component::board, component::side_to_move, component::castling_rights,
                                              component::en_passant<en_passant_mode::always>>;

}  // namespace repetita::chess

#endif
