"""The host's page at the table (issue 31): the live game on this device is the table's
board and referee; each guest seat is played on a phone linked by WebRTC
(``web/table.js``), invited with a link or QR code (``table_lobby`` draws the dialog).

Every message from a phone goes through the referee (``table_referee``) with the seat
its invitation was for; a decision it accepts is played by the turn loop
(``PlayController.play_remote``), so it is saved, drawn and announced like any other.
After every change of position (the autosave) each linked phone gets its update. The
seats' secrets are kept in the game's autosave, so a reloaded host page resumes the table
and each phone takes its seat back through a new invitation.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy
from pyscript import window

from incagames.core import Action, IllegalAction
from incagames.core.match import Seat

from .dom import storage_get, toast
from .i18n import sentence, t
from .play import AiPlayer, PlayController, RemotePlayer
from .table_link import STUN, LinkError, invitation, pack, unpack
from .table_referee import Referee

if TYPE_CHECKING:
    from .shell import App

STUN_KEY = "incagames.table.stun"
"""The STUN server a player chose (off when empty): its address is then the only one
outside the local network that the phones contact."""


def stun_server() -> str | None:
    """The STUN server chosen in the table dialog, when it is a valid address."""
    value = storage_get(STUN_KEY) or ""
    return value if STUN.fullmatch(value) else None


@dataclass
class TableSave:
    """What the autosave keeps of a table: its id and each guest seat's secret."""

    id: str
    guests: dict[int, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "guests": {str(s): key for s, key in self.guests.items()}}

    @classmethod
    def from_json(cls, data: Any, players: int) -> TableSave | None:
        """The table of a saved game; None when there is none or it is damaged (the game
        then resumes with every seat on this device)."""
        if not isinstance(data, dict) or not isinstance(data.get("id"), str):
            return None
        guests = data.get("guests")
        if not isinstance(guests, dict) or not guests:
            return None
        seats: dict[int, str] = {}
        for key, secret in guests.items():
            if not (isinstance(key, str) and key.isdigit() and int(key) < players
                    and isinstance(secret, str)):
                return None
            seats[int(key)] = secret
        return cls(data["id"], seats)

    @classmethod
    def new(cls, seats: list[int]) -> TableSave:
        return cls(secrets.token_urlsafe(9), dict.fromkeys(seats, ""))


def play_remote(play: PlayController, action: Action, seat: int) -> None:
    """A phone's decision, accepted by the referee: played, drawn and announced like an
    AI's, and saved (IllegalAction when it is not that seat's to make now)."""
    if play.closed or not isinstance(play.seats[seat], RemotePlayer):
        raise IllegalAction("this seat is not played on a phone now")
    events = play.match.apply(action, seat=seat)
    play.moved()
    assert play.board is not None, "a board view draws every live match"
    play.board.played(seat, events, announce=True)
    play.schedule_ai()


def undo_remote(play: PlayController, seat: int) -> None:
    """A phone takes back its last decision of this turn (IllegalAction when it may not):
    the position before it, drawn and saved (and so sent to every phone)."""
    if play.closed or not isinstance(play.seats[seat], RemotePlayer):
        raise IllegalAction("this seat is not played on a phone now")
    play.undo_of(seat)


