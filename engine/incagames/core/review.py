"""Game review: where a game was won and lost, judged by the hard bot's search.

A seat's game is cut into *units*, the choices the review judges, as the search plans
them: whole turns (a turn's small decisions only make sense together) and, in Machu
Picchu, runs of the seat's decisions in another's turn (``seat_runs``). Each game says
how (``GameSpec.review_unit``; by default each decision with more than one option).
For every unit the search appraises its own best options and the one played in the same
re-dealt worlds, from what that seat could see then
(``appraise`` of the game's search bot, untimed at the level's iterations), and the
review keeps:

* the seat's chance of winning and expected final score with the bot's move ("before":
  what the position offered) and with the move played ("after"), so that their
  difference is what the move cost under the same luck;
* every seat's chance of winning after the move played (the chart of the game);
* the move the bot would have made.

Each unit is judged with its own seed (from the match's seed and where the unit starts),
so a unit's verdict is the same whoever asks, in any order: the browser's worker judges
one unit per call and the command line prints the same figures.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .actions import Action
from .match import Match
from .rng import Rng
from .search import Budget
from .spec import game, new_game
from .state import State

LEVEL = "hard"
"""The bot level whose search judges the moves."""
SALT = 0x2E71E3
"""Mixed into each unit's seed, so a review never replays a bot's own choices."""
SWING_FLOOR = 0.02
"""A move that cost less than this chance of winning is not a swing worth showing."""

UnitEnd = Callable[[Sequence[State], int, int], int]
"""A game's rule for units: given the states before each action (and the final one), a
start index and a seat, the index after the unit's last action (``start`` when no
complete unit of the seat starts there)."""


def seat_runs(turn_start: Callable[[State], bool]) -> UnitEnd:
    """Units that are runs of the seat's own decisions, as the search plans them: from
    where the seat starts deciding (its turn, or a decision in another's) until another
    seat decides, a new turn starts or the game ends; a run of single options is not a
    choice and is not judged. A run still being played is not judged until it is over."""
    def run_end(states: Sequence[State], start: int, seat: int) -> int:
        first = states[start]
        if first.current_player != seat:
            return start
        if start and states[start - 1].current_player == seat and not turn_start(first):
            return start  # inside a run that began earlier
        choice = False
        for end in range(start, len(states)):
            s = states[end]
            if end > start and (s.is_over or s.current_player != seat or turn_start(s)):
                return end if choice else start
            if end == len(states) - 1:
                return start  # the game's last position: the run is not over yet
            choice = choice or len(s.legal_actions()) > 1
        return start
    return run_end


def one_decision(states: Sequence[State], start: int, seat: int) -> int:
    """A unit is one decision of the seat with more than one option."""
    state = states[start]
    if start + 1 < len(states) and state.current_player == seat \
            and len(state.legal_actions()) > 1:
        return start + 1
    return start


@dataclass(frozen=True)
class Verdict:
    """What the review says of one unit of the seat's game."""

    start: int
    """Index in the match's actions of the unit's first action."""
    end: int
    """Index after its last action."""
    played: tuple[Action, ...]
    best: tuple[Action, ...]
    """The bot's move (Cuzco: the turn it would have played)."""
    chance_best: float
    """The seat's chance of winning with the bot's move: what the position offered."""
    chance_played: float
    score_best: float
    """The seat's expected final score with the bot's move."""
    score_played: float
    chances: tuple[float, ...]
    """Every seat's chance of winning after the move played."""

    @property
    def loss(self) -> float:
        """The chance of winning the move played gave away against the bot's."""
        return max(0.0, self.chance_best - self.chance_played)

    @property
    def agrees(self) -> bool:
        """The move played is the bot's."""
        return self.played == self.best

    def to_json(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end,
                "played": [a.to_json() for a in self.played],
                "best": [a.to_json() for a in self.best],
                "chance_best": self.chance_best, "chance_played": self.chance_played,
                "score_best": self.score_best, "score_played": self.score_played,
                "chances": list(self.chances)}

    @classmethod
    def from_json(cls, data: Any, players: int) -> Verdict:
        """A verdict read back from a save file; ValueError when anything is off."""
        if not isinstance(data, dict):
            raise ValueError("a verdict is not an object")
        start, end = data.get("start"), data.get("end")
        if not (_is_int(start) and _is_int(end) and 0 <= start < end):
            raise ValueError("a verdict's moves are out of order")
        chances = data.get("chances")
        if not isinstance(chances, list) or len(chances) != players:
            raise ValueError("a verdict has no chance for every seat")
        return cls(start, end, _actions(data.get("played")), _actions(data.get("best")),
                   _chance(data.get("chance_best")), _chance(data.get("chance_played")),
                   _number(data.get("score_best")), _number(data.get("score_played")),
                   tuple(_chance(c) for c in chances))


@dataclass
class Review:
    """One seat's review of a match: a verdict per unit judged so far (``units`` in all)."""

    game_id: str
    seat: int
    level: str
    units: list[tuple[int, int]]
    verdicts: list[Verdict]

    @property
    def complete(self) -> bool:
        return len(self.verdicts) == len(self.units)

    def swings(self, count: int = 3) -> list[Verdict]:
        """The moves that cost the most chance of winning (at least ``SWING_FLOOR``),
        largest first."""
        costly = [v for v in self.verdicts if v.loss >= SWING_FLOOR]
        return sorted(costly, key=lambda v: (-v.loss, v.start))[:count]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "level": self.level,
                "verdicts": [v.to_json() for v in self.verdicts]}

    @classmethod
    def from_json(cls, data: Any, match: Match, units: list[tuple[int, int]]) -> Review:
        """A review kept with a save file, for ``match``: only the verdicts of units that
        are still the match's (a game played on since keeps the earlier ones), in order.
        ValueError when the data is not a review."""
        if not isinstance(data, dict):
            raise ValueError("the review is not an object")
        seat, level = data.get("seat"), data.get("level")
        if not _is_int(seat) or not 0 <= seat < len(match.seats) or level != LEVEL:
            raise ValueError("the review is for another seat count or bot")
        raw = data.get("verdicts")
        if not isinstance(raw, list):
            raise ValueError("the review has no verdicts")
        players = len(match.seats)
        by_unit = {}
        for item in raw:
            v = Verdict.from_json(item, players)
            by_unit[(v.start, v.end)] = v
        kept = []
        for start, end in units:
            v = by_unit.get((start, end))
            if v is None or v.played != tuple(match.actions[start:end]):
                break
            kept.append(v)
        return cls(match.game_id, seat, LEVEL, units, kept)


