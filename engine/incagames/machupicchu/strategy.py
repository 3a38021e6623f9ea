"""Strategy bots for Machu Picchu: sparring partners that each play one way to win.

Both are greedy over their own turn (``GreedyBot``: every option is played on to the end of
the seat's turn) on ``evaluation.estimates``, and where the prince goes they also weigh
what the next turn will gain from there. Styles differ in how they weigh the gold
multiplier and the rescue:

* ``builder`` plays for the rescue: Incas early, production, the Priests and Virgins its
  cards reward, sacrifices, the Incatrail.
* ``gold`` plays for the conquest: high-gold cards, the gold lead, no Priests that hasten a
  rescue unless they pay at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.bots import Bot, GreedyBot
from ..core.rng import Rng
from ..core.state import State
from .evaluation import BUILDER, GOLD, Style, evaluation, today_left

if TYPE_CHECKING:
    from .state import MachuPicchuState

QUIET_MARGIN = 0.3
"""VP a move must gain over taking a moon tile: without it, moves worth nothing could go
round for ever (nothing in the rules makes a day end)."""
FORESIGHT = 0.5
"""Share of the next turn's best gain credited to where the prince ends this turn."""


class Planner(GreedyBot):
    """Greedy over its own turn, and where the prince goes also by what the best move of
    the next turn will gain from there (a trade now, a Priest bought next turn): one
    turn's look is blind to plans that take two."""

    def __init__(self, name: str, style: Style, foresight: float = FORESIGHT,
                 lookahead: int = 8) -> None:
        super().__init__(evaluation(style), lookahead=lookahead, quiet=frozenset({"stay"}),
                         margin=QUIET_MARGIN)
        self.name = name
        self.style = style
        self.foresight = foresight

    def choose(self, state: State, seat: int, rng: Rng) -> Action:
        self.at_this_hour(state)
        if getattr(state, "phase", "") != "turn" or not self.foresight:
            return super().choose(state, seat, rng)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        scored = self.moves(state, seat, actions)
        best = max(v for v, _s, _a in scored)
        return rng.choice([a for v, _s, a in scored if v >= best - 1e-9])

    def _continues(self, state: State, seat: int, checkpoint: int) -> bool:
        """The seat's own decisions go on until another seat decides or its next turn
        starts; a summit draw (a new checkpoint) is part of the turn, and valuing the turn
        before its cards are returned would count all three cards drawn."""
        return state.current_player == seat and getattr(state, "phase", "") != "turn"

    def at_this_hour(self, state: MachuPicchuState) -> None:
        """Judge this decision's options at the hour it is taken (see ``estimates``)."""
        self.heuristic = evaluation(self.style, today_left(state))

    def moves(self, state: MachuPicchuState, seat: int, actions: list[Action]
              ) -> list[tuple[float, MachuPicchuState, Action]]:
        """The turn's options worth taking, each with its value (the turn played on
        greedily, plus the next turn's best gain from there) and the position it leads to.
        A move must beat the best moon tile by ``margin``, or only moon tiles are left."""
        scored = []
        for action in actions:
            child = state.clone()
            child.apply_legal(action)
            value = self._settle(child, seat, state.checkpoint, self.lookahead)
            if not child.is_over:
                value += self.foresight * self._next_gain(child, seat)
            scored.append((value, child, action))
        quiet = max((v for v, _s, a in scored if a.kind == "stay"), default=-math.inf)
        busy = max((v for v, _s, a in scored if a.kind != "stay"), default=-math.inf)
        stay = quiet > -math.inf and busy <= quiet + self.margin
        return [item for item in scored if (item[2].kind == "stay") == stay]

    def _next_gain(self, after: MachuPicchuState, seat: int) -> float:
        """What the seat's best move of its next turn gains, from where its prince stands
        (other seats' turns in between are not played)."""
        nxt = after.clone()
        nxt.queue = [("turn", seat)]
        base = self.heuristic(nxt, seat)
        best = 0.0
        for move in nxt.legal_actions():
            if move.kind == "stay":
                continue
            child = nxt.clone()
            child.apply_legal(move)
            best = max(best, self._settle(child, seat, nxt.checkpoint, self.lookahead) - base)
        return best


def _bot(name: str, style: Style) -> Callable[[], Bot]:
    def make() -> Bot:
        return Planner(name, style)
    return make


STRATEGIES: dict[str, Callable[[], Bot]] = {
    "builder": _bot("builder", BUILDER),
    "gold": _bot("gold", GOLD),
}
