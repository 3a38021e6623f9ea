"""Machu Picchu's search value: each seat's final score predicted from the position.

``evaluation.features`` (the parts of the reckoning and of the position) weighted by
``WEIGHTS``, fitted by ridge regression to the final scores of games between the quick
greedy bots that the search plays in its rollouts (``tools/fit_mp_values.py``): a value
that agrees with how those games end, so that a rollout followed by this value estimates
the end of the game without the hand reckoning's bias.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .evaluation import FEATURES, features

if TYPE_CHECKING:
    from .state import MachuPicchuState

WEIGHTS = (-1.4812, -6.9208, -0.7837, -2.0678, 0.0000, 0.7564, 2.1724, 4.7910, 4.9268,
           -0.5528, 1.3117, -0.4670, 1.4844, 4.5888, -0.4749, 3.1822, 2.0525, 2.1853,
           -2.4366, -1.3490)
assert len(WEIGHTS) == len(FEATURES)


def fitted_values(s: MachuPicchuState) -> list[float]:
    """Every seat's predicted final score (the exact one once the game is over)."""
    if s.ending:
        return [float(r.score) for r in s.outcome().results]
    return [sum(w * f for w, f in zip(WEIGHTS, row, strict=True)) for row in features(s)]
