"""The set-up form: the game, the number of players, each seat's kind, a seed and the
"End turn" setting, remembered for the next visit; and what a quick game seats."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyodide.ffi import to_js
from pyscript import window

from incagames.core.match import Match

from .. import games
from ..page import labels
from ..page.dom import by_id, clear_toast, esc, mark_svg, storage_set, toast
from ..page.params import PLAYABLE, SEAT_KINDS, LinkError, parse_seed
from ..text.i18n import capital, sentence, t
from .setup import SETUP_KEY, MenuSetup

if TYPE_CHECKING:
    from ..shell import App


QUICK_SEATS = 3
"""A quick game: you and two normal AIs (within the game's seat range)."""
CONFIRM_KEY = "incagames.confirm_end"
PHONE = "phone"
"""A seat played on a guest's own phone at this device's table (``table.host``): a
person, invited once the game starts."""
MENU_KINDS = (*SEAT_KINDS, PHONE)
"""The menu offers every seat kind a link may name, in the same order, then the phone."""
DEFAULT_AI = "ai-normal"


def quick_seats(game_id: str) -> int:
    low, high = PLAYABLE[game_id]
    return min(max(QUICK_SEATS, low), high)


def setup_html(app: App) -> str:
    """The form, drawn from the ``App``'s menu state."""
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
    return (
        f'<div class="setup-head"><button type="button" id="menu-back" class="act '
        f'secondary">← {esc(t("menu.back"))}</button>{labels.lang_html()}</div>'
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
    app.render_menu()
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
    guests = [seat for seat, kind in enumerate(kinds) if kind == PHONE]
    if guests and not window.incaTable.supported():
        toast(t("table.no_webrtc"))
        return
    storage_set(SETUP_KEY, MenuSetup(game, len(kinds), app.menu_kinds).dumps())
    table = None
    if guests:
        from ..saves.store import TableSave

        table = TableSave.new(guests)
    app.spawn(app.begin(Match(game, app.seats_named(kinds), app.new_seed(seed)), table))
