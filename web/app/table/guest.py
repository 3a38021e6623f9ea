"""A guest's side of table mode: what the phone knows of the game is only what
the host sent it (``referee``), and what it sends is only a choice the host offered.

The position arrives as the seat's world (every card it has not seen dealt again at
random) and is loaded by the engine's checked loader, so a damaged message cannot put a
broken position on the screen; the page draws it for this seat only.

The page keeps ``secret`` in its storage: a reloaded page makes a new ``GuestTable`` with
it and says hello again, and the host sends the whole log and the current view back.
"""

from __future__ import annotations

from typing import Any

from incagames import state_from_json
from incagames.core.match import Match, MatchError
from incagames.core.state import State

from . import protocol as P


class GuestTable:
    """The game as one guest's phone sees it."""

    def __init__(self, seat: int, name: str, secret: str | None = None) -> None:
        self.seat = seat
        self.name = name
        self.secret = secret
        self.game = ""
        self.names: list[str] = []
        self.kinds: list[str] = []
        """Who plays each seat: "phone", "human" (at the host's device) or "ai-<level>"."""
        self.move = -1
        """The number of moves played in the position shown (-1: none shown yet)."""
        self.state: State | None = None
        """The seat's world: the position with the cards it has not seen re-dealt."""
        self.log: list[dict[str, Any]] = []
        self.legal: list[dict[str, Any]] = []
        self.deciding: int | None = None
        self.over = False
        self.can_undo = False
        """The host lets this seat take back its last decision now."""
        self.refusal = ""
        """The host's last refusal, in words (empty once a new position arrives)."""
        self.whole: Match | None = None
        """The whole game, sent by the host once it is over (nothing is hidden then)."""

    def hello(self) -> str:
        """The message that takes the seat (or takes it back with the kept secret)."""
        return P.encode("hello", seat=self.seat, secret=self.secret, name=self.name)

    def receive(self, text: str) -> str:
        """A message from the host, checked; returns its kind. ProtocolError for anything
        that is not the host's protocol (the page shows it and keeps what it had)."""
        message = P.from_host(text)
        kind = message["kind"]
        if kind == "welcome":
            if message["seat"] != self.seat:
                raise P.ProtocolError(f"welcomed to seat {message['seat']}, "
                                      f"not {self.seat}")
            self.secret, self.game, self.names = (message["secret"], message["game"],
                                                  _texts(message["names"]))
            self.log, self.whole = [], None  # the update that follows brings the whole log
        elif kind == "update":
            state, since = self._world(message), message["since"]
            names, kinds = _texts(message["names"]), _texts(message["kinds"])
            if since > len(self.log):
                raise P.ProtocolError(f"events from {since} on, but this page has "
                                      f"{len(self.log)}")
            if not len(names) == len(kinds) == state.num_players:
                raise P.ProtocolError("an update names other seats than its position's")
            self.move, self.state, self.legal = message["move"], state, message["legal"]
            self.deciding, self.over = message["deciding"], message["over"]
            self.can_undo = message["undo"]
            self.log[since:] = message["events"]
            self.names, self.kinds = names, kinds
            self.refusal = ""
        elif kind == "final":
            self.whole = self._whole(message["save"])
        else:
            self.refusal = message["reason"]
        return kind

    def _world(self, message: dict[str, Any]) -> State:
        """The position of an update, loaded and checked against what the update says."""
        try:
            state = state_from_json(message["state"])
        except ValueError as exc:
            raise P.ProtocolError(f"the position sent is not a game's: {exc}") from None
        if self.game and state.game_id != self.game:
            raise P.ProtocolError(f"a position of {state.game_id}, not of {self.game}")
        if (state.current_player != message["deciding"]
                or bool(state.is_over) != message["over"]):
            raise P.ProtocolError("the position sent does not match its update")
        return state

    def _whole(self, save: str) -> Match:
        """The finished game's save, loaded by the engine's checked loader, and checked
        against the last position shown."""
        try:
            match = Match.loads(save)
        except MatchError as exc:
            raise P.ProtocolError(f"the finished game sent is not one: {exc}") from None
        if (match.game_id != self.game or not match.state.is_over
                or len(match.actions) != self.move or len(match.seats) != len(self.names)):
            raise P.ProtocolError("the finished game sent is not the one shown")
        return match

    @property
    def view(self) -> dict[str, Any]:
        """What this seat sees of the position (empty before the first update)."""
        return {} if self.state is None else self.state.view(self.seat)

    @property
    def my_turn(self) -> bool:
        return self.deciding == self.seat and not self.over

    def act(self, action: dict[str, Any]) -> str:
        """The message that plays ``action``, one of ``legal``: the page offers nothing
        else, so anything else is a programming error (ValueError)."""
        if not self.my_turn or action not in self.legal:
            raise ValueError("that is not one of this seat's choices now")
        if self.secret is None:
            raise ValueError("the seat is not taken yet")
        return P.encode("act", secret=self.secret, move=self.move, action=action)

    def undo(self) -> str:
        """The message that takes back this seat's last decision (when ``can_undo``)."""
        if not self.can_undo or self.secret is None:
            raise ValueError("this seat has nothing to take back now")
        return P.encode("undo", secret=self.secret, move=self.move)


def _texts(values: list[Any]) -> list[str]:
    """A list the host sent that must hold only strings (names, kinds)."""
    if not all(isinstance(v, str) for v in values):
        raise P.ProtocolError("a list of names or kinds holds something else")
    return [str(v)[:60] for v in values]
