"""repetita.events_frame, games_frame, compare, stats: pandas, equal to the CLI's JSON."""

import json
import subprocess
import sys

import pandas as pd
import pytest

import repetita
from conftest import DATA, EXAMPLES

CHESS = EXAMPLES / "chess"
STOCKFISH = DATA / "chess" / "stockfish15-selfplay-200.pgn"


def test_events_frame_equals_analyze_events():
    rules = "fide-2023,online-auto,fide-1928"
    frame = repetita.events_frame(sorted(CHESS.glob("*.pgn")), rules=rules)
    results = list(repetita.analyze(sorted(CHESS.glob("*.pgn")), rules=rules))
    expected = [(r.file, r.game, r.ruleset, r.game_type, *e.to_dict().values()) for r in results for e in r.events]
    got = [tuple(None if (not isinstance(v, list) and pd.isna(v)) else v for v in row)
           for row in frame.itertuples(index=False)]
    assert got == expected and len(got) > 30
    assert list(frame.columns) == ["file", "game", "ruleset", "game_type", "ply", "kind", "by", "move", "announced",
                                   "occurrences", "count", "period", "rule", "citation", "occurrences_total"]
    assert isinstance(frame.dtypes["ruleset"], pd.CategoricalDtype)
    assert list(frame["ruleset"].cat.categories) == ["fide-2023", "online-auto", "fide-1928"]
    assert frame.dtypes["ply"] == "int64" and frame.dtypes["announced"] == "bool"
    for name in ("file", "game_type", "kind", "by", "rule", "citation"):
        assert isinstance(frame.dtypes[name], pd.CategoricalDtype), name
    assert frame.dtypes["move"] == object and isinstance(frame.occurrences.iloc[0], list)
    pest = frame[(frame.file.str.endswith("01-pest-paris-1842.pgn")) & (frame.ruleset == "fide-2023")]
    assert list(pest.ply) == [43, 44, 47, 48, 51, 52, 52]
    assert list(pest.kind)[-1] == "draw" and list(pest.citation)[0] == "FIDE 9.2.1"


def test_games_frame_equals_the_cli_json(cli_json):
    frame = repetita.games_frame(STOCKFISH, rules="all", jobs=2)
    expected = cli_json("analyze", STOCKFISH, "--rules", "all")
    assert len(frame) == len(expected) == 200 * len(repetita.rules("chess"))
    for row, e in zip(frame.to_dict("records"), expected):
        for key in ("file", "game", "line", "ruleset", "white", "black", "plies", "recorded_result", "result",
                    "end_rule", "void_moves"):
            assert (row[key] if not pd.isna(row[key]) else None) == e[key], key
        assert (None if pd.isna(row["end_ply"]) else row["end_ply"]) == e["end_ply"]
        assert row["n_events"] == len(e["events"])
    assert str(frame.dtypes["end_ply"]) == "Int64"
    assert isinstance(frame.dtypes["ruleset"], pd.CategoricalDtype)
    assert frame.end_ply.isna().any() and frame.end_ply.notna().any()


def test_events_frame_equals_the_cli_json_on_a_corpus(cli_json):
    frame = repetita.events_frame(STOCKFISH, rules="fide-2023,fide-2014,online-auto", jobs=2)
    expected = [(g["file"], g["game"], g["ruleset"], *e.values())
                for g in cli_json("analyze", STOCKFISH, "--rules", "fide-2023,fide-2014,online-auto")
                for e in g["events"]]
    got = [tuple(None if (not isinstance(v, list) and pd.isna(v)) else v for v in row)
           for row in frame.drop(columns="game_type").itertuples(index=False)]
    assert got == expected and len(got) > 100


def test_analyze_frames_reads_once_and_agrees():
    events, games = repetita.analyze_frames(CHESS / "01-pest-paris-1842.pgn", rules="all")
    assert len(games) == len(repetita.rules("chess"))
    assert games.n_events.sum() == len(events)


