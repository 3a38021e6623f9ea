"""Ridge regression of the learned evaluation (numpy, a developer tool): features and
their products with the time of the game, standardized, fitted on four games in five
and judged on the fifth (held-out by game): a seat's margin over the table's mean on
all its features, the mean on the features every seat shares; the standardization is
folded back into plain weights so that the engine needs no numpy."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import numpy as np

from incagames.core.learned import MARGIN, MEAN, Linear, Model, Network

from .dataset import HELD_OUT, Rows

RIDGE = 10.0
"""Penalty on the standardized weights: keeps rare features from being over-trusted."""


@dataclass(frozen=True)
class Fit:
    """A fitted model and how well it predicts games it has not seen."""

    model: Model
    rows: int
    train_rows: int
    heldout_rmse: dict[str, float]
    baseline_rmse: float
    heldout_pick: float
    """Share of held-out positions where the seat the model rates highest won."""
    baseline_pick: float


def _design(rows: Rows) -> np.ndarray:
    x = np.asarray(rows.x, dtype=float)
    t = np.asarray(rows.t, dtype=float)[:, None]
    return np.hstack([x, x * t, np.ones_like(t), t])


def fit(rows: Rows, meta: dict, ridge: float = RIDGE) -> Fit:
    """Fit the margin on every feature and the mean on the shared ones, on the training
    games; report the held-out error of the score (margin + mean)."""
    z = _design(rows)
    test = np.asarray(rows.game) % HELD_OUT == 0
    targets, predictions = _fitted(rows, z, ~test, ridge)
    score_rmse, margin_rmse = _errors(rows, predictions[MARGIN], predictions[MEAN], test)
    rmse = {"score": score_rmse, MARGIN: margin_rmse}
    base = np.asarray(rows.baseline, dtype=float)
    baseline_rmse = _rmse(base, rows.score, test)
    model = Model(rows.names, targets, {**meta, "rows": len(rows.x), "games": rows.games,
                                        "heldout_rmse": round(rmse["score"], 3)})
    return Fit(model, len(rows.x), int((~test).sum()), rmse, baseline_rmse,
               _pick(rows, predictions[MARGIN], test), _pick(rows, base, test))


def cross_validate(rows: Rows, ridge: float = RIDGE) -> tuple[float, float, float]:
    """(RMSE of the final score, of the margin, share of winners picked) of ``fit``'s
    recipe, each game predicted by the fit on the other folds' games (``HELD_OUT``
    folds, by game): every game judges, where one held-out fold is a fifth of them."""
    z = _design(rows)
    games = np.asarray(rows.game)
    margin, mean = np.zeros(len(rows.x)), np.zeros(len(rows.x))
    for fold in range(HELD_OUT):
        test = games % HELD_OUT == fold
        if test.any() and (~test).any():
            _, predictions = _fitted(rows, z, ~test, ridge)
            margin[test], mean[test] = predictions[MARGIN][test], predictions[MEAN][test]
    every = np.ones(len(rows.x), dtype=bool)
    return (*_errors(rows, margin, mean, every), _pick(rows, margin, every))


def _fitted(rows: Rows, z: np.ndarray, train: np.ndarray, ridge: float
            ) -> tuple[dict[str, Linear], dict[str, np.ndarray]]:
    """Each target's weights fitted on the ``train`` rows (standardized, ridge), in the
    features' own units, and its predictions for every row."""
    mu, sd = z[train].mean(0), z[train].std(0)
    k = len(rows.names)
    mu[2 * k] = 0.0  # the bias column stays 1
    sd[sd < 1e-9] = 1.0
    zs = (z - mu) / sd
    shared = [rows.names.index(name) for name in rows.table]
    columns = {MARGIN: list(range(2 * k + 2)),
               MEAN: shared + [k + j for j in shared] + [2 * k, 2 * k + 1]}
    targets: dict[str, Linear] = {}
    predictions: dict[str, np.ndarray] = {}
    for key, cols in columns.items():
        y = np.asarray(rows.y[key], dtype=float)
        a = zs[train][:, cols]
        penalty = ridge * np.eye(len(cols))
        penalty[cols.index(2 * k), cols.index(2 * k)] = 0.0
        w = np.zeros(2 * k + 2)
        w[cols] = np.linalg.solve(a.T @ a + penalty, a.T @ y[train])
        raw = w / sd  # back to the features' own units
        bias = float(w[2 * k] - float(np.sum(raw * mu)))
        targets[key] = Linear(tuple(float(v) for v in raw[:k]),
                              tuple(float(v) for v in raw[k:2 * k]), bias,
                              float(raw[2 * k + 1]))
        predictions[key] = zs @ w
    return targets, predictions


