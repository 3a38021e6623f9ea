"""The menu remembers the last set-up; whatever the storage holds, the menu gets a usable
one."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app.menu.setup import MENU_SEATS, MenuSetup
from app.page.params import PLAYABLE, SEAT_KINDS

DEFAULT = MenuSetup("machu-picchu", 4, ["human", *["ai-normal"] * 4])


def _load(text: str | None) -> MenuSetup:
    return MenuSetup.loads(text, PLAYABLE, SEAT_KINDS, DEFAULT)


def test_a_set_up_comes_back_as_it_was_stored() -> None:
    setup = MenuSetup("cuzco", 3, ["ai-hard", "human", "ai-easy", "human", "ai-random"])
    assert _load(setup.dumps()) == setup


def test_nothing_stored_gives_the_default() -> None:
    assert _load(None) == DEFAULT
    assert _load("") == DEFAULT


def test_stale_fields_fall_back_one_by_one() -> None:
    """A game this version lacks, a count out of the game's range, unknown kinds."""
    text = '{"game": "chess", "players": 9, "kinds": ["human", "ai-genius", 3]}'
    assert _load(text) == MenuSetup("machu-picchu", 4, ["human", *["ai-normal"] * 4])
    cuzco = _load('{"game": "cuzco", "players": 5, "kinds": ["ai-easy"]}')
    assert cuzco == MenuSetup("cuzco", 4, ["ai-easy", *["ai-normal"] * 4])
    assert _load('{"game": "cuzco", "players": true}').players == 4


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.one_of(st.text(max_size=60), st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(
        st.sampled_from(["game", "players", "kinds", "x"]), inner, max_size=4),
    max_leaves=12).map(json.dumps)))
def test_any_stored_text_gives_a_usable_set_up(text: str) -> None:
    setup = _load(text)
    low, high = PLAYABLE[setup.game]
    assert low <= setup.players <= high
    assert len(setup.kinds) == MENU_SEATS and set(setup.kinds) <= set(SEAT_KINDS)
