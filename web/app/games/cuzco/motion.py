"""What moves on the Cuzco map after an action (pure Python; see ``app.draw.motion``).

Everything is read from the difference between the views before and after: terrain
tiles drop onto the hexes whose height or top changed, an Inca walks hex by hex (the
``move`` event says which Inca went where), comes in from beyond the edge or walks out,
temples rise floor by floor, a pond fills, prestige markers slide along the track. Points
come from the board's layout (``board.top_centre``, ``board.corners``, ``board.footprint``
and ``board.track_marks``), at each hex's height.
"""

from __future__ import annotations

from typing import Any

from incagames.cuzco import hexgrid as H

from ...draw.canvas import PLAYER_COLOURS, Painter
from ...draw.motion import bfs_path, box, outward, patch, piece
from . import board
from .messages import t

_MIDDLE = (sum(board.centre(c)[0] for c in H.SITE_CELLS) / len(H.SITE_CELLS),
           sum(board.centre(c)[1] for c in H.SITE_CELLS) / len(H.SITE_CELLS))


def _inca_sprite(seat: int) -> Any:
    def draw(p: Painter, x: float, y: float) -> None:
        board.inca(p, seat, x, y, 0, selected=False)  # as the board draws it, no level
    return draw


def track_point(score: int, scores: list[int], seat: int) -> tuple[float, float]:
    """Where ``seat``'s marker stands on the prestige track when it has ``score`` and the
    others ``scores`` (as ``board`` draws it)."""
    return board.track_marks([score if s == seat else v for s, v in enumerate(scores)])[seat]


def _stand(view: dict[str, Any], cell: int) -> tuple[float, float]:
    """Where an Inca on ``cell`` stands: the middle of its top face."""
    return board.top_centre(cell, view["height"][cell])


def _moves(events: list[dict[str, Any]]) -> dict[int, int]:
    """Destination hex -> start hex of every Inca move among ``events``."""
    return {e["to"]: e["cell"] for e in events
            if e.get("kind") == "move" and isinstance(e.get("to"), int)
            and isinstance(e.get("cell"), int)}


def _terrain(before: dict[str, Any], after: dict[str, Any]) -> list[int]:
    return [c for c in range(H.N_CELLS)
            if (before["height"][c], before["top"][c]) != (after["height"][c], after["top"][c])
            and not after["pond"][c]]


def plan(before: dict[str, Any], after: dict[str, Any], events: list[dict[str, Any]],
         width: float = 0) -> list[dict[str, Any]]:
    """The sprites of an action (see ``app.draw.motion``)."""
    sprites: list[dict[str, Any]] = []
    for i, cell in enumerate(_terrain(before, after)):
        start = min(0.3, 0.1 * i)
        sprites.append(patch(board.footprint(cell, after["height"][cell], 1.04),
                             [(0, -2.2 * board.R), (0, 0)],
                             "drop", (start, start + 0.6)))
    for cell in range(H.N_CELLS):
        if after["pond"][cell] and not before["pond"][cell]:
            sprites.append(patch(board.footprint(cell, after["height"][cell]), [(0, 0)],
                                 "fade", (0.0, 0.6)))
        if after["temple"][cell] != before["temple"][cell] and after["temple"][cell]:
            sprites.append(patch(board.footprint(cell, after["height"][cell], 0.98), [(0, 0)],
                                 "rise", (0.1, 0.9)))
    return sprites + _inca_sprites(before, after, events) + _score_sprites(before, after)


