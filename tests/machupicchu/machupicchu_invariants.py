"""Invariants of a Machu Picchu state, checked after every action by the property tests."""

from __future__ import annotations

from incagames.machupicchu import MachuPicchuState
from incagames.machupicchu import components as C
from incagames.machupicchu.city_districts import BONUS_GOOD


def goods_total(s: MachuPicchuState, good: int) -> int:
    """Bank + players + market + bonus units on the board + corn on the time track."""
    total = s.bank[good] + sum(g[good] for g in s.goods)
    if good in C.MARKET_GOODS:
        total += s.market[C.MARKET_GOODS.index(good)]
    for b, bonus_good in enumerate(BONUS_GOOD):
        if bonus_good == good:
            total += s.bonus[b] * (C.CORN_PER_UNIT if good == C.CORN else 1)
    if good == C.CORN:
        total += sum(s.time_corn)
    return total


def check_invariants(s: MachuPicchuState) -> None:
    n = s.num_players
    for good in range(5):
        assert goods_total(s, good) == C.BANK_RESERVE, C.GOODS[good]
    for p in range(n):
        assert min(s.goods[p]) >= 0
        assert min(s.incas[p]) >= 0 and s.supply[p] >= 0
        assert s.supply[p] + sum(s.incas[p]) == C.INCAS_PER_PLAYER[n]
        assert 0 <= s.scouts[p] < C.SUMMIT
        assert s.pending_corn[p] >= 0 and s.pending_llama[p] >= 0
    assert min(s.bank) >= 0
    assert all(0 <= m <= len(C.MARKET_FIELDS) for m in s.market)
    assert all(0 <= b <= C.MAX_BONUS for b in s.bonus)
    for r in range(3):
        assert sum(s.priests[p][r] for p in range(n)) == s.taken[r] <= C.ROW_SIZE[r]
    cards = list(s.deck) + [c for h in s.hands for c in h]
    assert sorted(cards) == list(range(len(C.CARDS)))
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
