"""A learned evaluation with one hidden layer (``core.learned.Network``) added to the
linear margin, fitted seat against seat (numpy, a developer tool).

A seat's margin is ``g(seat) - mean of g over the table``, where ``g`` is the linear sum
(features and their products with the time of the game) plus the network; the two are
fitted together by Adam on the squared error of the margin, on the same four games in
five as the ridge fit (``fit.fit``), and judged on the fifth. The table's mean score
stays the ridge fit's. The inputs' standardization is folded back into plain weights so
that the engine needs no numpy. Reproducible from its seed.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from incagames.core.learned import MARGIN, MEAN, Linear, Model, Network

from .dataset import HELD_OUT, Rows
from .fit import RIDGE, Fit, _design, _errors, _fitted, _pick, _rmse, centred, network_inputs

HIDDEN = 32
"""Hidden units: 16 fitted the margin worse on held-out games, 64 hardly better at twice
the cost a seat (docs/ai.md)."""
EPOCHS = 24
BATCH = 256
"""Positions (tables of seats) a step."""
RATE = 1e-3
DECAY = 1e-4
"""L2 penalty on the network's weights."""


@dataclass
class _Params:
    hidden: np.ndarray  # (inputs, units)
    bias: np.ndarray
    out: np.ndarray
    linear: np.ndarray  # over the standardized design, without its bias column

    def arrays(self) -> list[np.ndarray]:
        return [self.hidden, self.bias, self.out, self.linear]


def _tables(rows: Rows) -> np.ndarray:
    """The first row of every position (its seats' rows follow it); ValueError unless
    every table has as many seats."""
    games, positions = np.asarray(rows.game), np.asarray(rows.position)
    new = np.ones(len(games), dtype=bool)
    new[1:] = (games[1:] != games[:-1]) | (positions[1:] != positions[:-1])
    starts = np.flatnonzero(new)
    sizes = np.diff(np.append(starts, len(games)))
    if len(set(sizes.tolist())) != 1:
        raise ValueError("a network is fitted on one player count at a time "
                         "(--fit-players)")
    return starts


def fit_network(rows: Rows, meta: dict, hidden: int = HIDDEN, epochs: int = EPOCHS,
                seed: int = 1) -> Fit:
    """The linear margin and a network fitted together on the training games; the
    held-out errors as ``fit.fit`` reports them."""
    starts = _tables(rows)
    seats = len(rows.x) // len(starts)
    z = _design(rows)
    test = np.asarray(rows.game) % HELD_OUT == 0
    mean_targets, mean_predictions = _fitted(rows, z, ~test, RIDGE)
    k = len(rows.names)
    lin_cols = [*range(2 * k), 2 * k + 1]  # features, their late parts, the time
    design = z[:, lin_cols]
    mu, sd = design[~test].mean(0), design[~test].std(0)
    sd[sd < 1e-9] = 1.0
    design = (design - mu) / sd
    inputs = network_inputs(rows)
    in_mu, in_sd = inputs[~test].mean(0), inputs[~test].std(0)
    in_sd[in_sd < 1e-9] = 1.0
    inputs = (inputs - in_mu) / in_sd
    y = np.asarray(rows.y[MARGIN], dtype=float)
    rng = np.random.default_rng(seed)
    width = inputs.shape[1]
    p = _Params(rng.normal(0.0, width ** -0.5, (width, hidden)), np.zeros(hidden),
                rng.normal(0.0, hidden ** -0.5, hidden), np.zeros(design.shape[1]))
    _train(p, inputs, design, y, starts[~test[starts]], seats, epochs, rng)
    g = np.tanh(inputs @ p.hidden + p.bias) @ p.out + design @ p.linear
    margin = centred(rows, g)
    score_rmse, margin_rmse = _errors(rows, margin, mean_predictions[MEAN], test)
    model = Model(rows.names, {MARGIN: _linear(p.linear, mu, sd, k), MEAN: mean_targets[MEAN]},
                  {**meta, "rows": len(rows.x), "games": rows.games, "hidden": hidden,
                   "epochs": epochs, "heldout_rmse": round(score_rmse, 3)},
                  _network(p, in_mu, in_sd))
    base = np.asarray(rows.baseline, dtype=float)
    return Fit(model, len(rows.x), int((~test).sum()),
               {"score": score_rmse, MARGIN: margin_rmse}, _rmse(base, rows.score, test),
               _pick(rows, margin, test), _pick(rows, base, test))


def _train(p: _Params, inputs: np.ndarray, design: np.ndarray, y: np.ndarray,
           starts: np.ndarray, seats: int, epochs: int, rng: np.random.Generator) -> None:
    """Adam on the squared error of the centred margin, the rate cut to a third halfway."""
    moments = [(np.zeros_like(a), np.zeros_like(a)) for a in p.arrays()]
    rate, step = RATE, 0
    centre = np.eye(seats) - 1.0 / seats
    order = starts.copy()
    for epoch in range(epochs):
        if epoch == epochs // 2:
            rate /= 3.0
        rng.shuffle(order)
        for first in range(0, len(order), BATCH):
            idx = (order[first:first + BATCH, None] + np.arange(seats)).ravel()
            h = np.tanh(inputs[idx] @ p.hidden + p.bias)
            g = (h @ p.out + design[idx] @ p.linear).reshape(-1, seats)
            err = (g @ centre - y[idx].reshape(-1, seats)) / len(idx)
            dg = (err @ centre).ravel()  # centring is symmetric
            dh = np.outer(dg, p.out) * (1.0 - h ** 2)
            grads = [inputs[idx].T @ dh + DECAY * p.hidden, dh.sum(0),
                     h.T @ dg + DECAY * p.out, design[idx].T @ dg]
            step += 1
            for a, grad, (m, v) in zip(p.arrays(), grads, moments, strict=True):
                m *= 0.9
                m += 0.1 * grad
                v *= 0.999
                v += 0.001 * grad ** 2
                a -= rate * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step))
                                                        + 1e-8)


def _linear(w: np.ndarray, mu: np.ndarray, sd: np.ndarray, k: int) -> Linear:
    """The standardized linear margin in the features' own units."""
    raw = w / sd
    return Linear(tuple(float(v) for v in raw[:k]), tuple(float(v) for v in raw[k:2 * k]),
                  -float(np.sum(raw * mu)), float(raw[2 * k]))


def _network(p: _Params, mu: np.ndarray, sd: np.ndarray) -> Network:
    """The network over the inputs' own units."""
    w = p.hidden / sd[:, None]
    bias = p.bias - mu @ w
    return Network(tuple(tuple(float(v) for v in w[:, j]) for j in range(w.shape[1])),
                   tuple(float(b) for b in bias), tuple(float(o) for o in p.out))
