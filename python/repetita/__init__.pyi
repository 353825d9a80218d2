"""repetita: exact repetition rules for board games, from Python (docs/python.md).

The corpus API is the ``repetita`` command-line tool's contract (docs/cli.md) in Python, computed by
the same C++ code, with the GIL released and ``jobs`` worker threads inside C++.
"""

import os
from typing import IO, Generator, Iterable, NamedTuple, Protocol, Sequence, Union

import pandas

__version__: str

Input = Union[str, bytes, os.PathLike, IO[str], IO[bytes]]
"""A path (str without a line break, or os.PathLike), record text (str with a line break, or bytes),
or an open file."""
Inputs = Union[Input, Sequence[Input], None]
"""One input, a list of them, or None for the bundled example records."""
Rules = Union[str, Iterable[str], None]
"""Rule set names: a list, a comma-separated string, or 'all'."""

class Event:
    """One thing a rule says at one ply of a game (docs/cli.md 3.4)."""

    @property
    def ply(self) -> int:
        """The ply of the event (0 = the start); for an announced claim, the ply before the move."""
    @property
    def kind(self) -> str:
        """'claimable_draw', 'draw', 'loss', 'illegal_move' or 'no_result'."""
    @property
    def by(self) -> str | None:
        """The claimant, the loser or the player whose move is illegal ('white', 'sente', ...), or None."""
    @property
    def move(self) -> str | None:
        """The move as written in the record (for an announced claim: the move that would be written)."""
    @property
    def move_label(self) -> str:
        """The move with its number for people, e.g. '22...Bc7'."""
    @property
    def announced(self) -> bool:
        """True for a claim made by writing ``move`` before playing it (FIDE 9.2.1)."""
    @property
    def occurrences(self) -> list[int]:
        """The evidence plies, oldest first; of more than 10, the first 5 and the last 5."""
    @property
    def occurrences_total(self) -> int:
        """How many evidence plies there are in all: ``len(occurrences)`` up to 10."""
    @property
    def count(self) -> int:
        """Occurrences counted, repeats of a move series, or plies without progress."""
    @property
    def period(self) -> int:
        """A move series: the length of the repeated block in plies; else 0."""
    @property
    def rule(self) -> str:
        """The rule's name in its rule set ('threefold', 'fivefold', 'psk', ...)."""
    @property
    def citation(self) -> str:
        """The article ('FIDE 9.2.2', ...)."""
    @property
    def clock(self) -> float | None:
        """annotations=True: seconds left on the mover's clock after ``move`` ([%clk 0:02:58] is 178.0), or None."""
    @property
    def eval(self) -> float | None:
        """annotations=True: the engine's evaluation after ``move``, in pawns from the first player's view, or None."""
    @property
    def mate(self) -> int | None:
        """annotations=True: moves to mate after ``move``, positive if the first player mates ([%eval #-3] is -3), or None."""
    def to_dict(self) -> dict:
        """The event as in the CLI's JSON lines (same keys, same order; clock, eval, mate only where given)."""

class GameResult:
    """One game under one rule set (docs/cli.md 3.5). The players are also attributes named with
    the game's words: ``result.white``, ``result.black`` (chess), ``result.sente`` (shogi), ..."""

    @property
    def file(self) -> str:
        """The input as named ('<text>' for record text; 'examples/<game>/<file>' for the bundled examples)."""
    @property
    def game(self) -> int:
        """1-based index of the game in its input (broken records count)."""
    @property
    def line(self) -> int:
        """Line of the game's first character in its input."""
    @property
    def ruleset(self) -> str:
        """The rule set's name."""
    @property
    def game_type(self) -> str:
        """The game: 'chess', 'go', 'shogi', 'arimaa', ..."""
    @property
    def player_labels(self) -> tuple[str, str]:
        """The game's words for its players, in turn order: ('white', 'black')."""
    @property
    def players(self) -> tuple[str | None, str | None]:
        """The players' names as recorded, in turn order."""
    @property
    def title(self) -> str:
        """Event, site and year for people."""
    @property
    def plies(self) -> int:
        """Half-moves in the record's main line."""
    @property
    def recorded_result(self) -> str | None:
        """The record's own result, or None."""
    @property
    def result(self) -> str | None:
        """The result under this rule set: the verdict that ended the game, else the recorded result."""
    @property
    def end_ply(self) -> int | None:
        """The ply of the verdict that ended the game under this rule set, or None."""
    @property
    def end_rule(self) -> str | None:
        """That verdict's rule, or None."""
    @property
    def void_moves(self) -> int:
        """Recorded half-moves after end_ply."""
    @property
    def events(self) -> tuple[Event, ...]:
        """The events, in order."""
    @property
    def warnings(self) -> list[str]:
        """What the record holds after the game's end that is no game ('file:line:column: warning: ...')."""
    def to_dict(self) -> dict:
        """The result as a line of the CLI's JSON output (same keys, same order)."""
    def __getattr__(self, name: str) -> str | None: ...

