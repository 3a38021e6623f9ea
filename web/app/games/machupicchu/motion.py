"""What moves on the Machu Picchu board after an action (pure Python; see ``app.draw.motion``).

Read from the difference between the views before and after: a Prince walks the paths
between districts, Incas arrive in a district (from the Prince's district, or from one
district to the Sun Clock and back), bonus goods leave the district and produced goods
rise from the producers, a scout steps field by field along the Incatrail, a moon tile
is taken. Points come from the board's layout (``district_slots``, ``centre`` and the
trail's field positions).
"""

from __future__ import annotations

from typing import Any

from incagames.machupicchu import components as C

from ...draw.canvas import INK, PLAYER_COLOURS, Painter
from ...draw.motion import bfs_path, box, piece
from . import board
from .words import amount

_ADJACENT: dict[str, list[str]] = {}
for _a, _b in C.EDGES:
    _ADJACENT.setdefault(_a, []).append(_b)
    _ADJACENT.setdefault(_b, []).append(_a)
GOOD_DISTRICT = {C.GOODS[C.OCCUPATION_GOOD[i]]: C.OCCUPATION_DISTRICT[occ]
                 for i, occ in enumerate(C.OCCUPATIONS)}
"""The production district of each good."""
DISTRICT_GOOD = {d: g for g, d in GOOD_DISTRICT.items()}

Point = tuple[float, float]


def _prince(seat: int) -> Any:
    def draw(p: Painter, x: float, y: float) -> None:
        p.poly([x - 5, y + 10, x, y - 4, x + 5, y + 10], fill=PLAYER_COLOURS[seat], stroke=INK)
        p.player_mark(seat, x, y - 6, 5)
    return draw


def _mark(seat: int, r: float = 6.5) -> Any:
    return lambda p, x, y: p.player_mark(seat, x, y, r)


def _good(good: str, count: int) -> Any:
    def draw(p: Painter, x: float, y: float) -> None:
        p.circle(x - 6, y, 7, fill=board.GOOD_COLOURS[good], stroke=INK, line=1)
        p.text(f"+{count}", x + 9, y, size=12, bold=True)
    return draw


def prince_point(lay: board.Layout, view: dict[str, Any], seat: int) -> Point | None:
    """The centre of ``seat``'s Prince as drawn, or None while it is off the map."""
    d = view["players"][seat]["prince"]
    if d not in C.DISTRICTS:
        return None
    here = [s for s, info in enumerate(view["players"]) if info["prince"] == d]
    px, py = board.district_slots(lay, d).princes[here.index(seat)]
    return px + 5, py + 4


def _count(info: dict[str, Any], d: str) -> int:
    occ = C.DISTRICT_OCCUPATION.get(d)
    return info["incas"][occ] if occ else info["sun_clock"] if d == "sun_clock" else 0


def inca_point(lay: board.Layout, view: dict[str, Any], seat: int, d: str) -> Point:
    """Where ``seat``'s Incas in district ``d`` are drawn (the next free slot if none)."""
    k = sum(1 for s, info in enumerate(view["players"]) if s < seat and _count(info, d))
    slots = board.district_slots(lay, d).incas
    return slots[min(k, len(slots) - 1)]


