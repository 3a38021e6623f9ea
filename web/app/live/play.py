"""The turn loop of a live game: one controller per seat, "End turn", undo, hints and the
guided game's script.

``PlayController`` asks the seat deciding now for its action: an AI seat answers through
the AI worker, a person at this device through the board and the panels (the board view
calls ``apply``). It never draws: it tells its ``BoardView`` (``view/board.py``) what
happened, and the view draws the position for ``viewer()``. The replay draws with the
same view and its own controller (``review/screen.py``), which decides nothing.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyscript import window

from incagames.core import Action, IllegalAction
from incagames.core.match import Match
from incagames.core.state import State

from ..ai.bridge import AiBridge, error_reason
from ..page.dom import clear_toast, toast
from ..text.i18n import t
from .ai_turns import play_ai_turns
from .tutorial import Tutorial

if TYPE_CHECKING:
    from ..ai.thinking import Thinking
    from ..view.board import BoardView

HINT_SALT = 0x5EED
"""Mixed into a hint's seed (which depends on the position only, like an AI seat's)."""


class LocalHuman:
    """A person at this device: decides through the board and the panels."""

    is_human = True
    tutorial: Tutorial | None = None

    def allows(self, action: Action) -> bool:
        return True


class GuidedHuman(LocalHuman):
    """The learner of the guided first game: only the script's step may be played, so the
    deal stays the scripted one and every later step stays possible."""

    def __init__(self, tutorial: Tutorial) -> None:
        self.tutorial = tutorial

    def allows(self, action: Action) -> bool:
        return self.tutorial is None or self.tutorial.allows(action)


class AiPlayer:
    """An AI seat of ``level``: its decisions come from the AI worker."""

    is_human = False
    tutorial: Tutorial | None = None

    def __init__(self, level: str, ai: AiBridge) -> None:
        self.level = level
        self.ai = ai

    async def choose(self, state: State, seed: int, thinking: Thinking | None) -> Action:
        return await self.ai.choose(state, self.level, seed, thinking)


class RemotePlayer:
    """A seat played on a guest's phone at the table (``table.host``): the turn loop waits
    for it, and the host's referee plays each decision it accepts
    (``table.host.play_remote``)."""

    is_human = False
    tutorial: Tutorial | None = None


Controller = LocalHuman | AiPlayer | RemotePlayer


def plays_elsewhere(play: Any, seat: int) -> bool:
    """``seat`` decides on another device at the table (a phone's seat on the host; on a
    phone, every seat but its own). A replay's controller has no seats."""
    seats = getattr(play, "seats", None)
    return seats is not None and isinstance(seats[seat], RemotePlayer)


def seat_controllers(match: Match, ai: AiBridge) -> list[Controller]:
    """One controller per seat of ``match``: a person here or an AI of the seat's level."""
    return [LocalHuman() if s.level is None else AiPlayer(s.level, ai) for s in match.seats]


class AskedOnce:
    """What the engine said of the position now, asked once per position: its legal
    actions and the costs of each (labels, badges and every redraw of a pointer move ask
    again, and pointer moves redraw the board many times between two actions)."""

    def __init__(self) -> None:
        self._key: tuple[int, int] | None = None  # the position the answers are for
        self._legal: list[Action] | None = None
        self._costs: dict[Action, dict[str, int]] = {}

    def _follow(self, match: Match) -> None:
        """Forget what was worked out for another position (a move, an undo)."""
        key = (id(match.state), len(match.actions))
        if self._key != key:
            self._key = key
            self._legal, self._costs = None, {}

    def legal(self, match: Match) -> list[Action]:
        self._follow(match)
        if self._legal is None:
            self._legal = match.state.legal_actions()
        return self._legal

    def costs(self, match: Match, action: Action) -> dict[str, int]:
        self._follow(match)
        if action not in self._costs:
            self._costs[action] = match.state.preview(action).costs
        return self._costs[action]


