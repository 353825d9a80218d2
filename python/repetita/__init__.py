"""repetita: exact repetition rules for board games, from Python.

The corpus API is the ``repetita`` command-line tool's contract (docs/cli.md) in Python: the same
readers, the same replay and the same fields, computed by the same C++ code (the CLI's pipeline and
record adapters), with the GIL released while C++ reads and judges and ``jobs`` worker threads
inside C++.

- ``analyze(...)``: a generator of one ``GameResult`` per game and rule set (the fields of the JSON
  lines), with its ``Event`` objects, yielded while the run goes on.
- ``events_frame(...)``, ``games_frame(...)``, ``compare(...)``, ``stats(...)``: pandas DataFrames
  (pandas is imported by these functions only).
- ``rules(game=None)``: the rule sets of each game, with descriptions and sources.
- ``repetita.dask.analyze(...)``, ``repetita.dask.to_json_lines(...)`` (module ``repetita.dask``,
  which imports dask): the frames and the CLI's JSON lines computed on a Dask cluster, big files cut
  into byte ranges at record starts, small files grouped.
- ``tracker(game, rules=None, start=None)``: a game played move by move under one rule set, for
  engines and notebooks (``push``, ``pop``, ``verdict``, ``can_claim``, ``claim_by_move``,
  ``verdict_if``) in chess, shogi, Go, Arimaa and xiangqi; game-specific helpers live in a module
  per game: ``repetita.chess.tracker_from_board(board)`` for a python-chess ``Board``.

Inputs (``paths_or_text``): a path (``str`` without a line break, or ``os.PathLike``), record text
(``str`` with a line break, or ``bytes``), an open file (anything with ``.read()``), or a list of
these; ``None`` reads the bundled example records. Errors raise ``RecordError`` (a record that
cannot be read: file, line, column, kind, message) or ``InputError`` (an input that cannot be
opened or whose format is unknown); with ``keep_going=True`` they are collected instead.

docs/python.md is the guide.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import NamedTuple

from . import _repetita
from ._repetita import Event, GameResult, Verdict

__all__ = [
    "Event",
    "GameResult",
    "RecordError",
    "InputError",
    "RuleSet",
    "Comparison",
    "analyze",
    "events_frame",
    "games_frame",
    "compare",
    "stats",
    "rules",
    "games",
    "Verdict",
    "tracker",
    "tracker_from_board",
    "trackers",
]

__version__ = "0.1.0"


class RecordError(ValueError):
    """A record that could not be read, or (``InputError``) an input that could not be opened.

    Attributes, as in the CLI's error line ``file:line:column: error: kind: message (game N, "text")``:
    ``file``, ``line`` and ``column`` (1-based; 0 when the problem concerns the whole input),
    ``kind`` (the reader's error kind, e.g. ``'bad_move (no_such_move)'``), ``message`` (the reason;
    also ``reason``), ``game`` (the broken record's number in its input, 0 if none) and ``text`` (the
    offending text). ``results`` holds what was read before the error (when raised by ``analyze``).
    ``str(error)`` is the CLI's error line.
    """

    def __init__(self, file: str, line: int, column: int, kind: str, message: str, game: int = 0, text: str = ""):
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.message = message
        self.game = game
        self.text = text
        self.results: list = []
        super().__init__(self._line())

    @property
    def reason(self) -> str:
        """The reason (the same as ``message``)."""
        return self.message

    def __str__(self) -> str:
        return self._line()

    def _line(self) -> str:
        out = self.file
        if self.line > 0:
            out += f":{self.line}:{self.column}"
        out += f": error: {self.kind}: {self.message}"
        if self.game > 0:
            out += f" (game {self.game}"
            if self.text:
                out += f', "{self.text}"'
            out += ")"
        return out

    def __reduce__(self):
        return (type(self), (self.file, self.line, self.column, self.kind, self.message, self.game, self.text))


class InputError(RecordError, OSError):
    """An input that could not be opened or read (kind ``'cannot_open'``, ``'cannot_read'``) or whose
    format is unknown (``'unknown_format'``). A ``RecordError`` (so a ``ValueError``) and an ``OSError``
    (``filename`` and ``strerror`` are ``file`` and ``message``)."""

    def __init__(self, file: str, line: int, column: int, kind: str, message: str, game: int = 0, text: str = ""):
        super().__init__(file, line, column, kind, message, game, text)
        self.filename = file
        self.strerror = message


_INPUT_KINDS = ("cannot_open", "cannot_read", "unknown_format", "truncated_input", "corrupt_input")


def _error(fields) -> RecordError:
    file, line, column, kind, message, game, text = fields
    cls = InputError if (line == 0 and game == 0) or kind in _INPUT_KINDS else RecordError
    return cls(file, line, column, kind, message, game, text)


class RuleSet(NamedTuple):
    """A rule set of a game, as ``repetita rules --format json`` prints it."""

    game_type: str
    """The game: 'chess', 'go', 'shogi', 'arimaa', ..."""
    ruleset: str
    """The name to pass as ``rules=`` ('fide-2023')."""
    standard: bool
    """True for the game's standard rule set (the first of its game)."""
    description: str
    """One line: what the rule set says."""
    source: str
    """Where its rules are written."""


