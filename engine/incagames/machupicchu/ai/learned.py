"""Machu Picchu's learned evaluation: every seat's expected final score (VP times its
gold multiplier), a linear model over ``features`` (at two players with a hidden layer
added to each seat's margin, ``core.learned.Network``) fitted to the final scores of
self-play games of the search bots (``python3 build.py train --game machu-picchu``).
The weights are JSON files beside this module: ``weights.json`` for two players,
``weights-3-5.json`` for larger tables (``weights_file``), ``weights-replies.json`` for
the expert's play-out replies at two players (``reply_model``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...core.learned import Model, load
from .features import NAMES, TABLE, features, progress, table

if TYPE_CHECKING:
    from ..state import MachuPicchuState

WEIGHTS = "weights.json"
"""Half round 3's linear weights (626 two-player games of the search bots) and half round
6's linear sum with 32 hidden units (1,246 games): round 6 alone beat round 3 but lost
more to normal and the steward; the half of each beat round 3 81 of 100 and lost none of
40 to either (docs/ai.md, round 7)."""
WEIGHTS_REPLIES = "weights-replies.json"
"""What the expert's play-outs reply by at two players: round 3's linear weights (the same
file as tests/data/league/machu-picchu-r33-2p.json). A greedy reply judges the position
after every option, mid-turn, where no row of the fit lies; the hidden layer of today's
weights costs twice as much there, and read so the expert won 3 of its first 8 games
against hard; with these replies 5 of the same 9 deals at less than half the thinking,
and played out 61 of 100 (docs/ai.md)."""
WEIGHTS_MANY = "weights-3-5.json"
"""Half a fit on games of three and four players only, half round 1's weights (the
two-player weights before a4beb22; ``build.py train --blend``). There the game starts on
a later day and ends with a quarter of the VP, and the two-player weights value the goods
above the Incas they set up (hard set up few Incas at four players); the fit on those 90
games alone set up Incas but won less often than the blend, which won the most games at
three, four and five players (docs/ai.md)."""


def weights_file(players: int) -> str:
    """The weights a table of this many players is judged by."""
    return WEIGHTS if players <= 2 else WEIGHTS_MANY


def model(players: int = 2) -> Model:
    """The shipped weights for a table of ``players``."""
    return load(__package__, weights_file(players), NAMES)


def reply_model(players: int = 2) -> Model:
    """The weights the expert's play-outs reply by (``WEIGHTS_REPLIES`` at two players;
    larger tables' replies read their own weights, which have no hidden layer)."""
    if players <= 2:
        return load(__package__, WEIGHTS_REPLIES, NAMES)
    return model(players)


def sample(state: MachuPicchuState) -> bool:
    """The positions the model is fitted on and applied to: a seat's turn starts."""
    return not state.is_over and state.phase == "turn"


def targets(state: MachuPicchuState, seat: int) -> dict[str, float]:
    """What the model is fitted to, read from a finished game: the seat's score."""
    return {"score": float(state.outcome().results[seat].score)}


def estimates(state: MachuPicchuState, chosen: Model | None = None,
              today: float | None = None) -> list[float]:
    """Every seat's expected final score (exact once the game is over); ``today`` fixes
    the part of today left (see ``features``)."""
    if state.is_over:
        return [float(x) for x in state.outcome().scores]
    m = chosen or model(state.num_players)
    return m.scores(table(state, today), progress(state, today))


__all__ = ["NAMES", "TABLE", "estimates", "features", "model", "progress", "reply_model",
           "sample", "targets", "weights_file"]


def evaluation(rival: float = 0.5, today: float | None = None, replies: bool = False
               ) -> Callable[[MachuPicchuState, int], float]:
    """A greedy bot's objective: the seat's expected final score less a share of the best
    rival's (a won game counts far above any score), at one time of day (``today``), by
    the shipped weights or (``replies``) the play-outs' reply weights."""
    def value(s: MachuPicchuState, p: int) -> float:
        if s.is_over:
            outcome = s.outcome()
            best = max(r.score for r in outcome.results if r.seat != p)
            return 1000.0 * (outcome.results[p].rank == 1) + outcome.results[p].score - best
        est = estimates(s, reply_model(s.num_players) if replies else None, today=today)
        return est[p] - rival * max(v for q, v in enumerate(est) if q != p)
    return value


def baseline(state: MachuPicchuState) -> list[float]:
    """The hand-made evaluation's estimates (what the training compares with)."""
    from .evaluation import BUILDER
    from .evaluation import estimates as reckoned
    return reckoned(state, BUILDER)
