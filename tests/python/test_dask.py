"""repetita.dask on a distributed.LocalCluster of 2 worker processes: the Dask DataFrame computes to
games_frame / events_frame exactly, the shard files to the CLI's JSON lines (docs/python.md 6)."""

import pathlib

import pandas as pd
import pytest

dask = pytest.importorskip("dask")
distributed = pytest.importorskip("distributed")

import repetita  # noqa: E402
import repetita.dask as rdask  # noqa: E402
from conftest import DATA, EXAMPLES, ROOT, annotated_lichess_record  # noqa: E402

CLI_DATA = ROOT / "tests" / "cli" / "data"
STOCKFISH = DATA / "chess" / "stockfish15-selfplay-200.pgn"
LICHESS = DATA / "chess" / "lichess-2012-12-31-100.pgn"
ARIMAA = DATA / "real" / "arimaa" / "KEAArimaaProject-arimaa-analyzer--allgames202602-games-1-100.txt"
SHOGI_USI = DATA / "shogi" / "fairy-stockfish-selfplay" / "shogi_fsf_mt100.usi"
XIANGQI = DATA / "xiangqi" / "xiangqi_fsf.pgn"
GO = DATA / "go" / "seigen-minoru.sgf"

# Many small files of five games, in the order given.
MIXED = (sorted((EXAMPLES / "chess").glob("*.pgn"))[:-1] + sorted((EXAMPLES / "shogi").glob("*.*[!d]"))
         + sorted((EXAMPLES / "go").glob("*.sgf")) + sorted((EXAMPLES / "arimaa").glob("*.arimaa"))
         + [XIANGQI, GO, DATA / "arimaa" / "opening_takeback.txt"]
         + [DATA / "real" / "chess" / f"{name}.pgn" for name in ("python-chess--kasparov-deep-blue-1997",
            "python-chess--molinari-bordais-1979", "pgn-parser--32games", "python-chess--utf8-bom")]
         + [EXAMPLES / "chess" / "10-fivefold-not-in-succession.pgn"])  # the last shard has events (docs/python.md 6)


@pytest.fixture(scope="module")
def client():
    """Two worker processes of one thread each, for the whole module; closed at its end."""
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=":0",
                                  worker_dashboard_address=None) as cluster, distributed.Client(cluster) as c:
        yield c


