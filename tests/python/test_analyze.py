"""repetita.analyze: the CLI's JSON lines in Python (docs/cli.md 3), inputs and errors."""

import io
import json
import pathlib

import pytest

import repetita
from conftest import DATA, EXAMPLES, ordered

PEST_PARIS = EXAMPLES / "chess" / "01-pest-paris-1842.pgn"
PILLSBURY_BURN = EXAMPLES / "chess" / "02-pillsbury-burn-1898.pgn"


def test_pest_paris_fivefold_under_fide_2023():
    (r,) = list(repetita.analyze(PEST_PARIS))
    assert (r.file, r.game, r.line, r.ruleset, r.game_type) == (str(PEST_PARIS), 1, 1, "fide-2023", "chess")
    assert (r.white, r.black) == ("Pest", "Paris") == r.players
    assert r.player_labels == ("white", "black")
    assert (r.plies, r.recorded_result, r.result) == (54, "1-0", "1/2-1/2")
    assert (r.end_ply, r.end_rule, r.void_moves) == (52, "fivefold", 2)
    first = r.events[0]
    assert (first.ply, first.kind, first.by, first.move, first.announced) == (43, "claimable_draw", "black", "Bc7", True)
    assert (first.occurrences, first.count, first.period) == ([36, 40, 44], 3, 0)
    assert (first.rule, first.citation, first.move_label) == ("threefold", "FIDE 9.2.1", "22...Bc7")
    last = r.events[-1]
    assert (last.ply, last.kind, last.by, last.rule, last.citation) == (52, "draw", None, "fivefold", "FIDE 9.6.1")
    assert last.occurrences == [36, 40, 44, 48, 52]
    assert [e.ply for e in r.events] == [43, 44, 47, 48, 51, 52, 52]
    assert "fivefold" in repr(r) and "ply 43" in repr(first)
    with pytest.raises(AttributeError):
        r.sente


def test_rule_sets_in_the_order_asked():
    results = list(repetita.analyze(PEST_PARIS, rules="fide-1928, fide-2023"))
    assert [r.ruleset for r in results] == ["fide-1928", "fide-2023"]
    assert [r.end_ply for r in results] == [r.end_ply for r in repetita.analyze(PEST_PARIS, rules=["fide-1928", "fide-2023"])]
    assert results[1].end_ply == 52
    everything = list(repetita.analyze(PEST_PARIS, rules="all"))
    assert [r.ruleset for r in everything] == [s.ruleset for s in repetita.rules("chess")]


def test_bundled_examples_equal_the_cli_json_field_by_field(cli_json):
    for rules in ([], ["--rules", "all"]):
        expected = cli_json(*rules, "-j", "2")
        got = [r.to_dict() for r in repetita.analyze(None, rules=rules[1] if rules else None, jobs=2)]
        assert len(got) == len(expected) > 30
        for a, b in zip(got, expected):
            assert ordered(a) == ordered(b)


@pytest.mark.parametrize("path", [
    "chess/stockfish15-selfplay-200.pgn",
    "chess/lichess-2012-12-31-100.pgn",
    "go/japanese.sgf",
    "go/seigen-minoru.sgf",
    "arimaa/opening_takeback.txt",
])
def test_data_files_equal_the_cli_json(cli_json, path):
    file = DATA / path
    rules = "all"
    expected = cli_json("analyze", file, "--rules", rules, "-j", "2", "--keep-going")
    got = [r.to_dict() for r in repetita.analyze(file, rules=rules, jobs=2, keep_going=True)
           if isinstance(r, repetita.GameResult)]
    assert [ordered(x) for x in got] == [ordered(x) for x in expected]
    assert len(got) > 0


def test_shogi_files_equal_the_cli_json(cli_json):
    files = sorted(p for p in (DATA / "shogi").rglob("*") if p.suffix in (".kif", ".csa", ".ki2", ".usi"))[:6]
    assert files
    expected = cli_json("analyze", *files, "--rules", "all", "--keep-going")
    got = [r.to_dict() for r in repetita.analyze(files, rules="all", keep_going=True) if isinstance(r, repetita.GameResult)]
    assert [ordered(x) for x in got] == [ordered(x) for x in expected]


