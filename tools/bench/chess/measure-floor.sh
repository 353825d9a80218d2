#!/bin/bash
# The tracker against the tracking floor (issue 19; docs/perf/tracking.md), in instructions:
#   bash tools/bench/chess/measure-floor.sh BUILD_DIR [FILE.pgn]
# BUILD_DIR: a Release build with -g (for the names callgrind reports), e.g.
#   cmake -S . -B /tmp/prof -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS=-g && ninja -C /tmp/prof count_chess_tracking
# Prints what the tracker and the floor add to the bare replay, their ratio, and each one's own
# part per ply (track_game, floor_game) with its loud plies (evaluate_speaking, judge).
set -euo pipefail
build=${1:?usage: measure-floor.sh BUILD_DIR [FILE.pgn]}
file=${2:-$(dirname "$0")/../../../tests/data/chess/stockfish15-selfplay-200.pgn}
bin=$build/tools/bench/chess/count_chess_tracking
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
total() { valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$@" 2>&1 | awk '/refs:/ {gsub(",", "", $NF); print $NF}'; }
# The inclusive count of the function whose name matches $2 in profile $1.
inclusive() {
  callgrind_annotate --inclusive=yes "$1" > "$1.txt" 2>/dev/null
  grep -m1 -E "$2" "$1.txt" | awk '{gsub(",", "", $1); print $1}'
}
plies=$("$bin" bare "$file" | awk '{print $1}')
bare=$(total "$bin" bare "$file")
tracked=$(total "$bin" tracked "$file")
cp "$out/cg" "$out/tracked"
floor=$(total "$bin" floor "$file")
cp "$out/cg" "$out/floor"
track_game=$(inclusive "$out/tracked" ':repetita::bench::track_game\(')
speaking=$(inclusive "$out/tracked" '::evaluate_speaking\(')
floor_game=$(inclusive "$out/floor" 'floor_game\(')
judge=$(inclusive "$out/floor" 'tracking_floor::judge\(')
python3 - "$plies" "$bare" "$tracked" "$floor" "$track_game" "$speaking" "$floor_game" "$judge" <<'PY'
import sys
plies, bare, tracked, floor, track_game, speaking, floor_game, judge = map(int, sys.argv[1:])
print(f"{plies} plies; bare replay {bare / 1e6:.2f} M instructions")
print(f"tracking adds {(tracked - bare) / 1e6:.2f} M, the floor adds {(floor - bare) / 1e6:.2f} M: "
      f"ratio {(tracked - bare) / (floor - bare):.3f}")
print(f"own part per ply: track_game {track_game / plies:.0f} (loud plies: evaluate_speaking {speaking / 1e6:.2f} M), "
      f"floor_game {floor_game / plies:.0f} (loud plies: judge {judge / 1e6:.2f} M)")
PY
