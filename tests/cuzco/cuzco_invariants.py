"""Invariants of a Cuzco state, checked by the Cuzco property and soak tests."""

from __future__ import annotations

from incagames.core import Action, Rng
from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H
from incagames.cuzco.conservation import check
from incagames.cuzco.state import CuzcoState


def check_invariants(s: CuzcoState, hand_built: bool = False) -> None:
    """The engine's conservation laws and board invariants (``cuzco/conservation.py``,
    also checked by the loader), then the per-hex rules and what a live position
    offers. ``hand_built``: terrain raised by a rule test with single tiles beyond the
    supply, so tiles are counted in total only."""
    problems = check(s, by_size=not hand_built)
    assert problems == [], problems
    n = s.num_players
    assert min(s.doubles + s.singles_village + s.singles_crop + [s.triples]) >= 0
    assert all(1 <= len(cells) <= 3 for cells in s.tile_cells)
    assert s.ponds >= 0 and s.discs >= 0
    assert all(s.temple[c] for c in range(H.N_CELLS) if s.disc[c])
    assert all(s.height[c] == 0 for c in range(H.N_CELLS) if s.pond[c])
    for c in range(H.N_CELLS):
        if s.inca[c] >= 0:
            assert 0 <= s.inca[c] < n
            assert s.top[c] and not s.temple[c] and not s.pond[c]
    assert all(p >= 0 for p in s.off_board)
    assert s.ap >= 0
    assert 0 <= s.draws <= C.MAX_DRAWS_PER_TURN
    assert all(0 <= t <= C.TOKENS_PER_PLAYER for t in s.tokens)
    if s.is_over:
        assert s.current_player is None and s.legal_actions() == []
        assert all(s.scored)
    else:
        assert s.current_player in range(n)
        assert s.legal_actions()


def check_view_hides(s: CuzcoState, seat: int) -> None:
    """view(seat) shows no card of another seat that ``seat`` has not seen."""
    view = s.view(seat)
    assert view["seat"] == seat
    for q, info in enumerate(view["players"]):
        if q == seat or s.is_over:
            continue
        assert "hand" not in info
        for card in info.get("known_cards", []):
            assert card in s.hands[q]
            assert s.known[card] & (1 << seat)
    for _i, card in view["known_deck"]:
        assert s.known[card] & (1 << seat)


def pick(s: CuzcoState, rng: Rng) -> Action:
    """A random legal action, its kind chosen first (else free moves swamp the game)."""
    legal = s.legal_actions()
    kinds = sorted({a.kind for a in legal})
    kind = rng.choice(kinds)
    return rng.choice([a for a in legal if a.kind == kind])