class RecordError(ValueError):
    """A record that could not be read: file, line, column (1-based; 0 for a whole input), kind,
    message (also ``reason``), game and text; ``str()`` is the CLI's error line; ``results`` holds
    what ``analyze`` read before it."""

    file: str
    line: int
    column: int
    kind: str
    message: str
    game: int
    text: str
    results: list[GameResult]
    def __init__(self, file: str, line: int, column: int, kind: str, message: str, game: int = ..., text: str = ...) -> None: ...
    @property
    def reason(self) -> str:
        """The reason (the same as ``message``)."""

class InputError(RecordError, OSError):
    """An input that could not be opened or read, or whose format is unknown (kind 'cannot_open',
    'cannot_read', 'unknown_format')."""

class RuleSet(NamedTuple):
    """A rule set of a game, as ``repetita rules --format json`` prints it."""

    game_type: str
    ruleset: str
    standard: bool
    description: str
    source: str

class GameInfo(NamedTuple):
    """A game the package reads."""

    game_type: str
    format: str
    first_player: str
    second_player: str
    options: dict[str, tuple[tuple[str, ...], str]]

class Comparison(NamedTuple):
    """What ``compare`` returns."""

    rows: pandas.DataFrame
    summary: pandas.DataFrame

def rules(game: str | None = None) -> list[RuleSet]:
    """The rule sets of ``game``, or of every game, the standard one first (``repetita rules``)."""

def games() -> list[GameInfo]:
    """The games the package reads, in the order of ``repetita rules``."""

MAX_PLIES: int
"""The default ``max_plies`` of the functions: the CLI's ``--max-plies`` default, 100,000."""

def analyze(paths_or_text: Inputs = None, rules: Rules = None, game: str | None = None, jobs: int | None = None,
            keep_going: bool = False, *, lenient: bool = False, strict: bool = False,
            fold: bool = True, annotations: bool = False,
            max_plies: int | None = None, **options: str) -> Generator[GameResult | RecordError, None, None]:
    """Yields one GameResult per game and rule set, in input order (``repetita analyze --format
    json``), while the run goes on in a C++ thread at most a few hundred results ahead; leaving the
    loop or dropping the generator stops it; ``list(...)`` collects everything. Bad arguments raise
    ValueError at the call. RecordError or InputError is raised where the first problem occurs
    unless ``keep_going``, which yields the problems where their records would be. ``annotations``
    (``--annotations``): the events' clock, eval and mate from the record's [%clk]/[%eval] comments.
    ``max_plies`` (``--max-plies``; None: MAX_PLIES, 100,000; 0: no limit): a longer record is the
    RecordError ``too_many_plies``."""

def events_frame(paths_or_text: Inputs = None, rules: Rules = None, game: str | None = None,
                 jobs: int | None = None, keep_going: bool = False, *, lenient: bool = False,
                 strict: bool = False, fold: bool = True, annotations: bool = False, max_plies: int | None = None, **options: str) -> pandas.DataFrame:
    """One row per event: file, game, ruleset, game_type and the event's fields; with annotations,
    then clock and eval (float64, NaN where absent) and mate (Int64, <NA> where absent)."""

def games_frame(paths_or_text: Inputs = None, rules: Rules = None, game: str | None = None,
                jobs: int | None = None, keep_going: bool = False, *, lenient: bool = False,
                strict: bool = False, fold: bool = True, max_plies: int | None = None, **options: str) -> pandas.DataFrame:
    """One row per game and rule set: the result's fields, without the events (n_events counts them)."""

def analyze_frames(paths_or_text: Inputs = None, rules: Rules = None, game: str | None = None,
                   jobs: int | None = None, keep_going: bool = False, *, lenient: bool = False,
                   strict: bool = False, fold: bool = True, annotations: bool = False,
                   max_plies: int | None = None, **options: str) -> tuple[pandas.DataFrame, pandas.DataFrame]:
    """(events_frame, games_frame) of one run; annotations: the events frame's clock, eval, mate."""

def compare(paths_or_text: Inputs = None, rules: Rules = "all", game: str | None = None, jobs: int | None = None,
            keep_going: bool = False, *, lenient: bool = False, strict: bool = False,
            fold: bool = True, max_plies: int | None = None, **options: str) -> Comparison:
    """``repetita compare``: rows per game and rule set, and summaries against the first rule set."""

