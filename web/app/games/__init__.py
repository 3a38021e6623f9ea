"""The games the web app shows: one folder per game, ``games/<package>/``, named after the
engine package of the game (``incagames.<package>``), whose ``__init__`` exports ``UI``
(a ``ui.GameUI``: the module of each of its parts). Every folder's ``UI`` is checked
here at import; its parts are imported when first needed (a game's screen when the game
is first shown, not at boot: the title screen reads only its messages and cover, the
saves list its words). A new game is a new folder here and nothing else in the web app
changes.
"""

from __future__ import annotations

import html
import importlib
import pkgutil
from types import ModuleType
from typing import TYPE_CHECKING

import incagames

from .ui import GameUI, GameUIError

if TYPE_CHECKING:
    from ..live.tutorial import Script
    from ..view.board import BoardView


def _package(game_id: str) -> str:
    """The engine package of ``game_id`` (``machupicchu`` for "machu-picchu")."""
    return incagames.game(game_id).state.__module__.split(".")[1]


def _load_uis() -> dict[str, GameUI]:
    """Each game folder's ``UI``, checked: a ``GameUI`` of an engine game, with every
    part's module present (GameUIError when not)."""
    found: dict[str, GameUI] = {}
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg:
            continue
        ui = getattr(importlib.import_module(f"{__name__}.{info.name}"), "UI", None)
        if not isinstance(ui, GameUI):
            raise GameUIError(f"{__name__}.{info.name} has no UI (a GameUI)")
        if ui.game_id not in incagames.GAMES or _package(ui.game_id) != info.name:
            raise GameUIError(f"{__name__}.{info.name}'s UI names the game {ui.game_id!r}, "
                              f"not the engine's incagames.{info.name}")
        ui.check()
        found[ui.game_id] = ui
    return found


UIS = _load_uis()
PLAYABLE: tuple[str, ...] = tuple(game_id for game_id in incagames.GAMES if game_id in UIS)
"""The games that have a screen, in the engine's listing order."""


def ui(game_id: str) -> GameUI:
    """The web part of ``game_id`` (KeyError when the game has none)."""
    if game_id not in UIS:
        raise KeyError(f"no screen for the game {game_id!r}")
    return UIS[game_id]


def _module(game_id: str, part: str) -> ModuleType:
    return ui(game_id).part(part)


def screen(game_id: str) -> type[BoardView]:
    """The screen class of ``game_id`` (KeyError when the game has none)."""
    return _module(game_id, "screen").SCREEN  # type: ignore[no-any-return]


def words(game_id: str) -> ModuleType:
    """The wording module of ``game_id``: labels, the log's sentences, save progress."""
    return _module(game_id, "words")


def name(game_id: str) -> str:
    """The game's name in the current language (its id when it has no screen)."""
    if game_id not in PLAYABLE:
        return game_id
    return _module(game_id, "messages").t("name")  # type: ignore[no-any-return]


def brand_html(game_id: str) -> str:
    """The game's name for the top bar: in full, and short where the bar is narrow."""
    full = html.escape(name(game_id))
    short = html.escape(UIS[game_id].short_name if game_id in UIS else name(game_id))
    return (f'<span class="brand-full">{full}</span>'
            f'<span class="brand-short" aria-hidden="true">{short}</span>')


def legend(game_id: str) -> tuple[str, ...]:
    """The colour of each paragraph of the rules' ``legend`` (the board's colours)."""
    return _module(game_id, "rules").LEGEND  # type: ignore[no-any-return]


def tutorial(game_id: str) -> Script:
    """The script of the guided first game of ``game_id``."""
    return _module(game_id, "tutorial").SCRIPT  # type: ignore[no-any-return]


def rules(game_id: str, lang: str) -> dict[str, list[str]]:
    """The in-app rules of ``game_id`` in ``lang`` (English when missing)."""
    texts = _module(game_id, "rules").RULES
    return texts.get(lang, texts["en"])  # type: ignore[no-any-return]


def motion(game_id: str) -> ModuleType:
    """What moves on the board of ``game_id`` after an action, and how a move is outlined."""
    return _module(game_id, "motion")


def describe(game_id: str) -> ModuleType:
    """The board of ``game_id`` in words (``describe``) and where actions show (``spots``)."""
    return _module(game_id, "describe")


def results(game_id: str) -> ModuleType:
    """What the results of ``game_id`` chart: score sources, the running score, periods."""
    return _module(game_id, "results")


def cover(game_id: str) -> str:
    """The title screen's drawing of ``game_id`` (inline SVG)."""
    return _module(game_id, "cover").cover()  # type: ignore[no-any-return]


def message(game_id: str, key: str) -> str:
    """One of the game's own texts (its pitch, its playing time) without importing more
    of the game than its messages."""
    return _module(game_id, "messages").t(key)  # type: ignore[no-any-return]
