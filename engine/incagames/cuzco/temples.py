"""Building or expanding a Temple (rulebook: "Building or expanding a Temple"): only the
player strictly highest in a village or city may, up to a value the city's size and the
floors left allow; each temple at most once a turn, for half its new value in PP.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import catalog as K
from . import components as C
from .site import hex_param, highest

if TYPE_CHECKING:
    from .state import CuzcoState
    from .terrain import Terrain


def affordable_values(s: CuzcoState, current: int, size: int) -> list[int]:
    """Temple values above ``current`` allowed by the city size and the floors left
    (every floor between the current and the new value is needed)."""
    out = []
    for v in C.TEMPLE_VALUES:
        if v <= current:
            continue
        if v > size or not s.floors[v]:
            break
        out.append(v)
    return out


def temple_actions(s: CuzcoState, p: int, t: Terrain, mine: list[int],
                   out: list[Action]) -> None:
    """Build and expand actions of ``p`` in the villages and cities ``mine`` (indices in
    the terrain's components where ``p`` has an Inca)."""
    if s.ap < C.TEMPLE_AP:
        return
    comps = t.components()
    temples = t.temple_cells()
    for r in mine:
        comp = comps[r]
        if highest(s, comp) != p:
            continue
        temple = temples[r]
        size = len(comp)
        if temple < 0:
            _build_actions(s, comp, out)
        elif temple not in s.temple_changed:
            expand = K.EXPAND[temple]
            out += [expand[v] for v in affordable_values(s, s.shared_temple[temple], size)]


def _build_actions(s: CuzcoState, comp: list[int], out: list[Action]) -> None:
    """A temple of each affordable value on each hex of a village without an Inca."""
    values = affordable_values(s, 0, len(comp))
    if values:
        for cell in comp:
            if s.inca[cell] < 0:
                build = K.BUILD[cell]
                out += [build[v] for v in values]


def temple_allowed(s: CuzcoState, a: Action, t: Terrain) -> bool:
    """Build and expand, checked for the one village or city the action names."""
    cell, value = hex_param(a.get("cell")), a.get("value")
    if cell < 0 or s.ap < C.TEMPLE_AP or value not in C.TEMPLE_VALUES:
        return False
    r = t.label()[cell]
    if r < 0:
        return False
    comp = t.components()[r]
    temple = t.temple_cells()[r]
    if a.kind == "build_temple":
        if temple >= 0 or s.inca[cell] >= 0 or K.BUILD[cell][value] != a:
            return False
        current = 0
    else:
        if temple != cell or cell in s.temple_changed or K.EXPAND[cell][value] != a:
            return False
        current = s.shared_temple[cell]
    return highest(s, comp) == s.turn_player and value in affordable_values(s, current, len(comp))


def _set_temple(s: CuzcoState, p: int, cell: int, value: int, kind: str) -> None:
    """Raise the temple on ``cell`` to ``value`` (a solar disc on it goes back)."""
    old = s.shared_temple[cell]
    for v in C.TEMPLE_VALUES:
        if old < v <= value:
            s.floors[v] -= 1
    s.set_temple(cell, value)
    s.temple_changed.add(cell)
    if s.shared_disc[cell]:
        s.take_disc(cell)
        s.discs += 1
    s.ap -= C.TEMPLE_AP
    pp = value // 2
    s.scores[p]["temples"] += pp
    s.events.append({"kind": kind, "seat": p, "cell": cell, "value": value, "pp": pp})


def apply_build_temple(s: CuzcoState, action: Action) -> None:
    _set_temple(s, s.turn_player, action["cell"], action["value"], "build_temple")


def apply_expand_temple(s: CuzcoState, action: Action) -> None:
    _set_temple(s, s.turn_player, action["cell"], action["value"], "expand_temple")
