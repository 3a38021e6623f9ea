"""The web app's saved-game list and game log (pure Python parts, no browser)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app.games.cuzco import words as cz_describe
from app.games.machupicchu import words as describe
from app.live.log import GameLog
from app.saves.store import (
    MAX_SLOTS,
    OLD_AUTOSAVE_KEY,
    SaveConflict,
    SaveInfo,
    SaveStore,
    backup,
    restore,
)

import incagames
from incagames.core import Rng
from incagames.core.match import Match, Seat


class DictStorage:
    def __init__(self, quota: int = 10**9) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> bool:
        if sum(map(len, self.data.values())) - len(self.data.get(key, "")) + len(value) \
                > self.quota:
            return False
        self.data[key] = value
        return True

    def remove(self, key: str) -> None:
        self.data.pop(key, None)


class Clock:
    def __init__(self) -> None:
        self.ms = 1_700_000_000_000.0

    def __call__(self) -> float:
        self.ms += 1000
        return self.ms


def info(game: str = "cuzco", moves: int = 0) -> SaveInfo:
    return SaveInfo(id="", game=game, seats=[["Ana", "human"], ["AI 1", "ai-easy"]],
                    created=0.0, updated=0.0, moves=moves, progress=["save.cz", {}])


def test_every_game_keeps_its_own_slot() -> None:
    """Starting a second game never overwrites the first (the old single autosave did)."""
    store = SaveStore(DictStorage(), Clock())
    first, second = store.new_slot(), None
    assert store.save(first, info("machu-picchu", 5), {"match": {"a": 1}})
    second = store.new_slot()
    assert second != first
    assert store.save(second, info("cuzco", 9), {"match": {"b": 2}})
    listed = store.list()
    assert [i.id for i in listed] == [second, first]  # newest first
    assert store.load(first) == {"match": {"a": 1}}
    # Saving again updates the slot in place, keeps its creation time, moves it up.
    created = store.get(first).created
    assert store.save(first, info("machu-picchu", 6), {"match": {"a": 2}})
    assert [i.id for i in store.list()] == [first, second]
    assert store.get(first).created == created and store.get(first).moves == 6
    store.delete(first)
    assert [i.id for i in store.list()] == [second] and store.load(first) is None


def test_full_list_and_refused_storage() -> None:
    store = SaveStore(DictStorage(), Clock())
    for _ in range(MAX_SLOTS):
        store.save(store.new_slot(), info(), {"match": {}})
    assert store.full()
    oldest = store.oldest()
    assert oldest is not None and oldest.id == store.list()[-1].id
    tight = SaveStore(DictStorage(quota=10), Clock())
    assert not tight.save(tight.new_slot(), info(), {"match": {"x": "y" * 50}})
    assert tight.list() == []


def test_broken_storage_is_ignored_not_fatal() -> None:
    storage = DictStorage()
    store = SaveStore(storage, Clock())
    for junk in ("not json", "[" * 5000, json.dumps([{"id": 3}, "x", None]),
                 json.dumps({"id": "1"})):
        storage.data["incagames.saves.v2"] = junk
        assert store.list() == []
    storage.data["incagames.save.7"] = "[" * 100000
    assert store.load("7") is None


def test_an_expert_seat_is_saved_and_loaded() -> None:
    """A match with an expert AI seat goes into a slot and comes back with its level."""
    match = Match("machu-picchu", [Seat("Ana"), Seat("AI 1", "ai-expert")], 11)
    rng = Rng(2)
    for _ in range(6):
        legal = match.state.legal_actions()
        match.apply(rng.choice(legal))
    store = SaveStore(DictStorage(), Clock())
    slot = store.new_slot()
    seats = [[s.name, s.kind] for s in match.seats]
    assert store.save(slot, SaveInfo("", match.game_id, seats, 0.0, 0.0, 6),
                      {"match": match.to_json()})
    assert store.get(slot).seats[1] == ["AI 1", "ai-expert"]
    loaded = Match.from_json(store.load(slot)["match"])
    assert loaded.seats[1].level == "expert" and loaded.actions == match.actions
    assert Match.loads(match.dumps()).seats[1].kind == "ai-expert"


def test_old_autosave_moves_into_a_slot() -> None:
    storage = DictStorage()
    match = Match("cuzco", [Seat("Ana"), Seat("Ben")], 3)
    storage.data[OLD_AUTOSAVE_KEY] = json.dumps({"match": match.to_json(), "pace": 100})
    store = SaveStore(storage, Clock())
    store.migrate(lambda data: info())
    assert OLD_AUTOSAVE_KEY not in storage.data
    (only,) = store.list()
    assert store.current() == only.id
    assert store.load(only.id)["pace"] == 100


def test_an_unreadable_old_autosave_is_kept_not_deleted() -> None:
    storage = DictStorage()
    storage.data[OLD_AUTOSAVE_KEY] = "{not json"
    store = SaveStore(storage, Clock())
    store.migrate(lambda data: info())
    assert store.list() == [] and store.unreadable_old() == "{not json"
    store.discard_old()
    assert store.unreadable_old() is None and OLD_AUTOSAVE_KEY not in storage.data


def test_a_tab_never_overwrites_moves_it_has_not_seen() -> None:
    """Two tabs (two stores on one storage) on one slot: the one that has not read the
    other's moves is refused, and nothing it would have written is stored."""
    storage = DictStorage()
    first, second = SaveStore(storage, Clock()), SaveStore(storage, Clock())
    slot = first.new_slot()
    assert first.save(slot, info(moves=1), {"match": {"moves": 1}})
    assert second.load(slot) == {"match": {"moves": 1}}
    assert second.save(slot, info(moves=2), {"match": {"moves": 2}})
    with pytest.raises(SaveConflict):
        first.save(slot, info(moves=2), {"match": {"moves": "other 2"}})
    assert second.load(slot) == {"match": {"moves": 2}} and first.get(slot).moves == 2
    assert first.load(slot) == {"match": {"moves": 2}}  # read again: its turn to write
    assert first.save(slot, info(moves=3), {"match": {"moves": 3}})
    with pytest.raises(SaveConflict):
        second.save(slot, info(moves=3), {"match": {"moves": "other 3"}})


