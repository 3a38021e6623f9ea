"""Cuzco's learned evaluations: every seat's expected final prestige.

* ``estimates``: a linear model over ``features`` fitted to the final scores of
  self-play games of the search bots (``python3 build.py train --game cuzco``), the
  weights ``weights.json`` beside this module. No bot plays by it: in play it lost to the
  hand-made evaluation (docs/ai.md).
* ``calibrated``: the hand-made evaluation (``evaluation.parts``) with each source's
  promise, what a position promises beyond the PP won, scaled by the share of such
  promises that came true in the search bots' games, a straight line in the time of the
  game (``python3 build.py train --game cuzco --calibrate``; ``calibration.json``). The
  expert judges its play-outs' ends by it.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from ...core.learned import Model, load
from .evaluation import SOURCES, parts
from .features import NAMES, TABLE, features, progress, table

if TYPE_CHECKING:
    from ..state import CuzcoState

WEIGHTS = "weights.json"
CALIBRATION = "calibration.json"
PROMISES: dict[str, tuple[str, str | None]] = {
    "temples": ("est_temples", "won_temples"), "ponds": ("est_ponds", "won_ponds"),
    "festivals": ("est_festivals", "won_festivals"), "final": ("est_final", None),
    "supply": ("est_supply", None)}
"""Per source of ``evaluation.SOURCES``: the feature of the hand-made estimate and the
feature of the PP already won of it (None: nothing, before the grand final scoring)."""


def weights_file(players: int) -> str:
    """The weights a table of this many players is judged by: one file for every table
    (fitted on games of every player count)."""
    return WEIGHTS


def model(players: int = 2) -> Model:
    """The shipped weights for a table of ``players``."""
    return load(__package__, weights_file(players), NAMES)


def sample(state: CuzcoState) -> bool:
    """The positions the model is fitted on and applied to: a seat's turn starts."""
    return not state.is_over and state.phase[0] == "start" and state.festival is None


def targets(state: CuzcoState, seat: int) -> dict[str, float]:
    """What the model is fitted to, read from a finished game: the seat's score."""
    return {"score": float(state.outcome().results[seat].score)}


def estimates(state: CuzcoState, chosen: Model | None = None) -> list[float]:
    """Every seat's expected final prestige (exact once the game is over)."""
    if state.is_over:
        return [float(x) for x in state.outcome().scores]
    m = chosen or model(state.num_players)
    return m.scores(table(state), progress(state))


@cache
def shares() -> tuple[tuple[float, float], ...]:
    """Each source's share of its promise, in ``SOURCES`` order: (at the start of the
    game, change by its end)."""
    text = resources.files(__package__).joinpath(CALIBRATION).read_text(encoding="utf-8")
    data = json.loads(text)["shares"]
    return tuple((float(data[name][0]), float(data[name][1])) for name in SOURCES)


def calibrated(state: CuzcoState) -> list[float]:
    """Every seat's PP won plus each source's promise times its share at this time of the
    game (exact once the game is over)."""
    if state.is_over:
        return [float(x) for x in state.outcome().scores]
    t = progress(state)
    share = [a + b * t for a, b in shares()]
    out = []
    for q, estimate in enumerate(parts(state)):
        d = state.scores[q]
        won = (float(d["temples"]), float(d["ponds"]), float(d["festivals"]),
               float(d["final"]), 0.0)
        out.append(sum(won) + sum(k * (x - w) for k, x, w in zip(share, estimate, won,
                                                                  strict=True)))
    return out


def baseline(state: CuzcoState) -> list[float]:
    """The hand-made evaluation's estimates (what the training compares with)."""
    from .evaluation import estimates as reckoned
    return reckoned(state)


__all__ = ["NAMES", "PROMISES", "TABLE", "baseline", "calibrated", "estimates", "features",
           "model", "progress", "sample", "shares", "targets"]
