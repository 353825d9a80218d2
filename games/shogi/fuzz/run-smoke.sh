#!/usr/bin/env bash
# Builds the shogi reader fuzzers (SFEN/USI, CSA, KIF/KI2) in their own build dir and runs each for
# SECONDS (default 60) on a copy of its seed corpus. Exits non-zero on a finding (crash, sanitizer
# report, timeout, out of memory).
set -euo pipefail
seconds="${1:-60}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
build="${REPETITA_SHOGI_FUZZ_BUILD:-$repo/build/shogi-fuzz}"
CXX="${CXX_FUZZ:-clang++-14}" cmake -S "$here" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER="${CXX_FUZZ:-clang++-14}" >/dev/null
cmake --build "$build" -j 2 >/dev/null
mkdir -p "$build/artifacts"
for target in usi csa kif; do
  work="$build/corpus-$target"
  rm -rf "$work" && mkdir -p "$work"
  cp "$here/corpus/$target"/* "$work"/
  "$build/fuzz_shogi_$target" "$work" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$build/artifacts/$target-" -print_final_stats=1
done
