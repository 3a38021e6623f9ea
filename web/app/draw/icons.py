"""Icons of the games' pieces (our own drawing), one shape list each, drawn both as inline
SVG for the panels and as canvas display-list ops for the board, so the two never drift.

A shape list holds primitives in a 24x24 box: ``("p", fill, outline, x0, y0, x1, y1...)``
a polygon, ``("c", fill, outline, cx, cy, r)`` a circle (``outline`` is the ink line's
width, 0 for none) and ``("l", colour, width, x1, y1, x2, y2)`` a line.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Hashable, Iterable
from html import escape
from typing import Any

INK = "#2B2118"
Prim = tuple[Any, ...]


def _ellipse(cx: float, cy: float, rx: float, ry: float, turn: float = 0.0,
             n: int = 14) -> tuple[float, ...]:
    """A polygon close to an ellipse turned by ``turn`` radians."""
    pts: list[float] = []
    for i in range(n):
        a = 2 * math.pi * i / n
        x, y = rx * math.cos(a), ry * math.sin(a)
        pts += [round(cx + x * math.cos(turn) - y * math.sin(turn), 1),
                round(cy + x * math.sin(turn) + y * math.cos(turn), 1)]
    return tuple(pts)


def _star(cx: float, cy: float, r1: float, r2: float, n: int) -> tuple[float, ...]:
    pts: list[float] = []
    for i in range(2 * n):
        a = math.pi * i / n - math.pi / 2
        r = r1 if i % 2 == 0 else r2
        pts += [round(cx + r * math.cos(a), 1), round(cy + r * math.sin(a), 1)]
    return tuple(pts)


def _curve(p0: tuple[float, float], via: tuple[float, float], p2: tuple[float, float],
           n: int = 8) -> list[float]:
    """Points of the parabola from ``p0`` to ``p2`` passing through ``via`` halfway."""
    cx, cy = 2 * via[0] - (p0[0] + p2[0]) / 2, 2 * via[1] - (p0[1] + p2[1]) / 2
    pts: list[float] = []
    for i in range(n + 1):
        s = i / n
        pts += [round((1 - s) ** 2 * p0[0] + 2 * s * (1 - s) * cx + s * s * p2[0], 1),
                round((1 - s) ** 2 * p0[1] + 2 * s * (1 - s) * cy + s * s * p2[1], 1)]
    return pts


def _half_disc(cx: float, cy: float, r: float, flat: float = 1.0,
               n: int = 10) -> tuple[float, ...]:
    """The lower half of a disc (squashed by ``flat``): a tumi's blade."""
    pts: list[float] = []
    for i in range(n + 1):
        a = math.pi * i / n
        pts += [round(cx + r * math.cos(a), 1), round(cy + r * flat * math.sin(a), 1)]
    return tuple(pts)


