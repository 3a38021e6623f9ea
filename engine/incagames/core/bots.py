"""Bots, written against the State protocol so every game gets them.

A bot never sees the true hidden state: ``choose_action`` hands it a determinized copy
(hidden cards re-dealt consistently with what its seat has seen).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Protocol

from .actions import Action
from .rng import Rng
from .search import Budget
from .spec import game
from .state import State

Heuristic = Callable[[State, int], float]
"""Estimated value of a position for a seat (higher is better)."""


class Bot(Protocol):
    name: str

    def choose(self, state: State, seat: int, rng: Rng) -> Action:
        """Pick a legal action of ``seat`` in ``state`` (a determinized copy)."""


class RandomBot:
    """Uniform over the legal actions: for tests and soaks."""

    name = "random"

    def choose(self, state: State, seat: int, rng: Rng) -> Action:
        return rng.choice(state.legal_actions())


class GreedyBot:
    """Greedy on a heuristic, one decision at a time, looking to the end of its own turn.

    Each legal action is played on a clone; while the same seat keeps deciding within the
    same turn (checkpoint unchanged), the clone continues with its 1-ply best action, so
    entering a district is valued by what the bot will then do there. Ties are broken at
    random so that equal options do not always go the same way.
    """

    name = "easy"

    def __init__(self, heuristic: Heuristic, lookahead: int = 6, max_candidates: int = 0,
                 always: frozenset[str] = frozenset(), quiet: frozenset[str] = frozenset(),
                 margin: float = 0.0) -> None:
        self.heuristic = heuristic
        self.lookahead = lookahead
        self.max_candidates = max_candidates
        self.always = always
        self.quiet = quiet
        """Kinds of a quiet option (Machu Picchu's moon tile): the best of them is taken
        unless another option gains more than ``margin`` over it, so turns cannot cycle."""
        self.margin = margin

    def choose(self, state: State, seat: int, rng: Rng) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        # Games with hundreds of options a decision (Cuzco moves) are sampled: every
        # action of a kind in ``always`` plus a random sample of the rest.
        actions = sample_actions(actions, self.max_candidates, self.always, rng)
        if self.quiet and any(a.kind in self.quiet for a in actions):
            quiet = [a for a in actions if a.kind in self.quiet]
            busy = [a for a in actions if a.kind not in self.quiet]
            best, value = self.best(state, seat, quiet, rng, self.lookahead)
            if busy:
                other, gain = self.best(state, seat, busy, rng, self.lookahead)
                if gain > value + self.margin:
                    return other
            return best
        best, value = self.best(state, seat, actions, rng, self.lookahead)
        passive = next((a for a in actions if a.kind in PASSIVE), None)
        if passive is not None and value <= self.heuristic(state, seat) + 1e-9:
            return passive  # nothing improves: stop rather than shuffle pieces around
        return best

    def best(self, state: State, seat: int, actions: list[Action], rng: Rng | None,
              depth: int) -> tuple[Action, float]:
        best: list[Action] = []
        best_value = float("-inf")
        for action in actions:
            child = state.clone()
            child.apply_legal(action)
            value = self.settle(child, seat, state.checkpoint, depth)
            if value > best_value + 1e-9:
                best_value = value
                best = [action]
            elif value > best_value - 1e-9:
                best.append(action)
        return (rng.choice(best) if rng else best[0]), best_value

    def settle(self, state: State, seat: int, checkpoint: int, depth: int) -> float:
        """Value after the seat's own follow-up decisions of this turn, played greedily."""
        while depth > 0 and self.continues(state, seat, checkpoint):
            actions = state.legal_actions()
            action, _ = self.best(state, seat, actions, None, 0)
            state.apply_legal(action)
            depth -= 1
        return self.heuristic(state, seat)

    def continues(self, state: State, seat: int, checkpoint: int) -> bool:
        """Whether the seat still decides within the same turn (no new turn, draw or reveal
        since ``checkpoint``); a game may know its turns better."""
        return state.current_player == seat and state.checkpoint == checkpoint


def sample_actions(actions: list[Action], width: int, always: frozenset[str],
                   rng: Rng) -> list[Action]:
    """All actions when few; else every action of an ``always`` kind and a random rest."""
    if not width or len(actions) <= width:
        return actions
    keep = [a for a in actions if a.kind in always]
    rest = [a for a in actions if a.kind not in always]
    rng.shuffle(rest)
    return keep + rest[: max(0, width - len(keep))]


PASSIVE = frozenset({"end_turn", "done"})
"""Actions that close a turn or a step; taken when no other option improves the position."""
LEVELS = ("random", "easy", "normal", "hard", "expert")

SEARCH_LEVELS = ("normal", "hard", "expert")
"""The levels each game's spec builds with its search (``GameSpec.search``, ``budgets``).
The browser shares an expert decision's plays out to several workers at once
(root-parallel over the re-dealt worlds, ``core.parallel``): the same plays, sooner."""


def strategies(game_id: str) -> Mapping[str, Callable[[], Bot]]:
    """The game's strategy bots by name: sparring partners written from the rulebook, each
    playing one way to score on purpose (``<game>/strategy.py``, ``STRATEGIES``)."""
    return game(game_id).strategies()


MOST_TIMES = 8
"""How many times its plays a level may be given at most (``level@k``)."""


def with_plays(level: str) -> tuple[str, int]:
    """``"expert@2"`` -> ``("expert", 2)``: a search level with k times its plays (its
    halving's worlds drawn from the same seed), for untimed tournaments that measure what
    more plays would buy. A name without ``@`` -> ``(name, 1)``. ValueError when k is not
    a whole number from 1 to ``MOST_TIMES`` or the level is not a search level."""
    base, mark, count = level.partition("@")
    if not mark:
        return level, 1
    if base not in SEARCH_LEVELS:
        raise ValueError(f"only the search levels ({', '.join(SEARCH_LEVELS)}) take "
                         f"@<times>, not {base!r}")
    if not count.isdigit() or not 1 <= int(count) <= MOST_TIMES:
        raise ValueError(f"{level!r}: the times after @ are a whole number from 1 to "
                         f"{MOST_TIMES}")
    return base, int(count)


def levels_for(game_id: str) -> tuple[str, ...]:
    """Every bot name ``make_bot`` knows for a game: the levels, then its strategy bots."""
    return LEVELS + tuple(strategies(game_id))


def make_bot(level: str, game_id: str, timed: bool = True) -> Bot:
    """A bot of the given level (one of ``LEVELS``, a search level maybe with more plays:
    ``with_plays``) or strategy (``strategies``) for a game.
    Untimed, a search stops by its iterations only: the same choices on any machine and
    under any load (tournaments), where the time limit keeps the browser responsive."""
    spec = game(game_id)
    if level == "random":
        return RandomBot()
    if level == "easy":
        return spec.easy()
    base, times = with_plays(level)
    if base in SEARCH_LEVELS:
        budget = spec.budgets[base]
        budget = Budget(budget.iterations * times, budget.seconds if timed else math.inf)
        return spec.search(base, budget)
    named = spec.strategies()
    if level in named:
        return named[level]()
    raise ValueError(f"unknown bot level {level!r}; known: {', '.join(levels_for(game_id))}")


_KEPT: dict[tuple[str, str, int], Bot] = {}


def bot_for(game_id: str, level: str, seat: int) -> Bot:
    """The bot of a level for a seat, kept from one decision to the next: a bot may plan a
    whole turn at its first decision and carry the plan out at the next ones (Cuzco's
    search and strategy bots), so an app asking for one move at a time keeps its bots."""
    key = (game_id, level, seat)
    bot = _KEPT.get(key)
    if bot is None:
        if len(_KEPT) >= 64:
            _KEPT.clear()
        bot = _KEPT[key] = make_bot(level, game_id)
    return bot


def choose_action(bot: Bot, state: State, rng: Rng) -> Action:
    """Ask ``bot`` for the current seat's move, showing it only what that seat may know."""
    seat = state.current_player
    if seat is None:
        raise ValueError("the game is over")
    return bot.choose(state.determinize(seat, rng), seat, rng)
