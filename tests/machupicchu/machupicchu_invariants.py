"""Invariants of a Machu Picchu state, checked after every action by the property tests."""

from __future__ import annotations

from incagames.machupicchu import MachuPicchuState
from incagames.machupicchu import components as C
from incagames.machupicchu.conservation import check, goods_total

__all__ = ["check_invariants", "check_view_hides", "goods_total"]


def check_invariants(s: MachuPicchuState) -> None:
    """The engine's conservation laws (``machupicchu/conservation.py``, also checked by
    the loader), then what a live position offers."""
    assert check(s) == []
    n = s.num_players
    for p in range(n):
        assert min(s.incas[p]) >= 0 and s.supply[p] >= 0
        assert 0 <= s.scouts[p] < C.SUMMIT
        assert s.pending_corn[p] >= 0 and s.pending_llama[p] >= 0
    assert all(0 <= m <= len(C.MARKET_FIELDS) for m in s.market)
    assert all(0 <= b <= C.MAX_BONUS for b in s.bonus)
    assert all(t <= size for t, size in zip(s.taken, C.ROW_SIZE, strict=True))
    assert all(o == -1 or 0 <= o < n for o in s.moon_owner)
    if s.is_over:
        assert s.current_player is None and s.legal_actions() == []
        assert s.ending in ("rescue", "conquest")
    else:
        assert s.current_player in range(n)
        assert s.legal_actions()


def check_view_hides(s: MachuPicchuState, seat: int) -> None:
    """view(seat) shows no card of another seat that ``seat`` has not seen."""
    view = s.view(seat)
    for q, info in enumerate(view["players"]):
        if q == seat or s.is_over:
            continue
        assert "hand" not in info and "score" not in info
        for card in info.get("known_cards", []):
            assert s.known[card["id"]] & (1 << seat)
    assert "deck_order" not in view
    for _i, card in view["known_deck"]:
        assert s.known[card] & (1 << seat)
