#!/usr/bin/env bash
# Times repetita's replay of the SGF corpus against OGS goban on the same files, in one run, and
# compares their verdicts (the first illegal move of each record's main line, per rule set).
#
#   usage: tools/bench/go/run-peers.sh [BUILD_DIR] [RUNS]   (BUILD_DIR: an optimized build, default build/release;
#                                                            RUNS: repetitions of each repetita timing, default 3)
#
# - repetita in process: bench_go BM_sgf_main_lines_* (read every tree, replay its main line through one tracker,
#   as the CLI does), median of 5 repetitions, ns per ply.
# - repetita, whole process: `repetita analyze --lenient --format json -j 1` over the corpus (reading, replaying,
#   writing JSON), with the standard rule set, the five rule sets goban has, and every rule set; median of RUNS.
# - OGS goban 8.3: ../shared/peers/peer_goban.js once per rule set (chinese, aga, japanese, nz, ing), whole process
#   including node start-up (as in ../shared/peers/README.md).
# - Verdicts: per record and rule set, repetita's first `illegal_move` event against goban's first error
#   (superko, ko, self-capture). Only the first game tree of a file is compared (the peer reads no other), on the
#   corpus and on the Go examples and test records (tools/cli/examples/go, games/go/tests/cli/data/broken-record.sgf).
#   docs/cli-go.md explains every disagreement by the rule texts.
# The peers are installed once into ~/repetita-peers (or $REPETITA_PEERS) with `npm ci` (never committed).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
build="${1:-$root/build/release}"
runs="${2:-3}"
cli="$build/tools/cli/repetita"
bench="$build/tools/bench/go/bench_go"
corpus_dir="${REPETITA_GO_CORPUS:-$root/../shared/data/go}"
peers="${REPETITA_PEERS:-$HOME/repetita-peers}"
for program in "$cli" "$bench"; do
  [[ -x "$program" ]] || { echo "run-peers.sh: $program not found: build the targets repetita and bench_go first" >&2; exit 2; }
done
[[ -d "$corpus_dir" ]] || { echo "run-peers.sh: no SGF corpus at $corpus_dir (set REPETITA_GO_CORPUS)" >&2; exit 2; }

if [[ ! -d "$peers/node_modules/goban" ]]; then
  mkdir -p "$peers"
  cp -r "$root/../shared/peers/." "$peers/"
  chmod -R u+w "$peers"
  (cd "$peers" && npm ci --no-audit --no-fund >/dev/null)
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mapfile -t corpus < <(find "$corpus_dir" -name '*.sgf' | LC_ALL=C sort)
mapfile -t cases < <(find "$root/tools/cli/examples/go" -name '*.sgf' | LC_ALL=C sort)
cases+=("$root/games/go/tests/cli/data/broken-record.sgf")
echo "corpus: $corpus_dir (${#corpus[@]} files, $(du -sh "$corpus_dir" | cut -f1)); machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

# ---- repetita in process ----------------------------------------------------------------------------------------
REPETITA_GO_CORPUS="$corpus_dir" "$bench" --benchmark_filter='BM_sgf_main_lines' --benchmark_repetitions=5 \
  --benchmark_report_aggregates_only=true --benchmark_format=json > "$work/bench.json" 2> "$work/bench.err" \
  || { cat "$work/bench.err" >&2; exit 1; }
node -e '
  // Google Benchmark writes NaN for the spread of a constant counter: not JSON.
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8").replace(/\bNaN\b/g, "null"));
  // "ns/ply" is an inverted rate: seconds per ply in the JSON.
  for (const b of r.benchmarks) if (b.aggregate_name === "median")
    console.log(`${("repetita in process, " + b.run_name.replace("BM_sgf_main_lines_", "")).padEnd(56)}` +
                `${(1 / b["ns/ply"]).toFixed(0).padStart(10)} plies/s  (${(b["ns/ply"] * 1e9).toFixed(0)} ns/ply, ` +
                `${b.plies.toFixed(0)} plies, median of 5)`);
' "$work/bench.json"

