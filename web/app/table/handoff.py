"""A phone's answer link, opened on the host's device, hands its code to the tab that holds
the table, so that nobody types a code.

The phone shares its answer as a link (``link.answer_link``); opened on the host's
device it boots the site in a new tab (or lands in the host's own tab as a new fragment).
A new tab says "answer" on a ``BroadcastChannel`` that every tab of the site shares; the
tab whose table has that id takes the code as if it had been pasted, answers "handed",
and "linked" once the phone has taken its seat. The new tab says so and closes when the
browser lets it (a tab a script did not open stays, saying it can be closed).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import window

CHANNEL = "incagames.table"
WAIT_MS = 2500
"""How long a new tab waits for a table to take its answer before saying none did."""


def _channel() -> Any:
    try:
        return window.BroadcastChannel.new(CHANNEL)
    except Exception:  # a browser without the channel: the answer is pasted instead
        return None


def _read(event: Any) -> dict[str, Any] | None:
    """A message of this channel, or None for anything else."""
    try:
        data = json.loads(str(event.data))
    except (ValueError, TypeError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("kind"), str) else None


class AnswerInbox:
    """The host's tab on the channel: answers for its table reach ``take(seat, code)``,
    which says whether the code was taken (and why not)."""

    def __init__(self, table: str, take: Callable[[int, str, Callable[[bool, str], None]], None]
                 ) -> None:
        self.table = table
        self._take = take
        self.channel = _channel()
        self._proxy = create_proxy(self._message)
        if self.channel is not None:
            self.channel.addEventListener("message", self._proxy)

    def _message(self, event: Any) -> None:
        data = _read(event)
        if data is None or data["kind"] != "answer" or data.get("table") != self.table:
            return
        seat, code, sender = data.get("seat"), data.get("code"), data.get("from")
        if not (isinstance(seat, int) and isinstance(code, str) and isinstance(sender, str)):
            return

        def handed(ok: bool, reason: str) -> None:
            self._post({"kind": "handed", "to": sender, "ok": ok, "reason": reason})

        self._take(seat, code, handed)

    def linked(self, seat: int, name: str) -> None:
        """The phone of ``seat`` took its seat: the tab that brought its answer says so."""
        self._post({"kind": "linked", "table": self.table, "seat": seat, "name": name})

    def _post(self, data: dict[str, Any]) -> None:
        if self.channel is not None:
            self.channel.postMessage(json.dumps(data))

    def close(self) -> None:
        if self.channel is not None:
            self.channel.removeEventListener("message", self._proxy)
            self.channel.close()
        self._proxy.destroy()


class AnswerCourier:
    """A tab opened on an answer link: it hands the answer to the table's tab and reports
    each step (``say(state, detail)``: "handed", "refused" with the host's reason,
    "linked" with the player's name, or "nobody" when no tab took it in time)."""

    def __init__(self, table: str, seat: int, code: str,
                 say: Callable[[str, str], None]) -> None:
        self.table, self.seat, self.code = table, seat, code
        self.say = say
        self.id = f"{window.Math.random():.12f}"[2:]
        self.channel = _channel()
        self.answered = False
        self._proxy = create_proxy(self._message)
        self._timer = create_proxy(self._timeout)

    def send(self) -> bool:
        """Post the answer; False where this browser has no channel between tabs."""
        if self.channel is None:
            return False
        self.channel.addEventListener("message", self._proxy)
        self.channel.postMessage(json.dumps({"kind": "answer", "table": self.table,
                                             "seat": self.seat, "code": self.code,
                                             "from": self.id}))
        window.setTimeout(self._timer, WAIT_MS)
        return True

    def _message(self, event: Any) -> None:
        data = _read(event)
        if data is None:
            return
        if data["kind"] == "handed" and data.get("to") == self.id:
            self.answered = True
            ok = bool(data.get("ok"))
            self.say("handed" if ok else "refused", str(data.get("reason", ""))[:200])
        elif (data["kind"] == "linked" and data.get("table") == self.table
              and data.get("seat") == self.seat):
            self.answered = True
            self.say("linked", str(data.get("name", ""))[:40])
            self.close()

    def _timeout(self) -> None:
        if not self.answered:
            self.say("nobody", "")

    def close(self) -> None:
        if self.channel is not None:
            self.channel.removeEventListener("message", self._proxy)
            self.channel.close()
            self.channel = None
