"""The game log: every event of the whole game as a sentence, grouped by turn.

Pure Python (no browser API), so it is tested without a browser. A game's wording module
provides ``event_text(event, names)`` (a sentence, or None for events the log does not
show) and ``log_heading(event, names, context)`` (the heading of a new group when the
event starts one: a turn, a night...); it may provide ``event_places(event)`` (the board
places a line is about, which light up while the line is pointed at or tapped).
``GameLog.render`` updates the page's list incrementally, because a Cuzco game has a few
thousand lines and the log is redrawn after every move.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape
from typing import Any


def esc(text: object) -> str:
    return escape(str(text), quote=True)


def event_values(event: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """An event's fields plus ``name``: the acting seat's name (the starting player's for
    the set-up event), for both games' log lines."""
    seat = event["start_player"] if event["kind"] == "setup" else event.get("seat")
    values: dict[str, Any] = dict(event)
    values["name"] = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    return values


@dataclass
class LogGroup:
    heading: str
    lines: list[str] = field(default_factory=list)
    places: list[str] = field(default_factory=list)
    """Per line, its ``data-places`` attribute ("" when it is about no place)."""


class GameLog:
    """The log of one match; ``add`` takes engine events in order."""

    def __init__(self, words: Any, names: list[str]) -> None:
        self.words = words
        self.names = names
        self._places_of = getattr(words, "event_places", None)  # optional in a game
        self.groups: list[LogGroup] = []
        self.context: dict[str, Any] = {}
        self._shown: tuple[int, int] = (0, 0)  # groups, lines of the last group on the page
        self._rewritten = False  # reset since the page was drawn: redraw it whole

    def add(self, event: dict[str, Any]) -> None:
        heading = self.words.log_heading(event, self.names, self.context)
        if heading is not None or not self.groups:
            self.groups.append(LogGroup(heading or ""))
        line = self.words.event_text(event, self.names)
        if line:
            self.groups[-1].lines.append(line)
            self.groups[-1].places.append(self._places(event))

    def _places(self, event: dict[str, Any]) -> str:
        """The line's places and the seat to outline them in, as an attribute value."""
        places = self._places_of(event) if self._places_of is not None else []
        seat = event.get("seat")
        if not places or not isinstance(seat, int):
            return ""
        return json.dumps({"seat": seat, "places": places}, separators=(",", ":"))

    def reset(self, events: list[dict[str, Any]]) -> None:
        """Rebuild from scratch (after an undo the log is shorter)."""
        self.groups = []
        self.context = {}
        self._shown = (0, 0)
        self._rewritten = True
        for event in events:
            self.add(event)

    @property
    def lines(self) -> list[str]:
        return [line for group in self.groups for line in group.lines]

    @staticmethod
    def line_html(group: LogGroup, start: int = 0) -> str:
        return "".join(
            f'<li class="log-spot" data-places="{esc(places)}">{esc(line)}</li>' if places
            else f"<li>{esc(line)}</li>"
            for line, places in zip(group.lines[start:], group.places[start:], strict=True))

    @classmethod
    def group_html(cls, group: LogGroup) -> str:
        lines = cls.line_html(group)
        head = f'<h3 class="log-turn">{esc(group.heading)}</h3>' if group.heading else ""
        return f'<li class="log-group">{head}<ol>{lines}</ol></li>'

    def render(self, box: Any) -> None:
        """Bring the page's ``<ol>`` up to date, adding only what is new; the list stays
        scrolled to the end unless the player scrolled up to read."""
        at_end = box.scrollHeight - box.scrollTop - box.clientHeight < 24
        groups, lines = self._shown
        if self._rewritten or groups > len(self.groups) or (
                groups and lines > len(self.groups[groups - 1].lines)) or (
                groups and box.children.length != groups):
            box.innerHTML = ""
            groups, lines = 0, 0
        if groups:
            last = self.groups[groups - 1]
            if len(last.lines) > lines:
                items = box.lastElementChild.querySelector("ol")
                items.insertAdjacentHTML("beforeend", self.line_html(last, lines))
        if len(self.groups) > groups:
            box.insertAdjacentHTML(
                "beforeend", "".join(self.group_html(g) for g in self.groups[groups:]))
        self._shown = (len(self.groups), len(self.groups[-1].lines) if self.groups else 0)
        self._rewritten = False
        if at_end or not groups:
            box.scrollTop = box.scrollHeight
