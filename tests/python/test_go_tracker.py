"""repetita.tracker('go', ...): a Go game played move by move under one rule set, its superko answers
checked against what analyze (the CLI's replay) says of the bundled Go records (docs/cli-go.md,
docs/rules/go.md 4)."""

import pytest

import repetita
from conftest import DATA, EXAMPLES

GO_RECORDS = sorted((EXAMPLES / "go").glob("*.sgf")) + [DATA / "go" / "seigen-minoru.sgf"]
GO_RULES = [r.ruleset for r in repetita.rules("go")]


# --- a small SGF reader for the tests: game trees, the root's setup and the main line's moves -----


def sgf_nodes(text, i):
    """The main line of the game tree whose '(' is at text[i]: a list of nodes, each a list of
    (identifier, [values]); the index after the tree's ')'."""
    assert text[i] == "("
    i += 1
    nodes, first_child_done = [], False
    while True:
        while text[i].isspace():
            i += 1
        c = text[i]
        if c == ")":
            return nodes, i + 1
        if c == "(":
            child, i = sgf_nodes(text, i)
            if not first_child_done:
                nodes += child
                first_child_done = True
            continue
        assert c == ";", text[i:i + 20]
        i += 1
        node = []
        while True:
            while text[i].isspace():
                i += 1
            if not text[i].isalpha():
                break
            j = i
            while text[j].isalpha():
                j += 1
            ident, values = text[i:j], []
            i = j
            while True:
                while text[i].isspace():
                    i += 1
                if text[i] != "[":
                    break
                j = i + 1
                while text[j] != "]":
                    j += 2 if text[j] == "\\" else 1
                values.append(text[i + 1:j])
                i = j + 1
            node.append((ident, values))
        nodes.append(node)


def sgf_games(path):
    """(start, moves) of each game tree of a file: the root node (setup and size) as an SGF tree
    without moves, and the main line's moves as SGF values ('' for a pass)."""
    text = path.read_text(encoding="utf-8")
    games, i = [], text.find("(")
    while i != -1:
        nodes, i = sgf_nodes(text, i)
        kept = {"SZ", "AB", "AW", "AE", "PL"}
        root = "".join(f"{k}" + "".join(f"[{v}]" for v in vs) for k, vs in nodes[0] if k in kept)
        moves = [vs[0].strip() for node in nodes[1:] for k, vs in node if k in ("B", "W")]
        assert all(k not in ("AB", "AW", "AE") for node in nodes[1:] for k, _ in node)  # no setup in the game
        games.append(("(;" + root + ")", moves))
        i = text.find("(", i)
    return games


def sgf_move(value, width):
    return "pass" if value == "" or (value == "tt" and width <= 19) else value


# --- superko: verdict_if answers before the move, push after it ---------------------------------

SENDING_TWO = EXAMPLES / "go" / "03-sending-two-returning-one.sgf"


def test_psk_forbids_the_returning_capture_ssk_the_second_sending():
    (start, moves), = sgf_games(SENDING_TWO)
    assert moves == ["da", "ba", "ca", "", "da"]
    psk = repetita.tracker("go", "psk", start)
    assert (psk.to_move, psk.position) == ("black", "(;SZ[5:3]AB[aa][ca][ab][bb][bc]AW[ea][cb][db][eb][cc]PL[B])")
    psk.push("da")
    psk.push("ba")
    # Tromp-Taylor: the returning capture recreates the start board (ply 0)
    v = psk.verdict_if("ca")
    assert (v.kind, v.by, v.rule, v.citation, v.ply, v.occurrences) == (
        "illegal_move", "black", "psk", "Tromp-Taylor rules", 3, [0, 3])
    assert psk.ply == 2 and psk.moves == ["da", "ba"]  # nothing changed
    ssk = repetita.tracker("go", "ssk", start)
    for move in ["da", "ba"]:
        ssk.push(move)
    assert not ssk.verdict_if("ca")  # the board recurs with the other player to move: a new situation
    for move in ["ca", "pass"]:
        assert not ssk.push(move)
    v = ssk.verdict_if("da")  # the second sending recreates ply 1's situation
    assert (v.kind, v.by, v.rule, v.citation, v.ply, v.occurrences) == (
        "illegal_move", "black", "ssk", "AGA Rules of Go, Rule 6", 5, [1, 5])
    assert ssk.push("da").to_dict() == v.to_dict() and ssk.verdict().kind == "illegal_move"
    japanese = repetita.tracker("go", "japanese", start)
    for move in moves:
        assert not japanese.push(move)  # a prisoner is lost each round: no cycle
    ssk.pop()
    assert ssk.ply == 4 and ssk.to_move == "black" and not ssk.verdict()


def test_ko_retaken_after_a_pass_is_legal_only_under_nssk():
    (start, moves), = sgf_games(EXAMPLES / "go" / "04-ko-retaken-after-pass.sgf")
    verdicts = {}
    for rules in ["nssk", "ssk", "psk"]:
        t = repetita.tracker("go", rules, start)
        for move in moves[:-1]:
            t.push(sgf_move(move, 19))
        verdicts[rules] = t.verdict_if(moves[-1])
    assert not verdicts["nssk"]
    assert [(verdicts[r].kind, verdicts[r].ply) for r in ("ssk", "psk")] == [("illegal_move", 4)] * 2


