#!/usr/bin/env python3
"""Fairy-Stockfish (ffish 0.7.10) on the xiangqi games of tests/data/xiangqi: the committed outputs
of the differential test games/xiangqi/tests/ffish_differential_test.cpp.

For each tests/data/xiangqi/*.pgn: repetita-xiangqi-moves (built with the tools) writes each game's
start and moves in a1-i10 coordinates. The games that start from the initial position go, one JSON
line each, to `node peer_ffish.js xiangqi` (../shared/peers, installed as ~/repetita-peers with
`npm ci`); peer_ffish.js plays xiangqi from the initial position only, so the games set up from a FEN
tag go to tools/peers/xiangqi_fen_games_ffish.js, which sets ffish's board up from the FEN and reports
the same fields. Both report where ffish ends the game, with and without draw claims. The lines are
written to tests/data/xiangqi/peers/ffish-<file>.jsonl in the file's order, with "game" set to
repetita's game number.

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


def run_node(command: list, games: list, peers: Path) -> list:
    """Runs `node command... FILE` on games written to FILE (one JSON line each), with the peers'
    node_modules; the JSON lines it prints."""
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as tmp:
        for g in games:
            tmp.write(json.dumps(g) + "\n")
    try:
        env = dict(os.environ, NODE_PATH=str(peers / "node_modules"))
        ran = subprocess.run(["node", *command, tmp.name], check=True, capture_output=True, text=True,
                             cwd=str(peers), env=env).stdout
    finally:
        os.unlink(tmp.name)
    return [json.loads(line) for line in ran.splitlines() if line]


def main() -> int:
    root = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("build", nargs="?", default=str(root / "build" / "release"))
    parser.add_argument("--peers", default=os.environ.get("REPETITA_PEERS", str(Path.home() / "repetita-peers")))
    args = parser.parse_args()
    moves_tool = Path(args.build) / "games" / "xiangqi" / "repetita-xiangqi-moves"
    peer = Path(args.peers) / "peer_ffish.js"
    fen_driver = root / "tools" / "peers" / "xiangqi_fen_games_ffish.js"
    for needed in (moves_tool, peer, fen_driver):
        if not needed.exists():
            print(f"xiangqi_games_ffish.py: error: {needed} not found", file=sys.stderr)
            return 2
    data = root / "tests" / "data" / "xiangqi"
    out_dir = data / "peers"
    out_dir.mkdir(exist_ok=True)
    for pgn in sorted(data.glob("*.pgn")):
        listed = subprocess.run([str(moves_tool), str(pgn)], check=True, capture_output=True, text=True).stdout
        games = [json.loads(line) for line in listed.splitlines() if line]
        from_initial = [g for g in games if g["fen"] == INITIAL_FEN]
        from_fen = [g for g in games if g["fen"] != INITIAL_FEN]
        by_game = {}
        for command, played in (([str(peer), "xiangqi"], from_initial), ([str(fen_driver)], from_fen)):
            if not played:
                continue
            results = run_node(command, [{"fen": g["fen"], "moves": g["moves"]} for g in played], peer.parent)
            if len(results) != len(played):
                print(f"{pgn.name}: {len(played)} games sent to {command[0]}, {len(results)} lines back",
                      file=sys.stderr)
                return 1
            by_game.update({g["game"]: r for g, r in zip(played, results)})
        lines = []
        for g in games:
            r = dict(by_game[g["game"]])
            r["game"] = g["game"]
            lines.append(json.dumps(r))
        (out_dir / f"ffish-{pgn.stem}.jsonl").write_text("\n".join(lines) + "\n")
        print(f"{pgn.name}: {len(from_initial)} games from the initial position, {len(from_fen)} from a FEN",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
