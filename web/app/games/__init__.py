"""Each game's screen, one folder per game: ``games/<package>/`` is named after the engine
package of the game (``incagames.<package>``); its ``screen`` module names the screen class
``SCREEN`` (a ``BoardView``) and its ``rules`` module holds ``RULES`` (the in-app rules by
language, ``LEGEND`` the colours of its legend), its ``tutorial`` module the ``SCRIPT``
of its guided first game, its ``cover`` the title screen's drawing, its ``results``
what the results chart, its ``review`` where a turn starts (for the review screen),
its ``motion`` what moves after an action and its ``describe`` the board in words. Its
other modules (board, words, messages, review) import no browser API, so the tests read
them in CPython.

A game's screen is imported when the game is first shown, not at boot (the title screen
reads only its messages and cover, the saves list its words); a new game is a new folder
here and nothing else in the web app changes.
"""

from __future__ import annotations

import html
import importlib
import pkgutil
from types import ModuleType
from typing import TYPE_CHECKING

import incagames

if TYPE_CHECKING:
    from ..board_view import BoardView
    from ..tutorial import Script


def _package(game_id: str) -> str:
    """The engine package of ``game_id`` (``machupicchu`` for "machu-picchu")."""
    return incagames.game(game_id).state.__module__.split(".")[1]


_FOLDERS = {info.name for info in pkgutil.iter_modules(__path__) if info.ispkg}
PLAYABLE: tuple[str, ...] = tuple(
    game_id for game_id in incagames.GAMES if _package(game_id) in _FOLDERS)
"""The games that have a screen, in the engine's listing order."""


def _module(game_id: str, part: str) -> ModuleType:
    if game_id not in PLAYABLE:
        raise KeyError(f"no screen for the game {game_id!r}")
    return importlib.import_module(f"{__name__}.{_package(game_id)}.{part}")


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


SHORT_NAMES = {"machu-picchu": "Machu Picchu", "cuzco": "Cuzco"}
"""What a phone's bar calls each game (a place's name, the same in every language)."""


def brand_html(game_id: str) -> str:
    """The game's name for the top bar: in full, and short where the bar is narrow."""
    full = html.escape(name(game_id))
    short = html.escape(SHORT_NAMES.get(game_id, name(game_id)))
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