def test_compare_equals_the_cli(cli_json):
    rules = "fide-2023,fide-2014,online-auto"
    comparison = repetita.compare(sorted(CHESS.glob("*.pgn")), rules=rules)
    expected = cli_json("compare", *sorted(CHESS.glob("*.pgn")), "--rules", rules)
    rows = [e for e in expected if e["type"] == "row"]
    summaries = [e for e in expected if e["type"] == "summary"]
    assert len(comparison.rows) == len(rows) == 30
    for got, e in zip(comparison.rows.drop(columns="game_type").to_dict("records"), rows):
        del e["type"]
        assert {k: (None if (not isinstance(v, list) and pd.isna(v)) else v) for k, v in got.items()} == e
    assert len(comparison.summary) == len(summaries) == 2
    for got, e in zip(comparison.summary.to_dict("records"), summaries):
        assert (got["ruleset"], got["baseline"], got["games"], got["ends_differently"],
                got["first_claim_differently"]) == (e["ruleset"], e["baseline"], e["games"], e["ends_differently"],
                                                    e["first_claim_differently"])
        assert [{"file": f, "game": g} for f, g in got["games_ending_differently"]] == e["games_ending_differently"]
    online = comparison.summary.set_index("ruleset").loc["online-auto"]
    assert online.ends_differently > 0


def test_stats_equals_the_cli(cli_json):
    frame = repetita.stats(STOCKFISH, rules="fide-2023,online-auto")
    expected = cli_json("stats", STOCKFISH, "--rules", "fide-2023,online-auto")
    assert list(frame.ruleset.cat.categories) == ["fide-2023", "online-auto"]
    for e in expected:
        rows = frame[frame.ruleset == e["ruleset"]].set_index(["category", frame[frame.ruleset == e["ruleset"]].rule.fillna("")])
        assert rows.loc[("read", ""), "games"] == e["games"] == 200
        assert rows.loc[("read", ""), "plies"] == e["plies"]
        rep = rows.loc[("claimable_repetition", "")]
        assert rep.games == e["claimable_repetition"]["games"]
        d = e["claimable_repetition"]["first_ply"]
        if d is None:
            assert rep.games == 0 and pd.isna(rep.ply_min) and rep.histogram is None
        else:
            assert (rep.ply_min, rep.ply_q1, rep.ply_median, rep.ply_q3, rep.ply_max) == (
                d["min"], d["q1"], d["median"], d["q3"], d["max"])
            assert round(rep.ply_mean, 1) == d["mean"] and rep.histogram == d["histogram"]["counts"]
        assert rows.loc[("claimable_draw", ""), "games"] == e["claimable_draw"]["games"]
        ends = frame[(frame.ruleset == e["ruleset"]) & (frame.category == "end")]
        assert [(r.rule, r.games, r.ply_median, r.histogram) for r in ends.itertuples()] == [
            (x["rule"], x["games"], x["ply"]["median"], x["ply"]["histogram"]["counts"]) for x in e["ends"]]
        assert rows.loc[("not_ended", ""), "games"] == e["not_ended"]
        assert rows.loc[("void", ""), "plies"] == e["void_plies"]
        assert rows.loc[("nonstandard_moves", ""), "games"] == e["nonstandard_moves"]["games"]


def test_rules_equal_the_cli(cli_json):
    expected = cli_json("rules")
    got = [r._asdict() for r in repetita.rules()]
    assert got == expected
    chess = repetita.rules("chess")
    assert chess[0].ruleset == "fide-2023" and chess[0].standard and not chess[1].standard
    assert all(r.game_type == "chess" and r.source for r in chess)
    assert [g.game_type for g in repetita.games()] == list(dict.fromkeys(r["game_type"] for r in expected))
    with pytest.raises(ValueError, match="unknown game 'no-such-game'"):
        repetita.rules("no-such-game")


def test_frames_raise_and_collect_errors(tmp_path):
    path = tmp_path / "broken.pgn"
    path.write_text("[Event \"b\"]\n\n1. e4 Ke7 2. Kd5 *\n")
    with pytest.raises(repetita.RecordError):
        repetita.events_frame(path)
    frame = repetita.games_frame([path, CHESS / "01-pest-paris-1842.pgn"], keep_going=True)
    assert len(frame) == 1 and [e.kind.split()[0] for e in frame.attrs["errors"]] == ["bad_move"]
    stats = repetita.stats([path, CHESS / "01-pest-paris-1842.pgn"], keep_going=True)
    assert stats.attrs["errors"][0].line == 3


def test_pandas_is_imported_lazily():
    code = "import sys, repetita; list(repetita.analyze(None)); assert 'pandas' not in sys.modules; print('ok')"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr
