"""annotations=True: the CLI's --annotations in Python (docs/cli.md 3.4, docs/python.md 3; issue #17).

Each event carries the clock and evaluation that the record's comments give after the event's move,
`[%clk ...]` as the PGN Specification Supplement (2001, "Embedded commands") defines it and
`[%eval ...]` as lichess writes it; for an announced claim (FIDE 9.2.1) those after the move it
writes. The records: two real lichess games with threefold repetitions (FIDE 9.2.2), commented as
lichess writes them with values chosen per ply (conftest.annotated_lichess_record), a real chess.com
download with its own `[%clk]` comments, and the CLI's annotations test file.
"""

import pandas as pd
import pytest

import repetita
from conftest import DATA, EXAMPLES, ROOT, annotated_lichess_record, ordered

CHESSCOM = DATA / "real" / "chess" / "download_chesscom_games--george_burdell-2015-05.pgn"
CLI_ANNOTATIONS = ROOT / "tests" / "cli" / "data" / "annotations.pgn"
RULES = "fide-2023,online-auto"
ANNOTATION_COLUMNS = ["clock", "eval", "mate"]
EVENT_COLUMNS = ["file", "game", "ruleset", "game_type", "ply", "kind", "by", "move", "announced", "occurrences",
                 "count", "period", "rule", "citation"]
TOTAL_COLUMN = ["occurrences_total"]  # last, after the annotation columns (docs/cli.md 3.6)
NON_CHESS = (sorted((EXAMPLES / "shogi").glob("*.*[!d]")) + sorted((EXAMPLES / "go").glob("*.sgf"))
             + sorted((EXAMPLES / "arimaa").glob("*.arimaa")) + [DATA / "xiangqi" / "xiangqi_fsf.pgn"])


@pytest.fixture(scope="module")
def record(tmp_path_factory):
    """The commented lichess games as a file (the CLI reads files)."""
    path = tmp_path_factory.mktemp("annotations") / "lichess-annotated.pgn"
    path.write_text(annotated_lichess_record(), encoding="utf-8")
    return path


def annotations_of(result):
    return [(e.ply, e.kind, e.announced, e.rule, e.clock, e.eval, e.mate) for e in result.events]


def test_the_events_carry_the_clock_and_eval_of_their_plies(record):
    results = {(r.game, r.ruleset): r for r in repetita.analyze(record, rules=RULES, annotations=True)}
    assert len(results) == 4
    # Game 1 (lichess 2cj9hphe): the threefold of plies 124, 128, 132, claimable by writing 66...Qa2+
    # (ply 132's move, 7 seconds left) or on the board after it; the checkmate at 171 has a comment
    # without commands.
    assert annotations_of(results[1, "fide-2023"]) == [
        (131, "claimable_draw", True, "threefold", 7.0, None, None),
        (132, "claimable_draw", False, "threefold", 7.0, None, None),
        (171, "loss", False, "checkmate", None, None, None),
    ]
    assert results[1, "fide-2023"].events[0].move == "Qa2+"
    assert annotations_of(results[1, "online-auto"]) == [(132, "draw", False, "threefold", 7.0, None, None)]
    # Game 2 (lichess ckfufm8a): the threefold of plies 96, 100, 104 (ply 104: [%eval 0.0] [%clk
    # 0:01:02]), then the fourth occurrence at 108 ([%eval #-3] [%clk 0:00:41.5]: a mate distance
    # instead of an evaluation).
    assert annotations_of(results[2, "fide-2023"]) == [
        (103, "claimable_draw", True, "threefold", 62.0, 0.0, None),
        (104, "claimable_draw", False, "threefold", 62.0, 0.0, None),
        (107, "claimable_draw", True, "threefold", 41.5, None, -3),
        (108, "claimable_draw", False, "threefold", 41.5, None, -3),
    ]
    assert annotations_of(results[2, "online-auto"]) == [(104, "draw", False, "threefold", 62.0, 0.0, None)]
    e = results[2, "fide-2023"].events[2]
    assert isinstance(e.clock, float) and isinstance(e.mate, int) and e.move == "Qe1+"
    # to_dict: only what the record gives, after the citation and occurrences_total, as the CLI's JSON.
    assert list(e.to_dict())[-4:] == ["citation", "occurrences_total", "clock", "mate"]
    assert list(results[2, "fide-2023"].events[0].to_dict())[-4:] == ["citation", "occurrences_total", "clock", "eval"]
    assert list(results[1, "fide-2023"].events[0].to_dict())[-3:] == ["citation", "occurrences_total", "clock"]
    assert list(results[1, "fide-2023"].events[2].to_dict())[-1] == "occurrences_total"


