"""The board view: a position drawn with its panels for one viewer, in the live game and
in the replay alike.

Each game's screen (``games/<game>/screen.py``) derives from ``BoardView`` and fills in
the parts marked "the game's part" below: its board, its panels, its controls and what a
click on its board means. What may be decided, and by whom, is its controller's
(``play``): a ``PlayController`` in a live game, the replay's own in the review. The UI
never decides a rule: controls are the engine's legal actions (each a button with
``data-action`` = the action's JSON), prices come from the engine's ``State.preview``,
and every action goes through ``Match.apply``.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

from pyscript import window

from incagames.core import Action
from incagames.core.match import Match

from .. import games
from ..ai.bridge import AiBridge
from ..ai.thinking_line import ThinkingLine
from ..live.log import GameLog
from ..live.play import PlayController
from ..page.dom import by_id, esc, mark_svg, set_phase, show
from ..results import dialog as results_view
from ..text.i18n import t
from . import board_text, decision_panel, outlines, phone, recap_panel
from .frame import BoardFrame
from .game_parts import GameParts
from .recap import Recap


class BoardView(GameParts):
    """One match on screen, drawn for ``play.viewer()``. The input handlers
    (``input.bind_game_events``) call only the methods defined here."""

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
    last_move: tuple[dict[str, Any], list[dict[str, Any]], int] | None = None
    """A move to outline instead of the recap's (the replay's: the view before, the
    events, the seat)."""

    def __init__(self, play: Any, pace: int) -> None:
        self.play = play
        """The controller: a ``PlayController``, or the replay's (deciding nothing)."""
        self.pace = pace
        self.tempo: int | None = None  # the pace of a move drawn faster (ai_turns.move_pace)
        self.names = [s.name for s in play.match.seats]
        self.frame = BoardFrame(self.render_board)
        self.hover: Any = None
        self.view: dict[str, Any] | None = None  # the position drawn, as the viewer sees it
        self.log = GameLog(self.words, self.names)
        self.log_spot: tuple[int, list[Any]] | None = None  # a log line's places, lit up
        self.log.reset(play.match.log)
        self.recap = Recap()  # what the others did since each human's last decision
        self.motion = games.motion(self.game_id)  # the game's animations and outlines
        self.reduced = bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
        self.frame.extra = lambda: outlines.overlay_ops(self)
        self.results = results_view.ResultsDialog(self)
        self.thinking_line = ThinkingLine(self.game_id, self.names, lambda: self.closed)
        play.board = self

    @classmethod
    def live(cls, match: Match, pace: int, ai: AiBridge, on_change: Callable[[], None],
             confirm_end: bool = True) -> BoardView:
        """A live game of ``match`` on this board, played by a ``PlayController``."""
        return cls(PlayController(match, ai, on_change, confirm_end, cls.explicit_end), pace)

    # ---------------------------------------------------------------- the controller's
    @property
    def match(self) -> Match:
        return self.play.match  # type: ignore[no-any-return]

    @property
    def closed(self) -> bool:
        return bool(self.play.closed)

    @property
    def hint(self) -> Action | None:
        return self.play.hint  # type: ignore[no-any-return]

    @property
    def pending(self) -> Action | None:
        return self.play.pending  # type: ignore[no-any-return]

    def deciding_human(self) -> int | None:
        return self.play.deciding_human()  # type: ignore[no-any-return]

    def viewer(self) -> int | None:
        return self.play.viewer()  # type: ignore[no-any-return]

    def needs_handover(self) -> bool:
        return bool(self.play.needs_handover())

    def legal(self) -> list[Action]:
        return self.play.legal()  # type: ignore[no-any-return]

    def human_actions(self) -> list[Action]:
        return self.play.human_actions()  # type: ignore[no-any-return]

    def costs(self, action: Action) -> dict[str, int]:
        return self.play.costs(action)  # type: ignore[no-any-return]

    def apply(self, data: Any) -> None:
        self.play.apply(data)

    def seat_kind(self, seat: int) -> str:
        """Who plays ``seat``, in words: a person here, an AI of its level, or a player
        on their own phone at the table (a phone also says which seat is its own)."""
        kind = getattr(self.play, "seat_kind", None)  # a replay's controller has none
        return t("kind." + (kind(seat) if kind is not None else self.match.seats[seat].kind))

    # ---------------------------------------------------------------- after an action
    def moved(self) -> None:
        """The position changed: a lit log line and an animation under way end."""
        self.log_spot = None
        window.incaStop()  # an animation of the position before ends now

    def played(self, seat: int, events: list[dict[str, Any]], announce: bool = False,
               by_human: bool = False, was: dict[str, Any] | None = None) -> None:
        """After ``seat``'s action: the log, the recap (from ``was``, the position before
        it, when the screen showed it played already), one render, then the animation
        from the view on screen until now to the new position. When it is animated, the
        board and its animation come first; the panels and the autosave follow in later
        tasks, so that no task holds the page long during play."""
        before = self.view
        if by_human:
            self.recap.acted(seat)
        self.moved()
        for event in events:
            self.log.add(event)
        self.clear_choices()
        after = self.match.state.view(self.viewer())
        lines = [line for e in events if (line := self.words.event_text(e, self.names))]
        if announce:  # another player's move, said to screen readers
            board_text.announce(lines)
        outlines.record(self, seat, was or before, after, events, lines)
        if not outlines.will_animate(self, before):
            self.play.on_change()
            self.render(after)
            return
        window.incaSnapshot(by_id("board"))
        self.view = after
        self.play.guide()
        self.render_board()
        outlines.animate(self, before, events)
        position = self.play.position
        loop = asyncio.get_event_loop()

        def panels() -> None:
            if not self.closed and position == self.play.position:
                self.render(after, board=False)

        def save() -> None:
            if not self.closed:
                self.play.on_change()

        loop.call_soon(panels)
        loop.call_later(0.001, save)  # a task of its own, after the panels

    def undone(self) -> None:
        """An undo: the log as it was, no half-made choice, the position drawn again."""
        self.moved()
        self.log.reset(self.match.log)
        self.clear_choices()
        self.render()

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

    # ---------------------------------------------------------------- rendering
    def render(self, view: dict[str, Any] | None = None, board: bool = True) -> None:
        """Redraw the whole screen (without the board when it is already drawn);
        ``view`` is the current position's view when the caller already has it."""
        if self.play.redraw is not None:  # the replay draws its own panels
            self.play.redraw()
            return
        over = self.match.state.is_over
        set_phase("over" if over else "game")
        handover = self.needs_handover()
        show(by_id("handover"), handover and not over)
        if handover and not over:
            name = self.names[self.deciding_human()]  # type: ignore[index]
            by_id("handover-title").textContent = t("handover.title", name=name)
            by_id("handover-text").textContent = self.t(self.words.HANDOVER, name=name)
            by_id("handover-continue").textContent = t("btn.continue", name=name)
        if view is None:
            view = self.play.shown_state().view(self.viewer())
        self.view = view
        self.play.guide()
        if board:
            self.render_board()
        decision_panel.render_prompt(self, view, handover)
        self.render_hand(view)
        self.render_players(view)
        self.render_recap()
        self.log.render(by_id("log"))
        self.render_toolbar(view)
        board_text.render(self)  # the board in words, for screen readers
        phone.reveal(self)  # what a decision is about stays above the phone's sheet
        if over:
            self.results.show()

    def render_recap(self) -> None:
        recap_panel.render(self)

    def on_recap(self, name: str) -> None:
        """A button of the summary: step to the previous or next move, or close it."""
        recap_panel.step(self, name)

    @property
    def thinking(self) -> Any:
        """The AI seat deciding now and since when (``thinking.Thinking``), or None."""
        return self.thinking_line.current

    def think(self, seat: int, level: str) -> None:
        self.thinking_line.think(seat, level)

    def stop_thinking(self) -> None:
        self.thinking_line.stop()

    def thinking_html(self, seat: int) -> str:
        return self.thinking_line.html(seat)

    def render_controls(self) -> None:
        decision_panel.render_controls(self)

    def reveal_hint(self) -> None:
        decision_panel.reveal_hint()

    def mark_hint(self, box: Any) -> None:
        decision_panel.mark_hint(self, box)

    def button(self, action: Action, view: dict[str, Any], extra: str = "") -> str:
        return decision_panel.button(self, action, view, extra)

    def set_status(self, text: str) -> None:
        by_id("status").textContent = text

    def render_hand(self, view: dict[str, Any]) -> None:
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

    def render_players(self, view: dict[str, Any]) -> None:
        """One panel per seat: its mark and name, then what the game shows of it."""
        rows = []
        for seat in range(len(view["players"])):
            cls = "player" + (" current" if seat == view["current_player"] else "")
            badge, body = self.seat_html(view, seat)
            rows.append(f'<div class="{cls}" data-seat="{seat}"><div class="pname">'
                        f'{mark_svg(seat)}<b>{esc(self.names[seat])}</b>{badge}</div>'
                        f"{body}{self.thinking_html(seat)}</div>")
        by_id("players").innerHTML = "".join(rows)

    def render_toolbar(self, view: dict[str, Any]) -> None:
        by_id("btn-undo").disabled = not self.play.can_undo()
        by_id("day-label").textContent = (t("toolbar.over") if self.match.state.is_over
                                          else self.toolbar_text(view))

    PLAY_UI = {"hint": "request_hint", "end-turn": "confirm_pending", "take-back": "take_back",
               "tutorial-skip": "skip_tutorial", "skip-ahead": "skip_ahead"}
    """The panel's own controls (``data-ui``) and the controller's method each calls."""

    def on_ui(self, name: str, element: Any) -> bool:
        """A control of the panel (``data-ui``): the screen's own, else the game's."""
        if name not in self.PLAY_UI:
            return self.on_game_ui(name, element)
        getattr(self.play, self.PLAY_UI[name])()
        return True

    # ---------------------------------------------------------------- leaving
    def suspend(self) -> None:
        """Step aside while this game is reviewed (``review/screen.py``): AI seats and hints stop
        and nothing of this screen is drawn; the match is left exactly as it is."""
        self.play.closed = True
        window.incaStop()
        board_text.clear()
        show(by_id("handover"), False)
        self.results.close()

    def resume(self) -> None:
        """Back from the review: the same position drawn again, the AI seats go on."""
        self.play.closed = False
        self.play.hint_busy = False  # a hint asked for before the review was dropped with it
        self.frame.show_info(None)
        self.render()
        self.play.schedule_ai()

    def close(self) -> None:
        self.play.closed = True
        board_text.clear()
        self.results.close()
