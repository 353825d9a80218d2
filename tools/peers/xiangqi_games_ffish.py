#!/usr/bin/env python3
"""Fairy-Stockfish (ffish 0.7.10) on the xiangqi games of tests/data/xiangqi: the committed outputs
of the differential test tests/xiangqi/ffish_differential_test.cpp.

For each tests/data/xiangqi/*.pgn: repetita-xiangqi-moves (built with the tools) writes each game's
start and moves in a1-i10 coordinates; the games that start from the initial position go, one JSON
line each, to `node peer_ffish.js xiangqi` (../shared/peers, installed as ~/repetita-peers with
`npm ci`), which reports where ffish ends the game, with and without draw claims. Its lines are
written to tests/data/xiangqi/peers/ffish-<file>.jsonl with "game" set to repetita's game number.
peer_ffish.js plays xiangqi games from the initial position only, so a game set up from a FEN tag
gets a line {"game": N, "skipped": "..."} instead.

usage: tools/peers/xiangqi_games_ffish.py [BUILD_DIR] [--peers DIR]
  BUILD_DIR: the repetita build (default build/release); DIR: where peer_ffish.js and its
  node_modules are (default $REPETITA_PEERS or ~/repetita-peers).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

INITIAL_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def main() -> int:
    root = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("build", nargs="?", default=str(root / "build" / "release"))
    parser.add_argument("--peers", default=os.environ.get("REPETITA_PEERS", str(Path.home() / "repetita-peers")))
    args = parser.parse_args()
    moves_tool = Path(args.build) / "games" / "xiangqi" / "repetita-xiangqi-moves"
    peer = Path(args.peers) / "peer_ffish.js"
    for needed in (moves_tool, peer):
        if not needed.exists():
            print(f"xiangqi_games_ffish.py: error: {needed} not found", file=sys.stderr)
            return 2
    data = root / "tests" / "data" / "xiangqi"
    out_dir = data / "peers"
    out_dir.mkdir(exist_ok=True)
    for pgn in sorted(data.glob("*.pgn")):
        listed = subprocess.run([str(moves_tool), str(pgn)], check=True, capture_output=True, text=True).stdout
        games = [json.loads(line) for line in listed.splitlines() if line]
        played = [g for g in games if g["fen"] == INITIAL_FEN]
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as tmp:
            for g in played:
                tmp.write(json.dumps({"moves": g["moves"]}) + "\n")
        try:
            ran = subprocess.run(["node", str(peer), "xiangqi", tmp.name], check=True, capture_output=True,
                                 text=True, cwd=str(peer.parent)).stdout
        finally:
            os.unlink(tmp.name)
        results = [json.loads(line) for line in ran.splitlines() if line]
        if len(results) != len(played):
            print(f"{pgn.name}: {len(played)} games sent, {len(results)} lines back", file=sys.stderr)
            return 1
        by_game = {g["game"]: r for g, r in zip(played, results)}
        lines = []
        for g in games:
            if g["game"] in by_game:
                r = dict(by_game[g["game"]])
                r["game"] = g["game"]
                lines.append(json.dumps(r))
            else:
                lines.append(json.dumps({"game": g["game"], "skipped": "starts from a FEN; peer_ffish.js plays "
                                         "xiangqi games from the initial position"}))
        (out_dir / f"ffish-{pgn.stem}.jsonl").write_text("\n".join(lines) + "\n")
        print(f"{pgn.name}: {len(played)} of {len(games)} games", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