class GameInfo(NamedTuple):
    """A game the package reads: its name, its record format, its words for the players and its
    options (``{name: (values, help)}``: keyword arguments of ``analyze`` and the others, the CLI's
    ``--option NAME=VALUE``; Go: ``suicide``)."""

    game_type: str
    format: str
    first_player: str
    second_player: str
    options: dict = {}


def rules(game: str | None = None) -> list[RuleSet]:
    """The rule sets of ``game`` (a name of ``games()``: 'chess', ...), or of every game: name,
    whether it is the game's standard one, a one-line description and the source, in registry order
    (the standard rule set first), as ``repetita rules`` prints them. ``ValueError`` for an unknown game."""
    return [RuleSet(*r) for r in _repetita._rules(game or "")]


def games() -> list[GameInfo]:
    """The games the package reads, in the order of ``repetita rules``."""
    return [GameInfo(*g) for g in _repetita._games()]


# --- inputs and options ---------------------------------------------------------------------------------


def _inputs(paths_or_text) -> list:
    """(path, name, text or None) for each input."""
    if paths_or_text is None:
        return [(path, name, None) for path, name in _repetita._bundled_examples()]
    items = paths_or_text if isinstance(paths_or_text, (list, tuple)) else [paths_or_text]
    out = []
    for item in items:
        if hasattr(item, "read"):
            data = item.read()
            name = getattr(item, "name", None)
            out.append(("<text>", name if isinstance(name, str) else "<text>", _text(data)))
        elif isinstance(item, bytes):
            out.append(("<text>", "<text>", _text(item)))
        elif isinstance(item, str) and ("\n" in item or "\r" in item):
            out.append(("<text>", "<text>", item))
        elif isinstance(item, (str, os.PathLike)):
            path = os.fspath(item)
            if isinstance(path, bytes):
                path = os.fsdecode(path)
            out.append((path, path, None))
        else:
            raise TypeError(f"an input is a path, record text (str with a line break, or bytes) or a file object, not {type(item).__name__}")
    return out


def _text(data):
    # bytes cross to C++ as they are: the readers take UTF-8 and read a byte that is not valid UTF-8
    # as Latin-1, and compressed input (gzip, bzip2, xz, zstd) is told by its magic bytes, as a
    # file's is. A str crosses as UTF-8.
    return data


def _rule_names(rules, default_all: bool) -> list[str]:
    if rules is None:
        return ["all"] if default_all else []
    if isinstance(rules, str):
        rules = rules.split(",")
    names = [r.strip() for r in rules if r.strip()]
    return names


#: The default ``max_plies``: the CLI's ``--max-plies`` default (docs/cli.md 2).
MAX_PLIES = 100_000


def _max_plies(max_plies):
    """``max_plies`` as the C++ half takes it: ``None`` the default, ``0`` no limit."""
    if max_plies is None:
        return MAX_PLIES
    if isinstance(max_plies, bool) or not isinstance(max_plies, int) or max_plies < 0:
        raise ValueError(f"max_plies must be a whole number of plies, 0 for no limit (not {max_plies!r})")
    return max_plies