@pytest.mark.parametrize("path", GO_RECORDS, ids=lambda p: p.name)
def test_the_tracker_says_what_analyze_says(path):
    """Every main line replayed under every Go rule set: each event analyze lists is what
    verdict_if said before the move and push after it, and the game ends where analyze says."""
    results = list(repetita.analyze(path, rules="all"))
    games = sgf_games(path)
    for result in results:
        start, moves = games[result.game - 1]
        assert len(moves) == result.plies
        t = repetita.tracker("go", result.ruleset, start)
        width = int(t.position.split("SZ[")[1].split("]")[0].split(":")[0])
        said, asked = {0: [v.to_dict() for v in t.verdicts()]}, {}
        for ply, value in enumerate(moves, start=1):
            move = sgf_move(value, width)
            asked[ply] = t.verdict_if(move).to_dict()
            t.push(move)
            said[ply] = [v.to_dict() for v in t.verdicts()]
            if t.outcome() is not None:
                break
        fields = ("kind", "by", "rule", "citation", "occurrences")
        for e in result.events:
            event = {k: getattr(e, k) for k in fields}
            assert event in [{k: v[k] for k in fields} for v in said[e.ply]], (result.ruleset, e)
            assert {k: asked[e.ply][k] for k in fields} == event, (result.ruleset, e)
        # and nothing beyond them: every illegal move the tracker sees is an event
        illegal = [p for p, vs in said.items() if any(v["kind"] == "illegal_move" for v in vs)]
        assert illegal == [e.ply for e in result.events if e.kind == "illegal_move"], result.ruleset
        end = t.outcome()
        assert (end.ply if end else None, end.rule if end else None) == (result.end_ply, result.end_rule)


def test_long_cycle_ends_the_game_without_result_under_japanese():
    triple_ko = sgf_games(EXAMPLES / "go" / "02-long-cycles.sgf")[0]
    t = repetita.tracker("go", "japanese", triple_ko[0])
    for move in triple_ko[1]:
        t.push(move)
    end = t.outcome()
    assert (end.kind, end.rule, end.citation, end.ply) == (
        "no_result", "no-result", "Japanese Rules of Go 1989, Art. 12", 12)
    assert end.occurrences == [0, 6, 12]


def test_suicide_policies_and_composed_rule_sets():
    start = "(;SZ[4]AB[ca][ab][bb]AW[aa]PL[W])"  # white on ba would take its own stone on aa with it
    allowed = repetita.tracker("go", "tromp-taylor", start)
    assert not allowed.verdict_if("ba")  # a multi-stone suicide: a new board, allowed
    forbidden = repetita.tracker("go", "tromp-taylor+suicide=forbidden", start)
    assert forbidden.ruleset == "tromp-taylor+suicide=forbidden"
    v = forbidden.verdict_if("ba")
    assert (v.kind, v.by, v.rule, v.ply) == ("illegal_move", "white", "suicide", 1)
    katago = repetita.tracker("go", "koPOSITIONALsui0", start)
    assert katago.verdict_if("ba").rule == "suicide"
    with pytest.raises(ValueError, match="unknown go rule set 'psk9'"):
        repetita.tracker("go", "psk9")


def test_positions_notations_and_bad_input():
    t = repetita.tracker("go")
    assert (t.ruleset, t.to_move, t.position) == (GO_RULES[0], "black", "(;SZ[19]PL[B])")
    t.push("D16")  # GTP: column D, row 16 from the bottom
    t.push("pass")
    assert t.moves == ["dd", "pass"] and t.position == "(;SZ[19]AB[dd]PL[B])"
    with pytest.raises(ValueError, match=r"'dd' is not a legal move at ply 2: the point is occupied"):
        t.push("dd")
    with pytest.raises(ValueError, match=r"'zz' is not a legal move at ply 2: the point is off the 19x19 board"):
        t.push("zz")
    with pytest.raises(ValueError, match=r"'I5' is not a legal move .*without I"):
        t.push("I5")
    with pytest.raises(ValueError, match=r"'B\[cc\]' is not a legal move .*expected an SGF point"):
        t.verdict_if("B[cc]")
    assert t.ply == 2
    nine = repetita.tracker("go", "psk", "9")
    assert nine.position == "(;SZ[9]PL[B])"
    nine.push("tt")  # FF[3]'s pass on a board up to 19x19
    assert nine.moves == ["pass"] and nine.to_move == "white"
    handicap = repetita.tracker("go", None, "(;SZ[9]HA[2]AB[cc][gg])")
    assert handicap.to_move == "white" and handicap.position == "(;SZ[9]AB[cc][gg]PL[W])"
    assert repetita.tracker("go", None, handicap.position).position == handicap.position
    with pytest.raises(ValueError, match="the game tree has moves"):
        repetita.tracker("go", None, "(;SZ[9];B[cc])")
    with pytest.raises(ValueError, match="bad Go start '30'.*25x25"):
        repetita.tracker("go", None, "30")
    with pytest.raises(ValueError, match="bad Go start"):
        repetita.tracker("go", None, "(;SZ[9]AB[c")
    with pytest.raises(IndexError):
        repetita.tracker("go").pop()


def rss_kib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4


def test_a_superko_search_loop_does_not_leak():
    """An engine's loop: ask verdict_if for a ko capture, push it, read the verdict, take it back."""
    (start, moves), = sgf_games(SENDING_TWO)
    t = repetita.tracker("go", "ssk", start)
    for move in moves[:4]:
        t.push(sgf_move(move, 5))

    def search(n):
        for _ in range(n):
            assert t.verdict_if("da").kind == "illegal_move"
            t.push("da")
            t.verdict()
            t.pop()

    search(20_000)
    before = rss_kib()
    search(100_000)
    grown = rss_kib() - before
    assert grown < 2048, f"{grown} KiB more after 10^5 push/pop"
    assert t.ply == 4 and t.moves == ["da", "ba", "ca", "pass"]
