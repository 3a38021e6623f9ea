"""Core pieces: actions, the RNG, matches with undo and save files, the game registry."""

from __future__ import annotations

import json

import pytest

import incagames
from incagames.core import Action, IllegalAction, Rng
from incagames.core.match import Match, MatchError, Seat


def test_action_round_trip_and_hash() -> None:
    a = Action("offer", goods=["corn", "llama"])
    assert a.to_json() == {"kind": "offer", "goods": ["corn", "llama"]}
    b = Action.from_json(json.dumps(a.to_json()))
    assert a == b and hash(a) == hash(b) and {a, b} == {a}
    assert a["goods"] == ("corn", "llama")
    assert Action("move", district="x") != Action("move", district="y")


def test_rng_is_deterministic_and_serialisable() -> None:
    r = Rng(42)
    first = [r.randbelow(10) for _ in range(50)]
    again = Rng(42)
    assert [again.randbelow(10) for _ in range(50)] == first
    copy = Rng(r.state)
    assert copy.next_u64() == r.next_u64()
    counts = [0] * 4
    r = Rng(1)
    for _ in range(4000):
        counts[r.randbelow(4)] += 1
    assert all(900 < c < 1100 for c in counts)
    items = list(range(10))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(10)) and items != list(range(10))


def test_new_game_rejects_bad_setups() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        incagames.new_game("chess", 2, 1)
    with pytest.raises(ValueError, match="2 to 5"):
        incagames.new_game("machu-picchu", 6, 1)
    with pytest.raises(ValueError, match="unknown options"):
        incagames.new_game("machu-picchu", 2, 1, variant="x")


def _match(seed: int = 9) -> Match:
    return Match("machu-picchu", [Seat("Ana"), Seat("Ben"), Seat("Cusi", "ai-easy")], seed)


def _to_plaza(m: Match) -> int:
    """Place first Incas and send the first prince to the Central Plaza; return its seat."""
    while m.state.phase == "first_inca":
        m.apply(Action("place_inca", occupation="potter"))
    seat = m.state.current_player
    m.apply(Action("move", district="central_plaza"))
    return seat


def test_undo_own_decisions_within_the_turn() -> None:
    m = _match()
    seat = _to_plaza(m)
    start = m.state.to_json()
    m.apply(Action("sell", good="coca"))
    m.apply(Action("sell", good="pottery"))
    assert m.can_undo(seat)
    m.undo(seat)
    m.undo(seat)
    assert m.state.phase == "plaza"
    m.undo(seat)  # the move itself
    assert m.state.phase == "turn"
    assert not m.can_undo(seat)  # the first Incas were other turns
    m.apply(Action("move", district="central_plaza"))
    assert m.state.to_json() == start
    assert len(m.actions) == 4


def test_no_undo_for_another_seat_or_after_the_turn() -> None:
    m = _match()
    seat = _to_plaza(m)
    other = (seat + 1) % 3
    assert not m.can_undo(other)
    with pytest.raises(IllegalAction):
        m.undo(other)
    m.apply(Action("done"))  # ends the turn
    assert m.state.current_player == other
    assert not m.can_undo(seat) and not m.can_undo(other)


def test_no_undo_across_another_seats_decision() -> None:
    m = _match(seed=3)
    while m.state.phase == "first_inca":
        m.apply(Action("place_inca", occupation="coca_planter"))
    seat = m.state.current_player
    m.apply(Action("move", district="coca_plantation"))
    # Production is decided in seat order: the mover first, then the others.
    assert m.state.phase == "produce" and m.state.current_player == seat
    m.apply(Action("produce", count=1))
    other = m.state.current_player
    assert other != seat
    m.apply(Action("produce", count=1))
    assert not m.can_undo(seat)


def test_save_and_load_replays_exactly() -> None:
    m = _match()
    rng = Rng(4)
    for _ in range(60):
        m.apply(rng.choice(m.state.legal_actions()))
    text = m.dumps()
    loaded = Match.loads(text)
    assert loaded.state.to_json() == m.state.to_json()
    assert loaded.seats == m.seats and loaded.log == m.log


@pytest.mark.parametrize("text, words", [
    ("not json at all", "not JSON"),
    ('{"format": "something-else"}', "not an Inca games save"),
    ('{"format": "incagames-match", "version": 99}', "version"),
    ('{"format": "incagames-match", "version": 1, "game": "machu-picchu"}', "damaged"),
    ('{"format": "incagames-match", "version": 1, "game": "go", "seed": 1, '
     '"seats": [{"name": "a"}, {"name": "b"}], "actions": []}', "unknown game"),
    ('{"format": "incagames-match", "version": 1, "game": "machu-picchu", "seed": 1, '
     '"seats": [{"name": "a"}, {"name": "b"}], "actions": [{"kind": "fly"}]}', "move 1"),
])
def test_broken_save_files_give_a_clear_message(text: str, words: str) -> None:
    with pytest.raises(MatchError) as info:
        Match.loads(text)
    assert words.lower() in str(info.value).lower()


def test_state_from_json_rejects_foreign_data() -> None:
    with pytest.raises(ValueError):
        incagames.state_from_json({"format": "nope"})
    s = incagames.new_game("machu-picchu", 2, 1)
    data = s.to_json()
    assert incagames.state_from_json(data).to_json() == data
    broken = dict(data)
    del broken["goods"]
    with pytest.raises(ValueError, match="broken"):
        incagames.state_from_json(broken)
