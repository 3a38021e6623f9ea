"""The league's frozen bots (``tools/league.py``): an earlier revision's bot and today's bot
with a round's frozen weights each play legal moves from their own process; weights for
other features and unknown revisions are refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from incagames import new_game
from incagames.core import Rng
from incagames.core.bots import choose_action
from tools.league import FrozenBot, is_frozen

LEAGUE = Path(__file__).resolve().parents[1] / "data" / "league"


def test_names_of_frozen_bots() -> None:
    assert is_frozen("git:HEAD:easy") and is_frozen("weights:x.json:hard")
    assert not is_frozen("hard") and not is_frozen("builder")


def test_a_revision_bot_plays_a_legal_move() -> None:
    state = new_game("cuzco", 2, 3)
    bot = FrozenBot("git:HEAD:easy")
    try:
        for _ in range(3):
            action = choose_action(bot, state, Rng(1))
            assert action in state.legal_actions()
            state.apply(action)
    finally:
        bot.close()


def test_an_unknown_revision_is_refused() -> None:
    with pytest.raises(ValueError, match="no git revision"):
        FrozenBot("git:no-such-revision-anywhere:easy")


def test_frozen_weights_play_and_weights_for_other_features_stop(tmp_path: Path) -> None:
    frozen = LEAGUE / "machu-picchu-r1.json"
    state = new_game("machu-picchu", 2, 5)
    bot = FrozenBot(f"weights:{frozen}:easy")
    try:
        assert choose_action(bot, state, Rng(2)) in state.legal_actions()
    finally:
        bot.close()
    data = json.loads(frozen.read_text())
    data["names"] = data["names"][:-1]
    other = tmp_path / "other.json"
    other.write_text(json.dumps(data))
    stale = FrozenBot(f"weights:{other}:normal")
    with pytest.raises(RuntimeError, match="stopped"):
        choose_action(stale, state, Rng(2))
