"""Each game's web part is one checked ``GameUI``: the registry finds every folder's, each
part's module defines what the part must, and a folder that breaks the contract is
refused with a reason."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app import games
from app.games.ui import PARTS, GameUI, GameUIError

import incagames


def test_every_engine_game_has_a_checked_ui() -> None:
    assert set(games.PLAYABLE) == set(incagames.GAMES)
    for game_id in games.PLAYABLE:
        ui = games.ui(game_id)
        assert ui.game_id == game_id
        ui.check()


@pytest.mark.parametrize("part", [p for p in PARTS if p != "screen"])  # screen: the browser's
def test_each_part_defines_what_it_must(part: str) -> None:
    for game_id in games.PLAYABLE:
        module = games.ui(game_id).part(part)
        assert all(hasattr(module, name) for name in PARTS[part])


def test_a_broken_ui_is_refused_with_a_reason() -> None:
    ui = games.ui(games.PLAYABLE[0])
    missing = GameUI(ui.game_id, ui.package, ui.short_name, rules="no_such_rules")
    with pytest.raises(GameUIError, match="rules"):
        missing.check()
    lacking = GameUI(ui.game_id, ui.package, ui.short_name, cover="words")
    with pytest.raises(GameUIError, match="lacks cover"):
        lacking.part("cover")
    with pytest.raises(KeyError):
        ui.part("no-such-part")
    with pytest.raises(KeyError):
        games.ui("no-such-game")
