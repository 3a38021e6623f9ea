"""Where a seat's prestige points come from, and its PP round by round (``app.results.summary``)."""

from __future__ import annotations

from typing import Any

from incagames.cuzco.scoring import SCORE_KEYS


def sources(b: dict[str, Any]) -> list[tuple[str, float]]:
    """Temples, ponds, festivals and the grand final scoring (``results.<key>``)."""
    return [("final_scoring" if key == "final" else key, b[key]) for key in SCORE_KEYS]


def running(state: Any, seat: int) -> float:
    return float(state.score(seat))


def period(event: dict[str, Any], current: int, first: dict[str, Any]) -> int:
    """The round: a new one each time the start player's turn begins."""
    if event.get("kind") == "turn" and event.get("seat") == first.get("start_player"):
        return current + 1
    return current
