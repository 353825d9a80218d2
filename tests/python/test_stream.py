"""repetita.analyze streams: the C++ run goes on in a thread of its own and hands results over
through a bounded queue while Python iterates (docs/python.md 5). The tests below are ordered by
events, not timed: a result that arrives while its input is still open, a run that cannot have
ended while its queue is full, threads counted before and after an early stop."""

import os
import re
import threading
import time

import pytest

import repetita
from conftest import DATA, EXAMPLES

STOCKFISH = DATA / "chess" / "stockfish15-selfplay-200.pgn"
PEST_PARIS = EXAMPLES / "chess" / "01-pest-paris-1842.pgn"


def games_of(text):
    """The PGN games of a text, each with its tag section."""
    starts = [m.start() for m in re.finditer(r"^\[Event ", text, re.M)]
    return [text[a:b] for a, b in zip(starts, starts[1:] + [len(text)])]


def threads():
    return len(os.listdir("/proc/self/task"))


def threads_back_to(count):
    """The threads of the process are `count` again: a joined thread may linger in /proc for a
    moment after pthread_join returns (the kernel reaps it), so a few looks are allowed."""
    for _ in range(200):
        if threads() == count:
            return True
        time.sleep(0.01)
    return False


def test_results_arrive_while_the_input_is_still_being_written(tmp_path):
    """A named pipe holds the input: 400 games are written (510 kB: the reader takes blocks of 256
    kB), and the last 200 only once the first result has arrived. A run that returned only at its
    end would never yield it (the writer gives up after a minute, and the order of events then says
    so)."""
    games = games_of(STOCKFISH.read_text()) * 3
    fifo = tmp_path / "games.pgn"
    os.mkfifo(fifo)
    first_arrived = threading.Event()
    order = []

    def write():
        with open(fifo, "w") as f:
            f.write("".join(games[:400]))
            f.flush()
            if not first_arrived.wait(timeout=60):
                order.append("gave up waiting")
            f.write("".join(games[400:]))
        order.append("input closed")

    writer = threading.Thread(target=write)
    writer.start()
    try:
        results = repetita.analyze(str(fifo), rules="fide-2023", jobs=1)
        first = next(results)
        order.append("first result")
        first_arrived.set()
        rest = list(results)
    finally:
        first_arrived.set()
        writer.join()
    assert order == ["first result", "input closed"]
    assert first.game == 1 and [r.game for r in rest] == list(range(2, 601))
    expected = next(repetita.analyze(STOCKFISH, rules="fide-2023")).to_dict()
    assert first.to_dict() == {**expected, "file": str(fifo)}


def test_the_run_waits_while_its_queue_is_full():
    """With room for 4 results, the run is never more than 4 results ahead of the loop: after the
    first batch of 800 (200 games, 4 rule sets) it cannot have ended, and closing it stops it."""
    text = STOCKFISH.read_text()
    stream = repetita._repetita._analyze([("<text>", "<text>", text)], ["fide-2023", "fide-1928", "online-auto", "uscf"],
                                         "", 2, False, False, False, True, {}, capacity=4)
    assert stream.capacity == 4
    batch = stream.next_batch()
    assert 1 <= len(batch) <= 4 and [kind for kind, _ in batch] == ["result"] * len(batch)
    assert stream.waiting <= 4 and not stream.finished
    seen = len(batch)
    for _ in range(10):
        seen += len(stream.next_batch())
        assert stream.waiting <= 4
    assert seen < 800 and not stream.finished
    stream.close()
    assert stream.finished
    stream.close()  # again: nothing to do


def test_leaving_the_loop_early_stops_the_run_and_its_threads():
    big = STOCKFISH.read_text() * 10  # 2,000 games
    before = threads()
    results = repetita.analyze(big, rules="all", jobs=2)
    assert threads() > before  # the run and its workers
    taken = []
    for r in results:
        taken.append((r.game, r.ruleset))
        if len(taken) == 3:
            break
    assert taken == [(1, "fide-2023"), (1, "fide-2014"), (1, "fide-1985")]
    stream = results.gi_frame.f_locals["stream"]
    assert not stream.finished  # 26,000 results: the run waits for the loop
    del results  # the generator is collected: its run is stopped and joined
    assert stream.finished and threads_back_to(before)
    never_iterated = repetita.analyze(big, jobs=2)
    del never_iterated
    assert threads_back_to(before)
    closed = repetita.analyze(big, jobs=2)
    next(closed)
    closed.close()
    assert threads_back_to(before)
    with pytest.raises(StopIteration):
        next(closed)


def test_an_error_mid_stream_after_the_results_before_it(tmp_path):
    """200 good games, then a record that cannot be read (game 201), then a good one: the 200
    results come first, then the error with its place; keep_going yields it in place and goes on."""
    broken = "[Event \"broken\"]\n\n1. e4 e5 2. Ke3 *\n\n"
    path = tmp_path / "corpus.pgn"
    text = STOCKFISH.read_text() + "\n" + broken + PEST_PARIS.read_text()
    path.write_text(text)
    seen = []
    with pytest.raises(repetita.RecordError) as info:
        for r in repetita.analyze(path, jobs=2):
            seen.append(r.game)
    e = info.value
    assert seen == list(range(1, 201))
    line = text[:text.index(broken)].count("\n") + 3
    assert (e.file, e.game, e.line, e.column, e.text) == (str(path), 201, line, 13, "Ke3")
    items = list(repetita.analyze(path, jobs=2, keep_going=True))
    assert len(items) == 202 and isinstance(items[200], repetita.RecordError)
    assert items[200].line == line and items[201].game == 202 and items[201].end_ply == 52


def test_bad_arguments_raise_at_the_call_before_any_result():
    with pytest.raises(ValueError, match="fide-2030"):
        repetita.analyze(PEST_PARIS, rules="fide-2030")  # not iterated
    with pytest.raises(ValueError, match="unknown game"):
        repetita.analyze(PEST_PARIS, game="no-such-game")
