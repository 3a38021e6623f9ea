"""The generic game screen: the turn loop, AI seats, hints, the hot-seat hand-over, undo
and "End turn", the log, the results frame, board zoom and pinch, the decision panel's
frame and its keyboard focus.

Each game's screen (``games/<game>/screen.py``) derives from ``GameScreen`` and fills in
the parts marked "the game's part" below: its board, its panels, its controls and what a
click on its board means. The UI never decides a rule: controls are the engine's legal
actions (each a button with ``data-action`` = the action's JSON), prices come from the
engine's ``State.preview``, and every action goes through ``Match.apply``.
"""

from __future__ import annotations

import asyncio
import json
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from pyodide.ffi import to_js
from pyscript import document, window

from incagames.core import Action, IllegalAction
from incagames.core.match import Match
from incagames.core.state import Outcome, State

from . import board_text, charts, games, phone, results
from . import motion as anim
from .ai import AiBridge, error_reason
from .board_frame import BoardFrame
from .canvas import Painter, Region
from .dom import by_id, clear_toast, esc, mark_svg, present, reveal_in_panel, set_phase, show, toast
from .i18n import t
from .log import GameLog
from .recap import Recap, summary_html
from .thinking import TICK_SECONDS, Thinking, level_seconds, line_html, sheet_bar_html
from .tutorial import Tutorial

NUM = ' class="num"'
FOCUSABLE = "button:not([disabled]):not(.hint-btn):not(.tut-skip), select, input"
"""What keyboard focus may land on in the decision panel."""
HINT_SALT = 0x5EED
"""Mixed into a hint's seed (which depends on the position only, like an AI seat's)."""
THINKING = "#players [data-testid=thinking], #controls .sheet-bar"
"""The thinking line in a panel and its bar in the phone's decision sheet."""


