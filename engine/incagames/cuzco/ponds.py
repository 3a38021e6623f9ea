"""Setting up an Irrigation Pond (rulebook: "Setting up an Irrigation Pond"): where a
pond may go, and the prestige a pond earns once terrain surrounds it completely.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import catalog as K
from . import components as C
from . import hexgrid as H
from .site import hex_param, highest

if TYPE_CHECKING:
    from .state import CuzcoState
    from .terrain import Terrain


def pond_actions(s: CuzcoState, t: Terrain, out: list[Action]) -> None:
    """Where a pond may go now (``Terrain.pond_actions``), while ponds and AP last."""
    if s.ponds and s.ap >= C.POND_AP:
        out += t.pond_actions()


def pond_allowed(s: CuzcoState, a: Action, t: Terrain) -> bool:
    cell = hex_param(a.get("cell"))
    return (bool(s.ponds) and s.ap >= C.POND_AP and cell in H.SITE_CELLS
            and cell not in H.BORDER_HEXES and s.shared_height[cell] == 0
            and not s.shared_pond[cell] and s.shared_top[cell] == 0 and K.POND[cell] == a)


def apply_pond(s: CuzcoState, action: Action) -> None:
    p = s.turn_player
    cell = action["cell"]
    s.ap -= C.POND_AP
    s.ponds -= 1
    s.set_up_pond(cell)
    s.events.append({"kind": "pond", "seat": p, "cell": cell})
    score_ponds(s)


def score_ponds(s: CuzcoState) -> None:
    """A pond (connected pond hexes) scores 3 PP per new hex when it is first
    completely surrounded by terrain, for the highest Inca on the terrain around it.
    The terrain knows its enclosed ponds (``Terrain.closed_ponds``)."""
    for pond, around in s.tracked_terrain().closed_ponds():
        fresh = [c for c in pond if not s.shared_pond_scored[c]]
        if not fresh:
            continue
        for c in fresh:
            s.mark_pond_scored(c)
        winner = highest(s, around)
        pp = C.POND_PP * len(fresh) if winner >= 0 else 0
        if winner >= 0:
            s.scores[winner]["ponds"] += pp
        s.events.append({"kind": "pond_scored", "seat": winner, "hexes": len(fresh),
                         "pp": pp})
