"""repetita.dask: the corpus API on a Dask cluster (docs/python.md 6).

``analyze(paths, rules=..., client=None)`` cuts the inputs into shards (small files by groups, big
files into byte ranges whose first record the game's record adapter finds), runs the C++ analysis
of each shard in a Dask task, and returns a ``dask.dataframe.DataFrame`` whose computed content is
``repetita.games_frame(paths, rules)`` (or ``events_frame``) row for row. ``to_json_lines`` and
``to_csv`` write one file of ``repetita analyze --format json`` (``csv``) text per shard instead.

The graph of one call, per shard k (in input order):

- ``run[k]``: the analysis of the shard (a worker's C++ threads, the GIL released), game and line
  numbers relative to the shard's range;
- ``settle[k]``: a small task after ``settle[k-1]`` (a chain over the shards of one file, or over
  every shard when ``ordered``): it checks that the range's first record starts where the range
  before it ended (else the range is read again from there), adds the game and line offsets of the
  ranges before it, the row offset of the shards before it (the index), and raises the first
  problem in input order (unless ``keep_going``);
- the partition (or the shard file): ``run[k]`` renumbered by ``settle[k]``.

dask and pandas are imported by this module only (``import repetita`` does not need them).
"""

from __future__ import annotations

import operator
import os
import re
from typing import NamedTuple

import dask
import pandas as pd
from dask.dataframe.utils import clear_known_categories

from . import _repetita
from . import _error, _frame, _game_options, _inputs, _max_plies, _rule_names

__all__ = ["analyze", "to_json_lines", "to_csv", "plan", "Shard", "Written", "DEFAULT_SHARD_BYTES", "DEFAULT_FILES_PER_SHARD"]

DEFAULT_SHARD_BYTES = 64 << 20
"""A file larger than this is cut into byte ranges of this size; a group of small files
closes when it reaches it."""
DEFAULT_FILES_PER_SHARD = 64
"""Small files per shard at most."""


class Shard(NamedTuple):
    """One task's share of the inputs (``plan``)."""

    number: int
    """Its place in the plan (the partition's number)."""
    inputs: tuple
    """The inputs it reads, as ``(path, name, text or None)``."""
    range: tuple | None
    """``(begin, end)``: the records of its one input that start in these bytes; None: whole inputs."""
    part: int
    """For a range: its number among the ranges of its file (0: the first); else 0."""
    size: int
    """Bytes it covers."""


class Written(NamedTuple):
    """What ``to_json_lines`` or ``to_csv`` wrote."""

    files: list
    """The shard files, in input order (one per shard, empty if its shard has no game)."""
    errors: list
    """With ``keep_going=True``: the problems (``RecordError``, ``InputError``), in input order."""


class _Options(NamedTuple):
    rules: list
    game: str
    jobs: int
    keep_going: bool
    lenient: bool
    strict: bool
    fold: bool
    game_options: dict  # the games' options given (Go: suicide)
    kind: str  # "games", "events" or "" (text only)
    text: str  # "", "json" or "csv"
    labels: tuple  # the player columns' names (the first input's game's words)
    ordered: bool
    annotations: bool  # --annotations: the events' clock, eval and mate (columns and shard text)
    max_plies: int  # --max-plies (0: no limit)


# --- the plan --------------------------------------------------------------------------------------------


def _size(item) -> int:
    path, _, text = item
    if text is not None:
        return len(text)
    try:
        return os.stat(path).st_size
    except OSError:
        return 0  # the run reports it (cannot_open), in its place