def test_to_dict_is_the_cli_json_with_annotations(record, cli_json):
    for path, rules in ((record, RULES), (CHESSCOM, "fide-2023"), (CLI_ANNOTATIONS, "fide-2023,fide-2014")):
        expected = cli_json("analyze", path, "--rules", rules, "--annotations")
        got = [r.to_dict() for r in repetita.analyze(path, rules=rules, annotations=True)]
        assert ordered(got) == ordered(expected), path
        assert any("clock" in e for g in expected for e in g["events"])
    # The numbers are the JSON's, also where the record's decimals are not exact in binary.
    (g,) = [g for g in cli_json("analyze", CLI_ANNOTATIONS, "--annotations") if g["game"] == 2]
    (r,) = [r for r in repetita.analyze(CLI_ANNOTATIONS, annotations=True) if r.game == 2]
    assert [(e.clock, e.eval) for e in r.events] == [(x["clock"], x["eval"]) for x in g["events"]]
    assert r.events[0].eval == pytest.approx(-0.30, abs=1e-12) and r.events[0].clock == 151.0


def test_a_real_chesscom_download(cli_json):
    # docs/cli.md 3.4's example: game 7's threefold at plies 44, 50, 56, claimable by writing
    # 28...Rdb8 with 1:03.1 left ([%clk 0:01:03.1]), and the mate at ply 182 with 21.3 seconds.
    (game7,) = [r for r in repetita.analyze(CHESSCOM, annotations=True) if r.game == 7]
    assert annotations_of(game7) == [
        (55, "claimable_draw", True, "threefold", 63.1, None, None),
        (56, "claimable_draw", False, "threefold", 63.1, None, None),
        (182, "loss", False, "checkmate", 21.3, None, None),
    ]
    assert game7.events[0].move == "Rdb8"


def test_without_annotations_nothing_changes(record, cli_json):
    # The comments are there; without the flag they are not read, as the CLI (docs/cli.md 3.4).
    expected = cli_json("analyze", record, "--rules", RULES)
    results = list(repetita.analyze(record, rules=RULES))
    assert ordered([r.to_dict() for r in results]) == ordered(expected)
    events = [e for r in results for e in r.events]
    assert len(events) == 9 and all(e.clock is None and e.eval is None and e.mate is None for e in events)
    assert all(k not in e.to_dict() for e in events for k in ANNOTATION_COLUMNS)
    frame = repetita.events_frame(record, rules=RULES)
    assert list(frame.columns) == EVENT_COLUMNS + TOTAL_COLUMN


