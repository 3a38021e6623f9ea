"""The review screen: a match replayed move by move on the game's own board and panels.

It opens on a finished game (the results' "Review game"), on the game in progress (the
toolbar's "Review": the live match is never touched, and play resumes as it was), on a
saved game (the title screen's list) or on a save file. It is not a game: no AI runs,
nothing is saved and nothing can be decided; the replay's positions come from
``replay.Replay`` (pure Python, tested in CPython).

The board, the players and the hands are drawn by the game's own board view, whose
controller (``replay.ReplayControl``) shows the chosen seat's view of a replayed position
and offers no decision. The screen uses ``#game``'s elements with ``data-phase="review"``:
the live-only tools are hidden by the style sheet, the replay's bar, view choice, log
and ``#review-analysis`` are shown.

For the analysis panel (another module fills ``#review-analysis``, hidden while empty)
the ``ReviewScreen`` offers ``goto(index)``, ``position``, ``match`` (the whole replayed
match), ``seat_view`` and ``on_position`` (callbacks given the index after each change of
position or of view); ``ON_OPEN`` lists callbacks given each review as it opens, so such
a panel attaches itself without the shell knowing it.
"""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from incagames.core.match import Match

from .. import games
from ..draw.charts import tick_labels
from ..page.dom import by_id, esc, on, present, set_phase, show
from ..text.i18n import t
from ..view import board_text
from .replay import (
    Replay,
    ReplayControl,
    ViewChoice,
    default_choice,
    log_html,
    logged_position,
    turn_start,
    view_choices,
)
from .replay import view_for as replay_view

SPEEDS = (("0.5", "review.half"), ("1", "1×"), ("2", "2×"), ("4", "4×"))
"""Play speeds: steps per second, and the label (a message key where it needs one)."""
STEP_SECONDS = 1.0
"""One step per second at 1×."""
ON_OPEN: list[Callable[[ReviewScreen], None]] = []
"""Called with each review once it is drawn (e.g. to fill ``#review-analysis``)."""
_ICONS = {
    "start": '<rect x="4" y="5" width="3" height="14"/><path d="M20 5 9 12l11 7z"/>',
    "end": '<rect x="17" y="5" width="3" height="14"/><path d="M4 5l11 7-11 7z"/>',
    "prev-move": '<path d="M16 5 6 12l10 7z"/>',
    "next-move": '<path d="M8 5l10 7-10 7z"/>',
    "prev-turn": '<path d="M12 5 3 12l9 7zM21 5l-9 7 9 7z"/>',
    "next-turn": '<path d="M3 5l9 7-9 7zM12 5l9 7-9 7z"/>',
    "prev-period": '<rect x="2" y="5" width="2.5" height="14"/>'
                   '<path d="M13 5 5 12l8 7zM22 5l-8 7 8 7z"/>',
    "next-period": '<rect x="19.5" y="5" width="2.5" height="14"/>'
                   '<path d="M2 5l8 7-8 7zM11 5l8 7-8 7z"/>',
    "play": '<path d="M7 4l13 8-13 8z"/>',
    "pause": '<rect x="6" y="5" width="4" height="14"/><rect x="14" y="5" width="4" '
             'height="14"/>',
}


def _icon(name: str) -> str:
    return (f'<svg class="rv-icon" viewBox="0 0 24 24" width="22" height="22" '
            f'aria-hidden="true" fill="currentColor">{_ICONS[name]}</svg>')


