"""A guest's game screen at the table: the same board view as a local game,
driven by what the host sends (``guest.GuestTable``) instead of a local match.

``MirrorMatch`` stands where the board view expects a ``Match``: its position is the
seat's world from the host's last update, its log the events received. ``GuestController``
is the turn loop's counterpart on the phone: this seat decides here, through the same
panels, prices, "End turn" and hints as a local game, and each decision is sent to the
host instead of played; the next update shows it played (or the host's refusal).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from incagames.core import Action, IllegalAction
from incagames.core.match import Match, Seat
from incagames.core.state import Event, Preview, State

from ..ai.bridge import AiBridge
from ..live.play import LocalHuman, PlayController, RemotePlayer
from ..page.dom import clear_toast, toast
from ..text.i18n import t
from .guest import GuestTable


class MirrorMatch:
    """The part of ``Match`` a board view reads, for a position the host sent."""

    replayable = False
    """No seed and no actions while the game is played: the score history and the replay
    are the host's, until it sends the whole finished game (``finish``)."""

    def __init__(self, guest: GuestTable) -> None:
        assert guest.state is not None, "a mirror starts from the host's first update"
        self.game_id = guest.game
        self.seats = _seats(guest)
        self.seed = 0
        self.options: dict[str, Any] = {}
        self.guest = guest
        self.state: State = guest.state
        self.log: list[Event] = list(guest.log)
        self.actions: list[Any] = [None] * guest.move
        """As many entries as moves played: what each was is the host's to know."""
        self.whole: Match | None = None
        """The finished game, once the host has sent it."""

    def finish(self, whole: Match) -> None:
        """The host sent the whole finished game: from now on this is that match (its
        seed, moves and true final position), so its charts and review work here."""
        self.whole = whole
        self.replayable = True
        self.seed, self.options = whole.seed, whole.options
        self.seats, self.actions = list(whole.seats), list(whole.actions)
        self.state, self.log = whole.state, list(whole.log)

    def follow(self, guest: GuestTable) -> list[Event] | None:
        """Take the host's new position; returns the events new to this page, or None
        when the host took moves back (an undo: the log was cut, then went on)."""
        kept = len(self.log)
        cut = len(guest.log) < kept or guest.log[:kept] != self.log
        new = guest.log[kept:]
        self.log = list(guest.log)
        self.seats = _seats(guest)
        self.state = guest.state  # type: ignore[assignment]
        self.actions = [None] * guest.move
        return None if cut else new

    def preview(self, action: Action) -> Preview:
        return self.state.preview(action, follow=True)

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        raise IllegalAction("a guest's decisions are played by the host")

    def can_undo(self, seat: int) -> bool:
        """The host says whether this seat may take back its last decision now."""
        return seat == self.guest.seat and self.guest.can_undo


class GuestController(PlayController):
    """This phone's seat decides here; every other seat is played elsewhere."""

    def __init__(self, guest: GuestTable, ai: AiBridge, send: Callable[[str], bool],
                 confirm_end: bool, explicit_end: tuple[str, ...]) -> None:
        self.guest = guest
        self.mirror = MirrorMatch(guest)
        super().__init__(self.mirror, ai, lambda: None,  # type: ignore[arg-type]
                         confirm_end, explicit_end)
        self.seats = [LocalHuman() if s == guest.seat else RemotePlayer()
                      for s in range(len(self.mirror.seats))]
        self._send = send
        self.sent = False
        """A decision is on its way to the host: nothing more is offered until the
        host's answer comes."""

    def human_actions(self) -> list[Action]:
        return [] if self.sent else super().human_actions()

    def _ends_turn(self, action: Action) -> State | None:
        """As in a local game, except where the action draws or reveals a card: the
        world here holds a stand-in for it, so it goes to the host unconfirmed."""
        after = super()._ends_turn(action)
        if after is not None and after.checkpoint != self.match.state.checkpoint:
            return None
        return after

    def commit(self, action: Action, seat: int) -> None:
        if action not in self.legal():
            raise IllegalAction(f"{action} is not a legal action now")
        if not self._send(self.guest.act(action.to_json())):
            raise IllegalAction(t("table.not_linked"))
        self.pending, self.pending_after = None, None
        self.sent = True
        clear_toast()
        self._board().render()

    def can_undo(self) -> bool:
        return not self.sent and super().can_undo()

    def undo(self) -> None:
        """A step waiting for "End turn" is taken back here; a decision already played
        is taken back by the host, which sends the position before it."""
        if self.pending is not None:
            self.take_back()
            return
        if not self.can_undo():
            return
        if not self._send(self.guest.undo()):
            toast(t("err.action", reason=t("table.not_linked")))
            return
        self.sent = True
        self._board().render()

    def schedule_ai(self) -> None:
        """No AI here: the host's page plays them."""

    def seat_kind(self, seat: int) -> str:
        """Who plays ``seat``, as the host says: "you" (this phone), "phone" (another
        phone), "host" (a person at the host's device) or the AI's kind."""
        if seat == self.guest.seat:
            return "you"
        kind = self.guest.kinds[seat] if seat < len(self.guest.kinds) else "phone"
        return "host" if kind == "human" else kind

    def finished(self) -> None:
        """The whole game arrived: the results, their charts and the review open here."""
        if self.guest.whole is None or self.closed:
            return
        self.mirror.finish(self.guest.whole)
        self._board().render()

    def received(self, kind: str) -> None:
        """After ``GuestTable.receive``: draw the host's new position (or its refusal)."""
        if self.closed:
            return
        board = self._board()
        if kind == "refused":
            self.sent = False
            toast(t("table.refused", reason=self.guest.refusal))
            board.render()
            return
        if kind != "update" or self.guest.state is None:
            return
        actor = self.mirror.state.current_player
        if (self.guest.move == len(self.mirror.actions)
                and self.guest.log == self.mirror.log and not self.sent):
            return  # the same position again (sent to every guest after any move)
        events = self.mirror.follow(self.guest)
        self.sent = False
        self.moved()
        if events is None:
            board.undone()
        else:
            mine = actor == self.guest.seat
            board.played(actor if actor is not None else self.guest.seat, events,
                         announce=not mine, by_human=mine)

    def set_status(self, text: str) -> None:
        if not self.closed:
            self._board().set_status(text)


def _seats(guest: GuestTable) -> list[Seat]:
    """The seats as the host names them (an AI's kind kept, for its label)."""
    kinds = guest.kinds or ["human"] * len(guest.names)
    return [Seat(name, kind if kind.startswith("ai-") else "human")
            for name, kind in zip(guest.names, kinds, strict=False)]
