"""How the search bots play Machu Picchu: whole-turn plans tried against the other seats'
replies (``core.search.PlanSearch``).

At the start of its turn the bot ranks its moves as the builder strategy does (the turn
played on greedily, plus what the next turn can gain from where the Prince stands) and
makes a plan of each of the best: the move, then the rest of the seat's own decisions of
that turn. Where the turn branches (which Incas to set up, which Priest or Virgin to take,
how to trade at the Central Plaza, what to offer at the Main Temple, which Inca to send to
the Sun Clock), the best few branches become plans of their own. Decisions outside its
turn (producing, sacrificing, the cards kept at the summit) are planned the same way from
the options at hand.

In the play-outs every seat is played by a quick greedy bot on the builder's reckoning
(expert: on the learned evaluation, many times dearer a decision), up to the start
of the bot's next turn (hard and expert: from day 9, or once the rescue is near, to the
end of the game), where every seat's expected final score is read from the learned
evaluation (``learned.estimates``; normal reads the builder's hand-made reckoning
instead, and ranks its moves by it).
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.rng import Rng
from ...core.search import Budget, Plan, PlanSearch, Policy
from .. import components as C
from . import learned
from .evaluation import BUILDER, ROWS_TOTAL, estimates
from .strategy import Planner, trade_plans

if TYPE_CHECKING:
    from ..state import MachuPicchuState

SCALE = 12.0
"""Final-score difference that makes a leader about 73% sure to win."""
BRANCHING = frozenset({"set_up", "acquire", "plaza", "offer", "sun_clock"})
"""Decisions of a turn whose best few options each make a plan of their own."""
GREEDY = frozenset({"produce", "sacrifice", "moon_goods", "sun_goods"})
"""Decisions settled by the evaluation alone: their effect is at once and plain to it."""
RESCUE_NEAR = (3, 2 * C.SUMMIT_DRAW)
"""Priests and Virgins left, cards left in the sacrifice deck: at or below either, a round
may end the game by rescue (no gold multiplier), so hard's play-outs go to the end, where
that ending is scored exactly; the learned evaluation has seen no rescue."""
_MAX_STEPS = 30
"""Own decisions a plan holds at most (a safety net: every turn ends sooner)."""


@dataclass(frozen=True)
class Breadth:
    """How many plans a level makes."""

    moves: int
    """Moves (or moon tiles) of the turn made into plans, best first."""
    branches: int
    """Options of the turn's first branching decision tried (each its own plan)."""
    to_the_end: int | None = None
    """From this day on, play-outs go to the end of the game (exact final scores)."""
    learned: bool = True
    """Plans made and ranked by the learned evaluation (else the builder's reckoning)."""
    rollouts_learned: bool = False
    """Every seat's play in the play-outs judged by the learned evaluation's reply weights
    (``learned.reply_model``: round 3's linear sum at two players), near what the search
    bots themselves judge (else by the builder's reckoning: far cheaper a decision, but
    replies unlike the search bots' own); the expert's thinking is about twice hard's
    a game (docs/ai.md)."""
    compared: int = 12
    """Plans compared at most, best first (the plans come move by move, each move's
    branches together: 12 of hard's 6 x 3 are its 4 best moves' 3 branches each)."""


def rollout_bot(learned: bool = False) -> Planner:
    """Every seat's play in the play-outs: greedy over its own turn, cheaply (by the
    builder's reckoning, or by the learned evaluation's reply weights,
    ``learned.reply_model``)."""
    return Planner("rollout", BUILDER, foresight=0.0, lookahead=4, learned=learned,
                   replies=learned)


