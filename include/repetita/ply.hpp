#ifndef REPETITA_PLY_HPP
#define REPETITA_PLY_HPP

/// \file
/// Plies and players: the two integers every other header speaks in.

#include <cstdint>
#include <limits>

namespace repetita {

/// A ply index: ply 0 is the record's start position, ply p the position after the p-th half-move.
using ply_t = std::uint32_t;

/// "No such ply" (for example: the previous occurrence of a position that occurred once).
inline constexpr ply_t no_ply = std::numeric_limits<ply_t>::max();

/// A player as a 0-based index in turn order (chess: 0 white, 1 black; Go: 0 black, 1 white).
/// Games keep their own player type; the core stores this index (see repetita::index_of).
using player_index = std::uint8_t;

/// "No player": a verdict that concerns nobody in particular (an automatic draw, no result).
inline constexpr player_index no_player = std::numeric_limits<player_index>::max();

}  // namespace repetita

#endif
