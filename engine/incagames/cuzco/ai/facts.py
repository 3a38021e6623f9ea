"""What Cuzco's evaluation reads off a position before it weighs anything: the temple a
city allows, the festival points of cards, villages and cities with their rims, pond
groups and holes (worked out once per terrain and kept with the engine's terrain), and
the standings in a city (rulebook: "Building or expanding a Temple", "Organizing a
Festival", "Grand final scoring").
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .. import components as C
from .. import hexgrid as H

if TYPE_CHECKING:
    from ..state import CuzcoState

TEMPLE_CAP = (0, 0, 2, 2, 4, 4, 6, 6, 8, 8, 10)
"""Largest temple value a village or city of n hexes allows (n <= 10)."""


def best_value(current: int, size: int, floors: dict[int, int]) -> int:
    """The highest temple value above ``current`` a city of ``size`` hexes allows with the
    floors left (every floor in between is needed); ``current`` when none."""
    best = current
    top = TEMPLE_CAP[min(size, 10)]
    for v in C.TEMPLE_VALUES:
        if v <= current:
            continue
        if v > top or not floors[v]:
            break
        best = v
    return best


def festival_points(card: int, relics: tuple[int, ...]) -> int:
    """A card's festival points (FP): its relics that the face-up card asks for."""
    return sum(1 for r in C.FESTIVAL_CARDS[card] if r in relics)


def face_up_relics(s: CuzcoState) -> tuple[int, ...]:
    return C.FESTIVAL_CARDS[s.discard[-1]] if s.discard else ()


_FP_BY_FACE_UP = tuple(tuple(festival_points(card, C.FESTIVAL_CARDS[face_up])
                             for card in range(len(C.FESTIVAL_CARDS)))
                       for face_up in range(len(C.FESTIVAL_CARDS)))
_NO_FP = (0,) * len(C.FESTIVAL_CARDS)


def card_points(s: CuzcoState) -> tuple[int, ...]:
    """Every card's festival points for the face-up card (a table, for hot loops)."""
    return _FP_BY_FACE_UP[s.discard[-1]] if s.discard else _NO_FP


def festivals_left(s: CuzcoState) -> bool:
    """Can a festival still be held: a temple without its solar disc, or floors left for
    a new temple."""
    if s.floors[C.TEMPLE_VALUES[0]] > 0:
        return True
    return any(v and not d for v, d in zip(s.shared_temple, s.shared_disc, strict=True))


# ----------------------------------------------------------------------- terrain cache
class Terrain:
    """What depends only on the terrain and the ponds: villages and cities, pond groups
    with their surroundings, and holes where a pond tile would be enclosed at once."""

    __slots__ = ("comp_of", "comps", "gates", "holes", "pond_groups", "rims")

    def __init__(self, top: list[int], pond: list[bool], comps: list[list[int]],
                 comp_of: list[int]) -> None:
        n = H.N_CELLS
        nb = H.NEIGHBOURS
        self.comps = comps
        """Villages and cities (the engine's, in the order of their first hex)."""
        self.comp_of = comp_of
        rims = []
        for comp in comps:
            rim = set()
            for a in comp:
                for b in nb[a]:
                    if top[b] and comp_of[b] < 0:
                        rim.add(b)
            rims.append(tuple(sorted(rim)))
        self.rims = rims
        """Terrain hexes beside each village or city, outside it: one AP from it."""
        self.gates = [any(a in H.ENTRY_COST for a in comp) for comp in comps]
        """Whether an Inca can be brought straight into the village or city."""
        groups: list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = []
        seen = [False] * n
        near_pond = [False] * n
        for start in [c for c, p in enumerate(pond) if p]:
            if seen[start]:
                continue
            seen[start] = True
            cells, around, empty = [start], set(), set()
            stack = [start]
            while stack:
                a = stack.pop()
                for b in nb[a]:
                    if pond[b]:
                        if not seen[b]:
                            seen[b] = True
                            cells.append(b)
                            stack.append(b)
                    elif top[b]:
                        around.add(b)
                    else:
                        empty.add(b)
                        near_pond[b] = True
            groups.append((tuple(cells), tuple(sorted(around)), tuple(sorted(empty))))
        self.pond_groups = groups
        holes: list[tuple[int, tuple[int, ...]]] = []
        for c in _POND_CELLS:
            if top[c] or pond[c] or near_pond[c]:
                continue
            if all(top[b] for b in nb[c]):
                holes.append((c, nb[c]))
        self.holes = holes


_POND_CELLS = tuple(sorted(c for c in H.SITE_CELLS if c not in H.BORDER_HEXES))
"""Site hexes that may take a pond tile (never along the border)."""


def terrain(s: CuzcoState) -> Terrain:
    """The terrain facts of a position, kept with the engine's terrain (which clones and
    equal boards share, see ``cuzco/terrain.py``)."""
    t = s.terrain()
    info = t.memo.get("evaluation")
    if info is None:
        info = t.memo["evaluation"] = Terrain(s.shared_top, s.shared_pond, t.components(),
                                              t.label())
    return info  # type: ignore[no-any-return]


def open_ponds(s: CuzcoState, info: Terrain
               ) -> Iterator[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """The pond groups still to be enclosed that have hexes not yet scored: (hexes not
    yet scored, terrain hexes around, empty hexes around)."""
    scored = s.shared_pond_scored
    for cells, around, empty in info.pond_groups:
        if not empty:
            continue
        fresh = sum(1 for c in cells if not scored[c])
        if fresh:
            yield fresh, around, empty


# ----------------------------------------------------------------------- standings
def ranked(cells: tuple[int, ...], inca: list[int], height: list[int]
           ) -> list[tuple[tuple[int, ...], int]]:
    """(standing, seat) of every seat with an Inca on these cells, best first; a standing
    is the seat's heights highest first and compares as in the rulebook."""
    by: dict[int, list[int]] = {}
    for c in cells:
        q = inca[c]
        if q >= 0:
            if q in by:
                by[q].append(height[c])
            else:
                by[q] = [height[c]]
    if not by:
        return []
    out = [(tuple(sorted(h, reverse=True)), q) for q, h in by.items()]
    out.sort(reverse=True)
    return out


def places(order: list[tuple[tuple[int, ...], int]]) -> tuple[list[int], list[int]]:
    """The seats in 1st and in 2nd place (ties share a place)."""
    if not order:
        return [], []
    top = order[0][0]
    first = [q for k, q in order if k == top]
    rest = order[len(first):]
    if not rest:
        return first, []
    nxt = rest[0][0]
    return first, [q for k, q in rest if k == nxt]


def strict_highest(order: list[tuple[tuple[int, ...], int]]) -> int:
    """The seat strictly in the highest position (who may build or expand), else -1."""
    if not order:
        return -1
    if len(order) > 1 and order[1][0] == order[0][0]:
        return -1
    return order[0][1]
