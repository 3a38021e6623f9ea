"""The city districts: entering one triggers its action. The nine once-a-day districts
(five for production, four temples) act only while they hold bonus units, which the
entering Prince takes; the others act on every visit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import components as C
from .central_plaza import PLAZA, enter_plaza
from .priests_and_virgins import HOUSES, enter_house
from .production import enter_production
from .set_up_incas import HUTS, enter_hut
from .sun_clock import SUN_CLOCK, enter_sun_clock
from .temples import enter_temple

if TYPE_CHECKING:
    from .state import MachuPicchuState

BONUS_GOOD = tuple(
    C.OCCUPATION_GOOD[C.OCCUPATION_INDEX[C.DISTRICT_OCCUPATION[d]]]
    if d in C.DISTRICT_OCCUPATION else -1
    for d in C.BONUS_DISTRICTS
)
"""Per bonus district, the good of its bonus units; -1 for a temple's stones."""
_DISTRICT_BONUS = {C.DISTRICT_INDEX[d]: i for i, d in enumerate(C.BONUS_DISTRICTS)}


def enter(s: MachuPicchuState, p: int, d: int) -> None:
    """Trigger the action of district ``d`` entered by the prince of seat ``p``."""
    b = _DISTRICT_BONUS.get(d)
    if b is not None:
        units = s.bonus[b]
        if units:
            s.bonus[b] = 0
            good = BONUS_GOOD[b]
            if good >= 0:
                enter_production(s, p, d, good, units)
            else:
                enter_temple(s, p, d, units)
    elif d in HOUSES:
        enter_house(s, p, d)
    elif d in HUTS:
        enter_hut(s, p, d)
    elif d == PLAZA:
        enter_plaza(s, p)
    elif d == SUN_CLOCK:
        enter_sun_clock(s, p)
