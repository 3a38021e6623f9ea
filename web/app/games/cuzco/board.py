"""The Cuzco site drawn on the canvas as a hex map (our own drawing, no artwork).

Same approach as ``board.py``: a display list for ``paint.js`` plus hit regions (one per
cell). Terrain height reads at a glance: each level darkens the hex and its number is
printed in the hex; villages are tan, crops green, ponds blue; cities get a thick outline
and their temple value; Incas are drawn as each seat's mark.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from incagames.cuzco import hexgrid as H

from ...canvas import HINT, INK, PAPER, PLAYER_COLOURS, Painter, Region
from ...icons import CARD_H, CARD_W
from .cards import card_ops
from .messages import t

R = 29.0
"""Hex radius in logical units (pointy-top)."""
HEX_W = math.sqrt(3) * R
MARGIN = 24.0
WIDTH = MARGIN * 2 + (max(c for _, c in H.CELLS) + 2) * HEX_W / 2
HEIGHT = MARGIN * 2 + max(r for r, _ in H.CELLS) * 1.5 * R + 2 * R + 110
TRACK_Y = HEIGHT - 38
"""The score track runs along the bottom edge of the canvas."""
CROP_SHADES = ("#B9DC8A", "#9CCB6B", "#7FB24F", "#659A3A", "#4E8129", "#3A6A1C")
VILLAGE_SHADES = ("#F0D3A1", "#E3BC7E", "#D2A15E", "#BC8645", "#A56F33", "#8C5A25")
EMPTY = "#F1E7CF"
POND = "#6BB6E0"
POND_EDGE = "#1F6FA3"
FOREST = "#2F6B3A"
MOUNTAIN = "#9096A0"
_CORNERS = tuple((math.cos(math.radians(60 * k - 30)), math.sin(math.radians(60 * k - 30)))
                 for k in range(6))
_DIRS = ((0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1))
"""Neighbour directions in corner order: side k joins corners k and k+1."""


def centre(cell: int) -> tuple[float, float]:
    r, c = H.CELLS[cell]
    return MARGIN + (c + 1) * HEX_W / 2, MARGIN + R + r * 1.5 * R


def corners(cell: int, scale: float = 1.0) -> list[float]:
    x, y = centre(cell)
    pts: list[float] = []
    for cx, cy in _CORNERS:
        pts += [x + cx * R * scale, y + cy * R * scale]
    return pts


@dataclass
class Marks:
    """What the UI highlights: candidate hexes, a ghost placement, reachable costs."""

    targets: set[int] = field(default_factory=set)
    pond_targets: set[int] = field(default_factory=set)  # only once "pond" is chosen
    costs: dict[int, int] = field(default_factory=dict)
    ghost: tuple[int, ...] = ()
    ghost_village: int = -1
    ghost_ok: bool = True
    selected: int = -1
    hover: int = -1
    hint: tuple[int, ...] = ()  # the hexes of the hinted action
    hint_village: int = -1  # the village hex of a hinted placement
    hint_from: int = -1  # where a hinted Inca move starts (an arrow to hint[0])


def shade(shades: tuple[str, ...], height: int) -> str:
    return shades[min(max(height, 1), len(shades)) - 1]


def draw(view: dict[str, Any], names: list[str], marks: Marks) -> tuple[list[list[Any]],
                                                                        list[Region]]:
    p = Painter()
    regions: list[Region] = []
    p.rect(0, 0, WIDTH, HEIGHT, fill=PAPER)
    height, top, pond = view["height"], view["top"], view["pond"]
    temple, disc, inca = view["temple"], view["disc"], view["inca"]
    for cell in range(H.N_CELLS):
        kind = H.KIND[cell]
        h = height[cell]
        if pond[cell]:
            fill = POND
        elif top[cell] == 2:
            fill = shade(VILLAGE_SHADES, h)
        elif top[cell] == 1:
            fill = shade(CROP_SHADES, h)
        elif kind == "forest":
            fill = FOREST
        elif kind == "mountain":
            fill = MOUNTAIN
        else:
            fill = EMPTY
        p.poly(corners(cell), fill=fill, stroke="#6E5F48", line=1)
        x, y = centre(cell)
        if h and not temple[cell]:
            p.text(str(h), x - R * 0.42, y - R * 0.36, size=14, colour=INK, bold=True)
        if cell in marks.targets:
            p.poly(corners(cell, 0.86), stroke="#E0A800", line=3)
        if cell in marks.pond_targets:
            p.poly(corners(cell, 0.8), fill="#D6ECF8", stroke=POND_EDGE, line=3)
        if temple[cell]:
            _temple(p, x, y, temple[cell], bool(disc[cell]))
        if inca[cell] >= 0:
            _meeple(p, inca[cell], x, y, selected=cell == marks.selected)
        regions.append(Region(x - HEX_W / 2, y - R * 0.75, HEX_W, R * 1.5, "cell", cell,
                              _tip(view, cell, names)))
    _outlines(p, view)
    for cell, cost in marks.costs.items():
        _cost_badge(p, cell, cost)
    if marks.ghost:
        for cell in marks.ghost:
            village = cell == marks.ghost_village
            colour = ("#E3BC7E" if village else "#9CCB6B") if marks.ghost_ok else "#E06C5A"
            p.poly(corners(cell, 0.92), fill=colour, stroke=INK, line=2.5)
            if village:
                x, y = centre(cell)
                p.poly([x - 8, y + 4, x, y - 6, x + 8, y + 4], fill="#8C6A43")
    _hint(p, marks)
    if marks.hover >= 0:
        p.poly(corners(marks.hover, 0.96), stroke=INK, line=2)
    _legend(p, view)
    _score_track(p, view, names)
    _strip_tips(view, names, regions)
    return p.ops, regions


def _strip_tips(view: dict[str, Any], names: list[str], regions: list[Region]) -> None:
    """The counters and the prestige track under the map explain themselves on hover
    too (last in the list: the hexes above are found first)."""
    y = HEIGHT - 85
    for x, w, key in ((MARGIN, 200, "tipx.triples"), (MARGIN + 210, 160, "tipx.ponds"),
                      (MARGIN + 380, 170, "tipx.deck"), (MARGIN + 560, WIDTH - MARGIN - 560,
                                                        "tipx.face_up")):
        regions.append(Region(x, y - 12, w, 24, "strip", key, t(key)))
    scores = ", ".join(f"{name} {info['score']}" for name, info in zip(
        names, view["players"], strict=False))
    regions.append(Region(MARGIN, TRACK_Y - 30, WIDTH - 2 * MARGIN, 60, "track", 0,
                          t("tipx.track", scores=scores)))


def _hint(p: Painter, marks: Marks) -> None:
    """The hinted action: its hexes outlined in the hint colour (a placement also shows
    its village), an arrow for an Inca move, and a "Hint" badge by the first hex."""
    if not marks.hint:
        return
    for cell in marks.hint:
        p.poly(corners(cell, 0.8), stroke=HINT, line=4)
        if cell == marks.hint_village:
            x, y = centre(cell)
            p.poly([x - 8, y + 4, x, y - 6, x + 8, y + 4], fill=HINT)
    x, y = centre(marks.hint[0])
    if marks.hint_from >= 0:
        fx, fy = centre(marks.hint_from)
        p.poly(corners(marks.hint_from, 0.8), stroke=HINT, line=2.5)
        p.line(fx, fy, x, y, colour=HINT, width=4)
        angle = math.atan2(y - fy, x - fx)
        tip = [x - 10 * math.cos(angle), y - 10 * math.sin(angle)]
        p.poly([tip[0], tip[1],
                tip[0] - 12 * math.cos(angle - 0.5), tip[1] - 12 * math.sin(angle - 0.5),
                tip[0] - 12 * math.cos(angle + 0.5), tip[1] - 12 * math.sin(angle + 0.5)],
               fill=HINT)
    label = t("hint.button")
    bw = 12 + 7.5 * len(label)
    p.rect(x - bw / 2, y - R - 14, bw, 18, fill=HINT, radius=9)
    p.text(label, x, y - R - 5, size=13, colour="#FFFFFF", bold=True)


def _cost_badge(p: Painter, cell: int, ap: int) -> None:
    """What a move there costs: a dark pill with "1 AP" under the hex's centre, unlike
    the plain digit of a height."""
    x, y = centre(cell)
    label = t("ap_badge", ap=ap)
    w = 10 + 7.6 * len(label)
    p.rect(x - w / 2, y + R * 0.22, w, 18, fill="#3D2F22", stroke="#FFF3B0", radius=9, line=1.5)
    p.text(label, x, y + R * 0.22 + 9, size=13, colour="#FFFFFF", bold=True)


def _temple(p: Painter, x: float, y: float, value: int, disc: bool) -> None:
    for i in range(3):
        p.rect(x - 12 + i * 4, y + 6 - i * 7, 24 - i * 8, 7, fill="#E8E2D0", stroke=INK,
               line=1)
    p.text(str(value), x, y + 17, size=13, bold=True)
    if disc:
        p.circle(x + 12, y - 12, 6, fill="#F2C94C", stroke=INK, line=1)


def _meeple(p: Painter, seat: int, x: float, y: float, selected: bool) -> None:
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    if selected:
        p.circle(x, y + 2, R * 0.62, fill="#FFF3B0", stroke="#E0A800", line=3)
    p.poly([x - 9, y + 12, x - 4, y - 1, x + 4, y - 1, x + 9, y + 12], fill=colour,
           stroke=INK, line=1.5)
    p.player_mark(seat, x, y - 6, 6)


def _outlines(p: Painter, view: dict[str, Any]) -> None:
    """Thick outline around every city (a village with a temple)."""
    for settlement in view["settlements"]:
        if settlement["temple"] < 0:
            continue
        cells = set(settlement["cells"])
        for cell in cells:
            r, c = H.CELLS[cell]
            pts = corners(cell)
            for k, (dr, dc) in enumerate(_DIRS):
                if H.INDEX.get((r + dr, c + dc)) not in cells:
                    a, b = k, (k + 1) % 6
                    p.line(pts[2 * a], pts[2 * a + 1], pts[2 * b], pts[2 * b + 1],
                           colour="#7A2E8E", width=4)


def _score_track(p: Painter, view: dict[str, Any], names: list[str]) -> None:
    """Prestige on a track of 0..top (top grows with the leader), one mark per seat."""
    scores = [info["score"] for info in view["players"]]
    top = max(50, (max(scores) // 10 + 1) * 10)
    x0, x1 = MARGIN + 90, WIDTH - MARGIN
    p.text(t("score_track"), MARGIN, TRACK_Y, size=14, align="left", bold=True)
    p.line(x0, TRACK_Y, x1, TRACK_Y, colour="#A89274", width=6)
    for v in range(0, top + 1, 10):
        x = x0 + (x1 - x0) * v / top
        p.line(x, TRACK_Y - 7, x, TRACK_Y + 7, colour="#6E5F48", width=1.5)
        p.text(str(v), x, TRACK_Y + 18, size=13)
    for seat, score in enumerate(scores):
        x = x0 + (x1 - x0) * score / top
        p.player_mark(seat, x, TRACK_Y - 12 - 9 * (scores[:seat].count(score)), 7)


def _legend(p: Painter, view: dict[str, Any]) -> None:
    """The supplies left, and the face-up festival card drawn as a card with its relics,
    named beside it (the names are its text for those who cannot tell icons apart)."""
    y = HEIGHT - 85
    p.text(t("triples_left", n=view["triples"]), MARGIN, y, size=14, align="left",
           bold=True)
    p.text(t("ponds_left", n=view["ponds_left"]), MARGIN + 210, y, size=14, align="left")
    p.text(t("deck", n=view["deck"]), MARGIN + 380, y, size=14, align="left")
    label, relics = t("face_up_card"), view["face_up_relics"]
    p.text(label, MARGIN + 560, y, size=14, align="left")
    cx, scale = MARGIN + 570 + 7.4 * len(label), 0.8
    p.ops.extend(card_ops(relics, cx, y - CARD_H * scale / 2 - 4, scale))
    names = " + ".join(t("relic." + r) for r in relics) or "–"
    p.text(names, cx + CARD_W * scale + 8, y, size=14, align="left", bold=True)


def _tip(view: dict[str, Any], cell: int, names: list[str]) -> str:
    kind = H.KIND[cell]
    parts = []
    if view["pond"][cell]:
        parts.append(t("tip.pond"))
    elif view["top"][cell]:
        parts.append(t("tip.village" if view["top"][cell] == 2 else "tip.crop",
                       h=view["height"][cell]))
    else:
        parts.append(t("tip." + ("empty" if kind in ("site", "pond") else kind)))
    if view["temple"][cell]:
        parts.append(t("tip.temple", value=view["temple"][cell]))
    if view["inca"][cell] >= 0:
        parts.append(t("tip.inca", name=names[view["inca"][cell]]))
    if cell in H.ENTRY_COST:
        parts.append(t("tip.edge", ap=H.ENTRY_COST[cell]))
    return " · ".join(parts)
