"""The line in a thinking AI seat's panel: "AI 1 is thinking…" over a bar that fills as it
thinks (and, on a phone, the same bar in the decision sheet). Pure (no browser API), so
the tests read it; ``ai/thinking_line.py`` draws it and redraws the bar a few times a second
(``TICK_SECONDS``), changing only the bar's value.

The bar fills with the time since the seat began to decide over the time its level
allows (``GameSpec.budgets``; levels without a search, ``QUICK_SECONDS``). An expert's
search, spread over several workers, reports its rounds instead (``round``): the bar then
fills round by round, each round with its own share of the time. The bar never moves back
while the same seat goes on deciding (a turn of several decisions is one line).
"""

from __future__ import annotations

from html import escape as esc

from ..text.i18n import t

QUICK_SECONDS = 0.5
"""The time the bar takes to fill for a level without a search budget (random, easy)."""
TICK_SECONDS = 0.25
"""How often the bar is redrawn: one value changed four times a second."""


def level_seconds(game_id: str, level: str) -> float:
    """The seconds a decision of ``level`` may take (its search's time budget)."""
    from incagames import game

    budget = game(game_id).budgets.get(level)
    return budget.seconds if budget is not None else QUICK_SECONDS


class Thinking:
    """One AI seat deciding: how far its thinking has come, from 0 to 1."""

    def __init__(self, seat: int, level: str, seconds: float, now: float) -> None:
        self.seat = seat
        self.level = level
        self.seconds = max(seconds, 1e-3)
        self.shown = 0.0
        self.restart(now)

    def restart(self, now: float) -> None:
        """The same seat's next decision: its clock starts again, the bar stays."""
        self.started = now
        self.rounds = 0
        self.done = 0
        self.round_started = now
        self.round_seconds = 0.0

    def round(self, done: int, rounds: int, now: float, seconds: float) -> None:
        """A search in rounds reports: ``done`` of ``rounds`` are over, the next one has
        ``seconds`` from ``now``."""
        self.done, self.rounds = done, max(1, rounds)
        self.round_started, self.round_seconds = now, seconds

    def fraction(self, now: float) -> float:
        """How far the thinking has come (never less than last shown, at most 1)."""
        if self.rounds:
            within = (min(1.0, (now - self.round_started) / self.round_seconds)
                      if self.round_seconds > 0 else 1.0)
            part = (min(self.done, self.rounds) + max(0.0, within)) / self.rounds
        else:
            part = (now - self.started) / self.seconds
        self.shown = max(self.shown, min(1.0, part))
        return self.shown

    def percent(self, now: float) -> int:
        return round(100 * self.fraction(now))


def line_html(name: str, percent: int) -> str:
    """The line under a seat's panel: its words (a status for screen readers) and the bar
    (a labelled progress bar, outside the status so that its moves are not read out)."""
    return (f'<div class="thinking" data-testid="thinking">'
            f'<span class="thinking-text" role="status">{esc(t("think.line", name=name))}'
            f'</span>'
            f'<progress class="thinking-bar" max="100" value="{percent}" '
            f'aria-label="{esc(t("think.bar", name=name))}"></progress></div>')


def sheet_bar_html(percent: int) -> str:
    """The same bar under the phone's decision sheet, whose status line already says who
    thinks (the panels are below the board there): for the eye only."""
    return (f'<progress class="thinking-bar sheet-bar" max="100" value="{percent}" '
            f'aria-hidden="true"></progress>')