def test_plan_groups_small_files_in_order():
    shards = rdask.plan(MIXED, files_per_shard=4)
    assert [item[0] for shard in shards for item in shard.inputs] == [str(p) for p in MIXED]
    assert [len(s.inputs) for s in shards[:-1]] == [4] * (len(shards) - 1) and len(shards) == -(-len(MIXED) // 4)
    assert all(s.range is None for s in shards)
    by_bytes = rdask.plan(MIXED, shard_bytes=20_000)
    assert all(s.size < 20_000 + max(p.stat().st_size for p in MIXED) for s in by_bytes)
    assert len(by_bytes) > 1 and sum(s.size for s in by_bytes) == sum(p.stat().st_size for p in MIXED)


@pytest.mark.parametrize("kind", ["games", "events"])
def test_the_frame_equals_the_pandas_one_on_every_game(client, kind):
    rules = "all"
    frame = rdask.analyze(MIXED, rules=rules, kind=kind, files_per_shard=3)
    assert frame.npartitions == -(-len(MIXED) // 3)
    with distributed.get_task_stream(client) as stream:
        got = frame.compute()
    expected = (repetita.games_frame if kind == "games" else repetita.events_frame)(MIXED, rules=rules)
    pd.testing.assert_frame_equal(got, expected)
    assert len(got) > 100 and set(got.game_type) == {"chess", "shogi", "go", "arimaa", "xiangqi"}
    # The shards ran in the cluster's worker processes, each once.
    keys = set(frame.__dask_graph__())
    runs = [t for t in stream.data if t["key"] in keys and t["key"].startswith("repetita-run")]
    assert len(runs) == frame.npartitions
    assert {t["worker"] for t in runs} <= set(client.scheduler_info()["workers"])


def test_the_bundled_examples_and_the_frame_meta():
    frame = rdask.analyze(None, rules="fide-2023,jsa,psk,arimaa,axf")
    assert list(frame.columns) == list(repetita.games_frame(None, rules="fide-2023").columns)
    assert frame.dtypes["ruleset"] == "category" and str(frame.dtypes["end_ply"]) == "Int64"
    assert [c for c in frame.columns if c in ("white", "black")] == ["white", "black"]
    got = frame.compute(scheduler="sync")  # no cluster: the synchronous scheduler, in this process
    pd.testing.assert_frame_equal(got, repetita.games_frame(None, rules="fide-2023,jsa,psk,arimaa,axf"))


def test_client_none_uses_the_default_client_and_a_client_persists(client):
    assert distributed.default_client() is client
    frame = rdask.analyze(MIXED[:6], rules="all", files_per_shard=2)
    assert not distributed.futures_of(frame)  # lazy
    with distributed.get_task_stream(client) as stream:
        got = frame.compute()
    keys = set(frame.__dask_graph__())
    assert len([t for t in stream.data if t["key"] in keys and t["key"].startswith("repetita-run")]) == 3
    persisted = rdask.analyze(MIXED[:6], rules="all", files_per_shard=2, client=client)
    assert distributed.futures_of(persisted)  # running (or done) on the cluster
    pd.testing.assert_frame_equal(persisted.compute(), got)
    pd.testing.assert_frame_equal(got, repetita.games_frame(MIXED[:6], rules="all"))


def test_ordered_false_has_the_same_rows_indexed_per_partition(client):
    frame = rdask.analyze(MIXED, rules="fide-2023,jsa", kind="events", files_per_shard=5, ordered=False)
    got = frame.compute()
    assert not got.index.is_unique
    pd.testing.assert_frame_equal(got.reset_index(drop=True), repetita.events_frame(MIXED, rules="fide-2023,jsa"))


def broken_inputs(tmp_path):
    bad = tmp_path / "bad.pgn"
    bad.write_text("[Event \"b\"]\n\n1. e4 Ke7 2. Kd5 *\n")
    missing = tmp_path / "missing.pgn"
    return [EXAMPLES / "chess" / "01-pest-paris-1842.pgn", bad, CLI_DATA / "three-games-one-bad.pgn", missing,
            EXAMPLES / "chess" / "02-pillsbury-burn-1898.pgn"]


def test_keep_going_collects_the_problems_in_input_order(client, tmp_path):
    inputs = broken_inputs(tmp_path)
    frame = rdask.analyze(inputs, rules="all", files_per_shard=1, keep_going=True)
    got, errors = dask.compute(frame, frame.errors)
    # jobs=1: with more, games_frame reports an input that cannot be opened before the problems of
    # the inputs before it that are still in flight (the pipeline's order of errors).
    expected = repetita.games_frame(inputs, rules="all", keep_going=True, jobs=1)
    pd.testing.assert_frame_equal(got, expected)
    assert [str(e) for e in errors] == [str(e) for e in expected.attrs["errors"]]
    assert [type(e) for e in errors] == [repetita.RecordError, repetita.RecordError, repetita.InputError]
    assert [(e.game, e.line) for e in errors[:2]] == [(1, 3), (2, 13)]


def test_without_keep_going_the_first_problem_in_input_order_is_raised(client, tmp_path):
    inputs = broken_inputs(tmp_path)
    # The first shard is slow (200 games, every rule set); the shards with the problems are quick.
    inputs = [STOCKFISH] + inputs[1:]
    with pytest.raises(repetita.RecordError) as expected:
        repetita.games_frame(inputs, rules="all", jobs=1)
    frame = rdask.analyze(inputs, rules="all", files_per_shard=1)
    with pytest.raises(repetita.RecordError) as raised:
        frame.compute()
    assert type(raised.value) is repetita.RecordError and str(raised.value) == str(expected.value)
    assert raised.value.file.endswith("bad.pgn") and raised.value.line == 3
    with pytest.raises(repetita.InputError, match="missing.pgn"):
        rdask.analyze(inputs[3:], rules="all", files_per_shard=1).compute()
    with pytest.raises(ValueError, match="unknown rule set|no rule set"):
        rdask.analyze(inputs, rules="no-such-rules")


def test_max_plies_ends_longer_records_as_the_pandas_function_does(client, tmp_path):
    """max_plies (the CLI's --max-plies) reaches every shard: a record of more plies is the
    RecordError too_many_plies, the others go on (issue #42)."""
    limit = 120  # some of the Stockfish games are longer, some shorter
    expected = repetita.games_frame(STOCKFISH, rules="fide-2023", keep_going=True, max_plies=limit)
    frame = rdask.analyze(STOCKFISH, rules="fide-2023", keep_going=True, max_plies=limit, shard_bytes=50_000)
    got, errors = dask.compute(frame, frame.errors)
    pd.testing.assert_frame_equal(got, expected)
    assert errors and all(e.kind == "too_many_plies" for e in errors)
    assert [e.game for e in errors] == [e.game for e in expected.attrs["errors"]]
    assert len(got) + len(errors) == 200
    with pytest.raises(repetita.RecordError, match="too_many_plies"):
        rdask.analyze(STOCKFISH, rules="fide-2023", max_plies=limit).compute()


def test_the_shard_files_are_the_cli_json_lines(client, cli, tmp_path):
    inputs = MIXED[:12]
    written = rdask.to_json_lines(inputs, tmp_path / "out", rules="all", files_per_shard=5)
    assert [pathlib.Path(f).name for f in written.files] == ["part-00000.jsonl", "part-00001.jsonl", "part-00002.jsonl"]
    code, out, err = cli("analyze", *inputs, "--rules", "all", "--format", "json")
    assert code == 0, err
    assert "".join(pathlib.Path(f).read_text() for f in written.files) == out
    assert written.errors == []
    first = pathlib.Path(written.files[0]).read_text()
    code, out5, _ = cli("analyze", *inputs[:5], "--rules", "all", "--format", "json")
    assert first == out5


def test_the_stub_declares_every_public_name_with_the_same_parameters():
    import ast
    import inspect

    tree = ast.parse(pathlib.Path(rdask.__file__).with_name("dask.pyi").read_text())
    declared = {node.name: node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))}
    for name in ("analyze", "to_json_lines", "to_csv", "plan", "Shard", "Written"):
        assert name in rdask.__all__ and name in declared, name
        node = declared[name]
        assert ast.get_docstring(node), name
        if isinstance(node, ast.FunctionDef):
            params = [a.arg for a in node.args.args + node.args.kwonlyargs]
            if node.args.kwarg is not None:  # **options: the games' options
                params.append(node.args.kwarg.arg)
            assert params == list(inspect.signature(getattr(rdask, name)).parameters), name


