"""Every saved game of the corpus (tests/data/saves/, written by ``python3 build.py
corpus``) still loads with this engine and replays to the very position it was saved in.

A save file is the set-up plus the actions, replayed by the rules; a change to how actions
are written, to the order of the legal actions or to the random draws would make the games
players have in progress unreadable (or, worse, quietly different). Such a change must
raise the save format's version with a migration step (``core.migrations``); files of
older versions are loaded through those steps here.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import incagames
from incagames.core.match import VERSION, Match
from incagames.core.review import Review, one_decision, replay, units_of

CORPUS = Path(__file__).resolve().parents[1] / "data" / "saves"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))["files"]
FILES = sorted(str(p.relative_to(CORPUS)) for p in CORPUS.glob("v*/*.json"))


def _match_json(data: dict[str, Any]) -> dict[str, Any]:
    """A bare match file ("Save file"), or the web app's autosave wrapper around one."""
    return data.get("match", data)  # type: ignore[no-any-return]


def test_every_file_has_its_record_and_every_record_its_file() -> None:
    assert FILES and sorted(MANIFEST) == FILES


def test_the_current_format_has_every_game_and_player_count() -> None:
    names = {name for name in FILES if name.startswith(f"v{VERSION}/")}
    for game_id, spec in incagames.GAMES.items():
        for n in range(spec.players[0], spec.players[1] + 1):
            assert f"v{VERSION}/{game_id}-{n}p-finished.json" in names
            assert f"v{VERSION}/{game_id}-{n}p-midgame.json" in names
    assert any("reviewed" in name for name in names)
    assert any("tutorial" in name for name in names)


@pytest.mark.parametrize("name", FILES)
def test_a_saved_game_replays_to_its_position(name: str) -> None:
    record = MANIFEST[name]
    data = json.loads((CORPUS / name).read_text(encoding="utf-8"))
    saved = _match_json(data)
    assert f"v{saved['version']}" == name.split("/")[0]
    match = Match.from_json(saved)
    assert len(match.actions) == record["moves"]
    assert match.state.is_over == record["over"]
    if record["over"]:
        assert list(match.state.outcome().scores) == record["scores"]
    assert match.fingerprint() == record["fingerprint"], (
        f"{name} replays to another position than the one it was saved in: a change to "
        f"the actions, their order or the random draws needs a new save format version "
        f"and a migration (core/migrations.py)")
    if "match" in data:
        assert isinstance(data["pace"], int)
    for seat, raw in data.get("reviews", {}).items():
        review_unit = incagames.GAMES[match.game_id].review_unit or one_decision
        units = units_of(review_unit, replay(match), int(seat))
        review = Review.from_json(raw, match, units)
        assert len(review.verdicts) == len(raw["verdicts"]) > 0
