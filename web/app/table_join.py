"""A guest's phone joining a table (issue 31): the invitation link opens this page with
the host's offer in its fragment; the page answers it, shows its answer as a QR code and
a code for the host, and once linked takes its seat with a "hello" (with the secret kept
from an earlier visit, so a reloaded phone gets its own seat back). The host's updates
then drive a board like a local game's (``table_guest_play``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from . import games
from .dom import by_id, esc, on, show, storage_get, storage_set, toast
from .i18n import default_name, sentence, t
from .table_guest import GuestTable
from .table_guest_play import GuestController
from .table_link import LinkError, pack, parse_invitation, unpack
from .table_lobby import copy_field, qr_svg
from .table_protocol import ProtocolError

if TYPE_CHECKING:
    from .shell import App

HOST = "host"
"""The only link of a guest's page: to the host."""
NAME_KEY = "incagames.table.name"
LAST_KEY = "incagames.table.last"
"""The last table this phone joined ("<table>.<seat>"), to explain a reload."""


def secret_key(table: str, seat: int) -> str:
    return f"incagames.table.{table}.{seat}"


class JoinScreen:
    """The join page, then the guest's game."""

    def __init__(self, app: App, table: str, seat: int, offer: str,
                 stun: str | None) -> None:
        self.app = app
        self.table, self.seat, self.offer = table, seat, offer
        self.stun = stun
        """The STUN server the host chose for this table (None: the local network only)."""
        self.guest = GuestTable(seat, "", storage_get(secret_key(table, seat)))
        self.controller: GuestController | None = None
        self.linked = False
        self._listeners = (create_proxy(self._message), create_proxy(self._link))
        window.incaTable.listen(*self._listeners)

    async def start(self) -> None:
        self._render(t("table.join_making"))
        try:
            sdp = str(await window.incaTable.answer(HOST, unpack(self.offer), self.stun))
            code = pack(sdp)
        except Exception as exc:
            self._render(t("table.join_failed", reason=sentence(str(exc))))
            return
        self._render(t("table.join_show"), code)

    def _render(self, status: str, code: str = "") -> None:
        """The join page, in the menu's card."""
        show(by_id("game"), False)
        show(by_id("menu"), True)
        document.documentElement.dataset.phase = "menu"
        name = storage_get(NAME_KEY) or default_name(f"Player {self.seat + 1}")
        answer = ""
        if code:
            answer = (f'{qr_svg(code)}<label class="field">{esc(t("table.your_code"))}'
                      f'<textarea id="join-code" readonly rows="4">{esc(code)}</textarea>'
                      f'</label><div class="buttons"><button type="button" id="join-copy" '
                      f'class="act secondary">{esc(t("table.copy_code"))}</button></div>')
        by_id("menu-body").innerHTML = (
            f'<h1>{esc(t("table.join_title"))}</h1>'
            f'<p>{esc(t("table.join_seat", n=self.seat + 1))}</p>'
            + (f'<p class="small">{esc(t("table.uses_stun", server=self.stun))}</p>'
               if self.stun else "") +
            f'<label class="field">{esc(t("menu.name"))}<input id="join-name" '
            f'maxlength="40" autocomplete="nickname" value="{esc(name)}"></label>'
            f'<p id="join-state" class="status" role="status">{esc(status)}</p>{answer}')
        copy = by_id("join-copy")
        if copy is not None:
            on(copy, "click", lambda _e: copy_field(self.app, by_id("join-code")))


    # ------------------------------------------------------------ the link
    def _link(self, _key: Any, state: Any) -> None:
        state = str(state)
        if state == "open":
            self.linked = True
            field = by_id("join-name")
            name = " ".join(str(field.value).split())[:40] if field is not None else ""
            if name:
                storage_set(NAME_KEY, name)
            self.guest.name = name
            self._say(t("table.join_linked"))
            window.incaTable.send(HOST, self.guest.hello())
        elif state == "closed" and self.linked:
            self.linked = False
            toast(t("table.host_lost"))
            if self.controller is not None:
                self.controller.set_status(t("table.host_lost"))

    def _say(self, text: str) -> None:
        line = by_id("join-state")
        if line is not None:
            line.textContent = text

    def _message(self, _key: Any, text: Any) -> None:
        try:
            kind = self.guest.receive(str(text))
        except ProtocolError as exc:
            toast(t("table.bad_message", reason=sentence(str(exc))))
            return
        if kind == "welcome" and self.guest.secret:
            storage_set(secret_key(self.table, self.seat), self.guest.secret)
            storage_set(LAST_KEY, f"{self.table}.{self.seat}")
        elif kind == "refused" and self.controller is None:
            self._say(t("table.refused", reason=self.guest.refusal))
            return
        if kind == "update" and self.controller is None:
            self._open_game()
        elif self.controller is not None:
            self.controller.received(kind)

    def close(self) -> None:
        """The player left the table (the title screen): the link goes with it."""
        self.linked = False
        window.incaTable.closeAll()
        if self.controller is not None:
            self.controller.closed = True
        for proxy in self._listeners:
            proxy.destroy()

    def _open_game(self) -> None:
        app = self.app
        screen = games.screen(self.guest.game)
        send = lambda text: bool(window.incaTable.send(HOST, text))  # noqa: E731
        self.controller = GuestController(self.guest, app.ai, send, app.confirm_end,
                                          screen.explicit_end)
        board = screen(self.controller, app.pace)
        app.show_guest_game(board)


def join_from_link(app: App, fragment: str) -> bool:
    """Boot on an invitation link: True when it was one (a bad one says why)."""
    if not fragment.lstrip("#").startswith("join="):
        return False
    path = str(window.location.pathname) + str(window.location.search)
    window.history.replaceState(None, "", path)  # a reload must not answer a dead offer
    try:
        table, seat, offer, stun = parse_invitation(fragment)
    except LinkError as exc:
        toast(t("table.bad_link", reason=sentence(str(exc))))
        return False
    if not window.incaTable.supported():
        toast(t("table.no_webrtc"))
        return False
    screen = JoinScreen(app, table, seat, offer, stun)
    app.table = screen
    document.documentElement.dataset.table = "guest"
    app.spawn(screen.start())
    return True