def test_results_do_not_depend_on_jobs():
    file = DATA / "chess" / "stockfish15-selfplay-200.pgn"
    one = [r.to_dict() for r in repetita.analyze(file, rules="fide-2023,online-auto", jobs=1)]
    two = [r.to_dict() for r in repetita.analyze(file, rules="fide-2023,online-auto", jobs=2)]
    assert one == two and len(one) == 400


def test_record_text_bytes_and_file_objects():
    text = PEST_PARIS.read_text()
    from_text = list(repetita.analyze(text))
    assert [(r.file, r.end_ply) for r in from_text] == [("<text>", 52)]
    assert [r.end_ply for r in repetita.analyze(text.encode())] == [52]
    assert [r.end_ply for r in repetita.analyze(io.StringIO(text))] == [52]
    with open(PEST_PARIS, "rb") as f:
        (r,) = list(repetita.analyze(f))
    assert (r.file, r.end_ply) == (str(PEST_PARIS), 52)
    (r,) = list(repetita.analyze(pathlib.Path(PEST_PARIS)))
    assert r.end_ply == 52
    # one line of text is a path unless it is bytes
    (r,) = list(repetita.analyze(b"1. e4 e5 *", game="chess"))
    assert (r.plies, r.recorded_result, r.events) == (2, "*", ())


def test_bytes_that_are_not_utf8_are_read_as_latin1(tmp_path, cli_json):
    text = b'[Event "x"]\n[White "M\xfcller"]\n[Black "Tal"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n'
    (r,) = list(repetita.analyze(text))
    assert (r.white, r.black, r.file) == ("M\u00fcller", "Tal", "<text>")
    path = tmp_path / "latin1.pgn"
    path.write_bytes(text)
    (expected,) = cli_json("analyze", path)
    assert expected["white"] == r.white and [e.ply for e in r.events] == [e["ply"] for e in expected["events"]]


def test_compressed_bytes_and_files(tmp_path, cli_json):
    import gzip
    import lzma

    raw = PEST_PARIS.read_bytes()
    for packed in (gzip.compress(raw), lzma.compress(raw)):
        (r,) = list(repetita.analyze(packed))
        assert (r.file, r.end_ply, r.end_rule) == ("<text>", 52, "fivefold")
    path = tmp_path / "pest.pgn.gz"
    path.write_bytes(gzip.compress(raw))
    (r,) = list(repetita.analyze(path))
    (expected,) = cli_json("analyze", path)
    assert ordered(r.to_dict()) == ordered(expected)
    cut = tmp_path / "cut.pgn.gz"
    cut.write_bytes(gzip.compress(raw)[:-20])
    with pytest.raises(repetita.InputError) as info:
        list(repetita.analyze(cut))
    assert info.value.kind == "truncated_input"


def test_several_inputs_in_order_and_mixed_games():
    go = EXAMPLES / "go" / "05-snapback.sgf"
    results = list(repetita.analyze([go, PEST_PARIS], rules="fide-2023"))
    assert [(r.file, r.game_type, r.ruleset) for r in results] == [
        (str(go), "go", "japanese"), (str(PEST_PARIS), "chess", "fide-2023")]
    assert results[0].player_labels == ("black", "white")


def test_game_forces_the_reader():
    text = b"[Event \"x\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n"
    (r,) = list(repetita.analyze(text, game="pgn"))
    assert [(e.ply, e.by, e.announced) for e in r.events][:2] == [(7, "black", True), (8, "white", False)]
    (r2,) = list(repetita.analyze(text, game="chess"))
    assert r2.to_dict() == r.to_dict()
    with pytest.raises(ValueError, match="unknown game 'no-such-game'"):
        list(repetita.analyze(text, game="no-such-game"))


