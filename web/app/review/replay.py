"""A match replayed position by position, for the review screen (``review/screen.py``).

Pure Python (no browser API), so the stepping rules are tested in CPython. Position ``k``
is the match's set-up plus its first ``k`` actions. One pass over the actions notes what
stepping needs (who decides, where turns and days or rounds start, each action's events)
and keeps a copy of the state every ``CHECKPOINT_EVERY`` actions, so any position is
rebuilt from the nearest copy with a few actions rather than from the start.

What a turn and a period (day, round) are is each game's knowledge: ``turn_start(state)``
comes from the engine's spec of the game (the same turns a game review judges in Cuzco)
and ``period(event, current, first)`` from the game's ``results.py`` (the same days or
rounds the results' charts count).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

from incagames import game, new_game
from incagames.core import Action
from incagames.core.match import Match, Seat
from incagames.core.state import Event, State

CHECKPOINT_EVERY = 16
"""A copy of the state is kept every this many actions (a Cuzco game has ~1000)."""

TurnStart = Callable[[State], bool]
Period = Callable[[Event, int, Event], int]


def turn_start(game_id: str) -> TurnStart:
    """Where the game's turns start (``GameSpec.turn_start``; a game without one steps
    by decision)."""
    rule = game(game_id).turn_start
    return rule if rule is not None else (lambda state: True)


@dataclass(frozen=True)
class ViewChoice:
    """One entry of "Whose view": a seat's view, everyone's (``seat`` None), or every
    hand shown (``reveal``, only once the game is over)."""

    key: str
    seat: int | None = None
    reveal: bool = False


def view_choices(seats: Sequence[Seat], over: bool) -> list[ViewChoice]:
    """What "Whose view" offers: everyone's view; each seat's own view (while the game
    goes on only the human's, and only when there is one human: a review never shows
    cards that play would hide, an AI's or another hot-seat player's); and, once the game
    is over, every hand at every position."""
    humans = [i for i, seat in enumerate(seats) if seat.is_human]
    choices = [ViewChoice("everyone")]
    choices += [ViewChoice(f"seat-{i}", i) for i in range(len(seats))
                if over or humans == [i]]
    if over:
        choices.append(ViewChoice("all", None, True))
    return choices


def default_choice(seats: Sequence[Seat], over: bool) -> ViewChoice:
    """The view a review opens with: the only human's (what they saw while playing),
    else everyone's."""
    humans = [i for i, seat in enumerate(seats) if seat.is_human]
    if len(humans) == 1:
        return next(c for c in view_choices(seats, over) if c.seat == humans[0])
    return view_choices(seats, over)[0]


def view_for(state: State, choice: ViewChoice) -> dict[str, Any]:
    """The view drawn for ``choice``: the engine's ``view(seat)``; with ``reveal``, the
    public view with each seat's own part (its hand...) taken from that seat's view."""
    if not choice.reveal:
        return state.view(choice.seat)
    view = state.view(None)
    for seat, public in enumerate(view["players"]):
        own = state.view(seat)["players"][seat]
        public.update({key: value for key, value in own.items() if key not in public})
        public.pop("known_cards", None)
    return view


@dataclass(frozen=True)
class Entry:
    """A line of the replay's log and the position right after its action."""

    line: str
    position: int


@dataclass
class Group:
    heading: str
    entries: list[Entry] = field(default_factory=list)


