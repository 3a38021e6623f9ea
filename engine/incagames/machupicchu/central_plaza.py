"""Central Plaza: the Prince's seat may first add or remove one unit on the market, then
sell and buy any number of goods at the market's prices (the bank buys at 3 when a column
is full and sells at 6 when it is empty)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import components as C
from .actions import DONE, act
from .bank import gain, pay

if TYPE_CHECKING:
    from .state import MachuPicchuState

PLAZA = C.DISTRICT_INDEX["central_plaza"]
_FULL = len(C.MARKET_FIELDS)


def buy_price(s: MachuPicchuState, column: int) -> int:
    """Price of the lowest unit in a market column; the bank sells at 6 when empty."""
    units = s.market[column]
    return C.MARKET_FIELDS[units - 1] if units else C.BANK_BUY_PRICE


def sell_price(s: MachuPicchuState, column: int) -> int:
    """Price of the highest uncovered field; the bank buys at 3 when full."""
    units = s.market[column]
    return C.MARKET_FIELDS[units] if units < _FULL else C.BANK_SELL_PRICE


def enter_plaza(s: MachuPicchuState, p: int) -> None:
    """A visit: the market may be adjusted once, before any trade."""
    s.queue.insert(0, ("plaza", p, True, 0, 0))


def legal_plaza(s: MachuPicchuState, task: tuple) -> list[Action]:
    _, p, can_adjust, sold, bought = task
    g = s.goods[p]
    out: list[Action] = []
    if can_adjust:
        for col, good in enumerate(C.MARKET_GOODS):
            if s.market[col] < _FULL:
                out.append(act("market_add", "good", C.GOODS[good]))
            if s.market[col] > 0:
                out.append(act("market_remove", "good", C.GOODS[good]))
    for col, good in enumerate(C.MARKET_GOODS):
        bit = 1 << col
        if g[good] > 0 and not bought & bit:
            out.append(act("sell", "good", C.GOODS[good]))
        if g[C.CORN] >= buy_price(s, col) and not sold & bit:
            out.append(act("buy", "good", C.GOODS[good]))
    out.append(DONE)
    return out


def cost_plaza(s: MachuPicchuState, task: tuple, action: Action) -> dict[str, int]:
    """Buying costs the price in corn; selling gives up the unit sold."""
    if action.kind == "buy":
        return {"corn": buy_price(s, C.MARKET_GOODS.index(C.GOOD_INDEX[action["good"]]))}
    if action.kind == "sell":
        return {action["good"]: 1}
    return {}


def apply_plaza(s: MachuPicchuState, task: tuple, action: Action) -> None:
    _, p, _can_adjust, sold, bought = task
    kind = action.kind
    if kind == "done":
        return
    good = C.GOOD_INDEX[action["good"]]
    col = C.MARKET_GOODS.index(good)
    if kind == "market_add":
        s.bank[good] -= 1
        s.market[col] += 1
    elif kind == "market_remove":
        s.bank[good] += 1
        s.market[col] -= 1
    elif kind == "sell":
        price = sell_price(s, col)
        s.goods[p][good] -= 1
        if s.market[col] < _FULL:
            s.market[col] += 1
        else:
            s.bank[good] += 1
        gain(s, p, C.CORN, price)
        sold |= 1 << col
        s.events.append({"kind": "sell", "seat": p, "good": C.GOODS[good], "price": price})
    else:  # buy
        price = buy_price(s, col)
        pay(s, p, C.CORN, price)
        if s.market[col]:
            s.market[col] -= 1
        else:
            s.bank[good] -= 1
        s.goods[p][good] += 1
        bought |= 1 << col
        s.events.append({"kind": "buy", "seat": p, "good": C.GOODS[good], "price": price})
    if kind in ("market_add", "market_remove"):
        s.events.append({"kind": kind, "seat": p, "good": C.GOODS[good]})
    s.queue.insert(0, ("plaza", p, False, sold, bought))
