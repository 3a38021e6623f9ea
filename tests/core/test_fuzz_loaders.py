"""Fuzzing the loaders: save files, states and actions from outside never crash.

Whatever a save file, a state or an action holds, loading gives either a working object
or the loader's own error (MatchError, ValueError, IllegalAction) with a message: never
RecursionError, TypeError, OverflowError... and never a state that fails later.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import incagames
from incagames.core import Action, IllegalAction
from incagames.core.match import Match, MatchError, Seat

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])

json_scalars = st.none() | st.booleans() | st.integers(-2**70, 2**70) \
    | st.floats(allow_nan=True) | st.text(max_size=6)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


def _played(game: str, players: int, seed: int, steps: int) -> incagames.State:
    state = incagames.new_game(game, players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def _festival_state() -> incagames.State:
    """A Cuzco position with a festival's bidding under way (found by random play)."""
    for seed in range(200):
        state = incagames.new_game("cuzco", 3, seed)
        rng = random.Random(seed)
        while not state.is_over:
            festivals = [a for a in state.legal_actions() if a.kind == "festival"]
            state.apply(festivals[0] if festivals else rng.choice(state.legal_actions()))
            if state.festival is not None:  # type: ignore[attr-defined]
                return state
    raise AssertionError("random play never reached a festival")


STATES = [
    _played("machu-picchu", 2, 1, 40).to_json(),
    _played("machu-picchu", 5, 2, 150).to_json(),
    _played("machu-picchu", 3, 3, 10_000).to_json(),  # finished
    _played("cuzco", 2, 1, 30).to_json(),
    _played("cuzco", 4, 2, 400).to_json(),
    _festival_state().to_json(),
]


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    """Every place in a JSON tree (the root included) that a mutation can replace."""
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += _paths(item, (*path, i))
    return out


