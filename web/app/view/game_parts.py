"""The game's part of a board view: what each game's screen (``games/<game>/screen.py``)
draws and what a click on its board means. ``BoardView`` (``view/board.py``) does the
rest: the turn's panels, the log, the recap, the animation and the results."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from incagames.core import Action

from ..draw.canvas import Region
from ..page.dom import by_id
from .frame import BoardFrame


class GameParts(ABC):
    """The hooks a game's screen fills in (abstract) or may (optional), and the board's
    default input: a click plays the legal action under the pointer."""

    frame: BoardFrame
    hover: Any = None

    @abstractmethod
    def apply(self, data: Any) -> None:
        """Play a person's action (the board view hands it to its controller)."""

    @abstractmethod
    def render_board(self) -> None:
        """Draw the board with ``paint``: the position, the deciding human's targets and
        the hint; set ``regions`` for hit-testing."""

    @abstractmethod
    def controls_html(self, view: dict[str, Any]) -> str:
        """The decision's controls: ``button`` for each legal action, or the game's own
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

