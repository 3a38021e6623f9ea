"""The Machu Picchu board's geometry: nothing covers a label, no text is too small.

The board is a display list (``board.draw``), so the test reads it like the canvas does:
every text's box (estimated from its font size, bounded by its max width) must stay clear
of every piece (circles and polygons: princes, Incas, bonus units, marks), at every
player count, in the wide and the tall layout, with the map as crowded as it can get.
"""

from __future__ import annotations

import colorsys
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app.games.cuzco import board as cz
from app.games.machupicchu import board
from app.games.machupicchu.board import Box

import incagames
from incagames.cuzco import hexgrid as H
from incagames.machupicchu import components as C

LAYOUTS = {"wide": board.WIDE, "tall": board.TALL, "phone": board.PHONE}
EM = 0.62
"""Average advance of a bold sans-serif character, in font sizes (digits ~0.56)."""


def crowded_view(players: int, prince_at: str) -> dict[str, Any]:
    """Every seat's prince in one district, 12 Incas of every seat everywhere, full
    bonus units, every moon tile taken: the most a district can hold."""
    view = incagames.new_game("machu-picchu", players, 1).view(None)
    for info in view["players"]:
        info["prince"] = prince_at
        info["incas"] = dict.fromkeys(info["incas"], 12)
        info["sun_clock"] = 12
        info["scout"] = C.GRANARY
    view["bonus"] = dict.fromkeys(view["bonus"], C.MAX_BONUS)
    return view


def _font_size(font: str) -> float:
    return float(next(part for part in font.split() if part.endswith("px"))[:-2])


def text_box(op: list[Any]) -> Box:
    _kind, text, x, y, font, _colour, align, baseline, max_width = op
    size = _font_size(font)
    width = EM * size * len(text)
    if max_width:
        width = min(width, max_width)
    left = {"center": x - width / 2, "left": x, "right": x - width}[align]
    top = y - size / 2 if baseline == "middle" else y - size
    return Box(left, top, width, size)


def piece_box(op: list[Any]) -> Box | None:
    if op[0] == "circle":
        _k, x, y, r, *_ = op
        return Box(x - r, y - r, 2 * r, 2 * r)
    if op[0] == "poly":
        xs, ys = op[1][0::2], op[1][1::2]
        return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    return None


def _draw(players: int, layout: str, prince_at: str, llama: bool) -> list[list[Any]]:
    view = crowded_view(players, prince_at)
    targets = dict.fromkeys(C.DISTRICTS, "llama" if llama else "free")
    ops, _regions = board.draw(view, [f"P{i}" for i in range(players)], LAYOUTS[layout],
                               board.Options(targets=targets))
    return ops


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_no_piece_covers_a_text_and_no_text_is_small(layout: str, players: int) -> None:
    for prince_at in C.DISTRICTS:
        ops = _draw(players, layout, prince_at, llama=prince_at == "sun_clock")
        for i, op in enumerate(ops):
            if op[0] != "text":
                continue
            assert _font_size(op[4]) >= board.MIN_TEXT, op[1]
            box = text_box(op)
            for j, other in enumerate(ops):
                piece = piece_box(other)
                if piece is None or not piece.overlaps(box):
                    continue
                # A piece drawn before the text and holding all of it is its background.
                background = j < i and box.inside(piece)
                assert background, f"{op[1]!r} at {box} meets {other[0]} {piece} " \
                    f"(princes at {prince_at})"


@pytest.mark.parametrize("layout", LAYOUTS)
def test_district_slots_fit_their_box_and_each_other(layout: str) -> None:
    lay = LAYOUTS[layout]
    mx, my, mw, mh = lay.map
    panel = Box(mx, my, mw, mh)
    slots = {d: board.district_slots(lay, d) for d in C.DISTRICTS}
    for d, s in slots.items():
        assert s.box.inside(panel), d
        parts = [s.name, Box(s.icon[0] - 12, s.icon[1] - 12, 24, 24)]
        parts += [s.prince_box(i) for i in range(len(s.princes))]
        parts += [s.bonus_box(i) for i in range(len(s.bonus))]
        parts += [s.inca_box(k) for k in range(len(s.incas))]
        assert len(s.princes) >= 5 and len(s.incas) >= 5
        for i, a in enumerate(parts):
            assert a.inside(s.box), (d, a)
            for b in parts[i + 1:]:
                assert not a.overlaps(b), (d, a, b)
        assert s.llama.inside(panel), d
        for other, o in slots.items():
            if other != d:
                assert not s.box.overlaps(o.box), (d, other)
                assert not s.llama.overlaps(o.box), (d, "llama badge", other)


