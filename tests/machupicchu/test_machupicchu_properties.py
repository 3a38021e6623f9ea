"""Property tests: random legal play for 2-5 players, invariants after every action."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

import incagames
from incagames.core import Rng
from incagames.machupicchu import MachuPicchuState
from machupicchu_invariants import check_invariants, check_view_hides

games = st.tuples(
    st.integers(min_value=2, max_value=5),
    st.integers(min_value=0, max_value=2**32),
    st.integers(min_value=0, max_value=2**32),
    st.integers(min_value=80, max_value=600),
)


@given(games)
def test_random_play_keeps_every_invariant(game: tuple[int, int, int, int]) -> None:
    """Up to 600 random legal actions (most games end sooner), checked after each."""
    players, seed, pick_seed, length = game
    s = incagames.new_game("machu-picchu", players, seed)
    played = []
    rng = Rng(seed)
    picks = Rng(pick_seed)
    for k in range(length):
        check_invariants(s)
        if s.is_over:
            break
        seat = k % players
        check_view_hides(s, seat)
        # JSON round trip is exact.
        data = s.to_json()
        assert MachuPicchuState.from_json(json.loads(json.dumps(data))).to_json() == data
        # A determinized state looks the same to the seat it was made for.
        assert s.determinize(seat, rng).view(seat) == s.view(seat)
        action = picks.choice(s.legal_actions())
        s.apply(action)
        played.append(action)
    # Replay from seed + actions gives the same state.
    replay = incagames.new_game("machu-picchu", players, seed)
    for action in played:
        replay.apply(action)
    assert replay.to_json() == s.to_json()


def test_clone_is_independent() -> None:
    s = incagames.new_game("machu-picchu", 4, 3)
    before = s.to_json()
    c = s.clone()
    rng = Rng(1)
    while not c.is_over:
        c.apply(rng.choice(c.legal_actions()))
    assert s.to_json() == before


def test_determinize_resamples_what_the_seat_cannot_see() -> None:
    """Other hands and the deck order change between samples; the seat's own hand never."""
    s = incagames.new_game("machu-picchu", 5, 11)
    samples = {tuple(tuple(h) for h in s.determinize(0, Rng(k)).hands) for k in range(20)}
    assert len(samples) > 1
    assert all(sample[0] == tuple(s.hands[0]) for sample in samples)
    decks = {tuple(s.determinize(0, Rng(k)).deck) for k in range(20)}
    assert len(decks) > 1


def test_determinize_keeps_cards_the_seat_returned_to_the_deck() -> None:
    """A seat that returned cards to the bottom knows where they are."""
    rng = Rng(5)
    for seed in range(40):
        s = incagames.new_game("machu-picchu", 3, seed)
        while not s.is_over:
            if s.phase == "summit":
                seat = s.current_player
                s.apply(s.legal_actions()[0])
                known = [(i, c) for i, c in enumerate(s.deck) if s.known[c] & (1 << seat)]
                assert known
                d = s.determinize(seat, rng)
                assert all(d.deck[i] == c for i, c in known)
                return
            s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no summit reached in 40 random games")