def test_a_backup_restores_every_game_once() -> None:
    clock = Clock()
    home = SaveStore(DictStorage(), clock)
    for n in range(3):
        home.save(home.new_slot(), info(moves=n), {"match": {"seed": n}, "reviews": {"0": n}})
    file = json.loads(json.dumps(backup(home)))  # as written to a file and read back
    away = SaveStore(DictStorage(), clock)
    away.save(away.new_slot(), info(moves=1), {"match": {"seed": 1}})
    done = restore(away, file, lambda data: "match" in data)
    assert (done.added, done.duplicates, done.unreadable) == (2, 1, 0)
    assert sorted(away.load(i.id)["match"]["seed"] for i in away.list()) == [0, 1, 2]
    again = restore(away, file, lambda data: True)
    assert (again.added, again.duplicates) == (0, 3)
    file["saves"].append({"info": {"id": 3}, "data": {}})
    file["saves"].append({"info": file["saves"][0]["info"], "data": {"match": {"seed": 9}}})
    assert restore(away, file, lambda data: data["match"] != {"seed": 9}).unreadable == 2
    for bad in ({"format": "incagames-backup", "version": 99, "saves": []}, {"match": {}}, []):
        with pytest.raises(ValueError):
            restore(away, bad, lambda data: True)


def _play(game: str, players: int, seed: int) -> Match:
    match = Match(game, [Seat(f"P{i}") for i in range(players)], seed)
    rng = Rng(seed)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_the_log_keeps_the_whole_game_grouped_by_turn() -> None:
    for game, words in (("machu-picchu", describe), ("cuzco", cz_describe)):
        match = _play(game, 3, 4)
        log = GameLog(words, [s.name for s in match.seats])
        log.reset(match.log)
        expected = [line for e in match.log if (line := words.event_text(e, log.names))]
        assert log.lines == expected  # nothing dropped, however long the game
        assert len(log.lines) > 80
        headings = [g.heading for g in log.groups]
        assert headings[0] and all(headings)
        assert sum("P1" in h for h in headings) > 3  # a group per turn
        assert headings[-1] == "End of the game"
        over = [line for line in log.lines if "game is over" in line.lower()]
        assert len(over) == 1, over


def test_machu_picchu_log_headings_name_the_day() -> None:
    state = incagames.new_game("machu-picchu", 2, 1)
    log = GameLog(describe, ["Ana", "Ben"])
    for event in state.events:
        log.add(event)
    assert log.groups[0].heading == "Set-up"
    log.add({"kind": "move", "seat": 1, "district": "central_plaza"})
    assert log.groups[-1].heading == "Day 1 · Ben"
    log.add({"kind": "night", "day": 1})
    log.add({"kind": "new_day", "day": 2, "seat": 0})
    log.add({"kind": "stay", "seat": 0, "tile": 0, "reward": ["steps", 2]})
    assert [g.heading for g in log.groups][-2:] == ["Night after day 1", "Day 2 · Ana"]


def test_cuzco_log_lines_carry_the_hexes_they_are_about() -> None:
    """Each placement, Inca, temple and pond line names its hexes for the board to light
    up (the map shows no coordinates); lines about no place carry none; Machu Picchu's
    lines carry none (its districts are named on the board)."""
    import json

    from incagames.cuzco import hexgrid as H

    match = _play("cuzco", 3, 4)
    log = GameLog(cz_describe, [s.name for s in match.seats])
    log.reset(match.log)
    shown = [e for e in match.log if cz_describe.event_text(e, log.names)]
    spots = [spot for group in log.groups for spot in group.places]
    assert len(spots) == len(shown) == len(log.lines)
    kinds_with_places = set()
    for event, spot in zip(shown, spots, strict=True):
        if not spot:
            assert event["kind"] not in ("place", "enter", "move", "pond"), event
            continue
        data = json.loads(spot)
        assert data["seat"] == event["seat"]
        assert data["places"] and all(0 <= c < H.N_CELLS for c in data["places"])
        if event["kind"] == "place":
            assert data["places"][:len(event["cells"])] == event["cells"]
        if event["kind"] == "move":
            assert data["places"] == [event["cell"], event["to"]]
        kinds_with_places.add(event["kind"])
    assert {"place", "enter", "move"} <= kinds_with_places
    html = log.group_html(next(g for g in log.groups if any(g.places)))
    assert 'class="log-spot" data-places="{&quot;seat&quot;' in html
    mp = _play("machu-picchu", 2, 4)
    mp_log = GameLog(describe, ["A", "B"])
    mp_log.reset(mp.log)
    assert not any(p for g in mp_log.groups for p in g.places)
