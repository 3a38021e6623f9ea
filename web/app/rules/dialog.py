"""The rules dialog: the game's rules by section, the player aid and the legend as tabs
of one dialog, and the guided first game's entry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import games
from ..page.dom import by_id, closest, mark_svg
from ..page.params import PLAYABLE
from ..text.i18n import t

if TYPE_CHECKING:
    from ..shell import App


def show_rules(app: App, tab: str = "rules") -> None:
    """The game's rules by section with a table of contents, the player aid and the
    legend of colours and marks as tabs of one dialog, and the guided first game."""
    shown = (app.review.match if app.review is not None
             else app.game.match if app.game is not None else None)
    game = shown.game_id if shown is not None else app.menu_game
    by_id("rules-title").textContent = t("rules.title", game=games.name(game))
    names = [s.name for s in shown.seats] if shown is not None else [
        t("default.name", n=i + 1) for i in range(PLAYABLE.get(game, (2, 5))[1])]
    from .view import rules_html

    by_id("rules-body").innerHTML = rules_html(game, tab, names, mark_svg)
    dialog = by_id("rules")
    if not dialog.open:
        dialog.showModal()


def rules_click(app: App, event: Any) -> None:
    tab = closest(event, "[data-rules-tab]")
    goto = closest(event, "[data-rules-goto]")
    learn = closest(event, "[data-learn]")
    if tab is not None:
        show_rules(app, str(tab.dataset.rulesTab))
        by_id(f"rules-tab-{tab.dataset.rulesTab}").focus()
    elif goto is not None:
        target = by_id(f"rules-s-{goto.dataset.rulesGoto}")
        if target is not None:
            target.scrollIntoView()
    elif learn is not None:
        app.learn(str(learn.dataset.learn))
