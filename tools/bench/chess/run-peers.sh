#!/usr/bin/env bash
# Times repetita's PGN replay against two other implementations on the same corpus, in one run.
#
#   usage: tools/bench/chess/run-peers.sh [BUILD_DIR]      (BUILD_DIR: an optimized build, default build/release)
#
# - repetita: repetita-bench-chess (PGN read + SAN decode + legality, corpus repeated to >= 2 M plies),
#   median of 5 repetitions, CPU time.
# - kokopu 4.13 and chessops 0.15: the scripts of ../shared/peers (they also build a position key
#   per ply to count repetitions), one pass over the same corpus in one file, whole process time
#   including node start-up (as in ../shared/peers/README.md).
# The peers are installed once into ~/repetita-peers with `npm ci` (never committed).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
build="${1:-$root/build/release}"
bench="$build/tools/bench/chess/repetita-bench-chess"
corpus_dir="${REPETITA_CHESS_CORPUS:-$root/../shared/data/chess}"
peers="${REPETITA_PEERS:-$HOME/repetita-peers}"
[[ -x "$bench" ]] || { echo "run-peers.sh: $bench not found: build the target repetita-bench-chess first" >&2; exit 2; }
[[ -d "$corpus_dir" ]] || corpus_dir="$root/tests/data/chess"

if [[ ! -d "$peers/node_modules" ]]; then
  mkdir -p "$peers"
  cp -r "$root/../shared/peers/." "$peers/"
  (cd "$peers" && npm ci --no-audit --no-fund >/dev/null)
fi

# The same files as the C++ benchmark, in the same order, in one file.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
corpus="$work/corpus.pgn"
while IFS= read -r f; do cat "$f"; printf '\n\n'; done \
  < <(find "$corpus_dir" -name '*.pgn' -not -path '*kokopu-parser-tests*' | LC_ALL=C sort) > "$corpus"

echo "corpus: $corpus_dir ($(du -h "$corpus" | cut -f1))"
export REPETITA_CHESS_CORPUS="$corpus_dir"
"$bench" --benchmark_filter='BM_pgn_replay' --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
  --benchmark_format=json > "$work/bench.json" 2> "$work/bench.err" || { cat "$work/bench.err" >&2; exit 1; }
grep '^corpus' "$work/bench.err" || true
repetita=$(node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  for (const b of r.benchmarks) if (b.aggregate_name === "median") console.log(b.run_name.split("/")[0], b.plies.toFixed(0));
' "$work/bench.json")
echo "$repetita" | while read -r name rate; do printf '%-24s %12.0f plies/s\n' "repetita $name" "$rate"; done
strict=$(echo "$repetita" | awk '/strict/ {print $2}')

for peer in peer_kokopu.js peer_chessops.mjs; do
  start=$(date +%s%N)
  node "$peers/$peer" "$corpus" > "$work/$peer.out"
  end=$(date +%s%N)
  # Plies of the games each peer read, rate over the whole process, ratio to repetita (strict).
  node -e '
    const [file, name, start, end, strict] = process.argv.slice(1);
    let plies = 0, errors = 0;
    for (const line of require("fs").readFileSync(file, "utf8").split("\n")) {
      if (!line) continue;
      const g = JSON.parse(line);
      if (g.error) errors++;
      plies += g.plies || 0;
    }
    const seconds = (Number(end) - Number(start)) / 1e9, rate = plies / seconds;
    console.log(`${name.padEnd(24)} ${rate.toFixed(0).padStart(12)} plies/s   (${plies} plies, ${errors} games with errors, ` +
                `${seconds.toFixed(2)} s)   repetita strict is ${(Number(strict) / rate).toFixed(1)}x faster`);
  ' "$work/$peer.out" "${peer%.*}" "$start" "$end" "$strict"
done
