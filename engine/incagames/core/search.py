"""The search both games' bots use: whole-turn plans compared in shared re-dealt worlds.

A turn is several small decisions that only make sense together, so the search compares
*plans* (the rest of the seat's turn) rather than single actions. At the first decision of
a turn (and again whenever the position is not one a plan was made for, e.g. after a card
drawn from the deck) the game's ``Planning`` makes a few plans, its own judgement's best
first. Each plan is then played in the same re-dealt worlds (the bot sees only its own
cards, ``State.determinize``), followed by every seat's play by the game's play-out
policies up to the start of the bot's ``horizon``-th next turn, where the game's
evaluation values the position as every seat's expected final score; the bot's lead over
the best other seat, squashed, is its chance of winning. Every world plays all surviving
plans with the same random choices (common random numbers), so their differences are what
the plans did, not the luck of the draw. After each round the worse half of the plans is
dropped (sequential halving); the plan with the best total over the last round's worlds is
carried out, one decision at a time, without searching again.

A world is made from one 64-bit seed, so the worlds of a decision can be split between
processes (the browser's expert level searches in several workers) and their totals added
up: ``score_worlds`` is the unit of that work.
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Protocol

from .actions import Action
from .chances import win_chances, win_shares
from .errors import IllegalAction
from .rng import Rng
from .state import State

Plan = tuple[Action, ...]


@dataclass(frozen=True)
class Budget:
    """How long a decision may think: whichever limit comes first.

    Iterations (one plan played in one world) make a bot reproducible for a seed
    (tournaments, tests); the time limit keeps a slower interpreter (Pyodide in a
    browser) within the level's promised latency."""

    iterations: int
    seconds: float


class Policy(Protocol):
    """A play-out bot: one seat's quick decision."""

    def choose(self, state: State, seat: int, rng: Rng) -> Action: ...


class Planning(Protocol):
    """A game's side of the search (each game's ``ai/search.py``)."""

    scale: float
    """Final-score lead that makes a seat about 73% sure to win (a logistic unit)."""

    def settled(self, state: State, seat: int, actions: list[Action]) -> Action | None:
        """A decision taken without searching (a festival bid by rule...), or None."""

    def plans(self, state: State, seat: int, rng: Rng, until: float) -> list[Plan]:
        """The plans worth comparing, the game's own judgement's best first; none begun
        after ``until`` (``time.perf_counter``)."""

    def fingerprint(self, state: State, seat: int) -> Hashable:
        """What a plan's next step depends on: the same fingerprint, the same step."""

    def policies(self, state: State, seat: int, rng: Rng) -> list[Policy]:
        """Who plays each seat in the play-outs of one world (drawn with ``rng``)."""

    def turn_start(self, state: State) -> bool:
        """Whether the seat to move starts its turn here: where play-outs stop."""

    def leaf(self, state: State, seat: int) -> Sequence[float]:
        """Every seat's expected final score where a play-out of ``seat`` stops."""

    def to_the_end(self, state: State) -> bool:
        """Whether play-outs from this position should reach the end of the game."""

    def share(self, state: State) -> float:
        """The share of the level's budget (plays and seconds) a decision here may take:
        1 for a turn's plans, less for a smaller choice (Cuzco's festival bids)."""


MAX_PLAY_OUT = 2_000
"""Decisions a play-out to the horizon may take at most (a safety net)."""
LONGEST_GAME = 100_000
"""Decisions a play-out to the end of the game may take at most (a safety net)."""
PLANNING_SHARE = 0.5
"""Share of the time budget after which no further plan is made (the rest compares)."""