# --- big files cut into byte ranges -------------------------------------------------------------------


def concatenation(tmp_path, name, files, separator=""):
    path = tmp_path / name
    path.write_bytes(separator.encode().join(f.read_bytes() for f in files))
    return path


def test_big_files_cut_into_many_ranges_equal_the_whole_files(client, tmp_path):
    go = concatenation(tmp_path, "go.sgf", sorted((DATA / "real" / "go").glob("*.sgf"))[:40], "\n")
    big = [LICHESS, go, SHOGI_USI, DATA / "xiangqi" / "xiangqi_fsf_b2.pgn", CLI_DATA / "three-games-one-bad.pgn",
           DATA / "real" / "arimaa" / "iankronquist-arimaa--100.pgn"]
    shards = rdask.plan(big, shard_bytes=3000)
    assert all(s.range is not None for s in shards if s.inputs[0][0] != str(big[4]))
    assert len(shards) > 60 and max(s.part for s in shards) > 20
    frame = rdask.analyze(big, rules="all", shard_bytes=3000, keep_going=True)
    got, errors = dask.compute(frame, frame.errors)
    expected = repetita.games_frame(big, rules="all", keep_going=True)
    pd.testing.assert_frame_equal(got, expected)
    assert got.game.max() == 100 and (got.line > 1000).any()
    assert [str(e) for e in errors] == [str(e) for e in expected.attrs["errors"]]
    events = rdask.analyze(big, rules="all", kind="events", shard_bytes=3000, keep_going=True).compute()
    pd.testing.assert_frame_equal(events, repetita.events_frame(big, rules="all", keep_going=True))


