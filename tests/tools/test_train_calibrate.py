"""``build.py train --calibrate``: each source's share of what a hand-made evaluation
promises, a straight line in the time of the game, never below zero. The fit needs numpy
(requirements-train.txt), which the tests' environment may lack."""

from __future__ import annotations

import random

import pytest

from incagames.core.learned import MARGIN, MEAN
from tools.train.dataset import Rows

np = pytest.importorskip("numpy")

PROMISES = {"a": ("est_a", "won_a"), "b": ("est_b", None)}


def _rows(games: int, seed: int = 7) -> Rows:
    """Two seats whose final scores are their points won, source a's promise at
    0.5 + 0.3 t of its worth, source b's not at all (its promise misleads: it comes true
    the less the more is promised), the seat on turn 2 points more, and noise."""
    rng = random.Random(seed)
    rows = Rows(("est_a", "won_a", "est_b", "on_turn"), ())
    for game in range(games):
        for position in range(12):
            t = position / 12
            seats = []
            for q in range(2):
                won, promise, b = rng.uniform(0, 30), rng.uniform(0, 10), rng.uniform(0, 10)
                on = float(q == position % 2)
                final = won + (0.5 + 0.3 * t) * promise - 0.3 * b + 2 * on + rng.gauss(0, 1)
                seats.append(([won + promise, won, b, on], final))
            mean = sum(f for _, f in seats) / 2
            for x, final in seats:
                rows.x.append(x)
                rows.t.append(t)
                rows.y[MARGIN].append(final - mean)
                rows.y[MEAN].append(mean)
                rows.score.append(final)
                rows.game.append(game)
                rows.position.append(position)
                rows.won.append(float(final == max(f for _, f in seats)))
                rows.baseline.append(x[0] + x[2])
        rows.games += 1
    return rows


def test_calibration_finds_each_sources_share_and_keeps_none_below_zero() -> None:
    from tools.train.calibrate import calibrate

    result = calibrate(_rows(200), PROMISES)
    a, late = result.shares["a"]
    assert a == pytest.approx(0.5, abs=0.05) and late == pytest.approx(0.3, abs=0.08)
    b, b_late = result.shares["b"]
    assert b == 0.0 and b + b_late == pytest.approx(0.0, abs=1e-9)
    assert result.rmse < result.plain_rmse and result.pick > result.plain_pick
    assert result.games == 200 and result.rows == 200 * 12 * 2
    data = result.to_json()
    assert set(data["shares"]) == {"a", "b"} and data["meta"]["games"] == 200
