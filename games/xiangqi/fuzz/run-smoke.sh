#!/usr/bin/env bash
# Runs the xiangqi reader fuzzers (PGN in every notation, UTF-8 or GBK, with the splitter; FEN) for
# SECONDS each (default 60) on copies of their seed corpora (tools/fuzz/run-libfuzzer.sh says how;
# build directory: $REPETITA_XIANGQI_FUZZ_BUILD or build/xiangqi-fuzz).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
exec "$repo/tools/fuzz/run-libfuzzer.sh" "${1:-60}" "$here" "${REPETITA_XIANGQI_FUZZ_BUILD:-$repo/build/xiangqi-fuzz}" \
  65536 "fuzz_xiangqi_pgn=$here/corpus/pgn" "fuzz_xiangqi_fen=$here/corpus/fen"
