#!/bin/sh
# Makes the compressed fixtures of the CLI tests (tests/cli/CMakeLists.txt, "Compressed inputs")
# from the bundled examples, with the command-line tools (zstd, gzip, bzip2, xz): files made by the
# tools users use, not by the library that reads them. Run it in this folder; its output is
# committed (a few KiB), so the tests need none of the tools.
set -eu
E=../../../../tools/cli/examples
c=$E/chess
z() {  # FORMAT: compress stdin to stdout with that format's tool, reproducibly
  case $1 in
    zst) zstd -q -19 -c ;;
    gz) gzip -n -9 -c ;;  # -n: no name, no time stamp
    bz2) bzip2 -9 -c ;;
    xz) xz -c ;;
  esac
}
flip() {  # FILE OFFSET: flips the lowest bit of the byte at OFFSET
  python3 -c "import sys; d = bytearray(open(sys.argv[1], 'rb').read()); d[int(sys.argv[2])] ^= 1; open(sys.argv[1], 'wb').write(d)" "$1" "$2"
}
for f in zst gz bz2 xz; do
  z $f < $c/09-carlsen-nakamura-2021.pgn > carlsen.pgn.$f
  # two frames (members, streams) of two games each, as pigz, pzstd or `cat a.gz b.gz` write them
  { cat $c/01-pest-paris-1842.pgn $c/02-pillsbury-burn-1898.pgn | z $f
    cat $c/03-fischer-petrosian-1971.pgn $c/04-capablanca-lasker-1921.pgn | z $f; } > four-games.pgn.$f
  # four games in one frame, its last 2 bytes cut off (an unfinished download)
  cat $c/01-pest-paris-1842.pgn $c/02-pillsbury-burn-1898.pgn $c/03-fischer-petrosian-1971.pgn \
    $c/04-capablanca-lasker-1921.pgn | z $f | head -c -2 > truncated.pgn.$f
  # three games in a frame, then a frame of one game whose first byte has a bit flipped
  cat $c/01-pest-paris-1842.pgn $c/02-pillsbury-burn-1898.pgn $c/03-fischer-petrosian-1971.pgn | z $f > corrupt.pgn.$f
  first=$(wc -c < corrupt.pgn.$f)
  z $f < $c/04-capablanca-lasker-1921.pgn >> corrupt.pgn.$f
  flip corrupt.pgn.$f "$first"
  printf '' | z $f > empty.$f
done
# half of a gzip file: the cut falls inside the data
cat $c/01-pest-paris-1842.pgn $c/02-pillsbury-burn-1898.pgn $c/03-fischer-petrosian-1971.pgn \
  $c/04-capablanca-lasker-1921.pgn | z gz > whole.tmp
head -c $(($(wc -c < whole.tmp) / 2)) whole.tmp > truncated-half.pgn.gz
rm whole.tmp
# a plain file named like a compressed one: the magic bytes decide
cp $c/09-carlsen-nakamura-2021.pgn plain.pgn.gz
# the other games' records, found by the extension under the compression suffix
z gz < $E/shogi/01-ohashi-ito-1710.kif > 01-ohashi-ito-1710.kif.gz
z bz2 < $E/shogi/03-sennichite.ki2 > 03-sennichite.ki2.bz2
z xz < $E/go/02-long-cycles.sgf > 02-long-cycles.sgf.xz
z zst < $E/arimaa/02-third-occurrence.arimaa > 02-third-occurrence.arimaa.zst
