"""Placing a Terrain (rulebook: "Placing a Terrain"): which terrain may be placed, where
it may go and at what price in action points, and laying it on the site.

Placing is two decisions (a ruling, see ``state.py``): ``choose_terrain``, then
``place`` with the hexes and which of them is the village. The price of every placement
on a terrain is worked out once and shared (``terrain.py``); the Incas standing on the
site and the action points left are checked here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import catalog as K
from . import components as C
from . import hexgrid as H
from .ponds import score_ponds

if TYPE_CHECKING:
    from .state import CuzcoState
    from .terrain import Terrain

_TILE_SIZE = C.TILE_SIZE
MAX_PLACE_AP = C.PLACE_AP + C.OVERFLOW_AP * 3
"""The dearest placement: a triple overflowing onto three ring cells."""


def tile_count(s: CuzcoState, p: int, tile: str) -> int:
    """How many terrains of this kind ``p`` may still place (triples are common)."""
    if tile == "triple":
        return s.triples
    if tile == "double":
        return s.doubles[p]
    return s.singles_village[p] if tile == "single_village" else s.singles_crop[p]


def placement_cost(s: CuzcoState, cells: tuple[int, ...]) -> int:
    """AP of a placement, or -1 when the cells cannot take a terrain now."""
    height, pond, inca, temple = s.shared_height, s.shared_pond, s.inca, s.shared_temple
    h = height[cells[0]]
    overflow = 0
    for c in cells:
        if height[c] != h or pond[c] or inca[c] >= 0 or temple[c]:
            return -1
        if h == 0 and c in H.BORDER_CELLS:
            overflow += 1
    if h:
        top_tile, tiles = s.shared_top_tile, s.shared_tile_cells
        tile = top_tile[cells[0]]
        if len(cells) > 1:
            if all(top_tile[c] == tile for c in cells) and tiles[tile] == cells:
                return -1  # exactly atop a terrain of the same shape
        elif len(tiles[tile]) == 1:
            return -1
    return C.PLACE_AP + C.OVERFLOW_AP * overflow


def placement_problem(s: CuzcoState, cells: tuple[int, ...], village: int) -> str | None:
    """Why a terrain cannot go on these cells now (None when it can): ``pond``,
    ``inca``, ``temple``, ``uneven`` (it would hang over a gap), ``same_shape``,
    ``two_cities`` or ``ap``. The UI shows it while a player hovers the map."""
    for key, blocked in (("pond", s.shared_pond), ("temple", s.shared_temple)):
        if any(blocked[c] for c in cells):
            return key
    if any(s.inca[c] >= 0 for c in cells):
        return "inca"
    if len({s.shared_height[c] for c in cells}) > 1:
        return "uneven"
    cost = placement_cost(s, cells)
    if cost < 0:
        return "same_shape"
    if s.terrain().joins(cells, village):
        return "two_cities"
    return "ap" if cost > s.ap else None


def ring_cells(s: CuzcoState, cells: tuple[int, ...]) -> int:
    """How many of ``cells`` are forest or mountain cells still at ground level: a
    placement pays ``C.OVERFLOW_AP`` for each (it overflows the site)."""
    height = s.shared_height
    return sum(1 for c in cells if c in H.BORDER_CELLS and height[c] == 0)


def place_price(s: CuzcoState, a: Action) -> tuple[dict[str, int], str | None]:
    """A place action's price (``ap``, and ``ring``: the cells it overflows onto) and
    ``placement_problem``'s reason, for a preview; nothing for hexes no terrain covers."""
    cells, village = a.get("cells"), a.get("village")
    if not isinstance(cells, tuple) or cells not in H.PLACEMENT_INDEX.get(len(cells), ()):
        return {}, None
    ring = ring_cells(s, cells)
    costs = {"ap": C.PLACE_AP + C.OVERFLOW_AP * ring}
    if ring:
        costs["ring"] = ring
    problem = placement_problem(s, cells, village) if isinstance(village, int) else None
    return costs, problem


