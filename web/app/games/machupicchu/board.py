"""The Machu Picchu board, drawn on a canvas from a view (our own drawing, no artwork).

``draw(view, names, layout, options)`` records everything in logical coordinates as a
display list (executed by ``paint.js``) and returns it with the hit regions (district,
moon tile...) used for clicks, highlights and tooltips. The layout has a wide form (map
left, rows/market/days right, trail below) and a tall form for phones.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from incagames.machupicchu import components as C

from ...draw import icons
from ...draw.canvas import HINT, INK, PAPER, PLAYER_COLOURS, Painter, Region
from .cards import ROW_ICON, reward_shape
from .messages import t
from .words import cost_text, idle_ends, moon_reward, moon_when

GOOD_COLOURS = {"corn": "#F2C94C", "llama": "#F4F1EA", "coca": "#3E8E41",
                "pottery": "#B5562B", "cloth": "#4A6FB5"}
KIND_COLOURS = {"production": "#6B8E4E", "temple": "#C9742C", "house": "#7A5C99",
                "hut": "#8C6A43", "plaza": "#B8963E", "sun_clock": "#D9A400"}


def district_kind(d: str) -> str:
    if d in C.DISTRICT_OCCUPATION:
        return "production"
    if d in C.TEMPLE_ROW or d == C.MAIN_TEMPLE:
        return "temple"
    if d in C.HOUSE_ROWS:
        return "house"
    if d in C.SETUP_DISTRICT_OCCUPATIONS:
        return "hut"
    return "plaza" if d == "central_plaza" else "sun_clock"


def district_tooltip(d: str) -> str:
    kind = district_kind(d)
    key = {"production": "dx.production", "temple": "dx.temple", "house": "dx.house",
           "hut": "dx.hut", "plaza": "dx.central_plaza", "sun_clock": "dx.sun_clock"}[kind]
    if d == C.MAIN_TEMPLE:
        key = "dx.main_temple"
    return f"{t('d.' + d)}: {t(key)}"


@dataclass
class Layout:
    width: float
    height: float
    map: tuple[float, float, float, float]
    rows: tuple[float, float, float, float]
    market: tuple[float, float, float, float]
    days: tuple[float, float, float, float]
    trail: tuple[float, float, float, float]
    places: dict[str, tuple[float, float]] | None = None
    """Each district's centre, when the layout arranges the map itself (the phone's);
    otherwise the printed board's proportions (``C.DISTRICT_POS``) over the map box."""
    district: tuple[float, float] = (128, 84)
    """A district box's width and height."""
    trail_rows: int = 1
    """Rows the Incatrail snakes over."""


WIDE = Layout(1200, 800, map=(10, 10, 760, 600), rows=(785, 10, 405, 200),
              market=(785, 220, 405, 200), days=(785, 430, 405, 180),
              trail=(10, 625, 1180, 165))
TALL = Layout(800, 1300, map=(10, 10, 780, 640), trail=(10, 660, 780, 230),
              rows=(10, 900, 385, 200), market=(405, 900, 385, 200),
              days=(10, 1110, 780, 180), trail_rows=2)

_ROW = 111  # a row below the other: a box, a llama badge and a gap
_L, _LM, _M, _MR, _R = 59.0, 125.0, 191.5, 258.0, 324.0  # three columns and two between
PHONE_PLACES: dict[str, tuple[float, float]] = {
    d: (x, 52 + row * _ROW) for d, (x, row) in {
        "potters_quarter": (_MR, 0),
        "sun_clock": (_L, 1), "puma_temple": (_M, 1), "coca_plantation": (_R, 1),
        "house_of_priests": (_LM, 2), "weavers_quarter": (_MR, 2),
        "main_temple": (_L, 3), "central_plaza": (_M, 3), "condor_temple": (_R, 3),
        "temple_of_the_sun": (_LM, 4), "llamas_meadow": (_MR, 4),
        "royal_palace": (_L, 5), "house_of_virgins": (_M, 5), "corn_terraces": (_R, 5),
        "watchmans_hut": (_MR, 6),
    }.items()}
