"""Illegal or malformed actions raise IllegalAction with a reason and change nothing."""

from __future__ import annotations

import pytest

import incagames
from incagames.core import Action, IllegalAction
from incagames.core.match import Match, Seat


def _after_first_incas(players: int = 3, seed: int = 4) -> incagames.State:
    s = incagames.new_game("machu-picchu", players, seed)
    while s.phase == "first_inca":
        s.apply(Action("place_inca", occupation="farmer"))
    return s


def _assert_refused(s: incagames.State, action: object, words: str = "") -> None:
    before = s.to_json()
    with pytest.raises(IllegalAction) as info:
        s.apply(action)  # type: ignore[arg-type]
    assert info.value.reason
    assert words.lower() in info.value.reason.lower()
    assert s.to_json() == before


def test_unknown_kind_and_unknown_ids() -> None:
    s = _after_first_incas()
    _assert_refused(s, Action("teleport"), "not possible now")
    _assert_refused(s, Action("move", district="atlantis"))
    _assert_refused(s, Action("move"))
    _assert_refused(s, Action("move", district="sun_clock", extra=1))
    _assert_refused(s, "move")


def test_unaffordable_moves_and_trades() -> None:
    s = _after_first_incas()
    # First placement is free anywhere; then a far move needs a llama.
    s.apply(Action("move", district="central_plaza"))
    p = s.current_player
    s.goods[p] = [0, 0, 0, 0, 0]
    _assert_refused(s, Action("buy", good="llama"))
    _assert_refused(s, Action("sell", good="coca"))
    s.apply(Action("done"))
    while s.princes[s.current_player] < 0:
        s.apply(Action("move", district="sun_clock"))
        while s.phase != "turn":
            s.apply(Action("done"))
    p = s.current_player
    s.goods[p][1] = 0
    far = "corn_terraces" if s.princes[p] != 14 else "sun_clock"
    _assert_refused(s, Action("move", district=far))


def test_wrong_seat_is_refused_by_the_match() -> None:
    m = Match("machu-picchu", [Seat("a"), Seat("b"), Seat("c", "ai-easy")], seed=2)
    other = (m.state.current_player + 1) % 3
    before = m.to_json()
    with pytest.raises(IllegalAction, match="not seat"):
        m.apply(Action("place_inca", occupation="farmer"), seat=other)
    assert m.to_json() == before


@pytest.mark.parametrize("raw", [
    "{not json", "[1, 2]", "42", '{"district": "x"}', '{"kind": ""}',
    '{"kind": "move", "district": {"a": 1}}', '{"kind": "move", "district": [[1]]}',
])
def test_garbage_json_is_not_an_action(raw: str) -> None:
    with pytest.raises(IllegalAction):
        Action.from_json(raw)


def test_action_after_the_end_is_refused() -> None:
    s = incagames.new_game("machu-picchu", 2, 1)
    from incagames.core import Rng
    rng = Rng(1)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    _assert_refused(s, Action("done"), "over")


def test_sets_of_goods_are_accepted_in_any_order() -> None:
    s = _after_first_incas(players=2, seed=1)
    s.apply(Action("move", district="main_temple"))
    assert s.phase == "offer"
    s.apply(Action("offer", goods=["cloth", "corn", "llama"]))
    offer = next(e for e in s.events if e["kind"] == "offer")
    assert offer["goods"] == ["corn", "llama", "cloth"]
    _assert_refused(s, Action("offer", goods=["corn", "corn"]))
