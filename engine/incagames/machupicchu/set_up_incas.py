"""Two districts to set up Incas: at the Watchman's Hut (farmers, shepherds) and the Royal
Palace (coca planters, potters, weavers) the Prince's seat pays each occupation's two goods
and places an Inca from its supply; at most one Inca per occupation and visit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import components as C
from .actions import DONE, act
from .bank import pay

if TYPE_CHECKING:
    from .state import MachuPicchuState

HUTS = {C.DISTRICT_INDEX[d]: occ for d, occ in C.SETUP_DISTRICT_OCCUPATIONS.items()}
"""District -> the occupations set up there."""


def can_set_up(s: MachuPicchuState, p: int, occ: int) -> bool:
    g = s.goods[p]
    cost = C.SETUP_COST[occ]
    return s.supply[p] > 0 and all(g[k] >= cost[k] for k in range(5))


def enter_hut(s: MachuPicchuState, p: int, d: int) -> None:
    if any(can_set_up(s, p, o) for o in HUTS[d]):
        s.queue.insert(0, ("set_up", p, d, 0))


def legal_set_up(s: MachuPicchuState, task: tuple) -> list[Action]:
    _, p, hut, used = task
    out = [act("set_up", "occupation", C.OCCUPATIONS[o]) for o in HUTS[hut]
           if not used & (1 << o) and can_set_up(s, p, o)]
    return [*out, DONE]


def cost_set_up(s: MachuPicchuState, task: tuple, action: Action) -> dict[str, int]:
    if action.kind == "done":
        return {}
    cost = C.SETUP_COST[C.OCCUPATION_INDEX[action["occupation"]]]
    return {C.GOODS[k]: n for k, n in enumerate(cost) if n}


def apply_set_up(s: MachuPicchuState, task: tuple, action: Action) -> None:
    _, p, hut, used = task
    if action.kind == "done":
        return
    occ = C.OCCUPATION_INDEX[action["occupation"]]
    for k, c in enumerate(C.SETUP_COST[occ]):
        if c:
            pay(s, p, k, c)
    s.supply[p] -= 1
    s.incas[p][occ] += 1
    s.events.append({"kind": "set_up", "seat": p, "occupation": C.OCCUPATIONS[occ]})
    used |= 1 << occ
    if any(not used & (1 << o) and can_set_up(s, p, o) for o in HUTS[hut]):
        s.queue.insert(0, ("set_up", p, hut, used))