"""The phone's map: the same districts and roads in a brick pattern three boxes wide, so
the map is as wide as a phone held upright and scrolls only up and down. Rows alternate
between the outer columns and the two between them; every road runs straight from box to
box, at least 10 units clear of any other box, and no two roads cross (tested)."""
_PHONE_MAP_H = max(y for _x, y in PHONE_PLACES.values()) + 42 + 30
PHONE = Layout(383, _PHONE_MAP_H + 900, map=(2, 2, 379, _PHONE_MAP_H),
               days=(2, _PHONE_MAP_H + 12, 379, 180), rows=(2, _PHONE_MAP_H + 202, 379, 200),
               market=(2, _PHONE_MAP_H + 412, 379, 200), trail=(2, _PHONE_MAP_H + 622, 379, 270),
               places=PHONE_PLACES, district=(112, 84), trail_rows=3)


def layout_for(css_width: float) -> Layout:
    """The phone's arrangement below 500 CSS px, the tall one up to 700, then the wide."""
    return PHONE if css_width < 500 else TALL if css_width < 700 else WIDE


@dataclass
class Options:
    """What the current human may do on the board, for highlights."""

    targets: dict[str, str] = field(default_factory=dict)  # district -> "free"|"llama"
    moon_targets: set[int] = field(default_factory=set)
    viewer: int | None = None
    hover: Any = None
    hint_district: str | None = None  # where the hinted move goes
    hint_moon: int | None = None
    hint_row: str | None = None


# ------------------------------------------------------------------ drawing
DISTRICT_W, DISTRICT_H = 128, 84
HEADER_H = 22
MIN_TEXT = 11
"""No board text is smaller than this (logical px; the canvas never shrinks below 1:1)."""


@dataclass(frozen=True)
class Box:
    """An axis-aligned box in logical coordinates (for layout and overlap checks)."""

    x: float
    y: float
    w: float
    h: float

    def overlaps(self, other: Box) -> bool:
        return (self.x < other.x + other.w and other.x < self.x + self.w
                and self.y < other.y + other.h and other.y < self.y + self.h)

    def inside(self, other: Box) -> bool:
        return (other.x <= self.x and self.x + self.w <= other.x + other.w
                and other.y <= self.y and self.y + self.h <= other.y + other.h)


@dataclass(frozen=True)
class DistrictSlots:
    """Where each thing goes in a district box, so that nothing covers the name or a
    count: the name in the header; icon, princes and bonus units on the first body row;
    Incas (mark and count, three per row) below; the llama badge under the box."""

    box: Box
    name: Box
    icon: tuple[float, float]
    princes: tuple[tuple[float, float], ...]
    bonus: tuple[tuple[float, float], ...]
    incas: tuple[tuple[float, float], ...]
    llama: Box

    def prince_box(self, i: int) -> Box:
        px, py = self.princes[i]
        return Box(px, py - 7, 10, 21)

    def bonus_box(self, i: int) -> Box:
        bx, by = self.bonus[i]
        return Box(bx - 7, by - 7, 14, 14)

    def inca_box(self, k: int) -> Box:
        """The seat's mark and its count (up to two digits)."""
        ix, iy = self.incas[k]
        return Box(ix - 7, iy - 7, 34, 14)


