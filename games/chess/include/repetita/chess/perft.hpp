#ifndef REPETITA_CHESS_PERFT_HPP
#define REPETITA_CHESS_PERFT_HPP

/// \file
/// Perft: the number of leaf nodes of the legal move tree, the standard check of a move generator.

#include <repetita/chess/move.hpp>
#include <repetita/chess/position.hpp>

#include <cstdint>
#include <utility>
#include <vector>

namespace repetita::chess {

/// Leaf count at `depth` plies (depth 0 is 1). Counts the moves at the last ply without playing them.
[[nodiscard]] std::uint64_t perft(const position& pos, int depth) noexcept;

/// Perft split by the first move: one (move, count) per legal move, in generator order.
[[nodiscard]] std::vector<std::pair<move, std::uint64_t>> perft_divide(const position& pos, int depth);

}  // namespace repetita::chess

#endif
