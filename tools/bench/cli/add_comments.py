#!/usr/bin/env python3
"""Writes a PGN corpus with a comment after every move, as large corpora carry them (issue #17).

    add_comments.py engine|lichess INPUT.pgn... > OUTPUT.pgn

- engine: what engine tournaments write (cutechess/TCEC style, about 130 bytes):
  {+0.32/24 1.503s, d=24, sd=39, mt=4122, tl=729830, s=3733934, n=454244221, pv=Nf3, tb=0, R50=46, wv=0.32, Rd=-11, Rr=-1000}
- lichess: what the lichess database writes for games with analysis and clocks (3+2 blitz):
  { [%eval 0.17] [%clk 0:02:58] }

Tags and moves are kept as they are; comments already in the input are dropped first. The numbers
come from a fixed seed: the same input gives the same corpus. Movetext is written one game per
line (as lichess does).
"""
import random
import re
import sys

MOVE_NUMBER = re.compile(r"^\d+\.+$")
RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}


def games(text):
    """(tag lines, movetext) for each game of a PGN text written as the shared corpora are."""
    for block in re.split(r"\n\s*\n(?=\[)", text.strip()):
        head, _, movetext = block.partition("\n\n")
        yield head, movetext


def comment(style, rng, token, state):
    if style == "engine":
        depth = rng.randint(18, 40)
        return ("{%+.2f/%d %.3fs, d=%d, sd=%d, mt=%d, tl=%d, s=%d, n=%d, pv=%s, tb=0, R50=%d, wv=%.2f, Rd=-11, Rr=-1000}" %
                (state["eval"], depth, rng.random() * 3, depth, depth + 15, rng.randint(1000, 9000),
                 rng.randint(10000, 900000), rng.randint(100000, 9000000), rng.randint(10**6, 10**9), token,
                 rng.randint(0, 50), state["eval"]))
    side = state["side"]
    state["clock"][side] = max(0, state["clock"][side] - rng.randint(0, 5) + 2)  # 3+2 blitz
    state["side"] = 1 - side
    seconds = state["clock"][side]
    return "{ [%%eval %.2f] [%%clk 0:%02d:%02d] }" % (state["eval"], seconds // 60, seconds % 60)


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("engine", "lichess"):
        sys.exit(__doc__)
    style = sys.argv[1]
    rng = random.Random(17)
    out = sys.stdout
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for head, movetext in games(text):
            tokens = re.sub(r"\{[^}]*\}", " ", movetext).split()
            state = {"eval": 0.2, "side": 0, "clock": [180, 180]}
            body = []
            for token in tokens:
                body.append(token)
                if MOVE_NUMBER.match(token) or token in RESULTS:
                    continue
                body.append(comment(style, rng, token, state))
                state["eval"] += rng.uniform(-0.3, 0.3)
            out.write(head + "\n\n" + " ".join(body) + "\n\n")


if __name__ == "__main__":
    main()
