"""The game's top bar on a phone: one row (title, day, Undo, Rules and a menu button);
the AI speed, Review, the files and the main menu drop down from the menu button, so the
board keeps the screen's height. On wide screens every tool is in the bar and the menu
button is hidden (style.css: ``.more-btn``, ``.more-tools``)."""

from __future__ import annotations

from typing import Any

from pyscript import document

from ..text.i18n import t
from .dom import by_id, closest, on


def bind() -> None:
    """Open and close the drop-down: the button toggles it; choosing a tool (but not
    moving the speed slider), Escape, or a tap elsewhere closes it."""
    on(by_id("btn-more"), "click", lambda _e: set_open(not is_open()))
    on(by_id("more-tools"), "click", _tool_chosen)
    on(document, "keydown", _escape)
    on(document, "pointerdown", _elsewhere)


def label() -> None:
    """The menu button's name, in the page's language."""
    by_id("more-label").textContent = t("btn.more")


def is_open() -> bool:
    return bool(document.querySelector(".toolbar").classList.contains("open"))


def set_open(opened: bool) -> None:
    document.querySelector(".toolbar").classList.toggle("open", opened)
    by_id("btn-more").setAttribute("aria-expanded", "true" if opened else "false")


def _tool_chosen(event: Any) -> None:
    if closest(event, "button") is not None:
        set_open(False)


def _escape(event: Any) -> None:
    if str(event.key) == "Escape" and is_open():
        set_open(False)
        by_id("btn-more").focus()


def _elsewhere(event: Any) -> None:
    if is_open() and closest(event, ".toolbar") is None:
        set_open(False)
