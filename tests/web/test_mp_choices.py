"""Machu Picchu's choices told before they are made: the moves whose district has nothing
to take (found by the engine, worded by the kind of district), the purchases the player
cannot make (their price and what is missing) and when a moon tile pays."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app.games.machupicchu import choices, words
from app.text import i18n

import incagames
from incagames.core import Action, Rng
from incagames.machupicchu import components as C
from incagames.machupicchu.state import MachuPicchuState


def _placing() -> MachuPicchuState:
    """Two players, the first Incas set up: the first seat places its Prince."""
    state = incagames.new_game("machu-picchu", 2, 1)
    while state.phase == "first_inca":
        state.apply(state.legal_actions()[0])
    assert isinstance(state, MachuPicchuState)
    return state


def _moves(state: MachuPicchuState) -> list[Action]:
    return [a for a in state.legal_actions() if a.kind == "move"]


def _marked(state: MachuPicchuState) -> dict[str, Any]:
    """The deciding seat's view, with the moves that take nothing as the screen marks it."""
    view = state.view(state.current_player)
    view["idle_moves"] = choices.idle_moves(state, _moves(state))
    return view


def test_the_starting_goods_buy_nothing_in_the_houses() -> None:
    state = _placing()
    assert choices.idle_moves(state, _moves(state)) == ["house_of_priests", "house_of_virgins"]
    view = _marked(state)
    label = words.action_label({"kind": "move", "district": "house_of_priests"}, view, {})
    assert label == "House of Priests — nothing you can afford there: your turn ends"
    assert words.action_label({"kind": "move", "district": "central_plaza"}, view, {}) == \
        "Central Plaza"
    assert words.hint_text({"kind": "move", "district": "house_of_virgins"}, view, {}) == \
        ("Move your Prince to House of Virgins — nothing you can afford there: "
         "your turn ends")


def test_a_far_move_whose_llama_the_set_up_needed_takes_nothing() -> None:
    """A farmer costs a llama and a pottery: walking to the Watchman's Hut keeps the
    llama, paying it for a far move leaves nothing to set up there."""
    state = _placing()
    seat = state.current_player
    assert seat is not None
    state.goods[seat] = [0, 1, 0, 1, 0]
    hut = Action("move", district="watchmans_hut")
    state.princes[seat] = C.DISTRICT_INDEX["llamas_meadow"]  # a neighbour of the hut
    assert not choices.takes_nothing(state, hut)
    state.princes[seat] = C.DISTRICT_INDEX["sun_clock"]  # far away
    assert choices.takes_nothing(state, hut)
    view = _marked(state)
    assert words.action_label(hut.to_json(), view, {"llama": 1}) == \
        "Watchman's Hut (1 llama) — no Inca you can afford there: your turn ends"


def test_each_kind_of_district_says_why_it_takes_nothing() -> None:
    state = _placing()
    seat = state.current_player
    assert seat is not None
    state.bonus[C.BONUS_INDEX["corn_terraces"]] = 0
    state.bonus[C.BONUS_INDEX["puma_temple"]] = 0
    state.incas[seat] = [0] * 6
    state.supply[seat] = 0
    state.taken[2] = C.ROW_SIZE[2]
    view = _marked(state)
    assert set(view["idle_moves"]) == {
        "corn_terraces", "puma_temple", "sun_clock", "watchmans_hut", "royal_palace",
        "house_of_priests", "house_of_virgins"}
    why = {d: words.idle_why(d, view) for d in view["idle_moves"]}
    assert why["corn_terraces"] == why["puma_temple"] == "no bonus left there today"
    assert why["sun_clock"] == "none of your Incas to send there"
    assert why["watchmans_hut"] == "no Inca left in your supply"
    assert why["house_of_virgins"] == "none left there"
    assert why["house_of_priests"] == "nothing you can afford there"


