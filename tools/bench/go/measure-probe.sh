#!/bin/bash
# The superko probe of every candidate play, in instructions per candidate beyond the board play
# (issue 41; docs/perf/go.md):
#   bash tools/bench/go/measure-probe.sh BUILD_DIR [SIZE [GAMES]]
# BUILD_DIR: a Release build (e.g. build/release) with target repetita-go-probe-bench.
set -euo pipefail
build=${1:?usage: measure-probe.sh BUILD_DIR [SIZE [GAMES]]}
size=${2:-9}
games=${3:-20}
bin=$build/tools/bench/go/repetita-go-probe-bench
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
count() {
  valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$bin" "$1" "$size" "$games" > "$out/$1.txt" 2> "$out/$1.err"
  awk '/refs:/ {gsub(",", "", $NF); print $NF}' "$out/$1.err"
}
bare=$(count bare)
hand=$(count hand)
tracker=$(count tracker)
candidates=$(awk '{print $5}' "$out/bare.txt")
python3 - "$candidates" "$bare" "$hand" "$tracker" "$size" <<'PY'
import sys
n, bare, hand, tracker, size = map(int, sys.argv[1:])
h, t = (hand - bare) / n, (tracker - bare) / n
print(f"{size}x{size}, {n} candidates: hand +{h:.1f}, tracker +{t:.1f} instructions per candidate ({t / h:.2f}x hand)")
PY
