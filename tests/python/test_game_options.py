"""The games' options (record_option.hpp) in Python: keyword arguments of every run function, as the
CLI's --option NAME=VALUE (docs/python.md); game helpers in a module per game."""

import pytest

import repetita
from conftest import ROOT

EXAMPLES = sorted((ROOT / "tools" / "cli" / "examples" / "go").glob("*.sgf"))


def declared():
    """(game, option name, its values) of every option a game declares."""
    return [(g.game_type, name, values) for g in repetita.games() for name, (values, _) in g.options.items()]


def test_games_declare_their_options():
    options = declared()
    assert options, "some game declares an option (Go: suicide)"
    for game, name, values in options:
        assert values and all(isinstance(v, str) for v in values)
        info = next(g for g in repetita.games() if g.game_type == game)
        assert info.options[name][1]  # its help
    # A game without options says so with an empty dict.
    assert any(g.options == {} for g in repetita.games())


def test_an_option_is_a_keyword_argument_of_every_run_function(cli_json):
    game, name, values = declared()[0]
    value = values[0]
    results = list(repetita.analyze(EXAMPLES, rules="all", **{name: value}))
    assert results and all(f"{name}={value}" in r.ruleset for r in results if r.game_type == game)
    assert [r.to_dict() for r in results] == cli_json("--rules", "all", "--option", f"{name}={value}", *EXAMPLES)
    assert list(repetita.games_frame(EXAMPLES, rules="all", **{name: value})["ruleset"].unique()) == \
        list(dict.fromkeys(r.ruleset for r in results))
    assert set(repetita.compare(EXAMPLES, rules="all", **{name: value}).rows["ruleset"]) == {r.ruleset for r in results}
    # None is "not given", as the CLI without the option.
    plain = list(repetita.analyze(EXAMPLES, rules="all", **{name: None}))
    assert [r.ruleset for r in plain] == [r.ruleset for r in repetita.analyze(EXAMPLES, rules="all")]


def test_an_unknown_option_or_value_is_a_value_error():
    with pytest.raises(ValueError, match="unknown option 'no_such_option'"):
        list(repetita.analyze(EXAMPLES, no_such_option="1"))
    game, name, _ = declared()[0]
    with pytest.raises(ValueError):
        list(repetita.analyze(EXAMPLES, **{name: "no-such-value"}))
    with pytest.raises(ValueError, match="unknown option"):
        repetita.stats(EXAMPLES, no_such_option="1")


def test_game_helpers_live_in_the_game_module():
    import repetita.chess

    assert repetita.chess.tracker_from_board.__module__ == "repetita.chess"
    assert callable(repetita.tracker_from_board)  # the first name, kept
