"""State.preview: the goods an action would take from the deciding seat, and "illegal"
for anything that is not legal now; never a change of the state, never an exception."""

from __future__ import annotations

import random
from typing import Any

import pytest

import incagames
from incagames.core import Action
from incagames.core.state import Preview
from incagames.machupicchu import MachuPicchuState
from incagames.machupicchu import components as C
from incagames.machupicchu.bank import per_unit


def fresh(players: int = 3, seed: int = 5) -> MachuPicchuState:
    s = incagames.new_game("machu-picchu", players, seed)
    assert isinstance(s, MachuPicchuState)
    return s


def gains(events: list[dict[str, Any]], seat: int) -> list[int]:
    """Goods the events say ``seat`` received, per good."""
    got = [0] * 5
    for e in events:
        if e.get("seat") != seat:
            continue
        kind = e["kind"]
        if kind in ("bonus", "produce", "moon_reward"):
            got[C.GOOD_INDEX[e["good"]]] += e["count"]
        elif kind == "sell":
            got[C.CORN] += e["price"]
        elif kind == "buy":
            got[C.GOOD_INDEX[e["good"]]] += 1
        elif kind == "sun_goods":
            for name in e["goods"]:
                got[C.GOOD_INDEX[name]] += per_unit(C.GOOD_INDEX[name])
        elif kind in ("granary", "time_corn"):
            got[C.CORN] += e.get("corn", e.get("count", 0))
        elif kind == "stable":
            got[C.LLAMA] += e["llamas"]
    return got


def test_moves_cost_a_llama_only_to_a_district_that_is_not_a_neighbour() -> None:
    s = fresh()
    for _ in range(3):
        s.apply(Action("place_inca", occupation="farmer"))
    # The first placement is free anywhere.
    assert all(s.preview(a) == Preview({}, None) for a in s.legal_actions())
    s.apply(Action("move", district="central_plaza"))
    while s.phase != "turn" or s.princes[s.current_player] < 0:
        s.apply(s.legal_actions()[-1])
    p = s.current_player
    here = s.princes[p]
    for a in s.legal_actions():
        if a.kind != "move":
            continue
        far = C.DISTRICT_INDEX[a["district"]] not in C.NEIGHBOURS[here]
        assert s.preview(a) == Preview({"llama": 1} if far else {}, None)


def test_costs_are_what_applying_takes_from_the_seat() -> None:
    """Over random games, every legal action's previewed costs equal the goods the seat
    loses by it, once what the action's events gave it is added back (the night, when
    Moon Tiles charge corn on their own, is left out)."""
    checked: set[tuple[str, str]] = set()
    for g in range(12):
        s = fresh(2 + g % 4, 100 + g)
        pick = random.Random(g)
        while not s.is_over:
            seat = s.current_player
            assert seat is not None
            actions = s.legal_actions()
            for a in actions:
                preview = s.preview(a)
                assert preview.problem is None, a
                child = s.clone()
                before = child.goods[seat][:]
                child.apply(a)
                if any(e["kind"] == "night" for e in child.events):
                    continue
                got = gains(child.events, seat)
                taken = [before[k] - child.goods[seat][k] + got[k] for k in range(5)]
                assert {C.GOODS[k]: n for k, n in enumerate(taken) if n} == preview.costs, a
                if preview.costs:
                    checked.add((s.phase, a.kind))
            s.apply(actions[pick.randrange(len(actions))])
    assert checked == {("turn", "move"), ("turn", "stay"), ("produce", "produce"),
                       ("sacrifice", "sacrifice"), ("offer", "offer"), ("set_up", "set_up"),
                       ("acquire", "acquire"), ("plaza", "buy"), ("plaza", "sell"),
                       ("moon_goods", "moon_goods")}


GARBAGE: list[Any] = [
    None, 42, "move", {"kind": "move"}, object(),
    Action("move"), Action("move", district="nowhere"), Action("move", district=3),
    Action("offer", goods=("gold", 3, None)), Action("buy", good=None), Action("xyz"),
    Action("return_cards", cards=("a", 1)), Action("take_goods", goods=()),
    Action("place_inca", occupation=("farmer",)),
]


@pytest.mark.parametrize("players, seed", [(2, 1), (5, 2)])
def test_preview_never_changes_the_state_and_answers_any_input(players: int,
                                                                seed: int) -> None:
    s = fresh(players, seed)
    pick = random.Random(seed)
    while True:
        data = s.to_json()
        events = s.events
        for a in [*s.legal_actions(), *GARBAGE]:
            preview = s.preview(a)
            assert isinstance(preview, Preview)
            assert all(isinstance(n, int) and n > 0 for n in preview.costs.values())
        for a in GARBAGE:
            assert s.preview(a) == Preview({}, "illegal")
        assert s.to_json() == data and s.events is events
        if s.is_over:
            break
        actions = s.legal_actions()
        s.apply(actions[pick.randrange(len(actions))])
    assert s.preview(Action("done")) == Preview({}, "illegal")


def test_goods_may_be_named_in_any_order_as_for_apply() -> None:
    s = fresh()
    s.queue = [("offer", 0)]
    s.goods[0] = [3, 1, 1, 0, 0]
    listed = Action("offer", goods=("coca", "corn"))
    assert listed not in s.legal_actions()
    assert s.preview(listed) == Preview({"corn": 3, "coca": 1}, None)
