"""The game registry: every game package's spec is found, complete and consistent with its
rules, and shared code finds games only through it."""

from __future__ import annotations

import dataclasses
import json

import pytest

import incagames
from incagames import GAMES, GameSpec, game, new_game
from incagames.core.bots import LEVELS, SEARCH_LEVELS, choose_action, make_bot
from incagames.core.spec import registry


def test_every_game_package_is_registered_in_listing_order() -> None:
    assert list(GAMES) == ["machu-picchu", "cuzco"]
    assert all(isinstance(spec, GameSpec) and spec.id == game_id
               for game_id, spec in GAMES.items())


def test_two_specs_with_one_id_are_refused() -> None:
    spec = GAMES["cuzco"]
    with pytest.raises(ValueError, match="two games"):
        registry([spec, dataclasses.replace(spec, listed=9)])


@pytest.mark.parametrize("bad", ["chess", "", None, ["cuzco"]])
def test_an_unknown_game_is_a_clear_error(bad: object) -> None:
    with pytest.raises(ValueError, match="unknown game"):
        game(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown game"):
        new_game(bad, 2, 1)  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_player_range_is_the_rules(game_id: str) -> None:
    low, high = game(game_id).players
    for players in (low, high):
        assert new_game(game_id, players, 1).num_players == players
    for players in (low - 1, high + 1):
        with pytest.raises(ValueError):
            new_game(game_id, players, 1)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_spec_builds_every_bot(game_id: str) -> None:
    spec = game(game_id)
    assert set(SEARCH_LEVELS) == set(spec.budgets)
    names = [*LEVELS, *spec.strategies()]
    assert len(spec.strategies()) >= 2
    for name in names:
        assert callable(make_bot(name, game_id).choose)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_breakdown_line_shows_the_final_score(game_id: str) -> None:
    state = new_game(game_id, 2, 3)
    bot = make_bot("easy", game_id)
    rng = incagames.Rng(3)
    while not state.is_over:
        state.apply(choose_action(bot, state, rng))
    for result in state.outcome().results:
        line = game(game_id).breakdown(result.breakdown)
        assert line.split()[0] == str(result.score)


def _is_points(value: object) -> bool:
    """A number of points (not a bool), or a dict of such numbers by name."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and _is_points(v) for k, v in value.items())
    return isinstance(value, (int, float)) and not isinstance(value, bool)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_state_answers_what_the_app_asks(game_id: str) -> None:
    """The protocol's ``score``, ``breakdown`` and ``apply_legal``, with their documented
    types, all game long; at the end the outcome's breakdown holds the state's."""
    state = new_game(game_id, 3, 5)
    bot = make_bot("random", game_id)
    rng = incagames.Rng(5)
    step = 0
    while not state.is_over:
        if step % 25 == 0:
            for seat in range(state.num_players):
                score, parts = state.score(seat), state.breakdown(seat)
                assert isinstance(score, int) and not isinstance(score, bool)
                assert isinstance(parts, dict) and all(map(_is_points, parts.values()))
                assert json.loads(json.dumps(parts)) == parts
        action = choose_action(bot, state, rng)
        checked = state.clone()
        checked.apply(action)
        state.apply_legal(action)
        assert state.to_json() == checked.to_json() and state.events == checked.events
        step += 1
    outcome = state.outcome()
    for seat, result in enumerate(outcome.results):
        parts = state.breakdown(seat)
        assert {k: result.breakdown[k] for k in parts} == parts