class Analyst:
    """Judges one seat's units of a match, one at a time, so that a caller can report
    progress and stop between two units."""

    def __init__(self, match: Match, seat: int, level: str = LEVEL) -> None:
        if not 0 <= seat < len(match.seats):
            raise ValueError(f"there is no seat {seat} in this game")
        self.match = match
        self.seat = seat
        self.level = level
        self.spec = game(match.game_id)
        budget = self.spec.budgets[level]
        self.budget = Budget(budget.iterations, math.inf)  # the same verdicts everywhere
        self.states = replay(match)
        self.units = units_of(self.spec.review_unit or one_decision, self.states, seat)

    def judge(self, k: int) -> Verdict:
        """The verdict on the seat's ``k``-th unit."""
        start, end = self.units[k]
        played = tuple(self.match.actions[start:end])
        rng = Rng(self.match.seed * 1_000_003 + start * 7919 ^ SALT)
        # A new bot per unit: the search's opponents may remember plans between calls,
        # and a verdict must not depend on which units were judged before it.
        bot = self.spec.search(self.level, self.budget)
        options = bot.appraise(self.states[start].clone(), self.seat, rng,  # type: ignore[attr-defined]
                               played)
        best = options[0]
        mine = next((o for o in options if o.actions == played), None)
        if mine is None:  # the game judged the move under another name (never expected)
            raise RuntimeError(f"the search did not appraise the move at {start}")
        seat = self.seat
        # Rounded as a save file keeps them, so a verdict read back equals the one made.
        return Verdict(start, end, played, best.actions, round(best.chances[seat], 4),
                       round(mine.chances[seat], 4), round(best.scores[seat], 2),
                       round(mine.scores[seat], 2), tuple(round(c, 4) for c in mine.chances))

    def verdicts(self) -> Iterator[Verdict]:
        """Every unit's verdict in order."""
        for k in range(len(self.units)):
            yield self.judge(k)


@lru_cache(maxsize=1)
def analyst_for(save_json: str, seat: int) -> Analyst:
    """The analyst of a save file's seat, kept while the same review asks for one unit
    after another (the AI worker, or the page when there is no worker)."""
    return Analyst(Match.loads(save_json), seat)


def replay(match: Match) -> list[State]:
    """The state before each of the match's actions, then the final one."""
    state = new_game(match.game_id, len(match.seats), match.seed, **match.options)
    states = []
    for action in match.actions:
        states.append(state.clone())
        state.apply(action)
    states.append(state)
    return states


def units_of(unit_end: UnitEnd, states: Sequence[State], seat: int) -> list[tuple[int, int]]:
    """The seat's complete units, as (start, end) indices of the match's actions."""
    out = []
    start = 0
    last = len(states) - 1
    while start < last:
        end = unit_end(states, start, seat)
        if end > start:
            out.append((start, end))
            start = end
        else:
            start += 1
    return out


def analyse(match: Match, seat: int, level: str = LEVEL,
            progress: Callable[[int, int], None] | None = None) -> Review:
    """The whole review of a seat's game; ``progress(done, units)`` after each unit."""
    analyst = Analyst(match, seat, level)
    review = Review(match.game_id, seat, level, analyst.units, [])
    for verdict in analyst.verdicts():
        review.verdicts.append(verdict)
        if progress is not None:
            progress(len(review.verdicts), len(analyst.units))
    return review


def action_text(action: Action) -> str:
    """An action in plain words for the command line (the web app words it per game)."""
    values = [str(v).replace("_", " ") if not isinstance(v, tuple)
              else "+".join(str(x) for x in v) for _, v in action.params]
    return action.kind.replace("_", " ") + (" " + ", ".join(values) if values else "")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not math.isfinite(value):
        raise ValueError("a verdict holds a number that is not one")
    return float(value)


def _chance(value: Any) -> float:
    number = _number(value)
    if not 0.0 <= number <= 1.0:
        raise ValueError("a verdict holds a chance outside 0-100%")
    return number


def _actions(raw: Any) -> tuple[Action, ...]:
    if not isinstance(raw, list) or not raw:
        raise ValueError("a verdict names no move")
    return tuple(Action.from_json(a) for a in raw)
