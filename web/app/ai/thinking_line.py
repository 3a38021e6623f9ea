"""The thinking line on screen: drawn in the AI seat's panel (and as a bar in the phone's
decision sheet) when it begins to decide, its bar redrawn a few times a second, removed
when its move is played. What the line says and how far its bar is: ``ai/thinking.py``."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from pyscript import document

from ..page.dom import by_id, present
from .thinking import TICK_SECONDS, Thinking, level_seconds, line_html, sheet_bar_html

THINKING = "#players [data-testid=thinking], #controls .sheet-bar"
"""The thinking line in a panel and its bar in the phone's decision sheet."""


class ThinkingLine:
    """The line of the AI seat deciding now, for a match of ``game_id`` between
    ``names``; ``closed()`` says the screen has gone (nothing is drawn then)."""

    def __init__(self, game_id: str, names: list[str], closed: Callable[[], bool]) -> None:
        self.game_id = game_id
        self.names = names
        self.closed = closed
        self.current: Thinking | None = None  # the AI seat deciding, shown in its panel
        self._ticker: asyncio.Future | None = None

    def think(self, seat: int, level: str) -> None:
        """An AI seat begins a decision: the line in its panel (kept, not redrawn, while
        the same seat goes on deciding), its bar redrawn a few times a second."""
        now = time.perf_counter()
        if self.current is not None and self.current.seat == seat:
            self.current.restart(now)
            return
        self.stop()
        self.current = Thinking(seat, level, level_seconds(self.game_id, level), now)
        panel = document.querySelector(f'#players [data-seat="{seat}"]')
        if present(panel):
            panel.insertAdjacentHTML("beforeend", self.html(seat))
        by_id("controls").innerHTML = self.sheet_bar_html()
        if self._ticker is None or self._ticker.done():
            self._ticker = asyncio.ensure_future(self._tick())

    def html(self, seat: int) -> str:
        """The line for ``seat``'s panel ("" unless it is the seat thinking)."""
        thinking = self.current
        if thinking is None or thinking.seat != seat or self.closed():
            return ""
        return line_html(self.names[seat], thinking.percent(time.perf_counter()))

    def sheet_bar_html(self) -> str:
        if self.current is None or self.closed():
            return ""
        return sheet_bar_html(self.current.percent(time.perf_counter()))

    def stop(self) -> None:
        self.current = None
        if not self.closed():
            for line in document.querySelectorAll(THINKING):
                line.remove()

    async def _tick(self) -> None:
        """The bar's value, a few times a second: one attribute, no layout of note."""
        while self.current is not None and not self.closed():
            percent = self.current.percent(time.perf_counter())
            for bar in document.querySelectorAll(".thinking-bar"):
                bar.value = percent
            await asyncio.sleep(TICK_SECONDS)
