"""Cuzco soak: 200 complete random games across 2-4 players, sound end states.

Even games pick uniformly among the legal actions (long games, many free moves), odd games
pick the kind of action first (more temples, festivals and final rounds).
"""

from __future__ import annotations

from collections import Counter

from cuzco_invariants import check_invariants, pick
from incagames.core import Rng
from incagames.cuzco.state import CuzcoState


def test_200_random_games() -> None:
    seen: Counter[str] = Counter()
    for g in range(200):
        players = 2 + g % 3
        s = CuzcoState(players, 5000 + g)
        rng = Rng(g)
        decisions = 0
        while not s.is_over:
            s.apply(pick(s, rng) if g % 2 else rng.choice(s.legal_actions()))
            decisions += 1
            seen.update(e["kind"] for e in s.events)
            assert decisions < 20_000, "a game that never ends"
        check_invariants(s)
        outcome = s.outcome()
        assert outcome.ending == "final"
        assert [r.seat for r in outcome.results] == list(range(players))
        assert min(outcome.ranks) == 1
        best = max(outcome.scores)
        assert {r.seat for r in outcome.results if r.score == best} == set(outcome.winners)
        for r in outcome.results:
            b = r.breakdown
            assert r.score == b["total"] == b["temples"] + b["ponds"] + b["festivals"] + b["final"]
            assert min(b.values()) >= 0
        assert s.last_triple_by >= 0 and all(s.scored)
    for kind in ("build_temple", "expand_temple", "festival_organized", "pond_scored",
                 "last_triple", "grand_final", "reshuffle", "drop"):
        assert seen[kind] > 0, kind
