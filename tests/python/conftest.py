"""Fixtures of the Python package's tests: the CLI to compare with, and the test data.

Run by CTest (test `python`, tests/python/CMakeLists.txt) with the built package on PYTHONPATH and
REPETITA_CLI naming the CLI built beside it; by hand:
    PYTHONPATH=build/release/python REPETITA_CLI=build/release/tools/cli/repetita python3 -m pytest tests/python
"""

import json
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