def _args(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, options=None, default_all=False):
    if jobs is not None and jobs < 1:
        raise ValueError("jobs must be at least 1 (None: every core)")
    return (
        _inputs(paths_or_text),
        _rule_names(rules, default_all),
        game or "",
        0 if jobs is None else int(jobs),
        bool(keep_going),
        bool(lenient),
        bool(strict),
        bool(fold),
        _game_options(options),
    )


def _game_options(options):
    """The games' options given (a None value is not given), as the C++ half takes them."""
    return {str(name): str(value) for name, value in (options or {}).items() if value is not None}


def _raise_first(errors, results=None):
    if errors:
        error = _error(errors[0][0])
        if results is not None:
            error.results = results
        raise error


# --- analyze --------------------------------------------------------------------------------------------


def analyze(paths_or_text=None, rules=None, game: str | None = None, jobs: int | None = None,
            keep_going: bool = False, *, lenient: bool = False, strict: bool = False, fold: bool = True,
            annotations: bool = False, max_plies: int | None = None, **options: str) -> Iterator:
    """Replays every game of the inputs under the chosen rule sets: ``repetita analyze`` in Python.

    Yields one ``GameResult`` per game and rule set as the run produces them, in input order and,
    within a game, in the order of ``rules``; its fields are those of the CLI's JSON lines
    (docs/cli.md 3.5), its ``events`` are ``Event`` objects (3.4), and ``result.to_dict()`` is the
    JSON object. The run goes on in a C++ thread while the loop runs, at most a few hundred results
    ahead of it (memory stays bounded on any corpus); leaving the loop early, or dropping the
    generator, stops the run. ``list(repetita.analyze(...))`` collects everything.

    - ``paths_or_text``: a path, record text (a ``str`` with a line break, or ``bytes``), a file
      object, or a list of them; ``None``: the bundled example records.
    - ``rules``: rule set names, as a list or a comma-separated string, or ``'all'``; ``None``: each
      game's standard rule set. Each game takes the names that belong to it (docs/cli.md 2).
      ``ValueError`` for a name no game knows (raised by the call, before any result).
    - ``game``: read every input as this game ('chess') or record format ('pgn'), instead of
      detecting it from the file name and content.
    - ``jobs``: worker threads in C++ (``None``: every core); the results do not depend on it.
    - ``keep_going``: ``False`` raises the first problem (``RecordError`` or ``InputError``) where it
      occurs, after the results before it; ``True`` yields each problem, as an exception object,
      where the record would have been, and goes on.
    - ``lenient``, ``strict``, ``fold``: the CLI's ``--lenient``, ``--strict`` and (``False``) ``--no-fold``.
    - ``max_plies``: the CLI's ``--max-plies``: a record of more plies is the ``RecordError`` of kind
      ``too_many_plies`` (naming its file, game and the first ply past the limit), not replayed; the
      other records go on as ``keep_going`` says. Default ``MAX_PLIES`` (100,000); ``0``: no limit.
    - ``**options``: the games' options (the CLI's ``--option NAME=VALUE``; ``games()`` lists each
      game's), e.g. Go's ``suicide='forbidden'``: each game takes its own and ignores the others';
      ``None`` is not given. ``ValueError`` for an option no game declares or a value its game
      does not take. ``rules`` also takes the names a game reads at run time (Go: KataGo rules
      strings, ``'koSITUATIONALsui0'``; docs/cli-go.md).
    - ``annotations``: the CLI's ``--annotations``: each ``Event`` also carries ``clock`` (seconds
      left on the mover's clock), ``eval`` (pawns, the first player's view) and ``mate`` (moves to
      mate, positive if the first player mates) after the event's move, as the record's ``[%clk]``
      and ``[%eval]`` comments give them (docs/cli.md 3.4); ``None`` where it does not say, and
      ``to_dict()`` leaves them out there, as the JSON does. Without it they are always ``None``.
    """
    args = _args(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, options)
    return _results(_repetita._analyze(*args, annotations=bool(annotations), max_plies=_max_plies(max_plies)),
                    bool(keep_going))


def _results(stream, keep_going: bool):
    """The generator over a run (_repetita._ResultStream): started by analyze, so that bad
    arguments raise at the call; its ``finally`` stops the run when the loop is left early."""
    try:
        while (batch := stream.next_batch()) is not None:
            for kind, item in batch:
                if kind == "result":
                    yield item
                elif keep_going:
                    yield _error(item)
                else:
                    raise _error(item)
    finally:
        stream.close()


