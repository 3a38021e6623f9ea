"""``core.laws.broken_laws``: every game's conservation laws and a live position's
decision, in one call (what the soak checks after every action)."""

from __future__ import annotations

import pytest

import incagames
from incagames.core.laws import broken_laws


@pytest.mark.parametrize("game_id", list(incagames.GAMES))
def test_a_new_game_keeps_every_law(game_id: str) -> None:
    spec = incagames.GAMES[game_id]
    assert spec.conservation is not None
    assert broken_laws(incagames.new_game(game_id, spec.players[0], 4)) == []


def test_broken_laws_are_named() -> None:
    state = incagames.new_game("machu-picchu", 2, 4)
    state.goods[0][1] += 2  # type: ignore[attr-defined]
    assert any("llama" in p for p in broken_laws(state))
    state = incagames.new_game("cuzco", 3, 4)
    state.ponds += 1  # type: ignore[attr-defined]
    state.ending = "final"  # type: ignore[attr-defined]
    problems = broken_laws(state)
    assert any("ponds" in p for p in problems)
