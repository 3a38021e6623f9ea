"""How the search bots (normal, hard) play Cuzco: whole-turn plans tried against the
other seats' replies.

A Cuzco turn is a dozen small decisions that only make sense together, so the search
compares *plans* (the rest of the seat's turn) rather than single actions. At the first
decision of a turn (and again whenever the position is not the one a plan was made for,
e.g. after a card drawn from the deck) the bot makes a few plans: the turn the strategy
planner would play, and the same planner's turn after each of the next best first steps
(another placement of the mandatory terrain, another Inca move...). A plan that ends by
proposing a festival is also tried without it, and the other way round.

Each plan is then played in the same re-dealt worlds (the bot sees only its own cards)
followed by every other seat's turn, played by a strategy bot of a style drawn per world
(temples, ponds or festivals: the search does not know how its opponents play), with the
same random choices for every plan of a world, up to the start of the bot's next turn
(hard: the turn after, its own next turn played by its strategy); the position there is
valued by ``evaluation.estimates`` as the bot's lead over the best other seat, squashed
into a win chance. After every few worlds the worse half of the plans
is dropped (successive halving); the plan with the best total over the worlds that
played all survivors is carried out, one decision at a time.

Festival bids are decided by the strategy bots' rule (``strategy.bid``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.errors import IllegalAction
from ..core.mcts import Appraisal, Budget, appraise, win_chances, win_shares
from ..core.rng import Rng
from .evaluation import DEFAULT, estimates
from .strategy import (
    FESTIVALS,
    STYLES,
    Macro,
    Planner,
    StrategyBot,
    Style,
    fallback,
    festival_gain,
    fingerprint,
    rollout_bot,
    without_thought,
)

if TYPE_CHECKING:
    from .state import CuzcoState

PLANNING_SHARE = 0.5
"""Share of the time budget after which no further plan is made (the rest compares)."""
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


class PlanSearch:
    """Plans the turn, then compares the plans in shared re-dealt worlds (see above)."""

    def __init__(self, name: str, budget: Budget, breadth: Breadth,
                 style: Style = FESTIVALS, horizon: int = 1) -> None:
        self.name = name
        self.budget = budget
        self.breadth = breadth
        self.style = style
        self.horizon = horizon
        """Play-outs stop when the bot's own turn has come round this many times."""
        self.opponents = {n: rollout_bot(n) for n in STYLES}
        self.last_iterations = 0
        self._plan: dict[tuple, Action] = {}

    def choose(self, state: CuzcoState, seat: int, rng: Rng) -> Action:
        actions = state.legal_actions()
        self.last_iterations = 0
        settled = without_thought(state, seat, actions, self._plan, self.style.weights)
        if settled is not None:
            return settled
        start = time.perf_counter()
        deadline = start + self.budget.seconds
        plans = self.plans(state, seat, rng, start + PLANNING_SHARE * self.budget.seconds)
        best = plans[0] if len(plans) == 1 else self.compare(state, seat, plans, rng, deadline)
        self._remember(state, seat, best)
        return best[0] if best[0] in actions else fallback(actions)

    # -------------------------------------------------------------- making plans
    def plans(self, state: CuzcoState, seat: int, rng: Rng,
              until: float = math.inf) -> list[list[Action]]:
        """The plans worth comparing, the planner's own first; no two end in the same
        position. No further plan is begun after ``until`` (``time.perf_counter``)."""
        planner = Planner(state, seat, self.style, rng)
        firsts = self._first_steps(planner, state)
        out: list[list[Action]] = []
        seen: set[tuple] = set()
        for macro in firsts:
            if out and time.perf_counter() > until:
                break
            sim = state.clone()
            for a in macro:
                sim.apply_legal(a)
            rest = ([] if macro[-1].kind in ("end_turn", "festival")
                    else [a for _, a in Planner(sim, seat, self.style, rng).plan()])
            for plan in self._variants(state, seat, [*macro, *rest]):
                key = _end_of(state, plan, seat)
                if key is not None and key not in seen:
                    seen.add(key)
                    out.append(plan)
        return out or [[fallback(state.legal_actions())]]

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

    def _remember(self, state: CuzcoState, seat: int, plan: list[Action]) -> None:
        """Carry the plan out: each of its decisions keyed by the position it is for."""
        self._plan = {}
        sim = state.clone()
        for a in plan:
            if sim.is_over or sim.current_player != seat:
                break
            self._plan[fingerprint(sim, seat)] = a
            sim.apply_legal(a)

    # -------------------------------------------------------------- comparing plans
    def compare(self, state: CuzcoState, seat: int, plans: list[list[Action]], rng: Rng,
                deadline: float) -> list[Action]:
        """Sequential halving over paired worlds: the budget is split evenly between
        rounds, each round plays every surviving plan in the same new worlds, then the
        worse half is dropped. Ties go to the planner's order (its own plan first)."""
        budget = self.budget.iterations
        self.last_iterations = 0
        plans = plans[: max(2, budget // 2)]
        alive = list(range(len(plans)))
        total = [0.0] * len(plans)
        names = sorted(self.opponents)
        rounds = max(1, math.ceil(math.log2(len(alive))))
        for done in range(rounds):
            left = budget - self.last_iterations
            worlds = max(1, left // (rounds - done) // len(alive))
            if left < len(alive):
                break
            total = [0.0] * len(plans)  # each round compares the survivors afresh
            played = 0
            for _ in range(worlds):
                world = state.determinize(seat, rng)
                styles = [names[rng.randbelow(len(names))] for _ in range(state.num_players)]
                luck = rng.next_u64()
                results = []
                for i in alive:
                    if time.perf_counter() > deadline:
                        break
                    results.append(self.play_out(world, seat, plans[i], styles, Rng(luck)))
                    self.last_iterations += 1
                if len(results) < len(alive):
                    break  # out of time: a world counts only when every plan played in it
                for i, r in zip(alive, results, strict=True):
                    total[i] += r
                played += 1
            if not played or len(alive) <= 2 or time.perf_counter() > deadline:
                break
            alive.sort(key=lambda i: (-total[i], i))
            alive = sorted(alive[: max(2, len(alive) // 2)])
        return plans[max(alive, key=lambda i: (total[i], -i))]

    def play_out(self, world: CuzcoState, seat: int, plan: list[Action], styles: list[str],
                 rng: Rng) -> float:
        """The seat's win chance after the plan and the other seats' replies, up to the
        start of its next turn (or the end of the game)."""
        s = self.played_out(world, seat, plan, styles, rng)
        return win_chances(s, estimates(s, DEFAULT), SCALE)[seat]

    def appraise(self, state: CuzcoState, seat: int, rng: Rng,
                 played: Sequence[Action] = ()) -> list[Appraisal]:
        """The bot's plans of the turn and ``played`` (the turn a player took), played in
        the same re-dealt worlds with the same random choices (``core.mcts.appraise``):
        what a game review compares. Play-outs reach the start of the seat's next turn
        (``REVIEW_HORIZON``) whatever the level's horizon."""
        plans = [tuple(p) for p in self.plans(state, seat, rng)]
        turn = tuple(played)
        if turn:
            key = _end_of(state, list(turn), seat)
            # The same turn as a plan, maybe in another order: judge what was played.
            plans = [turn if key is not None and _end_of(state, list(p), seat) == key else p
                     for p in plans]
        names = sorted(self.opponents)
        n = state.num_players
        styles: list[str] = []  # the other seats' ways to play, drawn per world

        def deal() -> tuple[CuzcoState, int]:
            world = state.determinize(seat, rng)
            styles[:] = [names[rng.randbelow(len(names))] for _ in range(n)]
            return world, rng.next_u64()

        def play(world: CuzcoState, plan: tuple[Action, ...], luck: int
                 ) -> tuple[list[float], list[float]]:
            s = self.played_out(world, seat, list(plan), styles, Rng(luck),
                                REVIEW_HORIZON)
            values = estimates(s, DEFAULT)
            return win_shares(s, values, SCALE), values

        return appraise(plans, turn, seat, n, deal, play, REVIEW_SCREEN, REVIEW_FINAL)

    def played_out(self, world: CuzcoState, seat: int, plan: list[Action],
                   styles: list[str], rng: Rng, horizon: int | None = None) -> CuzcoState:
        """A copy of ``world`` after the plan and the other seats' replies, up to the
        start of the seat's ``horizon``-th next turn (default: the level's), or the end
        of the game."""
        horizon = horizon or self.horizon
        s = world.clone()
        for a in plan:
            if s.is_over or s.current_player != seat or s.festival is not None:
                break
            try:
                s.apply(a)
            except IllegalAction:
                break  # this world dealt other cards: the strategy finishes the turn
        own = self.opponents.get(self.style.name, self.opponents["festivals"])
        others_played = False
        turns = 0
        for _ in range(_MAX_ROLLOUT * horizon):
            if s.is_over:
                break
            player = s.current_player
            assert player is not None
            if player == seat:
                if others_played and s.phase[0] == "start" and s.festival is None:
                    turns += 1
                    others_played = False
                    if turns >= horizon:
                        break
                bot: StrategyBot = own
            else:
                others_played = True
                bot = self.opponents[styles[player]]
            s.apply_legal(bot.choose(s, player, rng))
        return s


REVIEW_HORIZON = 1
"""A review's play-outs stop at the start of the seat's next turn: hard's reach (the turn
after) would take about four minutes to review a 4-player game in the browser."""
REVIEW_SCREEN = 2
REVIEW_FINAL = 8
"""A review plays every plan in 2 worlds, then the best two and the turn played in 8."""

_MAX_ROLLOUT = 600
"""Decisions a play-out may take at most (a whole round of every seat's turn)."""


def _end_of(state: CuzcoState, plan: list[Action], seat: int) -> tuple | None:
    """The position a plan leads to (to drop plans that end the same), or None when the
    plan cannot be played here."""
    sim = state.clone()
    try:
        for a in plan:
            if sim.is_over or sim.current_player != seat or sim.festival is not None:
                break
            sim.apply(a)
    except IllegalAction:
        return None
    return (*fingerprint(sim, seat), plan[-1])


LEVELS: dict[str, tuple[Breadth, int]] = {
    "normal": (Breadth(alternatives=2, placements=1), 1),
    "hard": (Breadth(alternatives=5, placements=2), 2),
}
"""Per level, how many plans it makes and how many of its own turns a play-out reaches
(hard looks one round further; against normal it won 75% of 36 games in one run and 57.5%
of 20 untimed ones in the README's suite)."""


def make(level: str, budget: Budget) -> PlanSearch:
    """The search bot of a level (``budget`` from ``spec.BUDGETS``)."""
    breadth, horizon = LEVELS[level]
    return PlanSearch(level, budget, breadth, horizon=horizon)
