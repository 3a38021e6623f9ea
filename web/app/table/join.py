"""A guest's phone joining a table: the invitation link opens this page with the host's
offer in its fragment; the page answers it and gives its answer back to the host as a
link to share (or a QR code the host scans, or a code to type), and once linked takes
its seat with a "hello" (with the secret kept from an earlier visit, so a reloaded phone
gets its own seat back). The host's updates then drive a board like a local game's
(``guest_play``).

The phone remembers the table it sits at (``Remembered``): reloaded, or opened again
after the browser was closed, it shows that table and how to get back to it instead of
the title screen, until the game ends or the player leaves the table.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from .. import games
from ..page.dom import (
    by_id,
    esc,
    mark_svg,
    on,
    present,
    show,
    storage_get,
    storage_remove,
    storage_set,
    toast,
)
from ..text.i18n import default_name, sentence, t
from .guest import GuestTable
from .guest_play import GuestController
from .link import LAST_KEY, Invitation, LinkError, answer_link, pack, parse_invitation, unpack
from .lobby import can_scan, copy_field, qr_svg
from .protocol import ProtocolError

if TYPE_CHECKING:
    from ..shell import App

HOST = "host"
"""The only link of a guest's page: to the host."""
NAME_KEY = "incagames.table.name"


def secret_key(table: str, seat: int) -> str:
    return f"incagames.table.{table}.{seat}"


@dataclass(frozen=True)
class Remembered:
    """The table a phone sits at: enough to say which, and to take the seat back."""

    table: str
    seat: int
    game: str
    names: tuple[str, ...]

    def dumps(self) -> str:
        return json.dumps({"table": self.table, "seat": self.seat, "game": self.game,
                           "names": list(self.names)})

    @classmethod
    def loads(cls, text: str | None) -> Remembered | None:
        """The remembered table; None when there is none or it is damaged."""
        try:
            data = json.loads(text or "")
            record = cls(str(data["table"]), int(data["seat"]), str(data["game"]),
                         tuple(str(n)[:40] for n in data["names"]))
        except (ValueError, KeyError, TypeError):
            return None
        if (record.game not in games.PLAYABLE or not 0 <= record.seat < len(record.names)
                or not storage_get(secret_key(record.table, record.seat))):
            return None
        return record


def remembered() -> Remembered | None:
    return Remembered.loads(storage_get(LAST_KEY))


def forget() -> None:
    """The phone no longer sits at its table (the game ended, or the player left)."""
    record = remembered()
    if record is not None:
        storage_remove(secret_key(record.table, record.seat))
    storage_remove(LAST_KEY)


def show_card(html: str) -> None:
    """A page of table mode in the menu's card (whatever the menu showed before)."""
    show(by_id("game"), False)
    show(by_id("menu"), True)
    document.documentElement.dataset.phase = "menu"
    body = by_id("menu-body")
    body.className = "menu-card"
    body.innerHTML = html