def plan(paths_or_text=None, *, shard_bytes: int = DEFAULT_SHARD_BYTES, files_per_shard: int = DEFAULT_FILES_PER_SHARD,
         game: str | None = None) -> list[Shard]:
    """The shards ``analyze`` makes of the inputs, in input order: consecutive small files grouped
    (up to ``files_per_shard`` files and about ``shard_bytes``), a file larger than ``shard_bytes``
    cut into byte ranges of that size (the last one shorter; not a compressed one: its bytes are read through the
    decompressor, from the start). The inputs are named as by ``repetita.analyze``; their sizes are
    read here, so the paths must be readable where this runs too."""
    if shard_bytes < 1:
        raise ValueError("shard_bytes must be at least 1")
    if files_per_shard < 1:
        raise ValueError("files_per_shard must be at least 1")
    shards: list[Shard] = []
    group: list = []
    group_bytes = 0

    def close_group():
        nonlocal group, group_bytes
        if group:
            shards.append(Shard(len(shards), tuple(group), None, 0, group_bytes))
        group, group_bytes = [], 0

    for item in _inputs(paths_or_text):
        if item[0] == "-" and item[2] is None:
            raise ValueError("repetita.dask reads files and record text, not standard input ('-')")
        size = _size(item)
        if size > shard_bytes and item[2] is None:
            info = _repetita._input_info(item, game or "")
            if info is not None and not info[3]:  # a plain file of a known format
                close_group()
                bounds = list(range(0, size, shard_bytes)) + [size]
                for part in range(len(bounds) - 1):
                    shards.append(Shard(len(shards), (item,), (bounds[part], bounds[part + 1]), part,
                                        bounds[part + 1] - bounds[part]))
                continue
        group.append(item)
        group_bytes += size
        if len(group) >= files_per_shard or group_bytes >= shard_bytes:
            close_group()
    close_group()
    return shards


def _labels(shards, game: str) -> tuple:
    """The player columns' names: the words of the first input's game that can be opened and read
    (games_frame names them after the first game reported)."""
    for shard in shards:
        for item in shard.inputs:
            info = _repetita._input_info(item, game)
            if info is not None:
                return (info[1], info[2])
    return ("player0", "player1")


# --- the tasks ----------------------------------------------------------------------------------------------


class _Run(NamedTuple):
    """A shard's analysis (on the worker that ran it)."""

    frame: object  # pandas.DataFrame, or None (text only)
    text: bytes | None
    errors: list  # (error fields, position)
    code: int
    outcome: tuple | None  # (start, end, games, lines) of a range
    rows: int


def _call(shard: Shard, options: _Options, begin=None):
    """Runs the pipeline over the shard; ``begin``: a known record start to read the range from."""
    kind = options.kind
    args = (list(shard.inputs), options.rules, options.game, options.jobs, options.keep_going, options.lenient,
            options.strict, options.fold, options.game_options, kind == "events", kind == "games", options.text)
    if shard.range is None:
        result = _repetita._shard(*args, annotations=options.annotations, max_plies=options.max_plies)
    else:
        start, end = shard.range
        exact = shard.part == 0
        if begin is not None:
            start, exact = begin, True
        result = _repetita._shard(*args, range=(start, end, exact), annotations=options.annotations,
                                  max_plies=options.max_plies)
    return result[:6], result[6]


def _run(shard: Shard, options: _Options, begin=None) -> _Run:
    (events, games, _, errors, code, text), outcome = _call(shard, options, begin)
    frame = None
    if options.kind:
        columns = events if options.kind == "events" else games
        if options.kind == "games":
            first, second = options.labels
            columns = {(first if k == "player0" else second if k == "player1" else k): v for k, v in columns.items()}
        frame = _frame(pd, columns)
    rows = len(frame) if frame is not None else text.count(b"\n")
    return _Run(frame, text, errors, code, outcome, rows)


def _summary(run: _Run):
    """The small part of a run that the chain needs: (outcome, rows, errors, exit code, the names of
    the files it read games of)."""
    files = list(run.frame["file"].cat.categories) if run.frame is not None else []
    return run.outcome, run.rows, run.errors, run.code, files


