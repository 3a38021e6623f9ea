"""The Cuzco site drawn on the canvas as a hex map of raised tiles (our own drawing).

Same approach as ``board.py``: a display list for ``paint.js`` plus hit regions (one per
cell). Heights read without digits: each level lifts a hex's top face and adds a layer to
its side band (a seam per level), tops get lighter the higher they stand, and every placed
tile is outlined as one piece. Crops are green with furrows, villages tan with a house,
cities (villages with a temple) terracotta with a dark rust outline (no player's colour);
temples are stepped pyramids of one floor per 2 of value; Incas stand on their level in
their seat's colour and shape, a step symbol and the level's digit at their feet. Hexes
are drawn back row first so nearer, higher tiles overlap farther ones.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from incagames.cuzco import hexgrid as H

from ...draw.canvas import HINT, INK, PAPER, PLAYER_COLOURS, Painter, Region
from ...draw.icons import CARD_H, CARD_W
from .cards import card_ops
from .messages import t
from .words import hex_parts

R = 29.0
"""Hex radius in logical units (pointy-top)."""
HEX_W = math.sqrt(3) * R
MARGIN = 24.0
WIDTH = MARGIN * 2 + (max(c for _, c in H.CELLS) + 2) * HEX_W / 2
MAP_BOTTOM = MARGIN + 2 * R + max(r for r, _ in H.CELLS) * 1.5 * R
LEGEND_Y = MAP_BOTTOM + 22
TRACK_Y = LEGEND_Y + 76
"""The score track runs along the bottom edge, with room above it for stacked markers."""
HEIGHT = TRACK_Y + 28
MAX_LIFT = 21.5
"""A top face never rises this far (under 0.75 R), so ``centre`` stays on its own hex."""
CROP_TOPS = ("#86BA55", "#97C564", "#A7CF73", "#B6D881", "#C3E08E", "#CFE79B")
VILLAGE_TOPS = ("#D49A5A", "#DBA768", "#E1B375", "#E6BE81", "#EAC78B", "#EECF95")
CITY_TOPS = ("#CC7F5F", "#D38D6E", "#D99A7C", "#DEA689", "#E2B195", "#E6BBA0")
SIDES = {1: "#5F8A37", 2: "#A87840", 3: "#A35A3E"}
"""The side band of a raised hex by what lies on top (crop, village, city)."""
SEAM = "#2E2216"
EDGE = "#3A2A1A"
EMPTY = "#EDE6D6"
POND = "#5FAEDD"
POND_EDGE = "#1F6FA3"
FOREST = "#2F6B3A"
MOUNTAIN = "#8E949E"
CITY_LINE = "#6E2A14"
"""A city's outline: dark rust, the terracotta's own shade (purple read as a player's)."""
TEMPLE_PLAQUE = "#FFF3B0"
"""The plaque under a temple that carries its value (the legend's swatch too)."""
INCA_FOOT = 9.0
"""How far below its top face's centre an Inca's feet stand."""
TARGET = "#E0A800"
_CORNERS = tuple((math.cos(math.radians(60 * k - 30)), math.sin(math.radians(60 * k - 30)))
                 for k in range(6))
_DIRS = ((0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1))
"""Neighbour directions in corner order: side k joins corners k and k+1."""
_FRONT = (1, 2, 3)
"""The corners of the two lower sides, the ones a viewer sees the side band under."""


def centre(cell: int) -> tuple[float, float]:
    """Where ``cell`` stands on the ground; its top face is ``lift`` higher, and a click
    here always lands on the hex (the lift stays under ``MAX_LIFT``)."""
    r, c = H.CELLS[cell]
    return MARGIN + (c + 1) * HEX_W / 2, MARGIN + R + r * 1.5 * R


def lift(height: int) -> float:
    """How far a top face at ``height`` rises: a clear step for the first levels, then
    smaller steps, always higher for a higher level and never more than ``MAX_LIFT``."""
    return 0.0 if height <= 0 else round(MAX_LIFT * (1 - 0.68 ** height), 2)


def top_centre(cell: int, height: int) -> tuple[float, float]:
    """The middle of ``cell``'s top face when it stands ``height`` levels high."""
    x, y = centre(cell)
    return x, y - lift(height)


def corners(cell: int, scale: float = 1.0, height: int = 0) -> list[float]:
    x, y = top_centre(cell, height)
    pts: list[float] = []
    for cx, cy in _CORNERS:
        pts += [x + cx * R * scale, y + cy * R * scale]
    return pts


def footprint(cell: int, height: int, scale: float = 1.0) -> list[float]:
    """Everything a stack ``height`` levels high covers on the picture: its raised top's
    upper corners and the ground hex's lower ones (the side band joins them)."""
    top, ground = corners(cell, scale, height), corners(cell, scale)
    return [*top[8:12], *top[0:2], *ground[2:8]]


def track_marks(scores: list[int]) -> list[tuple[float, float]]:
    """Where each seat's marker stands on the prestige track (0..top, top growing with the
    leader); markers too close to read apart stack upward like discs."""
    top = max(50, (max(scores) // 10 + 1) * 10)
    x0, x1 = MARGIN + 96, WIDTH - MARGIN - 12
    step = (x1 - x0) / top
    marks: list[tuple[float, float]] = [(0.0, 0.0)] * len(scores)
    placed: list[tuple[float, int]] = []
    for seat in sorted(range(len(scores)), key=lambda s: (scores[s], s)):
        x = x0 + scores[seat] * step
        level = 0
        while any(abs(x - px) < 34 and pl == level for px, pl in placed):
            level += 1
        placed.append((x, level))
        marks[seat] = (x, TRACK_Y - 13 - 15 * level)
    return marks


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
    """The top colour at ``height``: lighter the higher (sunlit), so stacks stand out."""
    return shades[min(max(height, 1), len(shades)) - 1]


def draw(view: dict[str, Any], names: list[str], marks: Marks) -> tuple[list[list[Any]],
                                                                        list[Region]]:
    p = Painter()
    regions: list[Region] = []
    p.rect(0, 0, WIDTH, HEIGHT, fill=PAPER)
    height, temple, incas = view["height"], view["temple"], view["inca"]
    cities: dict[int, int] = {}  # cell -> its city's number
    for n, settlement in enumerate(view["settlements"]):
        if settlement["temple"] >= 0:
            cities.update(dict.fromkeys(settlement["cells"], n))
    for row in _ROWS:  # back rows first; a row's hexes never overlap each other
        lines: dict[tuple[str, float], list[float]] = {}
        for cell in row:
            _hex(p, view, cell, cities, lines)
        for (colour, width), segs in lines.items():  # one stroke per kind of line
            p.ops.append(["lines", segs, colour, width])
        for cell in row:
            h = height[cell]
            x, y = top_centre(cell, h)
            if cell in marks.targets:
                p.poly(corners(cell, 0.84, h), stroke=TARGET, line=3)
            if cell in marks.pond_targets:
                p.poly(corners(cell, 0.8, h), fill="#D6ECF8", stroke=POND_EDGE, line=3)
            if temple[cell]:
                _temple(p, x, y, temple[cell], bool(view["disc"][cell]))
            if incas[cell] >= 0:
                inca(p, incas[cell], x, y, h, selected=cell == marks.selected)
            regions.append(Region(x - HEX_W / 2, y - R * 0.75, HEX_W, R * 1.5 + lift(h),
                                  "cell", cell, _tip(view, cell, names)))
    regions.reverse()  # the nearest (last drawn) hex wins where raised tops overlap
    for cell, cost in marks.costs.items():
        _cost_badge(p, cell, height[cell], cost)
    _ghost(p, marks, height)
    _hint(p, marks, height)
    if marks.hover >= 0:
        p.poly(corners(marks.hover, 0.96, height[marks.hover]), stroke=INK, line=2)
    _legend(p, view)
    _score_track(p, view)
    _strip_tips(view, names, regions)
    return p.ops, regions


def _strip_tips(view: dict[str, Any], names: list[str], regions: list[Region]) -> None:
    """The counters and the prestige track under the map explain themselves on hover
    too (last in the list: the hexes above are found first)."""
    for x, w, key in ((MARGIN, 200, "tipx.triples"), (MARGIN + 210, 160, "tipx.ponds"),
                      (MARGIN + 380, 170, "tipx.deck"), (MARGIN + 560, WIDTH - MARGIN - 560,
                                                        "tipx.face_up")):
        regions.append(Region(x, LEGEND_Y - 12, w, 24, "strip", key, t(key)))
    scores = ", ".join(f"{name} {info['score']}" for name, info in zip(
        names, view["players"], strict=False))
    regions.append(Region(MARGIN, TRACK_Y - 30, WIDTH - 2 * MARGIN, 60, "track", 0,
                          t("tipx.track", scores=scores)))


def _hex(p: Painter, view: dict[str, Any], cell: int, cities: dict[int, int],
         lines: dict[tuple[str, float], list[float]]) -> None:
    """One hex: flat ground (empty site, forest, mountain, pond) or a raised stack with its
    side band, a seam per level, its tile's outline and a crop or village mark (the
    lines go to ``lines`` by colour and width, stroked once per row)."""
    h, top = view["height"][cell], view["top"][cell]
    x, y = centre(cell)
    if not top:
        kind, ground = H.KIND[cell], _geometry(cell, 0)[0]
        if view["pond"][cell]:
            p.ops.append(["poly", ground, POND, "#3A86B8", 1.5])
            p.arc(x - 5, y - 3, 8, 3, 3.4, 6.0, "#E8F5FC", 2)
            p.arc(x + 6, y + 7, 8, 3, 3.4, 6.0, "#E8F5FC", 2)
        elif kind == "forest":
            p.ops.append(["poly", ground, FOREST, "#24542D", 1])
            p.poly([x - 9, y + 8, x, y - 12, x + 9, y + 8], fill="#1F4A27")
        elif kind == "mountain":
            p.ops.append(["poly", ground, MOUNTAIN, "#70757E", 1])
            p.poly([x - 12, y + 8, x - 2, y - 9, x + 3, y - 1, x + 6, y - 5, x + 13, y + 8],
                   fill="#6B7079")
        else:
            p.ops.append(["poly", ground, EMPTY, "#C9B48E", 1])
        return
    kind = 3 if cell in cities else top
    shades = CROP_TOPS if top == 1 else (CITY_TOPS if kind == 3 else VILLAGE_TOPS)
    face, band, seams, sides = _geometry(cell, h)
    p.ops.append(["poly", band, SIDES[kind], None, 0])  # strokes go to the row's lines:
    p.ops.append(["poly", face, shade(shades, h), None, 0])  # one stroke, not two a hex
    tiles = view.get("top_tile") or []
    tile = tiles[cell] if tiles else -1
    lines.setdefault((SEAM, 1), []).extend(seams)
    edges = lines.setdefault((EDGE, 1.8), [])
    heights = view["height"]
    for k, other in enumerate(_NEIGHBOURS[cell]):
        if other > cell and heights[other] == h:
            pass  # the same side of a later hex, which strokes it over its own face
        elif other < 0 or not tiles or tiles[other] != tile:
            edges += sides[k]
        else:  # inside the tile: the faint line between its printed hexes
            lines.setdefault(("#00000038", 1), []).extend(sides[k])
        if kind == 3 and cities.get(other) != cities[cell]:
            lines.setdefault((CITY_LINE, 4), []).extend(sides[k])
    ty = y - lift(h)
    if view["temple"][cell] or view["inca"][cell] >= 0:
        return
    if top == 1:  # furrows
        lines.setdefault(("#4E7F2A", 2), []).extend(
            _short(v) for v in (x - 11, ty + 2, x - 3, ty - 8, x - 4, ty + 8, x + 6, ty - 5,
                                  x + 3, ty + 9, x + 11, ty - 1))
    else:  # a house: walls and roof
        p.poly([x - 7, ty + 7, x - 7, ty - 1, x, ty - 8, x + 7, ty - 1, x + 7, ty + 7],
               fill="#8C5A2E" if kind == 3 else "#9C7446", stroke="#5E3F22", line=1)


_ROWS = tuple(tuple(i for i, (r, _) in enumerate(H.CELLS) if r == row)
              for row in sorted({r for r, _ in H.CELLS}))
_NEIGHBOURS = tuple(tuple(H.INDEX.get((r + dr, c + dc), -1) for dr, dc in _DIRS)
                    for r, c in H.CELLS)
"""Each cell's neighbour across side k (-1 off the map)."""
_GEOMETRY: dict[tuple[int, int], tuple[list[float], list[float], list[float],
                                       list[list[float]]]] = {}


def _short(v: float) -> float:
    """A coordinate to a tenth, written without ".0" (a smaller display list)."""
    r = round(v, 1)
    return int(r) if r.is_integer() else r


def _geometry(cell: int, h: int) -> tuple[list[float], list[float], list[float],
                                          list[list[float]]]:
    """A raised hex's top face, side band, seams (its outline and a line per lower level)
    and the six sides of its face as segments, rounded once and kept (the board is
    redrawn on every pointer move)."""
    key = (cell, h)
    if key not in _GEOMETRY:
        x, y = centre(cell)
        face = [_short(v) for v in corners(cell, 1.0, h)]
        ground = [v for k in _FRONT for v in (x + _CORNERS[k][0] * R, y + _CORNERS[k][1] * R)]
        up = lift(h)
        band = [v - up if i % 2 else v for i, v in enumerate(ground)]
        band += ground[4:] + ground[2:4] + ground[:2]
        seams = [ground[0], ground[1] - up, *ground[:2], ground[4], ground[5] - up,
                 *ground[4:]]  # the band's two upright edges
        for level in range(h):  # the ground line and where each lower layer ends
            dy = lift(level)
            a, b, c = ((ground[i], ground[i + 1] - dy) for i in (0, 2, 4))
            seams += [*a, *b, *b, *c]
        sides = [face[2 * k:2 * k + 2] + face[(2 * k + 2) % 12:(2 * k + 2) % 12 + 2]
                 for k in range(6)]
        _GEOMETRY[key] = (face, [_short(v) for v in band], [_short(v) for v in seams],
                          sides)
    return _GEOMETRY[key]


def _ghost(p: Painter, marks: Marks, height: list[int]) -> None:
    """The previewed terrain hovering one level above where it would land."""
    if not marks.ghost:
        return
    level = max(height[c] for c in marks.ghost) + 1
    for cell in marks.ghost:
        village = cell == marks.ghost_village
        colour = ("#F3DDB8F0" if village else "#C3E098F0") if marks.ghost_ok else "#E06C5AE6"
        p.poly(corners(cell, 0.94, level), fill=colour,
               stroke=TARGET if marks.ghost_ok else INK, line=3.5)
        if village:
            x, y = top_centre(cell, level)
            p.poly([x - 8, y + 4, x, y - 6, x + 8, y + 4], fill="#8C6A43")


def _hint(p: Painter, marks: Marks, height: list[int]) -> None:
    """The hinted action: its hexes outlined in the hint colour (a placement also shows
    its village), an arrow for an Inca move, and a "Hint" badge by the first hex."""
    if not marks.hint:
        return
    for cell in marks.hint:
        p.poly(corners(cell, 0.8, height[cell]), stroke=HINT, line=4)
        if cell == marks.hint_village:
            x, y = top_centre(cell, height[cell])
            p.poly([x - 8, y + 4, x, y - 6, x + 8, y + 4], fill=HINT)
    x, y = top_centre(marks.hint[0], height[marks.hint[0]])
    if marks.hint_from >= 0:
        fx, fy = top_centre(marks.hint_from, height[marks.hint_from])
        p.poly(corners(marks.hint_from, 0.8, height[marks.hint_from]), stroke=HINT, line=2.5)
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


def _cost_badge(p: Painter, cell: int, h: int, ap: int) -> None:
    """What a move there costs: a dark pill with "1 AP" under the hex's centre."""
    x, y = top_centre(cell, h)
    label = t("ap_badge", ap=ap)
    w = 10 + 7.6 * len(label)
    p.rect(x - w / 2, y + R * 0.22, w, 18, fill="#3D2F22", stroke="#FFF3B0", radius=9, line=1.5)
    p.text(label, x, y + R * 0.22 + 9, size=13, colour="#FFFFFF", bold=True)


def _temple(p: Painter, x: float, y: float, value: int, disc: bool) -> None:
    """A stepped pyramid, one floor per 2 of value (floors 2, 4, ... up to ``value``) under
    a small shrine, its value on a gold plaque under it (a value, not a count of
    anything) and the festival's solar disc above it."""
    floors = max(1, value // 2)
    base = y + 10
    for i in range(floors):
        w = 32 - 6 * i
        p.rect(x - w / 2, base - 6 * (i + 1), w, 6, fill="#EDE6D2" if i % 2 else "#D6CBAE",
               stroke=INK, line=1)
    roof = base - 6 * floors
    p.poly([x - 6, roof, x - 6, roof - 6, x, roof - 11, x + 6, roof - 6, x + 6, roof],
           fill="#B5533C", stroke=INK, line=1)
    p.rect(x - 10, base, 20, 16, fill=TEMPLE_PLAQUE, stroke=INK, radius=4, line=1)
    p.text(str(value), x, base + 8, size=13, bold=True)
    if disc:
        p.circle(x - 13, roof - 6, 5.5, fill="#F2C94C", stroke=INK, line=1)


def inca(p: Painter, seat: int, x: float, y: float, h: int, selected: bool) -> None:
    """An Inca standing on the top face at (x, y): a body in the seat's colour under a
    head in the seat's shape, with the level it stands on beside its feet."""
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    if selected:
        p.circle(x, y + 1, R * 0.66, fill="#FFF3B0", stroke=TARGET, line=3)
    base = y + INCA_FOOT
    p.poly([x - 9, base, x - 5, base - 14, x + 5, base - 14, x + 9, base], fill=colour,
           stroke=INK, line=1.5)
    p.player_mark(seat, x, base - 20, 6.5)
    if h:  # the level it stands on: a step symbol before the digit, not a count
        p.poly([x + 10, base - 1, x + 14, base - 8, x + 18, base - 1], fill=INK)
        p.text(str(h), x + 23, base - 4, size=13, bold=True)


def _score_track(p: Painter, view: dict[str, Any]) -> None:
    """Prestige on a track of 0..top (top grows with the leader): each seat's mark with its
    score beside it; marks too close to read apart stack upward like discs."""
    scores = [info["score"] for info in view["players"]]
    top = max(50, (max(scores) // 10 + 1) * 10)
    x0, x1 = MARGIN + 96, WIDTH - MARGIN - 12
    step = (x1 - x0) / top
    p.text(t("score_track"), MARGIN, TRACK_Y, size=14, align="left", bold=True)
    for v in range(0, top, 5):
        p.rect(x0 + v * step, TRACK_Y - 4, 5 * step, 8,
               fill="#D9C6A0" if v % 10 else "#B99A6B")
    p.rect(x0, TRACK_Y - 4, x1 - x0, 8, stroke="#6E5F48", line=1)
    for v in range(0, top + 1, 10):
        x = x0 + v * step
        p.line(x, TRACK_Y - 7, x, TRACK_Y + 7, colour="#6E5F48", width=1.5)
        p.text(str(v), x, TRACK_Y + 16, size=13)
    for seat, (x, y) in enumerate(track_marks(scores)):
        p.player_mark(seat, x, y, 6.5)
        p.text(str(scores[seat]), x + 10, y, size=13, align="left", bold=True)


def _legend(p: Painter, view: dict[str, Any]) -> None:
    y = LEGEND_Y
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
    parts = hex_parts(view, names, cell)
    if not (view["pond"][cell] or view["top"][cell]):
        kind = H.KIND[cell]
        parts.insert(0, t("tip." + ("empty" if kind in ("site", "pond") else kind)))
    if cell in H.ENTRY_COST:
        parts.append(t("tip.edge", ap=H.ENTRY_COST[cell]))
    return " · ".join(parts)
