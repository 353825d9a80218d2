#ifndef REPETITA_OCCURRENCE_POLICY_HPP
#define REPETITA_OCCURRENCE_POLICY_HPP

/// \file
/// Occurrence policy: how a tracker finds the earlier occurrences of a position, as a game declares it.

#include <cstdint>

namespace repetita {

/// How a tracker finds a position's earlier occurrences (docs/architecture.md 2.3).
///
/// - `scan_plies == 0` (the default): a hash index of the whole history (occurrence_index): one
///   table probe per ply, whatever the game's length. The cheapest for a replay of records, where
///   nothing is popped (chess's records too), and for games where any earlier position may recur
///   (Go, shogi: nothing is irreversible).
/// - `scan_plies > 0`: a scan of the recent plies, as engines do, with the older plies of the
///   window in a hash index (window_index). The window is the plies since the last ply marked
///   `ply_facts::irreversible` (no earlier position recurs after it); the last `scan_plies` plies
///   of the window are compared by hash (every `stride`-th back from the new ply), the ones before
///   them are found by one table lookup. A search's push and pop then touch no table: a pop
///   drops a row. Chess: a pawn move or a capture starts a window, and most windows are short.
///
/// Either way every verdict is exact: hashes filter, keys decide. The key of every ply is kept in
/// its row (window_index), so a key must be trivially copyable there.
struct occurrence_policy {
  /// The plies of the window compared by a scan before the hash index is asked; 0: no scan.
  std::uint32_t scan_plies = 0;
  /// Two plies whose positions are the same under any identity of the game are a multiple of
  /// `stride` plies apart (chess, shogi, xiangqi: 2, as every identity names the player to move
  /// and the players alternate; 1 when nothing is promised). The scan looks at those plies only.
  std::uint32_t stride = 1;
};

/// The policy of game `G` for a tracker that replays records: its `G::occurrences` if it declares
/// one, else the hash index.
template <class G>
[[nodiscard]] consteval occurrence_policy occurrence_policy_of() {
  if constexpr (requires { G::occurrences; })
    return G::occurrences;
  else
    return occurrence_policy{};
}

/// The policy of game `G` for a tracker in an engine's search (pushes and pops at every node): its
/// `G::search_occurrences` if it declares one, else its replay policy.
template <class G>
[[nodiscard]] consteval occurrence_policy search_occurrence_policy_of() {
  if constexpr (requires { G::search_occurrences; })
    return G::search_occurrences;
  else
    return occurrence_policy_of<G>();
}

}  // namespace repetita

#endif