BROKEN = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 Ke7 2. Kd5 *\n\n[Event \"c\"]\n\n1. d4 *\n"


def test_a_malformed_record_raises_with_file_line_column(tmp_path, cli):
    path = tmp_path / "broken.pgn"
    path.write_text(BROKEN)
    seen = []
    with pytest.raises(repetita.RecordError) as info:
        for r in repetita.analyze(path):  # game 1 is yielded, then game 2 raises where it is read
            seen.append(r.game)
    e = info.value
    assert isinstance(e, ValueError) and not isinstance(e, repetita.InputError)
    assert (e.file, e.game, e.line, e.column, e.text) == (str(path), 2, 7, 7, "Ke7")
    assert e.kind.startswith("bad_move") and e.reason == e.message != ""
    assert seen == [1]
    code, _, err = cli("analyze", path)
    assert code == 3 and err.strip() == str(e)


def test_keep_going_collects_errors_in_place(tmp_path):
    path = tmp_path / "broken.pgn"
    path.write_text(BROKEN)
    items = list(repetita.analyze([path, PEST_PARIS], keep_going=True))
    assert [type(i).__name__ for i in items] == ["GameResult", "RecordError", "GameResult", "GameResult"]
    assert [i.game for i in items] == [1, 2, 3, 1]
    assert items[3].end_ply == 52


def test_missing_file_and_unknown_format(tmp_path):
    missing = tmp_path / "nope.pgn"
    with pytest.raises(repetita.InputError) as info:
        list(repetita.analyze(missing))
    e = info.value
    assert isinstance(e, OSError) and isinstance(e, repetita.RecordError)
    assert (e.file, e.kind, e.line, e.filename) == (str(missing), "cannot_open", 0, str(missing))
    odd = tmp_path / "odd.xyz"
    odd.write_text("hello\nworld\n")
    with pytest.raises(repetita.InputError, match="unknown_format"):
        list(repetita.analyze(odd))
    items = list(repetita.analyze([missing, odd, PEST_PARIS], keep_going=True))
    assert [getattr(i, "kind", None) for i in items] == ["cannot_open", "unknown_format", None]


def test_bad_arguments():
    with pytest.raises(ValueError, match="unknown rule set 'fide-2030'; known rule sets: chess: fide-2023"):
        list(repetita.analyze(PEST_PARIS, rules="fide-2030"))
    with pytest.raises(ValueError, match="lenient and strict"):
        list(repetita.analyze(PEST_PARIS, lenient=True, strict=True))
    with pytest.raises(ValueError, match="jobs"):
        list(repetita.analyze(PEST_PARIS, jobs=0))
    with pytest.raises(TypeError):
        list(repetita.analyze(42))


def test_no_fold_lists_continuing_claims():
    folded = list(repetita.analyze(PILLSBURY_BURN))[0].events
    unfolded = list(repetita.analyze(PILLSBURY_BURN, fold=False))[0].events
    assert len(unfolded) > len(folded)
    assert (17, "black") in [(e.ply, e.by) for e in unfolded]
    assert (17, "black") not in [(e.ply, e.by) for e in folded]


def test_to_dict_is_json():
    (r,) = list(repetita.analyze(PEST_PARIS))
    d = json.loads(json.dumps(r.to_dict()))
    assert list(d) == ["file", "game", "line", "ruleset", "white", "black", "plies", "recorded_result", "result",
                       "end_ply", "end_rule", "void_moves", "events", "warnings"]
    assert d["warnings"] == []
    assert d["events"][0]["occurrences"] == [36, 40, 44]


AEI_GAME = DATA / "real" / "arimaa" / "Janzert-AEI--test_game-repetition_moves.arimaa"


def test_text_after_the_end_is_a_warning_where_every_rule_set_ended_the_game():
    # AEI's test game: the third occurrence at 4s (ply 8) ends it under aei; line 10 writes 5g where
    # 5s is due. Under arimaa the game goes on to that line: the record is an error.
    (r,) = repetita.analyze(AEI_GAME, rules=["aei"])
    assert (r.result, r.end_ply, r.end_rule, r.plies) == ("gold", 8, "repetition", 9)
    assert len(r.warnings) == 1
    assert r.warnings[0].startswith(str(AEI_GAME) + ":10:1: warning: unexpected_turn: turn 5g: expected turn 5s")
    assert r.to_dict()["warnings"] == r.warnings
    games = repetita.games_frame(AEI_GAME, rules=["aei"])
    assert list(games.warnings) == [r.warnings]
    with pytest.raises(repetita.RecordError) as info:
        list(repetita.analyze(AEI_GAME, rules=["arimaa"]))  # a generator: the error comes with the results
    assert (info.value.line, info.value.column, info.value.kind) == (10, 1, "unexpected_turn")
