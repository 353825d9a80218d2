#!/usr/bin/env bash
# Builds the Arimaa notation fuzzer in its own build dir and runs it for SECONDS (default 60) on a
# copy of the seed corpus. Exits non-zero on a finding (crash, sanitizer report, timeout, out of memory).
set -euo pipefail
seconds="${1:-60}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
build="${REPETITA_ARIMAA_FUZZ_BUILD:-$repo/build/arimaa-fuzz}"
CXX="${CXX_FUZZ:-clang++-14}" cmake -S "$here" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER="${CXX_FUZZ:-clang++-14}" >/dev/null
cmake --build "$build" -j 2 >/dev/null
work="$build/corpus"
rm -rf "$work" && mkdir -p "$work" "$build/artifacts"
cp "$here"/corpus/* "$work"/
"$build/fuzz_arimaa_notation" "$work" -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$build/artifacts/" -print_final_stats=1
