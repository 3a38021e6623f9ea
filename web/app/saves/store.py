"""Saved games in the browser's storage: one slot per game started, never overwritten.

Every game started (from the menu, a link or a save file) gets its own slot, saved after
every move; the menu lists them with game, players, date and progress. A slot is only
ever discarded by the player: deleting it, or agreeing to drop the oldest one when the
list is full. Pure Python over a small storage interface (``get``/``set``/``remove`` of
strings, the browser's localStorage in the app, a dict in tests).
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from incagames.core import safejson

INDEX_KEY = "incagames.saves.v2"
SLOT_PREFIX = "incagames.save."
CURRENT_KEY = "incagames.current"
OLD_AUTOSAVE_KEY = "incagames.autosave.v1"
BACKUP_FORMAT = "incagames-backup"
BACKUP_VERSION = 1
MAX_SLOTS = 12
"""Enough for several games in progress; a Cuzco save is about 50 KB."""


class SaveConflict(Exception):
    """The slot was written by someone else (another tab) since this store last read or
    wrote it: saving now would overwrite moves this tab has not seen."""


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> bool: ...
    def remove(self, key: str) -> None: ...


@dataclass
class SaveInfo:
    """What the menu shows of a saved game (the match itself is stored apart)."""

    id: str
    game: str
    seats: list[list[str]]  # [name, kind] per seat
    created: float  # milliseconds since 1970, as JavaScript's Date.now()
    updated: float
    moves: int = 0
    over: bool = False
    progress: list[Any] = field(default_factory=list)  # [message key, {values}]

    @classmethod
    def from_json(cls, data: Any) -> SaveInfo | None:
        try:
            info = cls(**data)
        except TypeError:
            return None
        ok = (isinstance(info.id, str) and isinstance(info.game, str)
              and isinstance(info.seats, list)
              and all(isinstance(s, list) and len(s) == 2
                      and all(isinstance(x, str) for x in s) for s in info.seats)
              and all(isinstance(x, (int, float)) and not isinstance(x, bool)
                      for x in (info.created, info.updated, info.moves))
              and isinstance(info.progress, list))
        return info if ok else None


class SaveStore:
    """The list of saved games, newest first, and the slot of each."""

    def __init__(self, storage: Storage, now: Callable[[], float]) -> None:
        self.storage = storage
        self.now = now
        self._seen: dict[str, str] = {}
        """What this store (one tab) last read or wrote in each slot."""

    # ----------------------------------------------------------------- the index
    def list(self) -> list[SaveInfo]:
        raw = self.storage.get(INDEX_KEY)
        try:
            data = safejson.loads(raw) if raw else []
        except (ValueError, RecursionError):
            data = []
        infos = [SaveInfo.from_json(d) for d in data] if isinstance(data, list) else []
        return sorted((i for i in infos if i is not None), key=lambda i: -i.updated)

    def _write_index(self, infos: list[SaveInfo]) -> None:
        self.storage.set(INDEX_KEY, json.dumps([asdict(i) for i in infos],
                                               separators=(",", ":")))

    def get(self, slot: str) -> SaveInfo | None:
        return next((i for i in self.list() if i.id == slot), None)

    def full(self) -> bool:
        return len(self.list()) >= MAX_SLOTS

    def oldest(self) -> SaveInfo | None:
        infos = self.list()
        return infos[-1] if infos else None

    # ----------------------------------------------------------------- slots
    def new_slot(self) -> str:
        """A fresh slot id (the caller has asked the player if the list is full)."""
        stamp = int(self.now())
        taken = {i.id for i in self.list()}
        slot, k = str(stamp), 1
        while slot in taken:
            slot, k = f"{stamp}-{k}", k + 1
        return slot

    def save(self, slot: str, info: SaveInfo, payload: dict[str, Any]) -> bool:
        """Store the match of ``slot`` and its line in the index; False when the storage
        refused (full or disabled): the game goes on, the caller tells the player.
        SaveConflict, and nothing written, when another tab wrote the slot since this
        store last read or wrote it."""
        key = SLOT_PREFIX + slot
        stored = self.storage.get(key)
        if stored is not None and slot in self._seen and stored != self._seen[slot]:
            raise SaveConflict(slot)
        infos = [i for i in self.list() if i.id != slot]
        previous = self.get(slot)
        info.id = slot
        info.created = previous.created if previous else info.created
        info.updated = self.now()
        raw = json.dumps(payload, separators=(",", ":"))
        if not self.storage.set(key, raw):
            return False
        self._seen[slot] = raw
        self._write_index([info, *infos])
        return True

    def load(self, slot: str) -> dict[str, Any] | None:
        raw = self.storage.get(SLOT_PREFIX + slot)
        if raw is not None:
            self._seen[slot] = raw
        try:
            data = safejson.loads(raw) if raw else None
        except (ValueError, RecursionError):
            return None
        return data if isinstance(data, dict) and "match" in data else None

    def delete(self, slot: str) -> None:
        self.storage.remove(SLOT_PREFIX + slot)
        self._write_index([i for i in self.list() if i.id != slot])
        if self.current() == slot:
            self.set_current(None)

    # ----------------------------------------------------------------- the game on screen
    def current(self) -> str | None:
        return self.storage.get(CURRENT_KEY) or None

    def set_current(self, slot: str | None) -> None:
        if slot is None:
            self.storage.remove(CURRENT_KEY)
        else:
            self.storage.set(CURRENT_KEY, slot)

    def migrate(self, describe: Callable[[dict[str, Any]], SaveInfo | None]) -> None:
        """Move the single autosave of earlier versions into a slot of its own. One that
        cannot be read is kept where it is (``unreadable_old``): the player may take it
        as a file or discard it, nothing is deleted silently."""
        raw = self.storage.get(OLD_AUTOSAVE_KEY)
        if not raw:
            return
        try:
            data = safejson.loads(raw)
        except (ValueError, RecursionError):
            data = None
        info = describe(data) if isinstance(data, dict) and "match" in data else None
        if info is None:
            return
        slot = self.new_slot()
        if self.save(slot, info, data):
            self.set_current(slot)
            self.storage.remove(OLD_AUTOSAVE_KEY)

    def unreadable_old(self) -> str | None:
        """The old single autosave that could not be moved into a slot, as stored."""
        return self.storage.get(OLD_AUTOSAVE_KEY) or None

    def discard_old(self) -> None:
        """The player chose to drop the unreadable old autosave."""
        self.storage.remove(OLD_AUTOSAVE_KEY)


def is_backup(data: Any) -> bool:
    """Whether a file's JSON is a backup of every saved game (else: one game's file)."""
    return isinstance(data, dict) and data.get("format") == BACKUP_FORMAT


def backup(store: SaveStore) -> dict[str, Any]:
    """Every saved game (its line in the list and everything kept with it: the match,
    the pace, the guided game, the reviews), oldest first, as one JSON object."""
    saves = []
    for info in reversed(store.list()):
        data = store.load(info.id)
        if data is not None:
            saves.append({"info": asdict(info), "data": data})
    return {"format": BACKUP_FORMAT, "version": BACKUP_VERSION, "saves": saves}


@dataclass
class Restored:
    """What an import of a backup did: games added, games already there (refused as
    duplicates), entries that are not a readable game."""

    added: int = 0
    duplicates: int = 0
    unreadable: int = 0


def restore(store: SaveStore, data: Any, readable: Callable[[dict[str, Any]], bool]) -> Restored:
    """Add the games of a backup as new slots, refusing a game whose match is already
    saved (the same deal and the same moves) and any entry ``readable`` refuses; the
    list's limit is not applied (the player removes games as usual). ValueError when
    ``data`` is not a backup this version reads."""
    if not is_backup(data) or data.get("version") != BACKUP_VERSION \
            or not isinstance(data.get("saves"), list):
        raise ValueError("not a backup of saved games this version can read")
    have = [store.load(info.id) for info in store.list()]
    matches = [saved["match"] for saved in have if saved is not None]
    done = Restored()
    for entry in data["saves"]:
        info = SaveInfo.from_json(entry.get("info")) if isinstance(entry, dict) else None
        payload = entry.get("data") if isinstance(entry, dict) else None
        if info is None or not isinstance(payload, dict) or not readable(payload):
            done.unreadable += 1
        elif payload.get("match") in matches:
            done.duplicates += 1
        elif store.save(store.new_slot(), info, payload):
            matches.append(payload["match"])
            done.added += 1
        else:
            done.unreadable += 1  # the storage refused it: the caller says so
    return done


def kept_reviews(data: Any) -> dict[str, Any]:
    """The game reviews kept with a save or in a save file (``reviews``: seat -> review
    JSON, checked when a review reads it back); {} when there are none."""
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str)}


@dataclass
class TableSave:
    """What the autosave keeps of a table: its id and each guest seat's secret."""

    id: str
    guests: dict[int, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "guests": {str(s): key for s, key in self.guests.items()}}

    @classmethod
    def from_json(cls, data: Any, players: int) -> TableSave | None:
        """The table of a saved game; None when there is none or it is damaged (the game
        then resumes with every seat on this device)."""
        if not isinstance(data, dict) or not isinstance(data.get("id"), str):
            return None
        guests = data.get("guests")
        if not isinstance(guests, dict) or not guests:
            return None
        seats: dict[int, str] = {}
        for key, secret in guests.items():
            if not (isinstance(key, str) and key.isdigit() and int(key) < players
                    and isinstance(secret, str)):
                return None
            seats[int(key)] = secret
        return cls(data["id"], seats)

    @classmethod
    def new(cls, seats: list[int]) -> TableSave:
        return cls(secrets.token_urlsafe(9), dict.fromkeys(seats, ""))