# --- pandas ---------------------------------------------------------------------------------------------


def _pandas():
    try:
        import pandas
    except ImportError as e:  # pragma: no cover - depends on the machine
        raise ImportError("repetita's DataFrame functions need pandas (Debian: apt install python3-pandas)") from e
    return pandas


def _categorical(pd, values):
    return pd.Categorical(values, categories=list(dict.fromkeys(v for v in values if v is not None)))


def _column(pd, spec):
    """A column made by the C++ half: ('int' | 'bool', array), ('nullable_int', values, mask),
    ('category', codes, categories) or ('object', list)."""
    kind = spec[0]
    if kind == "category":
        return pd.Categorical.from_codes(spec[1], categories=spec[2])
    if kind == "nullable_int":
        return pd.arrays.IntegerArray(spec[1], spec[2])
    return spec[1]


def _frame(pd, columns: dict):
    return pd.DataFrame({name: _column(pd, spec) for name, spec in columns.items()})


def _collect_errors(errors, keep_going):
    if not keep_going:
        _raise_first(errors)
        return []
    return [_error(fields) for fields, _ in errors]


def _frames(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, options, want_events, want_games,
            annotations=False, max_plies=None):
    pd = _pandas()
    args = _args(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, options)
    events, games_, labels, errors, code = _repetita._frames(*args, want_events, want_games,
                                                             annotations=bool(annotations),
                                                             max_plies=_max_plies(max_plies))
    problems = _collect_errors(errors, keep_going)
    out = []
    if want_events:
        frame = _frame(pd, events)
        frame.attrs["errors"] = problems
        out.append(frame)
    if want_games:
        first, second = labels if labels[0] else ("player0", "player1")
        games_ = {(first if k == "player0" else second if k == "player1" else k): v for k, v in games_.items()}
        frame = _frame(pd, games_)
        frame.attrs["errors"] = problems
        out.append(frame)
    return out


def events_frame(paths_or_text=None, rules=None, game: str | None = None, jobs: int | None = None,
                 keep_going: bool = False, *, lenient: bool = False, strict: bool = False, fold: bool = True,
                 annotations: bool = False, max_plies: int | None = None, **options: str):
    """One row per event of every game and rule set (``analyze``'s events as a pandas DataFrame).

    Columns: ``file``, ``game``, ``ruleset`` (categorical, in the order asked), ``game_type``, then the
    event's fields (docs/cli.md 3.4): ``ply``, ``kind``, ``by``, ``move``, ``announced``,
    ``occurrences`` (a list: of more than 10 plies, the first 5 and the last 5), ``count``,
    ``period``, ``rule``, ``citation``; with ``annotations=True`` (``--annotations``) three more
    after them: ``clock`` and ``eval`` (``float64``, NaN where the record does not say) and ``mate``
    (nullable ``Int64``, <NA> where it does not); last, ``occurrences_total`` (the evidence plies in
    all). Join with ``games_frame`` on ``(file, game, ruleset)``. Arguments as for
    ``analyze``; with ``keep_going=True`` the problems are in ``frame.attrs['errors']``.
    """
    return _frames(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, options, True, False,
                   annotations, max_plies)[0]


def games_frame(paths_or_text=None, rules=None, game: str | None = None, jobs: int | None = None,
                keep_going: bool = False, *, lenient: bool = False, strict: bool = False, fold: bool = True,
                max_plies: int | None = None, **options: str):
    """One row per game and rule set (``analyze``'s results without their events).

    Columns: ``file``, ``game``, ``line``, ``ruleset`` (categorical, in the order asked),
    ``game_type``, the two players (named with the first game's words, ``white`` and ``black`` for
    chess, as the CLI's CSV does), ``plies``, ``recorded_result``, ``result``, ``end_ply`` (nullable
    ``Int64``), ``end_rule``, ``void_moves``, ``n_events`` and ``warnings`` (a list of texts per
    row, usually empty). Arguments as for ``analyze``.
    """
    return _frames(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, options, False, True,
                   max_plies=max_plies)[0]


