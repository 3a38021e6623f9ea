"""``build.py train --network H``: a hidden layer fitted with the linear margin, seat
against seat; the engine's plain-Python model predicts what the fit predicted. The fit
needs numpy (requirements-train.txt), which the tests' environment may lack."""

from __future__ import annotations

import math
import random

import pytest

from incagames.core.learned import MARGIN, MEAN, Model
from tools.train.dataset import Rows

np = pytest.importorskip("numpy")


def _rows(games: int, seats: int = 2, seed: int = 5) -> Rows:
    """Positions whose margins hang on a product of two features (no linear sum says it)
    and on the time of the game."""
    rng = random.Random(seed)
    rows = Rows(("a", "b", "c"), ("c",))
    for game in range(games):
        for position in range(10):
            t = position / 10
            xs = [[rng.uniform(-2, 2), rng.uniform(-2, 2), 1.0] for _ in range(seats)]
            g = [4 * x[0] * x[1] + 3 * t * x[0] for x in xs]
            average = sum(g) / seats
            for x, value in zip(xs, g, strict=True):
                rows.x.append(x)
                rows.t.append(t)
                rows.y[MARGIN].append(value - average)
                rows.y[MEAN].append(60.0)
                rows.score.append(60.0 + value - average)
                rows.game.append(game)
                rows.position.append(position)
                rows.won.append(float(value == max(g)))
                rows.baseline.append(60.0)
        rows.games += 1
    return rows


def test_a_network_learns_what_the_linear_sum_cannot_and_the_engine_reads_it() -> None:
    from tools.train.fit import fit
    from tools.train.network import fit_network

    rows = _rows(300)
    linear = fit(rows, {"game": "test"})
    network = fit_network(rows, {"game": "test"}, hidden=8, epochs=200, seed=3)
    assert network.heldout_rmse[MARGIN] < 0.5 * linear.heldout_rmse[MARGIN]
    assert network.heldout_pick > linear.heldout_pick
    model = network.model
    assert model.network is not None and len(model.network.hidden) == 8
    assert model.meta["hidden"] == 8 and model.meta["rows"] == len(rows.x)
    # The engine's plain Python (standardization folded in) predicts the fit's margins.
    again = Model.from_json(model.to_json(), rows.names)
    for k in range(0, 200, 2):
        table, t = rows.x[k:k + 2], rows.t[k]
        scores = again.scores(table, t)
        assert sum(scores) == pytest.approx(2 * again.predict(MEAN, table[0], t))
        assert math.isfinite(scores[0])
    errors = [again.scores(rows.x[k:k + 2], rows.t[k])[0] - rows.score[k]
              for k in range(0, len(rows.x), 2) if rows.game[k] % 5 == 0]
    held_out = math.sqrt(sum(e * e for e in errors) / len(errors))
    assert held_out == pytest.approx(network.heldout_rmse["score"], rel=1e-6)


def test_a_network_fit_is_reproducible_from_its_seed() -> None:
    from tools.train.network import fit_network

    rows = _rows(40)
    first, second = (fit_network(rows, {}, hidden=4, epochs=2, seed=9) for _ in range(2))
    assert first.model == second.model
    assert fit_network(rows, {}, hidden=4, epochs=2, seed=10).model != first.model


def test_a_network_is_fitted_on_one_player_count_at_a_time() -> None:
    from tools.train.network import fit_network

    rows = _rows(10)
    three = _rows(10, seats=3)
    for key in ("x", "t", "score", "position", "won", "baseline"):
        getattr(rows, key).extend(getattr(three, key))
    rows.game.extend(g + 10 for g in three.game)
    for target in (MARGIN, MEAN):
        rows.y[target].extend(three.y[target])
    with pytest.raises(ValueError, match="one player count"):
        fit_network(rows, {}, hidden=4, epochs=1)


def test_two_models_with_networks_are_not_blended_but_one_can_be_adjusted() -> None:
    from tools.train import adjust, blend
    from tools.train.network import fit_network

    model = fit_network(_rows(20), {}, hidden=2, epochs=1).model
    with pytest.raises(ValueError, match="network"):
        blend.blend(model, model, 0.5, {})
    moved = adjust.shift_late(model, {"a": -1.0}, {})
    assert moved.network == model.network
    assert moved.targets[MARGIN].late[0] == model.targets[MARGIN].late[0] - 1.0
