"""The table dialog on the host's device: one card per guest seat with its
invitation (a QR code and a link to share), what the phone sends back (its answer link,
opened on this device, links it by itself; else the camera scans its QR code, or its
link or code is pasted), whether the phone is linked, in the background or silent, and
"let an AI play this seat". Above the cards, what keeps phones out: an address only
this device can open, and a page without the camera (plain http)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyscript import document, window

from ..page.dom import (
    by_id,
    closest,
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
from ..text.i18n import sentence, t

if TYPE_CHECKING:
    from .host import HostTable

_current: list[TableDialog] = []
"""The dialog of the table open now (its clicks go there)."""
TAKE_OVER_LEVEL = "normal"
"""The AI that takes a seat whose phone is gone (the level most players face)."""


def qr_svg(text: str) -> str:
    """The QR code of ``text`` (``web/qr.js``), or nothing where it is missing."""
    qr = getattr(window, "incaQR", None)
    if qr is None or not present(qr):
        return ""
    try:
        return f'<div class="qr">{qr.svg(text)}</div>'
    except Exception:  # a text too long for a QR code: the link and the code remain
        return ""


def can_scan() -> bool:
    qr = getattr(window, "incaQR", None)
    return qr is not None and present(qr) and bool(qr.available())


class TableDialog:
    """``#table-dialog``: drawn from the ``HostTable``'s links, opened at the start of
    the game and from the tool bar's "Table" button."""

    def __init__(self, table: HostTable) -> None:
        self.table = table
        self.scanning: Any = None  # the AbortController of a camera scan under way
        if not _current:  # the dialog's listeners, once: they outlive tables
            on(by_id("table-dialog"), "click", lambda event: _current[0].click(event))
            on(by_id("table-close"), "click", lambda _e: _current[0].leave())
        _current[:] = [self]
        button = by_id("btn-table")
        show(button, True)
        button.textContent = t("table.button")

    # ------------------------------------------------------------ drawing
    def open(self) -> None:
        self.render()
        by_id("table-net").innerHTML = _network_html()
        dialog = by_id("table-dialog")
        if not dialog.open:
            dialog.showModal()

    def close(self) -> None:
        self._stop_scan()
        dialog = by_id("table-dialog")
        if dialog.open:
            dialog.close()
        show(by_id("btn-table"), False)

    def render(self) -> None:
        table = self.table
        by_id("table-title").textContent = t("table.title")
        by_id("table-help").innerHTML = esc(t("table.help")) + reach_html()
        by_id("table-close").textContent = t("table.to_board")
        by_id("table-seats").innerHTML = "".join(self._seat_html(s) for s in table.guests)

    def _seat_html(self, seat: int) -> str:
        table = self.table
        name = esc(table.name(seat))
        head = f'<h3>{mark_svg(seat, 18)} {name}</h3>'
        link = table.links.get(seat)
        if table.joined(seat) and link == "away":
            state = (f'<p class="table-state">'
                     f'{esc(t("table.away_state", name=table.name(seat)))}</p>')
            body = ""
        elif table.joined(seat):
            state = f'<p class="table-state ok">{esc(t("table.linked", name=table.name(seat)))}</p>'
            body = ""
        elif seat in table.busy:
            state = f'<p class="table-state">{esc(t("table.making"))}</p>'
            body = ""
        elif seat in table.invites:
            state = f'<p class="table-state">{esc(t("table.invited", name=table.name(seat)))}</p>'
            scan = (f'<button type="button" class="act secondary" data-table="scan">'
                    f'{esc(t("table.scan"))}</button><video class="scan" muted playsinline '
                    f'hidden></video>' if can_scan() else "")
            invite = table.invites[seat]
            body = (f'{qr_svg(invite)}<label class="field">{esc(t("table.link"))}'
                    f'<input class="invite-link" readonly value="{esc(invite)}"></label>'
                    f'<div class="buttons"><button type="button" class="act secondary" '
                    f'data-table="copy">{esc(t("table.copy"))}</button></div>'
                    f'<p class="small">{esc(t("table.answer_help"))}</p>'
                    f'<div class="buttons">{scan}</div>'
                    f'<details class="table-paste"><summary>{esc(t("table.paste"))}</summary>'
                    f'<label class="field">{esc(t("table.answer"))}<textarea class="answer" '
                    f'rows="3" autocomplete="off" spellcheck="false"></textarea></label>'
                    f'<div class="buttons"><button type="button" class="act" '
                    f'data-table="connect">{esc(t("table.connect"))}</button></div></details>')
        else:
            key = ("table.silent_state" if link == "silent"
                   else "table.lost_state" if table.referee.secrets().get(seat)
                   else "table.not_yet")
            state = f'<p class="table-state">{esc(t(key, name=table.name(seat)))}</p>'
            body = (f'<div class="buttons"><button type="button" class="act" '
                    f'data-table="invite">{esc(t("table.invite"))}</button></div>')
        ai = (f'<button type="button" class="act secondary" data-table="ai">'
              f'{esc(t("table.take_over", level=t("level." + TAKE_OVER_LEVEL)))}</button>')
        return (f'<section class="table-seat" data-seat="{seat}">{head}{state}{body}'
                f'<div class="buttons">{ai}</div></section>')

    # ------------------------------------------------------------ choices
    def click(self, event: Any) -> None:
        if closest(event, "[data-stun]") is not None:
            _save_stun()
            return
        button = closest(event, "[data-table]")
        card = closest(event, "[data-seat]")
        if button is None or card is None:
            return
        seat, what = int(card.dataset.seat), str(button.dataset.table)
        table = self.table
        if what == "invite":
            table.app.spawn(table.invite(seat))
        elif what == "copy":
            copy_field(table.app, card.querySelector(".invite-link"))
        elif what == "connect":
            code = str(card.querySelector(".answer").value).strip()
            if not code:
                toast(t("table.answer_first"))
                return
            table.app.spawn(self._connect(seat, code))
        elif what == "scan":
            table.app.spawn(self._scan(seat, card))
        elif what == "ai":
            table.take_over(seat, TAKE_OVER_LEVEL)

    async def _connect(self, seat: int, code: str) -> None:
        await self.table.accept(seat, code)

    def connecting(self, seat: int) -> None:
        """The phone's answer was taken: its link is being made."""
        if not self.table.joined(seat):
            state = by_id("table-seats").querySelector(f'[data-seat="{seat}"] .table-state')
            if state is not None and present(state):
                state.textContent = t("table.connecting", name=self.table.name(seat))

    async def _scan(self, seat: int, card: Any) -> None:
        """The phone's answer, read with this device's camera."""
        self._stop_scan()
        video = card.querySelector("video.scan")
        show(video, True)
        self.scanning = window.AbortController.new()
        try:
            code = str(await window.incaQR.scan(video, _options(self.scanning.signal)))
        except Exception as exc:
            if "abort" not in str(exc).lower():
                toast(t("table.no_camera", reason=sentence(str(exc))))
            return
        finally:
            self.scanning = None
            show(video, False)
        await self._connect(seat, code)

    def leave(self) -> None:
        """Back to the board (the table stays; "Table" opens the dialog again)."""
        self._stop_scan()
        dialog = by_id("table-dialog")
        if dialog.open:
            dialog.close()

    def _stop_scan(self) -> None:
        if self.scanning is not None:
            self.scanning.abort()
            self.scanning = None


