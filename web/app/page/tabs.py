"""Tabs of the site know of each other, so that one game has one writer.

Every tab joins one ``BroadcastChannel``. A tab that opens a saved game says so ("open");
a tab that already has it open answers ("here"), and the newcomer asks its player
whether to play it here: yes takes it over ("take": the other tab closes the game and
says why), no goes back to the title screen. Where a browser lacks the channel, the
saves still never overwrite moves a tab has not seen (``saves.store.SaveConflict``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import window

CHANNEL = "incagames.tabs"


class Tabs:
    """This tab on the channel. ``on_elsewhere(slot)``: the game opened here is open in
    another tab too; ``on_taken(slot)``: another tab took over the game open here."""

    def __init__(self, on_elsewhere: Callable[[str], None],
                 on_taken: Callable[[str], None]) -> None:
        self.id = f"{window.Math.random():.12f}"[2:]
        self.slot: str | None = None
        """The saved game open in this tab."""
        self.on_elsewhere = on_elsewhere
        self.on_taken = on_taken
        self.channel: Any = None
        try:
            self.channel = window.BroadcastChannel.new(CHANNEL)
            self._proxy = create_proxy(self._message)
            self.channel.addEventListener("message", self._proxy)
        except Exception:  # no channel in this browser: the saves still guard the slots
            self.channel = None

    def _post(self, kind: str, slot: str) -> None:
        if self.channel is not None:
            self.channel.postMessage(json.dumps({"kind": kind, "slot": slot, "tab": self.id}))

    def opened(self, slot: str) -> None:
        """A saved game is open here now: any other tab that has it answers."""
        self.slot = slot
        self._post("open", slot)

    def closed(self) -> None:
        self.slot = None

    def take(self, slot: str) -> None:
        """Play ``slot`` here: the other tabs close it."""
        self.slot = slot
        self._post("take", slot)

    def _message(self, event: Any) -> None:
        try:
            data = json.loads(str(event.data))
            kind, slot, tab = str(data["kind"]), str(data["slot"]), str(data["tab"])
        except (ValueError, KeyError, TypeError):
            return  # not one of ours
        if tab == self.id or slot != self.slot:
            return
        if kind == "open":
            self._post("here", slot)
        elif kind == "here":
            self.on_elsewhere(slot)
        elif kind == "take":
            self.slot = None
            self.on_taken(slot)
