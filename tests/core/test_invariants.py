"""Every registered game keeps its invariants under random play, checked through the one
entry point parametrized by game (``tests/invariants.py``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from incagames import GAMES, new_game
from incagames.core import Rng
from invariants import check_invariants, check_view_hides


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_registered_game_has_its_invariants(game_id: str) -> None:
    """A game's checks are found by its package name (``<package>_invariants``)."""
    state = new_game(game_id, GAMES[game_id].players[0], 1)
    check_invariants(state)
    check_view_hides(state, 0)


@pytest.mark.parametrize("game_id", list(GAMES))
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_random_play_keeps_the_invariants(game_id: str, seed: int, players: int) -> None:
    low, high = GAMES[game_id].players
    players = min(max(players, low), high)
    state = new_game(game_id, players, seed)
    rng = Rng(seed)
    for _ in range(150):
        if state.is_over:
            break
        check_invariants(state)
        check_view_hides(state, rng.next_u64() % players)
        state.apply(rng.choice(state.legal_actions()))
    check_invariants(state)
