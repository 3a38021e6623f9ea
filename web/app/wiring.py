"""The page's listeners outside the board and the menu: the game's tool bar, the results
dialog, the review's bar and analysis, the rules dialog and the toasts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyscript import window

from .menu import screen as menu_screen
from .page import labels, toolbar
from .page.dom import by_id, clear_toast, closest, on, toast
from .page.params import MAX_PACE
from .review import host as review_host
from .rules import dialog as rules_dialog
from .saves import keep as saves_ui
from .text.i18n import t
from .view.input import bind_game_events

if TYPE_CHECKING:
    # Imported when first needed, not while the page boots: the game screens with the
    # game (games.screen), the replay, the rules and the guided games when opened.
    from .shell import App


UPDATE = "update"
"""The toast's button that lets a waiting new version take over (``web/boot.js``)."""

def bind(app: App) -> None:
    """The page's listeners, wired once at boot."""
    bind_game_events(lambda: app.review.screen if app.review is not None else app.game)

    def game_import(event: Any) -> None:
        target = event.target
        if target.files.length:
            app.spawn(saves_ui.import_file(app, target.files.item(0)))
            target.value = ""

    def pace_change(event: Any) -> None:
        app.pace = MAX_PACE // 2 - int(event.target.value)
        if app.game is not None:
            app.game.pace = app.pace
            saves_ui.autosave(app)

    def results_new(_event: Any) -> None:
        menu_screen.show_menu(app)

    menu_screen.bind(app)
    on(by_id("btn-menu"), "click", lambda _e: menu_screen.show_menu(app))
    on(by_id("btn-export"), "click", lambda _e: saves_ui.export(app))
    on(by_id("game-import"), "change", game_import)
    on(by_id("pace"), "input", pace_change)
    on(by_id("results-new"), "click", results_new)
    on(by_id("results-rematch"), "click", lambda _e: app.rematch())
    on(by_id("results-review"), "click", lambda _e: review_host.review_game(app))
    on(by_id("btn-review"), "click", lambda _e: review_host.review_game(app))
    on(by_id("btn-review-back"), "click", lambda _e: review_host.close_review(app))
    on(by_id("review-analysis"), "click",
       lambda e: app.analysis.click(e) if app.analysis is not None else None)
    on(by_id("review-analysis"), "change",
       lambda e: app.analysis.change(e) if app.analysis is not None else None)
    on(by_id("results-close"), "click", lambda _e: by_id("results").close())
    on(by_id("btn-rules"), "click", lambda _e: rules_dialog.show_rules(app))
    on(by_id("btn-table"), "click",
       lambda _e: app.table.dialog.open() if hasattr(app.table, "dialog") else None)
    on(by_id("rules-close"), "click", lambda _e: by_id("rules").close())
    on(by_id("rules"), "click", lambda e: rules_dialog.rules_click(app, e))
    toolbar.bind()
    def toast_click(event: Any) -> None:
        button = closest(event, "[data-toast]")
        if button is not None and str(button.dataset.toast) == UPDATE:
            window.incaApplyUpdate()  # the game was saved after its last move
        elif button is not None and str(button.dataset.toast) == saves_ui.SAVE_FILE:
            saves_ui.export(app)
        clear_toast()

    def update_ready(_event: Any = None) -> None:
        toast(t("update.ready"), kind="info", action=(t("update.reload"), UPDATE))

    def hash_change(_event: Any) -> None:
        """An invitation or a phone's answer opened in a tab already showing the site
        (no new page loads)."""
        fragment = str(window.location.hash)
        if fragment.startswith("#join="):
            from .table import join as table_join

            review_host.drop_review(app)
            app.close_table()
            table_join.join_from_link(app, fragment)
        elif fragment.startswith("#answer="):
            from .table import answer as table_answer

            table_answer.open_answer(app, fragment)

    on(window, "hashchange", hash_change)
    on(by_id("toast"), "click", toast_click)
    on(window, "inca-update", update_ready)
    if getattr(window, "incaUpdate", False):  # said before the app listened
        update_ready()
    app.asking.bind()
    labels.label_static(app)
