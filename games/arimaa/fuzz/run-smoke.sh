#!/usr/bin/env bash
# Runs the Arimaa notation fuzzer for SECONDS (default 60) on a copy of its seed corpus
# (tools/fuzz/run-libfuzzer.sh says how; build directory: $REPETITA_ARIMAA_FUZZ_BUILD or build/arimaa-fuzz).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
exec "$repo/tools/fuzz/run-libfuzzer.sh" "${1:-60}" "$here" "${REPETITA_ARIMAA_FUZZ_BUILD:-$repo/build/arimaa-fuzz}" \
  8192 "fuzz_arimaa_notation=$here/corpus"
