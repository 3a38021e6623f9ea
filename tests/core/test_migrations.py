"""Save files of earlier format versions go through the registered migration steps, in
order; a newer file, or one with no way up, is refused with a clear message."""

from __future__ import annotations

import random
from typing import Any

import pytest

from incagames.core import match as match_module
from incagames.core import migrations
from incagames.core.fingerprint import fingerprint
from incagames.core.match import Match, MatchError, Seat


def _save() -> dict[str, Any]:
    match = Match("machu-picchu", [Seat("Ana"), Seat("Bo", "ai-easy")], seed=3)
    rng = random.Random(3)
    for _ in range(20):
        match.apply(rng.choice(match.state.legal_actions()))
    return match.to_json()


SAVE = _save()


def test_a_current_file_needs_no_step() -> None:
    assert migrations.upgrade(SAVE, match_module.VERSION, {}) is SAVE


def test_steps_run_in_order_from_the_files_version(monkeypatch: pytest.MonkeyPatch) -> None:
    """Format 3 is current; a format-1 file goes 1 -> 2 -> 3, each step seeing the output
    of the one before and the version set for it."""
    seen: list[tuple[int, Any]] = []

    def one_to_two(data: dict[str, Any]) -> dict[str, Any]:
        seen.append((1, data["version"]))
        # Version 1 named the seats "players" in this made-up history.
        return {**data, "players": data.pop("seats")}

    def two_to_three(data: dict[str, Any]) -> dict[str, Any]:
        seen.append((2, data["version"]))
        data["seats"] = data.pop("players")
        return data

    monkeypatch.setattr(match_module, "VERSION", 3)
    monkeypatch.setitem(migrations.MIGRATIONS, 2, two_to_three)
    monkeypatch.setitem(migrations.MIGRATIONS, 1, one_to_two)
    old = {**SAVE, "version": 1}
    loaded = Match.from_json(old)
    assert seen == [(1, 1), (2, 2)]
    assert old == {**SAVE, "version": 1}  # the caller's data is left alone
    assert loaded.actions == Match.from_json({**SAVE, "version": 3}).actions
    assert loaded.fingerprint() == fingerprint(Match.from_json({**SAVE, "version": 3}).state)
    seen.clear()
    Match.from_json({**SAVE, "version": 2, "players": SAVE["seats"]})
    assert seen == [(2, 2)]


def test_a_newer_file_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    newer = {**SAVE, "version": match_module.VERSION + 1}
    with pytest.raises(MatchError, match="made by a newer version"):
        Match.from_json(newer)


def test_a_gap_in_the_steps_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(match_module, "VERSION", 3)
    monkeypatch.setitem(migrations.MIGRATIONS, 2, lambda data: data)
    monkeypatch.delitem(migrations.MIGRATIONS, 1, raising=False)
    with pytest.raises(MatchError, match="no migration to format 2"):
        Match.from_json({**SAVE, "version": 1})


def test_a_failing_step_is_a_match_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(match_module, "VERSION", 2)
    monkeypatch.setitem(migrations.MIGRATIONS, 1, lambda data: data["missing"])
    with pytest.raises(MatchError, match="brought up to date"):
        Match.from_json({**SAVE, "version": 1})
    monkeypatch.setitem(migrations.MIGRATIONS, 1, lambda data: [data])
    with pytest.raises(MatchError, match="returned no save file"):
        Match.from_json({**SAVE, "version": 1})


@pytest.mark.parametrize("version", [None, "1", 1.0, True, 0, -3])
def test_a_version_that_is_not_one_is_refused(version: Any) -> None:
    with pytest.raises(MatchError, match="version"):
        Match.from_json({**SAVE, "version": version})


def test_the_fingerprint_pins_the_position() -> None:
    match = Match.from_json(SAVE)
    again = Match.from_json(SAVE)
    assert match.fingerprint() == again.fingerprint()
    assert match.fingerprint().startswith("sha256:") and len(match.fingerprint()) == 71
    match.apply(match.state.legal_actions()[0])
    assert match.fingerprint() != again.fingerprint()
    # Hidden information counts: the same board with another random stream differs.
    clone = again.state.clone()
    clone.rng = type(clone.rng)(12345)  # type: ignore[attr-defined]
    assert fingerprint(clone) != again.fingerprint()