def test_arimaa_ranges_renumber_the_lines_of_warnings(client, cli, tmp_path):
    rules = "arimaa"
    expected = repetita.games_frame(ARIMAA, rules=rules, keep_going=True)
    frame = rdask.analyze(ARIMAA, rules=rules, shard_bytes=200_000, keep_going=True)
    assert frame.npartitions == 8
    pd.testing.assert_frame_equal(frame.compute(), expected)
    written = rdask.to_json_lines(ARIMAA, tmp_path / "out", rules=rules, shard_bytes=200_000, keep_going=True)
    code, out, err = cli("analyze", ARIMAA, "--rules", rules, "--format", "json", "--keep-going")
    assert "".join(pathlib.Path(f).read_text() for f in written.files) == out
    assert len(written.files) == 8


def test_warnings_in_later_ranges_have_the_files_lines(client, cli, tmp_path):
    # AEI's test game (a turn label written again after the game's end under `aei`: a warning,
    # docs/cli-arimaa.md) in the Arimaa PGN-like format, between other games, cut in ranges.
    aei = (DATA / "real" / "arimaa" / "Janzert-AEI--test_game-repetition_moves.arimaa").read_text()
    aei = "\n".join(line.replace("g ", "w ", 1) if line[:1].isdigit() and line.split()[0].endswith("g")
                    else line.replace("s ", "b ", 1) for line in aei.splitlines())
    other = (DATA / "real" / "arimaa" / "iankronquist-arimaa--100.pgn").read_text()
    path = tmp_path / "warnings.pgn"
    path.write_text("\n".join([other, "GameId: 7\nResult: *\n\n" + aei] * 4) + "\n")
    expected = repetita.games_frame(path, rules="aei")
    assert [int(w[0].split(":")[1]) for w in expected.warnings if w] == [82, 169, 256, 343]
    frame = rdask.analyze(path, rules="aei", shard_bytes=1000)
    assert frame.npartitions > 8
    pd.testing.assert_frame_equal(frame.compute(), expected)
    written = rdask.to_json_lines(path, tmp_path / "out", rules="aei", shard_bytes=1000)
    code, out, err = cli("analyze", path, "--rules", "aei", "--format", "json")
    assert code == 0, err
    assert "".join(pathlib.Path(f).read_text() for f in written.files) == out and out.count(":169:1: warning") == 1


def test_a_start_faked_inside_a_comment_is_read_again(client, tmp_path):
    # Game 2's comment holds a termination marker alone on its line: a splitter that starts inside
    # the comment takes the next line for the next game's start (pgn_splitter.hpp); game 3 quotes a
    # whole game in its comment. Many games around them, so that the file is cut many times.
    before = STOCKFISH.read_text().split("\n\n[Event")[0] + "\n\n"
    head2 = "[Event \"two\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. d4 { a comment over lines\n"
    fake = "1-0\n"
    tail2 = "that goes on } 1... d5 2. Nf3 Nf6 3. Ng1 Ng8 4. Nf3 Nf6 5. Ng1 Ng8 6. Nf3 Nf6 1/2-1/2\n\n"
    after = LICHESS.read_text()
    text = before + head2 + fake + tail2 + after
    path = tmp_path / "fake.pgn"
    path.write_text(text)
    inside = len((before + head2).encode())
    # A range that begins just before the fake marker: the adapter's guess is the line after it,
    # inside game 2, while the range before it really ends after game 2.
    args = ([(str(path), str(path), None)], ["all"], "", 1, True, False, False, True, {}, False, True, "")
    guessed = repetita._repetita._shard(*args, range=(inside, inside + 2000, False))[6]
    first = repetita._repetita._shard(*args, range=(0, inside, True))[6]
    assert guessed[0] == inside + len(fake) and first[1] == len((before + head2 + fake + tail2).encode()) - 1
    assert guessed[0] != first[1]
    shards = rdask.plan(path, shard_bytes=inside)
    assert shards[1].range[0] == inside
    frame = rdask.analyze(path, rules="all", shard_bytes=inside)
    # keep_going: the wrong guess's run reads on (without it, it stops at the text it cannot read,
    # "that goes on }", and says no outcome; the start differs too and it is read again all the same).
    options = rdask._options(path, "all", None, 1, True, False, False, True, None, "games", "", True, inside, 64)[1]
    settled = dask.compute([s for s, _ in rdask._graph(shards, options)[1]])[0]
    assert settled[1].guessed_start == inside + len(fake) and settled[1].replacement is not None
    # (a range that begins just before a record's first byte guesses the record after it: read again too)
    expected = repetita.games_frame(path, rules="all")
    pd.testing.assert_frame_equal(frame.compute(), expected)
    assert list(expected[expected.ruleset == "fide-2023"].game[:3]) == [1, 2, 3]
    # Cut everywhere: every range's guess checked, the result still exact.
    pd.testing.assert_frame_equal(rdask.analyze(path, rules="all", shard_bytes=997).compute(), expected)


