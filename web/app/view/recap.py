"""What the other seats did since a human's last decision: the "since your last turn"
summary and the outlines of each opponent's last move (pure Python, no browser API).

Every applied action is recorded; consecutive actions of one seat make one move (a turn,
or a production decision in the middle of another's turn). A human sees the moves of the
other seats recorded after their own last action, until they act again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape
from typing import Any

KEEP = 60
"""Moves kept (more than a round of five seats' turns)."""


@dataclass
class Move:
    """One seat's consecutive actions: its log lines, the places to outline, the views
    before the first and after the last action (for the points gained)."""

    index: int
    seat: int
    lines: list[str]
    places: list[Any]
    before: dict[str, Any]
    after: dict[str, Any]


@dataclass
class Recap:
    moves: list[Move] = field(default_factory=list)
    count: int = 0  # moves ever recorded
    since: dict[int, int] = field(default_factory=dict)  # human seat -> first move to show
    focus: int | None = None  # the move stepped to (an index into ``for_seat``), or all
    dismissed: tuple[int, int] | None = None  # (seat, count) when the summary was closed

    def record(self, seat: int, lines: list[str], places: list[Any], before: dict[str, Any],
               after: dict[str, Any]) -> None:
        last = self.moves[-1] if self.moves else None
        if last is not None and last.seat == seat and last.index == self.count - 1:
            last.lines += lines
            last.places += [p for p in places if p not in last.places]
            last.after = after
        else:
            self.moves.append(Move(self.count, seat, list(lines), list(places), before, after))
            self.count += 1
            del self.moves[:-KEEP]
        self.focus = None

    def acted(self, seat: int) -> None:
        """``seat`` (a human) decided: what happened before is no longer news to them."""
        self.since[seat] = self.count
        self.focus = None

    def for_seat(self, seat: int) -> list[Move]:
        """The other seats' moves since ``seat`` last acted, oldest first."""
        start = self.since.get(seat, 0)
        return [m for m in self.moves if m.index >= start and m.seat != seat]

    def shown(self, seat: int | None) -> list[Move]:
        """The summary's moves for the deciding human (none once dismissed)."""
        if seat is None or self.dismissed == (seat, self.count):
            return []
        return self.for_seat(seat)

    def outlined(self, seat: int | None) -> list[tuple[Move, bool]]:
        """The moves outlined on the board, each with whether it is the one stepped to:
        the focused move alone, else each opponent's last move."""
        if seat is None:
            return []
        moves = self.for_seat(seat)
        if self.focus is not None and 0 <= self.focus < len(moves):
            return [(moves[self.focus], True)]
        last: dict[int, Move] = {}
        for move in moves:
            last[move.seat] = move
        return [(move, False) for move in last.values()]

    def step(self, seat: int, direction: int) -> None:
        """Previous (-1) or next (+1) move; from "all", next is the first and previous
        the last."""
        n = len(self.for_seat(seat))
        if not n:
            return
        if self.focus is None:
            self.focus = 0 if direction > 0 else n - 1
        else:
            self.focus = max(0, min(n - 1, self.focus + direction))

    def dismiss(self, seat: int) -> None:
        self.dismissed = (seat, self.count)
        self.focus = None


def summary_html(moves: list[Move], focus: int | None, names: list[str],
                 gain: Callable[[Move], str], t: Callable[..., str],
                 mark: Callable[[int], str]) -> str:
    """The summary: a heading with the step buttons, then one item per move."""
    if not moves:
        return ""
    esc = escape
    n = len(moves)
    step = t("recap.step", i=focus + 1, n=n) if focus is not None else t("recap.moves", n=n)
    items = []
    for i, move in enumerate(moves):
        name = names[move.seat] if 0 <= move.seat < len(names) else "?"
        points = gain(move)
        parts = ", ".join(f'<span class="part">{esc(part)}</span>'
                          for part in points.split(", ")) if points else ""
        extra = f' <span class="recap-gain">{parts}</span>' if points else ""
        lines = move.lines or [t("recap.nothing")]
        cls = "recap-move" + (" on" if i == focus else "")
        current = ' aria-current="step"' if i == focus else ""
        named = len(lines) == 1 and name in lines[0]  # the line names the seat itself
        who = "" if named else f" <b>{esc(name)}</b>"
        if len(lines) == 1:
            text = f" <span>{esc(lines[0])}</span>"
        else:  # a turn of many steps (Cuzco): one line each, under the seat
            text = '<ul class="recap-lines">' + "".join(
                f"<li>{esc(line)}</li>" for line in lines) + "</ul>"
        items.append(f'<li class="{cls}" data-recap-i="{i}"{current}>{mark(move.seat)}'
                     f"{who}{extra}{text}</li>")
    first = focus is None or focus > 0
    last = focus is None or focus < n - 1
    return (f'<div class="recap-head"><h2 id="recap-title">{esc(t("recap.title"))}'
            f' <span class="recap-step" aria-live="polite">{esc(step)}</span></h2>'
            f'<button type="button" class="tool" data-recap="prev"'
            f' aria-label="{esc(t("recap.prev"))}"{"" if first else " disabled"}>‹</button>'
            f'<button type="button" class="tool" data-recap="next"'
            f' aria-label="{esc(t("recap.next"))}"{"" if last else " disabled"}>›</button>'
            f'<button type="button" class="tool" data-recap="close"'
            f' aria-label="{esc(t("recap.close"))}">×</button></div>'
            f'<ol class="recap-list{" stepped" if focus is not None else ""}" tabindex="0"'
            f' aria-labelledby="recap-title">'
            f'{"".join(items)}</ol>')
