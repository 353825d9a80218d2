#!/usr/bin/env bash
# The recorded fuzzing run (docs/perf/fuzzing.md): builds every reader's libFuzzer target (clang-14,
# ASan + UBSan) under nice 19 and runs them ONE AT A TIME, each for RUNS executions or SECONDS of
# wall time, whichever comes first, on a copy of its seed corpus (the corpora in the repository are
# never modified), with the max_len its run-smoke.sh uses. Each target's log (libFuzzer's output,
# ending in -print_final_stats=1's figures) is kept in OUT/TARGET.log, its grown corpus in
# OUT/corpus-TARGET and any finding in OUT/artifacts; OUT/summary.tsv gets one line per target.
# Exits non-zero if a target stops on a finding (crash, sanitizer report, timeout, out of memory).
#
#   usage: tools/fuzz/run-long.sh RUNS SECONDS [OUT_DIR [TARGET...]]
#   e.g.   tools/fuzz/run-long.sh 10000000 3600 build/fuzz-long
#          tools/fuzz/run-long.sh 10000000 600 build/fuzz-long fuzz_go_sgf fuzz_shogi_usi
# Builds go to build/fuzz (chess, the main project) and build/GAME-fuzz (the standalone projects),
# as the run-smoke.sh scripts do. The mutations follow $REPETITA_FUZZ_SEED (default 1, so a run can
# be repeated input for input on the same binaries; 0 draws a new seed). With $REPETITA_FUZZ_DEADLINE
# (a time `date -d` reads), each target gets at most an equal share of the time left before it among
# the targets still to run (a target that reaches RUNS early leaves its time to the others).
set -euo pipefail
[[ $# -ge 2 ]] || { sed -n '10,12p' "$0" >&2; exit 2; }
runs="$1"; seconds="$2"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${3:-$root/build/fuzz-long}"
shift $(( $# >= 3 ? 3 : 2 ))
seed="${REPETITA_FUZZ_SEED:-1}"
cxx="${REPETITA_FUZZ_CXX:-clang++-14}"
command -v "$cxx" >/dev/null || { echo "run-long.sh: $cxx not found (tools/install-deps.sh --fuzz)" >&2; exit 2; }

# target  binary (relative to the root)  seed corpus  max_len (as in the target's run-smoke.sh)
table="
fuzz_chess_fen       build/fuzz/tests/fuzz/fuzz_chess_fen        tests/fuzz/corpus/fuzz_chess_fen  4096
fuzz_chess_san       build/fuzz/tests/fuzz/fuzz_chess_san        tests/fuzz/corpus/fuzz_chess_san  4096
fuzz_chess_pgn       build/fuzz/tests/fuzz/fuzz_chess_pgn        tests/fuzz/corpus/fuzz_chess_pgn  4096
fuzz_go_sgf          build/go-fuzz/fuzz_go_sgf                   games/go/fuzz/corpus              65536
fuzz_shogi_usi       build/shogi-fuzz/fuzz_shogi_usi             games/shogi/fuzz/corpus/usi       65536
fuzz_shogi_csa       build/shogi-fuzz/fuzz_shogi_csa             games/shogi/fuzz/corpus/csa       65536
fuzz_shogi_kif       build/shogi-fuzz/fuzz_shogi_kif             games/shogi/fuzz/corpus/kif       65536
fuzz_arimaa_notation build/arimaa-fuzz/fuzz_arimaa_notation      games/arimaa/fuzz/corpus          8192
fuzz_xiangqi_fen     build/xiangqi-fuzz/fuzz_xiangqi_fen         games/xiangqi/fuzz/corpus/fen     65536
fuzz_xiangqi_pgn     build/xiangqi-fuzz/fuzz_xiangqi_pgn         games/xiangqi/fuzz/corpus/pgn     65536
"
selected=("$@")
[[ ${#selected[@]} -gt 0 ]] || mapfile -t selected < <(awk 'NF { print $1 }' <<<"$table")

# Build (quiet when it succeeds).
mkdir -p "$out/artifacts"
log="$out/build.log"
: >"$log"
build() { nice -n 19 "$@" >>"$log" 2>&1 || { echo "run-long.sh: build failed, see $log" >&2; tail -20 "$log" >&2; exit 1; }; }
build cmake -S "$root" -B "$root/build/fuzz" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$cxx" \
  -DREPETITA_BUILD_FUZZERS=ON -DREPETITA_BUILD_TESTS=OFF -DREPETITA_BUILD_TOOLS=OFF \
  -DREPETITA_BUILD_BENCHMARKS=OFF -DREPETITA_INSTALL=OFF
build cmake --build "$root/build/fuzz" --target fuzz_chess_fen fuzz_chess_san fuzz_chess_pgn -j 2
for game in go shogi arimaa xiangqi; do
  build cmake -S "$root/games/$game/fuzz" -B "$root/build/$game-fuzz" -G Ninja -DCMAKE_CXX_COMPILER="$cxx"
  build cmake --build "$root/build/$game-fuzz" -j 2
done

status=0
deadline=""
[[ -z "${REPETITA_FUZZ_DEADLINE:-}" ]] || deadline="$(date -d "$REPETITA_FUZZ_DEADLINE" +%s)"
[[ -f "$out/summary.tsv" ]] || printf 'target\tstatus\texecs\texec_per_s\tcov\tft\tcorp\tcorpus_files\twall_s\tlimit_s\tstarted\n' >"$out/summary.tsv"
left=${#selected[@]}
for target in "${selected[@]}"; do
  limit="$seconds"
  if [[ -n "$deadline" ]]; then
    share=$(( (deadline - $(date +%s)) / left ))
    (( share >= limit )) || limit=$share
    (( limit > 0 )) || { echo "run-long.sh: deadline passed before $target" >&2; exit 1; }
  fi
  left=$(( left - 1 ))
  read -r _ binary seeds max_len < <(awk -v t="$target" '$1 == t' <<<"$table") || { echo "run-long.sh: no target $target" >&2; exit 2; }
  work="$out/corpus-$target"
  rm -rf "$work" && mkdir -p "$work"
  cp "$root/$seeds"/* "$work"/
  started="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "== $target: $runs runs or ${limit}s, max_len $max_len, from $started"
  t0=$(date +%s)
  rc=0
  nice -n 19 "$root/$binary" "$work" -seed="$seed" -runs="$runs" -max_total_time="$limit" -max_len="$max_len" \
    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$out/artifacts/$target-" \
    >"$out/$target.log" 2>&1 || rc=$?
  wall=$(( $(date +%s) - t0 ))
  final_stat() { grep -Eo "^stat::$1: *[0-9]+" "$out/$target.log" | tail -1 | grep -Eo '[0-9]+$' || echo '?'; }
  last="$(grep -E '^#[0-9]+' "$out/$target.log" | tail -1)"
  cov="$(grep -Eo 'cov: [0-9]+' <<<"$last" | tail -1 | cut -d' ' -f2)"
  ft="$(grep -Eo 'ft: [0-9]+' <<<"$last" | tail -1 | cut -d' ' -f2)"
  corp="$(grep -Eo 'corp: [0-9]+/[0-9]+[a-zA-Z]*' <<<"$last" | tail -1 | cut -d' ' -f2)"
  verdict=ok; [[ $rc -eq 0 ]] || { verdict="finding(rc=$rc)"; status=1; }
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$target" "$verdict" "$(final_stat number_of_executed_units)" \
    "$(final_stat average_exec_per_sec)" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$(find "$work" -type f | wc -l)" \
    "$wall" "$limit" "$started" >>"$out/summary.tsv"
  tail -n 1 "$out/summary.tsv"
done
exit $status
