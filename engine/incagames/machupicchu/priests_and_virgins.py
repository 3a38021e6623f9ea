"""Two districts to acquire Priests and Virgins: at the House of Priests (Condor, Puma) or
the House of Virgins the Prince's seat may pay for the leftmost card of one row, which
uncovers a lower number of steps for that row's sacrifices."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import components as C
from .actions import DONE, act
from .bank import pay

if TYPE_CHECKING:
    from .state import MachuPicchuState

HOUSES = {C.DISTRICT_INDEX[d]: rows for d, rows in C.HOUSE_ROWS.items()}
"""District -> the rows of Priests or Virgins acquired there."""


def can_acquire(s: MachuPicchuState, p: int, row: int) -> bool:
    taken = s.taken[row]
    if taken >= C.ROW_SIZE[row]:
        return False
    cost = C.ROW_COSTS[row][taken]
    g = s.goods[p]
    return all(g[k] >= cost[k] for k in range(5))


def enter_house(s: MachuPicchuState, p: int, d: int) -> None:
    if any(can_acquire(s, p, r) for r in HOUSES[d]):
        s.queue.insert(0, ("acquire", p, d))


def legal_acquire(s: MachuPicchuState, task: tuple) -> list[Action]:
    _, p, house = task
    out = [act("acquire", "row", C.ROWS[r]) for r in HOUSES[house] if can_acquire(s, p, r)]
    return [*out, DONE]


def cost_acquire(s: MachuPicchuState, task: tuple, action: Action) -> dict[str, int]:
    if action.kind == "done":
        return {}
    row = C.ROW_INDEX[action["row"]]
    return {C.GOODS[k]: n for k, n in enumerate(C.ROW_COSTS[row][s.taken[row]]) if n}


def apply_acquire(s: MachuPicchuState, task: tuple, action: Action) -> None:
    p = task[1]
    if action.kind == "done":
        return
    row = C.ROW_INDEX[action["row"]]
    for k, c in enumerate(C.ROW_COSTS[row][s.taken[row]]):
        if c:
            pay(s, p, k, c)
    s.taken[row] += 1
    s.priests[p][row] += 1
    s.events.append({"kind": "acquire", "seat": p, "row": C.ROWS[row],
                     "steps_now": C.ROW_STEPS[row][s.taken[row]]})