# --- Cuzco: raised tiles ----------------------------------------------------------------

def _cells(row: int, *cols: int) -> list[int]:
    return [H.INDEX[(row, c)] for c in cols]


def stacked_view() -> dict[str, Any]:
    """A row of crop singles at levels 1..4, a triple (two villages and a crop, level 2)
    beside a double at the same level, a city with a value-6 temple, Incas on levels 0..4
    and every seat's score equal or one apart."""
    view = incagames.new_game("cuzco", 4, 1).view(None)
    n = len(view["height"])
    view.update(height=[0] * n, top=[0] * n, top_tile=[-1] * n, inca=[-1] * n,
                temple=[0] * n, disc=[0] * n, settlements=[])
    for level, cell in enumerate(_cells(6, 4, 6, 8, 10), start=1):
        view["height"][cell], view["top"][cell], view["top_tile"][cell] = level, 1, cell
    triple, double = _cells(4, 4, 6) + _cells(5, 5), _cells(4, 8, 10)
    for tile, cells in ((1000, triple), (1001, double)):
        for cell in cells:
            view["height"][cell], view["top"][cell], view["top_tile"][cell] = 2, 2, tile
    view["top"][triple[2]] = view["top"][double[1]] = 1
    view["temple"][triple[0]] = 6
    view["settlements"] = [{"cells": sorted(triple[:2] + double[:1]), "temple": triple[0],
                            "value": 6, "disc": False}]
    for seat, cell in enumerate(_cells(6, 4, 6, 8, 10)):
        view["inca"][cell] = seat
    view["inca"][_cells(8, 20)[0]] = 0
    for seat, score in enumerate((7, 7, 7, 8)):
        view["players"][seat]["score"] = score
    return view


def _cz_draw(view: dict[str, Any], **marks: Any) -> tuple[list[list[Any]], list[Any]]:
    return cz.draw(view, [f"P{i}" for i in range(4)], cz.Marks(**marks))


def _faces(ops: list[list[Any]], cell: int, h: int) -> list[int]:
    """Indices of the polygons drawn exactly as ``cell``'s top face at level ``h``."""
    want = [round(v, 1) for v in cz.corners(cell, 1.0, h)]
    return [i for i, op in enumerate(ops)
            if op[0] == "poly" and [round(v, 1) for v in op[1]] == want]


def _inside(px: float, py: float, pts: list[float]) -> bool:
    """Point in a convex polygon (the hex face), edges included."""
    n = len(pts) // 2
    signs = set()
    for i in range(n):
        ax, ay, bx, by = pts[2 * i], pts[2 * i + 1], pts[2 * (i + 1) % (2 * n)], \
            pts[(2 * (i + 1) + 1) % (2 * n)]
        cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
        if abs(cross) > 1e-6:
            signs.add(cross > 0)
    return len(signs) <= 1


def test_a_higher_level_stands_higher_and_never_leaves_its_hex() -> None:
    lifts = [cz.lift(h) for h in range(13)]
    assert lifts[0] == 0 and lifts == sorted(set(lifts))  # strictly higher, level by level
    assert cz.lift(99) < 0.75 * cz.R  # the ground centre stays on the raised face
    view = stacked_view()
    ops, _ = _cz_draw(view)
    tops = []
    for level, cell in enumerate(_cells(6, 4, 6, 8, 10), start=1):
        found = _faces(ops, cell, level)
        assert found, f"no top face for level {level}"
        tops.append(min(ops[found[0]][1][1::2]))
    assert tops == sorted(tops, reverse=True) and len(set(tops)) == 4


