"""Moving Incas (rulebook: "Moving Incas"): bringing them into the site and out of it
through its edge, and moving them across the terrain.

An Inca crosses terrain without a temple or a pond and not held by another player's
Inca; moving inside a region of one terrain kind is free, each step into a neighbouring
region costs 1 AP (``regions.Regions``, shared by every state on the same terrain).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import catalog as K
from . import hexgrid as H
from .site import hex_param

if TYPE_CHECKING:
    from .regions import Regions
    from .state import CuzcoState
    from .terrain import Terrain


def others(s: CuzcoState, p: int) -> tuple[tuple[int, ...], ...]:
    """Hexes of the other players' Incas, per player (an Inca of ``p`` cannot cross
    them)."""
    cells = s.inca_cells
    return tuple(cells[:p] + cells[p + 1:])


def inca_regions(s: CuzcoState, p: int) -> Regions:
    """Hexes an Inca of ``p`` may cross, grouped into same-terrain regions. They depend
    on the terrain and on where other players' Incas stand (``terrain.py``)."""
    return s.tracked_terrain().regions(others(s, p))


def move_costs(s: CuzcoState, start: int, p: int,
               regions: Regions | None = None) -> dict[int, int]:
    """Cheapest AP from ``start`` to every free hex the Inca may stop on."""
    s.terrain()
    reg = regions or inca_regions(s, p)
    inca = s.inca
    return {c: d for c, d in reg.reach(reg.label[start]) if inca[c] < 0}


def move_cost(s: CuzcoState, start: object, to: object, p: int) -> int | None:
    """``move_costs(s, start, p)[to]`` without listing every destination (a preview
    asks for one), or None when no Inca of ``p`` could move so."""
    cell, dest = hex_param(start), hex_param(to)
    if cell < 0 or dest < 0 or s.inca[dest] >= 0:
        return None
    s.terrain()
    reg = inca_regions(s, p)
    label = reg.label
    if label[cell] < 0 or label[dest] < 0:
        return None
    return reg.depth(label[cell]).get(label[dest])


def inca_actions(s: CuzcoState, p: int, t: Terrain, out: list[Action]) -> None:
    """Enter, leave and move actions of ``p``, in that order."""
    _entry_actions(s, p, t, out)
    if s.inca_cells[p]:
        _move_actions(s, p, out)


def _entry_actions(s: CuzcoState, p: int, t: Terrain, out: list[Action]) -> None:
    """Enter through each free edge hex (leave where ``p``'s own Inca stands) while
    ``p`` has Incas off the site, else leave through each edge hex ``p`` holds."""
    ap = s.ap
    if s.off_board[p]:
        # Every entry hex in order, less those with an Inca (``p`` may take its own
        # out there): the few occupied ones are found by set intersection.
        where, enter = t.entry_table(ap)
        taken = [(where[c], c, q) for q, cells in enumerate(s.inca_cells)
                 for c in where.keys() & cells]
        if taken:
            taken.sort()
            start = 0
            for i, c, q in taken:
                out += enter[start:i]
                if q == p:
                    out.append(K.LEAVE[c])
                start = i + 1
            out += enter[start:]
        else:
            out += enter
    else:
        cost = H.ENTRY_COST
        out += [K.LEAVE[c] for c in s.inca_cells[p] if cost.get(c, 99) <= ap]


def _move_actions(s: CuzcoState, p: int, out: list[Action]) -> None:
    """Every move of an Inca of ``p`` within the AP left, Inca by Inca, in hex order."""
    ap = s.ap
    inca = s.inca
    reg = inca_regions(s, p)
    label = reg.label
    known = reg.known_dests
    moves = K.MOVES
    append = out.append
    for c in s.inca_cells[p]:
        dests = known.get((label[c], ap))
        if dests is None:
            dests = reg.dests(label[c], ap)
        row = moves[c]
        for d in dests:  # a plain loop: a comprehension costs more for a few hexes
            if inca[d] < 0:
                append(row[d])


def move_allowed(s: CuzcoState, a: Action, t: Terrain) -> bool:
    """Is ``a`` a move of the deciding player's Inca within reach (that Inca only)?"""
    p = s.turn_player
    cell, to = hex_param(a.get("cell")), hex_param(a.get("to"))
    if cell < 0 or to < 0 or s.inca[cell] != p or s.inca[to] >= 0 or K.MOVES[cell][to] != a:
        return False
    reg = inca_regions(s, p)
    label = reg.label
    cost = reg.depth(label[cell]).get(label[to])
    return cost is not None and cost <= s.ap


def entry_allowed(s: CuzcoState, a: Action, t: Terrain) -> bool:
    """Enter and leave: through a hex on the edge of the site, paying its entry cost."""
    p = s.turn_player
    cell = hex_param(a.get("cell"))
    cost = H.ENTRY_COST.get(cell)
    if cost is None or cost > s.ap:
        return False
    q = s.inca[cell]
    if a.kind == "leave":
        return q == p and K.LEAVE[cell] == a
    return (bool(s.off_board[p]) and q < 0 and bool(s.shared_top[cell])
            and not s.shared_temple[cell] and K.ENTER[cell] == a)


def apply_enter(s: CuzcoState, action: Action) -> None:
    p = s.turn_player
    cell = action["cell"]
    s.ap -= H.ENTRY_COST[cell]
    s.off_board[p] -= 1
    s.put_inca(cell, p)
    s.events.append({"kind": "enter", "seat": p, "cell": cell, "ap": H.ENTRY_COST[cell]})


def apply_leave(s: CuzcoState, action: Action) -> None:
    p = s.turn_player
    cell = action["cell"]
    s.ap -= H.ENTRY_COST[cell]
    s.off_board[p] += 1
    s.put_inca(cell, -1)
    s.events.append({"kind": "leave", "seat": p, "cell": cell, "ap": H.ENTRY_COST[cell]})


def apply_move(s: CuzcoState, action: Action) -> None:
    p = s.turn_player
    (_, start), (_, dest) = action.params  # ("cell", hex), ("to", hex)
    reg = inca_regions(s, p)
    label = reg.label
    cost = reg.depth(label[start])[label[dest]]
    s.ap -= cost
    s.move_inca(p, start, dest)
    s.events.append({"kind": "move", "seat": p, "cell": start, "to": dest, "ap": cost})
