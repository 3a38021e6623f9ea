"""How the search bots (normal, hard, expert) play Cuzco: whole-turn plans tried against the
other seats' replies (``core.search.PlanSearch``).

A Cuzco turn is a dozen small decisions that only make sense together. At the first
decision of a turn (and again whenever the position is not the one a plan was made for,
e.g. after a card drawn from the deck) the bot makes plans: the turn the strategy planner
would play, and the same planner's turn after each of the next best first steps (another
placement of the mandatory terrain, another Inca move...). A plan that ends by proposing a
festival is also tried without it, and the other way round. The plans are ranked by the
position each leaves (the same reckoning as the play-outs' ends), and the search plays
the first few: the best plan is often not the planner's, nor one of its nearest
alternatives. Right after the best come the celebrant's turn and its turn after a card
drawn first (``celebrant.py``): lines of cards and ponds that reckoning ranks too low.

In the play-outs every other seat is played by a strategy bot of a style drawn per world
(temples, ponds, festivals or the celebrant: the search does not know how its opponents
play), the bot's own later turns by its own style; the position where a play-out stops is
valued by ``evaluation.estimates``. Festival bids are decided by the strategy bots' rule
(``bidding.bid``).
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.rng import Rng
from ...core.search import Budget, Plan, PlanSearch, Policy
from .bidding import bid, festival_gain
from .celebrant import CELEBRANT, CelebrantPlanner, may_draw, rollout_celebrant
from .evaluation import estimates, relative
from .planner import Macro, Planner, fingerprint
from .strategy import FESTIVALS, STYLES, StrategyBot, Style, rollout_bot
from .weights import DEFAULT

if TYPE_CHECKING:
    from ..state import CuzcoState

SCALE = 8.0
"""PP lead that makes a seat about 73% sure to win (a logistic unit)."""
_END = Action("end_turn")


@dataclass(frozen=True)
class Breadth:
    """How many plans a level makes."""

    alternatives: int
    """First steps besides the planner's best, each followed by the planner's turn."""
    placements: int
    """Of those, placements of the mandatory terrain at most."""
    own_wide: bool = False
    """Play the bot's own later turns in the play-outs by its full-width strategy bot (the
    planner's own candidate lists) instead of the narrow rollout bot: a play-out then
    values a plan by what the bot itself will make of it next turn (the expert)."""


class CuzcoPlanning:
    """Cuzco's side of the plan search (``core.search.Planning``)."""

    scale = SCALE

    def __init__(self, breadth: Breadth, style: Style = FESTIVALS) -> None:
        self.breadth = breadth
        self.style = style
        self.opponents: dict[str, Policy] = {n: rollout_bot(n) for n in STYLES}
        self.opponents[CELEBRANT.name] = rollout_celebrant()
        self.names = sorted(self.opponents)
        self.own = (StrategyBot(style) if breadth.own_wide
                    else self.opponents.get(style.name, self.opponents["festivals"]))

    def settled(self, state: CuzcoState, seat: int, actions: list[Action]) -> Action | None:
        if state.festival is not None:
            return bid(state, seat, actions, self.style.weights)
        return None

    def fingerprint(self, state: CuzcoState, seat: int) -> Hashable:
        return fingerprint(state, seat)

    def turn_start(self, state: CuzcoState) -> bool:
        return state.phase[0] == "start" and state.festival is None

    def to_the_end(self, state: CuzcoState) -> bool:
        return False

    def policies(self, state: CuzcoState, seat: int, rng: Rng) -> list[Policy]:
        drawn = [self.opponents[self.names[rng.randbelow(len(self.names))]]
                 for _ in range(state.num_players)]
        return [self.own if q == seat else drawn[q] for q in range(state.num_players)]

    def leaf(self, state: CuzcoState, seat: int) -> Sequence[float]:
        return estimates(state, DEFAULT)

    # -------------------------------------------------------------- making plans
    def plans(self, state: CuzcoState, seat: int, rng: Rng, until: float) -> list[Plan]:
        """The planner's own turn and its turn after each next best first step, best
        first by where each leaves the seat (the search compares only the first few); no
        two plans end in the same position. After a card drawn this turn, only the
        planner's own turn: the turn's course was compared already, and the card changes
        little but its end (which the planner judges by the festival's gain)."""
        planner = Planner(state, seat, self.style, rng)
        if state.draws and state.phase[0] == "main":
            return [tuple(a for _, a in planner.plan())]
        out: list[tuple[float, Plan]] = []
        seen: set[Hashable] = set()
        for macro in self._first_steps(planner, state):
            if out and time.perf_counter() > until:
                break
            sim = state.clone()
            for a in macro:
                sim.apply_legal(a)
            rest = ([] if macro[-1].kind in ("end_turn", "festival")
                    else [a for _, a in Planner(sim, seat, self.style, rng).plan()])
            for plan in self._variants(state, seat, [*macro, *rest]):
                end = _end_of(state, plan, seat)
                if end is not None and end[0] not in seen:
                    seen.add(end[0])
                    out.append((end[1], tuple(plan)))
        # Best first by where the turn leaves the seat: the search compares the first few.
        out.sort(key=lambda o: -o[0])
        ranked = [plan for _, plan in out]
        return ranked[:1] + self._celebrant_plans(state, seat, rng, seen) + ranked[1:]

    def _celebrant_plans(self, state: CuzcoState, seat: int, rng: Rng,
                         seen: set[Hashable]) -> list[Plan]:
        """The celebrant's turn (``celebrant.py``) and, where a card may be drawn, its
        turn after drawing first, face up or from the deck; the first two that end
        elsewhere than the planner's plans. The festival style's reckoning ranks lines
        of cards and ponds low (a card is worth little more than its AP to it), so
        they are placed right after its own best plan, where the search compares them."""
        out: list[Plan] = []
        heads: list[list[Action]] = [[]]
        if state.phase[0] == "main" and may_draw(state, seat):
            heads += [[a] for a in state.legal_actions() if a.kind == "draw"]
        for head in heads:
            sim = state.clone()
            for a in head:
                sim.apply_legal(a)
            if sim.current_player != seat or sim.festival is not None:
                continue
            rest = [a for _, a in CelebrantPlanner(sim, seat, CELEBRANT, rng).plan()]
            plan = [*head, *rest]
            end = _end_of(state, plan, seat)
            if end is not None and end[0] not in seen:
                seen.add(end[0])
                out.append(tuple(plan))
        return out[:2]

    def _first_steps(self, planner: Planner, s: CuzcoState) -> list[Macro]:
        """The planner's own next step, then the next best ones."""
        first = planner.step(s)
        extra = self.breadth.alternatives
        if not extra:
            return [first]
        phase = s.phase[0]
        if phase == "start":
            tiles = [a["tile"] for a in s.legal_actions() if a.kind == "choose_terrain"]
            options = planner.placements(s, tiles)
        elif phase == "place":
            options = planner.placements(s, [s.phase[1]], chosen=True)
        else:
            options = sorted(planner.main_options(s, s.legal_actions(),
                                                  self.breadth.placements),
                             key=lambda o: -o[0])
            options.append((planner.value(s), [planner.finish(s)]))
        out = [first]
        for _, macro in options:
            if len(out) > extra:
                break
            if macro != first and macro not in out:
                out.append(macro)
        return out

    def _variants(self, state: CuzcoState, seat: int, plan: list[Action]
                  ) -> list[list[Action]]:
        """The plan, and the same turn ended the other way (with or without the festival
        that pays best)."""
        out = [plan]
        last = plan[-1]
        if last.kind == "festival":
            out.append([*plan[:-1], _END])
        elif last.kind == "end_turn":
            sim = state.clone()
            for a in plan[:-1]:
                sim.apply_legal(a)
            festivals = [a for a in sim.legal_actions() if a.kind == "festival"]
            if festivals:
                w = self.style.weights
                best = max(festivals, key=lambda a: festival_gain(sim, seat, a["temple"], w))
                out.append([*plan[:-1], best])
        return out


