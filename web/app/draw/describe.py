"""The board in words, for screen readers: pure Python, shared by the games.

Each game's ``describe.py`` turns its view into ``Entry``s (a district, a city, an area of
the site, and a general one), each with its contents and the deciding player's legal
actions that concern it. ``entries_html`` renders them as sections with a heading, a list
and buttons carrying ``data-action`` like the decision panel's, so a click takes the same
path (``PlayController.apply``).
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from incagames.core import Action

GENERAL = "general"
"""The key of the entry that holds what belongs to no place on the board."""


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


@dataclass
class Entry:
    """One place of the board described: its heading, what is there, what can be done."""

    key: str
    title: str
    lines: list[str] = field(default_factory=list)
    actions: list[tuple[Action, str]] = field(default_factory=list)
    spots: list[tuple[str, Any]] = field(default_factory=list)
    """The board's hit regions (kind, key) this entry covers: where a decision about it
    shows on the canvas."""
    more: list[Action] = field(default_factory=list)
    """Actions too many to word at every position (Cuzco's placements, hundreds): one
    button offers them, and ``expand`` words them when it is pressed."""
    label: Callable[[Action], str] | None = field(default=None, repr=False, compare=False)

    def expand(self) -> None:
        """Word the ``more`` actions as buttons like the others."""
        if self.more and self.label is not None:
            self.actions += [(a, self.label(a)) for a in self.more]
            self.more = []


def file_actions(entries: list[Entry], actions: Iterable[Action],
                 place_of: Callable[[Action], str | None],
                 label: Callable[[Action], str],
                 bulky: Callable[[Action], bool] = lambda _action: False) -> None:
    """Put each action into the entry it concerns (``place_of`` gives the entry's key),
    or into the general entry, which is added when needed; ``bulky`` ones are worded
    only on demand (``Entry.more``)."""
    by_key = {e.key: e for e in entries}
    for action in actions:
        key = place_of(action)
        entry = by_key.get(key) if key is not None else None
        if entry is None:
            entry = by_key.get(GENERAL)
            if entry is None:
                entry = by_key[GENERAL] = Entry(GENERAL, "")
                entries.append(entry)
        entry.label = label
        if bulky(action):
            entry.more.append(action)
        else:
            entry.actions.append((action, label(action)))


def entries_html(entries: list[Entry], actions_label: str, general_extra: str = "",
                 more_label: Callable[[int], str] = str) -> str:
    """Sections with a heading each; the actions of a section in a labelled group, with
    a button (``data-ui="bt-more"``, its text ``more_label(n)``) for actions not worded
    yet; ``general_extra`` (HTML) ends the general section."""
    parts = []
    for entry in entries:
        ident = "bt-" + "".join(ch if ch.isalnum() else "-" for ch in entry.key)
        items = "".join(f"<li>{esc(line)}</li>" for line in entry.lines)
        body = f"<ul>{items}</ul>" if items else ""
        if entry.actions or entry.more:
            buttons = "".join(
                f'<li><button type="button" class="act secondary" data-action='
                f'"{esc(json.dumps(action.to_json()))}">{esc(text)}</button></li>'
                for action, text in entry.actions)
            if entry.more:
                buttons += (f'<li><button type="button" class="act secondary" data-ui="bt-more"'
                            f' aria-expanded="false">{esc(more_label(len(entry.more)))}'
                            f"</button></li>")
            body += (f'<ul class="bt-actions" aria-label="{esc(actions_label)}">'
                     f"{buttons}</ul>")
        if entry.key == GENERAL:
            body += general_extra
        parts.append(f'<section class="bt-region" data-region="{esc(entry.key)}" '
                     f'aria-labelledby="{ident}"><h3 id="{ident}" tabindex="-1">'
                     f"{esc(entry.title)}</h3>{body}</section>")
    return "".join(parts)


def region_of(entries: list[Entry], action: Action) -> str | None:
    """The key of the entry that offers ``action`` (tests and focus use it)."""
    return next((e.key for e in entries
                 if action in e.more or any(a == action for a, _ in e.actions)), None)