def scout_point(lay: board.Layout, view: dict[str, Any], seat: int, field: int) -> Point:
    here = [s for s, info in enumerate(view["players"]) if info["scout"] == field]
    i = here.index(seat) if seat in here else len(here)
    fx, fy = board.trail_pos(lay, field)
    return fx - 8 + (i % 3) * 8, fy - 26 - (i // 3) * 11


def moon_point(lay: board.Layout, view: dict[str, Any], tile: int) -> Point:
    """The owner's mark on moon tile ``tile`` (as the board's day panel draws it)."""
    x, y, w, _h = lay.days
    step = (w - 40) / len(view["moon_tiles"])
    return x + 20 + tile * step + step / 2 + 16, y + 110 - 16


def plan(before: dict[str, Any], after: dict[str, Any], events: list[dict[str, Any]],
         width: float) -> list[dict[str, Any]]:
    """The sprites of an action (see ``app.draw.motion``)."""
    lay = board.layout_for(width)
    sprites: list[dict[str, Any]] = []
    for seat in range(min(len(before["players"]), len(after["players"]))):
        sprites += _prince_sprites(lay, before, after, seat)
        sprites += _inca_sprites(lay, before, after, seat)
        sprites += _scout_sprites(lay, before, after, seat)
    sprites += _moon_sprites(lay, before, after)
    sprites += _goods_sprites(lay, before, after, events)
    return sprites


def _prince_sprites(lay: board.Layout, before: dict[str, Any], after: dict[str, Any],
                    seat: int) -> list[dict[str, Any]]:
    old, new = before["players"][seat]["prince"], after["players"][seat]["prince"]
    end = prince_point(lay, after, seat)
    if old == new or end is None:
        return []
    start = prince_point(lay, before, seat)
    if start is None:  # the first move: the Prince steps onto the map
        return [piece(_prince(seat), 14, [(end[0], end[1] - 40), end], "in")]
    route = bfs_path(old, new, lambda d: _ADJACENT.get(d, []), lambda d: True)
    path = [start] + [board.centre(lay, d) for d in route[1:-1]] + [end]
    return [piece(_prince(seat), 14, path)]


def _inca_sprites(lay: board.Layout, before: dict[str, Any], after: dict[str, Any],
                  seat: int) -> list[dict[str, Any]]:
    was, now = before["players"][seat], after["players"][seat]
    places = [*C.DISTRICT_OCCUPATION, "sun_clock"]
    gone = [d for d in places if _count(now, d) < _count(was, d)]
    came = [d for d in places if _count(now, d) > _count(was, d)]
    sprites = []
    for d in came:
        end = inca_point(lay, after, seat, d)
        if gone:
            start = inca_point(lay, before, seat, gone.pop(0))
        else:
            start = prince_point(lay, after, seat) or (end[0], end[1] - 40)
        sprites.append(piece(_mark(seat), 10, [start, end], "move", (0.3, 1.0),
                             hide=box(end[0] - 8, end[1] - 8, 38, 16)))  # mark and count
    for d in gone:  # back to the seat's supply
        start = inca_point(lay, before, seat, d)
        sprites.append(piece(_mark(seat), 10, [start, (start[0], start[1] - 30)], "out"))
    return sprites


def _scout_sprites(lay: board.Layout, before: dict[str, Any], after: dict[str, Any],
                   seat: int) -> list[dict[str, Any]]:
    old, new = before["players"][seat]["scout"], after["players"][seat]["scout"]
    if old == new or not (0 <= old <= C.SUMMIT and 0 <= new <= C.SUMMIT):
        return []
    step = 1 if new > old else -1
    path = [scout_point(lay, before, seat, old)]
    path += [(x - 8, y - 26) for x, y in
             (board.trail_pos(lay, f) for f in range(old + step, new, step))]
    path.append(scout_point(lay, after, seat, new))
    return [piece(_mark(seat, 6), 10, path, "move", (0.2, 1.0))]


def _moon_sprites(lay: board.Layout, before: dict[str, Any],
                  after: dict[str, Any]) -> list[dict[str, Any]]:
    sprites = []
    old = {tile["tile"]: tile["owner"] for tile in before["moon_tiles"]}
    for tile in after["moon_tiles"]:
        seat = tile["owner"]
        if seat < 0 or old.get(tile["tile"]) == seat:
            continue
        end = moon_point(lay, after, tile["tile"])
        start = prince_point(lay, after, seat) or (end[0], end[1] - 40)
        tx, ty = end[0] - 16, end[1] + 16  # the whole tile turns over when the mark lands
        sprites.append(piece(_mark(seat, 6), 10, [start, end],
                             hide=box(tx - 24, ty - 24, 48 + 10, 48)))
    return sprites


def _goods_sprites(lay: board.Layout, before: dict[str, Any], after: dict[str, Any],
                   events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Bonus goods lifted from the district; produced goods rising from the producers."""
    sprites = []
    for d, units in before["bonus"].items():
        left = after["bonus"].get(d, 0)
        occ = C.DISTRICT_OCCUPATION.get(d)
        if left >= units or not occ:
            continue
        good = DISTRICT_GOOD.get(d, "corn")
        for i in range(left, min(units, C.MAX_BONUS)):
            bx, by = board.district_slots(lay, d).bonus[i]
            sprites.append(piece(_good(good, 1), 22, [(bx + 6, by), (bx + 6, by - 34)], "out"))
    for event in events:
        if event.get("kind") != "produce" or event.get("good") not in GOOD_DISTRICT:
            continue
        seat = event.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < len(after["players"]):
            continue
        x, y = inca_point(lay, after, seat, GOOD_DISTRICT[event["good"]])
        sprites.append(piece(_good(event["good"], int(event.get("count", 1))), 22,
                             [(x + 6, y), (x + 6, y - 40)], "out", (0.2, 1.0)))
    return sprites


def places(before: dict[str, Any], after: dict[str, Any],
           events: list[dict[str, Any]]) -> list[list[Any]]:
    """What an action changed, to outline as the seat's last move: districts ("d"),
    moon tiles ("m"), trail fields ("s")."""
    out: list[list[Any]] = []
    for seat in range(min(len(before["players"]), len(after["players"]))):
        was, now = before["players"][seat], after["players"][seat]
        if now["prince"] != was["prince"] and now["prince"] in C.DISTRICTS:
            out.append(["d", now["prince"]])
        for d in [*C.DISTRICT_OCCUPATION, "sun_clock"]:
            if _count(now, d) > _count(was, d) and ["d", d] not in out:
                out.append(["d", d])
        if now["scout"] != was["scout"]:
            out.append(["s", now["scout"]])
    old = {tile["tile"]: tile["owner"] for tile in before["moon_tiles"]}
    out += [["m", tile["tile"]] for tile in after["moon_tiles"]
            if tile["owner"] >= 0 and old.get(tile["tile"]) != tile["owner"]]
    return out


def highlight(p: Painter, view: dict[str, Any], marks: list[list[Any]], seat: int,
              width: float, strong: bool) -> None:
    """Outline the places of a seat's move in its colour, with its mark on each."""
    lay = board.layout_for(width)
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    line = 4 if strong else 2.5
    for kind, key in marks:
        if kind == "d" and key in C.DISTRICTS:
            box = board.district_slots(lay, key).box
            p.rect(box.x - 5, box.y - 5, box.w + 10, box.h + 10, stroke="#FFFFFF", radius=13,
                   line=line + 3)
            p.rect(box.x - 5, box.y - 5, box.w + 10, box.h + 10, stroke=colour, radius=13,
                   line=line)
            x, y = box.x - 3, box.y - 3
        elif kind == "m" and isinstance(key, int) and 0 <= key < len(view["moon_tiles"]):
            x, y = moon_point(lay, view, key)
            p.circle(x - 16, y + 16, 25, stroke=colour, line=line)
            continue
        elif kind == "s" and isinstance(key, int) and 0 <= key <= C.SUMMIT:
            fx, fy = board.trail_pos(lay, key)
            p.circle(fx, fy, 20, stroke=colour, line=line)
            x, y = fx - 17, fy - 17
        else:
            continue
        p.player_mark(seat, x, y, 7 if strong else 6, outline="#FFFFFF")


def place_point(view: dict[str, Any], place: list[Any], width: float) -> Point | None:
    """The middle of a place of ``places`` (to scroll a zoomed board to it)."""
    lay = board.layout_for(width)
    kind, key = place
    if kind == "d" and key in C.DISTRICTS:
        return board.centre(lay, key)
    if kind == "m" and isinstance(key, int):
        x, y = moon_point(lay, view, key)
        return x - 16, y + 16
    if kind == "s" and isinstance(key, int) and 0 <= key <= C.SUMMIT:
        return board.trail_pos(lay, key)
    return None


def gain_text(before: dict[str, Any], after: dict[str, Any], seat: int,
              names: list[str]) -> str:
    """The goods the move gained or spent ("+2 corn, -1 llama"): Machu Picchu's victory
    points stay hidden in the players' hands until the end."""
    if seat >= min(len(before["players"]), len(after["players"])):
        return ""
    was, now = before["players"][seat]["goods"], after["players"][seat]["goods"]
    parts = []
    for good in C.GOODS:
        diff = now.get(good, 0) - was.get(good, 0)
        if diff:
            parts.append(("+" if diff > 0 else "−") + amount(abs(diff), good))
    return ", ".join(parts)
