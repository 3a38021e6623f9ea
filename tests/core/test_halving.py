"""Sequential halving (``core.search.Halving``): the budget is spent, not left over, and
plans are judged by every world they were played in."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from incagames.core import Rng
from incagames.core.search import Halving, rounds


def run(halving: Halving, value: Callable[[int, int], float]) -> list[list[int]]:
    """Play a halving to the end, plan ``i`` in the round ``r`` world worth ``value(r, i)``;
    the surviving plans of each round."""
    seen = []
    while (request := halving.next()) is not None:
        alive, seeds = request
        r = len(seen)
        seen.append(alive)
        halving.report([value(r, i) * len(seeds) for i in alive], len(seeds))
    return seen


@pytest.mark.parametrize(("plans", "expected"),
                         [(1, 1), (2, 1), (3, 2), (4, 2), (5, 2), (8, 3), (9, 3), (11, 3),
                          (12, 4), (16, 4)])
def test_one_round_a_halving_and_one_between_the_last_two(plans: int, expected: int) -> None:
    assert rounds(plans) == expected


@pytest.mark.parametrize(("plans", "budget"), [(9, 18), (12, 64), (6, 12), (5, 72), (3, 7)])
def test_the_budget_is_spent(plans: int, budget: int) -> None:
    halving = Halving(plans, budget, Rng(1))
    alive = run(halving, lambda r, i: -i)
    assert alive[-1] == [0, 1]
    assert budget - len(alive[-1]) < halving.used <= budget


def test_the_earlier_worlds_count_too() -> None:
    # The third plan leads the first round by far and trails the second a little.
    halving = Halving(3, 6, Rng(2))
    run(halving, lambda r, i: [0.2, 0.0, 0.9][i] if r == 0 else [0.5, 0.0, 0.4][i])
    assert halving.best() == 2


def test_ties_go_to_the_games_order() -> None:
    halving = Halving(5, 20, Rng(3))
    run(halving, lambda r, i: 0.5)
    assert halving.best() == 0
