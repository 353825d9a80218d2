"""repetita.tracker('arimaa', ...): an Arimaa game played turn by turn under `arimaa` (the official
rules: a third occurrence is an illegal move, Arimaa Game Rules) or `aei` (AEI ends the game, the
mover losing), checked against what analyze (the CLI's replay) says of the bundled records
(docs/cli-arimaa.md, docs/rules/arimaa.md)."""

import re

import pytest

import repetita
from conftest import DATA, EXAMPLES

ARIMAA_RECORDS = sorted((EXAMPLES / "arimaa").glob("*.arimaa")) + sorted((DATA / "arimaa").glob("*.txt"))
GOLD_SETUP = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"
SILVER_SETUP = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7"
LABEL = re.compile(r"^\s*\d+[gswb]\b")
BORDER = re.compile(r"^\s*\+-+\+\s*$")


def arimaa_games(path):
    """Each game of a record file: (start, turns), the start a board diagram's text (or None: the
    setups are turns) and each turn line as written, label included."""
    lines = [l for l in path.read_text().splitlines() if l.strip() and not l.lstrip().startswith("#")]
    games, i = [], 0
    while i < len(lines):
        start = None
        if i + 1 < len(lines) and BORDER.match(lines[i + 1]):  # a label alone, then a diagram
            j = i + 2
            while not BORDER.match(lines[j]):
                j += 1
            j += 1
            if j < len(lines) and lines[j].split() == list("abcdefgh"):
                j += 1
            start, i = "\n".join(lines[i:j]), j
        turns = []
        while i < len(lines) and not (i + 1 < len(lines) and BORDER.match(lines[i + 1])):
            turns.append(lines[i].strip())
            i += 1
        games.append((start, turns))
    return games


def replay(t, turns):
    """Plays the turn lines on tracker t as a player would: a takeback pops, a resignation or a
    label alone ends the record. Yields after each turn played."""
    for line in turns:
        tokens = line.split()[1:]
        if tokens == ["takeback"]:
            t.pop()
        elif not tokens or tokens[0] in ("resign", "resigns"):
            return
        else:
            yield t.push(line)


def test_a_third_occurrence_is_illegal_under_arimaa_and_loses_under_aei():
    official = repetita.tracker("arimaa", "arimaa")
    assert (official.ruleset, official.to_move, official.position) == ("arimaa", "gold", "")
    official.push(GOLD_SETUP)
    assert official.position == "1g " + GOLD_SETUP + "\n" and official.to_move == "silver"
    official.push(SILVER_SETUP)
    for turn in ["Ed2n", "ed7s", "Ed3s", "ed6n", "Ed2n", "ed7s", "Ed3s"]:
        assert not official.push(turn)
    v = official.verdict_if("ed6n")  # the position after the setups, a third time
    assert (v.kind, v.by, v.rule, v.ply, v.occurrences) == ("illegal_move", "silver", "repetition", 10, [2, 6, 10])
    assert official.ply == 9 and not official.verdict_if("ed6e")
    aei = repetita.tracker("arimaa", "aei", official.position)  # the diagram of ply 9, as a start
    assert aei.ply == 0 and aei.to_move == "silver" and not aei.verdict_if("ed6n")  # no history before the diagram
    aei = repetita.tracker("arimaa", "aei")
    for turn in [GOLD_SETUP, SILVER_SETUP, "Ed2n", "ed7s", "Ed3s", "ed6n", "Ed2n", "ed7s", "Ed3s"]:
        aei.push(turn)
    v = aei.push("ed6n")
    assert (v.kind, v.by, v.rule, v.ply, v.occurrences) == ("loss", "silver", "repetition", 10, [2, 6, 10])
    assert aei.outcome().to_dict() == v.to_dict()


def test_every_move_repeats_check_6_under_arimaa_only():
    ((start, turns),) = arimaa_games(EXAMPLES / "arimaa" / "04-every-move-repeats.arimaa")
    official = repetita.tracker("arimaa", "arimaa", start)
    assert official.to_move == "gold" and official.position.startswith("2g\n +-----------------+\n")
    for _ in replay(official, turns):
        if official.outcome():
            break
    end = official.outcome()
    assert (end.kind, end.by, end.rule, end.ply) == ("loss", "silver", "immobilization-by-repetition", 7)


