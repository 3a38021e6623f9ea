"""Invariants of a Cuzco state, checked by the Cuzco property and soak tests."""

from __future__ import annotations

from incagames.core import Action, Rng
from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H
from incagames.cuzco.site import components
from incagames.cuzco.state import CuzcoState

TILE_TOTAL = (C.TRIPLES, C.DOUBLES_PER_PLAYER, C.SINGLE_VILLAGES_PER_PLAYER,
              C.SINGLE_CROPS_PER_PLAYER)


def tiles_in_supply(s: CuzcoState) -> int:
    return (s.triples + sum(s.doubles) + sum(s.singles_village) + sum(s.singles_crop))


def check_invariants(s: CuzcoState) -> None:
    """Every conservation law and board invariant of a Cuzco position."""
    n = s.num_players
    # Terrain tiles: supply + board = totals; the stack height of each hex matches.
    total = C.TRIPLES + n * (C.DOUBLES_PER_PLAYER + C.SINGLE_VILLAGES_PER_PLAYER
                             + C.SINGLE_CROPS_PER_PLAYER)
    assert tiles_in_supply(s) + len(s.tile_cells) == total
    assert min(s.doubles + s.singles_village + s.singles_crop + [s.triples]) >= 0
    covering = [0] * H.N_CELLS
    for cells in s.tile_cells:
        assert 1 <= len(cells) <= 3
        assert any(c in H.SITE_CELLS for c in cells)
        for c in cells:
            covering[c] += 1
    assert covering == s.height
    for c in range(H.N_CELLS):
        if s.height[c]:
            assert s.top[c] in (C.CROP, C.VILLAGE)
            assert c in s.tile_cells[s.top_tile[c]]
        else:
            assert s.top[c] == 0 and s.temple[c] == 0
    # Floors: supply + floors standing in temples.
    for v in C.TEMPLE_VALUES:
        built = sum(1 for t in s.temple if t >= v)
        assert s.floors[v] + built == C.FLOORS[v], v
    # Ponds and solar discs.
    assert s.ponds >= 0 and s.ponds + sum(s.pond) == C.POND_TILES
    assert s.discs >= 0 and s.discs + sum(s.disc) == C.SOLAR_DISCS
    assert all(s.temple[c] for c in range(H.N_CELLS) if s.disc[c])
    for c in range(H.N_CELLS):
        if s.pond[c]:
            assert s.height[c] == 0 and c in H.SITE_CELLS
    # Festival cards: deck + discard + hands (+ cards on the table during a bid).
    table = [] if s.festival is None else [c for q in s.festival["played"].values()
                                           for c in q]
    cards = s.deck + s.discard + [c for h in s.hands for c in h] + table
    assert sorted(cards) == list(range(len(C.FESTIVAL_CARDS)))
    assert s.discard, "ruling: a face-up festival card is always there"
    # Incas: off board + on board = 12 each, only on free terrain, one per hex.
    for p in range(n):
        on_board = sum(1 for q in s.inca if q == p)
        assert s.off_board[p] >= 0
        assert s.off_board[p] + on_board == C.INCAS_PER_PLAYER
    for c in range(H.N_CELLS):
        if s.inca[c] >= 0:
            assert 0 <= s.inca[c] < n
            assert s.top[c] and not s.temple[c] and not s.pond[c]
    # Every city holds exactly one temple at most, never above its first size limit.
    for comp in components(s):
        assert sum(1 for c in comp if s.temple[c]) <= 1
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