class PlayController:
    """One live match: whose turn it is, what a person may do, when the AI moves.
    ``on_change`` is called after every action (autosave)."""

    redraw: Callable[[], None] | None = None
    """Who redraws the whole screen instead of the board view (a replay); None here."""

    def __init__(self, match: Match, ai: AiBridge, on_change: Callable[[], None],
                 confirm_end: bool = True, explicit_end: tuple[str, ...] = ()) -> None:
        self.match = match
        self.ai = ai
        self.on_change = on_change
        self.confirm_end = confirm_end
        self.explicit_end = explicit_end
        """Action kinds that say "end my turn" themselves: they need no confirmation."""
        self.seats: list[Controller] = seat_controllers(match, ai)
        self.board: BoardView | None = None  # attached by the board view
        self.shown_human: int | None = None
        self.pending: Action | None = None  # a turn-ending action awaiting "End turn"
        self.pending_after: State | None = None  # the position it leads to, shown meanwhile
        self.closed = False
        self.hint: Action | None = None  # the suggested move, while the position lasts
        self.hint_busy = False  # a hint was asked for and has not arrived yet
        self.position = 0  # counts position changes (moves, undos): stale hints are dropped
        self.ai_task: asyncio.Future | None = None
        self.hurry = False
        """The player asked to skip the rest of this AI turn (Space, or "Skip ahead"):
        its moves are played without waits or animations until another turn begins."""
        self._hint_task: asyncio.Future | None = None
        self._asked = AskedOnce()

    def _board(self) -> BoardView:
        assert self.board is not None, "a board view draws every live match"
        return self.board

    # ---------------------------------------------------------------- who sees
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def deciding_human(self) -> int | None:
        seat = self.match.state.current_player
        if seat is not None and self.seats[seat].is_human:
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

    def seat_kind(self, seat: int) -> str:
        """Who plays ``seat``, as a ``kind.*`` text's key: "phone" for a player on their
        own phone at this device's table, else the seat's kind ("human", "ai-hard")."""
        return "phone" if plays_elsewhere(self, seat) else self.match.seats[seat].kind

    def needs_handover(self) -> bool:
        seat = self.deciding_human()
        return seat is not None and len(self.humans) > 1 and seat != self.shown_human

    def hand_over(self) -> None:
        """The hot-seat player deciding now has taken the device: show their secrets."""
        self.shown_human = self.deciding_human()
        self._board().render()

    def shown_state(self) -> State:
        """The position drawn: the one an action waiting for "End turn" leads to."""
        return self.pending_after if self.pending_after is not None else self.match.state

    # ---------------------------------------------------------------- what may be done
    def costs(self, action: Action) -> dict[str, int]:
        return self._asked.costs(self.match, action)

    def legal(self) -> list[Action]:
        return self._asked.legal(self.match)

    def human_actions(self) -> list[Action]:
        """What the person deciding here may play now (nothing behind the hand-over)."""
        if self.deciding_human() is None or self.needs_handover():
            return []
        return self.legal()

    def can_undo(self) -> bool:
        seat = self.deciding_human()
        return self.pending is not None or (seat is not None and self.match.can_undo(seat))

    # ---------------------------------------------------------------- actions
    def apply(self, data: Any, confirmed: bool = False) -> None:
        """Play a human's action. One that would end the turn (the next decision is
        another seat's, so it could not be undone) waits for "End turn" when the player
        wants to confirm, and can be taken back until then."""
        seat = self.deciding_human()
        if seat is None or (self.pending is not None and not confirmed):
            return
        board = self._board()
        try:
            action = data if isinstance(data, Action) else Action.from_json(data)
            if not self.seats[seat].allows(action):
                self._refuse_off_script()
                return
            after = None if confirmed else self._ends_turn(action)
            if after is not None:
                if action not in self.legal():
                    raise IllegalAction(f"{action} is not a legal action now")
                self.pending, self.pending_after = action, after
                clear_toast()
                board.render()
                self.on_change()  # saved with the game: leaving and coming back keeps it
                return
            self.commit(action, seat)
        except IllegalAction as exc:
            self.pending, self.pending_after = None, None
            toast(t("err.action", reason=exc.reason))

    def commit(self, action: Action, seat: int) -> None:
        """Play the action the person at this device chose (IllegalAction refuses it).
        A step confirmed with "End turn" was shown played already: the summary of the
        move still starts from the position before it (its goods, its places)."""
        board = self._board()
        was = self.match.state.view(board.viewer()) if self.pending is not None else None
        events = self.match.apply(action, seat=seat)
        self.pending, self.pending_after = None, None
        tutorial = self.tutorial
        if tutorial is not None:
            tutorial.applied(action, len(self.match.actions) - 1)
        clear_toast()
        self.moved()
        board.played(seat, events, by_human=True, was=was)
        self.schedule_ai()

    def _ends_turn(self, action: Action) -> State | None:
        """The position after ``action`` when it needs the "End turn" confirmation (the
        setting is on, the action does not say so itself, and afterwards another seat
        decides or the game ends, so undo could not take it back); else None. The board
        and the panels show that position until the player confirms or takes it back.
        The engine's preview works it out once: committing the action takes it."""
        if not self.confirm_end or action.kind in self.explicit_end:
            return None
        preview = self.match.preview(action)
        return preview.after if preview.ends_turn else None

    def confirm_pending(self) -> None:
        if self.pending is not None:
            self.apply(self.pending, confirmed=True)

    def take_back(self) -> None:
        """Forget the action waiting for "End turn": the position never changed."""
        if self.pending is not None:
            self.pending, self.pending_after = None, None
            self._board().render()
            self.on_change()

    def restore_pending(self, data: Any) -> None:
        """The step that waited for "End turn" when the game was left (saved with it)
        waits again; one that is no longer legal, or that the settings would no longer
        hold back, is dropped: it was never played."""
        try:
            action = Action.from_json(data)
        except IllegalAction:
            return
        seat = self.deciding_human()
        if (seat is None or self.pending is not None or action not in self.legal()
                or not self.seats[seat].allows(action)):
            return
        after = self._ends_turn(action)
        if after is not None:
            self.pending, self.pending_after = action, after
            self._board().render()

    def undo(self) -> None:
        if self.pending is not None:
            self.take_back()
            return
        seat = self.deciding_human()
        if seat is not None and self.match.can_undo(seat):
            self.undo_of(seat)

    def undo_of(self, seat: int) -> None:
        """Take back ``seat``'s last decision (IllegalAction when it may not): the position
        before it, drawn and saved."""
        self.match.undo(seat)
        if self.tutorial is not None:
            self.tutorial.sync(len(self.match.actions))
        self.moved()
        self._board().undone()
        self.on_change()

    def moved(self) -> None:
        """The position changed: any hint (shown or on its way) is for another position."""
        self.position += 1
        self.hint = None
        self.hint_busy = False

    # ---------------------------------------------------------------- AI seats
    def schedule_ai(self) -> None:
        if self.ai_task is None or self.ai_task.done():
            self.ai_task = asyncio.ensure_future(self._ai_loop())

    async def _ai_loop(self) -> None:
        try:
            await play_ai_turns(self)
        finally:
            self._board().stop_thinking()

    def ai_deciding(self) -> bool:
        """An AI seat of this device decides now."""
        seat = self.match.state.current_player
        return seat is not None and isinstance(self.seats[seat], AiPlayer)

    def skip_ahead(self) -> None:
        """Play the rest of the AI turn under way at once (its animation ends now); the
        recap, the outlines and the log keep every move."""
        if not self.ai_deciding() or self.hurry:
            return
        self.hurry = True
        window.incaStop()
        self._board().render()

    # ---------------------------------------------------------------- the guided game
    @property
    def tutorial(self) -> Tutorial | None:
        """The guided first game's script, while the learner's seat follows it."""
        return next((s.tutorial for s in self.seats if s.tutorial is not None), None)

    def start_tutorial(self, tutorial: Tutorial) -> None:
        """Guide this game by ``tutorial``'s script (the match is the script's deal)."""
        self.seats[0] = GuidedHuman(tutorial)
        self._board().render()

    def skip_tutorial(self) -> None:
        self.seats = [LocalHuman() if s.is_human else s for s in self.seats]
        self.hint = None
        self._board().render()

    def guiding(self) -> bool:
        """A step of the guided game is under way (its action replaces the hint)."""
        return self.tutorial is not None and not self.tutorial.finished

    def guide(self) -> None:
        """Show the step's action where a hint shows: its button, its toggles, its place
        on the board, so the learner sees what to press."""
        tutorial = self.tutorial
        if tutorial is None or tutorial.finished:
            return
        expected = tutorial.expected()
        human = self.deciding_human() is not None and not self.needs_handover()
        guide = expected if human and expected in self.legal() else None
        if guide != self.hint:  # the same object while the step lasts (Cuzco follows it)
            self.hint = guide

    def step_text(self, scoped: Callable[..., str]) -> str:
        step = self.tutorial.step() if self.tutorial else None
        return scoped(step.text) if step is not None else ""

    def _refuse_off_script(self) -> None:
        """Another action than the step's: refused gently, with the step's sentence."""
        board = self._board()
        toast(t("tut.refuse", text=self.step_text(board.t)))
        board.render()

    # ---------------------------------------------------------------- hints
    def request_hint(self) -> None:
        """Ask the AI worker for the hint level's move in the current position."""
        if (self.closed or self.hint_busy or self.deciding_human() is None or self.guiding()
                or self.needs_handover() or self.pending is not None):
            return
        board = self._board()
        if self.hint is not None:  # already answered for this position: show it again
            board.reveal_hint()
            return
        self.hint_busy = True
        board.render_controls()
        self._hint_task = asyncio.ensure_future(self._fetch_hint(self.position))

    async def _fetch_hint(self, position: int) -> None:
        seed = ((self.match.seed * 7919 + len(self.match.actions)) ^ HINT_SALT) & 0xFFFFFFFF
        board = self._board()
        try:
            action: Action | None = await self.ai.hint(self.match.state, seed)
        except Exception as exc:
            if self.closed or position != self.position:
                return
            self.hint_busy = False
            toast(t("hint.failed", reason=error_reason(exc)))
            board.render_controls()
            return
        if self.closed or position != self.position:
            return  # the position changed while the bot thought: the answer is stale
        self.hint_busy = False
        self.hint = action if action in self.legal() else None
        board.render_controls()
        board.render_board()
        board.reveal_hint()