# ---- repetita, whole process ------------------------------------------------------------------------------------
# Prints "wall user+sys" of one run of the command (stdout to $work/out.jsonl).
time_one() {
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" > "$work/out.jsonl" 2> "$work/err" || true
  awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$work/time"
}
plies=$(node -e '
  let p = 0; const seen = new Set();
  for (const l of require("fs").readFileSync(0, "utf8").split("\n")) if (l) {
    const g = JSON.parse(l); const k = g.file + "#" + g.game; if (!seen.has(k)) { seen.add(k); p += g.plies; } }
  console.log(p);' < <("$cli" analyze --lenient --format json -j 1 "${corpus[@]}"))
for rules in japanese chinese,aga,japanese,nz,ing all; do
  for ((i = 0; i < runs; ++i)); do time_one "$cli" analyze --lenient --rules "$rules" --format json -j 1 "${corpus[@]}"; done \
    | sort -n | awk -v n="$runs" -v rules="$rules" -v plies="$plies" '
        { wall[NR] = $1; cpu[NR] = $2 }
        END { m = int((n + 1) / 2);
              printf "%-56s%10.0f plies/s  (%d plies, %.2f s wall, %.2f s CPU, median of %d)\n",
                     "repetita analyze --rules " rules, plies / wall[m], plies, wall[m], cpu[m], n }'
done

# ---- OGS goban, and the verdicts --------------------------------------------------------------------------------
"$cli" analyze --lenient --rules chinese,aga,japanese,nz,ing --format json -j 1 "${corpus[@]}" "${cases[@]}" \
  > "$work/repetita.jsonl" 2> /dev/null || true
printf '%s\n' "${corpus[@]}" "${cases[@]}" > "$work/files.txt"
for rules in chinese aga japanese nz ing; do
  start=$(date +%s%N)
  /usr/bin/time -f '%U %S' -o "$work/goban-time" node "$peers/peer_goban.js" "$rules" "${corpus[@]}" \
    > "$work/goban-$rules.jsonl" 2> /dev/null
  end=$(date +%s%N)
  node "$peers/peer_goban.js" "$rules" "${cases[@]}" >> "$work/goban-$rules.jsonl" 2> /dev/null
  node -e '
    const fs = require("fs");
    const [file, rules, start, end, cpuFile, count] = process.argv.slice(1);
    let moves = 0, unread = 0;
    const lines = fs.readFileSync(file, "utf8").split("\n").filter(Boolean).slice(0, Number(count));
    for (const l of lines) { const g = JSON.parse(l); if (g.error && g.error.startsWith("sgf parse")) unread++; moves += g.moves || 0; }
    const seconds = (Number(end) - Number(start)) / 1e9;
    const cpu = fs.readFileSync(cpuFile, "utf8").trim().split(/\s+/).map(Number).reduce((a, b) => a + b, 0);
    console.log(`${("goban 8.3 " + rules).padEnd(56)}${(moves / seconds).toFixed(0).padStart(10)} plies/s  ` +
                `(${moves} plies, ${seconds.toFixed(2)} s wall, ${cpu.toFixed(2)} s CPU, ${unread} files unread)`);
  ' "$work/goban-$rules.jsonl" "$rules" "$start" "$end" "$work/goban-time" "${#corpus[@]}"
done

node -e '
  const fs = require("fs");
  const [work, root] = process.argv.slice(1);
  const files = fs.readFileSync(work + "/files.txt", "utf8").split("\n").filter(Boolean);
  // repetita: the first illegal move (or the no result) of game 1 of each file, per rule set.
  const ours = new Map();
  for (const l of fs.readFileSync(work + "/repetita.jsonl", "utf8").split("\n")) {
    if (!l) continue;
    const g = JSON.parse(l);
    if (g.game !== 1) continue;
    const e = g.events.find((x) => x.kind === "illegal_move");
    ours.set(g.file + "|" + g.ruleset, {
      illegal: e ? { ply: e.ply, rule: e.rule, from_start: e.occurrences[0] === 0 } : null,
      no_result: g.end_rule === "no-result" ? g.end_ply : null });
  }
  let compared = 0, agree = 0;
  const disagreements = [];
  for (const rules of ["chinese", "aga", "japanese", "nz", "ing"]) {
    const lines = fs.readFileSync(`${work}/goban-${rules}.jsonl`, "utf8").split("\n").filter(Boolean);
    lines.forEach((l, i) => {
      const peer = JSON.parse(l), file = files[i], us = ours.get(file + "|" + rules);
      if (!us || (peer.error && peer.error.startsWith("sgf parse"))) return;  // one side read nothing
      let theirs = null;
      if (peer.superko_violation) theirs = { ply: peer.superko_violation.ply, why: peer.superko_violation.why };
      const m = /^(\S+) at ply (\d+)$/.exec(peer.error || "");
      if (m && (!theirs || Number(m[2]) < theirs.ply)) theirs = { ply: Number(m[2]), why: m[1] };
      ++compared;
      const same = (us.illegal === null && theirs === null) || (us.illegal && theirs && us.illegal.ply === theirs.ply);
      if (same) { ++agree; return; }
      const name = file.startsWith(root + "/") ? file.slice(root.length + 1) : file;
      disagreements.push(`  ${rules.padEnd(9)}${name.padEnd(72)} ` +
        `repetita ${us.illegal ? us.illegal.ply + " " + us.illegal.rule + (us.illegal.from_start ? " (repeats ply 0)" : "") : "none"}` +
        `${us.no_result ? ", no result at " + us.no_result : ""}; goban ${theirs ? theirs.ply + " " + theirs.why : "none"}`);
    });
  }
  console.log(`verdicts: ${compared} record and rule set pairs compared, ${agree} agree, ${disagreements.length} differ:`);
  for (const d of disagreements) console.log(d);
' "$work" "$root"