class ReviewScreen:
    """The replay of ``match`` on screen. ``on_close`` is called when the player leaves
    it (back to the game, or to the title screen); ``back_label`` names that button."""

    def __init__(self, match: Match, back_label: str,
                 on_close: Callable[[], None]) -> None:
        self.game_id = match.game_id
        game = games.screen(self.game_id)
        self.t: Callable[..., str] = game.t
        self.replay = Replay(match, turn_start(self.game_id),
                             games.results(self.game_id).period)
        self.match = self.replay.match_at(self.replay.end)
        """The whole match, replayed (never the live one)."""
        self.names = [seat.name for seat in match.seats]
        self.choices = view_choices(match.seats, self.replay.over)
        self.choice: ViewChoice = default_choice(match.seats, self.replay.over)
        self.position = 0 if self.replay.over else self.replay.end
        """How many actions of the match the position shown has played."""
        self.on_position: list[Callable[[int], None]] = []
        """Called with the new position after each change of position."""
        self.on_close = on_close
        self.back_label = back_label
        self.playing = False
        self.speed = 1.0
        self.closed = False
        self._play_task: asyncio.Future | None = None
        self._groups = self.replay.log(game.words, self.names)
        self._logged = sorted({e.position for g in self._groups for e in g.entries})
        self.control = ReplayControl(self.replay.match_at(self.position), self.choice.seat,
                                     self.render)
        self.screen = game(self.control, 0)
        self._open()
        for hook in list(ON_OPEN):
            try:
                hook(self)
            except Exception:  # another panel's failure never stops the replay
                traceback.print_exc()

    # ------------------------------------------------------------------ the API
    @property
    def seat_view(self) -> int | None:
        """The seat whose view is shown; None for everyone's (or every hand's)."""
        return self.choice.seat

    def goto(self, index: int) -> None:
        """Show the position after ``index`` actions (clamped to the game)."""
        if self.closed:
            return
        self.position = self.replay.clamp(int(index))
        self.control.match = self.replay.match_at(self.position)
        self.render()
        self._notify()

    def _notify(self) -> None:
        """Tell the panels that follow the replay (the position or the view changed)."""
        for hook in list(self.on_position):
            try:
                hook(self.position)
            except Exception:  # another panel's failure never stops the replay
                traceback.print_exc()

    def choose_view(self, key: str) -> None:
        """Show the position from another seat (a key of ``view_choices``)."""
        choice = next((c for c in self.choices if c.key == key), None)
        if choice is None or self.closed:
            return
        self.choice = choice
        self.control.seat_view = choice.seat
        self.render()
        self._notify()

    # ------------------------------------------------------------------ stepping
    def step(self, name: str) -> None:
        """A button or key of the replay: a step, a jump, or play/pause."""
        if name == "play":
            self.toggle_play()
            return
        k, replay = self.position, self.replay
        target = {"start": 0, "end": replay.end, "prev-move": k - 1, "next-move": k + 1,
                  "prev-turn": replay.prev_turn(k), "next-turn": replay.next_turn(k),
                  "prev-period": replay.prev_period(k),
                  "next-period": replay.next_period(k)}.get(name)
        if target is not None:
            self.jump(target)

    def jump(self, index: int) -> None:
        """The player moved the replay: playing stops, the position changes."""
        self.pause()
        self.goto(index)

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
            return
        if self.position >= self.replay.end:
            self.goto(0)  # played to the end before: from the start again
        self.playing = True
        self._render_play()
        self._play_task = asyncio.ensure_future(self._play())

    def pause(self) -> None:
        if self.playing:
            self.playing = False
            self._render_play()

    async def _play(self) -> None:
        while self.playing and not self.closed:
            await asyncio.sleep(STEP_SECONDS / self.speed)
            if not self.playing or self.closed:
                return
            self.goto(self.position + 1)
            if self.position >= self.replay.end:
                self.pause()

    def set_speed(self, value: str) -> None:
        try:
            speed = float(value)
        except ValueError:
            return
        if any(float(v) == speed for v, _ in SPEEDS):
            self.speed = speed

    # ------------------------------------------------------------------ drawing
    def _open(self) -> None:
        set_phase("review")
        show(by_id("handover"), False)
        by_id("review-badge").textContent = t("review.badge")
        back = by_id("btn-review-back")
        back.textContent = self.back_label
        by_id("review-bar").innerHTML = self._bar_html()
        by_id("review-bar").setAttribute("aria-label", t("review.controls"))
        by_id("review-view-label").textContent = t("review.view")
        by_id("review-view-help").textContent = t("review.view_help")
        by_id("review-seat").innerHTML = "".join(
            f'<option value="{c.key}"{" selected" if c == self.choice else ""}>'
            f"{esc(self._choice_label(c))}</option>" for c in self.choices)
        by_id("review-log-title").textContent = t("review.log")
        by_id("review-log").innerHTML = log_html(
            self._groups, lambda k: t("review.step", k=k))
        self.render()
        window.scrollTo(0, 0)

    def _choice_label(self, choice: ViewChoice) -> str:
        if choice.reveal:
            return t("review.all")
        if choice.seat is None:
            return t("review.everyone")
        return t("review.seat", name=self.names[choice.seat])

    def _bar_html(self) -> str:
        def button(name: str, label: str, caption: str = "", keys: str = "",
                   cls: str = "") -> str:
            shortcut = f' aria-keyshortcuts="{keys}"' if keys else ""
            cap = f'<span class="rv-cap">{esc(caption)}</span>' if caption else ""
            return (f'<button type="button" class="rv{cls}" data-review="{name}" '
                    f'aria-label="{esc(label)}" title="{esc(label)}"{shortcut}>'
                    f"{_icon(name)}{cap}</button>")

        period = self.t("review.period_caption")
        speeds = "".join(
            f'<option value="{value}"{" selected" if float(value) == self.speed else ""}>'
            f'{esc(t(label) if label.startswith("review.") else label)}</option>'
            for value, label in SPEEDS)
        end = self.replay.end
        return (
            f'<div class="rv-top"><p id="review-status" class="rv-status" role="status">'
            f'</p><label class="rv-speed">{esc(t("review.speed"))} <select id="review-speed">'
            f"{speeds}</select></label></div>"
            f'<div class="rv-line">{button("start", t("review.to_start"), keys="Home")}'
            f'<div class="rv-track"><input type="range" id="review-range" min="0" '
            f'max="{end}" step="1" value="{self.position}" '
            f'aria-label="{esc(t("review.timeline"))}">{self._ticks_svg()}</div>'
            f'{button("end", t("review.to_end"), keys="End")}</div>'
            f'<div class="rv-steps">'
            f'{button("prev-period", self.t("review.prev_period"), period)}'
            f'{button("prev-turn", t("review.prev_turn"), t("review.turn"), "Shift+ArrowLeft")}'
            f'{button("prev-move", t("review.prev_move"), t("review.move"), "ArrowLeft")}'
            f'{button("play", t("review.play"), keys="Space", cls=" rv-play")}'
            f'{button("next-move", t("review.next_move"), t("review.move"), "ArrowRight")}'
            f'{button("next-turn", t("review.next_turn"), t("review.turn"), "Shift+ArrowRight")}'
            f'{button("next-period", self.t("review.next_period"), period)}</div>')

    def _ticks_svg(self) -> str:
        """A tick under the timeline where each day or round starts, numbered where
        there is room."""
        end = max(1, self.replay.end)
        starts = self.replay.period_starts
        marks = []
        for i, k in enumerate(starts):
            if i:
                x = 100 * k / end
                marks.append(f'<line x1="{x:.2f}%" x2="{x:.2f}%" y1="0" y2="7"/>')
        for x, k in tick_labels(starts, end):
            marks.append(f'<text x="{x:.2f}%" y="16">{self.replay.periods[k]}</text>')
        return (f'<svg class="rv-ticks" width="100%" height="18" aria-hidden="true">'
                f'{"".join(marks)}</svg>')

    def render(self) -> None:
        """Draw the position: the board (with the last move outlined), the players, the
        hands the view shows, the board in words, the bar and the log."""
        screen, k = self.screen, self.position
        view = replay_view(screen.match.state, self.choice)
        screen.view = view
        screen.last_move = None
        if k > 0:
            before = replay_view(self.replay.match_at(k - 1).state, self.choice)
            seat = self.replay.deciders[k - 1]
            if seat is not None:
                screen.last_move = (before, self.replay.events[k - 1], seat)
        screen.render_board()
        screen.render_players(view)
        self._render_hands(view)
        board_text.render(screen)
        self._render_bar(view)
        self._render_log()

    def _render_hands(self, view: dict[str, Any]) -> None:
        """Every hand the view holds: the chosen seat's, or all of them (every hand
        chosen, or the game over), each named."""
        box = by_id("hand")
        seats = [p for p, info in enumerate(view["players"]) if "hand" in info]
        show(box, bool(seats))
        box.innerHTML = "".join(
            f'<div class="rv-hand" data-seat="{p}">'
            f'{self.screen.hand_html(view, p, t("review.cards", name=self.names[p]))}</div>'
            for p in seats)

    def status_text(self, view: dict[str, Any]) -> str:
        """Where the replay is: "Move 37 of 412 · Day 3 · Ana to decide"."""
        k, end = self.position, self.replay.end
        parts = [t("review.at_start") if k == 0 else t("review.at", k=k, n=end),
                 self.t("review.period", n=self.replay.periods[k])]
        seat = view["current_player"]
        parts.append(t("toolbar.over") if seat is None
                     else t("review.to_decide", name=self.names[seat]))
        return " · ".join(parts)

    def _render_bar(self, view: dict[str, Any]) -> None:
        k, end = self.position, self.replay.end
        text = self.status_text(view)
        by_id("review-status").textContent = text
        seat = view["current_player"]
        by_id("review-status").dataset.seat = "" if seat is None else str(seat)
        timeline = by_id("review-range")
        timeline.value = str(k)
        timeline.setAttribute("aria-valuetext", text)
        bar = by_id("review-bar")
        for name, disabled in (("start", k == 0), ("prev-period", k == 0),
                               ("prev-turn", k == 0), ("prev-move", k == 0),
                               ("next-move", k >= end), ("next-turn", k >= end),
                               ("next-period", k >= end), ("end", k >= end)):
            button = bar.querySelector(f'[data-review="{name}"]')
            if disabled and button == document.activeElement:
                by_id("review-range").focus()  # focus stays in the bar, not on the page
            button.disabled = disabled
        self._render_play()

    def _render_play(self) -> None:
        button = by_id("review-bar").querySelector('[data-review="play"]')
        if not present(button):
            return
        label = t("review.pause" if self.playing else "review.play")
        button.innerHTML = _icon("pause" if self.playing else "play")
        button.setAttribute("aria-label", label)
        button.title = label
        button.setAttribute("aria-pressed", "true" if self.playing else "false")

    def _render_log(self) -> None:
        """Mark the log's lines of the last action played (the lines after it are the
        future: the style sheet dims them) and keep them in sight."""
        box = by_id("review-log")
        for item in list(box.querySelectorAll("li.at")):
            item.classList.remove("at")
        at = logged_position(self._logged, self.position)
        if at is None:
            return
        items = box.querySelectorAll(f'li[data-at="{at}"]')
        for i in range(items.length):
            items.item(i).classList.add("at")
        if items.length:
            last = items.item(items.length - 1)
            top = last.offsetTop - box.offsetTop
            if top < box.scrollTop or top > box.scrollTop + box.clientHeight - 40:
                box.scrollTop = max(0, top - box.clientHeight / 2)

    def close(self) -> None:
        """Leave the replay (the caller shows what comes back)."""
        self.closed = True
        self.playing = False
        self.screen.close()
        self.on_position.clear()
        for element_id in ("review-bar", "review-log", "hand", "review-analysis"):
            by_id(element_id).innerHTML = ""


