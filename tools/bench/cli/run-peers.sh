#!/bin/bash
# End-to-end benchmark of `repetita analyze` against the peers of ../shared/peers, on one corpus,
# in one run. Prints for each command the median wall time and the median CPU time (user + sys) of
# REPEATS runs, plies/s (from the wall time), MB/s (input bytes per CPU second) and the wall-time ratio to the first command,
# `repetita analyze --format json -j 1`. Output goes to /dev/null; node start-up is included.
#
# usage: tools/bench/cli/run-peers.sh [BUILD_DIR] [COPIES] [REPEATS]
#   BUILD_DIR  a Release build holding tools/cli/repetita (default: build/release)
#   COPIES     copies of stockfish15-selfplay-200.pgn + lichess-2012-12-31-100.pgn in the corpus
#              (default 55: 2.08 million plies)
#   REPEATS    runs per command (default 3); chess.js, far slower, runs CHESSJS_REPEATS times (default 1)
# Environment: REPETITA_PEERS (default ~/repetita-peers: a copy of ../shared/peers after `npm ci`),
#   CORPUS (default /tmp/repetita-bench-corpus.pgn), SKIP_CHESSJS=1 to leave chess.js out,
#   COMMENTS=engine|lichess to put a comment after every move as engine tournaments (~130 bytes)
#   or the lichess database ([%eval] [%clk]) write them (add_comments.py; issue #17's corpora).
set -euo pipefail

root=$(cd "$(dirname "$0")/../../.." && pwd)
build=${1:-$root/build/release}
copies=${2:-55}
repeats=${3:-3}
chessjs_repeats=${CHESSJS_REPEATS:-1}
peers=${REPETITA_PEERS:-$HOME/repetita-peers}
corpus=${CORPUS:-/tmp/repetita-bench-corpus.pgn}
data=$root/../shared/data/chess
repetita=$build/tools/cli/repetita

[ -x "$repetita" ] || { echo "no $repetita: build the target 'repetita' first" >&2; exit 2; }
rm -f "$corpus"
one_copy=$(mktemp)
if [ -n "${COMMENTS:-}" ]; then
  python3 "$root/tools/bench/cli/add_comments.py" "$COMMENTS" "$data/stockfish15-selfplay-200.pgn" \
    "$data/lichess-2012-12-31-100.pgn" > "$one_copy"
else
  cat "$data/stockfish15-selfplay-200.pgn" "$data/lichess-2012-12-31-100.pgn" > "$one_copy"
fi
for _ in $(seq "$copies"); do cat "$one_copy" >> "$corpus"; done
rm -f "$one_copy"
bytes=$(stat -c %s "$corpus")
plies=$("$repetita" stats --rules fide-2023 --format json "$corpus" | sed 's/.*"plies":\([0-9]*\).*/\1/')
games=$("$repetita" stats --rules fide-2023 --format json "$corpus" | sed 's/.*"games":\([0-9]*\),"plies".*/\1/')
echo "corpus: $corpus, $(du -h "$corpus" | cut -f1), $games games, $plies plies; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo

# Median wall time and median CPU time (user + sys) in seconds of `n` runs of a command
# (stdout to /dev/null), printed as "wall cpu". Bash's `time` keyword, to the millisecond
# (/usr/bin/time gives hundredths, too coarse for repetita's runs of a tenth of a second).
median() {
  local n=$1; shift
  local walls=() cpus=()
  local wall user sys
  for _ in $(seq "$n"); do
    read -r wall user sys < <({ TIMEFORMAT='%3R %3U %3S'; time "$@" > /dev/null 2>&1; } 2>&1)
    walls+=("$wall")
    cpus+=("$(echo "$user + $sys" | bc -l)")
  done
  local mid=$(((n + 1) / 2))
  echo "$(printf '%s\n' "${walls[@]}" | sort -g | sed -n "${mid}p") $(printf '%s\n' "${cpus[@]}" | sort -g | sed -n "${mid}p")"
}

baseline=""
row() {
  local name=$1 n=$2; shift 2
  local wall cpu
  read -r wall cpu <<< "$(median "$n" "$@")"
  [ -z "$baseline" ] && baseline=$wall
  printf '%-50s %7.3f s %7.3f s %11.0f %8.0f %7.2fx  (%s runs)\n' "$name" "$wall" "$cpu" \
    "$(echo "$plies / $wall" | bc -l)" "$(echo "$bytes / $cpu / 1000000" | bc -l)" "$(echo "$wall / $baseline" | bc -l)" "$n"
}

printf '%-50s %9s %9s %11s %8s %8s\n' "command" "wall" "cpu" "plies/s" "MB/s cpu" "vs first"
row "repetita analyze --format json -j 1"               "$repeats" "$repetita" analyze --format json -j 1 "$corpus"
row "repetita analyze --format json -j 2"               "$repeats" "$repetita" analyze --format json -j 2 "$corpus"
row "repetita analyze --format json --rules all -j 1"   "$repeats" "$repetita" analyze --format json --rules all -j 1 "$corpus"
row "repetita analyze --format json --rules all -j 2"   "$repeats" "$repetita" analyze --format json --rules all -j 2 "$corpus"
row "repetita analyze (table) -j 1"                     "$repeats" "$repetita" analyze -j 1 "$corpus"
if [ -d "$peers/node_modules" ]; then
  row "kokopu 4.13 (peer_kokopu.js)"                    "$repeats" node "$peers/peer_kokopu.js" "$corpus"
  row "chessops 0.15 (peer_chessops.mjs)"               "$repeats" node "$peers/peer_chessops.mjs" "$corpus"
  if [ "${SKIP_CHESSJS:-0}" != 1 ]; then
    row "chess.js 1.4 (peer_chessjs.js)"                "$chessjs_repeats" node "$peers/peer_chessjs.js" "$corpus"
  fi
else
  echo "(no $peers/node_modules: cp -r ../shared/peers ~/repetita-peers && cd ~/repetita-peers && npm ci)"
fi
if [ -x /usr/games/pgn-extract ]; then
  row "pgn-extract 19.04 --repetition"                  "$repeats" /usr/games/pgn-extract --repetition -s "$corpus"
else
  echo "(no /usr/games/pgn-extract: apt-get install pgn-extract)"
fi
