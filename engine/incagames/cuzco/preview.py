"""What an action would cost the deciding seat and why it is refused, told before it is
played (``core.state.Preview``), so the UI shows prices and refusals on the map.

A screen asks this for every placement through a hovered hex and every move target
of a selected Inca, so each answer checks that one action only and never lists the
others; it changes nothing (derived data aside, as any query may work it out).
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
