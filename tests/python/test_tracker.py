"""repetita.tracker: a game played move by move under one rule set (the game API), checked against
what analyze (the CLI's replay) says of the bundled chess records."""

import re

import pytest

import repetita
from conftest import EXAMPLES

CHESS = sorted((EXAMPLES / "chess").glob("*.pgn"))
SHUFFLE = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1".split()


def main_line(path):
    """The FEN tag and the SAN moves of a one-game PGN file without variations."""
    text = path.read_text()
    fen = re.search(r'\[FEN "([^"]*)"\]', text)
    moves = re.sub(r"\[[^\]]*\]|\{[^}]*\}|;[^\n]*", " ", text)
    tokens = [t for t in moves.split() if not re.fullmatch(r"\d+\.+|1-0|0-1|1/2-1/2|\*|\$\d+", t)]
    tokens = [re.sub(r"^\d+\.+", "", t) for t in tokens]
    return (fen.group(1) if fen else None), [t for t in tokens if t]


def test_threefold_claims_on_the_board_and_by_writing_the_move():
    t = repetita.tracker("chess", "fide-2023")
    assert (t.ruleset, t.ply, t.to_move, t.game_type) == ("fide-2023", 0, "white", "chess")
    for move in SHUFFLE:
        v = t.push(move)
    assert t.ply == 7 and not v and not t.verdict() and not t.can_claim()
    claim = t.claim_by_move("Ng8")
    assert (claim.kind, claim.by, claim.rule, claim.citation, claim.ply, claim.occurrences) == (
        "claimable_draw", "black", "threefold", "FIDE 9.2.1", 8, [0, 4, 8])
    assert t.ply == 7 and t.moves == SHUFFLE  # nothing changed
    assert not t.claim_by_move("Nd5")
    v = t.push("f6g8")  # UCI
    assert (v.kind, v.by, v.rule, v.citation, v.occurrences) == ("claimable_draw", "white", "threefold", "FIDE 9.2.2", [0, 4, 8])
    assert t.can_claim() and t.can_claim("white") and not t.can_claim("black") and t.can_claim(0)
    assert t.occurrences() == [0, 4, 8] and t.occurrences(4) == [0, 4]
    assert t.moves[-1] == "Ng8" and t.outcome() is None
    t.pop()
    assert t.ply == 7 and t.position.startswith("rnbqkb1r/pppppppp/5n2/") and t.to_move == "black"


def test_automatic_threefold_ends_the_game_and_verdict_if_says_it_first():
    t = repetita.tracker("chess", "online-auto")
    for move in SHUFFLE:
        t.push(move)
    would = t.verdict_if("Ng8")
    assert (would.kind, would.rule, would.ply, would.occurrences) == ("draw", "threefold", 8, [0, 4, 8])
    assert t.ply == 7 and t.outcome() is None
    t.push("Ng8")
    end = t.outcome()
    assert (end.kind, end.ply) == ("draw", 8) and t.verdict().to_dict() == end.to_dict()
    t.push("Nf3")  # void, but recorded
    assert t.outcome().ply == 8 and t.ply == 9


def test_fen_start_and_bad_input():
    t = repetita.tracker("chess", None, "8/8/8/8/8/4k3/8/4K2R w K - 0 1")
    assert t.ruleset == "fide-2023" and t.position == "8/8/8/8/8/4k3/8/4K2R w K - 0 1"
    t.push("O-O")
    assert t.position.startswith("8/8/8/8/8/4k3/8/5RK1 b")
    with pytest.raises(ValueError, match="not a legal move"):
        t.push("Qh5")
    with pytest.raises(ValueError, match="bad FEN"):
        repetita.tracker("chess", start="8/8/8 w")
    with pytest.raises(ValueError, match="unknown chess rule set 'fide-2030'"):
        repetita.tracker("chess", "fide-2030")
    with pytest.raises(ValueError, match="no tracker for the game 'no-such-game'"):
        repetita.tracker("no-such-game")
    with pytest.raises(ValueError, match="a player is"):
        t.can_claim("red")
    fresh = repetita.tracker()
    with pytest.raises(IndexError):
        fresh.pop()


