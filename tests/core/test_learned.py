"""Learned evaluations (``core.learned`` and each game's ``ai.learned``): the weights ship
with the engine and match its features, a model reads back what it wrote, a file for other
features is refused, and the predictions are the documented sum."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from incagames import new_game
from incagames.core import Rng
from incagames.core.bots import choose_action, make_bot
from incagames.core.learned import Linear, Model, Network

GAMES = ("machu-picchu", "cuzco")
LEAGUE = Path(__file__).resolve().parents[1] / "data" / "league"


def learned(game_id: str):
    import importlib

    package = {"machu-picchu": "machupicchu", "cuzco": "cuzco"}[game_id]
    return importlib.import_module(f"incagames.{package}.ai.learned")


def mid_game(game_id: str, players: int = 3, seed: int = 4):
    state = new_game(game_id, players, seed)
    easy = make_bot("easy", game_id)
    rng = Rng(seed)
    for _ in range(60):
        state.apply(choose_action(easy, state, rng))
    return state


def test_a_model_is_the_documented_sum_and_reads_back() -> None:
    margin = Linear((2.0, -1.0), (0.5, 0.0), 3.0, 1.0)
    mean = Linear((0.0, 1.0), (0.0, 0.0), 10.0, 0.0)
    model = Model(("a", "b"), {"margin": margin, "mean": mean}, {"r": 1})
    x, t = [4.0, 5.0], 0.5
    assert model.predict("margin", x, t) == pytest.approx(3 + 0.5 + 4 * (2 + 0.25) - 5)
    # A seat's score is its margin plus the table's mean (read from the first seat).
    table = [x, [0.0, 5.0]]
    assert model.scores(table, t) == pytest.approx([15.0 + 7.5, 15.0 + 3.5 - 5.0])
    again = Model.from_json(json.loads(json.dumps(model.to_json())), ("a", "b"))
    assert again == model


def test_a_network_adds_to_the_margin_and_centres_the_table() -> None:
    """With a network a seat's margin is its linear sum plus the network's value, less
    the table's average of them (the way it was fitted): the margins sum to nothing."""
    margin = Linear((1.0, 0.0), (0.0, 0.0), 2.0, 0.0)
    mean = Linear((0.0, 0.0), (0.0, 0.0), 50.0, 0.0)
    network = Network(((1.0, 0.0, 0.0), (0.0, -1.0, 2.0)), (0.0, 0.5), (3.0, -2.0))
    model = Model(("a", "b"), {"margin": margin, "mean": mean}, {}, network)
    x, t = [0.5, 1.0], 0.25

    def g(row: list[float]) -> float:
        return (2.0 + row[0] + 3.0 * math.tanh(row[0])
                - 2.0 * math.tanh(0.5 - row[1] + 2.0 * t))

    assert model.predict("margin", x, t) == pytest.approx(g(x))
    table = [x, [2.0, -1.0], [0.0, 0.0]]
    average = sum(g(row) for row in table) / 3
    assert model.scores(table, t) == pytest.approx([50.0 + g(row) - average
                                                    for row in table])
    assert sum(model.scores(table, t)) == pytest.approx(150.0)
    again = Model.from_json(json.loads(json.dumps(model.to_json())), ("a", "b"))
    assert again == model


@pytest.mark.parametrize("network", [
    {"hidden": [[1, 2]], "bias": [0], "out": [1]},  # a weight short: no time's weight
    {"hidden": [[1, 2, 3]], "bias": [], "out": [1]},
    {"hidden": [], "bias": [], "out": []},
    {"hidden": [[1, 2, math.inf]], "bias": [0], "out": [1]},
    {"hidden": "x", "bias": [0], "out": [1]},
    [],
])
def test_a_broken_network_is_refused(network: object) -> None:
    data = {"names": ["a", "b"], "network": network,
            "targets": {"margin": _target([1, 1], [0, 0]), "mean": _target([1, 1], [0, 0])}}
    with pytest.raises(ValueError):
        Model.from_json(data, ("a", "b"))


def _target(weight: list, late: list) -> dict:
    return {"weight": weight, "late": late, "bias": 0, "bias_late": 0}


@pytest.mark.parametrize("bad", [
    {"names": ["a"], "targets": {"margin": _target([1], [0]), "mean": _target([1], [0])}},
    {"names": ["a", "b"], "targets": {}},
    {"names": ["a", "b"], "targets": {"score": _target([1, 1], [0, 0])}},
    {"names": ["a", "b"], "targets": {"margin": _target([1], [0, 0]),
                                      "mean": _target([1, 1], [0, 0])}},
    {"names": ["a", "b"], "targets": {"margin": _target([1, math.nan], [0, 0]),
                                      "mean": _target([1, 1], [0, 0])}},
    [],
])
def test_a_model_for_other_features_or_broken_is_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        Model.from_json(bad, ("a", "b"))


@pytest.mark.parametrize("game_id", GAMES)
def test_shipped_weights_match_the_features_and_predict_scores(game_id: str) -> None:
    module = learned(game_id)
    model = module.model()
    assert model.names == module.NAMES
    assert model.meta["game"] == game_id and model.meta["rows"] > 1000
    state = mid_game(game_id)
    values = module.estimates(state)
    assert len(values) == state.num_players
    assert all(math.isfinite(v) and -50 < v < 400 for v in values)
    for q in range(state.num_players):
        assert len(module.features(state, q)) == len(module.NAMES)


@pytest.mark.parametrize("path", sorted(LEAGUE.glob("*.json")), ids=lambda p: p.name)
def test_frozen_league_weights_are_models_of_their_game(path: Path) -> None:
    data = json.loads(path.read_text())
    game_id = data["meta"]["game"]
    assert path.name.startswith(game_id)
    Model.from_json(data, data["names"])  # well formed over the features it names


def test_machu_picchu_judges_larger_tables_by_their_own_weights() -> None:
    """Three to five players are judged by weights of their own (half a fit on such
    tables alone, half the main weights), two players by the main weights
    (``weights_file``)."""
    module = learned("machu-picchu")
    two, four = module.model(2), module.model(4)
    assert module.weights_file(2) != module.weights_file(3) == module.weights_file(5)
    assert two.meta["rows"] > 1000 and four.meta["rows"] > 1000
    assert four.meta["players"] == [3, 4, 5] and four.targets != two.targets
    assert four.meta["blend"]["first_meta"]["players"] == [3, 4]
    for players, chosen in ((4, four), (2, two)):
        state = mid_game("machu-picchu", players)
        expected = chosen.scores(module.table(state), module.progress(state))
        assert module.estimates(state) == pytest.approx(expected)
