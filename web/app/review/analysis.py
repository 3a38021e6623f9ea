"""The review's analysis in words and pictures: moves as the game words them, the swing
sentences, the chart of every seat's chance of winning, what the bot thought of the
position on screen. Pure (no browser API), so the tests read it.

The verdicts come from the engine's ``core.review`` (judged in the AI worker); this
module only words them.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape as esc

from incagames.core import Action, IllegalAction
from incagames.core.chances import final_shares
from incagames.core.match import Match
from incagames.core.review import Review, Verdict
from incagames.core.state import State

from .. import games
from ..draw import charts
from ..text.i18n import t

QUIET = frozenset({"end_turn", "done"})
"""Kinds left out of a move's words when it has other steps (a turn always ends)."""
MOST_STEPS = 4
"""A Cuzco turn is worded by its first few steps, then "and N more"."""


def pct(chance: float) -> str:
    return t("an.pct", n=round(chance * 100))


def moves_text(game_id: str, state: State, actions: Sequence[Action]) -> str:
    """The actions as the game words them for a hint (the whole action: which cards,
    every hex), each from the position before it (a plan that stops being playable,
    e.g. after another card was drawn, is worded so far)."""
    words = games.words(game_id)
    s = state.clone()
    labels = []
    for action in actions:
        if s.is_over or s.current_player is None:
            break
        if action.kind not in QUIET or len(actions) == 1:
            try:
                costs = s.preview(action).costs
                labels.append(words.hint_text(action.to_json(), s.view(s.current_player),
                                              costs))
            except (KeyError, IndexError, TypeError, ValueError):
                labels.append(action.kind.replace("_", " "))
        try:
            s.apply(action)
        except IllegalAction:
            break
    if len(labels) > MOST_STEPS:
        labels = [*labels[:MOST_STEPS], t("an.more", n=len(labels) - MOST_STEPS)]
    return "; ".join(labels)


def when(game_id: str, state: State) -> str:
    """The day (Machu Picchu) or how far the terrain is (Cuzco) at a position."""
    words = games.words(game_id)
    key, values = words.progress(state.view(None))
    return str(words.t(key, **values))


def swing_sentence(match: Match, state: State, v: Verdict, seat: int) -> str:
    """One line: 'Move 57 (day 4): Ana's chance 15%, 33% with the AI's move' (``state``:
    the position where the choice was made). The first figure is the chart's point after
    the move; the moves themselves are ``swing_moves``, shown on demand."""
    return t("an.swing", move=v.start + 1, when=when(match.game_id, state),
             name=match.seats[seat].name, after=pct(v.chance_played),
             before=pct(v.chance_best))


def swing_moves(match: Match, state: State, v: Verdict) -> str:
    """'Played: … The AI would have played: …' (a Cuzco turn can take many words)."""
    game_id = match.game_id
    return t("an.swing_moves", played=moves_text(game_id, state, v.played),
             best=moves_text(game_id, state, v.best))


def verdict_at(review: Review | None, index: int) -> Verdict | None:
    """The verdict on the choice being made at position ``index`` (the next action)."""
    if review is None:
        return None
    return next((v for v in review.verdicts if v.start <= index < v.end), None)


def verdict_html(match: Match, state: State, v: Verdict, seat: int, unit: str) -> str:
    """What the bot thought of the choice on screen (``state``: the position where it
    was made): the seat's chance and expected score with the bot's move and with the
    move played, and the bot's move."""
    game_id = match.game_id
    name = match.seats[seat].name
    played = moves_text(game_id, state, v.played)
    rows = [t("an.here", name=name, played=played)]
    if v.agrees:
        rows.append(t("an.agrees"))
    else:
        rows.append(t("an.bot_would", best=moves_text(game_id, state, v.best)))
    rows.append(t("an.figures", before=pct(v.chance_best), after=pct(v.chance_played),
                  score_before=f"{v.score_best:.0f}", score_after=f"{v.score_played:.0f}",
                  unit=unit))
    return "".join(f"<p>{esc(r)}</p>" for r in rows)


def chart_html(match: Match, review: Review, cursor: int | None) -> str:
    """Every seat's chance of winning after each judged choice (and the result at the
    end of a finished game), the swings numbered."""
    moves = [v.end for v in review.verdicts]
    series: list[list[float]] = [[v.chances[q] for v in review.verdicts]
                                 for q in range(len(match.seats))]
    last = len(match.actions)
    if match.state.is_over and review.complete:
        moves.append(last)
        for s, share in zip(series, final_shares(match.state), strict=True):
            s.append(share)
    swings = [(v.start, v.end, i) for i, v in enumerate(review.swings(), 1)]
    names = [s.name for s in match.seats]
    summary = t("an.chart_summary", name=names[review.seat], n=len(review.verdicts),
                now=", ".join(f"{n} {pct(s[-1])}" for n, s in zip(names, series, strict=True)
                              if s))
    return charts.chance_chart(moves, series, last, swings, cursor, t("an.x"), summary)


def reviewable(match: Match, seat_view: int | None) -> list[int]:
    """The seats whose choices may be analysed: any once the game is over; before, only
    a human seat whose view is on screen (a verdict words the seat's own cards, which
    nobody else may see while the game goes on)."""
    if match.state.is_over:
        return list(range(len(match.seats)))
    if seat_view is not None and match.seats[seat_view].is_human:
        return [seat_view]
    return []