@pytest.mark.parametrize("path", ARIMAA_RECORDS, ids=lambda p: p.name)
@pytest.mark.parametrize("rules", ["arimaa", "aei"])
def test_the_tracker_says_what_analyze_says(path, rules):
    results = list(repetita.analyze(path, rules=rules))
    games = arimaa_games(path)
    assert len(results) == len(games)
    for result, (start, turns) in zip(results, games):
        t = repetita.tracker("arimaa", rules, start)
        said, asked = {0: [v.to_dict() for v in t.verdicts()]}, {}
        for line in turns:
            tokens = line.split()[1:]
            if tokens and tokens[0] not in ("takeback", "resign", "resigns"):
                asked[t.ply + 1] = t.verdict_if(line).to_dict()
            for _ in replay(t, [line]):  # on to the record's end: a takeback may withdraw a move that ended it
                said[t.ply] = [v.to_dict() for v in t.verdicts()]
        fields = ("kind", "by", "rule", "citation", "occurrences")
        for e in result.events:
            event = {k: getattr(e, k) for k in fields}
            assert event in [{k: v[k] for k in fields} for v in said[e.ply]], e
            if e.rule != "immobilization-by-repetition":  # check 6 is judged once the turn is made
                assert {k: asked[e.ply][k] for k in fields} == event, e
        end = t.outcome()
        assert (end.ply if end else None, end.rule if end else None) == (result.end_ply, result.end_rule)


def test_turn_notation_and_bad_input():
    t = repetita.tracker("arimaa")
    with pytest.raises(ValueError, match=r"'Ee2n' is not a legal move at ply 0: .*the first turn of each side is a setup"):
        t.push("Ee2n")
    with pytest.raises(ValueError, match=r"'Ra1 Ra1' is not a legal move at ply 0: column 1: illegal setup: the square a1 is set twice"):
        t.push("Ra1 Ra1")
    t.push("1g " + GOLD_SETUP)  # with its label
    with pytest.raises(ValueError, match="the label names the side not to move"):
        t.push("1g " + SILVER_SETUP)
    t.push(SILVER_SETUP)
    with pytest.raises(ValueError, match=r"'Ed2n Ed3n Ed4n Ed5w Ec5e' is not a legal move at ply 2: illegal move: a move has at most 4 steps"):
        t.push("Ed2n Ed3n Ed4n Ed5w Ec5e")
    with pytest.raises(ValueError, match=r"'Ed2n Ed3n Ed4n Ed5n Ed6n' is not a legal move at ply 2: column 21: the square d7 is occupied"):
        t.push("Ed2n Ed3n Ed4n Ed5n Ed6n")
    with pytest.raises(ValueError, match=r"column 1: unknown token 'Xx9'"):
        t.push("Xx9")
    with pytest.raises(ValueError, match="a takeback is no turn"):
        t.push("takeback")
    with pytest.raises(ValueError, match="is not a legal move"):
        t.push("Ed2e")  # e2 holds the camel
    t.push("Ed2n")
    before = t.position
    assert before.startswith("2s\n")
    # silver's cat steps onto the trap c6 with no silver piece beside it: captured, written or not
    written = repetita.tracker("arimaa", None, t.position)
    t.push("cc7s")
    written.push("cc7s cc6x")
    assert t.moves[-1] == written.moves[-1] == "cc7s cc6x" and t.position == written.position
    with pytest.raises(ValueError, match=r"the capture cc6x must be written right after cc7s"):
        repetita.tracker("arimaa", None, before).push("cc7s dd6x")
    with pytest.raises(ValueError, match="a turn is one line"):
        t.push("Ec5n\nEc6s")
    with pytest.raises(ValueError, match=r"bad Arimaa start: line 2, column 8 \(turn 1s\): unknown token 'Ee9'"):
        repetita.tracker("arimaa", None, "1g " + GOLD_SETUP + "\n1s ra8 Ee9")
    u = repetita.tracker("arimaa")
    u.push(GOLD_SETUP)
    u.push(SILVER_SETUP)
    v = u.push("pass")  # the board unchanged: illegal under arimaa, not a notation error
    assert (v.kind, v.by, v.rule) == ("illegal_move", "gold", "unchanged-position")
    with pytest.raises(IndexError):
        repetita.tracker("arimaa").pop()