@pytest.mark.parametrize("seed", range(4))
def test_a_move_that_takes_nothing_changes_only_where_the_prince_stands(seed: int) -> None:
    """Along random games: after a move found to take nothing (and no night after it),
    the mover has paid at most the far move's llama and gained no good, Inca, Priest,
    step or card."""
    state = incagames.new_game("machu-picchu", 2 + seed % 3, seed)
    rng = Rng(seed)
    checked = 0
    while not state.is_over and checked < 100:
        seat = state.current_player
        if state.phase == "turn" and seat is not None:
            for move in choices.idle_moves(state, _moves(state)):
                action = Action("move", district=move)
                after = state.preview(action, follow=True).after
                assert isinstance(after, MachuPicchuState)
                if after.is_over or any(e["kind"] == "night" for e in after.events):
                    continue
                llamas = state.preview(action).costs.get("llama", 0)
                paid = [n - (llamas if g == C.LLAMA else 0)
                        for g, n in enumerate(state.goods[seat])]
                assert after.goods[seat] == paid, move
                assert after.incas[seat] == state.incas[seat]
                assert after.priests[seat] == state.priests[seat]
                assert after.scouts[seat] == state.scouts[seat]
                assert after.hands[seat] == state.hands[seat]
                checked += 1
        state.apply(rng.choice(state.legal_actions()))
    assert checked


def _at_house(goods: list[int]) -> MachuPicchuState:
    state = _placing()
    seat = state.current_player
    assert seat is not None
    state.goods[seat] = goods
    state.apply(Action("move", district="house_of_priests"))
    assert state.phase == "acquire"
    return state


def test_a_priest_too_dear_is_greyed_with_what_is_missing() -> None:
    state = _at_house([0, 0, 1, 1, 2])  # a Puma priest, not a Condor one
    view = state.view(state.current_player)
    refused = choices.refused(view, state.legal_actions())
    assert refused == [Action("acquire", row="condor")]
    assert words.refused_label(refused[0].to_json(), view) == \
        "Priest of Condor (1 coca + 2 pottery + 1 cloth) — you have 1 pottery, it costs 2"


def test_a_row_taken_to_the_end_says_none_left() -> None:
    state = _at_house([0, 0, 1, 1, 2])
    state.taken[0] = C.ROW_SIZE[0]
    view = state.view(state.current_player)
    assert words.refused_label({"kind": "acquire", "row": "condor"}, view) == \
        "Priest of Condor — none left"


def test_market_purchases_short_of_corn_or_sold_on_this_visit() -> None:
    state = _placing()
    seat = state.current_player
    assert seat is not None
    state.goods[seat] = [4, 1, 1, 1, 1]
    state.apply(Action("move", district="central_plaza"))
    state.apply(Action("sell", good="coca"))
    view = state.view(seat)
    labels = [words.refused_label(a.to_json(), view)
              for a in choices.refused(view, state.legal_actions())]
    assert "Buy coca for 4 corn — sold on this visit, not bought back" in labels
    state.goods[seat][C.CORN] = 3
    view = state.view(seat)
    labels = [words.refused_label(a.to_json(), view)
              for a in choices.refused(view, state.legal_actions())]
    assert "Buy llama for 5 corn — you have 3 corn, it costs 5" in labels


def _stay_view(day: int) -> dict[str, Any]:
    state = _placing()
    view = state.view(state.current_player)
    view["day"] = day
    return view


def test_moon_tiles_pay_at_night_and_on_day_9_at_once() -> None:
    view = _stay_view(3)
    corn = {"kind": "stay", "tile": 2}
    llama = {"kind": "stay", "tile": 3}
    assert words.action_label(corn, view, {}) == "Stay: 3 corn at night"
    assert words.action_label(llama, view, {}) == "Stay: 1 llama at night, for 1 corn"
    assert words.hint_text(corn, view, {}) == \
        "Stay and take the moon tile “3 corn”: it pays at night"
    view = _stay_view(C.LAST_DAY)
    assert words.action_label(corn, view, {}) == "Stay: 3 corn at once"
    assert words.action_label(llama, view, {"corn": 1}) == "Stay: 1 llama at once, for 1 corn"
    assert words.action_label(llama, view, {}) == \
        "Stay: moon tile 1 llama, no corn to pay for it"


@pytest.mark.parametrize("lang", ["en", "es", "de", "fr"])
def test_the_choices_are_worded_in_every_language(lang: str) -> None:
    i18n.set_language(lang)
    try:
        state = _at_house([0, 0, 1, 1, 2])
        view = state.view(state.current_player)
        texts = [words.refused_label({"kind": "acquire", "row": "condor"}, view)]
        view = _marked(_placing())
        texts += [words.action_label({"kind": "move", "district": d}, view, {})
                  for d in view["idle_moves"]]
        texts += [words.action_label({"kind": "stay", "tile": k}, view, {})
                  for k in range(len(C.MOON_TILES))]
        for text in texts:
            assert text and "{" not in text and not text.startswith(("a.", "no.", "mv."))
    finally:
        i18n.set_language("en")
