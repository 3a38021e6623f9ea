"""Calibration of a hand-made evaluation (numpy, a developer tool): how much of what the
evaluation promises a seat, source by source, came true in recorded games.

A hand-made evaluation adds to each seat's points won what its position promises (a
temple to be expanded, a pond to be closed, a standing in the final scoring...). Its
promises were guessed; the games say how much of each came: the seat's margin over the
table's mean in the points still to come is fitted on the same margins of its promises,
each source's share a straight line in the time of the game (``core.learned.Linear``'s
form: ``a + b * t``). Shares are kept at zero or above at both ends of the game, and the
seat on turn's edge is fitted (so that it does not bend the others) but not kept: a
search reads the evaluation where its own turn starts, in every play-out alike.

Rows come from ``dataset.build``; the game's ``ai.learned.PROMISES`` names, for each
source, the feature of the evaluation's estimate and the feature of the points already
won of it (None: nothing of it is won before the game ends).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from incagames.core.learned import MARGIN

from .dataset import HELD_OUT, Rows
from .fit import _pick, centred

ON_TURN = "on_turn"


@dataclass(frozen=True)
class Calibrated:
    """Each source's share of its promise at the start and the end of the game, and how
    well the calibrated and the plain evaluation predict held-out games."""

    shares: dict[str, tuple[float, float]]
    """Per source: (share at the game's start, change by its end)."""
    rows: int
    games: int
    rmse: float
    """Cross-validated RMSE of the margin over the table's mean in points still to come."""
    plain_rmse: float
    """The same of the evaluation as it is (every promise at full worth)."""
    pick: float
    """Share of positions where the seat the calibrated evaluation rates highest won."""
    plain_pick: float

    def to_json(self) -> dict:
        return {"shares": {k: [round(a, 4), round(b, 4)] for k, (a, b) in self.shares.items()},
                "meta": {"rows": self.rows, "games": self.games,
                         "cv_rmse": round(self.rmse, 3),
                         "plain_rmse": round(self.plain_rmse, 3)}}


def _columns(rows: Rows, promises: Mapping[str, tuple[str, str | None]]
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per row, centred on the table: each source's promise and the seat on turn; the
    margin still to come; the plain evaluation's estimate of it; the points won."""
    x = np.asarray(rows.x, dtype=float)
    at = {name: i for i, name in enumerate(rows.names)}
    won = np.zeros(len(x))
    cols = []
    for estimate, banked in promises.values():
        done = x[:, at[banked]] if banked else 0.0
        cols.append(x[:, at[estimate]] - done)
        won = won + done
    cols.append(x[:, at[ON_TURN]])
    promised = np.stack([centred(rows, c) for c in cols], axis=1)
    won = centred(rows, won)
    to_come = np.asarray(rows.y[MARGIN], dtype=float) - won
    return promised, to_come, promised[:, :-1].sum(axis=1), won


def _solve(z: np.ndarray, y: np.ndarray, sources: int) -> np.ndarray:
    """Least squares with each source's share kept at zero or above at t = 0 and t = 1
    (a share that would fall below is pinned there and the rest refitted)."""
    pinned: dict[int, float] = {}  # column -> fixed value
    k = z.shape[1] // 2
    for _ in range(2 * sources + 1):
        free = [c for c in range(z.shape[1]) if c not in pinned]
        rest = y - sum((z[:, c] * v for c, v in pinned.items()), np.zeros(len(y)))
        w_free, *_ = np.linalg.lstsq(z[:, free], rest, rcond=None)
        w = np.zeros(z.shape[1])
        w[free] = w_free
        for c, v in pinned.items():
            w[c] = v
        bad = [i for i in range(sources) if w[i] < -1e-9 or w[i] + w[k + i] < -1e-9]
        if not bad:
            return w
        i = bad[0]
        if w[i] < -1e-9:
            pinned[i] = 0.0  # no share at the start: the line starts at zero
        else:
            pinned[k + i] = -w[i]  # none at the end: the line falls to zero
    return w


def calibrate(rows: Rows, promises: Mapping[str, tuple[str, str | None]]) -> Calibrated:
    """Each source's share of its promise, fitted on all rows; judged by ``HELD_OUT``-fold
    cross-validation by game against the evaluation as it is."""
    promised, to_come, plain, won = _columns(rows, promises)
    t = np.asarray(rows.t, dtype=float)[:, None]
    z = np.hstack([promised, promised * t])
    sources = len(promises)
    games = np.asarray(rows.game)
    predicted = np.zeros(len(to_come))
    for fold in range(HELD_OUT):
        test = games % HELD_OUT == fold
        if test.any() and (~test).any():
            predicted[test] = z[test] @ _solve(z[~test], to_come[~test], sources)
    w = _solve(z, to_come, sources)
    k = z.shape[1] // 2
    # The plain evaluation with the seat on turn's edge fitted alike, for a fair comparison.
    edge = promised[:, -1:] * np.hstack([np.ones_like(t), t])
    plain_fit = plain + edge @ np.linalg.lstsq(edge, to_come - plain, rcond=None)[0]
    every = np.ones(len(to_come), dtype=bool)
    return Calibrated(
        {name: (float(w[i]), float(w[k + i])) for i, name in enumerate(promises)},
        len(to_come), rows.games, float(np.sqrt(np.mean((predicted - to_come) ** 2))),
        float(np.sqrt(np.mean((plain_fit - to_come) ** 2))),
        _pick(rows, won + predicted, every), _pick(rows, won + plain, every))
