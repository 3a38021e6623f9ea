"""The conservation laws of a Machu Picchu position: what every position the rules reach
keeps, checked when a position is loaded (``serial.state_from_json``) and after every
action by the property tests and the soak (``python3 build.py soak``).

* Goods: of each kind, the bank + the players + the market + the bonus units on the
  board (3 corn a unit) + the corn on the time track add up to ``BANK_RESERVE``; no
  count is negative.
* Incas: each player's supply and Incas in the districts add up to the player count's
  ``INCAS_PER_PLAYER``.
* Priests and Virgins: each row's cards taken are the players' cards of that row.
* Sacrifice cards: the deck and the hands hold each of the 28 cards exactly once.
* Time track: one corn on each day still to come, none on a day gone by.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import components as C
from .city_districts import BONUS_GOOD

if TYPE_CHECKING:
    from .state import MachuPicchuState

_CARDS = list(range(len(C.CARDS)))


def goods_total(s: MachuPicchuState, good: int) -> int:
    """Bank + players + market + bonus units on the board + corn on the time track."""
    total = s.bank[good] + sum(g[good] for g in s.goods)
    if good in C.MARKET_GOODS:
        total += s.market[C.MARKET_GOODS.index(good)]
    for b, bonus_good in enumerate(BONUS_GOOD):
        if bonus_good == good:
            total += s.bonus[b] * (C.CORN_PER_UNIT if good == C.CORN else 1)
    if good == C.CORN:
        total += sum(s.time_corn)
    return total


def check(s: MachuPicchuState) -> list[str]:
    """Every law the position breaks, in words; [] when it keeps them all."""
    problems = []
    n = s.num_players
    for good, name in enumerate(C.GOODS):
        total = goods_total(s, good)
        if total != C.BANK_RESERVE:
            problems.append(f"the {name} of the bank, the players and the board add up to "
                            f"{total}, not {C.BANK_RESERVE}")
    if min(s.bank) < 0 or min(min(g) for g in s.goods) < 0:
        problems.append("a count of goods is negative")
    incas = C.INCAS_PER_PLAYER[n]
    for p in range(n):
        if s.supply[p] + sum(s.incas[p]) != incas:
            problems.append(f"seat {p}'s Incas add up to {s.supply[p] + sum(s.incas[p])}, "
                            f"not {incas}")
    for r, row in enumerate(C.ROWS):
        held = sum(s.priests[p][r] for p in range(n))
        if held != s.taken[r]:
            problems.append(f"{held} {row} cards are held but {s.taken[r]} were taken")
    if sorted(s.deck + [c for h in s.hands for c in h]) != _CARDS:
        problems.append("the deck and the hands do not hold each sacrifice card once")
    for day, corn in enumerate(s.time_corn):
        if corn != (C.TIME_TRACK_CORN if day > s.day else 0) and day != s.day:
            problems.append(f"the time track's corn of day {day} is {corn}")
            break
    return problems
