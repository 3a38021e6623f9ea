"""The steward's trades at the Central Plaza (rulebook: "Central Plaza"): plans that buy
what the next pieces lack, selling spare goods first when corn is short; the steward plays
each out and keeps the one its ``Ledger`` values most (``steward.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from .. import components as C

if TYPE_CHECKING:
    from ..state import MachuPicchuState

_DONE = Action("done")


def plaza_plans(s: MachuPicchuState, seat: int, deep: bool) -> list[list[Action]]:
    """Trade plans at the Central Plaza, each ending with ``done`` (``deep``: also two
    pieces at once and a market adjustment first)."""
    plans: list[list[Action]] = []
    for action in s.legal_actions():
        if action.kind in ("buy", "sell"):
            plans.append([action, _DONE])
    targets = _targets(s, seat)
    for i, cost in enumerate(targets):
        for adjust in (False, True) if deep else (False,):
            plan = _plan_towards(s, seat, cost, adjust)
            if plan:
                plans.append(plan)
        if not deep:
            continue
        for other in targets[i:]:
            both = tuple(a + b for a, b in zip(cost, other, strict=True))
            plan = _plan_towards(s, seat, both, False)
            if plan:
                plans.append(plan)
    return plans


def _targets(s: MachuPicchuState, seat: int) -> list[tuple[int, ...]]:
    """The cost of each piece the seat may still take."""
    costs = [C.ROW_COSTS[r][s.taken[r]] for r in range(3) if s.taken[r] < C.ROW_SIZE[r]]
    if s.supply[seat]:
        costs += list(C.SETUP_COST)
    return costs


def _plan_towards(s: MachuPicchuState, seat: int, cost: tuple[int, ...], adjust: bool
                  ) -> list[Action] | None:
    """Buy what ``cost`` lacks, first selling goods the cost does not ask for when corn is
    short (and, with ``adjust``, first adding a unit to the market column bought most, which
    lowers its price)."""
    goods = s.goods[seat]
    lack = {k: cost[k] - goods[k] for k in C.MARKET_GOODS if cost[k] > goods[k]}
    if not lack:
        return None
    _kind, _p, can_adjust, sold, _bought = s.queue[0]
    if any(sold & (1 << C.MARKET_GOODS.index(k)) for k in lack):
        return None
    market = list(s.market)
    plan: list[Action] = []
    if adjust:
        col = C.MARKET_GOODS.index(max(lack, key=lambda k: lack[k]))
        if not can_adjust or market[col] >= len(C.MARKET_FIELDS):
            return None
        market[col] += 1
        plan.append(Action("market_add", good=C.GOODS[C.MARKET_GOODS[col]]))
    price = 0
    buys: list[Action] = []
    for k, n in lack.items():
        col = C.MARKET_GOODS.index(k)
        for _ in range(n):
            price += C.MARKET_FIELDS[market[col] - 1] if market[col] else C.BANK_BUY_PRICE
            market[col] = max(0, market[col] - 1)
            buys.append(Action("buy", good=C.GOODS[k]))
    corn = goods[C.CORN] - cost[C.CORN]
    spare = [k for k in C.MARKET_GOODS if k not in lack and goods[k] > cost[k]
             and not _bought & (1 << C.MARKET_GOODS.index(k))]
    spare.sort(key=lambda k: -_sell_now(market, k))
    held = {k: goods[k] for k in spare}
    while corn < price and spare:
        k = spare[0]
        col = C.MARKET_GOODS.index(k)
        corn += _sell_now(market, k)
        market[col] = min(len(C.MARKET_FIELDS), market[col] + 1)
        plan.append(Action("sell", good=C.GOODS[k]))
        held[k] -= 1
        if held[k] <= cost[k]:
            spare.pop(0)
        spare.sort(key=lambda k: -_sell_now(market, k))
    if corn < price:
        return None
    return [*plan, *buys, _DONE]


def _sell_now(market: list[int], good: int) -> int:
    """What the next unit of ``good`` sells for on this market."""
    units = market[C.MARKET_GOODS.index(good)]
    return C.MARKET_FIELDS[units] if units < len(C.MARKET_FIELDS) else C.BANK_SELL_PRICE
