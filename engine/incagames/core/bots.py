"""Bots, written against the State protocol so every game gets them.

A bot never sees the true hidden state: ``choose_action`` hands it a determinized copy
(hidden cards re-dealt consistently with what its seat has seen).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol

from .actions import Action
from .mcts import Budget, sample_actions
from .rng import Rng
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
            best, value = self._best(state, seat, quiet, rng, self.lookahead)
            if busy:
                other, gain = self._best(state, seat, busy, rng, self.lookahead)
                if gain > value + self.margin:
                    return other
            return best
        best, value = self._best(state, seat, actions, rng, self.lookahead)
        passive = next((a for a in actions if a.kind in PASSIVE), None)
        if passive is not None and value <= self.heuristic(state, seat) + 1e-9:
            return passive  # nothing improves: stop rather than shuffle pieces around
        return best

    def _best(self, state: State, seat: int, actions: list[Action], rng: Rng | None,
              depth: int) -> tuple[Action, float]:
        best: list[Action] = []
        best_value = float("-inf")
        for action in actions:
            child = state.clone()
            getattr(child, "apply_legal", child.apply)(action)
            value = self._settle(child, seat, state.checkpoint, depth)
            if value > best_value + 1e-9:
                best_value = value
                best = [action]
            elif value > best_value - 1e-9:
                best.append(action)
        return (rng.choice(best) if rng else best[0]), best_value

    def _settle(self, state: State, seat: int, checkpoint: int, depth: int) -> float:
        """Value after the seat's own follow-up decisions of this turn, played greedily."""
        while depth > 0 and self._continues(state, seat, checkpoint):
            actions = state.legal_actions()
            action, _ = self._best(state, seat, actions, None, 0)
            getattr(state, "apply_legal", state.apply)(action)
            depth -= 1
        return self.heuristic(state, seat)

    def _continues(self, state: State, seat: int, checkpoint: int) -> bool:
        """Whether the seat still decides within the same turn (no new turn, draw or reveal
        since ``checkpoint``); a game may know its turns better."""
        return state.current_player == seat and state.checkpoint == checkpoint


def heuristic_for(game_id: str) -> Heuristic:
    if game_id == "machu-picchu":
        from ..machupicchu.heuristics import evaluate
        return evaluate
    if game_id == "cuzco":
        from ..cuzco.heuristics import evaluate as cuzco_evaluate
        return cuzco_evaluate
    raise ValueError(f"no heuristic for game {game_id!r}")


CUZCO_ALWAYS = frozenset({"build_temple", "expand_temple", "festival", "end_turn", "done",
                          "drop", "choose_terrain", "use_token", "draw"})


PASSIVE = frozenset({"end_turn", "done"})
MP_PASSIVE = PASSIVE | {"stay"}
"""Actions that close a turn or a step; taken when no other option improves the position."""
LEVELS = ("random", "easy", "normal", "hard")

BUDGETS = {
    "normal": {"machu-picchu": Budget(iterations=24, seconds=0.45),
               "cuzco": Budget(iterations=10, seconds=0.42)},
    "hard": {"machu-picchu": Budget(iterations=64, seconds=1.8),
             "cuzco": Budget(iterations=18, seconds=1.7)},
}
"""Search per decision, by level and game: an iteration plays one option (Machu Picchu) or
one plan of the rest of the turn (Cuzco) through the other seats' replies to the bot's next
turn. Iterations bind in CPython, so a seed replays the same game; the time limits keep a
slower browser under 0.5 s and 2 s. Each game's ``search.make`` builds its bots."""


_PACKAGES = {"machu-picchu": "machupicchu", "cuzco": "cuzco"}


def strategies(game_id: str) -> dict[str, Callable[[], Bot]]:
    """The game's strategy bots by name: sparring partners written from the rulebook, each
    playing one way to score on purpose (``<game>/strategy.py``, ``STRATEGIES``)."""
    return _game_module(game_id, "strategy").STRATEGIES  # type: ignore[no-any-return]


def _game_module(game_id: str, name: str) -> Any:
    """A module of a game's package (its search bots, its strategy bots)."""
    package = _PACKAGES.get(game_id)
    if package is None:
        raise ValueError(f"unknown game {game_id!r}")
    return importlib.import_module(f"incagames.{package}.{name}")


def levels_for(game_id: str) -> tuple[str, ...]:
    """Every bot name ``make_bot`` knows for a game: the levels, then its strategy bots."""
    return LEVELS + tuple(strategies(game_id))


def make_bot(level: str, game_id: str) -> Bot:
    """A bot of the given level (one of ``LEVELS``) or strategy (``strategies``) for a game."""
    if level == "random":
        return RandomBot()
    if level == "easy":
        if game_id == "cuzco":
            # A turn has many small decisions with hundreds of options: 1-ply on a sample.
            return GreedyBot(heuristic_for(game_id), lookahead=0, max_candidates=40,
                             always=CUZCO_ALWAYS)
        return GreedyBot(heuristic_for(game_id))
    if level in BUDGETS:
        return _game_module(game_id, "search").make(level, BUDGETS[level][game_id])
    named = strategies(game_id)
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