def baseline_all(rows: Rows) -> tuple[float, float]:
    """(RMSE of the final score, share of winners picked) of the hand-made evaluation
    over every game."""
    base = np.asarray(rows.baseline, dtype=float)
    every = np.ones(len(rows.x), dtype=bool)
    return _rmse(base, rows.score, every), _pick(rows, base, every)


def judge(rows: Rows, model: Model, held_out: bool = True) -> tuple[float, float, float]:
    """(RMSE of the final score, of the margin, share of winners picked) of ``model`` on
    the games ``fit`` holds out, so that a new fit is compared with the weights in the
    engine on the same positions (``held_out=False``: on every game, for weights fitted
    on none of them)."""
    z = _design(rows)
    margin, mean = (z @ _vector(model.targets[key]) for key in (MARGIN, MEAN))
    if model.network is not None:
        margin = centred(rows, margin + _network_values(rows, model.network))
    test = np.asarray(rows.game) % HELD_OUT == 0 if held_out \
        else np.ones(len(rows.x), dtype=bool)
    return (*_errors(rows, margin, mean, test), _pick(rows, margin, test))


def network_inputs(rows: Rows) -> np.ndarray:
    """What a ``core.learned.Network`` reads of every row: its features, then the time."""
    return np.hstack([np.asarray(rows.x, dtype=float),
                      np.asarray(rows.t, dtype=float)[:, None]])


def _network_values(rows: Rows, network: Network) -> np.ndarray:
    """The network's part of every row's margin (``core.learned.Network``)."""
    hidden = np.tanh(network_inputs(rows) @ np.asarray(network.hidden).T
                     + np.asarray(network.bias))
    return hidden @ np.asarray(network.out)


def centred(rows: Rows, values: np.ndarray) -> np.ndarray:
    """Each row's value less the mean of its position's seats (``Model.scores``)."""
    _, table = np.unique(np.asarray(rows.game) * 1_000_000 + np.asarray(rows.position),
                         return_inverse=True)
    return values - (np.bincount(table, values) / np.bincount(table))[table]


def _vector(linear: Linear) -> np.ndarray:
    """A target's weights in the columns of ``_design``."""
    return np.asarray([*linear.weight, *linear.late, linear.bias, linear.bias_late])


def _errors(rows: Rows, margin: np.ndarray, mean: np.ndarray, test: np.ndarray
            ) -> tuple[float, float]:
    """Held-out RMSE of the final score (margin + mean) and of the margin."""
    return _rmse(margin + mean, rows.score, test), _rmse(margin, rows.y[MARGIN], test)


def _rmse(predicted: np.ndarray, actual: list[float], test: np.ndarray) -> float:
    return float(np.sqrt(np.mean((predicted[test] - np.asarray(actual, dtype=float)[test])
                                 ** 2)))


def _pick(rows: Rows, values: np.ndarray, test: np.ndarray) -> float:
    """How often the seat rated highest at a held-out position won the game."""
    groups: dict[tuple[int, int], list[int]] = defaultdict(list)
    for i in np.flatnonzero(test):
        groups[(rows.game[i], rows.position[i])].append(int(i))
    picks = [rows.won[max(idx, key=lambda i: values[i])] for idx in groups.values()]
    return float(np.mean(picks)) if picks else 0.0
