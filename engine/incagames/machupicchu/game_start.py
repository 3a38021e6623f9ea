"""Game start: each seat sets up its first Inca, then the Princes take turns. On a turn a
Prince moves to an adjacent district, or pays 1 llama to move to any other, or stays and
takes a Moon Tile (which triggers nothing)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import components as C
from .actions import act
from .bank import pay
from .city_districts import enter
from .day_and_night import stay_costs, take_moon_tile

if TYPE_CHECKING:
    from .state import MachuPicchuState

_ANYWHERE = [act("move", "district", d) for d in C.DISTRICTS]


def legal_first_inca(s: MachuPicchuState, task: tuple) -> list[Action]:
    return [act("place_inca", "occupation", o) for o in C.OCCUPATIONS]


def apply_first_inca(s: MachuPicchuState, task: tuple, action: Action) -> None:
    p = task[1]
    occ = C.OCCUPATION_INDEX[action["occupation"]]
    s.supply[p] -= 1
    s.incas[p][occ] += 1
    s.checkpoint_no += 1
    s.events.append({"kind": "place_inca", "seat": p, "occupation": C.OCCUPATIONS[occ]})


def is_far(here: int, dest: int) -> bool:
    """Whether a move costs a llama: not the first placement and not to a neighbour."""
    return here >= 0 and dest not in C.NEIGHBOURS[here]


def legal_turn(s: MachuPicchuState, task: tuple) -> list[Action]:
    """The first turn places the Prince anywhere for free."""
    p = task[1]
    here = s.princes[p]
    if here < 0:
        return _ANYWHERE[:]
    near = C.NEIGHBOURS[here]
    can_pay = s.goods[p][C.LLAMA] >= C.MOVE_COST_LLAMAS
    out = [act("move", "district", C.DISTRICTS[d]) for d in range(len(C.DISTRICTS))
           if d != here and (d in near or can_pay)]
    out += [act("stay", "tile", t) for t, owner in enumerate(s.moon_owner) if owner < 0]
    return out


def cost_turn(s: MachuPicchuState, task: tuple, action: Action) -> dict[str, int]:
    p = task[1]
    if action.kind == "stay":
        return stay_costs(s, p, action["tile"])
    if is_far(s.princes[p], C.DISTRICT_INDEX[action["district"]]):
        return {"llama": C.MOVE_COST_LLAMAS}
    return {}


def apply_turn(s: MachuPicchuState, task: tuple, action: Action) -> None:
    p = task[1]
    s.turn_player = p
    after = ("end_turn", p)
    if action.kind == "stay":
        s.queue.insert(0, after)
        take_moon_tile(s, p, action["tile"])
        return
    dest = C.DISTRICT_INDEX[action["district"]]
    paid = 0
    if is_far(s.princes[p], dest):
        paid = C.MOVE_COST_LLAMAS
        pay(s, p, C.LLAMA, paid)
    s.princes[p] = dest
    s.events.append({"kind": "move", "seat": p, "district": C.DISTRICTS[dest], "llamas": paid})
    s.queue.insert(0, after)
    enter(s, p, dest)