@pytest.mark.parametrize("path", CHESS, ids=lambda p: p.name)
@pytest.mark.parametrize("rules", ["fide-2023", "fide-1928", "online-auto", "uscf"])
def test_the_tracker_says_what_analyze_says(path, rules):
    (result,) = list(repetita.analyze(path, rules=rules))
    fen, moves = main_line(path)
    assert len(moves) == result.plies
    t = repetita.tracker("chess", rules, fen)
    said = {0: [v.to_dict() for v in t.verdicts()]}
    announced = {}
    for ply, move in enumerate(moves):
        announced[ply] = t.claim_by_move(move).to_dict()
        t.push(move)
        said[ply + 1] = [v.to_dict() for v in t.verdicts()]
        if t.outcome() is not None and t.outcome().ply == ply + 1:
            break
    for e in result.events:
        fields = {"kind": e.kind, "by": e.by, "rule": e.rule, "citation": e.citation, "occurrences": e.occurrences}
        if e.announced:
            got = announced[e.ply]
            assert {k: got[k] for k in fields} == fields, e
        else:
            assert fields in [{k: v[k] for k in fields} for v in said[e.ply]], e
    end = t.outcome()
    assert (end.ply if end else None, end.rule if end else None) == (result.end_ply, result.end_rule)


class FakeMove:
    def __init__(self, uci):
        self._uci = uci

    def uci(self):
        return self._uci


class FakeBoard:
    """What tracker_from_board reads of a python-chess Board."""

    def __init__(self, root_fen, moves, fen):
        self._root, self.move_stack, self._fen = root_fen, [FakeMove(m) for m in moves], fen

    def root(self):
        return FakeBoard(self._root, [], self._root)

    def fen(self):
        return self._fen


def test_tracker_from_a_python_chess_board():
    start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    after = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"
    board = FakeBoard(start, ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3"], after)
    t = repetita.tracker_from_board(board, rules="fide-2023")
    assert t.ply == 5 and t.moves == ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3"] and t.occurrences() == [1, 5]
    assert not t.claim_by_move("Nf6") and t.claim_by_move("Nf6").occurrences == []
    t.push("Nf6")
    assert t.occurrences() == [2, 6] and t.position.split()[:2] == ["rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R", "w"]
    with pytest.raises(ValueError, match="not to its position"):
        repetita.tracker_from_board(FakeBoard(start, ["g1f3"], start))


def rss_kib():
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * 4


def test_push_and_pop_in_a_search_loop_do_not_leak():
    t = repetita.tracker("chess", "fide-2023")
    for move in SHUFFLE:
        t.push(move)

    def search(n):
        for _ in range(n):
            t.push("Ng8")
            t.verdict()
            t.pop()
            t.verdict_if("Ng8")

    search(20_000)
    before = rss_kib()
    search(100_000)
    grown = rss_kib() - before
    assert grown < 2048, f"{grown} KiB more after 10^5 push/pop"
    assert t.ply == 7 and t.moves == SHUFFLE


def usi_games(path):
    """(SFEN or None, USI moves) of each `position` line."""
    out = []
    for line in path.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        words = line.split()
        if words[0] == "position":
            words = words[1:]
        moves = words[words.index("moves") + 1:] if "moves" in words else []
        head = words[: words.index("moves")] if "moves" in words else words
        out.append((None if head[0] == "startpos" else " ".join(head[1:]), moves))
    return out


@pytest.mark.parametrize("rules", [r.ruleset for r in repetita.rules("shogi")])
def test_a_shogi_tracker_comes_from_the_adapter_alone(rules):
    path = EXAMPLES / "shogi" / "06-gote-checks-and-hands.usi"
    results = list(repetita.analyze(path, rules=rules))
    games = usi_games(path)
    assert len(results) == len(games) >= 2
    for result, (sfen, moves) in zip(results, games):
        t = repetita.tracker("shogi", rules, sfen)
        said = {0: [v.to_dict() for v in t.verdicts()]}
        for ply, move in enumerate(moves):
            t.push(move)
            said[ply + 1] = [v.to_dict() for v in t.verdicts()]
        fields = ("kind", "by", "rule", "citation", "occurrences")
        for e in result.events:
            assert {k: getattr(e, k) for k in fields} in [{k: v[k] for k in fields} for v in said[e.ply]], e
        end = t.outcome()
        assert (end.ply if end else None, end.rule if end else None) == (result.end_ply, result.end_rule)
    first = repetita.tracker("shogi", "jsa", games[0][0])
    for move in games[0][1]:
        first.push(move)
    assert (first.outcome().kind, first.outcome().by, first.outcome().ply) == ("loss", "gote", 12)
