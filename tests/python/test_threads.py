"""The GIL is released while C++ reads and judges: Python threads run meanwhile, and runs in
several threads give the results of one."""

import threading
import time

import repetita
from conftest import DATA

CORPUS = [DATA / "chess" / "stockfish15-selfplay-200.pgn"] * 40


def test_python_runs_while_cpp_judges():
    window = {}

    def work():
        window["start"] = time.perf_counter()
        window["stats"] = repetita.stats(CORPUS, rules="all", jobs=1)
        window["end"] = time.perf_counter()

    ticks = []
    worker = threading.Thread(target=work)
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
        time.sleep(0.001)
    worker.join()
    start, end = window["start"], window["end"]
    assert end - start > 0.05
    # The middle of the run is C++ with the GIL released: the main thread ticked all along it.
    lo, hi = start + 0.25 * (end - start), start + 0.75 * (end - start)
    inside = [t for t in ticks if lo <= t <= hi]
    assert len(inside) >= 10, (len(inside), end - start)
    read = window["stats"]
    assert read[(read.category == "read") & (read.ruleset == "fide-2023")].games.iloc[0] == 8000


def test_concurrent_runs_give_the_results_of_one():
    expected = [r.to_dict() for r in repetita.analyze(CORPUS[:1], rules="fide-2023,online-auto", jobs=1)]
    out = [None] * 4

    def work(i):
        out[i] = [r.to_dict() for r in repetita.analyze(CORPUS[:1], rules="fide-2023,online-auto", jobs=2)]

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(o == expected for o in out) and len(expected) == 400
