"""repetita.dask: the corpus API on a Dask cluster (docs/python.md 6)."""

from typing import NamedTuple

import dask.dataframe

from . import Inputs, RecordError, Rules

DEFAULT_SHARD_BYTES: int
"""A file larger than this is cut into byte ranges of this size (64 MiB)."""
DEFAULT_FILES_PER_SHARD: int
"""Small files per shard at most (64)."""

class Shard(NamedTuple):
    """One task's share of the inputs."""

    number: int
    """Its place in the plan (the partition's number)."""
    inputs: tuple[tuple[str, str, str | bytes | None], ...]
    """The inputs it reads: (path, name, text or None)."""
    range: tuple[int, int] | None
    """(begin, end): the records of its one input that start in these bytes; None: whole inputs."""
    part: int
    """For a range: its number among the ranges of its file (0: the first)."""
    size: int
    """Bytes it covers."""

class Written(NamedTuple):
    """What to_json_lines or to_csv wrote."""

    files: list[str]
    """The shard files, in input order."""
    errors: list[RecordError]
    """With keep_going: the problems, in input order."""

def plan(paths_or_text: Inputs = None, *, shard_bytes: int = ..., files_per_shard: int = ...,
         game: str | None = None) -> list[Shard]:
    """The shards of the inputs, in input order: small files grouped, big files cut into byte ranges."""

def analyze(paths_or_text: Inputs = None, rules: Rules = None, client: object | None = None, *, kind: str = "games",
            game: str | None = None, jobs: int = 1, keep_going: bool = False, lenient: bool = False,
            strict: bool = False, fold: bool = True, shard_bytes: int = ...,
            files_per_shard: int = ..., ordered: bool = True, annotations: bool = False, max_plies: int | None = None, **options: str) -> dask.dataframe.DataFrame:
    """repetita.games_frame (kind='events': events_frame) as a Dask DataFrame, one partition per
    shard; computed, equal to the pandas function's row for row (same order and index when
    ordered). client: a distributed.Client to persist the frame on; None: lazy, computed by the
    default client or the local scheduler. With keep_going, frame.errors is a Delayed list of the
    problems in input order; without it, compute() raises the first in input order. annotations
    (kind='events' only): the clock, eval and mate columns of events_frame(annotations=True)."""

def to_json_lines(paths_or_text: Inputs, directory: str, rules: Rules = None, client: object | None = None, *,
                  game: str | None = None, jobs: int = 1, keep_going: bool = False, lenient: bool = False,
                  strict: bool = False, fold: bool = True, shard_bytes: int = ...,
                  files_per_shard: int = ..., annotations: bool = False, max_plies: int | None = None, **options: str) -> Written:
    """Writes part-NNNNN.jsonl per shard into directory: the lines of `repetita analyze --format
    json` (annotations: with --annotations) for its games; their concatenation is the CLI's output
    over all the inputs."""

def to_csv(paths_or_text: Inputs, directory: str, rules: Rules = None, client: object | None = None, *,
           game: str | None = None, jobs: int = 1, keep_going: bool = False, lenient: bool = False,
           strict: bool = False, fold: bool = True, shard_bytes: int = ...,
           files_per_shard: int = ..., annotations: bool = False, max_plies: int | None = None, **options: str) -> Written:
    """Writes part-NNNNN.csv per shard into directory: `repetita analyze --format csv`
    (annotations: with --annotations) for its games, each with its header line."""
