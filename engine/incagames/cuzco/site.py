"""The Cuzco site's villages and cities (rulebook: glossary; "Building or expanding a
Temple" for the highest position): connected village hexes, the temple of a city, and
who stands highest in one.

The villages and cities are worked out once per terrain (``terrain.py``); these
functions read them for one state, whose Incas give the standings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import components as C
from . import hexgrid as H

if TYPE_CHECKING:
    from .state import CuzcoState
    from .terrain import Terrain


def rank_key(heights: list[int]) -> tuple[int, ...]:
    """A player's standing in a city or around a pond: heights of their Incas, highest
    first. Compared as tuples, the longer list wins when one is a prefix of the other."""
    return tuple(sorted(heights, reverse=True))


def rank_groups(incas: dict[int, list[int]]) -> list[list[int]]:
    """Players grouped by equal standing, best group first."""
    keys = sorted({rank_key(h) for h in incas.values()}, reverse=True)
    return [[p for p in sorted(incas) if rank_key(incas[p]) == k] for k in keys]


def hex_param(value: Any) -> int:
    """An action's hex parameter as a hex number, or -1 when it names no hex."""
    return value if isinstance(value, int) and 0 <= value < H.N_CELLS else -1


def components(s: CuzcoState) -> list[list[int]]:
    """Villages and cities: connected village hexes (a temple hex counts), in the
    order of their first hex. Worked out once per terrain (``terrain.py``)."""
    return [comp[:] for comp in s.terrain().components()]


def component_of(s: CuzcoState, cell: int) -> list[int]:
    """The village or city covering ``cell``."""
    t = s.terrain()
    r = t.label()[cell] if isinstance(cell, int) and 0 <= cell < H.N_CELLS else -1
    if r < 0:
        return next(c for c in components(s) if cell in c)
    return t.components()[r][:]


def temple_of(s: CuzcoState, comp: list[int]) -> int:
    """The temple cell of a city, -1 for a village."""
    return next((c for c in comp if s.shared_temple[c]), -1)


def standings(s: CuzcoState, cells: list[int]) -> dict[int, list[int]]:
    """Heights of each player's Incas on these cells."""
    out: dict[int, list[int]] = {}
    for c in cells:
        q = s.inca[c]
        if q >= 0:
            out.setdefault(q, []).append(s.shared_height[c])
    return out


def highest(s: CuzcoState, cells: list[int]) -> int:
    """The player strictly in the highest position, or -1 (nobody or a tie)."""
    groups = rank_groups(standings(s, cells))
    return groups[0][0] if groups and len(groups[0]) == 1 else -1


def settlements_of(s: CuzcoState, p: int, t: Terrain) -> list[int]:
    """Villages and cities (indices in the terrain's components) where ``p`` has an
    Inca, in order."""
    top = s.shared_top
    label = None
    out: list[int] = []
    for c in s.inca_cells[p]:
        if top[c] == C.VILLAGE:
            if label is None:
                label = t.label()
            if label[c] not in out:
                out.append(label[c])
    out.sort()
    return out