def test_back_rows_are_drawn_before_front_rows() -> None:
    view = stacked_view()
    ops, _ = _cz_draw(view)
    order = [_faces(ops, c, view["height"][c])[0]
             for c in range(len(view["height"])) if view["height"][c]]
    rows = [H.CELLS[c][0] for c in range(len(view["height"])) if view["height"][c]]
    assert [r for _, r in sorted(zip(order, rows, strict=True))] == sorted(rows)


def test_every_hex_is_clicked_where_it_is_drawn() -> None:
    view = stacked_view()
    _, regions = _cz_draw(view)
    for cell in range(len(view["height"])):
        x, y = cz.top_centre(cell, view["height"][cell])
        # The ground centre (what the e2e clicks), the face's middle and its far edge,
        # where a raised face covers the hex behind it.
        for point in (cz.centre(cell), (x, y), (x, y - 0.7 * cz.R)):
            hit = next((r for r in regions if r.contains(*point)), None)
            assert hit is not None and hit.key == cell, (cell, point)


def test_each_tile_is_outlined_as_one_piece() -> None:
    view = stacked_view()
    ops, _ = _cz_draw(view)
    segs = [tuple(round(v, 1) for v in op[1][i:i + 4])
            for op in ops if op[0] == "lines" and op[2] == cz.EDGE
            for i in range(0, len(op[1]), 4)]
    edges = {frozenset([s[:2], s[2:]]) for s in segs}

    def side(a: int, b: int) -> frozenset[tuple[float, ...]]:
        """The face side of ``a`` (at its level) that ``b`` lies across."""
        k = cz._NEIGHBOURS[a].index(b)
        pts = [round(v, 1) for v in cz.corners(a, 1.0, view["height"][a])]
        return frozenset([tuple(pts[2 * k:2 * k + 2]),
                          tuple(pts[(2 * k + 2) % 12:(2 * k + 2) % 12 + 2])])

    t0, t1, t2 = _cells(4, 4, 6) + _cells(5, 5)
    d0, _d1 = _cells(4, 8, 10)
    assert side(t0, t1) not in edges and side(t1, t2) not in edges  # inside the triple
    assert side(t1, d0) in edges  # the same level, another tile: its edge shows


def test_incas_stand_on_their_top_face_in_their_seats_colour() -> None:
    view = stacked_view()
    ops, _ = _cz_draw(view)
    for cell, seat in enumerate(view["inca"]):
        if seat < 0:
            continue
        h = view["height"][cell]
        face = cz.corners(cell, 1.0, h)
        colour = cz.PLAYER_COLOURS[seat]
        bodies = [op for op in ops if op[0] == "poly" and op[2] == colour
                  and len(op[1]) == 8 and _inside(op[1][0], op[1][1] - 2, face)]
        assert bodies, (cell, seat)
        x, y = cz.top_centre(cell, h)
        feet = max(bodies[0][1][1::2])
        assert feet == pytest.approx(y + cz.INCA_FOOT)
        assert _inside(x, feet, face)


def test_a_temple_shows_one_floor_per_two_of_value() -> None:
    view = stacked_view()
    ops, _ = _cz_draw(view)
    cell = _cells(4, 4)[0]
    x, y = cz.top_centre(cell, 2)
    parts = [op for op in ops if op[0] == "rect" and op[6] == cz.INK
             and abs(op[1] + op[3] / 2 - x) < 0.01 and y - cz.R < op[2] < y + cz.R]
    floors = [op for op in parts if op[5] != cz.TEMPLE_PLAQUE]
    assert len(floors) == 3
    assert [f[3] for f in floors] == sorted((f[3] for f in floors), reverse=True)
    # Its value (6) on the gold plaque under it, as the legend says: not a bare number.
    (plaque,) = [op for op in parts if op[5] == cz.TEMPLE_PLAQUE]
    value = next(op for op in ops if op[0] == "text" and op[1] == "6"
                 and abs(op[2] - x) < 0.01)
    assert Box(value[2] - 0.1, value[3] - 0.1, 0.2, 0.2).inside(
        Box(plaque[1], plaque[2], plaque[3], plaque[4]))
    assert plaque[2] > floors[0][2]  # under the pyramid