def test_events_frame_has_three_more_columns(record, cli):
    frame = repetita.events_frame(record, rules=RULES, annotations=True)
    assert list(frame.columns) == EVENT_COLUMNS + ANNOTATION_COLUMNS + TOTAL_COLUMN
    assert frame.dtypes["clock"] == "float64" and frame.dtypes["eval"] == "float64"
    assert str(frame.dtypes["mate"]) == "Int64"
    # The other columns are those of the frame without annotations.
    pd.testing.assert_frame_equal(frame[EVENT_COLUMNS + TOTAL_COLUMN], repetita.events_frame(record, rules=RULES))
    fide = frame[frame.ruleset == "fide-2023"]
    assert list(zip(fide.game, fide.ply)) == [(1, 131), (1, 132), (1, 171), (2, 103), (2, 104), (2, 107), (2, 108)]
    assert list(fide.clock.fillna(-1)) == [7.0, 7.0, -1, 62.0, 62.0, 41.5, 41.5]
    assert list(fide["eval"].isna()) == [True, True, True, False, False, True, True]
    assert list(fide["eval"].dropna()) == [0.0, 0.0]
    assert list(fide.mate.isna()) == [True] * 5 + [False] * 2 and list(fide.mate.dropna()) == [-3, -3]
    # Row for row the values of `analyze --annotations --format csv` (its rows with an event).
    code, out, err = cli("analyze", record, "--rules", RULES, "--annotations", "--format", "csv")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].endswith(",citation,clock,eval,mate,occurrences_total")
    rows = [line.rsplit(",", 4)[1:4] for line in lines[1:]]
    assert len(rows) == len(frame) == 9

    def text(value):  # as the CLI writes a number: shortest form, nothing when absent
        if pd.isna(value):
            return ""
        return str(int(value)) if float(value).is_integer() else repr(float(value))

    assert rows == [[text(c), text(v), text(m)] for c, v, m in zip(frame.clock, frame["eval"], frame.mate)]


def test_analyze_frames_with_annotations(record):
    events, games = repetita.analyze_frames(record, rules=RULES, annotations=True)
    pd.testing.assert_frame_equal(events, repetita.events_frame(record, rules=RULES, annotations=True))
    # A game's row has no annotations: the games frame is the one without them.
    pd.testing.assert_frame_equal(games, repetita.games_frame(record, rules=RULES))
    assert "clock" not in games.columns and games.n_events.sum() == len(events)


def test_a_frame_without_events_has_the_columns_and_types():
    frame = repetita.events_frame('[White "a"]\n[Black "b"]\n\n1. e4 { [%clk 0:03:00] } e5 *\n', annotations=True)
    assert len(frame) == 0 and list(frame.columns) == EVENT_COLUMNS + ANNOTATION_COLUMNS + TOTAL_COLUMN
    assert frame.dtypes["clock"] == "float64" and frame.dtypes["eval"] == "float64"
    assert str(frame.dtypes["mate"]) == "Int64"


def test_other_games_are_read_as_without_annotations(cli_json):
    # docs/cli.md: other games' records carry no such commands; their events are the same, the
    # annotation columns empty.
    rules = "all"
    with_ = repetita.events_frame(NON_CHESS, rules=rules, annotations=True)
    without = repetita.events_frame(NON_CHESS, rules=rules)
    assert len(with_) > 20 and set(with_.game_type) == {"shogi", "go", "arimaa", "xiangqi"}
    pd.testing.assert_frame_equal(with_[EVENT_COLUMNS + TOTAL_COLUMN], without)
    assert with_.clock.isna().all() and with_["eval"].isna().all() and with_.mate.isna().all()
    results = [r.to_dict() for r in repetita.analyze(NON_CHESS, rules=rules, annotations=True)]
    assert results == [r.to_dict() for r in repetita.analyze(NON_CHESS, rules=rules)]
    assert ordered(results) == ordered(cli_json("analyze", *NON_CHESS, "--rules", rules, "--annotations"))


def test_the_stub_and_docs_name_the_argument():
    import inspect

    for f in (repetita.analyze, repetita.events_frame, repetita.analyze_frames):
        parameter = inspect.signature(f).parameters["annotations"]
        assert parameter.kind == parameter.KEYWORD_ONLY and parameter.default is False, f.__name__
        assert "annotations" in f.__doc__, f.__name__
    for name in ("games_frame", "compare", "stats"):
        assert "annotations" not in inspect.signature(getattr(repetita, name)).parameters, name
    for field in ANNOTATION_COLUMNS:
        assert "annotations=True" in getattr(repetita.Event, field).__doc__
