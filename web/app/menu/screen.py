"""The title screen and the set-up form: the games' cards, the newest saved game, the
list of saves, the language, and the full set-up (game, players, seats, seed, "End
turn"), drawn from the ``App``'s menu state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import games
from ..page import labels
from ..page.dom import by_id, closest, esc, mark_svg, on, set_phase, show, storage_set
from ..page.params import PLAYABLE
from ..review import host as review_host
from ..saves import keep as saves_ui
from ..saves.store import SaveInfo
from ..text.i18n import default_name, language, set_language, t
from . import setup_form

if TYPE_CHECKING:
    from ..shell import App


def show_menu(app: App, elsewhere: bool = False) -> None:
    """The title screen; the game on screen, if any, is closed (it stays saved). With
    ``elsewhere`` it goes on in another tab, so it stays the one a visit resumes."""
    app.tabs.closed()
    review_host.drop_review(app)
    app.close_table()
    if app.game is not None:
        app.game.close()
        app.game = None
    app.slot = None
    if not elsewhere:
        app.saves.set_current(None)
    set_phase("menu")
    show(by_id("game"), False)
    show(by_id("handover"), False)
    show(by_id("menu"), True)
    app.menu_view = "title"
    labels.apply_language(app)
    render_menu(app)


def progress_text(app: App, info: SaveInfo) -> str:
    key, values = [*info.progress, "", {}][:2]
    progress = (t("saves.over") if info.over
                else games.words(info.game).t(key, **values)
                if isinstance(key, str) and key.startswith("save.")
                and isinstance(values, dict) else "")
    return ", ".join(p for p in (progress, t("saves.moves", n=info.moves)) if p)


def kind_label(kind: str) -> str:
    return t("kind." + kind) if kind in setup_form.MENU_KINDS else kind


def listed_saves(app: App) -> list[SaveInfo]:
    return [info for info in app.saves.list() if info.game in PLAYABLE]


def latest_html(app: App, info: SaveInfo) -> str:
    """The newest saved game, big: its game, seats, progress and date, "Continue"."""
    seats = "".join(f"<li>{mark_svg(i)} {esc(default_name(name))} <span class=\"small\">"
                    f"{esc(kind_label(kind))}</span></li>"
                    for i, (name, kind) in enumerate(info.seats))
    return (f'<section class="latest" aria-labelledby="latest-title"><div class="latest-text">'
            f'<h2 id="latest-title">{esc(t("menu.latest"))}</h2>'
            f'<p class="latest-game"><b>{esc(games.name(info.game))}</b> · '
            f'{esc(progress_text(app, info))}</p><ul class="latest-seats">{seats}</ul>'
            f'<p class="small">{esc(saves_ui.save_date(info.updated))}</p></div>'
            f'<button type="button" class="act big" data-resume="{esc(info.id)}" '
            f'aria-describedby="latest-title">{esc(t("saves.continue"))}</button></section>')


def saves_html(app: App) -> str:
    rows = []
    for info in listed_saves(app):
        players = ", ".join(f"{default_name(name)} ({kind_label(kind)})"
                            for name, kind in info.seats)
        rows.append(
            f'<li class="save"><div class="save-text"><b>{esc(games.name(info.game))}'
            f'</b><span class="small">{esc(saves_ui.save_date(info.updated))} · '
            f'{esc(progress_text(app, info))}</span><span class="small">{esc(players)}'
            f'</span></div><div class="save-buttons"><button type="button" class="act" '
            f'data-resume="{esc(info.id)}">{esc(t("saves.continue"))}</button>'
            f'<button type="button" class="act secondary" data-review="{esc(info.id)}" '
            f'aria-label="{esc(t("saves.review_label", game=saves_ui.save_title(app, info)))}">'
            f'{esc(t("saves.review"))}</button>'
            f'<button type="button" class="act secondary" data-delete="{esc(info.id)}" '
            f'aria-label="{esc(t("saves.delete_label", game=saves_ui.save_title(app, info)))}">'
            f'{esc(t("saves.delete"))}</button></div></li>')
    if not rows:
        return ""
    return (f'<section class="saves" aria-labelledby="saves-title"><h2 id="saves-title">'
            f'{esc(t("saves.heading"))}</h2><ul class="save-list">{"".join(rows)}</ul>'
            f"</section>")


def game_card(app: App, game: str) -> str:
    """A game on the title screen: its cover, players, time, pitch and three ways in."""
    low, high = PLAYABLE[game]
    name = esc(games.name(game))
    quick = setup_form.quick_seats(game)
    more = f'<span class="sr-only"> · {name}</span>'
    return (f'<article class="game-card" data-game="{game}" aria-labelledby="card-{game}">'
            f'{games.cover(game)}<div class="game-card-body"><h2 id="card-{game}">{name}</h2>'
            f'<p class="facts">{esc(t("menu.players_n", low=low, high=high))} · '
            f'{esc(games.message(game, "time"))}</p><p class="pitch">'
            f'{esc(games.message(game, "pitch"))}</p>'
            f'<div class="card-buttons"><button type="button" class="act big" '
            f'data-quick="{game}" title="{esc(t("menu.quick_why", n=quick - 1))}"'
            f'>{esc(t("menu.quick"))}{more}</button><button type="button" class="act '
            f'secondary" data-learn="{game}">{esc(t("menu.learn"))}{more}</button>'
            f'<button type="button" class="act secondary" data-setup="{game}">'
            f'{esc(t("menu.setup"))}{more}</button></div></div></article>')


def review_prompt_html(app: App) -> str:
    """``?review``: a save file is asked for, and its replay opens."""
    if not app.review_prompt:
        return ""
    return (f'<section class="review-pick" aria-labelledby="review-pick-title">'
            f'<h2 id="review-pick-title">{esc(t("review.pick"))}</h2>'
            f'<p>{esc(t("review.pick_text"))}</p><div class="row buttons">'
            f'<label class="act big file">{esc(t("review.pick_button"))}<input type="file"'
            f' id="review-file" accept=".json,application/json"></label>'
            f'<button type="button" class="act secondary" id="review-pick-cancel">'
            f'{esc(t("review.pick_cancel"))}</button></div></section>')


def old_save_html(app: App) -> str:
    """An old autosave that could not be read: kept, and offered as a file."""
    if app.saves.unreadable_old() is None:
        return ""
    return (f'<section class="review-pick old-save" data-testid="old-save">'
            f'<p>{esc(t("old.unreadable"))}</p><div class="row buttons"><button type="button" '
            f'class="act" data-old-save="download">{esc(t("old.download"))}</button></div>'
            f"</section>")


def title_html(app: App) -> str:
    listed = listed_saves(app)
    latest = (old_save_html(app) + review_prompt_html(app)
              + (latest_html(app, listed[0]) if listed else ""))
    cards = "".join(game_card(app, g) for g in PLAYABLE)
    return (f'<header class="title-head"><div><h1>{esc(t("title"))}</h1>'
            f'<p class="subtitle">{esc(t("menu.subtitle"))}</p></div>{labels.lang_html()}'
            f'</header>{latest}<div class="game-cards">{cards}</div>'
            f'<div class="row buttons title-more"><button type="button" id="menu-setup" '
            f'class="act secondary">{esc(t("menu.setup_any"))}</button>'
            f'<label class="act secondary file">{esc(t("menu.import"))}<input type="file" '
            f'id="menu-import" accept=".json,application/json"></label>'
            f'<label class="act secondary file">{esc(t("menu.review"))}<input type="file" '
            f'id="menu-review" accept=".json,application/json"></label>'
            f'<button type="button" id="menu-export-all" class="act secondary">'
            f'{esc(t("menu.export_all"))}</button></div>'
            + saves_html(app))


def render_menu(app: App) -> None:
    menu = by_id("menu-body")
    if app.menu_view != "setup":
        menu.className = "menu-title"
        menu.innerHTML = title_html(app)
        return
    menu.className = "menu-card"
    menu.innerHTML = setup_form.setup_html(app)


def bind(app: App) -> None:
    """The title screen's and the set-up form's clicks and changes."""

    def menu_click(event: Any) -> None:
        count = closest(event, "[data-players]")
        resume = closest(event, "[data-resume]")
        delete = closest(event, "[data-delete]")
        review = closest(event, "[data-review]")
        quick = closest(event, "[data-quick]")
        learn = closest(event, "[data-learn]")
        setup = closest(event, "[data-setup]")
        if closest(event, "#menu-start"):
            setup_form.start_from_menu(app)
        elif quick is not None:
            app.quick_game(str(quick.dataset.quick))
        elif learn is not None:
            app.learn(str(learn.dataset.learn))
        elif setup is not None:
            setup_form.open_setup(app, str(setup.dataset.setup))
        elif closest(event, "#menu-setup"):
            setup_form.open_setup(app)
        elif closest(event, "#menu-back"):
            app.menu_view = "title"
            render_menu(app)
        elif resume is not None:
            if not saves_ui.resume(app, str(resume.dataset.resume)):
                render_menu(app)
        elif delete is not None:
            app.spawn(saves_ui.delete_save(app, str(delete.dataset.delete)))
        elif review is not None:
            review_host.review_slot(app, str(review.dataset.review))
        elif closest(event, "#menu-export-all"):
            saves_ui.export_all(app)
        elif closest(event, "[data-old-save]"):
            saves_ui.export_old(app)
            app.render_menu()
        elif closest(event, "#review-pick-cancel"):
            app.review_prompt = False
            render_menu(app)
        elif count is not None:
            app.menu_players = int(count.dataset.players)
            render_menu(app)

    def menu_change(event: Any) -> None:
        target = event.target
        if target.classList.contains("seat-kind"):
            kind = str(target.value)
            if kind in setup_form.MENU_KINDS:
                app.menu_kinds[int(target.dataset.seat)] = kind
        elif target.id == "menu-game":
            app.menu_game = str(target.value)
            render_menu(app)
        elif target.id == "menu-lang":
            set_language(str(target.value))
            storage_set(labels.LANG_KEY, language())
            labels.apply_language(app)
            render_menu(app)
        elif target.id == "menu-confirm":
            app.confirm_end = bool(target.checked)
            storage_set(setup_form.CONFIRM_KEY, "1" if app.confirm_end else "0")
        elif target.id == "menu-import" and target.files.length:
            app.spawn(saves_ui.import_file(app, target.files.item(0)))
        elif target.id in ("menu-review", "review-file") and target.files.length:
            app.spawn(review_host.review_file(app, target.files.item(0)))
            target.value = ""

    on(by_id("menu"), "click", menu_click)
    on(by_id("menu"), "change", menu_change)
