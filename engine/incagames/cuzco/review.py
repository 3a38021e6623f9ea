"""How a game review cuts a Cuzco game into the choices it judges: whole turns.

The search bots plan a whole turn at its first decision (a turn's dozen small decisions
only make sense together), so the review compares the turn a seat played with the turns
the hard bot planned from the same start. A unit runs from the start of the seat's turn
to the action that ends it (ending the turn or proposing a festival). Festival bids are
not judged: the bots bid by the strategy's rule, without searching. A turn still being
played is not judged until it is over.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from ..core.state import State
    from .state import CuzcoState


def turn_start(state: CuzcoState) -> bool:
    """Whether the state opens a seat's turn: the engine began one (its "turn" event among
    the events that led here, which a clone keeps) and no festival's bidding is going
    on. The "start" phase alone would miss the final turns and the turns with no terrain
    left to place, which begin in the main phase."""
    return (not state.is_over and state.festival is None
            and any(e["kind"] == "turn" for e in state.events))


def whole_turn(states: Sequence[State], start: int, seat: int) -> int:
    """The index after the last action of the seat's turn starting at ``start``; ``start``
    when no turn of the seat starts there or the turn is not over yet."""
    cuzco = cast("Sequence[CuzcoState]", states)
    first = cuzco[start]
    if first.current_player != seat or not turn_start(first):
        return start
    for end in range(start + 1, len(cuzco)):
        s = cuzco[end]
        if s.is_over or s.current_player != seat or s.festival is not None or turn_start(s):
            return end
    return start
