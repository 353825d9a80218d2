// One pass of replay_passes.hpp over a PGN file, for instruction counts under callgrind (wall
// times on a shared machine are noisy; instruction counts are not):
//   count_chess_tracking load|bare|kept|tracked|floor FILE.pgn
// `load` only reads the file: subtract its count from the others, divide by the plies printed.
// `kept` is `bare` with the reader keeping its positions (the part of `tracked` before the tracker);
// the tracker's own part: valgrind --tool=callgrind --toggle-collect='*track_game*' ... tracked F.pgn
// `floor` is the least work an exact tracker must do (tracking_floor.hpp; its own part:
// --toggle-collect='*floor_game*'). One call of the tracker per program: a second call site in this
// file changes how g++ inlines it into track_game, and the count with it (by 50 instructions per ply).
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null count_chess_tracking bare F.pgn
#include "replay_passes.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string_view>

int main(int argc, char** argv) {
  namespace bench = repetita::bench;
  if (argc != 3) {
    std::fprintf(stderr, "usage: count_chess_tracking load|bare|kept|tracked|floor FILE.pgn\n");
    return 2;
  }
  const std::string_view mode = argv[1];
  std::ifstream in(argv[2], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "count_chess_tracking: cannot open %s\n", argv[2]);
    return 2;
  }
  std::ostringstream s;
  s << in.rdbuf();
  const std::string text = s.str();
  bench::pass_counts c;
  if (mode == "bare" || mode == "kept") {
    c = bench::bare_pass(text, mode == "kept");
  } else if (mode == "tracked") {
    bench::chess_tracker tracker(repetita::chess::rule_sets);
    tracker.reserve(1024);
    c = bench::tracked_pass(text, tracker);
  } else if (mode == "floor") {
    c = bench::floor_pass(text);
  } else if (mode != "load") {
    std::fprintf(stderr, "count_chess_tracking: unknown mode %s\n", argv[1]);
    return 2;
  }
  std::printf("%zu plies, %zu games decided under the standard rule set at their last ply, %zu loud plies\n", c.plies,
              c.decided, c.loud);
  return 0;
}
