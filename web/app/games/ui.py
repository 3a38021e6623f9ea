"""A game's part of the web app, as one object: ``GameUI``.

Each game's folder (``games/<package>/``) exports ``UI``, a ``GameUI`` naming the module
of each of its parts; the registry (``games/__init__.py``) checks every one at import
(the folder has each module, the ids match the engine's), and reads a part only when it
is first needed (the title screen reads only the messages and the cover; the screen is
imported with the game). A new game is a new folder with such a ``UI`` and nothing else
in the web app changes.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, fields
from types import ModuleType

PARTS: dict[str, tuple[str, ...]] = {
    "screen": ("SCREEN",),  # its BoardView class
    "board": (),  # the board's drawing (no browser API: the tests read it)
    "words": ("action_label", "hint_text", "prompt_text", "event_text", "log_heading",
              "progress", "HANDOVER"),
    "messages": ("t", "EN"),  # its texts, "name", "pitch" and "time" among them
    "rules": ("RULES", "LEGEND"),  # the in-app rules by language, the legend's colours
    "tutorial": ("SCRIPT",),  # the guided first game
    "motion": ("plan", "places", "highlight", "place_point", "gain_text"),  # what moves
    "results": ("sources", "period"),  # what the results chart
    "describe": ("describe",),  # the board in words
    "cover": ("cover",),  # the title screen's drawing
}
"""Each part and the names its module must define."""


class GameUIError(Exception):
    """A game's folder does not hold what its ``UI`` says."""


@dataclass(frozen=True)
class GameUI:
    """The web app's view of one game: its engine id, the short name of the phone's bar,
    and the module (in the game's folder) of each part listed in ``PARTS``."""

    game_id: str
    package: str
    """The game's folder as a package (``__name__`` of its ``__init__``)."""
    short_name: str
    """The game's name where the bar is narrow (a place's name, the same in every
    language)."""
    screen: str = "screen"
    board: str = "board"
    words: str = "words"
    messages: str = "messages"
    rules: str = "rules"
    tutorial: str = "tutorial"
    motion: str = "motion"
    results: str = "results"
    describe: str = "describe"
    cover: str = "cover"

    def check(self) -> None:
        """Every part's module exists in the folder (without importing it)."""
        missing = [part for part in PARTS
                   if importlib.util.find_spec(f"{self.package}.{getattr(self, part)}") is None]
        if missing:
            raise GameUIError(f"{self.package} lacks the modules of {', '.join(missing)}")

    def part(self, name: str) -> ModuleType:
        """The module of part ``name``, imported on first use and checked for the names
        the part must define."""
        if name not in PARTS:
            raise KeyError(f"no part {name!r} in a GameUI")
        module = importlib.import_module(f"{self.package}.{getattr(self, name)}")
        lacking = [attr for attr in PARTS[name] if not hasattr(module, attr)]
        if lacking:
            raise GameUIError(f"{module.__name__} lacks {', '.join(lacking)}")
        return module


assert {f.name for f in fields(GameUI)} >= set(PARTS)
