"""Cuzco property tests: random legal play for 2-4 players, invariants after every action.

A Cuzco game is long (about 2000 decisions with uniform random play), so each example plays
a bounded number of actions; picking the kind of action first makes the games progress
(placements, temples, festivals, the final round) rather than shuffle Incas around.
"""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from cuzco_invariants import check_invariants, check_view_hides, pick
from incagames.core import Action, IllegalAction, Rng
from incagames.cuzco.state import CuzcoState

games = st.tuples(
    st.integers(min_value=2, max_value=4),
    st.integers(min_value=0, max_value=2**32),
    st.integers(min_value=0, max_value=2**32),
    st.integers(min_value=150, max_value=400),
)


@settings(max_examples=25, deadline=None)
@given(games)
def test_random_play_keeps_every_invariant(game: tuple[int, int, int, int]) -> None:
    """Up to 400 random legal actions, every invariant checked after each; the JSON round
    trip, views, determinization and replay are checked along the way."""
    players, seed, pick_seed, length = game
    s = CuzcoState(players, seed)
    played: list[Action] = []
    rng = Rng(seed)
    picks = Rng(pick_seed)
    for k in range(length):
        check_invariants(s)
        if s.is_over:
            break
        seat = k % players
        check_view_hides(s, seat)
        data = s.to_json()
        assert CuzcoState.from_json(json.loads(json.dumps(data))).to_json() == data
        if k % 5 == 0:
            d = s.determinize(seat, rng)
            assert d.view(seat) == s.view(seat)
            check_invariants(d)
        action = pick(s, picks) if picks.random() < 0.8 else picks.choice(s.legal_actions())
        s.apply(action)
        played.append(action)
    replay = CuzcoState(players, seed)
    for action in played:
        replay.apply(action)
    assert replay.to_json() == s.to_json()


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.integers(min_value=0, max_value=200))
def test_illegal_actions_change_nothing(seed: int, steps: int) -> None:
    """Anywhere in a game, actions that are not legal raise IllegalAction with a reason
    and leave to_json() identical."""
    s = CuzcoState(2 + seed % 3, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(pick(s, rng))
    legal = set(s.legal_actions())
    probes = [Action("teleport"), Action("move"), Action("pond", cell=-1),
              Action("place", cells=(0, 1, 2), village=0), Action("play_card", card=99),
              Action("enter", cell=0), Action("draw", source="sky"), Action("drop"),
              Action("build_temple", cell=60, value=12), Action("festival", temple=-1)]
    for action in probes:
        if action in legal:
            continue
        before = s.to_json()
        try:
            s.apply(action)
        except IllegalAction as exc:
            assert exc.reason
        else:
            raise AssertionError(f"{action} was accepted")
        assert s.to_json() == before


def test_clone_is_independent() -> None:
    s = CuzcoState(4, 3)
    rng = Rng(2)
    for _ in range(100):
        s.apply(pick(s, rng))
    before = s.to_json()
    c = s.clone()
    while not c.is_over:
        c.apply(pick(c, rng))
    assert s.to_json() == before
    check_invariants(c)


def test_determinize_resamples_what_the_seat_cannot_see() -> None:
    """Other hands and the deck order change between samples; the seat's own hand and the
    face-up card never do."""
    s = CuzcoState(4, 11)
    samples = [s.determinize(0, Rng(k)) for k in range(20)]
    assert len({tuple(tuple(h) for h in d.hands) for d in samples}) > 1
    assert len({tuple(d.deck) for d in samples}) > 1
    assert all(d.hands[0] == s.hands[0] and d.discard == s.discard for d in samples)


def test_determinize_keeps_cards_seen_face_up() -> None:
    """A card another seat took face up is known to everyone and stays in that hand."""
    rng = Rng(4)
    s = CuzcoState(3, 8)
    while s.phase[0] != "main" or s.festival is not None:
        s.apply(pick(s, rng))
    p = s.turn_player
    face_up = s.discard[-1]
    s.apply(Action("draw", source="face_up"))
    other = (p + 1) % 3
    for k in range(10):
        d = s.determinize(other, Rng(k))
        assert face_up in d.hands[p]
        assert face_up in s.view(other)["players"][p]["known_cards"]
