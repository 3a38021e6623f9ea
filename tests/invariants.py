"""Invariants of any game's state, one entry point for tests parametrized by game: each
game's checks live beside its tests (``<game>/<game>_invariants.py``)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def _checks(state: Any, name: str) -> Callable[..., None]:
    """The check ``name`` of the state's game: ``<package>_invariants`` for a state of
    ``incagames.<package>`` (``conftest`` puts each game's test folder on the path)."""
    package = type(state).__module__.split(".")[1]
    return getattr(importlib.import_module(f"{package}_invariants"), name)  # type: ignore[no-any-return]


def check_invariants(state: Any) -> None:
    """Every conservation law and board invariant of the state's game."""
    _checks(state, "check_invariants")(state)


def check_view_hides(state: Any, seat: int) -> None:
    """``view(seat)`` shows no card of another seat that ``seat`` has not seen."""
    _checks(state, "check_view_hides")(state, seat)