def district_slots(lay: Layout, d: str) -> DistrictSlots:
    cx, cy = centre(lay, d)
    w, h = lay.district
    wide = w >= DISTRICT_W  # a narrow box stacks its bonus units on the right edge
    x, y = cx - w / 2, cy - h / 2
    return DistrictSlots(
        box=Box(x, y, w, h),
        name=Box(x + 4, y + 2, w - 8, HEADER_H - 4),
        icon=(x + 17, y + 38),
        princes=tuple((x + 33 + i * 12, y + 32) for i in range(5)),
        bonus=tuple((x + w - 14 - i * 15, y + 37) if wide else (x + w - 12, y + 33 + i * 14)
                    for i in range(C.MAX_BONUS)),
        incas=tuple((x + 14 + (k % 3) * (40 if wide else 35), y + 61 + (k // 3) * 15)
                    for k in range(5)),
        llama=Box(x + w - 62, y + h + 3, 62, 17),
    )


def draw(view: dict[str, Any], names: list[str], lay: Layout,
         opts: Options) -> tuple[list[list[Any]], list[Region]]:
    """The display list of the whole board and its hit regions."""
    p = Painter()
    regions: list[Region] = []
    p.rect(0, 0, lay.width, lay.height, fill=PAPER)
    _draw_map(p, view, lay, opts, regions)
    _draw_rows(p, view, lay, opts, regions)
    _draw_market(p, view, lay, regions)
    _draw_days(p, view, names, lay, opts, regions)
    _draw_trail(p, view, names, lay, regions)
    _panel_tips(view, lay, regions)
    return p.ops, regions


def _panel_tips(view: dict[str, Any], lay: Layout, regions: list[Region]) -> None:
    """The rest of the day and Incatrail panels explains itself on hover too (last in
    the list: the moon tiles, fields and scouts above are found first)."""
    for box, key in ((lay.days, "tipx.days"), (lay.trail, "tipx.trail")):
        regions.append(Region(*box, "panel", key, t(key, day=view["day"], deck=view["deck"])))


def _x_of(lay: Layout, px: float) -> float:
    mx, _my, mw, _mh = lay.map
    return mx + DISTRICT_W / 2 + 6 + (px - 0.12) / 0.78 * (mw - DISTRICT_W - 12)


def _y_of(lay: Layout, py: float) -> float:
    _mx, my, _mw, mh = lay.map
    # 10 px above the top row; below the bottom row, room for a llama badge.
    return my + DISTRICT_H / 2 + 10 + (py - 0.10) / 0.76 * (mh - DISTRICT_H - 34)


def centre(lay: Layout, d: str) -> tuple[float, float]:
    if lay.places is not None:
        return lay.places[d]
    px, py = C.DISTRICT_POS[d]
    return _x_of(lay, px), _y_of(lay, py)


def _draw_map(p: Painter, view: dict[str, Any], lay: Layout, opts: Options,
              regions: list[Region]) -> None:
    mx, my, mw, mh = lay.map
    p.rect(mx, my, mw, mh, fill="#DCE6C8", stroke="#9DB07E", radius=14)
    # terraces: a few soft contour lines for the mountain site
    for i in range(5):
        p.arc(mx + mw * 0.52, my + mh * 1.05, mw * (0.30 + 0.12 * i), mh * (0.22 + 0.14 * i),
              math.pi, 2 * math.pi, "#C3D2A8")
    for a, b in C.EDGES:
        (x1, y1), (x2, y2) = centre(lay, a), centre(lay, b)
        p.line(x1, y1, x2, y2, colour="#A89274", width=5)
        p.line(x1, y1, x2, y2, colour="#E9DCC0", width=2, dash=(6, 5))
    bonus = view["bonus"]
    players = view["players"]
    for d in C.DISTRICTS:
        slots = district_slots(lay, d)
        box = slots.box
        x, y, w, h = box.x, box.y, box.w, box.h
        kind = district_kind(d)
        target = opts.targets.get(d)
        if target:
            p.rect(x - 6, y - 6, w + 12, h + 12, fill="#FFF3B0",
                   stroke="#E0A800", radius=14, line=3)
        hovered = opts.hover == ("district", d)
        p.rect(x, y, w, h, fill="#FBF7EC",
               stroke=INK if hovered else KIND_COLOURS[kind], radius=10,
               line=3 if hovered else 2.5)
        p.rect(x, y, w, HEADER_H, fill=KIND_COLOURS[kind], radius=10)
        p.rect(x, y + 12, w, HEADER_H - 12, fill=KIND_COLOURS[kind])
        name = slots.name
        p.text(t("d." + d), name.x + name.w / 2, name.y + name.h / 2, size=12.5,
               colour="#FFFFFF", bold=True, max_width=name.w)
        _draw_district_icon(p, d, kind, *slots.icon)
        if opts.hint_district == d:
            hint_ring(p, x - 9, y - 9, w + 18, h + 18)
        if target == "llama":
            badge = slots.llama
            p.rect(badge.x, badge.y, badge.w, badge.h, fill="#FFFFFF", stroke="#E0A800",
                   radius=6)
            p.text("1 " + t("g.llama"), badge.x + badge.w / 2, badge.y + badge.h / 2,
                   size=MIN_TEXT, max_width=badge.w - 4)
        if d in bonus:
            occ = C.DISTRICT_OCCUPATION.get(d)
            colour = GOOD_COLOURS[C.GOODS[C.OCCUPATION_GOOD[C.OCCUPATION_INDEX[occ]]]] \
                if occ else "#9A9A9A"
            for bx, by in slots.bonus[:bonus[d]]:
                if occ:
                    p.circle(bx, by, 6, fill=colour, stroke=INK, line=1)
                else:
                    p.rect(bx - 6, by - 6, 12, 12, fill=colour, stroke=INK, radius=2, line=1)
        # Incas of every player in this district, three seats to a row
        occ = C.DISTRICT_OCCUPATION.get(d)
        k = 0
        for seat, info in enumerate(players):
            count = info["incas"][occ] if occ else (info["sun_clock"] if d == "sun_clock"
                                                    else 0)
            if count:
                ix, iy = slots.incas[k]
                p.player_mark(seat, ix, iy, 6.5)
                p.text(str(count), ix + 10, iy, size=MIN_TEXT, bold=True, align="left")
                k += 1
        here = [seat for seat, info in enumerate(players) if info["prince"] == d]
        for i, seat in enumerate(here):
            _draw_prince(p, seat, *slots.princes[i])
        tip = district_tooltip(d)
        ends = idle_ends(d, view) if target else None
        if ends is not None:  # a move there takes nothing: said before the click
            tip = t("a.move_idle", move=tip, ends=ends)
        regions.append(Region(x - 4, y - 4, w + 8, h + 8, "district", d, tip))


def _draw_prince(p: Painter, seat: int, x: float, y: float) -> None:
    p.poly([x, y + 14, x + 5, y, x + 10, y + 14], fill=PLAYER_COLOURS[seat], stroke=INK)
    p.player_mark(seat, x + 5, y - 2, 5)


def _draw_district_icon(p: Painter, d: str, kind: str, x: float, y: float) -> None:
    """A small symbol per district kind: goods disc, temple step, house, hut, scales, sun."""
    occ = C.DISTRICT_OCCUPATION.get(d)
    if occ:
        good = C.GOODS[C.OCCUPATION_GOOD[C.OCCUPATION_INDEX[occ]]]
        p.circle(x, y, 9, fill=GOOD_COLOURS[good], stroke=INK, line=1.2)
        return
    if kind == "temple":
        for i in range(3):
            p.rect(x - 10 + i * 3, y + 6 - i * 6, 20 - i * 6, 6, fill="#C9742C", stroke=INK,
                   line=1)
    elif kind in ("house", "hut"):
        p.poly([x - 10, y, x, y - 10, x + 10, y], fill=KIND_COLOURS[kind])
        p.rect(x - 8, y, 16, 10, fill="#FBF7EC", stroke=INK, line=1)
    elif kind == "plaza":
        p.line(x - 10, y - 4, x + 10, y - 4, width=2)
        p.line(x, y - 9, x, y + 8, width=2)
        p.circle(x - 8, y + 2, 4, fill="#F2C94C", stroke=INK, line=1)
        p.circle(x + 8, y + 2, 4, fill="#F2C94C", stroke=INK, line=1)
    else:  # sun clock
        p.circle(x, y, 7, fill="#F2C94C", stroke=INK, line=1)
        for i in range(8):
            a = i * math.pi / 4
            p.line(x + 9 * math.cos(a), y + 9 * math.sin(a), x + 12 * math.cos(a),
                   y + 12 * math.sin(a), width=1.5)


def _panel(p: Painter, box: tuple[float, float, float, float], title: str) -> None:
    x, y, w, h = box
    p.rect(x, y, w, h, fill="#FBF7EC", stroke="#B9A37E", radius=12)
    p.text(title, x + 12, y + 14, size=13, bold=True, align="left")


def hint_ring(p: Painter, x: float, y: float, w: float, h: float, radius: float = 14) -> None:
    """The hint's outline around a box, with a small "Hint" badge (not colour alone)."""
    p.rect(x, y, w, h, stroke=HINT, radius=radius, line=4)
    label = t("hint.button")
    bw = 12 + 7.5 * len(label)
    p.rect(x + w - bw - 4, y - 9, bw, 18, fill=HINT, radius=9)
    p.text(label, x + w - 4 - bw / 2, y, size=11.5, colour="#FFFFFF", bold=True)


def _draw_rows(p: Painter, view: dict[str, Any], lay: Layout, opts: Options,
               regions: list[Region]) -> None:
    x, y, w, _h = lay.rows
    _panel(p, lay.rows, t("rows"))
    for r, row in enumerate(C.ROWS):
        info = view["rows"][row]
        ry = y + 34 + r * 55
        steps = C.ROW_STEPS[r]
        p.text(t("r." + row), x + 12, ry + 4, size=11.5, align="left")
        if info["cost"]:
            p.text(cost_text(info["cost"]), x + w - 12, ry + 4, size=MIN_TEXT, align="right",
                   colour="#5A4A3A")
        # the visible number, large
        p.circle(x + 30, ry + 30, 15, fill="#F2C94C", stroke=INK)
        p.text(str(info["steps"]), x + 30, ry + 30, size=15, bold=True)
        card_w = min(40.0, (w - 70) / len(steps[1:]) - 4)
        for i, number in enumerate(steps[1:]):
            cx = x + 56 + i * (card_w + 4)
            if i >= info["taken"]:  # a tile still in the row: its icon, the number under it
                p.rect(cx, ry + 14, card_w, 32, fill="#FFFDF6",
                       stroke=("#7A5C99" if r < 2 else "#B8860B"), radius=4, line=2)
                p.ops.extend(icons.canvas_ops(ROW_ICON[row], cx + 1, ry + 17, 24))
                p.text(str(number), cx + card_w - 6, ry + 39, size=MIN_TEXT, colour="#5A4A3A")
            else:
                p.rect(cx, ry + 14, card_w, 32, stroke="#B9A37E", radius=4, line=1)
                p.text(str(number), cx + card_w / 2, ry + 30, size=13, bold=True)
        cost = info["cost"]
        tip = f"{t('r.' + row)}: {info['left']} · {t('a.sacrifice', count=1, steps=info['steps'])}"
        if cost:
            tip += " · " + " + ".join(f"{n} {t('g.' + g)}" for g, n in cost.items() if n)
        if opts.hint_row == row:
            hint_ring(p, x + 3, ry - 2, w - 6, 52, radius=8)
        regions.append(Region(x, ry, w, 50, "row", row, tip))


def _draw_market(p: Painter, view: dict[str, Any], lay: Layout,
                 regions: list[Region]) -> None:
    x, y, w, h = lay.market
    _panel(p, lay.market, t("market"))
    col_w = (w - 30) / 4
    for i, good in enumerate(("llama", "coca", "pottery", "cloth")):
        cx = x + 15 + i * col_w
        units = view["market"][good]
        p.circle(cx + col_w / 2, y + 40, 9, fill=GOOD_COLOURS[good], stroke=INK, line=1)
        p.text(t("g." + good), cx + col_w / 2, y + 58, size=11)
        for f, price in enumerate(C.MARKET_FIELDS):
            fy = y + 70 + f * 30
            filled = f < units
            p.rect(cx + 8, fy, col_w - 16, 26, fill=GOOD_COLOURS[good] if filled else "#FFFFFF",
                   stroke="#8A7A5E", radius=5, line=1)
            p.text(str(price), cx + col_w / 2, fy + 13, size=13, bold=True,
                   colour=INK if not filled or good in ("corn", "llama") else "#FFFFFF")
        prices = view["prices"][good]
        tip = (f"{t('g.' + good)}: {t('a.buy', good=t('g.' + good), price=prices['buy'])} · "
               f"{t('a.sell', good=t('g.' + good), price=prices['sell'])}")
        regions.append(Region(cx, y + 28, col_w, h - 30, "market", good, tip))


def day_track(lay: Layout) -> tuple[list[tuple[float, float]], tuple[float, float]]:
    """The centres of the nine days' circles (radius 14) and of the sun token (radius
    10) right of them, with room kept so that the token never covers day 9."""
    x, y, w, _h = lay.days
    step = (w - 80) / 9
    return [(x + 20 + (d + 0.5) * step, y + 46) for d in range(9)], (x + w - 30, y + 46)


def _draw_days(p: Painter, view: dict[str, Any], names: list[str], lay: Layout,
               opts: Options, regions: list[Region]) -> None:
    x, y, w, _h = lay.days
    _panel(p, lay.days, t("day", day=view["day"]))
    p.text(t("deck", n=view["deck"]), x + w - 12, y + 14, size=12, align="right")
    days, (sx, sy) = day_track(lay)
    for day, (dx, _dy) in enumerate(days, 1):
        current = day == view["day"]
        p.circle(dx, y + 46, 14, fill="#F2C94C" if current else "#FFFFFF",
                 stroke=INK if current else "#8A7A5E", line=2.5 if current else 1)
        p.text(str(day), dx, y + 46, size=12, bold=current)
        if view["time_corn"][day]:
            p.circle(dx + 10, y + 34, 5, fill=GOOD_COLOURS["corn"], stroke=INK, line=1)
    # moon tiles
    tiles = view["moon_tiles"]
    tile_step = (w - 40) / len(tiles)
    for tile in tiles:
        tx = x + 20 + tile["tile"] * tile_step + tile_step / 2
        ty = y + 110
        owner = tile["owner"]
        target = tile["tile"] in opts.moon_targets
        if target:
            p.rect(tx - 25, ty - 25, 50, 50, fill="#FFF3B0", stroke="#E0A800", radius=10,
                   line=3)
        # a dark tile with a moon, the reward's icon and amount (grey once taken)
        p.rect(tx - 20, ty - 20, 40, 40, fill="#2E3A59" if owner < 0 else "#6F6C78",
               stroke=INK, radius=7)
        p.ops.extend(icons.canvas_ops("moon", tx - 18, ty - 19, 13))
        p.ops.extend(icons.canvas_ops(reward_shape(tile["reward"]), tx - 12, ty - 9, 22))
        p.text(str(tile["reward"][1]), tx + 13, ty - 11, size=MIN_TEXT, bold=True,
               colour="#FFFFFF")
        if opts.hint_moon == tile["tile"]:
            p.rect(tx - 26, ty - 26, 52, 52, stroke=HINT, radius=10, line=4)
        if owner >= 0:
            p.player_mark(owner, tx + 16, ty - 16, 6)
        tip = (t("moon.tip", reward=moon_reward(tile["reward"]),
                 when=moon_when(tile["reward"], view["day"]))
               + (f" · {names[owner]}" if owner >= 0 else ""))
        regions.append(Region(tx - 22, ty - 22, 44, 44, "moon", tile["tile"], tip))
    holder = view["sun_holder"]
    if holder >= 0:
        p.text(t("start_player") + ": " + names[holder], x + 20, y + 150, size=12,
               align="left")
        p.circle(sx, sy, 10, fill="#F2C94C", stroke=INK)


def trail_pos(lay: Layout, field_no: int) -> tuple[float, float]:
    x, y, w, _h = lay.trail
    per_row = -(-(C.SUMMIT + 1) // lay.trail_rows)
    row, col = divmod(field_no, per_row)
    if row % 2:  # the trail snakes back
        col = per_row - 1 - col
    step = (w - 40) / per_row
    return x + 20 + col * step + step / 2, y + (80 if lay.trail_rows == 1 else 70) + row * 90


def _draw_trail(p: Painter, view: dict[str, Any], names: list[str], lay: Layout,
                regions: list[Region]) -> None:
    _panel(p, lay.trail, t("trail"))
    for f in range(C.SUMMIT + 1):
        fx, fy = trail_pos(lay, f)
        if f:
            px, py = trail_pos(lay, f - 1)
            p.line(px, py, fx, fy, colour="#A89274", width=4)
    for f in range(C.SUMMIT + 1):
        fx, fy = trail_pos(lay, f)
        special = {C.GRANARY: ("granary", GOOD_COLOURS["corn"]),
                   C.LLAMA_STABLE: ("stable", GOOD_COLOURS["llama"]),
                   C.SUMMIT: ("summit", "#9AA5B1")}.get(f)
        bonus_band = "#EFE3C4" if C.GRANARY <= f < C.LLAMA_STABLE else (
            "#E3D3A6" if C.LLAMA_STABLE <= f < C.SUMMIT else "#FFFFFF")
        p.circle(fx, fy, 17, fill=special[1] if special else bonus_band,
                 stroke=INK, line=2 if special else 1)
        p.text(str(f), fx, fy, size=12, bold=bool(special))
        if special:
            p.text(t(special[0]), fx, fy + 28, size=MIN_TEXT)
            regions.append(Region(fx - 17, fy - 17, 34, 34, "trail", f, t(special[0])))
    at: dict[int, list[int]] = {}
    for seat, info in enumerate(view["players"]):
        at.setdefault(info["scout"], []).append(seat)
    for f, seats in at.items():
        fx, fy = trail_pos(lay, f)
        for i, seat in enumerate(seats):
            p.player_mark(seat, fx - 8 + (i % 3) * 8, fy - 26 - (i // 3) * 11, 6)
        regions.append(Region(fx - 17, fy - 40, 34, 22, "scout", f,
                              ", ".join(t("scout", n=f) + f" ({names[s]})" for s in seats)))
