"""Fixtures of the Python package's tests: the CLI to compare with, and the test data.

Run by CTest (test `python`, tests/python/CMakeLists.txt) with the built package on PYTHONPATH and
REPETITA_CLI naming the CLI built beside it; by hand:
    PYTHONPATH=build/release/python REPETITA_CLI=build/release/tools/cli/repetita python3 -m pytest tests/python
"""

import json
import re
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
EXAMPLES = ROOT / "tools" / "cli" / "examples"


@pytest.fixture(scope="session")
def cli():
    """Runs the CLI: cli(*args) -> (exit code, stdout, stderr)."""
    path = os.environ.get("REPETITA_CLI") or str(ROOT / "build" / "release" / "tools" / "cli" / "repetita")
    if not os.path.exists(path):
        pytest.fail(f"the CLI to compare with is missing: {path} (set REPETITA_CLI)")

    def run(*args):
        done = subprocess.run([path, *map(str, args), "--no-progress"], capture_output=True, text=True)
        return done.returncode, done.stdout, done.stderr

    return run


@pytest.fixture(scope="session")
def cli_json(cli):
    """cli_json(*args) -> the JSON objects of a run that must succeed."""

    def run(*args):
        code, out, err = cli(*args, "--format", "json")
        assert code == 0, err
        return [json.loads(line) for line in out.splitlines()]

    return run


# --- a lichess record with [%clk] and [%eval] comments (annotations=True, docs/cli.md 3.4) ------------

LICHESS = DATA / "chess" / "lichess-2012-12-31-100.pgn"
_MOVE_NUMBER = re.compile(r"^\d+\.+$")
_RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}


def lichess_game(number: int) -> str:
    """Game `number` (1-based) of the lichess database sample (tests/data/chess, 31 December 2012)."""
    games = re.split(r"\n\s*\n(?=\[Event)", LICHESS.read_text(encoding="utf-8").strip())
    return games[number - 1]


def with_comments(game: str, comment_of) -> str:
    """The game with `comment_of(ply)` (text without braces, or None: no comment) after the move of
    each ply, its movetext on one line, as the lichess database writes it (`1. e4 { [%clk 0:03:00] }
    1... e5`; tools/bench/cli/add_comments.py writes such corpora for the benchmarks)."""
    head, _, movetext = game.partition("\n\n")
    out, ply, commented = [], 0, False
    for token in movetext.split():
        if _MOVE_NUMBER.match(token) or token in _RESULTS:
            out.append(token)
            continue
        ply += 1
        if commented and ply % 2 == 0:  # Black's move after a comment: lichess writes its number again
            out.append(f"{ply // 2}...")
        out.append(token)
        comment = comment_of(ply)
        commented = comment is not None
        if commented:
            out.append("{ " + comment + " }")
    return head + "\n\n" + " ".join(out) + "\n"


def _clock(seconds: float) -> str:
    whole = int(seconds)
    text = f"{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}"
    return text + (f"{seconds - whole:.1f}"[1:] if seconds != whole else "")


def annotated_lichess_record() -> str:
    """Two real lichess games with a threefold repetition (tests/data/chess/lichess-2012-12-31-100.pgn,
    games 42 and 52), commented as lichess writes clocks and evaluations, with the values chosen per
    ply (ANNOTATED_PLIES):

    - game 1 (lichess 42, 171 plies, threefold at 132, checkmate at 171): `[%clk]` only, as lichess
      writes games without analysis: ply p has 600 - 3p seconds, ply 132 has `[%clk 0:00:07]`; ply
      171 has a comment without commands.
    - game 2 (lichess 52, 108 plies, threefold at 104 and 108): `[%eval]` and `[%clk]`, ply p
      (p % 9 - 4) / 4 pawns and 600 - 5p seconds; ply 104 `[%eval 0.0] [%clk 0:01:02]`, ply 108
      `[%eval #-3] [%clk 0:00:41.5]`; ply 100 has no comment.
    """

    def first(ply):
        if ply == 171:
            return "Checkmate is near"
        return f"[%clk {_clock(7 if ply == 132 else 600 - 3 * ply)}]"

    def second(ply):
        if ply == 100:
            return None
        if ply == 104:
            return "[%eval 0.0] [%clk 0:01:02]"
        if ply == 108:
            return "[%eval #-3] [%clk 0:00:41.5]"
        return f"[%eval {(ply % 9 - 4) / 4:.2f}] [%clk {_clock(600 - 5 * ply)}]"

    return with_comments(lichess_game(42), first) + "\n" + with_comments(lichess_game(52), second)


def ordered(obj):
    """A JSON value with its keys' order made part of equality."""
    if isinstance(obj, dict):
        return [(k, ordered(v)) for k, v in obj.items()]
    if isinstance(obj, list):
        return [ordered(v) for v in obj]
    return obj
