"""Issue 42: bounded evidence in Python. An event's and a verdict's occurrences keep the first 5 and
the last 5 plies when there are more than 10, and occurrences_total counts them all (docs/cli.md
3.4); up to 10 the list is whole. A tracker's verdict costs O(1) however often the position recurred;
the default --max-plies applies to the functions too."""

import pytest

import repetita

CYCLE = ["Nf3", "Nf6", "Ng1", "Ng8"]


def shuffle(plies):
    words = []
    for i in range(plies):
        if i % 2 == 0:
            words.append(f"{i // 2 + 1}.")
        words.append(CYCLE[i % 4])
    return '[White "a"]\n[Black "b"]\n\n' + " ".join(words) + " *\n"


def test_a_tracker_verdict_is_bounded_and_counts_all():
    t = repetita.tracker("chess", "fide-1985")
    for i in range(400):
        v = t.push(CYCLE[i % 4])
    # ply 400: the start position for the 101st time, White may claim (FIDE 1985 10.5)
    assert v.kind == "claimable_draw" and v.ply == 400 and v.count == 101
    assert v.occurrences == [0, 4, 8, 12, 16, 384, 388, 392, 396, 400]
    assert v.occurrences_total == 101
    assert v.to_dict()["occurrences_total"] == 101
    assert "... 384" in repr(v) and "of 101" in repr(v)
    # the whole list is still there for who asks: occurrences() of the tracker
    assert t.occurrences() == list(range(0, 401, 4))
    # pop back below the bound: the list is whole again
    for _ in range(364):
        t.pop()
    v = t.verdict()
    assert v.ply == 36 and v.occurrences == list(range(0, 37, 4)) and v.occurrences_total == 10


def test_events_are_bounded_in_results_and_frames():
    text = shuffle(400)
    result = next(r for r in repetita.analyze(text, rules="fide-1985"))
    last = result.events[-1]
    assert last.ply == 400 and last.occurrences == [0, 4, 8, 12, 16, 384, 388, 392, 396, 400]
    assert last.occurrences_total == 101 and last.to_dict()["occurrences_total"] == 101
    small = [e for e in result.events if e.occurrences_total <= 10]
    assert small and all(len(e.occurrences) == e.occurrences_total for e in small)
    frame = repetita.events_frame(text, rules="fide-1985")
    assert list(frame.columns)[-1] == "occurrences_total"
    assert frame.occurrences_total.max() == 101
    assert (frame.occurrences.map(len) == frame.occurrences_total.clip(upper=10)).all()


def test_a_record_longer_than_the_default_max_plies_is_a_record_error():
    with pytest.raises(repetita.RecordError) as error:
        list(repetita.analyze(shuffle(100_002)))
    assert error.value.kind == "too_many_plies" and error.value.game == 1
    assert "more than --max-plies 100000" in str(error.value)


def test_max_plies_is_an_argument_of_every_function():
    text = shuffle(400) + "\n" + shuffle(40)
    results = list(repetita.analyze(text, rules="fide-1985", keep_going=True, max_plies=100))
    assert isinstance(results[0], repetita.RecordError) and results[0].kind == "too_many_plies"
    assert "the game has 400 plies, more than --max-plies 100; not replayed from ply 101 on" in str(results[0])
    assert results[1].game == 2 and results[1].plies == 40
    frame = repetita.events_frame(text, rules="fide-1985", keep_going=True, max_plies=100)
    assert set(frame.game) == {2} and frame.attrs["errors"][0].kind == "too_many_plies"
    assert set(repetita.games_frame(text, rules="fide-1985", max_plies=0).game) == {1, 2}
    assert len(repetita.compare(text, rules="fide-1985,fide-2023", keep_going=True, max_plies=100).rows) == 2
    assert repetita.stats(text, rules="fide-1985", max_plies=0).query("category == 'read'").games.iloc[0] == 2
    with pytest.raises(ValueError):
        repetita.events_frame(text, max_plies=-1)
    assert repetita.MAX_PLIES == 100_000


def test_compare_and_stats_count_every_illegal_move_of_a_long_game():
    # The triple ko of tools/cli/examples/go/02-long-cycles.sgf gone round 20 times: under PSK
    # (chinese) every ply from the 6th is illegal (the 6th recreates the start board). compare keeps only the events it reads
    # (docs/cli.md 8) but counts them all.
    cycle = ";B[cb];W[bf];B[cd];W[bb];B[cf];W[bd]"
    sgf = ("(;GM[1]FF[4]SZ[4:7]AB[ba][ab][bc][ad][be][af][cf][bg]AW[ca][bb][db][cc][bd][dd][ce][df][cg]PL[B]"
           + cycle * 20 + ")\n")
    events = repetita.events_frame(sgf, rules="chinese")
    illegal = int((events.kind == "illegal_move").sum())
    assert illegal == 115
    rows = repetita.compare(sgf, rules="japanese,chinese").rows
    assert list(rows.illegal_moves) == [0, illegal]
    assert rows.first_illegal_ply.isna().iloc[0] and rows.first_illegal_ply.iloc[1] == 6
    stats = repetita.stats(sgf, rules="chinese")
    assert stats.query("category == 'read'").plies.iloc[0] == 120
