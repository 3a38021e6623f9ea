"""Cuzco strategy bots: three ways to win, written from the rulebook.

A bot plans its turn greedily on ``evaluation.estimates`` (each seat's expected final
prestige), one step per decision (``planner.py``): a short list of candidate *macros*,
pruned by cheap scores (``pruning.py``), is played on clones of the position and the best
one is taken while it improves the bot's standing against the others by more than
``min_gain``; then the turn ends, with a festival when one pays. The later decisions of a
macro are remembered by the position they are meant for. Festival bidding is decided by
rule (``bidding.py``).

``STRATEGIES`` maps "temples", "ponds" and "festivals" to bot factories; the styles
differ in their evaluation weights and in how much room their candidate lists give their
own lever.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.rng import Rng
from ...core.search import fallback
from .bidding import bid
from .planner import MAX_STEPS, Planner, fingerprint
from .weights import DEFAULT, Weights

if TYPE_CHECKING:
    from ..state import CuzcoState


@dataclass(frozen=True)
class Style:
    """A way to play: evaluation weights and how wide each kind of candidate is looked at."""

    name: str
    weights: Weights = DEFAULT
    place_width: int = 14
    """Placements of each terrain kind played out per step."""
    extra_width: int = 0
    """The same for a placement beyond the turn's mandatory one (0: ``place_width``)."""
    climb_width: int = 6
    """Of those, how many also try the best climb onto the new terrain."""
    move_width: int = 16
    enter_width: int = 8
    pond_width: int = 6
    min_gain: float = 0.05
    """A macro must raise the bot's relative estimate by this much (PP) to be played."""
    propose_margin: float = 0.0
    """A festival is proposed when its expected gain beats the cards by this much (PP)."""
    pond_interest: float = 1.0
    """How strongly the placement prefilter favours enclosing the bot's ponds."""
    city_interest: float = 1.0
    """... and growing the bot's cities and villages."""


# ----------------------------------------------------------------------------- the bot
class StrategyBot:
    """Plans its turn greedily over pruned macros on ``estimates``; bids by rule."""

    planner: type[Planner] = Planner
    """The turn's planner (a bot of other priorities brings its own subclass)."""

    def __init__(self, style: Style) -> None:
        self.style = style
        self.name = style.name
        self._plan: dict[tuple, Action] = {}
        self._turn: tuple[int, int] = (-1, -1)
        self._steps = 0

    def choose(self, state: CuzcoState, seat: int, rng: Rng) -> Action:
        actions = state.legal_actions()
        settled = without_thought(state, seat, actions, self._plan, self.style.weights)
        if settled is not None:
            return settled
        # Each macro improves the position, but on a fresh copy each time (other hands
        # re-dealt): a hard cap per turn (and card draw) keeps any turn finite.
        turn = (state.turn_player, state.checkpoint)
        self._steps = self._steps + 1 if turn == self._turn else 0
        self._turn = turn
        if self._steps > MAX_STEPS and state.phase[0] == "main":
            return fallback(actions)
        # One macro per decision keeps every decision short; its later decisions (the
        # placement after the choice of terrain, the climb after it) are remembered by
        # the position they are meant for.
        self._plan = {}
        macro = self.planner(state, seat, self.style, rng).step(state)
        if macro[0] not in actions:
            return fallback(actions)
        if len(macro) > 1:
            sim = state.clone()
            for a, nxt in pairwise(macro):
                sim.apply_legal(a)
                self._plan[fingerprint(sim, seat)] = nxt
        return macro[0]

    def plan_turn(self, state: CuzcoState, seat: int, rng: Rng) -> list[Action]:
        """The decisions the bot would take from here to the end of its turn (for tests,
        hints and rollouts); the last one ends the turn or proposes a festival. A card
        drawn is the one this copy of the position deals."""
        return [a for _, a in self.planner(state, seat, self.style, rng).plan()]


def without_thought(s: CuzcoState, seat: int, actions: list[Action],
                    plan: dict[tuple, Action], w: Weights) -> Action | None:
    """The decision that needs no search: the only option, a festival bid (by rule) or
    the next step of the plan made for this very position."""
    if len(actions) == 1:
        return actions[0]
    if s.festival is not None:
        return bid(s, seat, actions, w)
    planned = plan.get(fingerprint(s, seat))
    return planned if planned is not None and planned in actions else None


# ------------------------------------------------------------------------ the styles
TEMPLES = Style(
    name="temples",
    weights=replace(DEFAULT, temples_lever=1.15, final_lever=1.1, expand=0.85, build=0.85,
                    final_early=0.85, steal=0.45),
    city_interest=1.4, pond_interest=0.6,
)
"""Gets and keeps the highest position in many cities, builds and grows temples."""

PONDS = Style(
    name="ponds",
    weights=replace(DEFAULT, ponds_lever=1.5, hole=0.8,
                    pond_close=(1.0, 0.65, 0.45, 0.3, 0.15, 0.08)),
    pond_interest=2.0, pond_width=10, city_interest=0.8,
)
"""Sets up ponds beside its high Incas and encloses them; plays temples sensibly."""

FESTIVALS = Style(
    name="festivals",
    weights=replace(DEFAULT, festivals_lever=1.3),
)
"""Holds cards with the relics that matter, stands in cities with unused temples and
proposes festivals it leads or ties."""

STYLES = {style.name: style for style in (TEMPLES, PONDS, FESTIVALS)}


def rollout_bot(name: str = "temples") -> StrategyBot:
    """A cheaper bot of a style for search rollouts: the same evaluation and bidding,
    narrower candidate lists (a few placements, moves and entries per step)."""
    style = STYLES[name]
    return StrategyBot(replace(style, name=f"{name}-rollout", place_width=5, extra_width=2,
                               climb_width=2, move_width=6, enter_width=3, pond_width=3))


def _factory(style: Style) -> Callable[[], StrategyBot]:
    return lambda: StrategyBot(style)


STRATEGIES: dict[str, Callable[[], StrategyBot]] = {
    name: _factory(style) for name, style in STYLES.items()
}
"""Strategy bots by name, for ``make_bot(name, "cuzco")``."""