def analyze_frames(paths_or_text=None, rules=None, game: str | None = None, jobs: int | None = None,
                   keep_going: bool = False, *, lenient: bool = False, strict: bool = False, fold: bool = True,
                   annotations: bool = False, max_plies: int | None = None, **options: str):
    """``(events_frame, games_frame)`` of one run (the corpus is read once); ``annotations``: the
    events frame's ``clock``, ``eval`` and ``mate`` columns, as ``events_frame`` (the games frame
    is the same with or without it)."""
    events, games_ = _frames(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, options, True, True,
                             annotations, max_plies)
    return events, games_


class Comparison(NamedTuple):
    """What ``compare`` returns: its rows and its summaries, as DataFrames."""

    rows: object
    """One row per game and rule set (docs/cli.md 4)."""
    summary: object
    """Per rule set after the first (the baseline): how many games it ends differently."""


def compare(paths_or_text=None, rules="all", game: str | None = None, jobs: int | None = None,
            keep_going: bool = False, *, lenient: bool = False, strict: bool = False, fold: bool = True,
            max_plies: int | None = None, **options: str) -> Comparison:
    """``repetita compare``: each game under each rule set beside the first rule set (the baseline).

    ``rows``: one row per game and rule set with the columns of ``compare --format csv``
    (``file``, ``game``, ``ruleset``, ``first_claim_ply``, ``first_claim_by``, ``first_claim_rule``,
    ``first_claim_citation``, ``first_claim_move``, ``first_claim_announced``, ``end_ply``,
    ``end_rule``, ``result``, ``recorded_result``, ``illegal_moves``, ``first_illegal_ply``) and
    ``game_type``. ``summary``: per rule set after the baseline, ``ruleset``, ``baseline``,
    ``game_type``, ``games``, ``ends_differently``, ``first_claim_differently`` and
    ``games_ending_differently`` (a list of ``(file, game)``), as in ``compare --format json``.
    ``rules`` defaults to every rule set of each game; other arguments as for ``analyze``.
    """
    pd = _pandas()
    args = _args(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, options, default_all=True)
    rows, summaries, errors, code = _repetita._compare(*args, max_plies=_max_plies(max_plies))
    problems = _collect_errors(errors, keep_going)
    rows = _frame(pd, rows)
    summary = pd.DataFrame(
        summaries,
        columns=["ruleset", "baseline", "game_type", "games", "ends_differently", "first_claim_differently",
                 "games_ending_differently"],
    )
    summary = summary.astype({"games": "int64", "ends_differently": "int64", "first_claim_differently": "int64"})
    rows.attrs["errors"] = problems
    return Comparison(rows, summary)


_STATS_COLUMNS = ["ruleset", "game_type", "category", "rule", "games", "ply_min", "ply_q1", "ply_median",
                  "ply_q3", "ply_max", "ply_mean", "histogram", "plies", "moves"]


