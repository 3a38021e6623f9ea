"""How the search bots (normal, hard) play Machu Picchu.

The search (``core.mcts``) values a position by ``evaluation.estimates`` and plays every
seat's turns in its rollouts with a quick greedy bot on the same evaluation (the strategy
bots' judgement without their look at the next turn, which the rollout itself plays): each
of its options is followed by the other seats' replies and then by its own next turn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.bots import Bot
from ..core.mcts import Budget, PairedBot, SearchProfile
from .evaluation import BUILDER, estimates, evaluation
from .spec import turn_start
from .strategy import Planner

if TYPE_CHECKING:
    from .state import MachuPicchuState

CANDIDATES = 5
"""Root options rolled out (the builder's best by its own judgement)."""
SCALE = 12.0
"""Final-score difference that makes a leader about 73% sure to win."""
PASSIVE = frozenset({"end_turn", "done", "stay"})
"""Taking a moon tile is the turn's passive option: the prince moves only for a gain.
Nothing in the rules forces a day to end, so bots that moved for nothing could play on
for ever."""


def rollout_bot() -> Bot:
    """Every seat's play in the rollouts: greedy over its own turn, cheaply."""
    return Planner("rollout", BUILDER, foresight=0.0, lookahead=4)


_PLANNER = Planner("search", BUILDER)


def root_options(state: MachuPicchuState, seat: int, actions: list[Action]
                 ) -> list[tuple[Sequence[float], Action]]:
    """The root's options as the builder sees them: at the start of a turn, the moves
    worth making (with the next turn's best gain credited), else every option played on
    greedily to the end of the turn."""
    _PLANNER.at_this_hour(state)
    if state.phase == "turn":
        out = []
        for value, child, action in _PLANNER.moves(state, seat, actions):
            values = estimates(child, BUILDER)
            values[seat] += value - _PLANNER.heuristic(child, seat)  # the foresight credit
            out.append((values, action))
        return out
    out = []
    for action in actions:
        child = state.clone()
        child.apply_legal(action)
        _PLANNER._settle(child, seat, state.checkpoint, _PLANNER.lookahead)
        out.append((estimates(child, BUILDER), action))
    return out


def leaf_values(state: MachuPicchuState, seat: int) -> list[float]:
    """Every seat's estimate where a rollout stops, the searching seat's with the best
    gain of its next turn from where its prince stands (as the builder judges moves)."""
    values = estimates(state, BUILDER)
    if not state.is_over:
        values[seat] += _PLANNER.foresight * _PLANNER._next_gain(state, seat)
    return values


ENDGAME_DAY = {"normal": None, "hard": 9}
"""From this day on, a level's rollouts play to the end of the game (exact final scores
instead of the evaluation): hard won 17 of 30 games against normal with it, 8 of 20
without; the README's suite has it at 12 of 24 untimed games."""


def _from_day(day: int | None) -> Callable[[MachuPicchuState], bool] | None:
    if day is None:
        return None
    return lambda state: state.day >= day


def profile(level: str) -> SearchProfile:
    return SearchProfile(values=lambda s: estimates(s, BUILDER), scale=SCALE,
                         endgame=_from_day(ENDGAME_DAY.get(level)),
                         heuristic=evaluation(BUILDER), root_lookahead=8, width=16,
                         passive=PASSIVE, turn_start=turn_start,
                         policy=rollout_bot, root=root_options, leaf=leaf_values,
                         paired=CANDIDATES)


def make(level: str, budget: Budget) -> PairedBot:
    """The search bot of a level (``budget`` from ``spec.BUDGETS``)."""
    return PairedBot(level, profile(level), budget)
