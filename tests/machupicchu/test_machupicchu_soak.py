"""Soak: 500 complete random games across 2-5 players, no exception, sound end states."""

from __future__ import annotations

from collections import Counter

import incagames
from incagames.core import Rng
from machupicchu_invariants import check_invariants


def test_500_random_games() -> None:
    endings: Counter[str] = Counter()
    for g in range(500):
        players = 2 + g % 4
        s = incagames.new_game("machu-picchu", players, 1000 + g)
        rng = Rng(g)
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        check_invariants(s)
        outcome = s.outcome()
        endings[outcome.ending] += 1
        assert sorted(r.seat for r in outcome.results) == list(range(players))
        assert min(outcome.ranks) == 1
        for r in outcome.results:
            b = r.breakdown
            assert r.score == b["final"] == b["vp"] * b["multiplier"]
    assert endings["conquest"] > 0
