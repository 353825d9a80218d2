#!/usr/bin/env bash
# Shogi: repetita's replay with tracking beside other implementations, on the same records in one
# run, and their sennichite / perpetual-check verdicts compared game by game.
#
#   usage: tools/bench/shogi/run-peers.sh [BUILD_DIR]      (BUILD_DIR: an optimized build, default build/release,
#                                                           with the targets bench_shogi and repetita)
# Records: ../shared/data/shogi (or its copy in tests/data/shogi): 90 Fairy-Stockfish games as USI
# lines and 50 as CSA files, 46 historical KIF/KI2 files; and tools/bench/shogi/cases.usi, the rule
# cases of docs/rules/shogi.md (none of the corpus games reaches sennichite).
# - repetita: bench_shogi (Google Benchmark, median of 5: BM_replay_tracking = replay with legality
#   and the check fact under the three rule sets; BM_read_and_replay = the same with reading USI/CSA
#   text), and the CLI as a whole process (`repetita analyze --rules all --format json -j 1`).
# - tsshogi 2.2 (every format), ffish 0.7.10 = Fairy-Stockfish (USI lines; the shared script plays
#   from the initial position only, peer_ffish_sfen.js here also from an SFEN), shogiops 0.18 (USI
#   lines from the initial position; it has no repetition rule, the script counts positions): the
#   scripts of ../shared/peers, whole process including node start-up (as in its README).
# The peers are installed once into $REPETITA_PEERS (default ~/repetita-peers) with `npm ci`.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
build="${1:-$root/build/release}"
bench="$build/tools/bench/shogi/bench_shogi"
repetita="$build/tools/cli/repetita"
corpus_dir="${REPETITA_SHOGI_CORPUS:-$root/../shared/data/shogi}"
peers="${REPETITA_PEERS:-$HOME/repetita-peers}"
[[ -x "$bench" ]] || { echo "run-peers.sh: $bench not found: build the target bench_shogi first" >&2; exit 2; }
[[ -x "$repetita" ]] || { echo "run-peers.sh: $repetita not found: build the target repetita first" >&2; exit 2; }
[[ -d "$corpus_dir" ]] || corpus_dir="$root/tests/data/shogi"

if [[ ! -d "$peers/node_modules/tsshogi" || ! -d "$peers/node_modules/ffish" || ! -d "$peers/node_modules/shogiops" ]]; then
  mkdir -p "$peers"
  cp -r "$root/../shared/peers/." "$peers/"
  (cd "$peers" && npm ci --no-audit --no-fund >/dev/null)
fi
export REPETITA_PEERS="$peers"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The USI games in one file (the peers number games by their line); the other records as they are.
grep -h '^position' $(find "$corpus_dir" -name '*.usi' | LC_ALL=C sort) > "$work/corpus.usi"
mapfile -t others < <(find "$corpus_dir" -type f \( -iname '*.csa' -o -iname '*.kif' -o -iname '*.ki2' \) | LC_ALL=C sort)
cp "$here/cases.usi" "$work/cases.usi"
inputs=("$work/corpus.usi" "${others[@]}")
games=$("$repetita" stats --rules jsa --format json "${inputs[@]}" | sed 's/.*"games":\([0-9]*\),"plies":\([0-9]*\).*/\1 games, \2 plies/')
echo "corpus: $corpus_dir: $games ($(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
echo

# repetita: the C++ benchmark (median of 5 repetitions).
"$bench" --benchmark_filter='BM_replay_tracking|BM_read_and_replay' --benchmark_repetitions=5 \
  --benchmark_report_aggregates_only=true --benchmark_format=json > "$work/bench.json" 2> "$work/bench.err" \
  || { cat "$work/bench.err" >&2; exit 1; }
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  for (const b of r.benchmarks) if (b.aggregate_name === "median")
    console.log(`${("repetita " + b.run_name.split("/")[0]).padEnd(34)} ${b["plies/s"].toFixed(0).padStart(12)} plies/s   ` +
                `(bench_shogi, median of 5, the 140 Fairy-Stockfish games)`);
' "$work/bench.json"

# Whole processes on the same inputs: plies of the games each read / wall time.
row() {  # name, output file, plies, command...
  local name=$1 out=$2 plies=$3; shift 3
  local start end
  start=$(date +%s%N)
  "$@" > "$out"
  end=$(date +%s%N)
  node -e '
    const [name, plies, start, end] = process.argv.slice(1);
    const s = (Number(end) - Number(start)) / 1e9;
    console.log(`${name.padEnd(34)} ${(Number(plies) / s).toFixed(0).padStart(12)} plies/s   (${plies} plies, ${s.toFixed(2)} s, whole process)`);
  ' "$name" "$plies" "$start" "$end"
}
plies_of() { "$repetita" stats --rules jsa --format json "$@" | sed 's/.*"plies":\([0-9]*\).*/\1/'; }
all_plies=$(plies_of "${inputs[@]}")
usi_plies=$(plies_of "$work/corpus.usi")
row "repetita analyze --rules all -j 1" "$work/repetita-all.jsonl" "$all_plies" \
  "$repetita" analyze --rules all --format json -j 1 "${inputs[@]}"
row "tsshogi 2.2 (every file)" "$work/corpus.usi.tsshogi.out" "$all_plies" node "$peers/peer_tsshogi.js" "${inputs[@]}"
row "ffish 0.7.10 (USI games)" "$work/corpus.usi.ffish.out" "$usi_plies" node "$peers/peer_ffish.js" shogi "$work/corpus.usi"
row "shogiops 0.18 (USI games)" "$work/corpus.usi.shogiops.out" "$usi_plies" node "$peers/peer_shogiops.mjs" "$work/corpus.usi"

# Verdicts: the corpus and the rule cases, repetita's standard rule set (jsa) against each peer.
node "$peers/peer_tsshogi.js" "$work/cases.usi" > "$work/cases.usi.tsshogi.out"
node "$here/peer_ffish_sfen.js" "$work/cases.usi" > "$work/cases.usi.ffish.out"
node "$peers/peer_shogiops.mjs" "$work/cases.usi" > "$work/cases.usi.shogiops.out"
"$repetita" analyze --rules jsa --format json "${inputs[@]}" "$work/cases.usi" > "$work/repetita-jsa.jsonl"
echo
echo "verdicts (jsa; differences explained in docs/cli-shogi.md, section Peers):"
node "$here/compare_verdicts.js" "$work/repetita-jsa.jsonl" \
  "tsshogi=$work/corpus.usi.tsshogi.out,$work/cases.usi.tsshogi.out" \
  "ffish=$work/corpus.usi.ffish.out,$work/cases.usi.ffish.out" \
  "shogiops=$work/corpus.usi.shogiops.out,$work/cases.usi.shogiops.out"
