"""A match: its set-up plus the list of actions played, with undo and save files.

Saving stores only the set-up and the actions; loading replays them through the rules,
so a damaged or foreign file is rejected with a clear message and nothing half-loaded.

Undo follows the usual online board-game policy: a seat may take back its own decisions
of the current turn, never across a random draw, a reveal of hidden information, a new
turn or another seat's decision. The state signals the first three through its
``checkpoint`` counter.

A screen that shows an action's result before it is committed (to ask for confirmation
when the turn would pass on) asks ``Match.preview``, which plays the action on a clone;
``Match.apply`` of that action then takes the clone as the new position, so previewing
and committing cost one clone and one apply in all.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from . import migrations, safejson
from .actions import Action
from .errors import IllegalAction
from .fingerprint import fingerprint
from .spec import new_game
from .state import Event, Preview, State

FORMAT = "incagames-match"
VERSION = 1
"""The save format's version: raised, with a step in ``core.migrations``, whenever the
actions' encoding, the legal actions' order or the random draws change."""
SEAT_KINDS = ("human", "ai-random", "ai-easy", "ai-normal", "ai-hard", "ai-expert")


class MatchError(ValueError):
    """A save file that cannot be loaded; the message says why, for a player."""


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def level(self) -> str | None:
        """The AI level ("easy"...) or None for a human."""
        return None if self.is_human else self.kind.removeprefix("ai-")


class Match:
    """A game being played: ``state`` is the live position, ``actions`` its history."""

    def __init__(self, game_id: str, seats: list[Seat], seed: int,
                 options: dict[str, Any] | None = None) -> None:
        for seat in seats:
            if seat.kind not in SEAT_KINDS:
                raise MatchError(f"unknown seat kind {seat.kind!r}")
        self.game_id = game_id
        self.seats = list(seats)
        self.seed = seed
        self.options = dict(options or {})
        self.state: State = new_game(game_id, len(seats), seed, **self.options)
        self.actions: list[Action] = []
        self.log: list[Event] = list(self.state.events)
        # (seat, state before, log length before) of actions that may still be undone.
        self._undo: list[tuple[int, State, int]] = []
        self._moves = 0
        """Actions applied and undone so far: a followed preview holds for one position."""
        self._followed: tuple[State, int, Action, State] | None = None
        """The position, move count and action of the last ``preview``, and the position
        after that action."""

    # ------------------------------------------------------------- playing
    def preview(self, action: Action) -> Preview:
        """``State.preview(action, follow=True)`` of the live position: the costs and
        refusal of ``action`` and, when it is legal, the position after it
        (``Preview.after``) and whether the turn passes on there (``ends_turn``). Until
        the position changes, ``apply`` of the same action takes that position instead of
        playing the action again."""
        preview = self.state.preview(action, follow=True)
        after = preview.after
        self._followed = None if after is None else (self.state, self._moves, action, after)
        return preview

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Play the current seat's action; IllegalAction leaves everything unchanged.

        ``seat``, when given, is who claims to act: another seat's claim is refused.
        After ``preview`` of this action in this position, the position it worked out
        becomes the live one (``state`` is then a new object, as after ``undo``).
        """
        state = self.state
        current = state.current_player
        if current is None:
            raise IllegalAction("the game is over")
        if seat is not None and seat != current:
            raise IllegalAction(f"it is seat {current}'s decision, not seat {seat}'s")
        seat = current
        checkpoint = state.checkpoint
        log_len = len(self.log)
        followed, self._followed = self._followed, None
        if (followed is not None and followed[0] is state and followed[1] == self._moves
                and followed[2] == action):
            before = state
            state = self.state = followed[3]
        else:
            before = state.clone()
            state.apply(action)
        self._moves += 1
        self.actions.append(action)
        self.log.extend(state.events)
        if state.checkpoint != checkpoint:
            self._undo.clear()
        else:
            self._undo.append((seat, before, log_len))
        return state.events

    def can_undo(self, seat: int) -> bool:
        """May ``seat`` take back its last decision now?"""
        return (bool(self._undo) and self._undo[-1][0] == seat
                and self.state.current_player == seat)

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise IllegalAction("nothing to undo: only your own decisions of this turn, "
                                "before anything was revealed, can be taken back")
        _seat, before, log_len = self._undo.pop()
        self.state = before
        self._moves += 1
        self._followed = None
        self.actions.pop()
        del self.log[log_len:]

    # ---------------------------------------------------------- save / load
    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game_id,
            "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "seed": self.seed,
            "options": self.options,
            "actions": [a.to_json() for a in self.actions],
        }

    def fingerprint(self) -> str:
        """The live position's fingerprint (``core.fingerprint``): equal for two matches
        exactly when their positions, hidden cards and random streams are."""
        return fingerprint(self.state)

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def loads(cls, text: str | bytes) -> Match:
        try:
            data = safejson.loads(text)
        except safejson.TooDeep:
            raise MatchError("this file is not a saved game (it is nested far too "
                             "deeply)") from None
        except ValueError:  # also bad UTF-8
            raise MatchError("this file is not a saved game (it is not JSON)") from None
        return cls.from_json(data)

    @classmethod
    def from_json(cls, data: Any) -> Match:
        """Rebuild a match by replaying its actions; any problem raises MatchError. A file
        of an earlier format version is first brought up to date (``core.migrations``)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise MatchError("this file is not an Inca games save file")
        try:
            data = migrations.upgrade(data, VERSION)
        except migrations.MigrationError as exc:
            raise MatchError(str(exc)) from None
        except Exception as exc:
            raise MatchError(f"the save file cannot be brought up to date "
                             f"({type(exc).__name__})") from None
        seats_data = data.get("seats")
        seed = data.get("seed")
        actions = data.get("actions")
        options = data.get("options", {})
        if (not isinstance(seats_data, list) or not isinstance(seed, int)
                or isinstance(seed, bool) or not isinstance(actions, list)
                or not isinstance(options, dict)):
            raise MatchError("the save file is damaged (seats, seed or actions missing)")
        seats = []
        for s in seats_data:
            if not isinstance(s, dict) or not isinstance(s.get("name"), str):
                raise MatchError("the save file is damaged (a seat has no name)")
            seats.append(Seat(s["name"], s.get("kind", "human")))
        try:
            match = cls(str(data.get("game")), seats, seed, options)
        except ValueError as exc:
            raise MatchError(f"the save file cannot be set up: {exc}") from None
        except Exception as exc:
            raise MatchError(f"the save file cannot be set up ({type(exc).__name__})") from None
        for i, raw in enumerate(actions):
            try:
                match.apply(Action.from_json(raw))
            except IllegalAction as exc:
                raise MatchError(f"the save file is damaged at move {i + 1}: "
                                 f"{exc.reason}") from None
            except Exception as exc:
                raise MatchError(f"the save file is damaged at move {i + 1} "
                                 f"({type(exc).__name__})") from None
        return match
