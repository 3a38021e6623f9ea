"""The decision as a bottom sheet on narrow screens: its handle folds it to one row of
choices and back, the page keeps room for it (``--sheet-h``), and the board scrolls so
that what a new decision is about stays in sight above it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from .. import games
from ..page.dom import by_id
from ..text.i18n import t

if TYPE_CHECKING:
    from .board import BoardView

SHEET_MEDIA = "(max-width: 900px)"
"""Where the decision panel is a sheet fixed at the bottom (style.css says the same)."""
_state: dict[str, Any] = {"revealed": None, "observer": None, "screen": None}


def is_sheet() -> bool:
    return bool(window.matchMedia(SHEET_MEDIA).matches)


def watch() -> None:
    """Keep ``--sheet-h`` and ``--top-h`` (CSS px) equal to the sheet's and the
    toolbar's heights, whatever changes them (new choices, a fold, a rotation)."""
    if _state["observer"] is not None:
        return
    observer = window.ResizeObserver.new(create_proxy(lambda *_args: _measure()))
    for element in (document.querySelector(".prompt"), document.querySelector(".toolbar")):
        observer.observe(element)
    _state["observer"] = observer
    _label()


def _measure() -> None:
    sheet = document.querySelector(".prompt")
    bar = document.querySelector(".toolbar")
    style = document.documentElement.style
    style.setProperty("--sheet-h", f"{sheet.offsetHeight if is_sheet() else 0}px")
    style.setProperty("--top-h", f"{bar.offsetHeight}px")


def _label() -> None:
    folded = document.querySelector(".prompt").classList.contains("peek")
    handle = by_id("sheet-handle")
    handle.setAttribute("aria-expanded", "false" if folded else "true")
    by_id("sheet-label").textContent = t("sheet.unfold" if folded else "sheet.fold")


def toggle() -> None:
    """Fold the sheet to one row of choices, or unfold it."""
    document.querySelector(".prompt").classList.toggle("peek")
    _label()
    _measure()


def reveal(screen: BoardView) -> None:
    """On a new decision of a human, show the sheet from its top and scroll the board
    (and the page) so that the places it is about are above the sheet, or else the last
    move of another seat; once per position, so the player may look away."""
    _label()
    if _state["screen"] != id(screen):  # a game just opened: from the top of the page
        _state["screen"] = id(screen)
        window.scrollTo(0, 0)
    if not is_sheet():
        return
    key = (id(screen.match.state), len(screen.match.actions), screen.deciding_human())
    if _state["revealed"] == key:
        return
    _state["revealed"] = key
    if screen.deciding_human() is None or screen.needs_handover():
        return
    # the sheet from its top: the question, what the player has, the prices, the choices
    # (not where the player had scrolled it for the decision before)
    document.querySelector(".prompt").scrollTop = 0
    spots_of = games.describe(screen.game_id).spots
    _measure()  # the sheet just changed: the frame's height follows it before measuring
    wanted = {spot for action in screen.legal() for spot in spots_of(action, screen.view)}
    boxes = [r for r in screen.frame.regions if (r.kind, r.key) in wanted]
    if boxes:
        scroll_to(screen.frame.scale, min(r.x for r in boxes), min(r.y for r in boxes),
                  max(r.x + r.w for r in boxes), max(r.y + r.h for r in boxes))
        return
    _show_last_move(screen)


def _show_last_move(screen: BoardView) -> None:
    """A decision about no place on the board (choose a terrain, draw a card): bring the
    last move outlined for the player (the others' moves since its turn) into the frame."""
    moves = screen.recap.outlined(screen.deciding_human())
    if moves and moves[-1][0].places:
        screen.show_place(moves[-1][0].places[0])


def scroll_to(scale: float, x0: float, y0: float, x1: float, y1: float) -> None:
    """Bring the board box (board units) into the frame, centred when it does not fit,
    then the frame into the part of the window above the sheet."""
    frame = by_id("board-scroll")
    left, top, right, bottom = x0 * scale, y0 * scale, x1 * scale, y1 * scale
    width, height = frame.clientWidth, frame.clientHeight
    frame.scrollLeft = _into(frame.scrollLeft, left, right, width)
    frame.scrollTop = _into(frame.scrollTop, top, bottom, height)
    rect = frame.getBoundingClientRect()
    sheet = document.querySelector(".prompt").getBoundingClientRect()
    shown_top = max(rect.top, 0)
    shown_bottom = min(rect.bottom, sheet.top)
    if shown_bottom - shown_top < min(height, sheet.top) * 0.8:
        window.scrollBy(0, rect.top - max(0, sheet.top - rect.height - 8))


def _into(start: float, low: float, high: float, size: float) -> float:
    """The scroll offset closest to ``start`` that shows low..high in ``size`` px, or
    centres it when it is larger."""
    if high - low > size:
        return (low + high - size) / 2
    if low < start:
        return low
    if high > start + size:
        return high - size
    return start
