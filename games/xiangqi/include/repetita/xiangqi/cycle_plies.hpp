#ifndef REPETITA_XIANGQI_CYCLE_PLIES_HPP
#define REPETITA_XIANGQI_CYCLE_PLIES_HPP

/// \file
/// Which plies of a whole record lie in a repetition cycle: the plies whose chase a perpetual-chase
/// rule may read. A record read to its end knows them before it is replayed, and computes the chase
/// (a few move scans per ply) only there.

#include <repetita/xiangqi/position.hpp>

#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace repetita::xiangqi {

/// `result[i]` for the ply of move i (0-based; `positions[i]` is the position after it) is true when
/// the ply lies in (q, p] for plies q < p holding the same position (ply 0 holds `start`). Exact up
/// to hash collisions, which mark more plies, never fewer. O(plies).
[[nodiscard]] inline std::vector<bool> cycle_plies(const position& start, const std::vector<position>& positions) {
  const std::size_t n = positions.size();
  std::vector<int> opened(n + 2, 0);  // +1 where a marked range starts, -1 after it ends (ply numbers)
  std::unordered_map<std::uint64_t, std::size_t> latest;
  latest.reserve(n + 1);
  for (std::size_t p = 0; p <= n; ++p) {
    const position& at = p == 0 ? start : positions[p - 1];
    const auto [it, inserted] = latest.try_emplace(at.board_hash() ^ at.side_hash(), p);
    if (inserted) continue;
    ++opened[it->second + 1];  // plies q + 1 .. p (also on a collision: more, never fewer)
    --opened[p + 1];
    it->second = p;
  }
  std::vector<bool> marked(n, false);
  int depth = 0;
  for (std::size_t ply = 1; ply <= n; ++ply) {
    depth += opened[ply];
    marked[ply - 1] = depth > 0;
  }
  return marked;
}

}  // namespace repetita::xiangqi

#endif