class _State(NamedTuple):
    """What a shard tells the next one in its chain."""

    path: str | None  # the file of a range, else None
    end: int  # where its last record ends (a range)
    games: int  # game numbers used by the ranges of its file up to it
    lines: int  # lines of its file up to its end
    rows: int  # rows of the shards up to it (ordered)
    errors: list  # its problems (keep_going), renumbered
    # The files of the partitions without rows since the last one with rows (ordered): the next
    # partition with rows makes them categories of its `file`, as the pandas frame has them
    # (compute() drops the partitions without rows, and their categories with them).
    files_without_rows: list


class _Settled(NamedTuple):
    state: _State
    game_offset: int
    line_offset: int
    row_offset: int
    replacement: _Run | None  # the range read again from the end of the range before it
    guessed_start: int | None  # the start the adapter's splitter guessed, when it was wrong
    files_before: list  # categories of `file` to put before the partition's own (State.files_without_rows)


def _shift_error(fields, game_offset: int, line_offset: int):
    file, line, column, kind, message, game, text = fields
    return (file, line + line_offset if line > 0 else line, column, kind, message,
            game + game_offset if game > 0 else game, text)


def _settle(shard: Shard, options: _Options, summary, previous: _State | None) -> _Settled:
    outcome, rows, errors, code, files = summary
    replacement = None
    guessed = None
    game_offset = line_offset = 0
    path = None
    end = games = lines = 0
    if shard.range is not None:
        path = shard.inputs[0][0]
        if shard.part > 0:
            if previous is None or previous.path != path:
                raise RuntimeError("repetita.dask: a range settled without the range before it")  # a bug
            game_offset, line_offset = previous.games, previous.lines
            if outcome[0] != previous.end:  # the guessed first record is not where the range before ended
                guessed = outcome[0]
                # Read again from there (exact); a range that then begins after its end holds no record.
                replacement = _run(shard, options, begin=previous.end)
                outcome, rows, errors, code, files = _summary(replacement)
        start, end, shard_games, shard_lines = outcome
        games, lines = game_offset + shard_games, line_offset + shard_lines
    shifted = [_shift_error(fields, game_offset, line_offset) for fields, _ in errors]
    if shifted and not options.keep_going:
        raise _error(shifted[0])
    ordered = previous is not None and options.ordered
    row_offset = previous.rows if ordered else 0
    pending = previous.files_without_rows if ordered else []
    files_before = pending if rows > 0 else []
    without_rows = [] if rows > 0 else pending + [f for f in files if f not in pending]
    state = _State(path, end, games, lines, row_offset + rows, [_error(e) for e in shifted], without_rows)
    return _Settled(state, game_offset, line_offset, row_offset, replacement, guessed, files_before)


def _shift_warning(text: str, name: str, line_offset: int) -> str:
    prefix = name + ":"
    if not text.startswith(prefix):
        return text
    line, sep, rest = text[len(prefix):].partition(":")
    return prefix + str(int(line) + line_offset) + sep + rest if line.isdigit() and int(line) > 0 else text


def _partition(run: _Run, settled: _Settled, options: _Options):
    if settled.replacement is not None:
        run = settled.replacement
    frame = run.frame.copy(deep=False)  # the run's frame stays as it is (Dask may keep and reuse it)
    if settled.game_offset or settled.line_offset:
        frame["game"] = frame["game"] + settled.game_offset
        if "line" in frame:
            frame["line"] = frame["line"] + settled.line_offset
            names = list(frame["file"].astype(object))
            frame["warnings"] = [[_shift_warning(w, n, settled.line_offset) for w in ws] if ws else ws
                                 for ws, n in zip(frame["warnings"], names)]
    if settled.files_before:
        own = list(frame["file"].cat.categories)
        frame["file"] = frame["file"].cat.set_categories(settled.files_before + [f for f in own if f not in settled.files_before])
    if options.ordered:
        frame.index = pd.RangeIndex(settled.row_offset, settled.row_offset + len(frame))
    return frame


_JSON_NUMBERS = re.compile(rb'^(\{"file":("(?:[^"\\]|\\.)*"),"game":)(\d+)(,"line":)(\d+)')


