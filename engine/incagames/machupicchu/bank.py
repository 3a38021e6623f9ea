"""Goods passing between a seat and the bank, and how goods count as units."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import components as C

if TYPE_CHECKING:
    from .state import MachuPicchuState


def per_unit(good: int) -> int:
    """Goods per unit: 3 corn count as one unit (bonus, Main Temple, Sun Clock)."""
    return C.CORN_PER_UNIT if good == C.CORN else 1


def gain(s: MachuPicchuState, p: int, good: int, count: int) -> None:
    s.goods[p][good] += count
    s.bank[good] -= count


def pay(s: MachuPicchuState, p: int, good: int, count: int) -> None:
    s.goods[p][good] -= count
    s.bank[good] += count