class HostTable:
    """The table opened by this device for the game on screen."""

    def __init__(self, app: App, table: TableSave) -> None:
        assert app.game is not None, "a table belongs to a live game"
        self.app = app
        self.board = app.game
        self.play = app.game.play
        self.id = table.id
        match = self.play.match
        for seat in table.guests:
            self.play.seats[seat] = RemotePlayer()
        self.referee = Referee(match, list(table.guests),
                               play=lambda action, seat: play_remote(self.play, action, seat),
                               take_back=lambda seat: undo_remote(self.play, seat))
        self.referee.restore(table.guests)
        self.links = dict.fromkeys(table.guests, "closed")
        """Each guest seat's link: "closed", "connecting" (invited) or "open"."""
        self.invites: dict[int, str] = {}
        """The invitation link shown for a seat, while it waits for the phone's answer."""
        self.busy: set[int] = set()  # seats whose invitation is being made
        self.closed = False
        self._listeners = (create_proxy(self._message), create_proxy(self._link))
        window.incaTable.listen(*self._listeners)
        from .table_lobby import TableDialog

        self.dialog = TableDialog(self)

    # ------------------------------------------------------------ state
    @property
    def guests(self) -> list[int]:
        return sorted(self.referee.guests)

    def saved(self) -> dict[str, Any]:
        secrets_now = self.referee.secrets()
        return TableSave(self.id, {s: secrets_now.get(s, "") for s in self.guests}).to_json()

    def joined(self, seat: int) -> bool:
        return self.links.get(seat) == "open" and seat in self.referee.secrets()

    def name(self, seat: int) -> str:
        return self.play.match.seats[seat].name

    # ------------------------------------------------------------ the links
    async def invite(self, seat: int) -> None:
        """Make a new invitation for ``seat`` (a fresh WebRTC offer) and show it."""
        if seat not in self.referee.guests or seat in self.busy:
            return
        self.busy.add(seat)
        self.invites.pop(seat, None)
        self.dialog.render()
        try:
            stun = stun_server()
            sdp = str(await window.incaTable.offer(seat, stun))
            page = str(window.location.href)
            self.invites[seat] = invitation(page, self.id, seat, pack(sdp), stun)
            self.links[seat] = "connecting"
        except Exception as exc:  # no WebRTC, or the browser refused
            toast(t("table.no_invite", reason=sentence(str(exc))))
        finally:
            self.busy.discard(seat)
        self.dialog.render()

    async def accept(self, seat: int, code: str) -> bool:
        """The phone's answer code for ``seat``'s invitation (typed, pasted or scanned)."""
        try:
            sdp = unpack(code)
        except LinkError as exc:
            toast(t("table.bad_code", reason=sentence(str(exc))))
            return False
        try:
            await window.incaTable.accept(seat, sdp)
        except Exception as exc:
            toast(t("table.bad_code", reason=sentence(str(exc))))
            return False
        return True

    def _message(self, key: Any, text: Any) -> None:
        if self.closed:
            return
        seat = int(key)
        if seat not in self.referee.guests:
            return
        names = [s.name for s in self.play.match.seats]
        for to, message in self.referee.receive(str(text), link=seat):
            window.incaTable.send(seat if to < 0 else to, message)
        if [s.name for s in self.play.match.seats] != names:  # a phone said its name
            self.board.names[:] = [s.name for s in self.play.match.seats]
            self.board.render()
        if self.joined(seat) and seat in self.invites:
            del self.invites[seat]
            self.dialog.render()
            self.app.autosave()  # its secret is kept from now on
            toast(t("table.joined", name=self.name(seat)), kind="info")
            if all(self.joined(s) for s in self.guests):
                self.dialog.leave()  # everyone is at the table: the board comes first

    def _link(self, key: Any, state: Any) -> None:
        if self.closed:
            return
        seat, state = int(key), str(state)
        was = self.links.get(seat)
        if seat not in self.links:
            return
        self.links[seat] = state
        if state == "closed" and was == "open":
            self.invites.pop(seat, None)
            toast(t("table.lost", name=self.name(seat)), kind="info")
        self.dialog.render()

    def broadcast(self) -> None:
        """The position now, to every phone linked (after each change: the autosave)."""
        if self.closed:
            return
        for seat, message in self.referee.updates():
            window.incaTable.send(seat, message)

    # ------------------------------------------------------------ the host's choices
    def take_over(self, seat: int, level: str) -> None:
        """An AI of ``level`` plays ``seat`` from now on (its phone is let go)."""
        if seat not in self.referee.guests:
            return
        match = self.play.match
        self.referee.forget(seat)
        window.incaTable.close(seat)
        self.links.pop(seat, None)
        self.invites.pop(seat, None)
        match.seats[seat] = Seat(match.seats[seat].name, f"ai-{level}")
        self.play.seats[seat] = AiPlayer(level, self.app.ai)
        self.dialog.render()
        if all(self.joined(s) for s in self.guests):
            self.dialog.leave()  # nobody left to invite: back to the board
        self.board.render()
        self.app.autosave()
        self.play.schedule_ai()

    def close(self) -> None:
        """The game on this device closes: every link with it."""
        self.closed = True
        window.incaTable.closeAll()
        self.dialog.close()
        for proxy in self._listeners:
            proxy.destroy()
