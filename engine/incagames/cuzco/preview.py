"""What an action would cost the deciding seat and why it is refused, told before it is
played (``core.state.Preview``), so the UI shows prices and refusals on the map.

A screen asks this for every placement through a hovered hex and every move target
of a selected Inca, so each answer checks that one action only and never lists the
others; it changes nothing (derived data aside, as any query may work it out).
``placement_refusal`` picks what the map shows on a hovered hex where the chosen terrain
cannot go.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.state import Preview
from . import components as C
from . import hexgrid as H
from .incas import move_cost
from .placement import place_price
from .site import hex_param

if TYPE_CHECKING:
    from .state import CuzcoState

_FIXED_AP = {"build_temple": C.TEMPLE_AP, "expand_temple": C.TEMPLE_AP, "pond": C.POND_AP,
             "draw": C.DRAW_AP}
"""Action kind -> AP it spends, for kinds of a fixed price."""


def preview(s: CuzcoState, action: object) -> Preview:
    """The costs of ``action`` and its problem: for a placement the reason
    ``placement_problem`` gives, else "illegal" when it is not legal now."""
    if not isinstance(action, Action):
        return Preview({}, "illegal")
    if action.kind == "place":
        costs, problem = place_price(s, action)
    else:
        costs, problem = _ap_costs(s, action), None
    if problem is None and (s.ending or not s.is_legal(action)):
        problem = "illegal"
    return Preview(costs, problem)


def _ap_costs(s: CuzcoState, a: Action) -> dict[str, int]:
    """The AP an action other than a placement spends (none when it spends none)."""
    kind = a.kind
    if kind == "move":
        seat = s.current_player
        ap = None if seat is None else move_cost(s, a.get("cell"), a.get("to"), seat)
    elif kind in ("enter", "leave"):
        ap = H.ENTRY_COST.get(hex_param(a.get("cell")))
    else:
        ap = _FIXED_AP.get(kind)
    return {} if ap is None else {"ap": ap}


REFUSALS = ("pond", "temple", "inca", "two_cities", "same_shape", "uneven", "ap")
"""The reasons a placement is refused, farthest from legal first: a pond or a temple is
never covered, an Inca can move away, AP come with the next turn."""


def placement_refusal(s: CuzcoState, cell: int) -> tuple[tuple[int, ...], str] | None:
    """Why the chosen terrain cannot go on the map through ``cell``: of the placements
    through that hex (the village on it, if the terrain has one) the one closest to legal
    by ``REFUSALS`` and its reason, the first one of those equally close; None when no
    terrain is being placed or none through ``cell`` is refused for such a reason.
    The map shows it while a player hovers a hex."""
    if s.phase[0] != "place" or not isinstance(cell, int):
        return None
    tile = s.phase[1]
    village = cell if C.TILE_VILLAGES[tile] else -1
    best: tuple[tuple[int, ...], str] | None = None
    rank = -1
    for cells in H.PLACEMENTS[C.TILE_SIZE[tile]]:
        if cell not in cells:
            continue
        problem = preview(s, Action("place", cells=cells, village=village)).problem
        if problem in REFUSALS and REFUSALS.index(problem) > rank:
            best, rank = (cells, problem), REFUSALS.index(problem)
    return best
