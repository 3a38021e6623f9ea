"""The board in words on the page (``#board-regions``) and the announcements of other
players' moves (``#announce``, aria-live polite), for screen readers.

The words come from each game's ``describe`` module (pure Python); this module only puts
them on the page, once per position (pointer moves redraw the board, not this), and keeps
keyboard focus where it was when the description is rebuilt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyscript import document

from .. import games
from ..draw.describe import entries_html
from ..page.dom import by_id, esc, present
from ..text.i18n import language, t
from . import decision_panel

if TYPE_CHECKING:
    from .board import BoardView

_described: dict[str, str] = {}
"""What ``#board-regions`` shows now (a key of the position), so it is built only once."""
_expanded: set[str] = set()
"""The entries whose many actions the player asked to see, in this position."""


def expand(screen: BoardView, region: str) -> None:
    """Word the many actions of one entry (its "Show the actions" button was pressed)
    and put keyboard focus on the first of them."""
    _expanded.add(region)
    _described.pop("key", None)  # the same position, described again
    render(screen, focus_region=region)


def render(screen: BoardView, focus_region: str | None = None) -> None:
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
    if _described.get("position") != repr(key[:3]):
        _expanded.clear()  # a new position: its many actions folded again
    describe = games.describe(screen.game_id).describe
    entries = describe(screen.view, screen.names, actions, screen.costs)
    first = 0
    for entry in entries:
        if entry.key in _expanded:
            first = len(entry.actions) if entry.key == focus_region else first
            entry.expand()
    focus = _focused(box)
    # "End turn" waits for confirmation: offer it here too (the panel's own buttons)
    extra = decision_panel.pending_html(screen) if human and screen.pending is not None else ""
    box.innerHTML = entries_html(entries, t("bt.actions"), extra,
                                 lambda n: t("bt.more", n=n))
    _described["key"], _described["position"] = repr(key), repr(key[:3])
    if focus_region is not None:
        buttons = box.querySelectorAll(f'[data-region="{esc(focus_region)}"] [data-action]')
        if first < buttons.length:
            buttons.item(first).focus()
            return
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


def announce(lines: list[str]) -> None:
    """Say what another player just did (the log's sentences of the move) in the polite
    live region."""
    box = by_id("announce")
    if box is None:
        return
    if lines:
        box.textContent = " ".join(lines)


def clear() -> None:
    """Empty the description and the announcements (a game closes)."""
    for element_id in ("board-regions", "announce"):
        box = by_id(element_id)
        if box is not None:
            box.innerHTML = ""
    _described.clear()
