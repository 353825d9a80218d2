#!/usr/bin/env bash
# Runs the shogi reader fuzzers (SFEN/USI, CSA, KIF/KI2) for SECONDS each (default 60) on copies of
# their seed corpora (tools/fuzz/run-libfuzzer.sh says how; build directory:
# $REPETITA_SHOGI_FUZZ_BUILD or build/shogi-fuzz).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
exec "$repo/tools/fuzz/run-libfuzzer.sh" "${1:-60}" "$here" "${REPETITA_SHOGI_FUZZ_BUILD:-$repo/build/shogi-fuzz}" \
  65536 "fuzz_shogi_usi=$here/corpus/usi" "fuzz_shogi_csa=$here/corpus/csa" "fuzz_shogi_kif=$here/corpus/kif"