def _replace(tree: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    tree = copy.deepcopy(tree)
    node = tree
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = new
    return tree


def _assert_usable(state: incagames.State) -> None:
    """A state the loader accepted works like one the engine made."""
    actions = state.legal_actions()
    assert state.is_over or actions
    for seat in (None, *range(state.num_players)):
        state.view(seat)
    again = incagames.state_from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == state.to_json()
    for action in actions[:3]:
        state.clone().apply(action)


def _refused_or_usable(data: Any) -> None:
    """The loader refuses ``data`` with a message, or what it returns works."""
    try:
        state = incagames.state_from_json(data)
    except ValueError as exc:
        assert str(exc)
        return
    _assert_usable(state)


# ----------------------------------------------------------------------------- states
@SETTINGS
@given(which=st.sampled_from(range(len(STATES))), data=st.data(), new=json_values)
def test_a_mutated_state_is_refused_or_works(which: int, data: st.DataObject,
                                             new: Any) -> None:
    base = STATES[which]
    path = data.draw(st.sampled_from(_paths(base)))
    mutated = _replace(base, path, new)
    _refused_or_usable(mutated)


@SETTINGS
@given(which=st.sampled_from(range(len(STATES))), data=st.data(),
       delta=st.sampled_from([-1000, -100, -2, -1, 1, 2, 100, 2**64]))
def test_a_number_out_of_range_is_refused_or_works(which: int, data: st.DataObject,
                                                   delta: int) -> None:
    base = STATES[which]
    numbers = [p for p in _paths(base) if p and isinstance(_get(base, p), int)
               and not isinstance(_get(base, p), bool)]
    path = data.draw(st.sampled_from(numbers))
    mutated = _replace(base, path, _get(base, path) + delta)
    _refused_or_usable(mutated)


def _get(tree: Any, path: tuple) -> Any:
    for key in path:
        tree = tree[key]
    return tree


@pytest.mark.parametrize("field, value", [
    ("rng", float("inf")), ("rng", -1), ("rng", 2**64), ("rng", "12"),
    ("num_players", None), ("num_players", [3]), ("num_players", {"n": 3}),
    ("num_players", "3"), ("num_players", 7), ("num_players", True),
])
@pytest.mark.parametrize("which", [0, 3], ids=["machu-picchu", "cuzco"])
def test_reported_state_crashes_are_value_errors(which: int, field: str, value: Any) -> None:
    with pytest.raises(ValueError, match="state"):
        incagames.state_from_json({**STATES[which], field: value})


@pytest.mark.parametrize("field, value, words", [
    ("ap", -100, "ap"), ("ap", 8, "ap"), ("draws", 3, "draws"),
    ("turn_player", 4, "turn_player"), ("tokens", [3, 3, 3, 9], "tokens"),
])
def test_impossible_cuzco_values_are_refused(field: str, value: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        incagames.state_from_json({**STATES[4], field: value})


def test_a_card_in_two_places_is_refused() -> None:
    for which in (1, 4):
        data = copy.deepcopy(STATES[which])
        data["hands"][1] = data["hands"][1] + [data["hands"][0][0]] if data["hands"][0] \
            else data["hands"][1] + [data["deck"][0]]
        if not data["hands"][0]:
            data["hands"][0] = [data["deck"][0]]
        with pytest.raises(ValueError, match="card"):
            incagames.state_from_json(data)


def test_unplayable_queue_is_refused() -> None:
    data = copy.deepcopy(STATES[0])
    data["queue"] = [["teleport", 0]]
    with pytest.raises(ValueError, match="task"):
        incagames.state_from_json(data)
    data["queue"] = [["summit", 0, 2]] + STATES[0]["queue"]
    data["hands"] = [[], []]
    with pytest.raises(ValueError, match="state"):
        incagames.state_from_json(data)


def test_every_base_state_loads_and_works() -> None:
    for data in STATES:
        _assert_usable(incagames.state_from_json(copy.deepcopy(data)))


# ------------------------------------------------------------------------- save files
def _save() -> dict[str, Any]:
    match = Match("cuzco", [Seat("Ana"), Seat("Bo", "ai-easy")], seed=5)
    rng = random.Random(5)
    for _ in range(30):
        match.apply(rng.choice(match.state.legal_actions()))
    return match.to_json()


SAVE = _save()


def test_deep_json_is_a_match_error() -> None:
    with pytest.raises(MatchError, match="deep"):
        Match.loads("[" * 100_000 + "]" * 100_000)
    with pytest.raises(MatchError):
        Match.loads(b"\xff\xfe not utf-8")


def test_a_deeply_nested_action_parameter_is_a_match_error() -> None:
    deep: Any = 1
    for _ in range(5000):
        deep = [deep]
    data = {**SAVE, "actions": [{"kind": "place", "cells": deep}]}
    with pytest.raises(MatchError, match="move 1"):
        Match.from_json(data)
    with pytest.raises(IllegalAction):
        Action.from_json({"kind": "place", "cells": deep})
    with pytest.raises(IllegalAction):
        Action.from_json('{"kind":"x","p":' + "[" * 50_000 + "]" * 50_000 + "}")


@SETTINGS
@given(data=st.data(), new=json_values)
def test_a_mutated_save_file_loads_or_says_why(data: st.DataObject, new: Any) -> None:
    path = data.draw(st.sampled_from(_paths(SAVE)))
    text = json.dumps(_replace(SAVE, path, new))
    try:
        match = Match.loads(text)
    except MatchError as exc:
        assert str(exc)
        return
    assert match.state.is_over or match.state.legal_actions()


@SETTINGS
@given(text=st.text(max_size=200) | json_values.map(json.dumps))
def test_any_text_loads_or_says_why(text: str) -> None:
    try:
        Match.loads(text)
    except MatchError as exc:
        assert str(exc)


@SETTINGS
@given(raw=json_values)
def test_any_json_is_an_action_or_illegal(raw: Any) -> None:
    try:
        action = Action.from_json(raw)
    except IllegalAction as exc:
        assert exc.reason
        return
    assert Action.from_json(action.to_json()) == action


# --------------------------------------------------------------- conservation laws
Mutation = tuple[str, bool]
"""What a mutation did, and whether it breaks a conservation law."""


def _pick(rnd: random.Random, items: list[Any]) -> Any:
    return items[rnd.randrange(len(items))]


def _mutate_machu_picchu(d: dict[str, Any], rnd: random.Random) -> Mutation:
    n = d["num_players"]
    p, g = rnd.randrange(n), rnd.randrange(5)
    kind = rnd.randrange(9)
    if kind == 0:
        d["goods"][p][g] += _pick(rnd, [1, -1, 3])
        return "a player's goods bumped", True
    if kind == 1:
        d["bank"][g] += _pick(rnd, [1, -1])
        return "the bank bumped", True
    if kind == 2 and d["goods"][p][g]:
        d["goods"][p][g] -= 1
        d["bank"][g] += 1
        return "a good sold back to the bank", False
    if kind == 3:
        d["incas"][p][rnd.randrange(6)] += 1
        return "an Inca out of nowhere", True
    if kind == 4 and d["supply"][p]:
        d["supply"][p] -= 1
        return "an Inca lost", True
    if kind == 5:
        pile = _pick(rnd, [h for h in [d["deck"], *d["hands"]] if h])
        pile.pop(rnd.randrange(len(pile)))
        return "a card dropped", True
    if kind == 6:
        d["priests"][p][rnd.randrange(3)] += 1
        return "a Priest card out of nowhere", True
    if kind == 7:
        d["market"][rnd.randrange(4)] += 1
        return "a unit added to the market", True
    if kind == 8 and d["deck"] and d["hands"][p]:
        d["deck"][0], d["hands"][p][0] = d["hands"][p][0], d["deck"][0]
        return "a card swapped between the deck and a hand", False
    d["bank"][0] -= 1
    d["time_corn"][0] += 1
    return "corn on day 0 of the time track", True


def _mutate_cuzco(d: dict[str, Any], rnd: random.Random) -> Mutation:
    n = d["num_players"]
    p = rnd.randrange(n)
    kind = rnd.randrange(9)
    if kind == 0:
        d["ponds"] += _pick(rnd, [1, -1])
        return "a pond bumped", True
    if kind == 1:
        d["discs"] += _pick(rnd, [1, -1])
        return "a solar disc bumped", True
    covered = [c for c, h in enumerate(d["height"]) if h]
    if kind == 2 and covered:
        d["height"][_pick(rnd, covered)] += 1
        return "a hex raised", True
    if kind == 3 and d["tile_cells"]:
        k = rnd.randrange(len(d["tile_cells"]))
        tile = d["tile_cells"][k]
        free = [c for c in range(len(d["height"])) if c not in tile]
        tile[rnd.randrange(len(tile))] = _pick(rnd, free)
        return "a tile moved", True
    if kind == 4:
        pile = _pick(rnd, [h for h in [d["deck"], d["discard"], *d["hands"]] if h])
        pile.pop(rnd.randrange(len(pile)))
        return "a card dropped", True
    if kind == 5:
        value, count = _pick(rnd, d["floors"])
        d["floors"] = [[v, c - 1 if v == value else c] for v, c in d["floors"]]
        return f"a temple floor of value {value} lost ({count} left)", True
    if kind == 6 and d["off_board"][p]:
        d["off_board"][p] -= 1
        return "an Inca lost", True
    on_board = [c for c, q in enumerate(d["inca"]) if q >= 0]
    if kind == 7 and on_board:
        c = _pick(rnd, on_board)
        d["off_board"][d["inca"][c]] += 1
        d["inca"][c] = -1
        return "an Inca taken back to its owner", False
    d["triples"] += 1
    return "a triple tile out of nowhere", True


MUTATORS = {"machu-picchu-state": _mutate_machu_picchu, "cuzco-state": _mutate_cuzco}


@SETTINGS
@given(which=st.sampled_from(range(len(STATES))), seed=st.integers(0, 2**32))
def test_a_position_that_breaks_a_law_is_refused(which: int, seed: int) -> None:
    """A snapshot with one count bumped, one tile moved, one card dropped... is refused
    with a ValueError when it breaks a conservation law; a change that keeps the laws
    (a good sold, an Inca taken back) loads and works, or is refused with a reason."""
    data = copy.deepcopy(STATES[which])
    what, breaks = MUTATORS[data["format"]](data, random.Random(seed))
    if breaks:
        try:
            incagames.state_from_json(data)
        except ValueError as exc:
            assert "state" in str(exc)
        else:
            raise AssertionError(f"a position with {what} was loaded")
    else:
        _refused_or_usable(data)


@pytest.mark.parametrize("which, edit, words", [
    (1, lambda d: d["goods"][0].__setitem__(2, d["goods"][0][2] + 1), "coca"),
    (1, lambda d: d["incas"][1].__setitem__(0, d["incas"][1][0] + 1), "seat 1's Incas"),
    (1, lambda d: d["deck"].pop(), "sacrifice card"),
    (1, lambda d: d["priests"][0].__setitem__(2, d["priests"][0][2] + 1), "virgin cards"),
    (4, lambda d: d.__setitem__("ponds", d["ponds"] + 1), "ponds"),
    (4, lambda d: d.__setitem__("discs", d["discs"] + 1), "solar discs"),
    (4, lambda d: d["discard"].append(d["deck"].pop()) or d["deck"].pop(), "festival card"),
    (4, lambda d: d.__setitem__("triples", d["triples"] + 1), "terrain tiles"),
    # the same number of tiles, one of another size: a double traded for a triple
    (4, lambda d: d.__setitem__("triples", d["triples"] - 1) or d["doubles"].__setitem__(
        0, d["doubles"][0] + 1), "triples in the supply"),
    (4, lambda d: d["height"].__setitem__(d["height"].index(1), 2), "tiles cover it"),
])
def test_the_refusal_names_the_law(which: int, edit: Any, words: str) -> None:
    data = copy.deepcopy(STATES[which])
    edit(data)
    with pytest.raises(ValueError, match=words):
        incagames.state_from_json(data)
    # The unchecked loader (rule tests' edited positions) still reads the fields.
    state = incagames.state_from_json(data, checked=False)
    problems = incagames.GAMES[state.game_id].conservation(state)  # type: ignore[misc]
    assert problems and any(words in p for p in problems)