class Replay:
    """The positions of one match. ``turn_start`` tells whether a state (reached by
    these events) opens a seat's turn; ``period`` follows the day or round through the events."""

    def __init__(self, match: Match, turn_start: TurnStart, period: Period) -> None:
        self.game_id = match.game_id
        self.seats = list(match.seats)
        self.seed = match.seed
        self.options = dict(match.options)
        self.actions: list[Action] = list(match.actions)
        state = new_game(self.game_id, len(self.seats), self.seed, **self.options)
        self.setup_events: list[Event] = list(state.events)
        first = state.events[0] if state.events else {}
        now = 0
        for event in state.events:
            now = period(event, now, first)
        self.periods = [now]  # the day or round of each position
        self.deciders: list[int | None] = [state.current_player]
        self.turn_starts: list[int] = [0] if turn_start(state) else []
        self.events: list[list[Event]] = []  # what each action did
        self._checkpoints: list[State] = [state.clone()]
        step = state.apply_legal  # the match checked its actions
        for k, action in enumerate(self.actions, 1):
            step(action)
            self.events.append(list(state.events))
            for event in state.events:
                now = period(event, now, first)
            self.periods.append(now)
            self.deciders.append(state.current_player)
            if not state.is_over and turn_start(state):
                self.turn_starts.append(k)
            if k % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(state.clone())
        self.over = state.is_over
        self.period_starts = [0] + [k for k in range(1, len(self.periods))
                                    if self.periods[k] != self.periods[k - 1]]

    @property
    def end(self) -> int:
        """The last position (every action played)."""
        return len(self.actions)

    def clamp(self, k: int) -> int:
        return max(0, min(self.end, k))

    # ------------------------------------------------------------------ positions
    def match_at(self, k: int) -> Match:
        """A new ``Match`` at position ``k``: the set-up plus ``actions[:k]``, rebuilt from
        the nearest kept state through ``Match.apply``; never shared, so nothing the
        screen does to it reaches another position or the match reviewed."""
        k = self.clamp(k)
        base = k // CHECKPOINT_EVERY
        match = Match(self.game_id, self.seats, self.seed, self.options)
        match.state = self._checkpoints[base].clone()
        start = base * CHECKPOINT_EVERY
        match.actions = self.actions[:start]
        match.log = self.setup_events + [e for events in self.events[:start] for e in events]
        for action in self.actions[start:k]:
            match.apply(action)
        return match

    # ------------------------------------------------------------------ stepping
    def next_turn(self, k: int) -> int:
        """The start of the next turn of any seat after ``k`` (else the end)."""
        i = bisect_right(self.turn_starts, k)
        return self.turn_starts[i] if i < len(self.turn_starts) else self.end

    def prev_turn(self, k: int) -> int:
        """The start of the turn ``k`` is in, or of the one before when ``k`` starts one
        (else the start)."""
        i = bisect_left(self.turn_starts, k)
        return self.turn_starts[i - 1] if i else 0

    def next_period(self, k: int) -> int:
        """The first position of the next day or round (else the end)."""
        i = bisect_right(self.period_starts, k)
        return self.period_starts[i] if i < len(self.period_starts) else self.end

    def prev_period(self, k: int) -> int:
        """The first position of the day or round ``k`` is in, or of the one before when
        ``k`` is its first."""
        i = bisect_left(self.period_starts, k)
        return self.period_starts[i - 1] if i else 0

    # ------------------------------------------------------------------ the log
    def log(self, words: Any, names: list[str]) -> list[Group]:
        """The whole game's log, grouped as the game's log is (``words.log_heading``),
        each line with the position after its action (the set-up's lines: 0)."""
        groups: list[Group] = []
        context: dict[str, Any] = {}
        batches = [(0, self.setup_events)] + [(k, events)
                                              for k, events in enumerate(self.events, 1)]
        for position, events in batches:
            for event in events:
                heading = words.log_heading(event, names, context)
                if heading is not None or not groups:
                    groups.append(Group(heading or ""))
                line = words.event_text(event, names)
                if line:
                    groups[-1].entries.append(Entry(line, position))
        return groups


def logged_position(positions: Sequence[int], k: int) -> int | None:
    """The position of the log lines that mark position ``k``: the last action up to
    ``k`` that wrote a line (``positions`` sorted); None before any."""
    i = bisect_right(positions, k)
    return positions[i - 1] if i else None


def log_html(groups: list[Group], label: Callable[[int], str]) -> str:
    """The log as buttons grouped under their headings; ``label(position)`` is each
    button's accessible name after its sentence (e.g. "move 37")."""
    parts = []
    for group in groups:
        head = (f'<h3 class="log-turn">{escape(group.heading)}</h3>' if group.heading
                else "")
        lines = "".join(
            f'<li data-at="{e.position}"><button type="button" class="log-entry" '
            f'data-goto="{e.position}">'
            f'{escape(e.line)}<span class="sr-only"> · {escape(label(e.position))}</span>'
            f"</button></li>" for e in group.entries)
        parts.append(f'<li class="log-group">{head}<ol>{lines}</ol></li>')
    return "".join(parts)


class ReplayControl:
    """The controller of a board view showing a replayed position: it draws the position
    as ``seat_view`` sees it and decides nothing (no human is ever deciding, so no
    target, control, hint or undo is offered); ``redraw`` is the review's own drawing,
    called wherever the board view would redraw the whole screen."""

    hint: Action | None = None
    pending: Action | None = None
    pending_after: State | None = None
    tutorial = None
    hint_busy = False
    position = 0

    def __init__(self, match: Match, seat_view: int | None, redraw: Callable[[], None]) -> None:
        self.match = match
        self.seat_view = seat_view
        self.redraw = redraw
        self.closed = False

    def viewer(self) -> int | None:
        return self.seat_view

    def deciding_human(self) -> int | None:
        return None

    def needs_handover(self) -> bool:
        return False

    def shown_state(self) -> State:
        return self.match.state

    def legal(self) -> list[Action]:
        return self.match.state.legal_actions()

    def human_actions(self) -> list[Action]:
        return []

    def costs(self, action: Action) -> dict[str, int]:
        return self.match.state.preview(action).costs

    def can_undo(self) -> bool:
        return False

    def guiding(self) -> bool:
        return False

    def step_text(self, scoped: Callable[..., str]) -> str:
        return ""

    def apply(self, data: Any, confirmed: bool = False) -> None:
        """Nothing is played in a replay."""

    def on_change(self) -> None:
        """Nothing is saved in a replay."""

    def guide(self) -> None:
        """No guided game in a replay."""

    def schedule_ai(self) -> None:
        """No AI plays in a replay."""

    def request_hint(self) -> None:
        """No hint in a replay."""

    def confirm_pending(self) -> None:
        """Nothing waits for "End turn" in a replay."""

    def take_back(self) -> None:
        """Nothing to take back in a replay."""

    def skip_tutorial(self) -> None:
        """No guided game in a replay."""