class JoinScreen:
    """The join page, then the guest's game."""

    def __init__(self, app: App, invite: Invitation) -> None:
        self.app = app
        self.invite = invite
        self.table, self.seat = invite.table, invite.seat
        self.guest = GuestTable(self.seat, "", storage_get(secret_key(self.table, self.seat)))
        self.controller: GuestController | None = None
        self.linked = False
        self.link = ""
        """This phone's answer link, once made."""
        self._listeners = (create_proxy(self._message), create_proxy(self._link))
        window.incaTable.listen(*self._listeners)

    async def start(self) -> None:
        self._render(t("table.join_making"))
        invite = self.invite
        try:
            sdp = str(await window.incaTable.answer(HOST, unpack(invite.code), invite.stun))
            code = pack(sdp)
        except Exception as exc:
            self._render(t("table.join_failed", reason=sentence(str(exc))))
            return
        self.link = answer_link(str(window.location.href), self.table, self.seat, code)
        self._render(t("table.join_show"), code)

    def _render(self, status: str, code: str = "") -> None:
        """The join page, in the menu's card."""
        name = storage_get(NAME_KEY) or default_name(f"Player {self.seat + 1}")
        game = games.name(self.invite.game) if self.invite.game in games.PLAYABLE else ""
        answer = ""
        if code:
            share = t("table.share") if _can_share() else t("table.copy_answer")
            answer = (f'{qr_svg(self.link)}<div class="buttons"><button type="button" '
                      f'id="join-share" class="act">{esc(share)}</button></div>'
                      f'<details class="join-type"><summary>{esc(t("table.type_instead"))}'
                      f'</summary><label class="field">{esc(t("table.your_code"))}'
                      f'<textarea id="join-code" readonly rows="4">{esc(code)}</textarea>'
                      f'</label><div class="buttons"><button type="button" id="join-copy" '
                      f'class="act secondary">{esc(t("table.copy_code"))}</button></div>'
                      f'<input id="join-link" type="hidden" value="{esc(self.link)}">'
                      f'</details>')
        show_card(
            f'<h1>{esc(t("table.join_title"))}</h1>'
            + (f'<p class="join-game"><b>{esc(game)}</b></p>' if game else "") +
            f'<p>{esc(t("table.join_seat", n=self.seat + 1))}</p>'
            + (f'<p class="small">{esc(t("table.uses_stun", server=self.invite.stun))}</p>'
               if self.invite.stun else "") +
            f'<label class="field">{esc(t("menu.name"))}<input id="join-name" '
            f'maxlength="40" autocomplete="nickname" value="{esc(name)}"></label>'
            f'<p id="join-state" class="status" role="status">{esc(status)}</p>{answer}')
        if code:
            on(by_id("join-copy"), "click", lambda _e: copy_field(self.app, by_id("join-code")))
            on(by_id("join-share"), "click", lambda _e: self.app.spawn(self._share()))

    async def _share(self) -> None:
        """The answer link to the host's device: the phone's share sheet where there is
        one (a message, a nearby share), else the clipboard."""
        if _can_share():
            data = to_js({"title": t("table.share_title"), "url": self.link},
                         dict_converter=window.Object.fromEntries)
            try:
                await window.navigator.share(data)
                return
            except Exception as exc:  # cancelled by the player, or refused: copy instead
                if "abort" in str(exc).lower():
                    return
        field = by_id("join-link")
        field.type = "text"  # a hidden field cannot be selected
        copy_field(self.app, field, t("table.answer_copied"))
        field.type = "hidden"

    # ------------------------------------------------------------ the link
    def _link(self, _key: Any, state: Any) -> None:
        state = str(state)
        if state == "open" and not self.linked:
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
            self._status(t("table.host_lost"))
        elif state == "silent" and self.linked:
            self._status(t("table.host_silent"))
        elif state == "away" and self.linked:
            self._status(t("table.host_away"))
        elif state == "open" and self.app.game is not None:
            self.app.game.render()  # the status line as it was

    def _status(self, text: str) -> None:
        if self.controller is not None:
            self.controller.set_status(text)
        else:
            self._say(text)

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
            if self.controller is not None:  # a rematch: the next update opens its game
                self._leave_game()
        elif kind == "refused" and self.controller is None:
            self._say(t("table.refused", reason=self.guest.refusal))
            return
        if kind == "update":
            storage_set(LAST_KEY, Remembered(self.table, self.seat, self.guest.game,
                                             tuple(self.guest.names)).dumps())
            if self.controller is None:
                self._open_game()
                return
        if kind == "final":
            self._finished()
        elif self.controller is not None:
            self.controller.received(kind)

    def _finished(self) -> None:
        """The whole game arrived: the phone keeps it (its list of saved games, to
        review later) and no longer sits at a table."""
        whole = self.guest.whole
        if whole is None or self.controller is None:
            return
        self.controller.finished()
        document.documentElement.dataset.table = "guest-over"
        from ..saves.keep import keep_finished

        keep_finished(self.app, whole, f"table-{self.table}-{whole.seed}")
        storage_remove(LAST_KEY)

    def _leave_game(self) -> None:
        """The game on this phone ends here (a new one at the same table follows)."""
        from ..review.host import drop_review

        drop_review(self.app)
        if self.controller is not None:
            self.controller.closed = True
            self.controller = None
        if self.app.game is not None:
            self.app.game.close()
            self.app.game = None
        document.documentElement.dataset.table = "guest"

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
        if self.guest.whole is not None:  # rejoined after the end
            self._finished()