class PlanSearch:
    """A search bot: plans the turn, compares the plans in shared worlds (see above)."""

    def __init__(self, name: str, budget: Budget, planning: Planning, horizon: int = 1,
                 max_plans: int = 12) -> None:
        self.name = name
        self.budget = budget
        self.planning = planning
        self.horizon = horizon
        """Play-outs stop when the bot's own turn has come round this many times."""
        self.max_plans = max_plans
        self.last_iterations = 0
        self._plan: dict[Hashable, Action] = {}

    # ------------------------------------------------------------------ deciding
    def choose(self, state: State, seat: int, rng: Rng) -> Action:
        actions = state.legal_actions()
        self.last_iterations = 0
        settled = self.without_thought(state, seat, actions)
        if settled is not None:
            return settled
        start = time.perf_counter()
        budget = self.budget_for(state)
        deadline = start + budget.seconds
        plans = self.planning.plans(state, seat, rng, start + PLANNING_SHARE * budget.seconds)
        if not plans:
            return fallback(actions)
        best = plans[0] if len(plans) == 1 else self.compare(state, seat, plans, rng,
                                                             deadline, budget.iterations)
        self.remember(state, seat, best)
        return best[0] if best[0] in actions else fallback(actions)

    def budget_for(self, state: State) -> Budget:
        """The level's budget, or the game's share of it for a smaller choice
        (``Planning.share``): at least two plays."""
        share = self.planning.share(state)
        if share >= 1.0:
            return self.budget
        return Budget(max(2, int(self.budget.iterations * share)), self.budget.seconds * share)

    def without_thought(self, state: State, seat: int, actions: list[Action]
                        ) -> Action | None:
        """The only option, a decision the game takes by rule, or the next step of the
        plan made for this very position."""
        if len(actions) == 1:
            return actions[0]
        settled = self.planning.settled(state, seat, actions)
        if settled is not None:
            return settled
        planned = self._plan.get(self.planning.fingerprint(state, seat))
        return planned if planned is not None and planned in actions else None

    def remember(self, state: State, seat: int, plan: Plan) -> None:
        """Carry the plan out: each of its decisions keyed by the position it is for."""
        self._plan = {}
        sim = state.clone()
        for a in plan:
            if sim.is_over or sim.current_player != seat:
                break
            self._plan[self.planning.fingerprint(sim, seat)] = a
            try:
                sim.apply(a)
            except IllegalAction:
                break

    # ------------------------------------------------------------------ comparing
    def compare(self, state: State, seat: int, plans: list[Plan], rng: Rng,
                deadline: float = math.inf, plays: int | None = None) -> Plan:
        """Sequential halving over shared worlds (``Halving``) with ``plays`` (default:
        the level's), played here."""
        plans = plans[: self.compared(len(plans))]
        halving = Halving(len(plans), plays or self.budget.iterations, Rng(rng.next_u64()))
        self.last_iterations = 0
        while (request := halving.next()) is not None:
            alive, seeds = request
            sums, played = self.score_worlds(state, seat, [plans[i] for i in alive], seeds,
                                             deadline)
            halving.report(sums, played, time.perf_counter() > deadline)
        return plans[halving.best()]

    def compared(self, count: int) -> int:
        """How many of ``count`` plans (best first) the budget lets the search compare."""
        return min(count, max(2, min(self.max_plans, self.budget.iterations // 2)))

    def score_worlds(self, state: State, seat: int, plans: Sequence[Plan],
                     seeds: Sequence[int], deadline: float = math.inf
                     ) -> tuple[list[float], int]:
        """Every plan's summed chance of winning over the worlds of ``seeds`` that were
        played whole before ``deadline`` (a world counts only when every plan was played
        in it), and how many were."""
        sums = [0.0] * len(plans)
        played = 0
        for seed in seeds:
            results = []
            world, policies, luck = self.world(state, seat, seed)
            for plan in plans:
                if time.perf_counter() > deadline:
                    break
                end = self.played_out(world, seat, plan, policies, Rng(luck))
                values = self.planning.leaf(end, seat)
                results.append(win_chances(end, values, self.planning.scale)[seat])
                self.last_iterations += 1
            if len(results) < len(plans):
                break
            for k, r in enumerate(results):
                sums[k] += r
            played += 1
        return sums, played

    def world(self, state: State, seat: int, seed: int) -> tuple[State, list[Policy], int]:
        """One re-dealt world of a seed: the position as the seat may imagine it, who
        plays each seat there, and the seed of the play-outs' random choices."""
        rng = Rng(seed)
        world = state.determinize(seat, rng)
        return world, self.planning.policies(world, seat, rng), rng.next_u64()

    def played_out(self, world: State, seat: int, plan: Plan, policies: Sequence[Policy],
                   rng: Rng, horizon: int | None = None) -> State:
        """A copy of ``world`` after the plan and every seat's play to the start of the
        seat's ``horizon``-th next turn (default: the bot's), or the end of the game."""
        horizon = horizon or self.horizon
        s = world.clone()
        for a in plan:
            if s.is_over or s.current_player != seat:
                break
            try:
                s.apply(a)
            except IllegalAction:
                break  # this world dealt other cards: the policy finishes the turn
        planning = self.planning
        to_the_end = planning.to_the_end(world)
        limit = LONGEST_GAME if to_the_end else MAX_PLAY_OUT * horizon
        others = False
        turns = 0
        for _ in range(limit):
            if s.is_over:
                break
            player = s.current_player
            assert player is not None
            if player != seat:
                others = True
            elif others and planning.turn_start(s):
                turns += 1
                others = False
                if turns >= horizon and not to_the_end:
                    break
            s.apply_legal(policies[player].choose(s, player, rng))
        return s

    # ------------------------------------------------------------------ reviews
    def appraise(self, state: State, seat: int, rng: Rng, played: Sequence[Action] = ()
                 ) -> list[Appraisal]:
        """The bot's plans and ``played`` (what a player did), played in the same worlds
        with the same random choices: what a game review compares. Play-outs reach the
        start of the seat's next turn (``REVIEW_HORIZON``) whatever the level's horizon."""
        plans = self.planning.plans(state, seat, rng, math.inf)[: self.max_plans]
        turn = tuple(played)
        if turn:
            key = end_of(state, turn, seat, self.planning)
            # The same turn as a plan, maybe in another order: judge what was played.
            plans = [turn if key is not None and end_of(state, p, seat, self.planning) == key
                     else p for p in plans]
        scale = self.planning.scale

        def deal() -> tuple[State, list[Policy], int]:
            return self.world(state, seat, rng.next_u64())

        def play(world: tuple[State, list[Policy], int], plan: Plan
                 ) -> tuple[list[float], list[float]]:
            s, policies, luck = world
            end = self.played_out(s, seat, plan, policies, Rng(luck), REVIEW_HORIZON)
            values = list(self.planning.leaf(end, seat))
            return win_shares(end, values, scale), values

        return appraise(plans, turn, seat, state.num_players, deal, play)


class Halving:
    """Sequential halving over shared worlds, as a conversation: ``next()`` says which
    plans to play in which worlds (by their seeds), ``report`` takes their summed chances
    back, until ``next()`` returns None and ``best()`` names the winner. The budget of
    plays is split evenly between rounds, the last round taking what is left; each round
    plays every surviving plan in the same new worlds, then the worse half is dropped.
    A survivor has been played in every world of every round so far, and so has every
    other survivor: plans are ranked by their totals over all those worlds, not the last
    round's alone (with a budget of a few plays a plan, the earlier worlds are most of the
    evidence). Ties go to the game's order (its own best plan first). Whoever plays the
    worlds (here, or several browser workers at once) gets the same answer for the same
    seeds."""

    def __init__(self, plans: int, budget: int, rng: Rng) -> None:
        self.budget = budget
        self.rng = rng
        self.alive = list(range(plans))
        self.total = [0.0] * plans
        self.rounds = rounds(plans)
        self.done = 0
        self.used = 0
        self.over = plans < 2

    def next(self) -> tuple[list[int], list[int]] | None:
        """The surviving plans and the seeds of this round's worlds, or None when done."""
        if self.over or self.done >= self.rounds:
            return None
        left = self.budget - self.used
        if left < len(self.alive):
            return None
        worlds = max(1, left // (self.rounds - self.done) // len(self.alive))
        return list(self.alive), [self.rng.next_u64() for _ in range(worlds)]

    def report(self, sums: Sequence[float], played: int, out_of_time: bool = False) -> None:
        """The round's summed chances per surviving plan over the ``played`` worlds."""
        self.done += 1
        self.used += played * len(self.alive)
        if not played:
            self.over = True
            return
        for i, value in zip(self.alive, sums, strict=True):
            self.total[i] += value
        if len(self.alive) <= 2 or out_of_time:
            self.over = True
            return
        ranked = sorted(self.alive, key=lambda i: (-self.total[i], i))
        self.alive = sorted(ranked[: max(2, len(ranked) // 2)])

    def best(self) -> int:
        return max(self.alive, key=lambda i: (self.total[i], -i)) if self.alive else 0


def rounds(plans: int) -> int:
    """Rounds of sequential halving among ``plans``: one a halving (never below two
    plans), and the last between the two left."""
    count = 1
    while plans > 2:
        plans = max(2, plans // 2)
        count += 1
    return count


def fallback(actions: list[Action]) -> Action:
    """A safe decision when no plan fits: end the turn if allowed, else the first option."""
    for a in actions:
        if a.kind in ("end_turn", "done"):
            return a
    return actions[0]


def end_of(state: State, plan: Plan, seat: int, planning: Planning) -> Hashable | None:
    """The position a plan leads to (to drop plans that end the same), or None when the
    plan cannot be played here."""
    sim = state.clone()
    try:
        for a in plan:
            if sim.is_over or sim.current_player != seat:
                break
            sim.apply(a)
    except IllegalAction:
        return None
    return (planning.fingerprint(sim, seat), plan[-1])


# ---------------------------------------------------------------------- appraisals
@dataclass(frozen=True)
class Appraisal:
    """What a search thinks of one option (a whole turn's plan): every seat's chance of
    winning and estimated final score after it, averaged over its worlds."""

    actions: Plan
    chances: tuple[float, ...]
    scores: tuple[float, ...]


REVIEW_HORIZON = 1
"""A review's play-outs stop at the start of the seat's next turn."""
SCREEN_WORLDS = 2
"""Worlds in which an appraisal plays every option before keeping the best few."""
FINAL_WORLDS = 8
"""Worlds in which the options kept and the one played are compared in all."""
KEPT = 2
"""The search's options still compared with the one played after the first worlds."""


def appraise(candidates: list[Plan], played: Plan, seat: int, players: int, deal,
             play, screen: int = SCREEN_WORLDS, final: int = FINAL_WORLDS
             ) -> list[Appraisal]:
    """A search's options (best first by its own judgement) and the one a player chose,
    compared under the same luck: every option is played in ``screen`` shared worlds
    (``deal()`` makes one, ``play(world, option)`` gives every seat's win chance and
    estimated score), then the ``KEPT`` best and the one played go on to ``final``
    (successive halving that never drops the move played). Returns those finalists,
    best first by the seat's chance (the search's order breaks ties), with every seat's
    mean chance and estimated score over all their worlds."""
    options = list(candidates)
    if played and played not in options:
        options.append(played)
    chances = {o: [0.0] * players for o in options}
    scores = {o: [0.0] * players for o in options}
    alive = options
    for world_no in range(final):
        if world_no == screen:
            ranked = sorted(alive, key=lambda o: (-chances[o][seat], options.index(o)))
            alive = [o for o in ranked if o != played][:KEPT]
            if played:
                alive.append(played)
        world = deal()
        for option in alive:
            won, values = play(world, option)
            for q in range(players):
                chances[option][q] += won[q]
                scores[option][q] += values[q]
    out = [Appraisal(o, tuple(c / final for c in chances[o]),
                     tuple(v / final for v in scores[o])) for o in alive]
    out.sort(key=lambda a: (-a.chances[seat], options.index(a.actions)))
    return out
