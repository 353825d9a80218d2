"""Go rule sets composed at run time from Python: ``suicide=`` (the CLI's --suicide) and KataGo rules
strings as ``rules=`` names (docs/cli-go.md 6.1), named and judged as the CLI does."""

import pytest

import repetita
from conftest import ROOT

SUICIDES = ROOT / "games" / "go" / "tests" / "cli" / "data" / "suicides.sgf"  # ply 1: two-stone suicide; ply 3: one-stone


def illegal(result):
    return [(e.ply, e.rule) for e in result.events]


def test_suicide_overrides_every_chosen_go_rule_set(cli_json):
    own = list(repetita.analyze(SUICIDES, rules="nz,aga"))
    assert [r.ruleset for r in own] == ["nz", "aga"]
    assert illegal(own[0]) == []
    assert illegal(own[1]) == [(1, "suicide"), (3, "suicide")]
    forbidden = list(repetita.analyze(SUICIDES, rules="nz,aga", suicide="forbidden"))
    assert [r.ruleset for r in forbidden] == ["nz+suicide=forbidden", "aga+suicide=forbidden"]
    assert illegal(forbidden[0]) == [(1, "suicide"), (3, "suicide")]
    multi = list(repetita.analyze(SUICIDES, rules=["nz"], suicide="multi-stone"))
    assert [r.ruleset for r in multi] == ["nz+suicide=multi-stone"]
    assert illegal(multi[0]) == [(3, "suicide")]
    # The same objects as the CLI's JSON lines.
    assert [r.to_dict() for r in forbidden] == cli_json("--rules", "nz,aga", "--suicide", "forbidden", SUICIDES)


def test_katago_strings_are_rule_set_names(cli_json):
    names = "aga,koSITUATIONALsui0,koPOSITIONALscoreAREAtaxNONEsui1,koSIMPLE"
    results = list(repetita.analyze(SUICIDES, rules=names))
    assert [r.ruleset for r in results] == ["aga", "ssk+suicide=forbidden", "psk+suicide=multi-stone", "simple-ko"]
    assert [r.to_dict() for r in results] == cli_json("--rules", names, SUICIDES)
    games = repetita.games_frame(SUICIDES, rules=names)
    assert list(games["ruleset"]) == [r.ruleset for r in results]
    summary = repetita.compare(SUICIDES, rules="nz", suicide="forbidden").rows
    assert list(summary["ruleset"]) == ["nz+suicide=forbidden"]


def test_other_games_ignore_suicide():
    chess = ROOT / "tools" / "cli" / "examples" / "chess" / "03-fischer-petrosian-1971.pgn"
    (r,) = list(repetita.analyze(chess, suicide="forbidden"))
    assert r.ruleset == "fide-2023"


def test_bad_suicide_value_and_conflicts_are_value_errors():
    with pytest.raises(ValueError, match="unknown suicide policy 'multi'; known: forbidden, multi-stone, allowed"):
        list(repetita.analyze(SUICIDES, suicide="multi"))
    with pytest.raises(ValueError, match="two suicide policies"):
        list(repetita.analyze(SUICIDES, rules="psk,koPOSITIONALsui0"))
    with pytest.raises(ValueError, match="unknown rule set 'koPOSITIONALsui2'"):
        list(repetita.analyze(SUICIDES, rules="koPOSITIONALsui2"))