def placements(s: CuzcoState, p: int, tile: str) -> list[Action]:
    """Every place action of ``tile`` now, in ``hexgrid.PLACEMENTS`` order."""
    t = s.tracked_terrain()
    size = _TILE_SIZE[tile]
    at = H.PLACEMENTS_AT[size]
    blocked = {i for cells in s.inca_cells for c in cells for i in at[c]}
    danger = t.danger_at(size)
    actions = K.PLACE[tile]
    ap = s.ap
    out: list[Action] = []
    for i, cost in enumerate(t.costs[size]):
        if cost < 0 or cost > ap or i in blocked:
            continue
        if i in danger:
            out += t.place_actions(tile, i)
        else:
            out += actions[i]
    return out


def can_place(s: CuzcoState, tile: str) -> bool:
    """Is there a place for ``tile`` now (AP and Incas too)? Placements are looked
    for by cost, cheapest first (``list.index`` finds them)."""
    t = s.tracked_terrain()
    size = _TILE_SIZE[tile]
    costs = t.costs[size]
    shapes = H.PLACEMENTS[size]
    inca = s.inca
    danger = None
    for cost in range(C.PLACE_AP, min(s.ap, MAX_PLACE_AP) + 1):
        i = -1
        while True:
            try:
                i = costs.index(cost, i + 1)
            except ValueError:
                break
            for c in shapes[i]:
                if inca[c] >= 0:
                    break
            else:
                if danger is None:
                    danger = t.danger_at(size)
                if i not in danger or t.place_actions(tile, i):
                    return True
    return False


def can_place_any(s: CuzcoState, p: int) -> bool:
    """Can ``p`` place some terrain now (else the turn starts without the mandatory
    placement)?"""
    return any(tile_count(s, p, t) and can_place(s, t) for t in C.TILES)


def terrain_choices(s: CuzcoState, p: int) -> list[Action]:
    """The ``choose_terrain`` actions: each terrain ``p`` has left and can place."""
    if s.ap < C.PLACE_AP:
        return []
    return [K.CHOOSE[tile] for tile in C.TILES if tile_count(s, p, tile) and can_place(s, tile)]


def choose_allowed(s: CuzcoState, a: Action, t: Terrain) -> bool:
    tile = a.get("tile")
    return (isinstance(tile, str) and tile in K.CHOOSE and K.CHOOSE[tile] == a
            and s.ap >= C.PLACE_AP and bool(tile_count(s, s.turn_player, tile))
            and can_place(s, tile))


def place_allowed(s: CuzcoState, a: Action, t: Terrain) -> bool:
    """Is ``a`` one of the place actions of the chosen terrain (checked for its cells
    only)?"""
    tile = s.phase[1]
    size = _TILE_SIZE[tile]
    cells = a.get("cells")
    i = H.PLACEMENT_INDEX[size].get(cells) if isinstance(cells, tuple) else None
    if i is None:
        return False
    cost = t.costs[size][i]
    inca = s.inca
    if cost < 0 or cost > s.ap or any(inca[c] >= 0 for c in H.PLACEMENTS[size][i]):
        return False
    return any(option == a for option in t.place_actions(tile, i))


def apply_choose_terrain(s: CuzcoState, action: Action) -> None:
    s.phase = ("place", action["tile"], s.phase[0] == "start")


def apply_place(s: CuzcoState, action: Action) -> None:
    """Lay the chosen terrain; placing the last triple starts the end of the game."""
    p = s.turn_player
    tile = s.phase[1]
    cells = action["cells"]
    village = action["village"]
    s.ap -= placement_cost(s, cells)
    if tile == "triple":
        s.triples -= 1
    elif tile == "double":
        s.doubles[p] -= 1
    elif tile == "single_village":
        s.singles_village[p] -= 1
    else:
        s.singles_crop[p] -= 1
    s.lay_terrain(cells, village)
    s.placed = True
    s.phase = ("main",)
    s.events.append({"kind": "place", "seat": p, "tile": tile, "cells": list(cells),
                     "village": village})
    score_ponds(s)
    if tile == "triple" and s.triples == 0:
        s.last_triple_by = p
        n = s.num_players
        s.final_queue = [(p + k) % n for k in range(1, n)]
        s.events.append({"kind": "last_triple", "seat": p})