def _options(signal: Any) -> Any:
    from pyodide.ffi import to_js

    return to_js({"signal": signal}, dict_converter=window.Object.fromEntries)


def copy_field(app: Any, field: Any, done: str = "") -> None:
    """Select a field's text and copy it (an invitation link, a phone's answer); where
    the clipboard is refused, the text stays selected for the browser's own Copy. Pages
    over plain http have no clipboard API: the selection is copied the old way there."""
    field.select()
    done = done or t("table.copied")
    clipboard = getattr(window.navigator, "clipboard", None)
    if clipboard is not None and present(clipboard):
        app.spawn(_copy(clipboard, str(field.value), done))
    elif _copy_selection():
        toast(done, kind="info")


async def _copy(clipboard: Any, text: str, done: str) -> None:
    try:
        await clipboard.writeText(text)
        toast(done, kind="info")
    except Exception:  # no permission: the old way, else the text stays selected
        if _copy_selection():
            toast(done, kind="info")


def _copy_selection() -> bool:
    try:
        return bool(document.execCommand("copy"))
    except Exception:
        return False


LOOPBACK = ("localhost", "127.0.0.1", "[::1]", "::1")


def reach_html() -> str:
    """What keeps phones from this page, said where the host invites them: an address
    only this device can open (loopback), and plain http on a network address, where
    browsers keep the camera off."""
    host = str(window.location.hostname)
    notes = []
    if host in LOOPBACK or host.startswith("127.") or host.endswith(".localhost"):
        notes.append(t("table.loopback", address=str(window.location.host)))
    elif not window.isSecureContext:
        notes.append(t("table.insecure"))
    return "".join(f'<span class="table-warn" role="note">{esc(n)}</span>' for n in notes)


def _network_html() -> str:
    """The opt-in STUN server (off by default), with what it sees."""
    from .link import STUN_KEY

    value = storage_get(STUN_KEY) or ""
    return (f'<details class="table-net"><summary>{esc(t("table.stun_title"))}</summary>'
            f'<p class="small">{esc(t("table.stun_help"))}</p>'
            f'<label class="field">{esc(t("table.stun_label"))}<input id="table-stun" '
            f'inputmode="url" autocomplete="off" spellcheck="false" '
            f'placeholder="stun:stun.example.org:3478" value="{esc(value)}"></label>'
            f'<div class="buttons"><button type="button" class="act secondary" data-stun="save">'
            f'{esc(t("table.stun_save"))}</button></div></details>')


def _save_stun() -> None:
    from .link import STUN, STUN_KEY

    value = "".join(str(by_id("table-stun").value).split())
    if not value:
        storage_remove(STUN_KEY)
        toast(t("table.stun_off"), kind="info")
    elif STUN.fullmatch(value):
        storage_set(STUN_KEY, value)
        toast(t("table.stun_saved", server=value), kind="info")
    else:
        toast(t("table.stun_bad"))
