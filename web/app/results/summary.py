"""What the results say beyond the table: the winner's headline and each seat's score over
the game, worked out by replaying the match's actions. Pure, so the tests check it.

A game's part (``games/<game>/results.py``) tells where its score comes from:
``sources(breakdown)`` (message key, points) for the bar charts, ``running(state, seat)``
(the score if the game ended now) and ``period(event, period, first)`` (the day or round
an event begins; ``first`` is the set-up event).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from types import ModuleType

from incagames import new_game
from incagames.core import Action

from ..text.i18n import t


def headline(names: Sequence[str], winners: Sequence[int], score: str,
             tied: Sequence[int] = (), broken_by: str = "") -> str:
    """"Ana wins with 58 VP", or the names sharing the win; when others have the same
    score and a tie-break decided (``tied``: their seats; ``broken_by``: the game's
    tie-break in words), it says so."""
    who = [names[s] for s in winners]
    if len(who) == 1 and tied:
        others = [names[s] for s in tied]
        listed = others[0] if len(others) == 1 else t(
            "list.and", first=", ".join(others[:-1]), last=others[-1])
        return t("results.winner_tiebreak", name=who[0], score=score, others=listed,
                 by=broken_by)
    if len(who) == 1:
        return t("results.winner", name=who[0], score=score)
    return t("results.tie", names=t("list.and", first=", ".join(who[:-1]), last=who[-1]),
             score=score)


@dataclass
class History:
    """Each seat's score at the end of each period (day, round); the last point is the
    final score."""

    periods: list[int] = field(default_factory=list)
    scores: list[list[float]] = field(default_factory=list)  # per seat, per period

    def add(self, period: int, scores: Sequence[float]) -> None:
        if not self.scores:
            self.scores = [[] for _ in scores]
        self.periods.append(period)
        for seat, value in enumerate(scores):
            self.scores[seat].append(value)


def score_history(game_id: str, seed: int, players: int, actions: Sequence[Action],
                  part: ModuleType, options: dict | None = None) -> History:
    """Replay the match and note every seat's score whenever a period ends, then the
    final scores (the game's outcome) when it is over."""
    state = new_game(game_id, players, seed, **(options or {}))
    first = state.events[0] if state.events else {}
    period = 0
    for event in state.events:
        period = part.period(event, period, first)
    history = History()
    step = state.apply_legal  # the match's actions were checked
    for action in actions:
        step(action)
        before = period
        for event in state.events:
            period = part.period(event, period, first)
        if period != before and not state.is_over:
            history.add(before, [part.running(state, p) for p in range(players)])
    if state.is_over:
        history.add(period, list(state.outcome().scores))
    else:
        history.add(period, [part.running(state, p) for p in range(players)])
    return history
