"""Board animation plans, shared by both games (pure Python, no browser API).

After an action the final board is painted at once; each game's ``motion.py`` then works
out, from the views before and after and the action's events, a few *sprites*: a piece
drawn once (a small display list) or a patch of the final picture (a clip polygon), each
with the path it travels and the area where the final picture shows it (``hide``).
``web/motion.js`` builds the animation's base from the final picture with those areas
taken from the picture before the action (no second drawing in Python), tweens the
sprites over it with requestAnimationFrame and ends on the final picture, so Python is
never called per frame.

A sprite is a JSON-ready dict: ``fx`` (move, in, out, drop, rise, fade), ``path`` (board
points; for a clip, offsets of the patch), ``t`` (its part of the whole animation, 0..1),
``hide`` (a polygon, possibly empty) and either ``ops`` with ``half`` (drawn around (half,
half)) or ``clip`` (a polygon).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from .canvas import Painter

MAX_MS = 900
"""The longest an animation lasts, whatever the pace."""
SHARE = 0.8
"""An animation lasts this share of the pace, so it ends before the next AI move."""

Point = tuple[float, float]


def duration(pace: int, reduced: bool) -> int:
    """Milliseconds an action's animation lasts: none at pace 0 or with reduced motion."""
    if reduced or pace <= 0:
        return 0
    return int(min(MAX_MS, pace * SHARE))


def plan_for(game: Any, before: dict[str, Any], after: dict[str, Any],
             events: list[dict[str, Any]], width: float, pace: int,
             reduced: bool) -> tuple[int, list[dict[str, Any]]]:
    """(milliseconds, sprites) of an action for a game's ``motion`` module: nothing to
    play at pace 0 or with reduced motion (not even worked out)."""
    ms = duration(pace, reduced)
    if not ms:
        return 0, []
    sprites = game.plan(before, after, events, width)
    return (ms if sprites else 0), sprites


def box(x: float, y: float, w: float, h: float) -> list[float]:
    """A rectangle as a polygon (for ``hide``)."""
    return [x, y, x + w, y, x + w, y + h, x, y + h]


def piece(draw: Callable[[Painter, float, float], None], half: float,
          path: Sequence[Point], fx: str = "move", t: tuple[float, float] = (0.0, 1.0),
          hide: Sequence[float] | None = None) -> dict[str, Any]:
    """A sprite of a piece drawn by ``draw(p, x, y)`` around its centre, moving along
    ``path``; where it ends is shown as before until it arrives (``hide``, by default
    the piece's square; nothing for a piece that leaves)."""
    p = Painter()
    draw(p, half, half)
    if hide is None:
        x, y = path[-1]
        hide = [] if fx == "out" else box(x - half, y - half, 2 * half, 2 * half)
    return {"fx": fx, "ops": p.ops, "half": half, "t": list(t),
            "path": [[round(x, 1), round(y, 1)] for x, y in path],
            "hide": [round(v, 1) for v in hide]}


def patch(clip: Sequence[float], path: Sequence[Point], fx: str = "drop",
          t: tuple[float, float] = (0.0, 1.0)) -> dict[str, Any]:
    """A sprite cut from the final picture inside the polygon ``clip`` (flat x, y
    pairs), shifted by the offsets of ``path`` (the last one is normally (0, 0)); the
    polygon shows the picture before the action until the patch arrives."""
    clip = [round(v, 1) for v in clip]
    return {"fx": fx, "clip": clip, "hide": clip, "t": list(t),
            "path": [[round(x, 1), round(y, 1)] for x, y in path]}


def bfs_path(start: Any, goal: Any, neighbours: Callable[[Any], Sequence[Any]],
             passable: Callable[[Any], bool]) -> list[Any]:
    """The shortest path from ``start`` to ``goal`` through passable nodes (both ends
    included); just the two ends when there is none."""
    if start == goal:
        return [start]
    previous: dict[Any, Any] = {start: None}
    frontier = [start]
    while frontier:
        nxt = []
        for node in frontier:
            for other in neighbours(node):
                if other in previous or (other != goal and not passable(other)):
                    continue
                previous[other] = node
                if other == goal:
                    path = [goal]
                    while previous[path[-1]] is not None:
                        path.append(previous[path[-1]])
                    return path[::-1]
                nxt.append(other)
        frontier = nxt
    return [start, goal]


def outward(point: Point, centre: Point, distance: float) -> Point:
    """``point`` pushed ``distance`` away from ``centre`` (where a piece enters from)."""
    dx, dy = point[0] - centre[0], point[1] - centre[1]
    norm = math.hypot(dx, dy) or 1.0
    return point[0] + dx / norm * distance, point[1] + dy / norm * distance
