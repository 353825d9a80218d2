#!/usr/bin/env bash
# Runs the Go SGF fuzzer for SECONDS (default 60) on a copy of its seed corpus
# (tools/fuzz/run-libfuzzer.sh says how; build directory: $REPETITA_GO_FUZZ_BUILD or build/go-fuzz).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
exec "$repo/tools/fuzz/run-libfuzzer.sh" "${1:-60}" "$here" "${REPETITA_GO_FUZZ_BUILD:-$repo/build/go-fuzz}" 65536 \
  "fuzz_go_sgf=$here/corpus"