class GameScreen(ABC):
    """One match on screen. ``on_change`` is called after every action (autosave).

    A game's screen sets the class attributes and implements the game's part; the input
    handlers (``input.bind_game_events``) call only the methods defined here."""

    game_id: str
    """The engine's game id (``incagames.GAMES``) this screen draws."""
    words: Any
    """The game's wording module: ``action_label``, ``hint_text`` (action, view, costs),
    ``prompt_text``, ``event_text``, ``log_heading``, ``progress`` (a saved game's
    progress as a message key of the game's and its values), ``HANDOVER`` and ``t``."""
    t: Callable[..., str]
    """The game's messages (``i18n.scoped``): its own keys, else the shared ones."""
    score_unit: str
    explicit_end: tuple[str, ...] = ()
    """Action kinds that say "end my turn" themselves: they need no confirmation."""

    def __init__(self, match: Match, pace: int, ai: AiBridge,
                 on_change: Callable[[], None], confirm_end: bool = True) -> None:
        self.match = match
        self.pace = pace
        self.ai = ai
        self.on_change = on_change
        self.confirm_end = confirm_end
        self.names = [s.name for s in match.seats]
        self.shown_human: int | None = None
        self.frame = BoardFrame(self.render_board)
        self.hover: Any = None
        self.pending: Action | None = None  # a turn-ending action awaiting "End turn"
        self._pending_after: State | None = None  # the position it leads to, shown meanwhile
        self.log = GameLog(self.words, self.names)
        self.log_spot: tuple[int, list[Any]] | None = None  # a log line's places, lit up
        self.ai_task: asyncio.Future | None = None
        self.thinking: Thinking | None = None  # the AI seat deciding, shown in its panel
        self._ticker: asyncio.Future | None = None
        self._position_key: tuple[int, int] | None = None  # what _legal and _costs are for
        self._legal: list[Action] | None = None
        self._costs: dict[Action, dict[str, int]] = {}
        self.closed = False
        self.hint: Action | None = None  # the suggested move, while the position lasts
        self.hint_busy = False  # a hint was asked for and has not arrived yet
        self.position = 0  # counts position changes (moves, undos): stale hints are dropped
        self._hint_task: asyncio.Future | None = None
        self.tutorial: Tutorial | None = None  # the guided first game, while it lasts
        self._score_history: tuple[int, results.History] | None = None
        self.log.reset(match.log)
        self.recap = Recap()  # what the others did since each human's last decision
        self.motion = games.motion(match.game_id)  # the game's animations and outlines
        self.reduced = bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
        self.frame.extra = self._overlay_ops

    # ---------------------------------------------------------------- who sees
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.is_human]

    def deciding_human(self) -> int | None:
        seat = self.match.state.current_player
        if seat is not None and self.match.seats[seat].is_human:
            return seat
        return None

    def viewer(self) -> int | None:
        """Whose secrets may be drawn: the human deciding now (after the hand-over), else
        the only human, else nobody (spectator)."""
        seat = self.deciding_human()
        if seat is not None and (len(self.humans) == 1 or seat == self.shown_human):
            return seat
        if len(self.humans) == 1:
            return self.humans[0]
        return None

    def needs_handover(self) -> bool:
        seat = self.deciding_human()
        return seat is not None and len(self.humans) > 1 and seat != self.shown_human

    def hand_over(self) -> None:
        """The hot-seat player deciding now has taken the device: show their secrets."""
        self.shown_human = self.deciding_human()
        self.render()

    # ---------------------------------------------------------------- actions
    def apply(self, data: Any, confirmed: bool = False) -> None:
        """Play a human's action. One that would end the turn (the next decision is
        another seat's, so it could not be undone) waits for "End turn" when the player
        wants to confirm, and can be taken back until then."""
        seat = self.deciding_human()
        if seat is None or (self.pending is not None and not confirmed):
            return
        before = getattr(self, "view", None)
        try:
            action = data if isinstance(data, Action) else Action.from_json(data)
            if self.tutorial is not None and not self.tutorial.allows(action):
                self._refuse_off_script()
                return
            after = None if confirmed else self._ends_turn(action, seat)
            if after is not None:
                if action not in self.legal():
                    raise IllegalAction(f"{action} is not a legal action now")
                self.pending, self._pending_after = action, after
                clear_toast()
                self.render()
                return
            events = self.match.apply(action, seat=seat)
        except IllegalAction as exc:
            self.pending, self._pending_after = None, None
            toast(t("err.action", reason=exc.reason))
            return
        self.pending, self._pending_after = None, None
        if self.tutorial is not None:
            self.tutorial.applied(action, len(self.match.actions) - 1)
        clear_toast()
        self.recap.acted(seat)
        self._played(seat, before, events)
        self.schedule_ai()

    def _ends_turn(self, action: Action, seat: int) -> State | None:
        """The position after ``action`` when it needs the "End turn" confirmation (the
        setting is on, the action does not say so itself, and afterwards another seat
        decides or the game ends, so undo could not take it back); else None. The board
        and the panels show that position until the player confirms or takes it back."""
        if not self.confirm_end or action.kind in self.explicit_end:
            return None
        after = self.match.state.clone()
        try:
            after.apply(action)
        except IllegalAction:
            return None
        return after if after.current_player != seat else None

    def confirm_pending(self) -> None:
        if self.pending is not None:
            self.apply(self.pending, confirmed=True)

    def take_back(self) -> None:
        """Forget the action waiting for "End turn": the position never changed."""
        if self.pending is not None:
            self.pending, self._pending_after = None, None
            self.render()

    def undo(self) -> None:
        if self.pending is not None:
            self.take_back()
            return
        seat = self.deciding_human()
        if seat is None or not self.match.can_undo(seat):
            return
        self.match.undo(seat)
        if self.tutorial is not None:
            self.tutorial.sync(len(self.match.actions))
        self._moved()
        self.log.reset(self.match.log)
        self.clear_choices()
        self.on_change()
        self.render()

    def _moved(self) -> None:
        """The position changed: any hint (shown or on its way) is for another position."""
        self.position += 1
        self.hint = None
        self.hint_busy = False
        self.log_spot = None
        window.incaStop()  # an animation of the position before ends now

    def _played(self, seat: int, before: dict[str, Any] | None,
                events: list[dict[str, Any]], announce: bool = False) -> None:
        """After ``seat``'s action: the log, the recap, one render, then the animation
        from ``before`` (the view on screen until now) to the new position. When it is
        animated, the board and its animation come first; the panels and the autosave
        follow in later tasks, so that no task holds the page long during play."""
        self._moved()
        for event in events:
            self.log.add(event)
        self.clear_choices()
        after = self.match.state.view(self.viewer())
        lines = [line for e in events if (line := self.words.event_text(e, self.names))]
        if announce:  # another player's move, said to screen readers
            board_text.announce(lines)
        self._record(seat, before, after, events, lines)
        if not self._will_animate(before):
            self.on_change()
            self.render(after)
            return
        window.incaSnapshot(by_id("board"))
        self.view = after
        self._guide()
        self.render_board()
        self._animate(before, events)
        position = self.position
        loop = asyncio.get_event_loop()

        def panels() -> None:
            if not self.closed and position == self.position:
                self.render(after, board=False)

        def save() -> None:
            if not self.closed:
                self.on_change()

        loop.call_soon(panels)
        loop.call_later(0.001, save)  # a task of its own, after the panels

    # ---------------------------------------------------------------- motion and recap
    def _record(self, seat: int, before: dict[str, Any] | None, after: dict[str, Any],
                events: list[dict[str, Any]], lines: list[str]) -> None:
        if before is None:
            return
        try:
            places = self.motion.places(before, after, events)
        except Exception:  # an outline is never worth a broken game
            places = []
        self.recap.record(seat, lines, places, before, after)

    def _will_animate(self, before: dict[str, Any] | None) -> bool:
        """Whether the next position is animated: not at pace 0, with reduced motion,
        behind the hand-over screen or at the end."""
        return (before is not None and anim.duration(self.pace, self.reduced) > 0
                and not self.needs_handover() and not self.match.state.is_over)

    def _animate(self, before: dict[str, Any] | None, events: list[dict[str, Any]]) -> None:
        """Tween what moved (``web/motion.js``) over the board just painted."""
        try:
            ms, sprites = anim.plan_for(self.motion, before, self.view, events,
                                        self.frame.width(), self.pace, self.reduced)
        except Exception:  # an animation is never worth a broken game
            ms, sprites = 0, []
        window.incaAnimate(by_id("board"), json.dumps(sprites, separators=(",", ":")),
                           self.frame.device_scale, ms)

    def _overlay_ops(self) -> list[list[Any]]:
        """Each opponent's last move (or the move stepped to) outlined on the board, until
        the deciding human decides."""
        seat = None if self.needs_handover() else self.deciding_human()
        outlines = [(move.places, move.seat, strong)
                    for move, strong in self.recap.outlined(seat)]
        if self.log_spot is not None:
            outlines.append((self.log_spot[1], self.log_spot[0], True))
        p = Painter()
        for places, mover, strong in outlines:
            try:
                self.motion.highlight(p, self.view, places, mover, self.frame.width(), strong)
            except Exception:
                continue
        return p.ops

    def on_log_line(self, data: str | None, scroll: bool = False) -> None:
        """A log line pointed at or tapped lights up its places on the board (``data``:
        its ``data-places``; None when the pointer left the log); a tap also brings them
        into the board's frame."""
        spot = None
        if data:
            try:
                value = json.loads(data)
                spot = (int(value["seat"]), list(value["places"]))
            except (ValueError, KeyError, TypeError):
                spot = None
        if spot == self.log_spot and not scroll:
            return
        self.log_spot = spot
        self.render_board()
        if scroll and spot is not None and spot[1]:
            self.show_place(spot[1][0])

    def show_place(self, place: Any) -> None:
        """Bring a place of the board (a hex, a district...) to the middle of its frame."""
        point = self.motion.place_point(self.view, place, self.frame.width())
        if point is not None:
            self.frame.scroll_to(*point)

    def _render_recap(self) -> None:
        box = by_id("recap")
        if box is None:
            return
        over = self.match.state.is_over
        seat = None if over or self.needs_handover() else self.deciding_human()
        moves = self.recap.shown(seat)
        show(box, bool(moves))
        if not moves:
            box.innerHTML = ""
            return
        motion = self.motion

        def gain(move: Any) -> str:
            try:
                return motion.gain_text(move.before, move.after, move.seat, self.names)
            except Exception:
                return ""

        box.innerHTML = summary_html(moves, self.recap.focus, self.names, gain, t, mark_svg)

    def on_recap(self, name: str) -> None:
        """A button of the summary: step to the previous or next move, or close it."""
        seat = self.deciding_human()
        if seat is None:
            return
        if name in ("prev", "next"):
            self.recap.step(seat, -1 if name == "prev" else 1)
        elif name == "close":
            self.recap.dismiss(seat)
        elif name.isdigit():
            self.recap.focus = int(name)
        self._render_recap()
        self.render_board()
        focused = [move for move, strong in self.recap.outlined(seat) if strong]
        if focused and focused[0].places:
            self.show_place(focused[0].places[0])
        box = by_id("recap")
        target = box.querySelector(f'[data-recap="{name}"]:not([disabled])') if name in (
            "prev", "next") else None
        if not present(target):
            target = box.querySelector("[data-recap]:not([disabled])") if name != "close" \
                else by_id("controls").querySelector(FOCUSABLE)
        if present(target):
            target.focus()

    # ---------------------------------------------------------------- AI seats
    def schedule_ai(self) -> None:
        if self.ai_task is None or self.ai_task.done():
            self.ai_task = asyncio.ensure_future(self._ai_loop())

    async def _ai_loop(self) -> None:
        try:
            await self._ai_turns()
        finally:
            self._stop_thinking()

    async def _ai_turns(self) -> None:
        """Each AI decision starts at once; the pace is the least time between two moves
        on screen, and the thinking counts in it (a turn of quick decisions is not slowed
        twice, and a long search is not followed by a pause)."""
        match = self.match
        shown_at = time.perf_counter()  # the move now on screen (the human's, or the last)
        while not self.closed and not match.state.is_over:
            seat = match.state.current_player
            level = match.seats[seat].level
            if level is None:
                return
            self._think(seat, level)
            await asyncio.sleep(0)  # the thinking line is drawn before the worker is asked
            if self.closed or match.state.current_player != seat:
                return
            self._set_status(t("thinking", name=self.names[seat], level=t("level." + level)))
            seed = (match.seed * 7919 + len(match.actions)) & 0xFFFFFFFF
            before = len(match.actions)
            try:
                action = await self.ai.choose(match.state, level, seed, self.thinking)
            except Exception as exc:  # e.g. a level this engine does not have
                if not self.closed:
                    message = t("err.ai", name=self.names[seat], level=t("level." + level),
                                reason=error_reason(exc))
                    self._set_status(message)
                    toast(message)
                return
            rest = self.pace / 1000 - (time.perf_counter() - shown_at)
            if rest > 0:
                await asyncio.sleep(rest)
            if self.closed or len(match.actions) != before:
                return
            shown = getattr(self, "view", None)
            events = match.apply(action, seat=seat)
            shown_at = time.perf_counter()
            if match.state.current_player != seat:
                self._stop_thinking()  # its move is played: the line goes with it
            self._played(seat, shown, events, announce=True)

    # ---------------------------------------------------------------- the thinking line
    def _think(self, seat: int, level: str) -> None:
        """An AI seat begins a decision: the line in its panel (kept, not redrawn, while
        the same seat goes on deciding), its bar redrawn a few times a second."""
        now = time.perf_counter()
        if self.thinking is not None and self.thinking.seat == seat:
            self.thinking.restart(now)
            return
        self._stop_thinking()
        self.thinking = Thinking(seat, level, level_seconds(self.match.game_id, level), now)
        panel = document.querySelector(f'#players [data-seat="{seat}"]')
        if present(panel):
            panel.insertAdjacentHTML("beforeend", self._thinking_html(seat))
        by_id("controls").innerHTML = self._sheet_bar_html()
        if self._ticker is None or self._ticker.done():
            self._ticker = asyncio.ensure_future(self._tick())

    def _thinking_html(self, seat: int) -> str:
        thinking = self.thinking
        if thinking is None or thinking.seat != seat or self.closed:
            return ""
        return line_html(self.names[seat], thinking.percent(time.perf_counter()))

    def _sheet_bar_html(self) -> str:
        if self.thinking is None or self.closed:
            return ""
        return sheet_bar_html(self.thinking.percent(time.perf_counter()))

    def _stop_thinking(self) -> None:
        self.thinking = None
        if not self.closed:
            for line in document.querySelectorAll(THINKING):
                line.remove()

    async def _tick(self) -> None:
        """The bar's value, a few times a second: one attribute, no layout of note."""
        while self.thinking is not None and not self.closed:
            percent = self.thinking.percent(time.perf_counter())
            for bar in document.querySelectorAll(".thinking-bar"):
                bar.value = percent
            await asyncio.sleep(TICK_SECONDS)

    # ---------------------------------------------------------------- rendering
    def render(self, view: dict[str, Any] | None = None, board: bool = True) -> None:
        """Redraw the whole screen (without the board when it is already drawn);
        ``view`` is the current position's view when the caller already has it."""
        over = self.match.state.is_over
        set_phase("over" if over else "game")
        handover = self.needs_handover()
        show(by_id("handover"), handover and not over)
        if handover and not over:
            name = self.names[self.deciding_human()]
            by_id("handover-title").textContent = t("handover.title", name=name)
            by_id("handover-text").textContent = self.t(self.words.HANDOVER, name=name)
            by_id("handover-continue").textContent = t("btn.continue", name=name)
        if view is None:
            shown = self._pending_after if self.pending is not None else None
            view = (shown or self.match.state).view(self.viewer())
        self.view = view
        self._guide()
        if board:
            self.render_board()
        self._render_prompt(view, handover)
        self._render_hand(view)
        self._render_players(view)
        self._render_recap()
        self.log.render(by_id("log"))
        self._render_toolbar(view)
        board_text.render(self)  # the board in words, for screen readers
        phone.reveal(self)  # what a decision is about stays above the phone's sheet
        if over:
            self._render_results()

    # ---------------------------------------------------------------- the decision panel
    def costs(self, action: Action) -> dict[str, int]:
        """What ``action`` would cost the deciding seat, as the engine tells it; asked once
        per position (labels, badges and every redraw of a pointer move ask again)."""
        self._follow_position()
        if action not in self._costs:
            self._costs[action] = self.match.state.preview(action).costs
        return self._costs[action]

    def legal(self) -> list[Action]:
        """The current legal actions, listed once per position (pointer moves redraw the
        board many times between two actions)."""
        self._follow_position()
        if self._legal is None:
            self._legal = self.match.state.legal_actions()
        return self._legal

    def _follow_position(self) -> None:
        """Forget what was worked out for another position (a move, an undo)."""
        key = (id(self.match.state), len(self.match.actions))
        if self._position_key != key:
            self._position_key = key
            self._legal, self._costs = None, {}

    def _human_actions(self) -> list[Action]:
        if self.deciding_human() is None or self.needs_handover():
            return []
        return self.legal()

    def _set_status(self, text: str) -> None:
        by_id("status").textContent = text

    def _render_prompt(self, view: dict[str, Any], handover: bool) -> None:
        # A step waiting for "End turn" is shown done, but the decision is still the
        # human's: the prompt asks it to confirm, whoever decides next on the board.
        seat = self.match.state.current_player if self.pending is not None \
            else view["current_player"]
        if seat is None:
            self._set_status(self.words.prompt_text(view, self.names))
            by_id("controls").innerHTML = ""
            return
        level = self.match.seats[seat].level
        if level is not None:
            self._set_status(t("waiting_ai", name=self.names[seat], level=t("level." + level)))
            by_id("controls").innerHTML = self._sheet_bar_html()
            return
        self._set_status(t("end.status", name=self.names[seat]) if self.pending is not None
                         else self.words.prompt_text(view, self.names))
        if handover:
            by_id("controls").innerHTML = ""
            return
        self._render_controls()

    def _render_controls(self) -> None:
        """The decision's controls, below the hint button and its answer. Keyboard focus
        stays in the panel: on the same control if it is still there, else the first."""
        box = by_id("controls")
        focus = self._focus_key(box)
        if self.pending is not None:
            box.innerHTML = self._pending_html()
        else:
            box.innerHTML = self._tutorial_html() + self.controls_html(self.view)
            self._mark_hint(box)
        if focus is not None:
            self._restore_focus(box, focus)

    @staticmethod
    def _focus_key(box: Any) -> str | None:
        """What has keyboard focus, as a CSS selector to find it again after the panel is
        redrawn; "" when focus should go to the first control (the page itself has it, or
        a control that is about to disappear); None when the player is elsewhere."""
        active = document.activeElement
        if not present(active) or active == document.body:
            return ""
        if not box.contains(active):
            return None
        for attr in ("data-ui", "data-pick-go", "data-kind", "data-action", "data-pick"):
            value = active.getAttribute(attr)
            if present(value):
                return f'[{attr}="{esc(str(value))}"]'
        return ""

    @staticmethod
    def _restore_focus(box: Any, key: str) -> None:
        target = box.querySelector(key) if key else None
        if not present(target) or target.disabled:
            target = box.querySelector(FOCUSABLE)
        if present(target):
            target.focus(to_js({"preventScroll": True},
                               dict_converter=window.Object.fromEntries))

    def _pending_html(self) -> str:
        """The action that would end the turn, with "End turn" and "Take back"."""
        what = self.words.hint_text(self.pending.to_json(), self.view, self.costs(self.pending))
        return (f'<div class="pending" role="group" aria-label="{esc(t("end.title"))}">'
                f'<p class="pending-text">{esc(t("end.text", action=what))}</p>'
                f'<div class="group"><button type="button" class="act{self._guide_class()}" '
                f'data-ui="end-turn">'
                f'{esc(t("end.confirm"))}</button><button type="button" class="act secondary"'
                f' data-ui="take-back">{esc(t("end.take_back"))}</button></div></div>')

    # ---------------------------------------------------------------- guided first game
    def start_tutorial(self, tutorial: Tutorial) -> None:
        """Guide this game by ``tutorial``'s script (the match is the script's deal)."""
        self.tutorial = tutorial
        self.render()

    def _guiding(self) -> bool:
        """A step of the guided game is under way (its action replaces the hint)."""
        return self.tutorial is not None and not self.tutorial.finished

    def _guide(self) -> None:
        """Show the step's action where a hint shows: its button, its toggles, its place
        on the board, so the learner sees what to press."""
        if not self._guiding():
            return
        expected = self.tutorial.expected() if self.tutorial else None
        human = self.deciding_human() is not None and not self.needs_handover()
        guide = expected if human and expected in self.legal() else None
        if guide != self.hint:  # the same object while the step lasts (Cuzco follows it)
            self.hint = guide

    def _guide_class(self) -> str:
        return " hinted" if self._guiding() and self.pending == self.hint else ""

    def _tutorial_text(self) -> str:
        step = self.tutorial.step() if self.tutorial else None
        return self.t(step.text) if step is not None else ""

    def _refuse_off_script(self) -> None:
        """Another action than the step's: the deal must stay the script's for the next
        steps to be possible, so it is refused gently, with the step's sentence."""
        toast(t("tut.refuse", text=self._tutorial_text()))
        self.render()

    def _tutorial_html(self) -> str:
        """The step's sentence above the controls (the hint row while nothing is guided;
        the closing sentence until the learner's first free decision)."""
        tutorial = self.tutorial
        if tutorial is None or (tutorial.finished and tutorial.free_moves > 0):
            return self._hint_html()
        if tutorial.finished:
            head, text, row = t("tut.free"), self.t(tutorial.script.outro), ""
        else:
            head = t("tut.step", n=tutorial.index + 1, total=len(tutorial.script.steps))
            text = self._tutorial_text()
            # the step's own button here too, so a phone's sheet shows it with its reason
            row = (self._button(self.hint, self.view, " hinted") if self.hint is not None
                   else "") + (f'<button type="button" class="act secondary tut-skip" '
                               f'data-ui="tutorial-skip">{esc(t("tut.skip"))}</button>')
            row = f'<div class="group tut-row">{row}</div>'
        step = "free" if tutorial.finished else tutorial.index + 1
        return (f'<div class="tutorial" data-testid="tutorial" data-step="{step}">'
                f'<p class="tut-head">{esc(head)}</p><p class="tut-text">{esc(text)}</p>'
                f'{row}</div>' + (self._hint_html() if tutorial.finished else ""))

    # ---------------------------------------------------------------- hints
    def request_hint(self) -> None:
        """Ask the AI worker for the normal bot's move in the current position."""
        if (self.closed or self.hint_busy or self.deciding_human() is None or self._guiding()
                or self.needs_handover() or self.pending is not None):
            return
        if self.hint is not None:  # already answered for this position: show it again
            self._reveal_hint()
            return
        self.hint_busy = True
        self._render_controls()
        self._hint_task = asyncio.ensure_future(self._fetch_hint(self.position))

    async def _fetch_hint(self, position: int) -> None:
        seed = ((self.match.seed * 7919 + len(self.match.actions)) ^ HINT_SALT) & 0xFFFFFFFF
        try:
            action: Action | None = await self.ai.hint(self.match.state, seed)
        except Exception as exc:
            if self.closed or position != self.position:
                return
            self.hint_busy = False
            toast(t("hint.failed", reason=error_reason(exc)))
            self._render_controls()
            return
        if self.closed or position != self.position:
            return  # the position changed while the bot thought: the answer is stale
        self.hint_busy = False
        self.hint = action if action in self.legal() else None
        self._render_controls()
        self.render_board()
        self._reveal_hint()

    @staticmethod
    def _reveal_hint() -> None:
        marked = by_id("controls").querySelector(".hinted")
        if present(marked):
            reveal_in_panel(marked)  # the page stays put: the board is outlined too

    def _hint_html(self) -> str:
        if self.hint_busy:
            state, label = ' disabled aria-busy="true"', esc(t("hint.busy"))
        else:
            state, label = "", esc(t("hint.button")) + " <kbd>H</kbd>"
        text = ""
        if self.hint is not None:
            what = self.words.hint_text(self.hint.to_json(), self.view, self.costs(self.hint))
            text = esc(t("hint.text", action=what))
        return (f'<div class="hint-row"><button type="button" class="act secondary hint-btn"'
                f' data-ui="hint" aria-keyshortcuts="h" title="{esc(t("hint.title"))}"{state}>'
                f'{label}</button><p class="hint-text" role="status">{text}</p></div>')

    def _mark_hint(self, box: Any) -> None:
        """Highlight the controls of the hinted action: its button, the toggles that lead
        to it, and, in a drop-down of map actions, select it."""
        if self.hint is None:
            return
        data = json.dumps(self.hint.to_json())
        for element in box.querySelectorAll("[data-action]"):
            if str(element.dataset.action) == data:
                element.classList.add("hinted")
        picks = self.hint_picks()
        if picks:
            for element in box.querySelectorAll("[data-pick]"):
                if str(element.dataset.pick) in picks:
                    element.classList.add("hinted")
        for select in box.querySelectorAll("select.map-pick"):
            select.value = data
            if str(select.value) == data:
                select.classList.add("hinted")
                go = box.querySelector(f'[data-pick-go="{select.dataset.kind}"]')
                if present(go):
                    go.classList.add("hinted")
            else:
                select.selectedIndex = 0

    def _button(self, action: Action, view: dict[str, Any], extra: str = "") -> str:
        data = esc(json.dumps(action.to_json()))
        label = esc(self.words.action_label(action.to_json(), view, self.costs(action)))
        cls = "act" + (" secondary" if action.kind == "done" else "") + extra
        return f'<button type="button" class="{cls}" data-action="{data}">{label}</button>'

    def _render_hand(self, view: dict[str, Any]) -> None:
        """The viewer's own hidden things; hidden while nobody (or the wrong player) may
        look."""
        box = by_id("hand")
        seat = self.viewer()
        if seat is None or self.needs_handover():
            box.innerHTML = ""
            show(box, False)
            return
        show(box, True)
        box.innerHTML = self.hand_html(view, seat)

    def _render_players(self, view: dict[str, Any]) -> None:
        """One panel per seat: its mark and name, then what the game shows of it."""
        rows = []
        for seat in range(len(view["players"])):
            cls = "player" + (" current" if seat == view["current_player"] else "")
            badge, body = self.seat_html(view, seat)
            rows.append(f'<div class="{cls}" data-seat="{seat}"><div class="pname">'
                        f'{mark_svg(seat)}<b>{esc(self.names[seat])}</b>{badge}</div>'
                        f"{body}{self._thinking_html(seat)}</div>")
        by_id("players").innerHTML = "".join(rows)

    def _render_toolbar(self, view: dict[str, Any]) -> None:
        seat = self.deciding_human()
        by_id("btn-undo").disabled = self.pending is None and (
            seat is None or not self.match.can_undo(seat))
        by_id("day-label").textContent = (t("toolbar.over") if self.match.state.is_over
                                          else self.toolbar_text(view))

    # ---------------------------------------------------------------- results

    def _seat_label(self, seat: int) -> str:
        level = self.match.seats[seat].level
        return t("kind.human") if level is None else t("level." + level)

    def _render_results(self) -> None:
        outcome = self.match.state.outcome()
        columns = self.result_columns()
        best = max(outcome.scores)
        tied = [seat for seat, score in enumerate(outcome.scores)
                if score == best and seat not in outcome.winners]
        headline = results.headline(self.names, outcome.winners, f"{best:g} {self.score_unit}",
                                    tied, self.t("results.tie_break") if tied else "")
        labels = [t("results.rank"), t("results.player")] + [self.t("results." + key)
                                                               for key, _ in columns]
        rows = []
        for r in sorted(outcome.results, key=lambda r: (r.rank, r.seat)):
            cells = [str(r.rank),
                     f'{mark_svg(r.seat)} <span class="rname">{esc(self.names[r.seat])}</span>'
                     f' <span class="small">{esc(self._seat_label(r.seat))}</span>']
            cells += [esc(value(r.breakdown)) for _, value in columns]
            tds = "".join(
                f'<td data-label="{esc(label)}"{"" if i == 1 else NUM}>'
                f'{cell if i != 2 else "<b>" + cell + "</b>"}</td>'
                for i, (label, cell) in enumerate(zip(labels, cells, strict=True)))
            cls = ' class="winner"' if r.rank == 1 else ""
            rows.append(f'<tr data-testid="result-row"{cls}>{tds}</tr>')
        head = "".join(f'<th scope="col">{esc(label)}</th>' for label in labels)
        legend = "".join(f"<dt>{esc(self.t('results.' + key))}</dt>"
                         f"<dd>{esc(self.t('results.' + key + '.why'))}</dd>"
                         for key, _ in columns)
        dialog = by_id("results")
        dialog.querySelector(".results-title").textContent = headline
        dialog.querySelector(".results-ending").textContent = self.results_subtitle(
            outcome.ending)
        dialog.querySelector(".results-table").innerHTML = (
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody>")
        dialog.querySelector(".results-legend").innerHTML = legend
        dialog.querySelector(".results-charts").innerHTML = self._charts_html(outcome)
        if not dialog.open:
            dialog.showModal()
            dialog.scrollTop = 0  # the winner first, even where "New game" is below the fold

    def _charts_html(self, outcome: Outcome) -> str:
        """Where each seat's points came from (a bar chart per source, on one scale) and
        its score after each day or round, with the same numbers as a table."""
        part = games.results(self.game_id)
        seats = range(len(self.names))
        by_seat = {r.seat: part.sources(r.breakdown) for r in outcome.results}
        panels = [(t("chart.total"), list(outcome.scores))]
        for i, (key, _value) in enumerate(by_seat[0]):
            values = [by_seat[s][i][1] for s in seats]
            if any(values):
                panels.append((self.t("results." + key), values))
        top = max((v for _, values in panels for v in values), default=0)
        bars = "".join(charts.bar_chart(label, values, top, self.names)
                       for label, values in panels)
        history = self._history()
        period = self.t("chart.period")
        lines = "; ".join(f"{name}: " + ", ".join(f"{v:g}" for v in history.scores[s])
                          for s, name in enumerate(self.names))
        chart = charts.line_chart([str(p) for p in history.periods], history.scores, period,
                                  self.score_unit, f"{t('chart.history')} ({period}): {lines}")
        head = "".join(f'<th scope="col">{esc(period)} {p}</th>' for p in history.periods)
        body = "".join(
            f'<tr><th scope="row">{mark_svg(s)} {esc(self.names[s])}</th>'
            + "".join(f"<td{NUM}>{v:g}</td>" for v in history.scores[s]) + "</tr>"
            for s in seats)
        key = "".join(f"<li>{mark_svg(s)} {esc(name)}</li>" for s, name in enumerate(self.names))
        return (f'<ul class="chart-seats" aria-hidden="true">{key}</ul>'
                f'<section class="chart-part"><h3>{esc(t("chart.sources"))}</h3>'
                f'<div class="bar-grid">{bars}</div></section>'
                f'<section class="chart-part"><h3>{esc(t("chart.history"))}</h3>{chart}'
                f'<details class="history-table"><summary>{esc(t("chart.table"))}</summary>'
                f'<div class="table-wrap"><table><thead><tr><th scope="col">'
                f'{esc(t("results.player"))}</th>{head}</tr></thead><tbody>{body}</tbody>'
                f"</table></div></details></section>")

    def _history(self) -> results.History:
        """The score history, replayed once per finished match (a few dozen ms)."""
        moves = len(self.match.actions)
        if self._score_history is None or self._score_history[0] != moves:
            match = self.match
            self._score_history = (moves, results.score_history(
                match.game_id, match.seed, len(match.seats), match.actions,
                games.results(match.game_id), match.options))
        return self._score_history[1]

    def on_ui(self, name: str, element: Any) -> bool:
        """A control of the panel (``data-ui``): the screen's own, else the game's."""
        if name == "hint":
            self.request_hint()
        elif name == "end-turn":
            self.confirm_pending()
        elif name == "take-back":
            self.take_back()
        elif name == "tutorial-skip":
            self.tutorial = None
            self.hint = None
            self.render()
        else:
            return self.on_game_ui(name, element)
        return True

    # ---------------------------------------------------------------- the game's part
    @abstractmethod
    def render_board(self) -> None:
        """Draw the board with ``paint``: the position, the deciding human's targets and
        the hint; set ``regions`` for hit-testing."""

    @abstractmethod
    def controls_html(self, view: dict[str, Any]) -> str:
        """The decision's controls: ``_button`` for each legal action, or the game's own
        way to pick one."""

    @abstractmethod
    def hand_html(self, view: dict[str, Any], seat: int, heading: str | None = None) -> str:
        """What only ``seat`` may see of its own (its cards), under ``heading`` (else
        "Your cards"; the review names the seat)."""

    @abstractmethod
    def seat_html(self, view: dict[str, Any], seat: int) -> tuple[str, str]:
        """What everyone may see of ``seat``: HTML after its name (its kind, a score) and
        the panel's body."""

    @abstractmethod
    def toolbar_text(self, view: dict[str, Any]) -> str:
        """Where the game stands, in the toolbar (the day, the action points...)."""

    @abstractmethod
    def result_columns(self) -> list[tuple[str, Callable[[dict[str, Any]], str]]]:
        """The score breakdown's columns after Rank and Player: (message key of the
        heading, value of a seat's breakdown). ``results.<key>`` is the heading and
        ``results.<key>.why`` its explanation, shown as a legend under the table."""

    @abstractmethod
    def results_subtitle(self, ending: str) -> str:
        """How the game ended, under the winner's headline."""

    def clear_choices(self) -> None:
        """Forget half-made choices (picked goods, a selected Inca): the position
        changed."""
        return None  # an optional hook: nothing to do by default

    def action_at(self, region: Region) -> Action | None:
        """The legal action a click on ``region`` stands for, if any."""
        return None

    def hint_picks(self) -> set[str]:
        """The toggles (``data-pick``) that make up the hinted selection."""
        return set()

    def on_pick(self, value: str) -> None:
        """A toggle of the panel (``data-pick``) was pressed."""
        return None  # an optional hook: nothing to do by default

    def on_game_ui(self, name: str, element: Any) -> bool:
        """A control of the game's own (``data-ui``); False when unknown."""
        return False

    def on_select(self, element: Any) -> None:
        """A drop-down of the panel changed (the game's own, e.g. Cuzco's placement)."""
        return None  # an optional hook: nothing to do by default

    def preview(self) -> Action | None:
        """An action previewed on the board that R and the mouse wheel turn (Cuzco's
        terrain); None in games without one."""
        return None

    def rotate(self, step: int = 1) -> None:
        """Turn the previewed action (see ``preview``)."""
        return None  # an optional hook: nothing to do by default

    # ---------------------------------------------------------------- canvas input
    def on_pointer_down(self, event: Any) -> None:
        """A pointer (mouse, pen, touch) went down on the board."""
        self.frame.pointer_down(event)

    def on_canvas_leave(self) -> None:
        """The pointer left the board."""
        return None  # an optional hook: nothing to do by default

    def on_canvas_click(self, event: Any) -> None:
        region = self.frame.region_at(event)
        if region is None:
            return
        self.frame.show_info(region)  # the info panel, also for touch
        action = self.action_at(region)
        if action is not None:
            self.apply(action)

    def on_canvas_move(self, event: Any) -> None:
        region = self.frame.region_at(event)
        canvas = by_id("board")
        canvas.title = region.tip if region else ""
        if region is not None:
            self.frame.show_info(region)
        key = (region.kind, region.key) if region else None
        clickable = region is not None and self.action_at(region) is not None
        canvas.style.cursor = "pointer" if clickable else "default"
        if key != self.hover:
            self.hover = key
            self.render_board()

    def suspend(self) -> None:
        """Step aside while this game is reviewed (``review.py``): AI seats and hints stop
        and nothing of this screen is drawn; the match is left exactly as it is."""
        self.closed = True
        window.incaStop()
        board_text.clear()
        show(by_id("handover"), False)
        dialog = by_id("results")
        if dialog.open:
            dialog.close()

    def resume(self) -> None:
        """Back from the review: the same position drawn again, the AI seats go on."""
        self.closed = False
        self.hint_busy = False  # a hint asked for before the review was dropped with it
        self.frame.show_info(None)
        self.render()
        self.schedule_ai()

    def close(self) -> None:
        self.closed = True
        board_text.clear()
        dialog = by_id("results")
        if dialog.open:
            dialog.close()
