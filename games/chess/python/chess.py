"""repetita.chess: the chess helpers of the repetita package (games/chess/python; the rest of the
package is the same for every game)."""

from __future__ import annotations

from . import tracker


def tracker_from_board(board, rules: str | None = None):
    """A chess tracker that has played the moves of a python-chess ``Board`` (duck-typed: its
    ``root().fen()`` or, without ``root``, the standard start; its ``move_stack`` of moves with
    ``uci()``; its ``fen()``, checked against the tracker's position). python-chess is no dependency."""
    root = board.root() if hasattr(board, "root") else None
    stack = list(getattr(board, "move_stack", []))
    if root is not None:
        start = root.fen()
    elif stack:
        start = None
    else:
        start = board.fen()
    t = tracker("chess", rules, start)
    for move in stack:
        t.push(move.uci() if hasattr(move, "uci") else str(move))
    if t.position.split()[:4] != board.fen().split()[:4]:
        raise ValueError(f"the board's moves lead to {t.position}, not to its position {board.fen()}")
    return t