def _shift_json(text: bytes, game_offset: int, line_offset: int) -> bytes:
    """The JSON lines of a range with its game and line numbers (and its warnings' lines) counted
    from the start of its file."""
    out = []
    for line in text.splitlines(keepends=True):
        m = _JSON_NUMBERS.match(line)
        name = m.group(2)[1:-1]
        head = m.group(1) + str(int(m.group(3)) + game_offset).encode() + m.group(4) + \
            str(int(m.group(5)) + line_offset).encode()
        rest = line[m.end():]
        cut = rest.rfind(b'],"warnings":[')
        if cut >= 0 and not rest.startswith(b"]}", cut + 14):
            pattern = re.compile(rb'"' + re.escape(name) + rb":(\d+):")
            tail = pattern.sub(lambda w: b'"' + name + b":" + str(int(w.group(1)) + line_offset).encode() + b":",
                               rest[cut:])
            rest = rest[:cut] + tail
        out.append(head + rest)
    return b"".join(out)


def _shift_csv(text: bytes, name: str, game_offset: int, line_offset: int) -> bytes:
    """The CSV rows of a range with its game and line numbers counted from the start of its file
    (the rows start with the file's field, then the game and line numbers)."""
    pattern = re.compile(rb"(?m)^" + re.escape(_repetita._csv_field(name)) + rb",(\d+),(\d+),")

    def shift(m):
        game, line = int(m.group(1)) + game_offset, int(m.group(2)) + line_offset
        return m.group(0)[:m.start(1) - m.start(0)] + f"{game},{line},".encode()

    return pattern.sub(shift, text)


def _write(run: _Run, settled: _Settled, path: str, shard: Shard, text_format: str) -> str:
    if settled.replacement is not None:
        run = settled.replacement
    text = run.text
    if settled.game_offset or settled.line_offset:
        if text_format == "json":
            text = _shift_json(text, settled.game_offset, settled.line_offset)
        else:
            text = _shift_csv(text, shard.inputs[0][1], settled.game_offset, settled.line_offset)
    with open(path, "wb") as out:
        out.write(text)
    return path


def _concat_errors(*states):
    return [e for state in states for e in state.errors]


# --- the graph -------------------------------------------------------------------------------------------


def _options(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, game_options, kind, text, ordered,
             shard_bytes, files_per_shard, annotations=False, max_plies=None):
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    if kind not in ("games", "events", ""):
        raise ValueError(f"kind is 'games' or 'events', not {kind!r}")
    if annotations and kind == "games":
        # as games_frame: the annotations are the events' (the CLI: --annotations belongs to analyze's events)
        raise ValueError("annotations belong to kind='events' (the games frame has no annotation columns)")
    shards = plan(paths_or_text, shard_bytes=shard_bytes, files_per_shard=files_per_shard, game=game)
    options = _Options(_rule_names(rules, False), game or "", int(jobs), bool(keep_going), bool(lenient), bool(strict),
                       bool(fold), _game_options(game_options), kind, text, ("player0", "player1"),
                       bool(ordered), bool(annotations), _max_plies(max_plies))
    _call(Shard(0, (), None, 0, 0), options)  # checks the arguments here (ValueError), not in a worker
    options = options._replace(labels=_labels(shards, options.game) if kind == "games" else ("player0", "player1"))
    return shards, options


def _graph(shards, options: _Options):
    """Per shard, its run and its (settled, state) Delayed objects, keyed ``repetita-run-<token>``, ..."""
    runs, settled = [], []
    chain_state = None  # the last state of the chain (ordered: every shard; else: the ranges of a file)
    for shard in shards:
        token = dask.base.tokenize(shard, options)
        run = dask.delayed(_run, pure=True)(shard, options, dask_key_name=f"repetita-run-{token}")
        summary = dask.delayed(_summary, pure=True)(run, dask_key_name=f"repetita-summary-{token}")
        chained = options.ordered or (shard.range is not None and shard.part > 0)
        s = dask.delayed(_settle, pure=True)(shard, options, summary, chain_state if chained else None,
                                             dask_key_name=f"repetita-settle-{token}")
        state = dask.delayed(operator.attrgetter("state"), pure=True)(s, dask_key_name=f"repetita-state-{token}")
        if options.ordered or shard.range is not None:
            chain_state = state
        runs.append(run)
        settled.append((s, state))
    return runs, settled