def _inca_sprites(before: dict[str, Any], after: dict[str, Any],
                  events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    sprites = []
    moves = _moves(events)
    was, now = before["inca"], after["inca"]
    for cell in range(H.N_CELLS):
        seat = now[cell]
        if seat >= 0 and was[cell] != seat:
            start = moves.get(cell)
            if start is not None and was[start] == seat:
                cells = bfs_path(start, cell, H.NEIGHBOURS.__getitem__,
                                 lambda c, s=seat: _passable(before, c, s))
                path = [_stand(after, c) for c in cells]
                sprites.append(piece(_inca_sprite(seat), 16, path))
            else:  # in from beyond the edge
                end = _stand(after, cell)
                sprites.append(piece(_inca_sprite(seat), 16,
                                     [outward(end, _MIDDLE, 1.6 * board.R), end], "in"))
        seat = was[cell]
        if seat >= 0 and now[cell] != seat and cell not in moves.values():
            start = _stand(before, cell)
            sprites.append(piece(_inca_sprite(seat), 16,
                                 [start, outward(start, _MIDDLE, 1.6 * board.R)], "out"))
    return sprites


def _passable(view: dict[str, Any], cell: int, seat: int) -> bool:
    """Whether an Inca of ``seat`` walks over ``cell`` (terrain, no pond, temple or other
    player's Inca)."""
    return (view["top"][cell] > 0 and not view["pond"][cell] and not view["temple"][cell]
            and view["inca"][cell] in (-1, seat))


def _score_sprites(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, Any]]:
    old = [info["score"] for info in before["players"]]
    new = [info["score"] for info in after["players"]]
    moving = [s for s in range(len(new)) if s < len(old) and old[s] != new[s]]
    if not moving:
        return []
    sprites = []
    for seat in moving:
        # where the marker was, on the track as it is drawn now
        start = track_point(old[seat], [old[s] if s == seat else new[s]
                                        for s in range(len(new))], seat)
        end = track_point(new[seat], new, seat)
        sprites.append(piece(lambda p, x, y, s=seat: p.player_mark(s, x, y, 7), 10,
                             [start, end], "move", (0.45, 1.0),
                             hide=box(end[0] - 9, end[1] - 9, 18, 18)))
    return sprites


def places(before: dict[str, Any], after: dict[str, Any],
           events: list[dict[str, Any]]) -> list[int]:
    """The hexes an action changed, to outline as the seat's last move."""
    cells = _terrain(before, after)
    for cell in range(H.N_CELLS):
        if cell in cells:
            continue
        if (after["pond"][cell] != before["pond"][cell]
                or after["temple"][cell] != before["temple"][cell]
                or after["inca"][cell] != before["inca"][cell]):
            cells.append(cell)
    return cells


def highlight(p: Painter, view: dict[str, Any], cells: list[int], seat: int, width: float,
              strong: bool) -> None:
    """Outline ``cells`` in the seat's colour, with its mark by the first one."""
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    for cell in cells:
        if 0 <= cell < H.N_CELLS:
            face = board.corners(cell, 0.9, view["height"][cell])
            p.poly(face, stroke="#FFFFFF", line=7 if strong else 5)
            p.poly(face, stroke=colour, line=4 if strong else 2.5)
    if cells and 0 <= cells[0] < H.N_CELLS:
        x, y = _stand(view, cells[0])
        p.player_mark(seat, x + board.R * 0.55, y - board.R * 0.6, 8 if strong else 6,
                      outline="#FFFFFF")


def place_point(view: dict[str, Any], cell: int, width: float) -> tuple[float, float] | None:
    """The centre of a hex of ``places`` (to scroll a zoomed map to it)."""
    if isinstance(cell, int) and 0 <= cell < H.N_CELLS:
        return _stand(view, cell)
    return None


def gain_text(before: dict[str, Any], after: dict[str, Any], seat: int,
              names: list[str]) -> str:
    """Prestige gained by this move: the seat's own first, then anyone else's."""
    parts = []
    order = [seat] + [s for s in range(len(after["players"])) if s != seat]
    for s in order:
        if s >= len(before["players"]):
            continue
        gained = after["players"][s]["score"] - before["players"][s]["score"]
        if gained:
            text = t("recap.pp", n=gained)
            parts.append(text if s == seat else f"{names[s]} {text}")
    return ", ".join(parts)
