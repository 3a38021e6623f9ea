"""Invariants of any game's state, one entry point for tests parametrized by game: each
game's checks live beside its tests (``<game>/<game>_invariants.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import cuzco_invariants
import machupicchu_invariants

CHECKS: dict[str, Any] = {"machu-picchu": machupicchu_invariants, "cuzco": cuzco_invariants}
"""Game id -> the module of its checks."""


def _checks(state: Any, name: str) -> Callable[..., None]:
    return getattr(CHECKS[state.game_id], name)  # type: ignore[no-any-return]


def check_invariants(state: Any) -> None:
    """Every conservation law and board invariant of the state's game."""
    _checks(state, "check_invariants")(state)


def check_view_hides(state: Any, seat: int) -> None:
    """``view(seat)`` shows no card of another seat that ``seat`` has not seen."""
    _checks(state, "check_view_hides")(state, seat)
