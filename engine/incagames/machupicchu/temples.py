"""Four districts to sacrifice (4 temples): the Prince who enters takes the temple stones
(3 steps each); then in seat order each Priest or Virgin of that temple may sacrifice a
llama for the lowest visible number of steps, and at the Main Temple every seat may offer
different goods (3 corn count as one) for 2 steps each."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..core.actions import Action
from . import components as C
from .actions import act
from .bank import pay, per_unit
from .incatrail import move_scout

if TYPE_CHECKING:
    from .state import MachuPicchuState

MAIN_TEMPLE = C.DISTRICT_INDEX[C.MAIN_TEMPLE]
TEMPLE_ROW = {C.DISTRICT_INDEX[d]: r for d, r in C.TEMPLE_ROW.items()}


def max_sacrifice(s: MachuPicchuState, p: int, row: int) -> int:
    return min(s.priests[p][row], s.goods[p][C.LLAMA])


def offerable(s: MachuPicchuState, p: int) -> list[int]:
    """The goods seat p holds at least one unit of."""
    g = s.goods[p]
    return [k for k in range(5) if g[k] >= per_unit(k)]


def enter_temple(s: MachuPicchuState, p: int, d: int, stones: int) -> None:
    """The stones move the Prince's Scout; the seats that can then sacrifice (summit
    draws from those steps come first)."""
    s.events.append({"kind": "temple_stones", "seat": p, "count": stones})
    if d == MAIN_TEMPLE:
        tasks = [("offer", q) for q in s.seat_order(p) if offerable(s, q)]
    else:
        row = TEMPLE_ROW[d]
        tasks = [("sacrifice", q, row) for q in s.seat_order(p) if max_sacrifice(s, q, row) > 0]
    s.queue[0:0] = tasks
    move_scout(s, p, stones * C.STEPS_PER_TEMPLE_STONE, "temple")


def sacrifice_open(s: MachuPicchuState, task: tuple) -> bool:
    """A seat's turn to sacrifice is skipped when it has no llama left by then."""
    return max_sacrifice(s, task[1], task[2]) > 0


def legal_sacrifice(s: MachuPicchuState, task: tuple) -> list[Action]:
    top = max_sacrifice(s, task[1], task[2])
    return [act("sacrifice", "count", k) for k in range(top + 1)]


def cost_sacrifice(s: MachuPicchuState, task: tuple, action: Action) -> dict[str, int]:
    return {"llama": action["count"]} if action["count"] else {}


def apply_sacrifice(s: MachuPicchuState, task: tuple, action: Action) -> None:
    _, p, row = task
    count = action["count"]
    if count:
        pay(s, p, C.LLAMA, count)
        steps = count * C.ROW_STEPS[row][s.taken[row]]
        s.events.append({"kind": "sacrifice", "seat": p, "row": C.ROWS[row],
                         "llamas": count, "steps": steps})
        move_scout(s, p, steps, "sacrifice")


def legal_offer(s: MachuPicchuState, task: tuple) -> list[Action]:
    kinds = offerable(s, task[1])
    out = []
    for size in range(len(kinds) + 1):
        for combo in combinations(kinds, size):
            out.append(Action("offer", goods=tuple(C.GOODS[k] for k in combo)))
    return out


def cost_offer(s: MachuPicchuState, task: tuple, action: Action) -> dict[str, int]:
    return {name: per_unit(C.GOOD_INDEX[name]) for name in action["goods"]}


def apply_offer(s: MachuPicchuState, task: tuple, action: Action) -> None:
    p = task[1]
    kinds = [C.GOOD_INDEX[k] for k in action["goods"]]
    if kinds:
        for k in kinds:
            pay(s, p, k, per_unit(k))
        steps = C.STEPS_PER_MAIN_TEMPLE_GOOD * len(kinds)
        s.events.append({"kind": "offer", "seat": p, "goods": list(action["goods"]),
                         "steps": steps})
        move_scout(s, p, steps, "offer")
