#!/bin/bash
# The repetition question at every node of a search, in instructions per node beyond the search
# itself (issue 41; docs/perf/chess-engine.md):
#   bash tools/bench/chess/measure-search.sh BUILD_DIR [DEPTH [ROOTS]]
# BUILD_DIR: a Release build (e.g. build/release) with target repetita-search-bench.
# Prints, for each way of asking (engine_search.hpp), its nodes and what it adds per node to the
# bare search, and its ratio to the engine's own lines (`hand`).
set -euo pipefail
build=${1:?usage: measure-search.sh BUILD_DIR [DEPTH [ROOTS]]}
depth=${2:-4}
roots=${3:-6}
bin=$build/tools/bench/chess/repetita-search-bench
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
count() {
  valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$bin" "$1" "$depth" "$roots" > "$out/$1.txt" 2> "$out/$1.err"
  awk '/refs:/ {gsub(",", "", $NF); print $NF}' "$out/$1.err"
}
declare -A ins
for mode in bare hand hand-exact tracker play all; do ins[$mode]=$(count "$mode"); done
# A repetition draw is a leaf: `bare` searches a few more nodes than the others, so its cost is
# taken per node.
nodes() { awk '{print $6}' "$out/$1.txt"; }
for mode in hand hand-exact tracker play all; do
  python3 - "$mode" "$(nodes bare)" "${ins[bare]}" "$(nodes $mode)" "${ins[$mode]}" "$(nodes hand)" "${ins[hand]}" \
    "$(cat "$out/$mode.txt")" <<'PY'
import sys
mode, bare_nodes, bare, nodes, this, hand_nodes, hand, line = sys.argv[1:9]
bare_per = int(bare) / int(bare_nodes)
per = int(this) / int(nodes) - bare_per
hand_per = int(hand) / int(hand_nodes) - bare_per
print(f"{mode:10} +{per:7.1f} instructions/node  ({per / hand_per:.2f}x hand)   {line.split(': ', 1)[1].split(', checksum')[0]}")
PY
done
echo "bare: $(cat "$out/bare.txt" | cut -d: -f2-)  ${ins[bare]} instructions"