def stats(paths_or_text=None, rules="all", game: str | None = None, jobs: int | None = None,
          keep_going: bool = False, *, lenient: bool = False, strict: bool = False, fold: bool = True,
          max_plies: int | None = None, **options: str):
    """``repetita stats``: counts per rule set over every game read, as a DataFrame.

    The rows of ``stats --format csv`` (categories ``claimable_repetition``, ``claimable_draw``,
    ``end`` (one row per rule), ``not_ended``, ``nonstandard_moves``) with the columns ``ruleset``,
    ``category``, ``rule``, ``games``, ``ply_min``, ``ply_q1``, ``ply_median``, ``ply_q3``,
    ``ply_max``, ``ply_mean``, and, from the JSON output: ``game_type``, ``histogram`` (games per
    bucket of 20 plies), a first row per rule set of category ``read`` (``games`` read and their
    ``plies``), a row ``void`` (``plies``: recorded half-moves after the ends) and, for
    ``nonstandard_moves``, ``moves``. ``rules`` defaults to every rule set of each game.
    """
    pd = _pandas()
    args = _args(paths_or_text, rules, game, jobs, keep_going, lenient, strict, fold, options, default_all=True)
    tallies, errors, code = _repetita._stats(*args, max_plies=_max_plies(max_plies))
    problems = _collect_errors(errors, keep_going)
    rows = []

    def row(ruleset, game_type, category, rule, games_, dist=None, plies=None, moves=None):
        q = dist if dist is not None else (None,) * 7
        rows.append([ruleset, game_type, category, rule, games_, *q, plies, moves])

    for (ruleset, game_type, n_games, plies, rep_games, rep_dist, claim_games, ends, not_ended, void_plies,
         nonstandard_games, nonstandard_moves) in tallies:
        row(ruleset, game_type, "read", None, n_games, plies=plies)
        row(ruleset, game_type, "claimable_repetition", None, rep_games, rep_dist)
        row(ruleset, game_type, "claimable_draw", None, claim_games)
        for rule, end_games, dist in ends:
            row(ruleset, game_type, "end", rule, end_games, dist)
        row(ruleset, game_type, "not_ended", None, not_ended)
        row(ruleset, game_type, "void", None, None, plies=void_plies)
        row(ruleset, game_type, "nonstandard_moves", None, nonstandard_games, moves=nonstandard_moves)
    frame = pd.DataFrame(rows, columns=_STATS_COLUMNS)
    for name in ("games", "ply_min", "ply_q1", "ply_median", "ply_q3", "ply_max", "plies", "moves"):
        frame[name] = frame[name].astype("Int64")
    frame["ply_mean"] = frame["ply_mean"].astype("float64")
    for name in ("ruleset", "game_type", "category"):
        frame[name] = _categorical(pd, list(frame[name]))
    frame.attrs["errors"] = problems
    return frame


# --- the game API ---------------------------------------------------------------------------------------


def trackers() -> dict:
    """The tracker class of each game that has one (its record adapter has the play hooks):
    ``{'chess': ChessTracker, ...}``."""
    out = {}
    for name in dir(_repetita):
        cls = getattr(_repetita, name)
        if name.endswith("Tracker") and isinstance(cls, type):
            out[cls.game_type] = cls
    return out


def tracker(game: str = "chess", rules: str | None = None, start: str | None = None):
    """A game played move by move under one rule set, for engines and notebooks.

    ``game``: 'chess', 'shogi', 'go', 'arimaa', 'xiangqi' (the games with a tracker: ``trackers()``);
    ``rules``: a rule set name of the game (``None``: its standard one, e.g. 'fide-2023'; Go also takes
    composed names and KataGo rules strings, 'psk+suicide=forbidden'); ``start``: the start position
    in the game's notation (chess and xiangqi: FEN; shogi: SFEN; Go: a board size '9' or an SGF game
    tree with its setup, '(;SZ[9]HA[2]AB[cc][gg])'; Arimaa: a record's text, a board diagram or setup
    lines; ``None``: the usual start). The tracker's methods:

    - ``push(move)``: plays a move (chess: SAN or UCI; shogi: USI; Go: an SGF point 'dd', a GTP vertex
      'D16' or 'pass'; Arimaa: a turn 'Ee2n Md2n', a setup 'Ra1 Rb1 ...' or 'pass'; xiangqi: ICCS
      'h2e2', WXF 'C2.5' or Chinese '炮二平五') and returns the ``Verdict`` at the new ply; ``ValueError``
      naming the move and why if it cannot be made; ``pop()`` takes it back (``IndexError`` at the start);
    - ``verdict()``: the rule set's verdict now (``verdicts()``: every rule that speaks);
      ``outcome()``: the verdict that ended the game, or None;
    - ``can_claim(player=None)``: may the player (default: the one to move) claim a draw now?
    - ``claim_by_move(move)``: would writing ``move`` and claiming be correct (FIDE 9.2.1)? A
      claimable draw with its evidence, or a false verdict;
    - ``verdict_if(move)``: what ``move`` would lead to (an illegal move under superko, a draw);
    - ``occurrences(ply=None)``, ``ply``, ``position``, ``to_move``, ``moves``.
    """
    classes = trackers()
    if game not in classes:
        raise ValueError(f"no tracker for the game '{game}'; games with one: {', '.join(classes) or 'none'}")
    return classes[game](rules or "", start)


def tracker_from_board(board, rules: str | None = None):
    """``repetita.chess.tracker_from_board`` (kept here under its first name)."""
    from .chess import tracker_from_board as from_board
    return from_board(board, rules)
