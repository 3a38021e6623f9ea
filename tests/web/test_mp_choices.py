"""Machu Picchu's choices told before they are made: when a moon tile pays."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app import i18n
from app.games.machupicchu import words

import incagames
from incagames.machupicchu import components as C
from incagames.machupicchu.state import MachuPicchuState


def _placing() -> MachuPicchuState:
    """Two players, the first Incas set up: the first seat places its Prince."""
    state = incagames.new_game("machu-picchu", 2, 1)
    while state.phase == "first_inca":
        state.apply(state.legal_actions()[0])
    assert isinstance(state, MachuPicchuState)
    return state


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
        view = _placing().view(0)
        texts = [words.action_label({"kind": "stay", "tile": k}, view, {})
                  for k in range(len(C.MOON_TILES))]
        for text in texts:
            assert text and "{" not in text and not text.startswith(("a.", "no.", "mv."))
    finally:
        i18n.set_language("en")
