// The tracking floor's pass (replay_passes.hpp), apart from the tracker's: see floor_pass there.
#include "replay_passes.hpp"
#include "tracking_floor.hpp"

namespace repetita::bench {
namespace {

// One game through the floor, out of line for callgrind's --toggle-collect=*floor_game*.
[[gnu::noinline]] void floor_game(const chess::pgn_game& g, tracking_floor& f) {
  f.start(g.start);
  const std::size_t n = g.moves.size();
  for (std::size_t i = 0; i < n; ++i) f.push(g.positions[i], g.moves[i].value, move_follows(g, i, n));
}

}  // namespace

pass_counts floor_pass(const std::string& text) {
  tracking_floor f;
  pass_counts out = kept_positions_pass(text, [&f](const chess::pgn_game& g, pass_counts&) { floor_game(g, f); });
  out.loud = f.loud_plies();
  return out;
}

}  // namespace repetita::bench
