"""The game screen's input: the page's listeners, wired once, call the interface of
``GameScreen`` on whichever game is shown (and nothing else of it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import document, window

from .dom import by_id, closest, on
from .screen import GameScreen


def bind_game_events(get_screen: Callable[[], GameScreen | None]) -> None:
    """Wire the game screen's listeners once; they act on whichever game is shown."""

    def controls_click(event: Any) -> None:
        screen = get_screen()
        target = closest(event, "[data-action]")
        pick = closest(event, "[data-pick]")
        go = closest(event, "[data-pick-go]")
        ui = closest(event, "[data-ui]")
        if screen is None:
            return
        if ui is not None:
            if not ui.disabled:
                screen.on_ui(str(ui.dataset.ui), ui)
        elif target is not None and not target.disabled:
            screen.apply(str(target.dataset.action))
        elif pick is not None:
            screen.on_pick(str(pick.dataset.pick))
        elif go is not None:  # a map action chosen from its drop-down (keyboard access)
            select = by_id("controls").querySelector(
                f'select[data-kind="{go.dataset.pickGo}"]')
            if select is not None and str(select.value):
                screen.apply(str(select.value))

    def canvas_click(event: Any) -> None:
        screen = get_screen()
        if screen is not None:
            screen.on_canvas_click(event)

    def canvas_move(event: Any) -> None:
        screen = get_screen()
        if screen is not None:
            screen.on_canvas_move(event)

    def resize(_event: Any) -> None:
        screen = get_screen()
        if screen is not None:
            screen.render_board()

    def undo(_event: Any) -> None:
        screen = get_screen()
        if screen is not None:
            screen.undo()

    def keydown(event: Any) -> None:
        screen = get_screen()
        if screen is None:
            return
        key = str(event.key).lower()
        if (event.ctrlKey or event.metaKey) and key == "z":
            event.preventDefault()
            screen.undo()
        elif key == "r" and str(event.target.tagName) not in ("INPUT", "SELECT", "TEXTAREA"):
            screen.rotate()
        elif (key == "h" and not (event.ctrlKey or event.metaKey or event.altKey)
              and str(event.target.tagName) not in ("INPUT", "TEXTAREA")):
            event.preventDefault()  # also from a drop-down: no option starts with "h"
            screen.request_hint()

    def wheel(event: Any) -> None:
        screen = get_screen()
        if screen is not None and screen.preview() is not None:
            event.preventDefault()
            screen.rotate(1 if event.deltaY > 0 else -1)

    def handover_continue(_event: Any) -> None:
        screen = get_screen()
        if screen is not None:
            screen.hand_over()

    def controls_change(event: Any) -> None:
        screen = get_screen()
        if screen is not None and str(event.target.tagName) == "SELECT":
            screen.on_select(event.target)

    def canvas_leave(_event: Any) -> None:
        screen = get_screen()
        if screen is not None:
            screen.on_canvas_leave()

    on(by_id("controls"), "click", controls_click)
    on(by_id("board-pop"), "click", controls_click)
    on(by_id("controls"), "change", controls_change)
    on(by_id("board"), "mouseleave", canvas_leave)
    on(by_id("board"), "click", canvas_click)
    on(by_id("board"), "mousemove", canvas_move)
    on(by_id("board"), "wheel", wheel)

    def pointer_down(event: Any) -> None:
        screen = get_screen()
        if screen is not None:
            screen.on_pointer_down(event)

    def pointer_move(event: Any) -> None:
        screen = get_screen()
        if screen is not None:
            screen.frame.pointer_move(event)

    def pointer_up(event: Any) -> None:
        screen = get_screen()
        if screen is not None:
            screen.frame.pointer_up(event)

    def zoom_click(event: Any) -> None:
        screen = get_screen()
        button = closest(event, "[data-zoom]")
        if screen is not None and button is not None:
            screen.frame.zoom_step(str(button.dataset.zoom))

    on(by_id("board"), "pointerdown", pointer_down)
    on(by_id("board"), "pointermove", pointer_move)
    for name in ("pointerup", "pointercancel"):
        on(by_id("board"), name, pointer_up)
    on(by_id("zoom"), "click", zoom_click)
    on(window, "resize", resize)
    on(by_id("btn-undo"), "click", undo)
    on(document, "keydown", keydown)
    on(by_id("handover-continue"), "click", handover_continue)
