"""What the review screen needs to know of Cuzco (``app.replay``): where a seat's turn
starts. Its rounds come from ``results.period``."""

from __future__ import annotations

from typing import Any


def turn_start(state: Any, events: list[dict[str, Any]]) -> bool:
    """A turn starts where the engine began one (its "turn" event) and no festival's
    bidding is going on. The state's "start" phase alone would miss the final turns and
    the turns with no terrain left to place, which begin in the main phase."""
    return state.festival is None and any(e["kind"] == "turn" for e in events)