GOLD = "#E0B43A"
SHAPES: dict[str, tuple[Prim, ...]] = {
    "condor": (
        ("p", "#34343C", 1, 1, 8, 6, 6.5, 10, 8.5, 12, 7.5, 14, 8.5, 18, 6.5, 23, 8, 20, 10,
         21, 11.5, 16, 11, 13.5, 13, 12.5, 19, 11.5, 19, 10.5, 13, 8, 11, 3, 11.5, 4, 10),
        ("c", "#F4F1EA", 0, 12, 9.6, 1.8),
        ("c", "#C47A6A", 1, 12, 6.4, 2.2),
    ),
    "puma": (
        ("p", "#C8893B", 1, 4.5, 10, 5.5, 2.5, 10.5, 6),
        ("p", "#C8893B", 1, 19.5, 10, 18.5, 2.5, 13.5, 6),
        ("c", "#D9A05A", 1, 12, 13, 7.8),
        ("c", INK, 0, 9.2, 11.6, 1.2),
        ("c", INK, 0, 14.8, 11.6, 1.2),
        ("p", INK, 0, 10.6, 15, 13.4, 15, 12, 16.8),
        ("l", INK, 0.9, 12, 16.8, 12, 18.4),
    ),
    "sun": (
        ("p", "#F2B705", 1, *_star(12, 12, 11.5, 6.5, 8)),
        ("c", "#F7D154", 1, 12, 12, 5.5),
    ),
    "corn": (
        ("p", "#F2C94C", 1, *_ellipse(12, 10, 4.2, 8.2)),
        ("l", "#B8902A", 0.8, 8.6, 7, 15.4, 7),
        ("l", "#B8902A", 0.8, 8.2, 10.5, 15.8, 10.5),
        ("l", "#B8902A", 0.8, 8.6, 14, 15.4, 14),
        ("p", "#5E9B3E", 1, 12, 23, 5, 12, 9, 21.5),
        ("p", "#5E9B3E", 1, 12, 23, 19, 12, 15, 21.5),
    ),
    "llama": (
        ("p", "#F4F1EA", 1, 5.5, 1.5, 7, 3.8, 9, 4, 9, 12, 18, 12, 19.5, 10.5, 20.5, 13,
         19.5, 22, 17.5, 22, 17, 17, 11, 17, 11, 22, 9, 22, 7.5, 14, 7, 8, 3.5, 8, 3.5, 6,
         5.5, 5),
        ("c", INK, 0, 6.2, 5.6, 0.8),
    ),
    "coca": (
        ("p", "#3E8E41", 1, *_ellipse(12, 12, 10, 5, -math.pi / 4)),
        ("l", "#A8D08D", 1, 5.5, 18.5, 18.5, 5.5),
    ),
    "pottery": (
        ("p", "#B5562B", 1, 8.5, 3, 15.5, 3, 14.5, 6, 19, 10.5, 18.5, 16.5, 15, 21, 9, 21,
         5.5, 16.5, 5, 10.5, 9.5, 6),
        ("l", "#F3D9B1", 1.2, 6, 12.5, 18, 12.5),
        ("l", "#F3D9B1", 1.2, 6.4, 15, 17.6, 15),
    ),
    "cloth": (
        ("p", "#4A6FB5", 1, 4, 4, 20, 4, 20, 18, 4, 18),
        ("l", "#F2C94C", 1.4, 4.6, 8, 19.4, 8),
        ("l", "#D55E00", 1.4, 4.6, 11, 19.4, 11),
        ("l", "#F2C94C", 1.4, 4.6, 14, 19.4, 14),
        *(("l", "#4A6FB5", 1.2, x, 18, x, 21.5) for x in (6, 9, 12, 15, 18)),
    ),
    "gold": (
        ("p", GOLD, 1, 12, 3, 20.5, 9, 17.5, 20, 6.5, 20, 3.5, 9),
        ("p", "#F6DC7A", 0, 12, 5.5, 17.5, 9.5, 12, 11, 6.5, 9.5),
    ),
    "steps": (
        ("p", "#8C6A43", 1, *_ellipse(8.5, 16, 3, 5, -0.25)),
        ("p", "#8C6A43", 1, *_ellipse(15.5, 7.5, 3, 5, 0.25)),
    ),
    "moon": (
        ("p", "#F4E6A8", 1, *_curve((15, 2.5), (3, 12), (15, 21.5)),
         *_curve((15, 21.5), (9.5, 12), (15, 2.5))[2:-2]),
    ),
    "mask": (
        ("c", GOLD, 1, 3.6, 11, 2.3),
        ("c", GOLD, 1, 20.4, 11, 2.3),
        ("p", GOLD, 1, 5, 3.5, 19, 3.5, 19.5, 12, 16, 20.5, 8, 20.5, 4.5, 12),
        ("p", INK, 0, 7.5, 9, 10.5, 8.2, 10.5, 10.4, 7.5, 10.4),
        ("p", INK, 0, 16.5, 9, 13.5, 8.2, 13.5, 10.4, 16.5, 10.4),
        ("p", "#B8902A", 0, 12, 9.5, 13.6, 15, 10.4, 15),
        ("l", INK, 1.2, 9.5, 17.3, 14.5, 17.3),
    ),
    "tumi": (
        ("p", "#A8732E", 1, 10.8, 8, 13.2, 8, 13.2, 15.3, 10.8, 15.3),
        ("p", "#D9A45A", 1, *_half_disc(12, 15, 9.5, 0.6)),
        ("l", "#F6DC7A", 1, 5, 17.6, 19, 17.6),
        ("p", GOLD, 1, 6.5, 6, 12, 1, 17.5, 6, 12, 8.2),
        ("c", GOLD, 1, 12, 6.3, 2.2),
    ),
    "quipu": (
        ("l", "#8C6A43", 2.2, 2.5, 4.5, 21.5, 4.5),
        *(("l", colour, 1.6, x, 4.5, x, end) for x, colour, end in (
            (5, "#B5562B", 19), (9.5, "#4A6FB5", 22), (14, "#3E8E41", 17),
            (18.5, "#D9A400", 20.5))),
        *(("c", INK, 0, x, y, 1.3) for x, y in (
            (5, 10), (5, 14), (9.5, 9), (9.5, 16), (9.5, 19), (14, 12), (18.5, 9),
            (18.5, 15))),
    ),
}
"""Each icon's shape list in a 24x24 box (see the module's docstring)."""


