"""Canvas pieces every board shares: the display-list ``Painter`` (executed by
``paint.js``), hit ``Region``s, the seats' colours and shapes and the ink colours."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

PLAYER_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7")
"""Okabe-Ito colours (colour-blind safe); each seat also has its own shape."""
PLAYER_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon")
INK = "#2B2118"
PAPER = "#F6EEDC"
HINT = "#C2185B"
"""The hint's highlight (a suggested move), unlike the gold of every possible target."""


@dataclass
class Region:
    """A clickable or hoverable area of the board, in logical coordinates."""

    x: float
    y: float
    w: float
    h: float
    kind: str
    key: Any
    tip: str = ""

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h


class Painter:
    """Records drawing operations as a display list; ``paint.js`` executes it in one call
    (one Python-to-JavaScript crossing per frame instead of thousands)."""

    def __init__(self) -> None:
        self.ops: list[list[Any]] = []

    def rect(self, x: float, y: float, w: float, h: float, fill: str | None = None,
             stroke: str | None = None, radius: float = 0, line: float = 1.5) -> None:
        self.ops.append(["rect", x, y, w, h, fill, stroke, radius, line])

    def circle(self, x: float, y: float, r: float, fill: str | None = None,
               stroke: str | None = None, line: float = 1.5) -> None:
        self.ops.append(["circle", x, y, r, fill, stroke, line])

    def poly(self, points: list[float], fill: str | None = None, stroke: str | None = None,
             line: float = 1.5) -> None:
        self.ops.append(["poly", [round(v, 2) for v in points], fill, stroke, line])

    def arc(self, x: float, y: float, rx: float, ry: float, start: float, end: float,
            colour: str, width: float = 1) -> None:
        self.ops.append(["arc", x, y, rx, ry, start, end, colour, width])

    def text(self, s: str, x: float, y: float, size: float = 14, colour: str = INK,
             align: str = "center", bold: bool = False, baseline: str = "middle",
             max_width: float | None = None) -> None:
        font = f"{'600 ' if bold else ''}{size}px system-ui, 'Segoe UI', sans-serif"
        self.ops.append(["text", s, x, y, font, colour, align, baseline, max_width or 0])

    def line(self, x1: float, y1: float, x2: float, y2: float, colour: str = INK,
             width: float = 2, dash: tuple[int, ...] = ()) -> None:
        self.ops.append(["line", x1, y1, x2, y2, colour, width, list(dash)])

    def lines(self, points: list[float], colour: str = INK, width: float = 1.5) -> None:
        """Separate segments ``[x1, y1, x2, y2, ...]`` in one stroke (one op for many)."""
        self.ops.append(["lines", [round(v, 2) for v in points], colour, width])

    def player_mark(self, seat: int, x: float, y: float, r: float,
                    outline: str = INK) -> None:
        """A seat's colour in its own shape, so colours are never the only cue."""
        colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
        shape = PLAYER_SHAPES[seat % len(PLAYER_SHAPES)]
        if shape == "circle":
            self.circle(x, y, r, fill=colour, stroke=outline)
        elif shape == "square":
            self.rect(x - r * 0.88, y - r * 0.88, r * 1.76, r * 1.76, fill=colour,
                      stroke=outline)
        else:
            sides = {"triangle": 3, "diamond": 4, "hexagon": 6}[shape]
            rr = r * (1.15 if shape == "triangle" else 1.05)
            points: list[float] = []
            for i in range(sides):
                a = -math.pi / 2 + 2 * math.pi * i / sides
                points += [x + rr * math.cos(a), y + rr * math.sin(a)]
            self.poly(points, fill=colour, stroke=outline)
