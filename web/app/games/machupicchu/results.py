"""Where a seat's victory points come from, and its VP day by day (``app.results.summary``)."""

from __future__ import annotations

from typing import Any


def sources(b: dict[str, Any]) -> list[tuple[str, float]]:
    """The final score's parts: the cards' icons, the Incatrail, owed cards and what the
    gold multiplier added after a conquest (message keys ``results.<key>``)."""
    return [("cards", sum(b["cards"].values())), ("trail", b["trail"]),
            ("owed", b["owed_cards"]), ("bonus", b["final"] - b["vp"])]


def running(state: Any, seat: int) -> float:
    """The VP the seat's cards, Incas, Priests/Virgins and trail are worth now."""
    return float(state.breakdown(seat)["vp"])


def period(event: dict[str, Any], current: int, first: dict[str, Any]) -> int:
    """The day: set at the set-up, then by each new day."""
    if event.get("kind") in ("setup", "new_day"):
        return int(event["day"])
    return current