def _num(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def svg_body(name: str, x: float = 0, y: float = 0, size: float = 24) -> str:
    """The SVG elements of icon ``name`` scaled into the square at (x, y)."""
    k = size / 24
    out = []
    for prim in SHAPES[name]:
        kind, colour, width, *coords = prim
        if kind == "l":
            x1, y1, x2, y2 = coords
            out.append(f'<line x1="{_num(x + x1 * k)}" y1="{_num(y + y1 * k)}" '
                       f'x2="{_num(x + x2 * k)}" y2="{_num(y + y2 * k)}" stroke="{colour}" '
                       f'stroke-width="{_num(width * k)}" stroke-linecap="round"/>')
            continue
        ink = f' stroke="{INK}" stroke-width="{_num(width * k)}"' if width else ""
        if kind == "c":
            cx, cy, r = coords
            out.append(f'<circle cx="{_num(x + cx * k)}" cy="{_num(y + cy * k)}" '
                       f'r="{_num(r * k)}" fill="{colour}"{ink}/>')
        else:
            pts = " ".join(f"{_num(x + px * k)},{_num(y + py * k)}"
                           for px, py in zip(coords[::2], coords[1::2], strict=True))
            out.append(f'<polygon points="{pts}" fill="{colour}"{ink} '
                       f'stroke-linejoin="round"/>')
    return "".join(out)


def svg_icon(name: str, x: float, y: float, size: float, title: str) -> str:
    """The icon as an SVG group whose ``<title>`` names it (the tooltip on hover)."""
    return f"<g><title>{escape(title)}</title>{svg_body(name, x, y, size)}</g>"


def icon_svg(name: str, title: str, size: int = 20, hidden: bool = False) -> str:
    """A standalone inline icon for HTML text: an image named ``title`` (``hidden`` when
    the text beside it already says it; the tooltip stays)."""
    role = 'aria-hidden="true"' if hidden else f'role="img" aria-label="{escape(title)}"'
    return (f'<svg class="icon" width="{size}" height="{size}" viewBox="0 0 24 24" {role}>'
            f"{svg_icon(name, 0, 0, 24, title)}</svg>")


def canvas_ops(name: str, x: float, y: float, size: float) -> list[list[Any]]:
    """The icon as display-list ops (the ``Painter``'s format) in the square at (x, y)."""
    k = size / 24
    ops: list[list[Any]] = []
    for prim in SHAPES[name]:
        kind, colour, width, *coords = prim
        if kind == "l":
            x1, y1, x2, y2 = coords
            ops.append(["line", x + x1 * k, y + y1 * k, x + x2 * k, y + y2 * k, colour,
                        width * k, []])
        elif kind == "c":
            cx, cy, r = coords
            ops.append(["circle", x + cx * k, y + cy * k, r * k, colour,
                        INK if width else None, width * k])
        else:
            pts = [round(x + v * k if i % 2 == 0 else y + v * k, 2)
                   for i, v in enumerate(coords)]
            ops.append(["poly", pts, colour, INK if width else None, width * k])
    return ops


def grouped(items: Iterable[Hashable]) -> list[tuple[Any, int]]:
    """Equal items once each with their count, in the order first seen (a hand of
    cards shown as "mask x2")."""
    return list(Counter(items).items())


CARD_W, CARD_H = 48, 70
"""A card's size in CSS px (a small printed card, portrait)."""


def card_svg(inner: str, label: str, accent: str, cls: str = "card-face") -> str:
    """A card: paper with a coloured border around ``inner`` (SVG elements in a
    ``CARD_W`` x ``CARD_H`` box), an image named ``label`` whose tooltip is ``label``."""
    return (f'<svg class="{cls}" width="{CARD_W}" height="{CARD_H}" '
            f'viewBox="0 0 {CARD_W} {CARD_H}" role="img" aria-label="{escape(label)}">'
            f"<title>{escape(label)}</title>"
            f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="5" '
            f'fill="#FFFDF6" stroke="{accent}" stroke-width="2"/>'
            f'<rect x="4" y="4" width="{CARD_W - 8}" height="{CARD_H - 8}" rx="3" '
            f'fill="none" stroke="{accent}" stroke-width=".8" stroke-dasharray="2 1.5"/>'
            f"{inner}</svg>")


def hand_list(cards: Iterable[tuple[str, str, int]], accent: str, many: str,
              empty: str) -> str:
    """A hand as a list of cards, duplicates once with a "xn" badge. ``cards`` holds
    (the face's SVG elements, its label, copies); ``many`` formats the label of several
    copies (``{card}``, ``{n}``) for screen readers; ``empty`` is said for no card."""
    items = []
    for inner, label, n in cards:
        name = many.format(card=label, n=n) if n > 1 else label
        badge = f'<b class="qty" aria-hidden="true">×{n}</b>' if n > 1 else ""
        items.append(f'<li class="gcard">{card_svg(inner, name, accent)}{badge}</li>')
    return (f'<ul class="cards">{"".join(items)}</ul>' if items
            else f'<p class="small">{escape(empty)}</p>')
