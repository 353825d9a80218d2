#ifndef REPETITA_BENCH_CHESS_REPLAY_PASSES_HPP
#define REPETITA_BENCH_CHESS_REPLAY_PASSES_HPP

// The two passes over a PGN text that issue #4's target compares ("tracking all rule sets adds at
// most 10% to the bare replay"), shared by the Google benchmark (chess_tracking_bench.cpp) and the
// instruction counter (count_chess_tracking.cpp):
//   bare:    PGN read + SAN decode + legality;
//   tracked: the same with the reader keeping the positions it made (pgn_options::keep_positions),
//            each game pushed through one tracker for every chess rule set with the facts of
//            chess::recorded_ply, exactly as the CLI does (chess::adapter::record::play, games/chess/include/repetita/chess/adapter.hpp).

#include "chess_corpus.hpp"

#include <repetita/chess/game.hpp>
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/tracker.hpp>

#include <cstddef>
#include <string>
#include <type_traits>

namespace repetita::bench {

using chess_tracker = tracker<chess::game, std::remove_cvref_t<decltype(chess::rule_sets)>>;

struct pass_counts {
  std::size_t plies = 0;
  std::size_t decided = 0;  ///< games whose standard rule set has a verdict at their last ply
  std::size_t loud = 0;     ///< plies where some rule set's trigger fired (floor_pass)
};

/// The bare pass; with `keep_positions`, the reader also keeps the positions it made (what the
/// tracked pass reads), which tells how much of the tracking cost is that copy.
inline pass_counts bare_pass(const std::string& text, bool keep_positions = false) {
  pass_counts out;
  chess::pgn_options options;
  options.keep_positions = keep_positions;
  for_each_game(text, options, [&](const chess::pgn_game& g) { out.plies += g.moves.size(); });
  return out;
}

/// Reads every game of `text` with the positions kept and calls `on_game(game, out)`; counts plies.
template <class OnGame>
pass_counts kept_positions_pass(const std::string& text, OnGame on_game) {
  pass_counts out;
  chess::pgn_options options;
  options.keep_positions = true;
  for_each_game(text, options, [&](const chess::pgn_game& g) {
    on_game(g, out);
    out.plies += g.moves.size();
  });
  return out;
}

/// Whether a move follows move i of the `n` moves of `g` (chess::recorded_ply looks for mate only
/// where none does). The callers read n once: the compiler cannot tell that pushing a ply leaves
/// the game's vectors alone, and would read their sizes again at every ply.
inline bool move_follows(const chess::pgn_game& g, std::size_t i, std::size_t n) {
  return i + 1 < n && !g.moves[i + 1].value.is_null();
}

/// Pushes one game read with keep_positions through the tracker (out of line: callgrind's
/// --toggle-collect=*track_game* counts the tracking alone).
[[gnu::noinline]] inline void track_game(const chess::pgn_game& g, chess_tracker& t) {
  t.start(g.start);
  const std::size_t n = g.moves.size();
  for (std::size_t i = 0; i < n; ++i)
    t.push(g.positions[i], chess::recorded_ply(g.moves[i].value, g.positions[i], move_follows(g, i, n)));
}

inline pass_counts tracked_pass(const std::string& text, chess_tracker& t) {
  return kept_positions_pass(text, [&t](const chess::pgn_game& g, pass_counts& out) {
    track_game(g, t);
    out.decided += t.verdict_now(0).kind != verdict_kind::none;
  });
}

/// The same reading with every game through the tracking floor (tracking_floor.hpp); its loud plies
/// counted. Defined in floor_pass.cpp, a translation unit of its own: in this one, the floor's code
/// would change how g++ inlines the tracker into track_game, and the tracker's count with it (by
/// 120,000 instructions on the 200 Stockfish games).
pass_counts floor_pass(const std::string& text);

}  // namespace repetita::bench

#endif