def _keydown(review: ReviewScreen, event: Any) -> None:
    """← → a move, Shift+← → a turn, Home and End, Space plays or pauses; not while a
    dialog is open, a drop-down or text field has the keys, or the zoomed board is
    scrolled with them."""
    if present(document.querySelector("dialog[open]")) or event.ctrlKey or event.metaKey \
            or event.altKey:
        return
    target = event.target
    tag = str(target.tagName)
    kind = str(target.type or "") if tag == "INPUT" else ""
    if tag in ("SELECT", "TEXTAREA") or (tag == "INPUT" and kind != "range"):
        return
    if present(target.closest("#board-scroll, #board-text")):
        return
    key = str(event.key)
    name = {"ArrowLeft": "prev-turn" if event.shiftKey else "prev-move",
            "ArrowRight": "next-turn" if event.shiftKey else "next-move",
            "Home": "start", "End": "end"}.get(key)
    if key == " " and tag not in ("BUTTON", "SUMMARY", "A"):
        name = "play"
    if name is not None:
        event.preventDefault()
        review.step(name)


def bind(get_review: Callable[[], ReviewScreen | None]) -> None:
    """Wire the replay's controls once; they act on whichever review is shown."""

    def act(handler: Callable[[ReviewScreen, Any], None]) -> Callable[[Any], None]:
        def listener(event: Any) -> None:
            review = get_review()
            if review is not None and not review.closed:
                handler(review, event)
        return listener

    def bar_click(review: ReviewScreen, event: Any) -> None:
        button = event.target.closest("[data-review]")
        if present(button) and not button.disabled:
            review.step(str(button.dataset.review))

    def log_click(review: ReviewScreen, event: Any) -> None:
        entry = event.target.closest("[data-goto]")
        if present(entry):
            review.jump(int(entry.dataset.goto))

    def bar_input(review: ReviewScreen, event: Any) -> None:
        if str(event.target.id) == "review-range":
            review.jump(int(event.target.value))

    def bar_change(review: ReviewScreen, event: Any) -> None:
        if str(event.target.id) == "review-speed":
            review.set_speed(str(event.target.value))

    on(by_id("review-bar"), "click", act(bar_click))
    on(by_id("review-bar"), "input", act(bar_input))
    on(by_id("review-bar"), "change", act(bar_change))
    on(by_id("review-log"), "click", act(log_click))
    on(by_id("review-seat"), "change",
       act(lambda review, event: review.choose_view(str(event.target.value))))
    on(document, "keydown", act(_keydown))
    # On a phone the bar is fixed at the bottom: the page keeps room for it.
    observer = window.ResizeObserver.new(create_proxy(lambda *_args: _measure()))
    observer.observe(by_id("review-bar"))
    _kept.append(observer)


_kept: list[Any] = []  # the bar's size observer lives as long as the page


def _measure() -> None:
    document.documentElement.style.setProperty(
        "--review-h", f"{by_id('review-bar').offsetHeight}px")

