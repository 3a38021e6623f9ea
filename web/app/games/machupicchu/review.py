"""What the review screen needs to know of The Princes of Machu Picchu (``app.replay``):
where a seat's turn starts. Its days come from ``results.period``."""

from __future__ import annotations

from typing import Any


def turn_start(state: Any, events: list[dict[str, Any]]) -> bool:
    """A turn starts when the head of the task queue is a seat's "turn" decision (move
    the Prince or stay); the first Incas placed at the set-up are not turns."""
    return bool(state.phase == "turn")