def _errors_of(settled):
    """A Delayed list of the problems, in input order."""
    return dask.delayed(_concat_errors, pure=True)(*[state for _, state in settled],
                                                   dask_key_name=f"repetita-errors-{dask.base.tokenize(settled)}")


def analyze(paths_or_text=None, rules=None, client=None, *, kind: str = "games", game: str | None = None,
            jobs: int = 1, keep_going: bool = False, lenient: bool = False, strict: bool = False, fold: bool = True,
            shard_bytes: int = DEFAULT_SHARD_BYTES, files_per_shard: int = DEFAULT_FILES_PER_SHARD,
            ordered: bool = True, annotations: bool = False, max_plies: int | None = None, **options: str):
    """``repetita.games_frame(paths_or_text, rules, ...)`` (``kind='events'``: ``events_frame``) as a
    Dask DataFrame, one partition per shard (``plan``), computed on a Dask cluster.

    Its computed content equals the pandas function's, row for row: the same columns, dtypes and
    values, the same game and line numbers (counted from the start of each file, also in the ranges
    of a big file), and with ``ordered=True`` (default) the same order and index (0 to n-1).
    Categorical columns have unknown categories in the DataFrame's meta (each partition knows its
    own): ``compute()`` unions them in order of appearance, the order ``games_frame`` gives
    (but for ``events_frame``'s ``file``: the files of the last partitions, if they have no events,
    are no categories; docs/python.md 6); ``.cat.as_known()`` computes them. The player columns are named with the words of the first
    input's game (``white``, ``black`` for chess).

    - ``client``: ``None``: the frame is lazy and computes wherever ``compute()`` sends it: the
      default ``distributed.Client`` (the last one made, or the one of ``client.as_current()``) if
      there is one, else Dask's local threaded scheduler (the C++ runs with the GIL released). A
      ``distributed.Client``: the frame is persisted on its cluster (the run starts at once; the
      partitions stay in the workers' memory until ``compute()`` gathers them).
    - ``jobs``: C++ threads per task (default 1: run a worker per core, or ``--nthreads`` cores).
    - ``shard_bytes``, ``files_per_shard``: the shards (``plan``).
    - ``ordered=False``: the partitions do not wait for the row counts of the partitions before
      them (each is indexed from 0), and a problem raised is the first found, not the first in
      input order; the rows still come in input order.
    - ``keep_going``: the problems are in ``frame.errors``, a Delayed list of ``RecordError`` in
      input order (``dask.compute(frame, frame.errors)`` runs the analysis once). Without it, the
      first problem in input order is raised by ``compute()``, as by ``games_frame``.
    - ``annotations`` (``kind='events'`` only; ``ValueError`` with ``'games'``): the ``clock``,
      ``eval`` and ``mate`` columns of ``events_frame(..., annotations=True)``.
    - ``max_plies``: as ``repetita.analyze`` (``None``: ``MAX_PLIES``; ``0``: no limit).
    - ``rules``, ``game``, ``lenient``, ``strict``, ``fold``, ``**options``: as ``repetita.analyze``.

    The paths are read where this function runs (their sizes, the first bytes of the big ones) and
    by the workers: on a cluster, a file system every machine sees under the same paths.
    """
    import dask.dataframe as dd

    if kind not in ("games", "events"):
        raise ValueError(f"kind is 'games' or 'events', not {kind!r}")
    shards, options = _options(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, options, kind, "",
                               ordered, shard_bytes, files_per_shard, annotations, max_plies)
    runs, settled = _graph(shards, options)
    parts = [dask.delayed(_partition, pure=True)(run, s, options, dask_key_name=f"repetita-partition-{run.key[13:]}")
             for run, (s, _) in zip(runs, settled)]
    meta = _run(Shard(0, (), None, 0, 0), options).frame
    meta = clear_known_categories(meta)
    if not parts:
        parts = [dask.delayed(meta)]
    frame = dd.from_delayed(parts, meta=meta, verify_meta=False, prefix="repetita")
    errors = _errors_of(settled)
    if client is not None:
        frame, errors = client.persist([frame, errors])
    frame.errors = errors
    return frame


