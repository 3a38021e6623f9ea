"""The Machu Picchu board's geometry: nothing covers a label, no text is too small.

The board is a display list (``board.draw``), so the test reads it like the canvas does:
every text's box (estimated from its font size, bounded by its max width) must stay clear
of every piece (circles and polygons: princes, Incas, bonus units, marks), at every
player count, in the wide and the tall layout, with the map as crowded as it can get.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app.games.machupicchu import board
from app.games.machupicchu.board import Box

import incagames
from incagames.machupicchu import components as C

LAYOUTS = {"wide": board.WIDE, "tall": board.TALL}
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
