"""Small DOM helpers over PyScript's ``document`` (the only module that touches the page
besides the canvas drawing)."""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from contextlib import suppress
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from ..draw.canvas import PLAYER_COLOURS, PLAYER_SHAPES

_proxies: list[Any] = []  # listeners live as long as the page


def present(value: Any) -> bool:
    """True unless ``value`` is None or JavaScript's null (JsNull in recent Pyodide)."""
    return value is not None and type(value).__name__ != "JsNull"


def closest(event: Any, selector: str) -> Any:
    """The element matching ``selector`` at or above the event target, or None."""
    found = event.target.closest(selector)
    return found if present(found) else None


def by_id(element_id: str) -> Any:
    element = document.getElementById(element_id)
    return element if present(element) else None


def on(element: Any, event: str, handler: Callable[[Any], Any]) -> None:
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    element.addEventListener(event, proxy)


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def show(element: Any, visible: bool) -> None:
    element.hidden = not visible


def set_phase(phase: str) -> None:
    """``<html data-phase>`` names what is on screen: menu, game or over."""
    document.documentElement.dataset.phase = phase


def reveal(element: Any) -> None:
    """Scroll ``element`` into view (as little as needed), for a highlight just shown."""
    from pyodide.ffi import to_js

    element.scrollIntoView(to_js({"block": "nearest", "behavior": "smooth"},
                                 dict_converter=window.Object.fromEntries))


def reveal_in_panel(element: Any) -> None:
    """Scroll ``element`` into view (as little as needed) within the panel that scrolls
    it; never the page itself, whose scrolling would push the board off screen
    (``scrollIntoView`` scrolls every ancestor, the window too)."""
    box = element.parentElement
    while present(box) and box != document.body:
        overflow = str(window.getComputedStyle(box).overflowY)
        if overflow in ("auto", "scroll") and box.scrollHeight > box.clientHeight:
            inner, outer = element.getBoundingClientRect(), box.getBoundingClientRect()
            if inner.top < outer.top:
                box.scrollTop -= outer.top - inner.top
            elif inner.bottom > outer.bottom:
                box.scrollTop += min(inner.bottom - outer.bottom, inner.top - outer.top)
            return
        box = box.parentElement


def mark_ready() -> None:
    document.documentElement.classList.add("ready")


def mark_svg(seat: int, size: int = 16) -> str:
    """A seat's colour in its own shape, as inline SVG (colour is never the only cue)."""
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    shape = PLAYER_SHAPES[seat % len(PLAYER_SHAPES)]
    r = 7.0
    if shape == "circle":
        body = f'<circle cx="8" cy="8" r="{r}"/>'
    elif shape == "square":
        body = '<rect x="1.5" y="1.5" width="13" height="13"/>'
    else:
        sides = {"triangle": 3, "diamond": 4, "hexagon": 6}[shape]
        pts = " ".join(
            f"{8 + 7.5 * math.cos(-math.pi / 2 + 2 * math.pi * i / sides):.1f},"
            f"{8 + 7.5 * math.sin(-math.pi / 2 + 2 * math.pi * i / sides):.1f}"
            for i in range(sides))
        body = f'<polygon points="{pts}"/>'
    return (f'<svg class="mark" width="{size}" height="{size}" viewBox="0 0 16 16" '
            f'aria-hidden="true"><g fill="{colour}" stroke="#2B2118" stroke-width="1.3">'
            f"{body}</g></svg>")


def toast(message: str, kind: str = "error", action: tuple[str, str] | None = None) -> None:
    """A visible message (role=alert) that stays until the next one or a click; with
    ``action`` (label, key) a button ``data-toast=key`` after it, which the page's
    listeners act on."""
    box = by_id("toast")
    box.textContent = message
    if action is not None:
        label, key = action
        box.insertAdjacentHTML("beforeend", f' <button type="button" class="act" '
                                            f'data-toast="{esc(key)}">{esc(label)}</button>')
    box.className = f"toast {kind}"
    box.hidden = False


def clear_toast() -> None:
    by_id("toast").hidden = True


def storage_get(key: str) -> str | None:
    try:
        value = window.localStorage.getItem(key)
    except Exception:  # storage disabled
        return None
    return str(value) if present(value) else None  # a missing key is JavaScript's null


def storage_set(key: str, value: str) -> bool:
    """False when the storage refused (quota exceeded or disabled)."""
    try:
        window.localStorage.setItem(key, value)
    except Exception:
        return False
    return True


def storage_remove(key: str) -> None:
    with suppress(Exception):
        window.localStorage.removeItem(key)


def download(filename: str, text: str) -> None:
    """Offer ``text`` as a file download (no network involved)."""
    from js import URL, Blob
    from pyodide.ffi import to_js

    blob = Blob.new(to_js([text]), to_js({"type": "application/json"},
                                         dict_converter=__import__("js").Object.fromEntries))
    url = URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = filename
    document.body.appendChild(link)
    link.click()
    link.remove()
    URL.revokeObjectURL(url)