def test_score_markers_and_their_values_never_overlap() -> None:
    for scores in ((0, 0, 0, 0), (7, 7, 7, 8), (0, 1, 2, 3), (49, 50, 12, 13)):
        view = stacked_view()
        for seat, score in enumerate(scores):
            view["players"][seat]["score"] = score
        ops, _ = _cz_draw(view)
        start = next(i for i, op in enumerate(ops) if op[0] == "text"
                     and op[1] == cz.t("score_track"))
        marks = [piece_box(op) or Box(*op[1:5]) for op in ops[start:]
                 if op[0] in ("circle", "poly") or (op[0] == "rect" and op[5] in cz.PLAYER_COLOURS)]
        labels = [text_box(op) for op in ops[start:] if op[0] == "text"
                  and op[1] in {str(s) for s in scores} and op[6] == "left"]
        assert len(marks) == 4 and len(labels) == 4, scores
        things = marks + labels
        for i, a in enumerate(things):
            assert a.inside(Box(0, cz.LEGEND_Y + 8, cz.WIDTH, cz.HEIGHT)), (scores, a)
            for b in things[i + 1:]:
                assert not a.overlaps(b), (scores, a, b)


def test_an_incas_level_reads_as_a_level_and_cities_wear_no_players_colour() -> None:
    """The digit at an Inca's feet comes after a step symbol (it read as a count), and a
    city's outline is far from every seat's colour (purple read as a player's)."""
    view = stacked_view()
    ops, _ = _cz_draw(view)
    for cell, seat in enumerate(view["inca"]):
        h = view["height"][cell]
        if seat < 0 or not h:
            continue
        x, y = cz.top_centre(cell, h)
        digit = next(i for i, op in enumerate(ops) if op[0] == "text" and op[1] == str(h)
                     and abs(op[3] - (y + cz.INCA_FOOT - 4)) < 0.01 and op[2] > x)
        step = ops[digit - 1]
        assert step[0] == "poly" and step[2] == cz.INK and len(step[1]) == 6
        assert max(step[1][0::2]) < ops[digit][2]

    def hue(colour: str) -> float:
        r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
        return colorsys.rgb_to_hls(r, g, b)[0] * 360

    # the outline is the city's own terracotta, darker: not a seat's purple or pink
    assert abs(hue(cz.CITY_LINE) - hue(cz.CITY_TOPS[0])) < 15


def _road_meets_box(a: tuple[float, float], b: tuple[float, float], box: Box) -> bool:
    """Whether the straight road a-b passes over ``box`` (a few units of margin)."""
    x0, y0, x1, y1 = box.x - 3, box.y - 3, box.x + box.w + 3, box.y + box.h + 3
    dx, dy = b[0] - a[0], b[1] - a[1]
    low, high = 0.0, 1.0
    for p, q in ((-dx, a[0] - x0), (dx, x1 - a[0]), (-dy, a[1] - y0), (dy, y1 - a[1])):
        if p == 0:
            if q < 0:
                return False
        elif p < 0:
            low = max(low, q / p)
        else:
            high = min(high, q / p)
    return low < high


def _crosses(a: Any, b: Any, c: Any, d: Any) -> bool:
    def side(p: Any, q: Any, r: Any) -> float:
        return (r[1] - p[1]) * (q[0] - p[0]) - (q[1] - p[1]) * (r[0] - p[0])
    return (side(a, c, d) > 0) != (side(b, c, d) > 0) and (side(a, b, c) > 0) != (side(a, b, d) > 0)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_roads_run_between_districts_and_never_cross(layout: str) -> None:
    """A road is drawn straight from district to district: it must not pass under a third
    district (it would read as leading there) nor cross another road (a junction that is
    not one)."""
    lay = LAYOUTS[layout]
    centres = {d: board.centre(lay, d) for d in C.DISTRICTS}
    boxes = {d: board.district_slots(lay, d).box for d in C.DISTRICTS}
    for a, b in C.EDGES:
        for d, box in boxes.items():
            if d not in (a, b):
                assert not _road_meets_box(centres[a], centres[b], box), (a, b, "under", d)
    for i, (a, b) in enumerate(C.EDGES):
        for c, d in C.EDGES[i + 1:]:
            if len({a, b, c, d}) == 4:
                assert not _crosses(centres[a], centres[b], centres[c], centres[d]), \
                    ((a, b), (c, d))
