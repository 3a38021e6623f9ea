"""Sun Clock: the Prince's seat may move one of its Incas there until the night, when it
returns to the supply for 3 different goods (3 corn count as one) and 3 steps. On day 9,
which has no night, it pays at once and stays."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..core.actions import Action
from . import components as C
from .actions import DONE, act
from .bank import gain, per_unit
from .incatrail import move_scout

if TYPE_CHECKING:
    from .state import MachuPicchuState

SUN_CLOCK = C.DISTRICT_INDEX["sun_clock"]
SUN_CLOCK_SLOT = 5
"""incas[p] holds Incas per occupation (0..4) and, at index 5, those at the Sun Clock."""
_GOODS_CHOICES = tuple(combinations(range(5), C.SUN_CLOCK_GOODS))


def enter_sun_clock(s: MachuPicchuState, p: int) -> None:
    if any(s.incas[p][:5]):
        s.queue.insert(0, ("sun_clock", p))


def legal_sun_clock(s: MachuPicchuState, task: tuple) -> list[Action]:
    incas = s.incas[task[1]]
    out = [act("sun_clock", "occupation", C.OCCUPATIONS[o]) for o in range(5) if incas[o]]
    return [*out, DONE]


def apply_sun_clock(s: MachuPicchuState, task: tuple, action: Action) -> None:
    p = task[1]
    if action.kind == "done":
        return
    occ = C.OCCUPATION_INDEX[action["occupation"]]
    s.incas[p][occ] -= 1
    s.incas[p][SUN_CLOCK_SLOT] += 1
    s.events.append({"kind": "sun_clock", "seat": p, "occupation": C.OCCUPATIONS[occ]})
    if s.day == C.LAST_DAY:
        # Day 9: the Sun Clock pays at once; the Inca stays until the end.
        s.queue.insert(0, ("sun_goods", p))
        move_scout(s, p, C.SUN_CLOCK_STEPS, "sun_clock")


def auto_night_sun(s: MachuPicchuState, task: tuple) -> None:
    """At night the Incas at the Sun Clock go back to the supply, each paying out."""
    p = task[1]
    count = s.incas[p][SUN_CLOCK_SLOT]
    if not count:
        return
    s.incas[p][SUN_CLOCK_SLOT] = 0
    s.supply[p] += count
    s.events.append({"kind": "sun_clock_return", "seat": p, "count": count})
    s.queue[0:0] = [("sun_goods", p)] * count
    move_scout(s, p, C.SUN_CLOCK_STEPS * count, "sun_clock")


def legal_sun_goods(s: MachuPicchuState, task: tuple) -> list[Action]:
    return [Action("take_goods", goods=tuple(C.GOODS[k] for k in combo))
            for combo in _GOODS_CHOICES]


def apply_sun_goods(s: MachuPicchuState, task: tuple, action: Action) -> None:
    p = task[1]
    for name in action["goods"]:
        k = C.GOOD_INDEX[name]
        gain(s, p, k, per_unit(k))
    s.events.append({"kind": "sun_goods", "seat": p, "goods": list(action["goods"])})
