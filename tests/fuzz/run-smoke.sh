#!/usr/bin/env bash
# Builds the chess fuzzers with clang-14 (libFuzzer + ASan + UBSan) in their own build directory
# and runs each for SECONDS (default 20) on a copy of its seed corpus. Exits non-zero on a finding
# (a crash, a leak, a sanitizer report or a broken invariant) or if the build fails.
# The mutations follow $REPETITA_FUZZ_SEED (default 1, as tools/fuzz/run-libfuzzer.sh; 0: a new seed).
#   usage: tests/fuzz/run-smoke.sh [SECONDS] [BUILD_DIR]
set -euo pipefail
seconds="${1:-20}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="${2:-$root/build/fuzz}"
cxx="${REPETITA_FUZZ_CXX:-clang++-14}"
command -v "$cxx" >/dev/null || { echo "run-smoke.sh: $cxx not found (apt-get install clang-14 libclang-rt-14-dev)" >&2; exit 2; }

generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
cmake -S "$root" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$cxx" \
  -DREPETITA_BUILD_FUZZERS=ON -DREPETITA_BUILD_TESTS=OFF -DREPETITA_BUILD_TOOLS=OFF \
  -DREPETITA_BUILD_BENCHMARKS=OFF -DREPETITA_INSTALL=OFF >/dev/null
cmake --build "$build" --target fuzz_chess_fen fuzz_chess_san fuzz_chess_pgn -j 2

status=0
for target in fuzz_chess_fen fuzz_chess_san fuzz_chess_pgn; do
  work="$(mktemp -d)"
  cp -r "$here/corpus/$target/." "$work/"
  echo "== $target: ${seconds}s"
  # New inputs go to the scratch copy: the seed corpus in the repository is not modified.
  if ! (cd "$work" && "$build/tests/fuzz/$target" "$work" -seed="${REPETITA_FUZZ_SEED:-1}" -max_total_time="$seconds" -max_len=4096 \
        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 2>&1 | tail -n 25); then
    echo "== $target: FINDING (artifacts in $work)" >&2
    status=1
  else
    rm -rf "$work"
  fi
done
exit $status
