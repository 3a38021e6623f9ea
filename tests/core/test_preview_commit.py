"""Preview then commit: ``Preview.ends_turn`` and ``Preview.after`` of a followed preview,
and ``Match`` playing a previewed action with one clone and one apply in all."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest

from incagames import GAMES, Action, new_game
from incagames.core.match import Match, Seat
from incagames.cuzco.state import CuzcoState


def _cuzco_match() -> Match:
    """A Cuzco match at its first placement (the terrain chosen)."""
    match = Match("cuzco", [Seat("a"), Seat("b")], 11)
    choice = next(a for a in match.state.legal_actions() if a.kind == "choose_terrain")
    match.apply(choice)
    return match


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[str]]:
    """Counts of ``CuzcoState.clone`` and of applies (checked or not)."""
    counts: Counter[str] = Counter()
    for name, key in (("clone", "clone"), ("apply", "apply"), ("apply_legal", "apply")):
        real = getattr(CuzcoState, name)

        def counting(self: CuzcoState, *args: object, _real=real, _key=key) -> object:
            counts[_key] += 1
            return _real(self, *args)

        monkeypatch.setattr(CuzcoState, name, counting)
    yield counts


def test_preview_then_commit_of_a_placement_clones_and_applies_once(
        counted: Counter[str]) -> None:
    match = _cuzco_match()
    state = match.state
    seat = state.current_player
    place = state.legal_actions()[0]
    assert place.kind == "place"
    expected = state.clone()
    expected.apply(place)
    counted.clear()

    preview = match.preview(place)
    assert preview.legal and preview.ends_turn is False and preview.after is not None
    events = match.apply(place, seat=seat)
    assert counted == Counter(clone=1, apply=1)
    assert match.state is preview.after
    assert match.state.to_json() == expected.to_json()
    assert events == expected.events and match.log[-len(events):] == events
    match.undo(seat)
    assert match.state is state and match.actions[-1].kind == "choose_terrain"


def test_a_preview_is_not_followed_unless_asked_nor_for_a_refused_action() -> None:
    match = _cuzco_match()
    place = match.state.legal_actions()[0]
    plain = match.state.preview(place)
    assert plain.legal and plain.ends_turn is None and plain.after is None
    refused = match.preview(Action("place", cells=(0,), village=0))
    assert not refused.legal and refused.ends_turn is None and refused.after is None


def test_a_stale_preview_is_not_taken(counted: Counter[str]) -> None:
    """After another action, an undo or a new state, apply plays the action again."""
    match = _cuzco_match()
    seat = match.state.current_player
    place = match.state.legal_actions()[0]
    preview = match.preview(place)
    match.undo(seat)
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "choose_terrain"))
    match.apply(place)
    assert match.state is not preview.after
    other = match.state.legal_actions()[-1]
    match.preview(other)
    match.state = match.state.clone()
    counted.clear()
    match.apply(other)
    assert counted == Counter(clone=1, apply=1)  # Match.apply's own, not the preview's


@pytest.mark.parametrize("game_id", list(GAMES))
def test_ends_turn_says_whether_another_seat_decides_or_the_game_ends(game_id: str) -> None:
    state = new_game(game_id, 3, 4)
    for step in range(400):
        if state.is_over:
            break
        legal = state.legal_actions()
        action = legal[step % len(legal)]
        preview = state.preview(action, follow=True)
        assert preview.legal and preview.after is not None
        copy = state.clone()
        copy.apply(action)
        assert preview.after.to_json() == copy.to_json()
        assert preview.ends_turn == (copy.is_over or copy.current_player
                                     != state.current_player)
        state = copy
