"""The board in words on the page (``#board-regions``) and the announcements of other
players' moves (``#announce``, aria-live polite), for screen readers.

The words come from each game's ``describe`` module (pure Python); this module only puts
them on the page, once per position (pointer moves redraw the board, not this), and keeps
keyboard focus where it was when the description is rebuilt.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from pyscript import document

from .describe import entries_html
from .dom import by_id, esc, present
from .i18n import language, t

if TYPE_CHECKING:
    from .screen import GameScreen

_described: dict[str, str] = {}
"""What ``#board-regions`` shows now (a key of the position), so it is built only once."""


def _describer(screen: GameScreen) -> Any:
    """The game's ``describe`` function, found beside its screen module."""
    package = type(screen).__module__.rsplit(".", 1)[0]
    return importlib.import_module(package + ".describe").describe


def render(screen: GameScreen) -> None:
    """Describe the position shown, unless it is already described."""
    box = by_id("board-regions")
    if box is None:
        return
    human = screen.deciding_human() is not None and not screen.needs_handover()
    actions = screen.legal() if human and screen.pending is None else []
    key = (id(screen), id(screen.match.state), len(screen.match.actions), screen.viewer(),
           screen.needs_handover(), screen.pending is None, language())
    if _described.get("key") == repr(key):
        return
    entries = _describer(screen)(screen.view, screen.names, actions, screen.costs)
    focus = _focused(box)
    # "End turn" waits for confirmation: offer it here too (the panel's own buttons)
    extra = screen._pending_html() if human and screen.pending is not None else ""
    box.innerHTML = entries_html(entries, t("bt.actions"), extra)
    _described["key"] = repr(key)
    if focus is not None:
        _refocus(box, *focus)


def _focused(box: Any) -> tuple[str, str] | None:
    """The region and action of the focused element in the description, if it has focus."""
    active = document.activeElement
    if not present(active) or not box.contains(active):
        return None
    region = active.closest("[data-region]")
    key = str(region.dataset.region) if present(region) else ""
    action = active.getAttribute("data-action")
    return key, str(action) if present(action) else ""


def _refocus(box: Any, region: str, action: str) -> None:
    """Focus the same action again, else its region's heading, else the first heading."""
    target = None
    if action:
        target = box.querySelector(f'[data-action="{esc(action)}"]')
    if not present(target) and region:
        target = box.querySelector(f'[data-region="{esc(region)}"] h3')
    if not present(target):
        target = box.querySelector("h3")
    if present(target):
        target.focus()


def announce(screen: GameScreen, events: list[dict[str, Any]]) -> None:
    """Say what another player just did, in the log's words, in the polite live region."""
    box = by_id("announce")
    if box is None:
        return
    lines = [text for event in events
             if (text := screen.words.event_text(event, screen.names))]
    if lines:
        box.textContent = " ".join(lines)


def clear() -> None:
    """Empty the description and the announcements (a game closes)."""
    for element_id in ("board-regions", "announce"):
        box = by_id(element_id)
        if box is not None:
            box.innerHTML = ""
    _described.clear()
