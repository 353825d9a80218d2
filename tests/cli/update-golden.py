#!/usr/bin/env python3
"""Rewrites the golden files of the CLI tests (tests/cli/golden/) from the program's current output.

usage: tests/cli/update-golden.py BUILD_DIR [TEST_REGEX]

Runs every golden test named cli.* (or those matching TEST_REGEX) as tests/cmake/run_golden.cmake
does, replaces the source directory by "@", and writes the expected stdout and stderr files. Review
the diff before committing: the output format is a contract (docs/cli.md).
"""
import json
import subprocess
import sys


def main():
    build = sys.argv[1]
    regex = sys.argv[2] if len(sys.argv) > 2 else r"^cli\."
    info = json.loads(subprocess.run(["ctest", "--test-dir", build, "-R", regex, "--show-only=json-v1"],
                                     check=True, capture_output=True, text=True).stdout)
    for test in info["tests"]:
        command = test["command"]
        if not command or not command[-1].endswith("run_golden.cmake"):
            continue
        defs = {}
        for arg in command[1:]:
            if arg.startswith("-D") and "=" in arg:
                key, value = arg[2:].split("=", 1)
                defs[key] = value
        program = defs["PROGRAM"]
        args = [a.replace("\\;", ";") for a in defs.get("ARGS", "").split(";")] if defs.get("ARGS") else []
        source = defs["SOURCE_DIR"]
        run = subprocess.run([program] + args, capture_output=True, cwd=source)
        for stream, data in (("STDOUT", run.stdout), ("STDERR", run.stderr)):
            if stream in defs:
                text = data.decode("utf-8", "surrogateescape").replace(source, "@")
                with open(defs[stream], "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
                    f.write(text)
        print(f"{test['name']}: exit {run.returncode}")


if __name__ == "__main__":
    main()