def _write_shards(paths_or_text, directory, rules, client, text_format, game, jobs, keep_going, lenient, strict,
                  fold, game_options, shard_bytes, files_per_shard, annotations, max_plies) -> Written:
    os.makedirs(directory, exist_ok=True)
    shards, options = _options(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, game_options, "",
                               text_format, True, shard_bytes, files_per_shard, annotations, max_plies)
    runs, settled = _graph(shards, options)
    extension = "jsonl" if text_format == "json" else "csv"
    names = [os.path.join(directory, f"part-{shard.number:05d}.{extension}") for shard in shards]
    writes = [dask.delayed(_write, pure=False)(run, s, name, shard, text_format,
                                               dask_key_name=f"repetita-write-{dask.base.tokenize(run.key, name)}")
              for run, (s, _), name, shard in zip(runs, settled, names, shards)]
    errors = _errors_of(settled)
    if client is not None:
        done = client.gather(client.compute(writes + [errors]))
    else:
        done = dask.compute(*writes, errors)
    return Written(list(done[:-1]), list(done[-1]))


def to_json_lines(paths_or_text, directory, rules=None, client=None, *, game: str | None = None, jobs: int = 1,
                  keep_going: bool = False, lenient: bool = False, strict: bool = False, fold: bool = True,
                  shard_bytes: int = DEFAULT_SHARD_BYTES, files_per_shard: int = DEFAULT_FILES_PER_SHARD,
                  annotations: bool = False, max_plies: int | None = None, **options: str) -> Written:
    """Writes one file per shard into ``directory`` (made if missing; on a cluster, a directory every
    worker sees): ``part-00000.jsonl``, ... in input order, each holding the lines ``repetita
    analyze --format json`` writes for the shard's games (game and line numbers counted from the
    start of each file): their concatenation is the CLI's output over all the inputs. Runs on
    ``client`` (``None``: the default client, else the local threaded scheduler) and returns when
    every file is written. ``annotations``: the lines of ``repetita analyze --annotations``
    (each event's ``clock``, ``eval``, ``mate`` where the record gives them). Other arguments as
    for ``analyze``; problems raise as there, or are returned (``keep_going``)."""
    return _write_shards(paths_or_text, directory, rules, client, "json", game, jobs, keep_going, lenient, strict,
                         fold, options, shard_bytes, files_per_shard, annotations, max_plies)


def to_csv(paths_or_text, directory, rules=None, client=None, *, game: str | None = None, jobs: int = 1,
           keep_going: bool = False, lenient: bool = False, strict: bool = False, fold: bool = True,
           shard_bytes: int = DEFAULT_SHARD_BYTES, files_per_shard: int = DEFAULT_FILES_PER_SHARD,
           annotations: bool = False, max_plies: int | None = None, **options: str) -> Written:
    """As ``to_json_lines``, with ``repetita analyze --format csv``: ``part-00000.csv``, ..., each a
    CSV file of its own (its header line, named with its first game's player words, then its rows;
    empty if the shard has no game): without the header lines of the files after the first, their
    concatenation is the CLI's output over all the inputs (when the first games of the shards are
    of one game). ``annotations``: ``repetita analyze --annotations --format csv`` (three more
    columns, ``clock,eval,mate``)."""
    return _write_shards(paths_or_text, directory, rules, client, "csv", game, jobs, keep_going, lenient, strict,
                         fold, options, shard_bytes, files_per_shard, annotations, max_plies)