def test_a_broken_record_inside_a_range_is_raised_with_the_whole_files_numbers(client, tmp_path):
    path = concatenation(tmp_path, "big.pgn", [STOCKFISH, CLI_DATA / "three-games-one-bad.pgn", LICHESS], "\n")
    with pytest.raises(repetita.RecordError) as expected:
        repetita.games_frame(path)
    with pytest.raises(repetita.RecordError) as raised:
        rdask.analyze(path, shard_bytes=10_000).compute()
    assert str(raised.value) == str(expected.value) and raised.value.game == 202 and raised.value.line > 5000


def test_range_shard_files_are_the_cli_json_lines(client, cli, tmp_path):
    path = concatenation(tmp_path, "big.pgn", [STOCKFISH, LICHESS], "\n")
    written = rdask.to_json_lines([path, EXAMPLES / "chess" / "01-pest-paris-1842.pgn"], tmp_path / "out",
                                  rules="fide-2023,online-auto", shard_bytes=50_000, client=client)
    assert len(written.files) == 8
    code, out, err = cli("analyze", path, EXAMPLES / "chess" / "01-pest-paris-1842.pgn", "--rules",
                         "fide-2023,online-auto", "--format", "json")
    assert code == 0, err
    assert "".join(pathlib.Path(f).read_text() for f in written.files) == out


def test_record_text_and_no_input(client):
    text = (CLI_DATA / "three-games-one-bad.pgn").read_text().replace("2. Ke3", "2. Nf3")
    inputs = [text, EXAMPLES / "chess" / "01-pest-paris-1842.pgn", text.encode()]
    got = rdask.analyze(inputs, rules="all", files_per_shard=2).compute()
    pd.testing.assert_frame_equal(got, repetita.games_frame(inputs, rules="all"))
    empty = rdask.analyze([], rules="all")
    assert empty.npartitions == 1 and len(empty.compute()) == 0
    with pytest.raises(ValueError, match="standard input"):
        rdask.analyze("-")


def test_csv_shards_are_the_cli_csv(client, cli, tmp_path):
    path = concatenation(tmp_path, "big.pgn", [STOCKFISH, LICHESS], "\n")
    inputs = [EXAMPLES / "chess" / "01-pest-paris-1842.pgn", path, EXAMPLES / "chess" / "02-pillsbury-burn-1898.pgn"]
    written = rdask.to_csv(inputs, tmp_path / "out", rules="fide-2023,online-auto", shard_bytes=50_000, client=client)
    assert [pathlib.Path(f).suffix for f in written.files] == [".csv"] * 9
    code, out, err = cli("analyze", *inputs, "--rules", "fide-2023,online-auto", "--format", "csv")
    assert code == 0, err
    texts = [pathlib.Path(f).read_text() for f in written.files]
    header = out.splitlines(keepends=True)[0]
    assert all(t.startswith(header) for t in texts)
    assert header + "".join(t[len(header):] for t in texts) == out
    code, first, _ = cli("analyze", inputs[0], "--rules", "fide-2023,online-auto", "--format", "csv")
    assert texts[0] == first


