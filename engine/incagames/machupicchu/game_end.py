"""Game end: the rescue of Machu Picchu (all Priests and Virgins acquired, or the
sacrifice deck exhausted) or the Spanish conquest after day 9. The score is scoring.py's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import components as C

if TYPE_CHECKING:
    from .state import MachuPicchuState

_ROWS_TOTAL = sum(C.ROW_SIZE)


def rescued(s: MachuPicchuState) -> bool:
    return sum(s.taken) == _ROWS_TOTAL or s.deck_exhausted


def finish(s: MachuPicchuState, ending: str) -> None:
    s.ending = ending
    s.queue = [("over", -1)]
    s.checkpoint_no += 1
    s.events.append({"kind": "game_over", "ending": ending})