class MachuPicchuPlanning:
    """Machu Picchu's side of the plan search (``core.search.Planning``)."""

    scale = SCALE

    def __init__(self, breadth: Breadth) -> None:
        self.breadth = breadth
        self.planner = Planner("search", BUILDER, learned=breadth.learned)
        self.rollout = rollout_bot(breadth.rollouts_learned)

    def settled(self, state: MachuPicchuState, seat: int, actions: list[Action]
                ) -> Action | None:
        """Small decisions taken greedily, without play-outs: producing, sacrificing and
        the goods of the night."""
        if state.phase in GREEDY:
            self.planner.at_this_hour(state)
            return self._greedy(state, seat, actions)
        return None

    def fingerprint(self, state: MachuPicchuState, seat: int) -> Hashable:
        return (state.checkpoint, tuple(state.queue[0]), state.princes[seat],
                tuple(state.goods[seat]), tuple(state.incas[seat]), tuple(state.priests[seat]),
                tuple(state.hands[seat]), state.scouts[seat], tuple(state.market),
                tuple(state.bonus), tuple(state.taken), state.supply[seat])

    def turn_start(self, state: MachuPicchuState) -> bool:
        return state.phase == "turn"

    def to_the_end(self, state: MachuPicchuState) -> bool:
        day = self.breadth.to_the_end
        return day is not None and (state.day >= day or rescue_near(state))

    def share(self, state: MachuPicchuState) -> float:
        return 1.0

    def policies(self, state: MachuPicchuState, seat: int, rng: Rng) -> list[Policy]:
        return [self.rollout] * state.num_players

    def leaf(self, state: MachuPicchuState, seat: int) -> Sequence[float]:
        """Every seat's expected final score by the learned evaluation (which also reads
        what the Prince's next turn can reach from where it stands), or by the builder's
        reckoning at a level without it."""
        if self.breadth.learned:
            return learned.estimates(state)
        return estimates(state, BUILDER)

    # -------------------------------------------------------------- making plans
    def plans(self, state: MachuPicchuState, seat: int, rng: Rng, until: float
              ) -> list[Plan]:
        """At the start of a turn, the best moves each followed by the rest of the turn
        (and the branches of its first branching decision); else every option so."""
        planner = self.planner
        planner.at_this_hour(state)
        actions = state.legal_actions()
        if state.phase == "turn":
            kept, tiles = planner.options(state, seat, actions)
            firsts = _best(kept or tiles, self.breadth.moves)
        else:
            firsts = [a for _, a in sorted(((self._settled_value(state, seat, a), a)
                                            for a in actions), key=lambda item: -item[0])]
        out: list[Plan] = []
        seen: set[Hashable] = set()
        for first in firsts:
            if out and time.perf_counter() > until:
                break
            for plan in self._turns(state, seat, first):
                key = self._end_of(state, seat, plan)
                if key not in seen:
                    seen.add(key)
                    out.append(plan)
        return out

    def _settled_value(self, state: MachuPicchuState, seat: int, action: Action) -> float:
        child = state.clone()
        child.apply_legal(action)
        return self.planner.settle(child, seat, state.checkpoint, self.planner.lookahead)

    def _turns(self, state: MachuPicchuState, seat: int, first: Action) -> list[Plan]:
        """``first``, then the seat's own decisions played greedily; at the first
        branching decision, its best few options each continued greedily."""
        sim = state.clone()
        sim.apply_legal(first)
        prefix = [first]
        for _ in range(_MAX_STEPS):
            if not self._continues(sim, seat):
                return [tuple(prefix)]
            options = sim.legal_actions()
            task = sim.queue[0][0]
            if len(options) > 1 and task in BRANCHING and self.breadth.branches > 1:
                return [tuple(prefix + branch)
                        for branch in self._branches(sim, seat, task, options)]
            action = self._greedy(sim, seat, options)
            prefix.append(action)
            sim.apply_legal(action)
        return [tuple(prefix)]

    def _branches(self, sim: MachuPicchuState, seat: int, task: str,
                  options: list[Action]) -> list[list[Action]]:
        """The best few ways on from a branching decision, each played to the end of the
        seat's part of the turn."""
        starts = trade_plans(sim, seat) if task == "plaza" else [[a] for a in options]
        scored = []
        for start in starts:
            child = sim.clone()
            for a in start:
                child.apply_legal(a)
            rest = self._greedy_rest(child, seat)
            scored.append((self.planner.heuristic(child, seat), [*start, *rest]))
        scored.sort(key=lambda item: -item[0])
        return [plan for _, plan in scored[: self.breadth.branches]]

    def _greedy_rest(self, sim: MachuPicchuState, seat: int) -> list[Action]:
        """The seat's own decisions from here, each the greedy best (played on ``sim``)."""
        out = []
        for _ in range(_MAX_STEPS):
            if not self._continues(sim, seat):
                break
            action = self._greedy(sim, seat, sim.legal_actions())
            out.append(action)
            sim.apply_legal(action)
        return out

    def _greedy(self, sim: MachuPicchuState, seat: int, options: list[Action]) -> Action:
        if len(options) == 1:
            return options[0]
        action, _ = self.planner.best(sim, seat, options, None, self.planner.lookahead)
        return action

    @staticmethod
    def _continues(sim: MachuPicchuState, seat: int) -> bool:
        """The seat still decides in its own part of this turn."""
        return not sim.is_over and sim.current_player == seat and sim.phase != "turn"

    def _end_of(self, state: MachuPicchuState, seat: int, plan: Plan) -> Hashable:
        sim = state.clone()
        for a in plan:
            sim.apply_legal(a)
        return (self.fingerprint(sim, seat), sim.current_player, plan[-1])


def rescue_near(state: MachuPicchuState) -> bool:
    """Few Priests and Virgins or few sacrifice cards left (``RESCUE_NEAR``)."""
    pieces, cards = RESCUE_NEAR
    return ROWS_TOTAL - sum(state.taken) <= pieces or len(state.deck) <= cards


def _best(scored: list[tuple[float, MachuPicchuState, Action]], n: int) -> list[Action]:
    """The ``n`` best-valued actions of ``scored``, best first."""
    return [a for _v, _c, a in sorted(scored, key=lambda item: -item[0])[:n]]


_HARD = Breadth(moves=6, branches=3, to_the_end=9)

LEVELS: dict[str, tuple[Breadth, int]] = {
    "normal": (Breadth(moves=3, branches=1, learned=False), 1),
    "hard": (_HARD, 1),
    "expert": (replace(_HARD, rollouts_learned=True), 1),
}
"""Per level, how many plans it makes, how many of its own turns a play-out reaches and
what judges the plans: normal reads the hand-made reckoning, hard and expert the learned
evaluation (the same search with the learned one won 17 of 24 games; docs/ai.md). Expert
is hard whose play-outs reply as the learned evaluation judges (by its reply weights),
about twice hard's thinking (in the browser, hard's plays shared out to several
workers): that beat hard 63 of 100, where more plays and plans had not (29 of 60), nor
more of both with those play-outs (6 of 12), and today's hard 61 of 100 (docs/ai.md)."""


def make(level: str, budget: Budget) -> PlanSearch:
    """The search bot of a level (``budget`` from ``spec.BUDGETS``)."""
    breadth, horizon = LEVELS[level]
    return PlanSearch(level, budget, MachuPicchuPlanning(breadth), horizon=horizon,
                      max_plans=breadth.compared)