def _end_of(state: CuzcoState, plan: list[Action], seat: int
            ) -> tuple[Hashable, float] | None:
    """The position a plan leads to (to drop plans that end the same) and the seat's
    standing there by the search's reckoning (``relative`` of ``estimates``), or None when
    the plan cannot be played here."""
    sim = state.clone()
    for a in plan:
        if sim.is_over or sim.current_player != seat or sim.festival is not None:
            break
        if a not in sim.legal_actions():
            return None
        sim.apply_legal(a)
    return (*fingerprint(sim, seat), plan[-1]), relative(estimates(sim, DEFAULT), seat)


_HARD = (Breadth(alternatives=11, placements=3), 2)

LEVELS: dict[str, tuple[Breadth, int]] = {
    "normal": (Breadth(alternatives=2, placements=1), 1),
    "hard": _HARD,
    "expert": (replace(_HARD[0], own_wide=True), _HARD[1]),
}
"""Per level, how many plans it makes and how many of its own turns a play-out reaches
(hard looks one round further). Of its plans a level compares as many as its budget
allows, at most ``COMPARED`` (``PlanSearch.compared``: normal 5, hard and expert 9), the
best placed first. Expert is hard's search with four times its plays and its own later
turns played out by the full-width bot: with 16 alternatives, 4 placements and twelve
compared it lost to hard 20 of 52; with hard's plans and plays alone it won 104 of 200,
no more than hard; its own turns played full width made the difference (docs/ai.md)."""
COMPARED = 9
"""Plans compared at most: the standing right after a plan ranks the plans weakly (rank
correlation 0.32 with the play-outs), and plays spread over more of them than this were
worth less, offline at hard's budget and in games at expert's."""


def make(level: str, budget: Budget) -> PlanSearch:
    """The search bot of a level (``budget`` from ``spec.BUDGETS``)."""
    breadth, horizon = LEVELS[level]
    return PlanSearch(level, budget, CuzcoPlanning(breadth), horizon=horizon,
                      max_plans=COMPARED)

