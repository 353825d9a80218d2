#!/usr/bin/env bash
# Builds a standalone libFuzzer project (a games/<game>/fuzz folder: clang-14, -fsanitize=fuzzer,
# address,undefined) in its own build directory and runs each of its targets for SECONDS on a copy
# of that target's seed corpus (the corpus in the repository is never modified). Exits non-zero on
# a finding (crash, sanitizer report, timeout, out of memory: the input is kept in BUILD/artifacts)
# or if the build fails.
#
#   usage: tools/fuzz/run-libfuzzer.sh SECONDS PROJECT_DIR BUILD_DIR MAX_LEN TARGET=CORPUS_DIR...
#   e.g.   tools/fuzz/run-libfuzzer.sh 600 games/go/fuzz build/go-fuzz 65536 fuzz_go_sgf=games/go/fuzz/corpus
# The compiler is $CXX_FUZZ (default clang++-14). The mutations follow $REPETITA_FUZZ_SEED (default 1,
# so that CI runs the same inputs each time and its verdict belongs to the change it tests; 0 draws a
# new seed each run, for hunting).
set -euo pipefail
[[ $# -ge 5 ]] || { sed -n '8,9p' "$0" >&2; exit 2; }
seconds="$1"; project="$2"; build="$3"; max_len="$4"
seed="${REPETITA_FUZZ_SEED:-1}"
shift 4
cxx="${CXX_FUZZ:-clang++-14}"
command -v "$cxx" >/dev/null || { echo "run-libfuzzer.sh: $cxx not found (apt-get install clang-14 libclang-rt-14-dev)" >&2; exit 2; }
mkdir -p "$build/artifacts"
# Quiet when the build succeeds; its log's end when it fails (a compiler error, not a bare exit 1).
log="$build/artifacts/build.log"
if ! { cmake -S "$project" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER="$cxx" && cmake --build "$build" -j 2; } >"$log" 2>&1; then
  echo "run-libfuzzer.sh: building $project with $cxx failed:" >&2
  grep -E "error|Error" "$log" | head -20 >&2 || tail -20 "$log" >&2
  exit 1
fi
for spec in "$@"; do
  target="${spec%%=*}"
  seeds="${spec#*=}"
  work="$build/corpus-$target"
  rm -rf "$work" && mkdir -p "$work"
  cp "$seeds"/* "$work"/
  echo "== $target: ${seconds}s"
  "$build/$target" "$work" -seed="$seed" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$build/artifacts/$target-" -print_final_stats=1
done
