"""The title screen and the set-up form: the games' cards, the newest saved game, the
list of saves, the language, and the full set-up (game, players, seats, seed, "End
turn"), drawn from the ``App``'s menu state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyodide.ffi import to_js
from pyscript import window

from incagames.core.match import Match

from . import games, labels, review_host, saves_ui
from .dom import (
    by_id,
    clear_toast,
    closest,
    esc,
    mark_svg,
    on,
    set_phase,
    show,
    storage_set,
    toast,
)
from .i18n import (
    LANGUAGES,
    capital,
    language,
    sentence,
    set_language,
    t,
)
from .menu_setup import SETUP_KEY, MenuSetup
from .params import (
    PLAYABLE,
    SEAT_KINDS,
    LinkError,
    parse_seed,
)
from .saves import SaveInfo

if TYPE_CHECKING:
    # Imported when first needed, not while the page boots: the game screens with the
    # game (games.screen), the replay, the rules and the guided games when opened.
    from .shell import App


LANG_KEY = "incagames.lang"
QUICK_SEATS = 3
"""A quick game: you and two normal AIs (within the game's seat range)."""
CONFIRM_KEY = "incagames.confirm_end"
MENU_KINDS = SEAT_KINDS
"""The menu offers every seat kind a link may name, in the same order."""
DEFAULT_AI = "ai-normal"


def quick_seats(game_id: str) -> int:
    low, high = PLAYABLE[game_id]
    return min(max(QUICK_SEATS, low), high)


def show_menu(app: App) -> None:
    review_host.drop_review(app)
    if app.game is not None:
        app.game.close()
        app.game = None
    app.slot = None
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
    return t("kind." + kind) if kind in MENU_KINDS else kind


def listed_saves(app: App) -> list[SaveInfo]:
    return [info for info in app.saves.list() if info.game in PLAYABLE]


def latest_html(app: App, info: SaveInfo) -> str:
    """The newest saved game, big: its game, seats, progress and date, "Continue"."""
    seats = "".join(f"<li>{mark_svg(i)} {esc(name)} <span class=\"small\">"
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
        players = ", ".join(f"{name} ({kind_label(kind)})" for name, kind in info.seats)
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


def lang_html(app: App) -> str:
    langs = "".join(f'<option value="{code}"{" selected" if code == language() else ""}'
                    f' lang="{code}">{name}</option>' for code, name in LANGUAGES.items())
    return (f'<label class="lang small">{esc(t("menu.language"))} '
            f'<select id="menu-lang">{langs}</select></label>')


def game_card(app: App, game: str) -> str:
    """A game on the title screen: its cover, players, time, pitch and three ways in."""
    low, high = PLAYABLE[game]
    name = esc(games.name(game))
    more = f'<span class="sr-only"> · {name}</span>'
    return (f'<article class="game-card" data-game="{game}" aria-labelledby="card-{game}">'
            f'{games.cover(game)}<div class="game-card-body"><h2 id="card-{game}">{name}</h2>'
            f'<p class="facts">{esc(t("menu.players_n", low=low, high=high))} · '
            f'{esc(games.message(game, "time"))}</p><p class="pitch">'
            f'{esc(games.message(game, "pitch"))}</p>'
            f'<div class="card-buttons"><button type="button" class="act big" '
            f'data-quick="{game}" title="{esc(t("menu.quick_why", n=quick_seats(game) - 1))}"'
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


def title_html(app: App) -> str:
    listed = listed_saves(app)
    latest = review_prompt_html(app) + (latest_html(app, listed[0]) if listed else "")
    cards = "".join(game_card(app, g) for g in PLAYABLE)
    return (f'<header class="title-head"><div><h1>{esc(t("title"))}</h1>'
            f'<p class="subtitle">{esc(t("menu.subtitle"))}</p></div>{lang_html(app)}'
            f'</header>{latest}<div class="game-cards">{cards}</div>'
            f'<div class="row buttons title-more"><button type="button" id="menu-setup" '
            f'class="act secondary">{esc(t("menu.setup_any"))}</button>'
            f'<label class="act secondary file">{esc(t("menu.import"))}<input type="file" '
            f'id="menu-import" accept=".json,application/json"></label>'
            f'<label class="act secondary file">{esc(t("menu.review"))}<input type="file" '
            f'id="menu-review" accept=".json,application/json"></label></div>'
            + saves_html(app))


def render_menu(app: App) -> None:
    menu = by_id("menu-body")
    if app.menu_view != "setup":
        menu.className = "menu-title"
        menu.innerHTML = title_html(app)
        return
    menu.className = "menu-card"
    choices = "".join(
        f'<option value="{g}"{" selected" if g == app.menu_game else ""}>'
        f'{esc(games.name(g))}</option>' for g in PLAYABLE)
    low, high = PLAYABLE.get(app.menu_game, (2, 5))
    app.menu_players = min(max(app.menu_players, low), high)
    counts = "".join(
        f'<button type="button" class="count{" on" if n == app.menu_players else ""}" '
        f'data-players="{n}" aria-pressed="{str(n == app.menu_players).lower()}">{n}</button>'
        for n in range(low, high + 1))
    seats = []
    for i in range(app.menu_players):
        options = "".join(
            f'<option value="{k}"{" selected" if app.menu_kinds[i] == k else ""}>'
            f'{esc(t("kind." + k))}</option>' for k in MENU_KINDS)
        seats.append(
            f'<label class="seat">{mark_svg(i, 18)}<span>{esc(t("menu.seat", n=i + 1))}'
            f'</span><select class="seat-kind" data-seat="{i}">{options}</select></label>')
    checked = " checked" if app.confirm_end else ""
    menu.innerHTML = (
        f'<div class="setup-head"><button type="button" id="menu-back" class="act '
        f'secondary">← {esc(t("menu.back"))}</button>{lang_html(app)}</div>'
        f'<h1>{esc(t("menu.setup_title"))}</h1>'
        f'<label class="row">{esc(t("menu.game"))}<select id="menu-game">{choices}</select>'
        f'</label><div class="row" role="group" aria-label="{esc(t("menu.players"))}">'
        f'{esc(t("menu.players"))}<div class="counts">{counts}'
        f'</div></div><div class="seats">{"".join(seats)}</div>'
        f'<label class="row">{esc(t("menu.seed"))}<input id="menu-seed" inputmode="numeric"'
        f' placeholder="{esc(t("menu.seed_hint"))}" autocomplete="off"></label>'
        f'<label class="row check"><input type="checkbox" id="menu-confirm"{checked}>'
        f'<span>{esc(t("menu.confirm_end"))}</span></label>'
        f'<div class="row buttons"><button type="button" id="menu-start" class="act big">'
        f'{esc(t("menu.start"))}</button>'
        f'<label class="act secondary file">{esc(t("menu.import"))}<input type="file" '
        f'id="menu-import" accept=".json,application/json"></label></div>')


def open_setup(app: App, game_id: str | None = None) -> None:
    """The full set-up form, with ``game_id`` chosen (else the remembered game)."""
    if game_id in PLAYABLE:
        app.menu_game = game_id
    app.menu_view = "setup"
    render_menu(app)
    window.scrollTo(0, 0)
    start = by_id("menu-game")
    if start is not None:
        start.focus(to_js({"preventScroll": True},
                          dict_converter=window.Object.fromEntries))


def start_from_menu(app: App) -> None:
    try:
        raw = str(by_id("menu-seed").value).strip()
        seed = parse_seed(raw) if raw else None
    except LinkError as exc:
        toast(capital(sentence(str(exc))))
        return
    clear_toast()
    kinds = app.menu_kinds[: app.menu_players]
    game = str(by_id("menu-game").value)
    low, high = PLAYABLE[game]
    if not low <= len(kinds) <= high:
        toast(t("err.players", game=games.name(game), low=low, high=high))
        return
    storage_set(SETUP_KEY, MenuSetup(game, len(kinds), app.menu_kinds).dumps())
    app.spawn(app.begin(Match(game, app.seats_named(kinds), app.new_seed(seed))))


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
            start_from_menu(app)
        elif quick is not None:
            app.quick_game(str(quick.dataset.quick))
        elif learn is not None:
            app.learn(str(learn.dataset.learn))
        elif setup is not None:
            open_setup(app, str(setup.dataset.setup))
        elif closest(event, "#menu-setup"):
            open_setup(app)
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
            if kind in SEAT_KINDS:
                app.menu_kinds[int(target.dataset.seat)] = kind
        elif target.id == "menu-game":
            app.menu_game = str(target.value)
            render_menu(app)
        elif target.id == "menu-lang":
            set_language(str(target.value))
            storage_set(LANG_KEY, language())
            labels.apply_language(app)
            render_menu(app)
        elif target.id == "menu-confirm":
            app.confirm_end = bool(target.checked)
            storage_set(CONFIRM_KEY, "1" if app.confirm_end else "0")
        elif target.id == "menu-import" and target.files.length:
            app.spawn(saves_ui.import_file(app, target.files.item(0)))
        elif target.id in ("menu-review", "review-file") and target.files.length:
            app.spawn(review_host.review_file(app, target.files.item(0)))
            target.value = ""

    on(by_id("menu"), "click", menu_click)
    on(by_id("menu"), "change", menu_change)
