"""Cuzco's learned evaluation: every seat's expected final prestige, a linear model over
``features`` fitted to the final scores of self-play games of the search bots
(``python3 build.py train --game cuzco``). The weights are ``weights.json`` beside this
module."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.learned import Model, load
from .features import NAMES, TABLE, features, progress, table

if TYPE_CHECKING:
    from ..state import CuzcoState

WEIGHTS = "weights.json"


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


def baseline(state: CuzcoState) -> list[float]:
    """The hand-made evaluation's estimates (what the training compares with)."""
    from .evaluation import estimates as reckoned
    return reckoned(state)


__all__ = ["NAMES", "TABLE", "baseline", "estimates", "features", "model", "progress",
           "sample", "targets"]
