"""Opening and closing the review: a replay over the game on screen (which steps aside
untouched and comes back as it was), of a saved game or of a save file, with its
analysis panel and the reviews kept with the save.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from incagames.core.match import Match, MatchError

from .. import games
from ..page import labels
from ..page.dom import by_id, clear_toast, show, toast
from ..saves import keep as saves_ui
from ..saves.store import SaveConflict, kept_reviews
from ..text.i18n import sentence, t

if TYPE_CHECKING:
    from ..shell import App


def open_review(app: App, match: Match, kept: dict[str, Any] | None = None,
                keep: Callable[[dict[str, Any]], None] | None = None) -> None:
    """Replay ``match`` move by move, with its analysis panel (``kept``: the reviews
    kept with its save; ``keep`` stores them again as they grow). Over the game on
    screen (its own match), that game steps aside untouched and comes back as it
    was; else over the title screen."""
    drop_review(app)
    if app.game is not None:
        app.game.suspend()
        back = t("review.back_game")
    else:
        back = t("review.back_menu")
        app.review_prompt = False
    clear_toast()
    show(by_id("menu"), False)
    show(by_id("game"), True)
    by_id("brand").innerHTML = games.brand_html(match.game_id)
    from .analysis_panel import AnalysisPanel  # the search's code, when first asked
    from .screen import ReviewScreen
    from .screen import bind as bind_review

    if not app.review_bound:
        bind_review(lambda: app.review)
        app.review_bound = True
    app.review = ReviewScreen(match, back, lambda: close_review(app))

    app.analysis = AnalysisPanel(app.review, app.ai, kept or {},
                                  keep or (lambda _reviews: None))
    labels.apply_language(app)


def review_game(app: App) -> None:
    """The game on screen, in review (the toolbar's "Review", the results')."""
    if app.game is not None and app.review is None:
        # a phone at a table reviews the finished game the host sent (its own board
        # only mirrors the host's positions)
        match = getattr(app.game.match, "whole", None) or app.game.match
        open_review(app, match, app.reviews, lambda reviews: keep_reviews(app, reviews))


def keep_reviews(app: App, reviews: dict[str, Any]) -> None:
    """The game on screen's reviews grew: saved with it."""
    app.reviews = reviews
    app.autosave()


def review_slot(app: App, slot: str) -> None:
    """A saved game of the title screen's list, in review (it is not resumed)."""
    data = app.saves.load(slot) if app.saves.get(slot) is not None else None
    if data is None:
        toast(t("err.resume", reason=t("err.damaged")))
        return
    try:
        match = Match.from_json(data["match"])
    except MatchError as exc:
        toast(t("err.resume", reason=sentence(str(exc))))
        return

    def keep(reviews: dict[str, Any]) -> None:
        info = app.saves.get(slot)
        if info is not None:
            try:
                app.saves.save(slot, info, {**data, "reviews": reviews})
            except SaveConflict:  # played on in another tab: its save is kept as it is
                toast(t("err.conflict_review"))

    open_review(app, match, kept_reviews(data.get("reviews")), keep)


async def review_file(app: App, file: Any) -> None:
    """A save file, in review; a bad file is refused and nothing changes."""
    read = await saves_ui.read_match(file)
    if read is not None:
        open_review(app, *read)


def close_review(app: App) -> None:
    """Leave the replay: back to the game it was opened over, else the title."""
    drop_review(app)
    if app.game is not None:
        by_id("brand").innerHTML = games.brand_html(app.game.match.game_id)
        labels.apply_language(app)
        app.game.resume()
    else:
        app.show_menu()


def drop_review(app: App) -> None:
    if app.analysis is not None:
        app.analysis.close()
        app.analysis = None
    if app.review is not None:
        app.review.close()
        app.review = None
