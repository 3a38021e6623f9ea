"""Five districts for production: the Prince who enters takes the bonus goods, then every
seat's Incas there may produce (a farmer 3 corn for free, any other Inca 1 good for 1 corn),
in seat order from the turn's player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import components as C
from .actions import act
from .bank import gain, pay, per_unit

if TYPE_CHECKING:
    from .state import MachuPicchuState

DISTRICT_OCCUPATION = {C.DISTRICT_INDEX[d]: C.OCCUPATION_INDEX[o]
                       for d, o in C.DISTRICT_OCCUPATION.items()}


def max_produce(s: MachuPicchuState, p: int, occ: int) -> int:
    """How many of seat p's Incas of ``occ`` can produce: each non-farmer eats a corn."""
    have = s.incas[p][occ]
    cost = C.PRODUCTION_COST_CORN[occ]
    return have if cost == 0 else min(have, s.goods[p][C.CORN] // cost)


def enter_production(s: MachuPicchuState, p: int, d: int, good: int, units: int) -> None:
    """The bonus goods go to the Prince's seat; then each seat that can may produce."""
    s.goods[p][good] += units * per_unit(good)
    s.events.append({"kind": "bonus", "seat": p, "good": C.GOODS[good],
                     "count": units * per_unit(good)})
    occ = DISTRICT_OCCUPATION[d]
    s.queue[0:0] = [("produce", q, occ) for q in s.seat_order(p) if max_produce(s, q, occ) > 0]


def produce_open(s: MachuPicchuState, task: tuple) -> bool:
    """A seat's turn to produce is skipped when earlier choices left it nothing to pay."""
    return max_produce(s, task[1], task[2]) > 0


def legal_produce(s: MachuPicchuState, task: tuple) -> list[Action]:
    return [act("produce", "count", k) for k in range(max_produce(s, task[1], task[2]) + 1)]


def cost_produce(s: MachuPicchuState, task: tuple, action: Action) -> dict[str, int]:
    corn = C.PRODUCTION_COST_CORN[task[2]] * action["count"]
    return {"corn": corn} if corn else {}


def apply_produce(s: MachuPicchuState, task: tuple, action: Action) -> None:
    _, p, occ = task
    count = action["count"]
    if count:
        cost = C.PRODUCTION_COST_CORN[occ] * count
        if cost:
            pay(s, p, C.CORN, cost)
        good = C.OCCUPATION_GOOD[occ]
        made = count * (C.FARMER_YIELD if occ == 0 else 1)
        gain(s, p, good, made)
        s.events.append({"kind": "produce", "seat": p, "good": C.GOODS[good],
                         "count": made, "corn_paid": cost})
