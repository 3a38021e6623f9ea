"""Chances of winning from estimated final scores: what the search maximises and what a
review shows."""

from __future__ import annotations

import math
from collections.abc import Sequence

from .state import Outcome, State


def squash(diff: float, scale: float) -> float:
    """A score difference as a win chance in (0, 1) (``scale``: the lead that makes a
    leader about 73% sure to win, a logistic unit)."""
    x = max(-30.0, min(30.0, diff / scale))
    return 1.0 / (1.0 + math.exp(-x))


def final_shares(state: State, outcome: Outcome | None = None) -> list[float]:
    """Each seat's share of the win in a finished game (ties share it); ``outcome`` is the
    state's own, when the caller has it already."""
    winners = (outcome or state.outcome()).winners
    return [1.0 / len(winners) if q in winners else 0.0 for q in range(state.num_players)]


def relative(values: Sequence[float], seat: int) -> float:
    """A seat's estimate against the others: minus the mean of the best other and the
    average other (two players: the difference)."""
    others = [v for q, v in enumerate(values) if q != seat]
    if not others:
        return values[seat]
    return values[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


MARGIN_SHARE = 0.01
"""A losing seat's reward at a finished play-out, times its squashed final margin: among
lines that lose in every world the bot takes the narrowest loss, as a player who plays on
would, not the first it made; one world won outweighs it. A win is not graded by its
margin: play-outs reply greedily, and a wider win there is no surer."""


def win_chances(state: State, values: Sequence[float], scale: float) -> list[float]:
    """Each seat's chance of winning: its share of the win once the game is over (a loser
    ``MARGIN_SHARE`` times its squashed final margin), else its estimated lead over the
    best other seat squashed."""
    n = state.num_players
    if state.is_over:
        outcome = state.outcome()
        scores = outcome.scores
        return [share or MARGIN_SHARE * squash(
                    scores[q] - max(scores[r] for r in range(n) if r != q), scale)
                for q, share in enumerate(final_shares(state, outcome))]
    return [squash(values[q] - max(values[r] for r in range(n) if r != q), scale)
            for q in range(n)]


def win_shares(state: State, values: Sequence[float], scale: float) -> list[float]:
    """Each seat's chance of winning, adding up to 1 over the seats: its share of the win
    once the game is over, else a softmax of the estimated scores. What a review shows;
    the bots' own rewards (``win_chances``) need not add up."""
    if state.is_over:
        return final_shares(state)
    top = max(values)
    weights = [math.exp(max(-30.0, (v - top) / scale)) for v in values]
    total = sum(weights)
    return [w / total for w in weights]
