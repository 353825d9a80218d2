#!/usr/bin/env python3
"""Adversarial inputs for repetita (issue 42): every record is generated here, at test time, at a
size n and at 4n, and the CLI must read both under a memory limit (prlimit --as) with no crash
(exit code 0 or the expected error), and scale: 4x the plies within 6x the time and 6x the output,
which any quadratic cost breaks by far (16x), while the absolute times are never asserted.

    adversarial.py REPETITA [--scale S] [--memory BYTES] [--only NAME]

Cases: a knight shuffle (chess), a pass storm (Go), king and horse shuffles (shogi, xiangqi), many
Arimaa games, a 10 MB line, a game with 10^5 comments, a deep SGF variation tree, a record longer
than --max-plies. Exit code 0 if every case passes; each case prints one line.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time


def chess_shuffle(plies, line_break=8, comments=False):
    cycle = ["Nf3", "Nf6", "Ng1", "Ng8"]
    out = ['[Event "shuffle"]\n[White "a"]\n[Black "b"]\n[Result "*"]\n\n']
    line = []
    for i in range(plies):
        if i % 2 == 0:
            line.append(f"{i // 2 + 1}.")
        line.append(cycle[i % 4])
        if comments:
            line.append("{c}")
        if line_break and len(line) >= line_break:
            out.append(" ".join(line) + "\n")
            line = []
    out.append(" ".join(line) + " *\n")
    return "".join(out)


def go_passes(plies):
    return "(;GM[1]FF[4]SZ[19]" + "".join(";B[]" if i % 2 == 0 else ";W[]" for i in range(plies)) + ")\n"


def go_deep_tree(depth):
    # Each node opens a variation of its own: a tree `depth` variations deep (the reader may refuse
    # it as too deep: an error, never a crash).
    s = ["(;GM[1]FF[4]SZ[19]"]
    for i in range(depth):
        x, y = "abcdefghijklmnopqrs"[i % 19], "abcdefghijklmnopqrs"[(i // 19) % 19]
        s.append(f"(;{'B' if i % 2 == 0 else 'W'}[{x}{y}]")
    s.append(")" * (depth + 1))
    return "".join(s) + "\n"


def shogi_shuffle(plies):
    cycle = ["5i4h", "5a4b", "4h5i", "4b5a"]
    return "position startpos moves " + " ".join(cycle[i % 4] for i in range(plies)) + "\n"


def xiangqi_shuffle(plies):
    cycle = ["h0g2", "h9g7", "g2h0", "g7h9"]
    out = ['[Game "Chinese Chess"]\n[Format "ICCS"]\n\n']
    for i in range(plies):
        if i % 2 == 0:
            out.append(f"{i // 2 + 1}. ")
        out.append(cycle[i % 4] + (" " if i % 2 == 0 else "\n"))
    out.append("*\n")
    return "".join(out)


ARIMAA_GAME = """1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2
1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7
2g Ed2n
2s ed7s
3g Ed3s
3s ed6n
4g Ed2n Ed3w

"""


def arimaa_games(plies):
    return ARIMAA_GAME * max(1, plies // 7)


# name, generator(n) -> text, file suffix, CLI arguments, n, expected exit code
CASES = [
    ("chess-knight-shuffle", chess_shuffle, ".pgn", ["analyze", "--rules", "all", "--format", "json"], 10000, 0),
    ("chess-10MB-line", lambda n: chess_shuffle(n, line_break=0), ".pgn",
     ["stats", "--max-plies", "0", "--format", "json"], 160000, 0),
    ("chess-comments", lambda n: chess_shuffle(n, comments=True), ".pgn",
     ["analyze", "--rules", "fide-2023", "--format", "csv"], 25000, 0),
    ("chess-max-plies", lambda n: chess_shuffle(n, line_break=0), ".pgn",
     ["analyze", "--max-plies", "1000", "--format", "json"], 160000, 3),
    ("go-pass-storm", go_passes, ".sgf", ["analyze", "--rules", "all", "--format", "json"], 20000, 0),
    ("go-deep-variations", go_deep_tree, ".sgf", ["analyze", "--rules", "all", "--format", "json", "-k"], 2500, None),
    ("shogi-king-shuffle", shogi_shuffle, ".usi", ["analyze", "--rules", "all", "--format", "json"], 20000, 0),
    ("xiangqi-horse-shuffle", xiangqi_shuffle, ".pgn", ["analyze", "--rules", "all", "--format", "json"], 20000, 0),
    ("arimaa-many-games", arimaa_games, ".arimaa", ["analyze", "--rules", "all", "--format", "json"], 20000, 0),
]


def run(repetita, path, args, memory):
    command = [repetita] + args + ["-j", "1", "--no-progress", path]
    if int(memory) > 0 and shutil.which("prlimit"):
        command = ["prlimit", f"--as={memory}", "--"] + command
    start = time.perf_counter()
    proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return proc.returncode, time.perf_counter() - start, len(proc.stdout), proc.stderr.decode(errors="replace")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("repetita")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every case's n")
    parser.add_argument("--memory", default=str(1 << 30),
                        help="prlimit --as, bytes (default 1 GiB; 0: no limit, as under AddressSanitizer)")
    parser.add_argument("--only", help="run only this case")
    parser.add_argument("--no-time", action="store_true",
                        help="no time check (under AddressSanitizer, whose allocator copies and quarantines "
                             "large buffers, times do not scale as the program's do)")
    o = parser.parse_args()
    failures = 0
    with tempfile.TemporaryDirectory(prefix="repetita-adversarial-") as work:
        for name, make, suffix, args, n, expected in CASES:
            if o.only and o.only != name:
                continue
            n = max(1, int(n * o.scale))
            results = []
            for size in (n, 4 * n):
                path = os.path.join(work, f"{name}-{size}{suffix}")
                with open(path, "w", encoding="utf-8") as f:
                    f.write(make(size))
                results.append(run(o.repetita, path, args, o.memory) + (os.path.getsize(path),))
            problems = []
            for (code, seconds, out, err, size) in results:
                if code < 0 or code == 5 or (expected is not None and code != expected):
                    problems.append(f"exit {code} on {size} bytes: {err.strip()[:300]}")
            (_, t1, o1, _, _), (_, t4, o4, _, _) = results
            # 4x the input within 6x the time: a quadratic cost takes 16x. Times under 0.3 s are noise.
            if not o.no_time and t4 > 0.3 and t4 > 6 * max(t1, 0.05):
                problems.append(f"time {t1:.2f} s -> {t4:.2f} s for 4x the input (more than 6x)")
            if o4 > 6 * max(o1, 4096):
                problems.append(f"output {o1} -> {o4} bytes for 4x the input (more than 6x)")
            status = "ok" if not problems else "FAILED: " + "; ".join(problems)
            print(f"{name}: n={n}: {t1:.2f} s, {o1} bytes; 4n: {t4:.2f} s, {o4} bytes: {status}", flush=True)
            failures += bool(problems)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