def _can_share() -> bool:
    navigator = window.navigator
    return present(getattr(navigator, "share", None))


def join_from_link(app: App, fragment: str) -> bool:
    """Boot on an invitation link: True when it was one (a bad one says why)."""
    if not fragment.lstrip("#").startswith("join="):
        return False
    path = str(window.location.pathname) + str(window.location.search)
    window.history.replaceState(None, "", path)  # a reload must not answer a dead offer
    try:
        invite = parse_invitation(fragment)
    except LinkError as exc:
        toast(t("table.bad_link", reason=sentence(str(exc))))
        return False
    if not window.incaTable.supported():
        toast(t("table.no_webrtc"))
        return False
    screen = JoinScreen(app, invite)
    app.table = screen
    document.documentElement.dataset.table = "guest"
    app.spawn(screen.start())
    return True


# ------------------------------------------------------------------ the way back
def show_remembered(app: App, record: Remembered) -> None:
    """Instead of the title screen: the table this phone sits at, and how to get back
    to it (the host invites it again; its seat and its log come back with it)."""
    seats = "".join(
        f'<li>{mark_svg(i)} {esc(name)}'
        + (f' <span class="small">{esc(t("kind.you"))}</span>' if i == record.seat else "")
        + "</li>" for i, name in enumerate(record.names))
    host = record.names[0] if record.names else ""
    scan = (f'<button type="button" class="act" id="rejoin-scan">{esc(t("table.rejoin_scan"))}'
            f'</button><video class="scan" muted playsinline hidden></video>'
            if can_scan() else "")
    show_card(
        f'<h1>{esc(t("table.rejoin_title"))}</h1>'
        f'<p class="join-game"><b>{esc(games.name(record.game))}</b> · '
        f'{esc(t("table.your_seat", n=record.seat + 1))}</p>'
        f'<ul class="latest-seats">{seats}</ul>'
        f'<p>{esc(t("table.rejoin_how", name=record.names[record.seat], host=host))}</p>'
        f'<p class="small">{esc(t("table.rejoin_open"))}</p>'
        f'<div class="buttons">{scan}<button type="button" class="act secondary" '
        f'id="rejoin-leave">{esc(t("table.rejoin_leave"))}</button></div>')
    document.documentElement.dataset.table = "rejoin"
    if scan:
        on(by_id("rejoin-scan"), "click", lambda _e: app.spawn(_scan_invitation(app)))
    on(by_id("rejoin-leave"), "click", lambda _e: _leave(app))


def _leave(app: App) -> None:
    if _scanning:
        _scanning.pop().abort()
    forget()
    document.documentElement.removeAttribute("data-table")
    app.show_menu()


_scanning: list[Any] = []
"""The AbortController of the camera scan under way on the way-back page."""


async def _scan_invitation(app: App) -> None:
    """The host's new invitation, read with this phone's camera (its own camera app
    works too: it opens the link in the browser). A second press stops the camera."""
    if _scanning:
        _scanning.pop().abort()
        return
    video = by_id("menu-body").querySelector("video.scan")
    show(video, True)
    stop = window.AbortController.new()
    _scanning.append(stop)
    try:
        text = str(await window.incaQR.scan(video, to_js(
            {"signal": stop.signal}, dict_converter=window.Object.fromEntries)))
    except Exception as exc:
        if "abort" not in str(exc).lower():
            toast(t("table.no_camera_phone", reason=sentence(str(exc))))
        return
    finally:
        if stop in _scanning:
            _scanning.remove(stop)
        show(video, False)
    fragment = text.split("#", 1)[1] if "#" in text else ""
    if not fragment.startswith("join="):
        toast(t("table.bad_link", reason=t("table.not_invitation")))
        return
    join_from_link(app, fragment)
