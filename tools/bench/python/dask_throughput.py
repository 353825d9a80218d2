#!/usr/bin/env python3
"""Throughput of repetita.dask per worker process (docs/python.md 6.2).

usage: PYTHONPATH=BUILD/python python3 dask_throughput.py CORPUS [--workers 1 2] [--shard-mb 4]
                                                          [--rules fide-2023] [--runs 3]

For each number of worker processes (one thread each, a distributed.LocalCluster on this machine),
computes repetita.dask.analyze(CORPUS, rules, shard_bytes) and writes its JSON-lines shards
(to_json_lines, into a temporary directory), `runs` times each; prints the median wall time of the
computation (the cluster's start excluded), rows/s and plies/s, beside repetita.games_frame(jobs=1)
in this process (no Dask) for the same corpus.
"""

import argparse
import os
import statistics
import tempfile
import time

import distributed

import repetita
import repetita.dask as rdask


def timed(f, runs):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        out = f()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", nargs="+")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--shard-mb", type=float, default=4)
    parser.add_argument("--rules", default="fide-2023")
    parser.add_argument("--runs", type=int, default=3)
    a = parser.parse_args()
    shard_bytes = int(a.shard_mb * (1 << 20))
    size = sum(os.path.getsize(p) for p in a.corpus)
    t, frame = timed(lambda: repetita.games_frame(a.corpus, rules=a.rules, jobs=1), a.runs)
    rows = len(frame)
    n_rulesets = frame.ruleset.nunique()
    plies = int(frame.plies.sum()) // n_rulesets
    shards = len(rdask.plan(a.corpus, shard_bytes=shard_bytes))
    print(f"corpus: {' '.join(a.corpus)}: {size / 1e6:.1f} MB, {rows // n_rulesets} games, {plies} plies; "
          f"rules {a.rules}; {shards} shards of {a.shard_mb} MiB; median of {a.runs}")
    print(f"| run | wall | rows/s | plies/s | plies/s per worker |")
    print(f"|---|---|---|---|---|")
    print(f"| games_frame(jobs=1), no Dask | {t:.2f} s | {rows / t / 1e3:.0f} k | {plies / t / 1e6:.2f} M | |")
    for n in a.workers:
        with distributed.LocalCluster(n_workers=n, threads_per_worker=1, processes=True, dashboard_address=None,
                                      worker_dashboard_address=None) as cluster, distributed.Client(cluster):
            rdask.analyze(a.corpus[:1], rules=a.rules, shard_bytes=shard_bytes).head(1)  # warm the workers
            t, got = timed(lambda: rdask.analyze(a.corpus, rules=a.rules, shard_bytes=shard_bytes).compute(), a.runs)
            assert len(got) == rows
            print(f"| analyze(...).compute(), {n} worker(s) | {t:.2f} s | {rows / t / 1e3:.0f} k | "
                  f"{plies / t / 1e6:.2f} M | {plies / t / n / 1e6:.2f} M |")
            with tempfile.TemporaryDirectory() as out:
                t, _ = timed(lambda: rdask.to_json_lines(a.corpus, out, rules=a.rules, shard_bytes=shard_bytes), a.runs)
            print(f"| to_json_lines(...), {n} worker(s) | {t:.2f} s | {rows / t / 1e3:.0f} k | "
                  f"{plies / t / 1e6:.2f} M | {plies / t / n / 1e6:.2f} M |")


if __name__ == "__main__":
    main()
