"""The game screen's input: the page's listeners, wired once, call the interface of
``BoardView`` and of its controller (``play``) on whichever game is shown."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyscript import document, window

from ..page.dom import by_id, closest, on, present
from . import board_text, phone

if TYPE_CHECKING:  # the screens are imported when a game opens, not at boot
    from .board import BoardView

Act = Callable[["BoardView", Any], None]
"""What a listener does with the screen shown and the DOM event."""


def _controls_click(screen: BoardView, event: Any) -> None:
    """A control of the decision panel (or of the touch buttons beside the board)."""
    target = closest(event, "[data-action]")
    pick = closest(event, "[data-pick]")
    go = closest(event, "[data-pick-go]")
    ui = closest(event, "[data-ui]")
    if ui is not None:
        if not ui.disabled:
            screen.on_ui(str(ui.dataset.ui), ui)
    elif target is not None and not target.disabled:
        screen.apply(str(target.dataset.action))
    elif pick is not None:
        screen.on_pick(str(pick.dataset.pick))
    elif go is not None:  # a map action chosen from its drop-down (keyboard access)
        select = by_id("controls").querySelector(f'select[data-kind="{go.dataset.pickGo}"]')
        if select is not None and str(select.value):
            screen.apply(str(select.value))


def _words_click(screen: BoardView, event: Any) -> None:
    """A button of the board in words: an action, or "show the actions" of a region."""
    more = closest(event, '[data-ui="bt-more"]')
    region = closest(event, "[data-region]")
    if more is not None and region is not None:
        board_text.expand(screen, str(region.dataset.region))
    else:
        _controls_click(screen, event)


def _recap_click(screen: BoardView, event: Any) -> None:
    """A button of the "since your last turn" summary, or one of its moves."""
    button = closest(event, "[data-recap]")
    item = closest(event, "[data-recap-i]")
    if button is not None and not button.disabled:
        screen.on_recap(str(button.dataset.recap))
    elif item is not None:
        screen.on_recap(str(item.dataset.recapI))


def _log_line(screen: BoardView, event: Any) -> None:
    """A log line pointed at or tapped: the places it is about light up on the board."""
    line = closest(event, "[data-places]")
    screen.on_log_line(str(line.dataset.places) if line is not None else None,
                       scroll=str(event.type) == "click")


def _controls_change(screen: BoardView, event: Any) -> None:
    if str(event.target.tagName) == "SELECT":
        screen.on_select(event.target)


def _keydown(screen: BoardView, event: Any) -> None:
    """Ctrl+Z undoes, R rotates the previewed action (also from the game's drop-downs),
    H asks for a hint, Space plays the rest of an AI's turn at once."""
    key = str(event.key).lower()
    typing = str(event.target.tagName)
    if (event.ctrlKey or event.metaKey) and key == "z":
        event.preventDefault()
        screen.play.undo()
    elif (key == "r" and not (event.ctrlKey or event.metaKey or event.altKey)
          and typing not in ("INPUT", "TEXTAREA")):
        if typing == "SELECT" and not present(event.target.closest("#controls, #board-pop")):
            return  # a drop-down outside the game's controls keeps its own typing
        event.preventDefault()  # in the hex drop-down, R would pick the next "row …" hex
        screen.rotate()
    elif (key == "h" and not (event.ctrlKey or event.metaKey or event.altKey)
          and typing not in ("INPUT", "TEXTAREA")):
        event.preventDefault()  # also from a drop-down: no option starts with "h"
        screen.play.request_hint()
    elif (key == " " and typing not in ("INPUT", "TEXTAREA", "SELECT", "BUTTON", "SUMMARY")
          and hasattr(screen.play, "skip_ahead") and screen.play.ai_deciding()):
        event.preventDefault()  # not a page scroll: the rest of the AI turn at once
        screen.play.skip_ahead()


def _leave(screen: BoardView, _event: Any) -> None:
    """The mouse left the board: the line under it no longer explains what was pointed
    at (it stayed, stale, through the other seats' turns); a tap's explanation stays."""
    screen.frame.show_info(None)
    screen.on_canvas_leave()


def _wheel(screen: BoardView, event: Any) -> None:
    """The mouse wheel turns a previewed action; otherwise it scrolls the page."""
    if screen.preview() is not None:
        event.preventDefault()
        screen.rotate(1 if event.deltaY > 0 else -1)


def _zoom_click(screen: BoardView, event: Any) -> None:
    button = closest(event, "[data-zoom]")
    if button is not None:
        screen.frame.zoom_step(str(button.dataset.zoom))


LISTENERS: tuple[tuple[str, str, Act], ...] = (
    ("controls", "click", _controls_click),
    ("board-pop", "click", _controls_click),
    ("board-regions", "click", _words_click),  # the board in words (screen readers)
    ("controls", "change", _controls_change),
    ("recap", "click", _recap_click),
    ("log", "mouseover", _log_line),
    ("log", "click", _log_line),
    ("log", "mouseleave", lambda screen, _event: screen.on_log_line(None)),
    ("board", "mouseleave", lambda screen, event: _leave(screen, event)),
    ("board", "click", lambda screen, event: screen.on_canvas_click(event)),
    ("board", "mousemove", lambda screen, event: screen.on_canvas_move(event)),
    ("board", "wheel", _wheel),
    ("board", "pointerdown", lambda screen, event: screen.on_pointer_down(event)),
    ("board", "pointermove", lambda screen, event: screen.frame.pointer_move(event)),
    ("board", "pointerup", lambda screen, event: screen.frame.pointer_up(event)),
    ("board", "pointercancel", lambda screen, event: screen.frame.pointer_up(event)),
    ("zoom", "click", _zoom_click),
    ("sheet-handle", "click", lambda _screen, _event: phone.toggle()),
    ("btn-undo", "click", lambda screen, _event: screen.play.undo()),
    ("handover-continue", "click", lambda screen, _event: screen.play.hand_over()),
    ("window", "resize", lambda screen, _event: screen.render_board()),
    ("document", "keydown", _keydown),
)
"""(element id, or "window"/"document"; event name; what it does)."""


def _listener(get_screen: Callable[[], BoardView | None], act: Act) -> Callable[[Any], None]:
    def listener(event: Any) -> None:
        screen = get_screen()
        if screen is not None:
            act(screen, event)

    return listener


def bind_game_events(get_screen: Callable[[], BoardView | None]) -> None:
    """Wire the game screen's listeners once; they act on whichever game is shown."""
    for target, name, act in LISTENERS:
        element = (window if target == "window" else document if target == "document"
                   else by_id(target))
        on(element, name, _listener(get_screen, act))
    phone.watch()
