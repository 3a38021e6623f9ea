"""The board's frame: the canvas sized to the frame at a zoom and the pixel ratio, zoom
buttons and two-finger pinch, hit-testing of the drawn regions and the explanation line
under the board. Shared by every game's screen; the game draws, the frame shows."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pyscript import window

from ..draw.canvas import Region
from ..page.dom import by_id

ZOOM_STEP = 1.25
MAX_ZOOM = 4.0
MIN_ZOOM = 0.3
MIN_READABLE_PX = 11.2
"""On a phone the board opens zoomed in so that its smallest text is at least this many
CSS px (11, with a margin for rounding)."""
WIDE_FRAME = 700
"""A board frame at least this wide (CSS px) opens showing the whole board."""
MAX_PIXELS = 12e6
"""The canvas bitmap's size cap (a zoomed board on a dense screen would exceed it)."""


class BoardFrame:
    """The frame of one screen's board. ``redraw`` draws the board again (after a zoom);
    the game sets ``regions`` with each drawing, for ``region_at``."""

    def __init__(self, redraw: Callable[[], None]) -> None:
        self.redraw = redraw
        self.regions: list[Region] = []
        self.scale = 1.0  # CSS px per board unit, as last painted
        self.info_key: tuple[str, Any] | None = None  # the region explained under the board
        self.zoom: float | None = None  # board zoom; None until first drawn (see paint)
        self.chosen = False  # the player zoomed: keep their zoom whatever the frame does
        self._wide: bool | None = None  # the frame was wide (desktop) at the last paint
        self.pinch: dict[int, tuple[float, float]] = {}  # touch points on the board
        self._pinch_from: tuple[float, float] | None = None  # span and zoom at its start
        self._pinch_zoom: float | None = None
        self.extra: Callable[[], list[list[Any]]] | None = None  # ops drawn over the board
        self.device_scale = 1.0  # device px per board unit, as last painted
        self._size: tuple[float, float] | None = None  # the board's logical size, last painted
        by_id("board-info").textContent = ""

    @staticmethod
    def width() -> int:
        """The CSS width of the board's frame (the canvas is wider when zoomed in)."""
        return max(280, int(by_id("board-scroll").clientWidth))

    def paint(self, ops: list[list[Any]], width: float, height: float) -> None:
        """Size the canvas for a ``width`` x ``height`` logical board at the frame's width
        times the zoom and at the pixel ratio (crisp at any zoom), then draw the list."""
        if self.extra is not None:
            ops = ops + self.extra()
        self._size = (width, height)
        canvas = by_id("board")
        frame = self.width()
        wide = frame >= WIDE_FRAME
        # The opening zoom, again when the frame changes between desktop and phone widths
        # (a window narrowed, a phone turned) unless the player zoomed themselves.
        first = self.zoom is None or (not self.chosen and wide != self._wide)
        self._wide = wide
        if first:
            self.zoom = default_zoom(ops, frame / width, frame)
        css_w = frame * self.zoom
        self.scale = css_w / width
        css_h = height * self.scale
        dpr = min(float(window.devicePixelRatio or 1), (MAX_PIXELS / (css_w * css_h)) ** 0.5)
        canvas.style.width = f"{css_w}px"
        canvas.style.height = f"{css_h}px"
        canvas.width = round(css_w * dpr)
        canvas.height = round(css_h * dpr)
        self.device_scale = dpr * self.scale
        window.incaPaint(canvas, json.dumps(ops, separators=(",", ":")), self.device_scale)
        self._refresh_info()
        self._render_zoom()
        if first and self.zoom > 1:  # opened zoomed in: start from the middle of the board
            box = by_id("board-scroll")
            box.scrollLeft = (css_w - frame) / 2
            box.scrollTop = max(0, (css_h - box.clientHeight) / 2)

    def set_zoom(self, zoom: float, focus: tuple[float, float] | None = None) -> None:
        """Zoom the board (1 = the frame's width; never below the whole board), keeping
        the point ``focus`` (CSS px in the frame) where it is, or the frame's centre."""
        frame = by_id("board-scroll")
        old = self.zoom or 1.0
        zoom = min(MAX_ZOOM, max(self.fit_zoom(), zoom))
        if abs(zoom - old) < 1e-3:
            return
        self.chosen = True
        fx, fy = focus if focus is not None else (frame.clientWidth / 2, frame.clientHeight / 2)
        x, y = frame.scrollLeft + fx, frame.scrollTop + fy
        self.zoom = zoom
        self.redraw()
        frame.scrollLeft = x * zoom / old - fx
        frame.scrollTop = y * zoom / old - fy

    def scroll_to(self, x: float, y: float) -> None:
        """Bring the board point (x, y) to the middle of the frame, if zoomed in."""
        frame = by_id("board-scroll")
        frame.scrollLeft = max(0, x * self.scale - frame.clientWidth / 2)
        frame.scrollTop = max(0, y * self.scale - frame.clientHeight / 2)

    def zoom_step(self, direction: str) -> None:
        old = self.zoom or 1.0
        self.set_zoom(self.fit_zoom() if direction == "fit" else old * ZOOM_STEP
                      if direction == "in" else old / ZOOM_STEP)

    def fit_zoom(self) -> float:
        """The zoom that shows the whole board in the frame: the frame's width (1), or
        less where the frame is too short for the board at that width (a phone, whose
        frame ends at the decision sheet)."""
        if self._size is None:
            return 1.0
        width, height = self._size
        limit = str(window.getComputedStyle(by_id("board-scroll")).maxHeight)
        if not limit.endswith("px"):
            return 1.0
        tall = height * self.width() / width  # CSS px high at zoom 1
        return min(1.0, max(MIN_ZOOM, float(limit[:-2]) / tall))

    def _render_zoom(self) -> None:
        zoom = self.zoom or 1.0
        whole = self.fit_zoom() + 1e-3
        by_id("zoom-out").disabled = zoom <= whole
        by_id("zoom-fit").disabled = zoom <= whole
        by_id("zoom-in").disabled = zoom >= MAX_ZOOM
        by_id("zoom-level").textContent = f"{round(zoom * 100)}%"

    def show_info(self, region: Region | None) -> None:
        """Explain a board region under the board (hover, or a tap on touch screens)."""
        self.info_key = None if region is None else (region.kind, region.key)
        by_id("board-info").textContent = region.tip if region is not None else ""

    def _refresh_info(self) -> None:
        """The explanation under the board follows the position: re-read from the region
        just drawn (a Priest's steps change once it is bought), or cleared when gone."""
        if self.info_key is None:
            return
        region = next((r for r in self.regions if (r.kind, r.key) == self.info_key), None)
        self.show_info(region)

    def pointer_down(self, event: Any) -> None:
        """A pointer (mouse, pen, touch) went down on the board: two fingers pinch."""
        if str(event.pointerType) != "touch":
            return
        self.pinch[int(event.pointerId)] = (float(event.clientX), float(event.clientY))
        if len(self.pinch) == 2:
            self._pinch_from = (self._pinch_span(), self.zoom or 1.0)

    def pointer_move(self, event: Any) -> None:
        pointer = int(event.pointerId)
        if pointer not in self.pinch:
            return
        self.pinch[pointer] = (float(event.clientX), float(event.clientY))
        if len(self.pinch) == 2 and self._pinch_from is not None:
            span, zoom = self._pinch_from
            self._pinch_zoom = min(MAX_ZOOM, max(self.fit_zoom(),
                                                 zoom * self._pinch_span() / span))
            canvas = by_id("board")  # stretch the picture now, redraw it crisp at the end
            width = self.width() * self._pinch_zoom
            canvas.style.height = f"{canvas.clientHeight * width / canvas.clientWidth}px"
            canvas.style.width = f"{width}px"

    def pointer_up(self, event: Any) -> None:
        self.pinch.pop(int(event.pointerId), None)
        if len(self.pinch) < 2 and self._pinch_from is not None:
            self._pinch_from = None
            zoom, self._pinch_zoom = self._pinch_zoom, None
            if zoom is not None:
                self.zoom = self.zoom or 1.0
                self.set_zoom(zoom)
                self.redraw()

    def _pinch_span(self) -> float:
        (ax, ay), (bx, by) = list(self.pinch.values())[:2]
        return max(1.0, ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5)

    def region_at(self, event: Any) -> Region | None:
        x = event.offsetX / self.scale
        y = event.offsetY / self.scale
        for region in self.regions:
            if region.contains(x, y):
                return region
        return None


def default_zoom(ops: list[list[Any]], fit_scale: float, frame: float) -> float:
    """The zoom a board opens at: 1 (the whole board) on wide screens; on a phone (a frame
    under 700 CSS px) enough for the smallest text to be ``MIN_READABLE_PX``."""
    if frame >= WIDE_FRAME:
        return 1.0
    sizes = [float(op[4].split("px")[0].split()[-1]) for op in ops if op[0] == "text"]
    smallest = min(sizes, default=MIN_READABLE_PX)
    return min(MAX_ZOOM, max(1.0, MIN_READABLE_PX / (smallest * fit_scale)))
