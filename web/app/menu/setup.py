"""The menu's last set-up (game, number of seats, each seat's kind), remembered between
visits so that "Start game" starts the table a player set up last time.

Pure, so it is tested without a browser: whatever the storage holds, reading it gives a
usable set-up, each field that is missing or out of range taken from the default.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

SETUP_KEY = "incagames.setup"
MENU_SEATS = 5
"""Seat kinds are remembered for every seat the menu can show, also beyond the count."""


@dataclass
class MenuSetup:
    game: str
    players: int
    kinds: list[str] = field(default_factory=list)

    def dumps(self) -> str:
        return json.dumps({"game": self.game, "players": self.players, "kinds": self.kinds})

    @classmethod
    def loads(cls, text: str | None, playable: Mapping[str, tuple[int, int]],
              seat_kinds: Sequence[str], default: MenuSetup) -> MenuSetup:
        """The set-up stored as ``text``; a broken or stale one (a game or kind this
        version does not have, a seat count out of range) falls back field by field."""
        try:
            data = json.loads(text) if text else {}
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            data = {}
        game = data.get("game")
        game = game if isinstance(game, str) and game in playable else default.game
        low, high = playable[game]
        players = data.get("players")
        if not isinstance(players, int) or isinstance(players, bool) \
                or not low <= players <= high:
            players = min(max(default.players, low), high)
        stored = data.get("kinds")
        stored = stored if isinstance(stored, list) else []
        kinds = [stored[i] if i < len(stored) and stored[i] in seat_kinds else default.kinds[i]
                 for i in range(MENU_SEATS)]
        return cls(game, players, kinds)
