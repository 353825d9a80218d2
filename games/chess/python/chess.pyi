from repetita import Tracker

def tracker_from_board(board: object, rules: str | None = None) -> Tracker:
    """A chess tracker that has played the moves of a python-chess Board (duck-typed)."""
