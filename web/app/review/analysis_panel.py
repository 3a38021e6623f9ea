"""The review screen's analysis panel: the hard bot judges one seat's every choice in the
AI workers, one choice per call and one call per worker at a time (``ai.bridge.in_order``; the
helpers start with the analysis): progress shown, "Stop" lets the choices under way
finish, the page never waits on it. Then the chart of every seat's chance of winning, the
three biggest swings (each a button to that move) and, at each judged choice on screen,
what the bot thought.

A review is kept with the save (``keep``) and exported with the save file, so it is
judged once; a game played on since keeps the verdicts on the moves it still has.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

from pyscript import document

from incagames.core.match import Match
from incagames.core.review import LEVEL, Review, Verdict
from incagames.core.state import State

from ..ai.bridge import AiBridge, error_reason, in_order
from ..page.dom import by_id, closest, download, esc, present, reveal, show, toast
from ..text.i18n import t
from . import analysis
from .screen import ReviewScreen


class AnalysisPanel:
    """Fills ``#review-analysis`` for the review on screen and follows its replay; the
    shell routes the panel's clicks and changes here (``click``, ``change``)."""

    def __init__(self, review: ReviewScreen, ai: AiBridge, kept: dict[str, Any],
                 keep: Callable[[dict[str, Any]], None]) -> None:
        self.review_screen = review
        self.match: Match = review.match
        self.ai = ai
        self.kept = dict(kept)
        self.keep = keep
        self.unit = str(review.screen.score_unit)
        self.seat_view: int | None = -1  # not yet told
        self.position = review.position
        self.seat: int | None = None
        self.review: Review | None = None
        self.task: asyncio.Future | None = None
        self.restoring: asyncio.Future | None = None  # reading a kept review back
        self.stop = False
        self.closed = False
        self.seconds = 0.0
        self.error = ""
        self.box = by_id("review-analysis")
        review.on_position.append(lambda index: self.show_position(
            index, self.review_screen.seat_view))
        self.show_position(review.position, review.seat_view)

    def close(self) -> None:
        """The review is leaving: stop judging after the choice under way."""
        self.closed = self.stop = True

    def _swing_html(self, v: Verdict, seat: int) -> str:
        """A swing in one line (it leads to its move), the moves on demand."""
        before = self._before(v)
        return (f'<li><button type="button" class="an-swing" data-an="goto" '
                f'data-move="{v.start}">'
                f'{esc(analysis.swing_sentence(self.match, before, v, seat))}</button>'
                f'<details class="an-swing-moves"><summary>{esc(t("an.swing_why"))}</summary>'
                f'{esc(analysis.swing_moves(self.match, before, v))}</details></li>')

    def _before(self, v: Verdict) -> State:
        """The position where a judged choice was made, from the replay's kept states."""
        return self.review_screen.replay.match_at(v.start).state

    # ------------------------------------------------------------ the replay tells us
    def show_position(self, index: int, seat_view: int | None) -> None:
        """The replay moved (or its view changed): follow it."""
        self.position = index
        if seat_view != self.seat_view:
            self.seat_view = seat_view
            allowed = analysis.reviewable(self.match, seat_view)
            if self.task is None and (self.seat is None or self.seat not in allowed):
                humans = [q for q in allowed if self.match.seats[q].is_human]
                self._choose(seat_view if seat_view in allowed
                             else (humans or allowed or [None])[0])
        self.render()

    def _choose(self, seat: int | None) -> None:
        """Show the seat's kept review (if any) without judging anything yet."""
        self.seat = seat
        self.review = None
        self.error = ""
        raw = self.kept.get(str(seat)) if seat is not None else None
        if raw is not None:
            self.restoring = asyncio.ensure_future(self._restore(seat, raw))

    async def _restore(self, seat: int | None, raw: Any) -> None:
        try:
            units = await self.ai.review_units(self.match.dumps(), seat)
            review = Review.from_json(raw, self.match, units)
        except Exception:  # a damaged review is simply judged again
            return
        if self.seat == seat and self.task is None:
            self.review = review
            self.render()

    # ------------------------------------------------------------ judging
    def start(self) -> None:
        if self.task is not None or self.seat is None:
            return
        self.stop = False
        self.error = ""
        self.task = asyncio.ensure_future(self._run(self.seat))
        self.render()

    async def _run(self, seat: int) -> None:
        save = self.match.dumps()
        began = time.perf_counter()
        try:
            units = await self.ai.review_units(save, seat)
            review = self.review if self.review is not None and self.review.seat == seat \
                else Review(self.match.game_id, seat, LEVEL, units, [])
            review.units = units
            self.review = review
            self.render()
            players = len(self.match.seats)
            on_page = not await self.ai.ready()
            if not on_page:
                self.ai.start_helpers()

            def keep(_k: int, raw: dict[str, Any]) -> None:
                if self.closed:
                    return
                review.verdicts.append(Verdict.from_json(raw, players))
                self.seconds = time.perf_counter() - began
                self._save(review)
                self.render()

            await in_order(len(review.verdicts), len(review.units),
                           (lambda: [None]) if on_page else self.ai.pool,
                           lambda worker, k: self.ai.review_step(save, seat, k, worker),
                           keep, lambda: self.stop or self.closed)
        except Exception as exc:  # the worker failed: say so, keep what was judged
            self.error = error_reason(exc)
            toast(t("an.failed", reason=self.error))
        finally:
            self.seconds = time.perf_counter() - began
            self.task = None
            if not self.closed:
                self.render()

    def _save(self, review: Review) -> None:
        self.kept[str(review.seat)] = review.to_json()
        self.keep(dict(self.kept))

    def export(self) -> None:
        """The save file with every review judged so far."""
        data = {**self.match.to_json(), "reviews": self.kept}
        m = self.match
        download(f"{m.game_id}-{m.seed}-review.json", json.dumps(data, separators=(",", ":")))

    # ------------------------------------------------------------ events
    def click(self, event: Any) -> None:
        button = closest(event, "[data-an]")
        if not present(button):
            return
        what = str(button.dataset.an)
        if what == "start":
            self.start()
        elif what == "stop":
            self.stop = True
            self.render()
        elif what == "export":
            self.export()
        elif what == "goto":
            self.review_screen.jump(int(button.dataset.move))
            board = by_id("board-scroll")  # a phone has the panel below the board
            if board.getBoundingClientRect().bottom < 0:
                reveal(board)

    def change(self, event: Any) -> None:
        target = event.target
        if present(target) and str(target.dataset.an or "") == "seat" and self.task is None:
            self._choose(int(target.value))
            self.render()

    # ------------------------------------------------------------ drawing
    def render(self) -> None:
        if self.closed:
            return
        allowed = analysis.reviewable(self.match, self.seat_view)
        if not allowed:
            humans = sum(seat.is_human for seat in self.match.seats)
            note = t("an.own_only" if humans == 1 else "an.hot_seat")
            self.box.innerHTML = (f'<h2 class="an-title">{esc(t("an.title"))}</h2>'
                                  f'<p class="an-note">{esc(note)}</p>')
            show(self.box, True)
            return
        focus = self._focused()
        self.box.innerHTML = (f'<h2 class="an-title">{esc(t("an.title"))}</h2>'
                              + self._controls_html(allowed) + self._results_html())
        show(self.box, True)
        if focus is not None:  # keyboard focus stays in the panel across a redraw
            for selector in (focus, "[data-an=stop]", "[data-an=start]", "button"):
                element = self.box.querySelector(selector)
                if present(element):
                    element.focus()
                    break

    def _focused(self) -> str | None:
        """A selector for the panel's control that has the keyboard focus, if any."""
        active = document.activeElement
        if not present(active) or not self.box.contains(active):
            return None
        what = active.getAttribute("data-an")
        move = active.getAttribute("data-move")
        if not what:
            return "button"
        return f'[data-an="{what}"]' + (f'[data-move="{move}"]' if move else "")

    def _controls_html(self, allowed: list[int]) -> str:
        names = [s.name for s in self.match.seats]
        running = self.task is not None
        options = "".join(
            f'<option value="{q}"{" selected" if q == self.seat else ""}>{esc(names[q])}'
            f'</option>' for q in allowed)
        seat = (f'<label class="an-seat">{esc(t("an.seat"))} <select data-an="seat"'
                f'{" disabled" if running else ""}>{options}</select></label>')
        review = self.review
        done = len(review.verdicts) if review else 0
        total = len(review.units) if review else 0
        if running:
            now = min(done + 1, total or 1)  # the choice being judged
            status = (f'<progress max="{max(1, total)}" value="{done}" '
                      f'aria-label="{esc(t("an.progress_label"))}"></progress>'
                      f'<span class="an-status" role="status">'
                      f'{esc(t("an.progress", done=now, total=total or "…"))}'
                      f'</span>'
                      f'<button type="button" data-an="stop">{esc(t("an.stop"))}</button>')
        elif review is not None and review.complete:
            status = (f'<span class="an-status" role="status">'
                      f'{esc(t("an.done", n=total, level=t("level." + LEVEL)))}</span>')
        else:
            label = t("an.resume", done=done, total=total) if done else t("an.start")
            status = (f'<button type="button" class="primary" data-an="start">'
                      f'{esc(label)}</button>'
                      f'<span class="an-note">{esc(t("an.explain"))}</span>')
        return f'<div class="an-controls">{seat}{status}</div>'

    def _results_html(self) -> str:
        review = self.review
        if review is None or not review.verdicts or self.seat is None:
            return ""
        seat = self.seat
        out = [f'<figure class="an-chart">{analysis.chart_html(self.match, review, self.position)}'
               f'<figcaption>{esc(t("an.chart"))}</figcaption></figure>']
        here = analysis.verdict_at(review, self.position)
        if here is not None:
            words = analysis.verdict_html(self.match, self._before(here), here, seat, self.unit)
            out.append(f'<div class="an-here" data-testid="an-here">{words}</div>')
        swings = review.swings()
        if swings:
            items = "".join(self._swing_html(v, seat) for v in swings)
            out.append(f'<h3>{esc(t("an.swings"))}</h3><ol class="an-swings">{items}</ol>')
        elif review.complete:
            out.append(f'<p class="an-note">{esc(t("an.no_swings"))}</p>')
        out.append(f'<button type="button" data-an="export">{esc(t("an.export"))}</button>')
        return "".join(out)

