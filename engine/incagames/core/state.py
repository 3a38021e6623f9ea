"""The protocol every game's State follows, and the outcome of a finished game.

The UI, the bots and the match only speak this protocol, so a second game plugs in
without touching them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Protocol, runtime_checkable

from .actions import Action
from .rng import Rng

Event = dict[str, Any]
"""What happened, e.g. ``{"kind": "produce", "seat": 1, "good": "coca", "count": 2}``."""


@dataclass(frozen=True)
class SeatResult:
    """One seat's final result. ``breakdown`` names every source of the score."""

    seat: int
    score: float
    rank: int
    breakdown: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "score": self.score, "rank": self.rank,
                "breakdown": self.breakdown}


@dataclass(frozen=True)
class Outcome:
    """How the game ended (``ending``, e.g. "rescue") and each seat's result, by seat."""

    ending: str
    results: tuple[SeatResult, ...]

    @property
    def scores(self) -> tuple[float, ...]:
        return tuple(r.score for r in self.results)

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(r.rank for r in self.results)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(r.seat for r in self.results if r.rank == 1)

    def to_json(self) -> dict[str, Any]:
        return {"ending": self.ending, "results": [r.to_json() for r in self.results]}


@dataclass(frozen=True)
class Preview:
    """What an action would do, told before it is played, so that a UI shows prices and
    refusals without reading a game's internals.

    ``costs`` names each amount the deciding seat would pay (e.g. ``{"ap": 2}`` in Cuzco,
    ``{"llama": 1}`` for a far move in Machu Picchu); zero amounts may be left out.
    ``problem`` is None when the action is legal now, else a short reason key that the
    game's messages explain (e.g. ``"two_cities"``; ``"illegal"`` when no finer reason
    applies).

    Asked to ``follow`` (``State.preview(action, follow=True)``), a preview of a legal
    action also plays it on a clone: ``after`` is that position and ``ends_turn`` says
    whether another seat decides there or the game is over (so undo could not take the
    action back). Otherwise, or when the action is not legal, both are None. ``Match``
    plays a followed action by taking ``after`` (``Match.preview``)."""

    costs: dict[str, int] = field(default_factory=dict)
    problem: str | None = None
    ends_turn: bool | None = None
    after: State | None = field(default=None, compare=False, repr=False)

    @property
    def legal(self) -> bool:
        return self.problem is None


def followed(preview: Preview, state: State, action: Action) -> Preview:
    """``preview`` with the position after ``action`` (legal, in the form ``apply_legal``
    takes) and whether the turn passes on there: one clone and one apply. A refused
    action's preview comes back unchanged."""
    if preview.problem is not None:
        return preview
    seat = state.current_player
    after = state.clone()
    after.apply_legal(action)
    return replace(preview, ends_turn=after.current_player != seat, after=after)


def competition_ranks(keys: list[tuple]) -> list[int]:
    """Ranks 1, 2, 2, 4... for sort keys where larger is better; equal keys share a rank."""
    order = sorted(range(len(keys)), key=lambda i: keys[i], reverse=True)
    ranks = [0] * len(keys)
    for pos, i in enumerate(order):
        if pos > 0 and keys[i] == keys[order[pos - 1]]:
            ranks[i] = ranks[order[pos - 1]]
        else:
            ranks[i] = pos + 1
    return ranks


@runtime_checkable
class State(Protocol):
    """A game position. Mutable: ``apply`` changes it; ``clone`` is cheap."""

    game_id: str
    num_players: int
    events: list[Event]
    """The events of the most recent ``apply`` (or of set-up), for the log."""

    @property
    def current_player(self) -> int | None:
        """The seat who decides now (not always the turn's owner); None once over."""

    @property
    def is_over(self) -> bool: ...

    @property
    def checkpoint(self) -> int:
        """A counter that changes whenever undo must not reach back past this point:
        a new turn, a random draw, or hidden information shown to someone."""

    def legal_actions(self) -> list[Action]: ...

    def apply(self, action: Action) -> None:
        """Play ``action``; an illegal one raises IllegalAction and changes nothing."""

    def apply_legal(self, action: Action) -> None:
        """``apply`` without checking the action again, for one known to be legal here:
        taken from ``legal_actions()`` of this very position (bots), checked by
        ``preview`` or replayed from a match that checked it. Anything else may leave the
        state broken."""

    def clone(self) -> State: ...

    def outcome(self) -> Outcome: ...

    def score(self, seat: int) -> int:
        """The points ``seat`` has now, as the score track shows them during the game:
        Cuzco's prestige points; the victory points Machu Picchu's cards, Incas,
        Priests/Virgins and trail are worth now (before a conquest's gold multiplier)."""

    def breakdown(self, seat: int) -> dict[str, Any]:
        """Where ``seat``'s points come from now, by source (keys are the game's; a value
        is a number or a dict of numbers, JSON-ready): what the outcome's
        ``SeatResult.breakdown`` holds at the end, before any final adjustment."""

    def view(self, seat: int | None) -> dict[str, Any]: ...

    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State: ...

    def determinize(self, seat: int, rng: Rng) -> State: ...

    def preview(self, action: Action, follow: bool = False) -> Preview:
        """What ``action`` would cost the seat deciding now and, when it is not legal, why;
        never changes the state. With ``follow``, a legal action is also played on a clone
        (``Preview.after``, ``Preview.ends_turn``; see ``followed``)."""