# --- annotations=True (the CLI's --annotations, docs/cli.md 3.4) ------------------------------------------

CHESSCOM = DATA / "real" / "chess" / "download_chesscom_games--george_burdell-2015-05.pgn"


def annotated_inputs(tmp_path):
    """Records with [%clk] / [%eval] comments at their repetitions (test_annotations.py), and games
    of other games, whose records carry no such commands."""
    record = tmp_path / "lichess-annotated.pgn"
    record.write_text(annotated_lichess_record(), encoding="utf-8")
    return [record, CHESSCOM, CLI_DATA / "annotations.pgn", EXAMPLES / "chess" / "01-pest-paris-1842.pgn"]


def test_the_events_frame_with_annotations_equals_the_pandas_one(client, tmp_path):
    inputs = annotated_inputs(tmp_path) + [XIANGQI, GO]
    frame = rdask.analyze(inputs, rules="all", kind="events", annotations=True, files_per_shard=2)
    got = frame.compute()
    expected = repetita.events_frame(inputs, rules="all", annotations=True)
    pd.testing.assert_frame_equal(got, expected)
    assert list(got.columns)[-4:-1] == ["clock", "eval", "mate"] and str(got.dtypes["mate"]) == "Int64"
    assert got.clock.notna().sum() > 20 and got.mate.notna().any() and got["eval"].notna().any()
    assert got[got.game_type != "chess"].clock.isna().all() and (got.game_type != "chess").sum() > 0
    # Without it, the columns as before.
    plain = rdask.analyze(inputs, rules="all", kind="events", files_per_shard=2).compute()
    pd.testing.assert_frame_equal(plain, got.drop(columns=["clock", "eval", "mate"]))
    # A big file in byte ranges: the same annotations.
    ranges = rdask.analyze(CHESSCOM, rules="fide-2023", kind="events", annotations=True, shard_bytes=3000)
    assert ranges.npartitions > 5
    pd.testing.assert_frame_equal(ranges.compute(), repetita.events_frame(CHESSCOM, rules="fide-2023",
                                                                          annotations=True))
    with pytest.raises(ValueError, match="kind='events'"):
        rdask.analyze(inputs, annotations=True)  # kind="games": a game's row has no annotations


def test_the_shard_files_with_annotations_are_the_cli_output(client, cli, tmp_path):
    inputs = annotated_inputs(tmp_path)
    rules = "fide-2023,online-auto"
    written = rdask.to_json_lines(inputs, tmp_path / "json", rules=rules, files_per_shard=1, annotations=True)
    code, out, err = cli("analyze", *inputs, "--rules", rules, "--format", "json", "--annotations")
    assert code == 0, err
    assert len(written.files) == 4 and "".join(open(f).read() for f in written.files) == out
    assert '"clock":62,"eval":0' in out and '"mate":-3' in out
    code, plain, _ = cli("analyze", *inputs, "--rules", rules, "--format", "json")
    assert plain != out
    written = rdask.to_csv(inputs, tmp_path / "csv", rules=rules, files_per_shard=1, annotations=True)
    code, out, err = cli("analyze", *inputs, "--rules", rules, "--format", "csv", "--annotations")
    assert code == 0, err
    texts = [open(f).read() for f in written.files]
    header = out.splitlines(keepends=True)[0]
    assert header.endswith(",citation,clock,eval,mate,occurrences_total\n") and all(t.startswith(header) for t in texts)
    assert header + "".join(t[len(header):] for t in texts) == out
    # Byte ranges of a big file: the lines renumbered as the CLI numbers them, annotations kept.
    written = rdask.to_json_lines(CHESSCOM, tmp_path / "ranges", rules="fide-2023", shard_bytes=3000, annotations=True)
    code, out, err = cli("analyze", CHESSCOM, "--rules", "fide-2023", "--format", "json", "--annotations")
    assert len(written.files) > 5 and "".join(open(f).read() for f in written.files) == out
    assert '"clock":63.1' in out
