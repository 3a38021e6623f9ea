"""The page in the chosen language: ``<html lang>``, the document title, every static
label of the page, and the language's drop-down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyscript import document

from .. import games
from ..text.i18n import LANGUAGES, language, t
from . import toolbar
from .dom import by_id, esc

if TYPE_CHECKING:
    from ..shell import App


LANG_KEY = "incagames.lang"
"""Where the chosen language is kept."""

def apply_language(app: App) -> None:
    """``<html lang>``, the document title and every static label, in the language."""
    document.documentElement.lang = language()
    game = (app.review.game_id if app.review is not None
            else app.game.match.game_id if app.game is not None else None)
    document.title = (t("doc.title_game", game=games.name(game)) if game
                      else t("doc.title"))
    by_id("board").setAttribute("aria-label", t("board.label", game=games.name(
        game or app.menu_game)))
    label_static(app)


def label_static(app: App) -> None:
    for element_id, key in (("btn-undo", "btn.undo"), ("btn-menu", "btn.menu"),
                            ("btn-export", "btn.export"), ("label-import", "btn.import"),
                            ("label-pace", "pace"), ("results-new", "btn.new_game"),
                            ("results-rematch", "btn.rematch"),
                            ("results-close", "btn.close"), ("log-title", "log"),
                            ("btn-review", "review.open"),
                            ("results-review", "results.review"),
                            ("btn-rules", "btn.rules"), ("rules-close", "btn.close"),
                            ("board-text-title", "bt.title"),
                            ("prompt-title", "prompt.title")):
        element = by_id(element_id)
        if element is not None:
            element.firstChild.textContent = t(key)
    for element_id, key in (("zoom", "zoom"), ("zoom-in", "zoom.in"),
                            ("zoom-out", "zoom.out"), ("zoom-fit", "zoom.fit"),
                            ("board-pop", "cz.placer"), ("board-scroll", "board.frame")):
        by_id(element_id).setAttribute("aria-label", t(key))
    by_id("btn-review").title = t("review.open_title")
    toolbar.label()
    by_id("loading-text").textContent = t("loading")


def lang_html() -> str:
    langs = "".join(f'<option value="{code}"{" selected" if code == language() else ""}'
                    f' lang="{code}">{name}</option>' for code, name in LANGUAGES.items())
    return (f'<label class="lang small">{esc(t("menu.language"))} '
            f'<select id="menu-lang">{langs}</select></label>')