def stats(paths_or_text: Inputs = None, rules: Rules = "all", game: str | None = None, jobs: int | None = None,
          keep_going: bool = False, *, lenient: bool = False, strict: bool = False,
          fold: bool = True, max_plies: int | None = None, **options: str) -> pandas.DataFrame:
    """``repetita stats``: counts and ply distributions per rule set."""

class Verdict:
    """What a rule set says at one ply, with its evidence; a verdict of kind 'none' is false."""

    @property
    def kind(self) -> str:
        """'none', 'claimable_draw', 'draw', 'loss', 'illegal_move' or 'no_result'."""
    @property
    def by(self) -> str | None:
        """The claimant, the loser or the player whose move is illegal."""
    @property
    def rule(self) -> str | None:
        """The rule's name."""
    @property
    def citation(self) -> str | None:
        """The article."""
    @property
    def ply(self) -> int | None:
        """The ply the verdict holds at."""
    @property
    def count(self) -> int:
        """Occurrences counted, repeats of a move series, or plies without progress."""
    @property
    def period(self) -> int:
        """A move series: the length of the repeated block; else 0."""
    @property
    def occurrences(self) -> list[int]:
        """The evidence plies, oldest first; of more than 10, the first 5 and the last 5."""
    @property
    def occurrences_total(self) -> int:
        """How many evidence plies there are in all: ``len(occurrences)`` up to 10."""
    def __bool__(self) -> bool: ...
    def to_dict(self) -> dict:
        """The verdict as a dict."""

class Tracker(Protocol):
    """A game played move by move under one rule set (the class of each game: ChessTracker, ...)."""

    game_type: str
    @property
    def ruleset(self) -> str:
        """The rule set's name."""
    @property
    def ply(self) -> int:
        """Plies played from the start."""
    @property
    def position(self) -> str:
        """The current position in the game's notation, as ``start`` reads it (chess and xiangqi: FEN;
        shogi: SFEN; Go: an SGF game tree '(;SZ[9]AB[cc]PL[W])'; Arimaa: a board diagram, or the
        setup lines before play)."""
    @property
    def to_move(self) -> str:
        """The player to move."""
    @property
    def moves(self) -> list[str]:
        """The moves played, as the game writes them (chess: SAN; shogi: USI; Go: SGF points and
        'pass'; Arimaa: a turn's tokens with its captures; xiangqi: ICCS)."""
    def push(self, move: str) -> Verdict:
        """Plays ``move`` (chess: SAN or UCI; shogi: USI; Go: an SGF point 'dd', a GTP vertex 'D16'
        or 'pass'; Arimaa: a turn 'Ee2n Md2n', a setup 'Ra1 Rb1 ...' or 'pass'; xiangqi: ICCS
        'h2e2', WXF 'C2.5' or Chinese '炮二平五'); the verdict at the new ply. ValueError naming the
        move and why if it cannot be made (a rule set's ban is a verdict: see verdict_if)."""
    def pop(self) -> None:
        """Takes back the last move; IndexError at the start."""
    def verdict(self) -> Verdict:
        """The rule set's verdict now."""
    def verdicts(self) -> list[Verdict]:
        """Every rule that speaks at the current ply."""
    def outcome(self) -> Verdict | None:
        """The verdict that ended the game, or None."""
    def can_claim(self, player: str | int | None = None) -> bool:
        """May ``player`` (default: the player to move) claim a draw now (FIDE 9.2.2)?"""
    def claim_by_move(self, move: str) -> Verdict:
        """The claim made by writing ``move`` before playing it (FIDE 9.2.1), or a false verdict."""
    def verdict_if(self, move: str) -> Verdict:
        """What playing ``move`` would lead to (Go: 'illegal_move' under a superko or suicide rule;
        Arimaa: a third occurrence; xiangqi: a perpetual check or chase); nothing changes."""
    def occurrences(self, ply: int | None = None) -> list[int]:
        """The plies with the same position as at ``ply`` (default: now), oldest first."""

def trackers() -> dict[str, type]:
    """The tracker class of each game that has one: {'chess': ChessTracker, ...}."""

def tracker(game: str = "chess", rules: str | None = None, start: str | None = None) -> Tracker:
    """A game ('chess', 'shogi', 'go', 'arimaa', 'xiangqi') played move by move under one rule set
    (``None``: the game's standard one; Go also composed names and KataGo rules strings), from
    ``start`` (chess and xiangqi: FEN; shogi: SFEN; Go: a board size '9' or an SGF game tree with
    its setup; Arimaa: a record's text, a board diagram or setup lines; ``None``: the usual start)."""

def tracker_from_board(board: object, rules: str | None = None) -> Tracker:
    """A chess tracker that has played the moves of a python-chess Board (duck-typed)."""
