"""repetita.tracker('xiangqi', ...): a xiangqi game played move by move (ICCS, WXF or Chinese
notation) under one rule set: perpetual check and chase (AXF rules 5-9 and the chase rules; the
engines' readings), checked against what analyze (the CLI's replay) says of the bundled records
(docs/cli-xiangqi.md, docs/rules/xiangqi.md)."""

import re

import pytest

import repetita
from conftest import EXAMPLES

XIANGQI_RECORDS = sorted((EXAMPLES / "xiangqi").glob("*.pgn"))
XIANGQI_RULES = [r.ruleset for r in repetita.rules("xiangqi")]
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def pgn_main_line(path):
    """The FEN tag and the moves of a one-game PGN file without variations, as written; a
    Fairy-Stockfish record's a1-i10 squares as ICCS (ranks 0-9)."""
    text = path.read_text(encoding="utf-8")
    fen = re.search(r'\[FEN "([^"]*)"\]', text)
    body = re.sub(r"\[[^\]]*\]|\{[^}]*\}", " ", text)
    moves = [t for t in body.split() if not re.fullmatch(r"\d+\.+|1-0|0-1|1/2-1/2|\*", t)]
    if '[Variant "xiangqi"]' in text:
        moves = [re.sub(r"([a-i])(10|[1-9])", lambda m: m.group(1) + str(int(m.group(2)) - 1), t) for t in moves]
    return (fen.group(1) if fen else None), moves


def test_perpetual_check_loses_under_axf_at_the_third_occurrence():
    fen, moves = pgn_main_line(EXAMPLES / "xiangqi" / "04-rule-book-check.pgn")
    assert moves == "R2+1 K6+1 R2-1 K6-1 R2+1 K6+1 R2-1 K6-1".split()
    t = repetita.tracker("xiangqi", "axf", fen)
    assert (t.ruleset, t.to_move, t.position) == ("axf", "red", fen)
    for move in moves[:-1]:
        assert not t.push(move)
    v = t.verdict_if(moves[-1])
    assert (v.kind, v.by, v.rule, v.ply, v.occurrences) == ("loss", "red", "perpetual-check", 8, [0, 4, 8])
    assert v.citation.startswith("AXF rule 6")
    assert t.ply == 7 and t.outcome() is None
    assert t.push(moves[-1]).to_dict() == v.to_dict() and t.outcome().to_dict() == v.to_dict()
    plain = repetita.tracker("xiangqi", "threefold", fen)
    for move in moves:
        plain.push(move)
    end = plain.outcome()
    assert (end.kind, end.by, end.rule, end.ply) == ("draw", None, "threefold", 8)


def test_perpetual_chase_in_chinese_notation():
    fen, moves = pgn_main_line(EXAMPLES / "xiangqi" / "05-rule-book-chase.pgn")
    t = repetita.tracker("xiangqi", "axf", fen)
    for move in moves:
        t.push(move)
    end = t.outcome()
    assert (end.kind, end.by, end.rule, end.ply) == ("loss", "red", "perpetual-chase", 12)
    assert t.moves[:2] == ["e2d4", "c2c1"]  # written in ICCS


@pytest.mark.parametrize("path", XIANGQI_RECORDS, ids=lambda p: p.name)
@pytest.mark.parametrize("rules", XIANGQI_RULES)
def test_the_tracker_says_what_analyze_says(path, rules):
    (result,) = list(repetita.analyze(path, rules=rules))
    fen, moves = pgn_main_line(path)
    assert len(moves) == result.plies
    t = repetita.tracker("xiangqi", rules, fen)
    said, asked = {0: [v.to_dict() for v in t.verdicts()]}, {}
    for ply, move in enumerate(moves, start=1):
        asked[ply] = t.verdict_if(move).to_dict()
        t.push(move)
        said[ply] = [v.to_dict() for v in t.verdicts()]
        if t.outcome() is not None:
            break
    fields = ("kind", "by", "rule", "citation", "occurrences")
    assert result.events, "every bundled xiangqi record has an event under every rule set"
    for e in result.events:
        event = {k: getattr(e, k) for k in fields}
        assert event in [{k: v[k] for k in fields} for v in said[e.ply]], e
        if not e.announced:
            assert {k: asked[e.ply][k] for k in fields} in [{k: v[k] for k in fields} for v in said[e.ply]], e
    end = t.outcome()
    assert (end.ply if end else None, end.rule if end else None) == (result.end_ply, result.end_rule)


def test_notations_and_bad_input():
    written = {}
    for move in ["h2e2", "H2-E2", "C2.5", "C2=5", "Ｃ２＝５", "炮二平五", "炮2平5"]:
        t = repetita.tracker("xiangqi")
        try:
            t.push(move)
        except ValueError as e:
            written[move] = str(e)
        else:
            written[move] = t.moves[-1]
    assert written["炮2平5"].startswith("'炮2平5' is not a legal move at ply 0: Chinese notation")  # Red writes 一-九
    del written["炮2平5"]
    assert set(written.values()) == {"h2e2"}
    t = repetita.tracker("xiangqi")
    assert t.position == START
    with pytest.raises(ValueError, match=r"'h2h7' is not a legal move at ply 0: ICCS, column \d+: "):
        t.push("h2h7")  # a cannon captures over a screen only
    with pytest.raises(ValueError, match=r"'h7h0' is not a legal move at ply 0: ICCS, column 1: the piece on h7 is black's"):
        t.push("h7h0")  # Black's cannon, Red to move
    with pytest.raises(ValueError, match=r"'R1\+5' is not a legal move at ply 0: WXF"):
        t.push("R1+5")  # the rook cannot jump over its pawn
    with pytest.raises(ValueError, match="expected a move in ICCS"):
        t.push("Nf3!")
    with pytest.raises(ValueError, match="bad FEN"):
        repetita.tracker("xiangqi", start="rnbakabnr/9 w")
    with pytest.raises(IndexError):
        t.pop()
    t.push("h2e2")
    t.pop()
    assert t.ply == 0 and t.position == START
