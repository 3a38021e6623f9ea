"""The host's page at the table: the live game on this device is the table's
board and referee; each guest seat is played on a phone linked by WebRTC
(``web/table.js``), invited with a link or QR code (``lobby`` draws the dialog).

Every message from a phone goes through the referee (``referee``) with the seat
its invitation was for; a decision it accepts is played by the turn loop
(``PlayController.play_remote``), so it is saved, drawn and announced like any other.
After every change of position (the autosave) each linked phone gets its update. The
seats' secrets are kept in the game's autosave, so a reloaded host page resumes the table
and each phone takes its seat back through a new invitation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy
from pyscript import window

from incagames.core import Action, IllegalAction
from incagames.core.match import Seat

from ..live.play import AiPlayer, PlayController, RemotePlayer
from ..page.dom import storage_get, toast
from ..saves.store import TableSave
from ..text.i18n import sentence, t
from .handoff import AnswerInbox
from .link import STUN, STUN_KEY, LinkError, answer_code, invitation, pack, parse_answer, unpack
from .referee import Referee

if TYPE_CHECKING:
    from ..shell import App

def stun_server() -> str | None:
    """The STUN server chosen in the table dialog, when it is a valid address."""
    value = storage_get(STUN_KEY) or ""
    return value if STUN.fullmatch(value) else None


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

    def __init__(self, app: App, table: TableSave, linked: bool = False) -> None:
        """``linked``: the phones' links of the table before stay open (a rematch at the
        same table); each linked phone is welcomed to this game."""
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
        self.links: dict[int, str] = {}
        """Each guest seat's link: "closed", "connecting" (invited), "open", "away" (the
        phone's page is in the background) or "silent" (the phone stopped answering)."""
        for seat in table.guests:
            state = str(window.incaTable.state(seat)) if linked else "closed"
            if state == "connecting":  # an invitation of the game before: unanswered
                window.incaTable.close(seat)
                state = "closed"
            self.links[seat] = state
        self.invites: dict[int, str] = {}
        """The invitation link shown for a seat, while it waits for the phone's answer."""
        self.busy: set[int] = set()  # seats whose invitation is being made
        self.closed = False
        self._listeners = (create_proxy(self._message), create_proxy(self._link))
        window.incaTable.listen(*self._listeners)
        self.inbox = AnswerInbox(self.id, self._handed)
        from .lobby import TableDialog

        self.dialog = TableDialog(self)
        if linked:
            self._send(self.referee.welcome_all())

    # ------------------------------------------------------------ state
    @property
    def guests(self) -> list[int]:
        return sorted(self.referee.guests)

    def saved(self) -> dict[str, Any]:
        secrets_now = self.referee.secrets()
        return TableSave(self.id, {s: secrets_now.get(s, "") for s in self.guests}).to_json()

    def joined(self, seat: int) -> bool:
        """The seat's phone is linked and has taken its seat (even if it is in the
        background now)."""
        return (self.links.get(seat) in ("open", "away")
                and seat in self.referee.secrets())

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
            self.invites[seat] = invitation(page, self.id, seat, pack(sdp),
                                            self.play.match.game_id, stun)
            self.links[seat] = "connecting"
        except Exception as exc:  # no WebRTC, or the browser refused
            toast(t("table.no_invite", reason=sentence(str(exc))))
        finally:
            self.busy.discard(seat)
        self.dialog.render()

    async def accept(self, seat: int, code: str) -> bool:
        """The phone's answer for ``seat``'s invitation: its code or its answer link
        (typed, pasted, scanned or handed over by another tab)."""
        reason = await self._accept(seat, code)
        if reason:
            toast(t("table.bad_code", reason=sentence(reason)))
        return not reason

    async def _accept(self, seat: int, code: str) -> str:
        """"" when the answer was taken, else why not (for a player)."""
        if seat not in self.invites:
            return t("table.not_invited", name=self.name(seat)) \
                if seat in self.referee.guests else t("table.no_such_seat")
        try:
            sdp = unpack(answer_code(code))
        except LinkError as exc:
            return str(exc)
        try:
            await window.incaTable.accept(seat, sdp)
        except Exception as exc:
            return str(exc)
        self.dialog.connecting(seat)
        return ""

    def _handed(self, seat: int, code: str, handed: Any) -> None:
        """An answer link opened in another tab of this browser (``handoff``)."""
        async def take() -> None:
            reason = await self._accept(seat, code)
            handed(not reason, sentence(reason) if reason else self.name(seat))

        self.app.spawn(take())

    def answer_link(self, fragment: str) -> None:
        """An answer link opened in this very tab (a new fragment, no new page)."""
        try:
            table, seat, code = parse_answer(fragment)
        except LinkError as exc:
            toast(t("table.bad_code", reason=sentence(str(exc))))
            return
        if table != self.id:
            toast(t("table.other_table"))
            return
        self.app.spawn(self.accept(seat, code))

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
            self.inbox.linked(seat, self.name(seat))
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
        name = self.name(seat)
        if state == "closed" and was in ("open", "away", "silent"):
            self.invites.pop(seat, None)
            toast(t("table.lost", name=name), kind="info")
        elif state == "silent":
            toast(t("table.silent", name=name), kind="info")
        elif state == "away":
            toast(t("table.away", name=name), kind="info")
        elif state == "open" and was in ("away", "silent"):
            toast(t("table.back", name=name), kind="info")
        self.dialog.render()

    def broadcast(self) -> None:
        """The position now, to every phone linked (after each change: the autosave)."""
        if not self.closed:
            self._send(self.referee.updates())

    @staticmethod
    def _send(out: list[tuple[int, str]]) -> None:
        for seat, message in out:
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

    def rematch(self) -> TableSave:
        """The same table for the next game: its id and its seats' secrets (the links
        stay open when ``close(keep_links=True)`` follows)."""
        return TableSave(self.id, {s: self.referee.secrets().get(s, "") for s in self.guests})

    def close(self, keep_links: bool = False) -> None:
        """The game on this device closes: every link with it, unless the next game at
        the same table takes them over (``keep_links``)."""
        self.closed = True
        if not keep_links:
            window.incaTable.closeAll()
        self.dialog.close()
        self.inbox.close()
        for proxy in self._listeners:
            proxy.destroy()
