"""The application shell: boot, menu, deep links, autosave, save files, language.

It owns at most one ``GameView`` at a time and never touches the rules.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import window

import incagames
from incagames.core.match import Match, MatchError, Seat

from .ai import AiBridge, error_reason
from .cz_game import CuzcoGameView
from .dom import (
    by_id,
    clear_toast,
    closest,
    download,
    esc,
    mark_ready,
    mark_svg,
    on,
    set_phase,
    show,
    storage_get,
    storage_remove,
    storage_set,
    toast,
)
from .game import GameView, bind_game_events
from .i18n import language, set_language, t
from .params import (
    DEFAULT_PACE,
    MAX_PACE,
    PLAYABLE,
    SEAT_KINDS,
    LinkError,
    link_language,
    parse_link,
)

AUTOSAVE_KEY = "incagames.autosave.v1"
LANG_KEY = "incagames.lang"
MENU_KINDS = ("human", "ai-easy", "ai-normal", "ai-hard", "ai-random")
DEFAULT_AI = "ai-normal"


class App:
    def __init__(self) -> None:
        self.game: GameView | None = None
        self.ai = AiBridge()
        self.pace = DEFAULT_PACE
        self.menu_players = 4
        self.menu_game = "machu-picchu"
        self.menu_kinds = ["human", *[DEFAULT_AI] * 4]
        self._tasks: set[asyncio.Future] = set()

    # ------------------------------------------------------------------ boot
    def boot(self) -> None:
        query = str(window.location.search)
        lang = (link_language(query) or storage_get(LANG_KEY)
                or str(window.navigator.language or "en")[:2])
        set_language(lang)
        self._bind()
        self._expose_test_hooks()
        try:
            setup = parse_link(query)
        except LinkError as exc:
            self._clean_url()
            self.show_menu()
            toast(t("err.param", reason=str(exc)))
        else:
            if setup is not None:
                self._clean_url()
                self.pace = setup.pace
                seats = self._seats(list(setup.kinds))
                self.start(Match(setup.game, seats, self._seed(setup.seed)))
            elif not self.resume():
                self.show_menu()
        show(by_id("loading"), False)
        mark_ready()

    def _clean_url(self) -> None:
        """Drop the deep link from the address so a reload resumes instead of restarting."""
        path = str(window.location.pathname)
        window.history.replaceState(None, "", path)

    def _seed(self, seed: int | None) -> int:
        if seed is not None:
            return seed
        return int(window.Math.random() * 2**31)

    def _seats(self, kinds: list[str]) -> list[Seat]:
        seats = []
        humans = ais = 0
        for kind in kinds:
            if kind == "human":
                humans += 1
                seats.append(Seat(t("default.name", n=humans), kind))
            else:
                ais += 1
                seats.append(Seat(t("default.ai", n=ais), kind))
        return seats

    # ------------------------------------------------------------------ games
    def start(self, match: Match) -> None:
        if self.game is not None:
            self.game.close()
        show(by_id("menu"), False)
        show(by_id("game"), True)
        by_id("pace").value = str(MAX_PACE // 2 - min(self.pace, MAX_PACE // 2))
        view_class = CuzcoGameView if match.game_id == "cuzco" else GameView
        by_id("brand").textContent = t("game." + match.game_id)
        self.game = view_class(match, self.pace, self.ai, self.autosave)
        self.autosave()
        self.game.render()
        self.game.schedule_ai()

    def autosave(self) -> None:
        if self.game is not None:
            data = {"match": self.game.match.to_json(), "pace": self.pace}
            storage_set(AUTOSAVE_KEY, json.dumps(data, separators=(",", ":")))

    def saved(self) -> dict[str, Any] | None:
        raw = storage_get(AUTOSAVE_KEY)
        if not raw:
            return None
        try:
            data = json.loads(raw)
            return data if isinstance(data, dict) and "match" in data else None
        except ValueError:
            return None

    def resume(self) -> bool:
        data = self.saved()
        if data is None:
            return False
        try:
            match = Match.from_json(data["match"])
        except MatchError:
            storage_remove(AUTOSAVE_KEY)
            return False
        pace = data.get("pace", DEFAULT_PACE)
        self.pace = pace if isinstance(pace, int) and 0 <= pace <= MAX_PACE else DEFAULT_PACE
        self.start(match)
        return True

    def export(self) -> None:
        if self.game is None:
            return
        match = self.game.match
        download(f"{match.game_id}-{match.seed}-move{len(match.actions)}.json", match.dumps())

    async def import_file(self, file: Any) -> None:
        try:
            text = str(await file.text())
            match = Match.loads(text)
        except MatchError as exc:
            toast(t("err.import", reason=str(exc)))
            return
        except Exception:  # unreadable file
            toast(t("err.import", reason="?"))
            return
        clear_toast()
        self.start(match)

    # ------------------------------------------------------------------ menu
    def show_menu(self) -> None:
        if self.game is not None:
            self.game.close()
            self.game = None
        set_phase("menu")
        show(by_id("game"), False)
        show(by_id("handover"), False)
        show(by_id("menu"), True)
        self.render_menu()

    def render_menu(self) -> None:
        games = "".join(
            f'<option value="{g}"{" selected" if g == self.menu_game else ""}'
            f'{"" if g in PLAYABLE else " disabled"}>'
            f'{esc(t("game." + g))}{"" if g in PLAYABLE else " — " + esc(t("menu.coming"))}'
            f"</option>" for g in ("machu-picchu", "cuzco"))
        low, high = PLAYABLE.get(self.menu_game, (2, 5))
        self.menu_players = min(max(self.menu_players, low), high)
        counts = "".join(
            f'<button type="button" class="count{" on" if n == self.menu_players else ""}" '
            f'data-players="{n}" aria-pressed="{str(n == self.menu_players).lower()}">{n}</button>'
            for n in range(low, high + 1))
        seats = []
        for i in range(self.menu_players):
            options = "".join(
                f'<option value="{k}"{" selected" if self.menu_kinds[i] == k else ""}>'
                f'{esc(t("kind." + k))}</option>' for k in MENU_KINDS)
            seats.append(
                f'<label class="seat">{mark_svg(i, 18)}<span>{esc(t("menu.seat", n=i + 1))}'
                f'</span><select class="seat-kind" data-seat="{i}">{options}</select></label>')
        resume = self.saved() is not None
        langs = "".join(f'<option value="{code}"{" selected" if code == language() else ""}>'
                        f"{name}</option>" for code, name in (("en", "English"),
                                                               ("es", "Español")))
        by_id("menu-body").innerHTML = (
            f'<h1>{esc(t("title"))}</h1><p class="subtitle">{esc(t("menu.subtitle"))}</p>'
            f'<label class="row">{esc(t("menu.game"))}<select id="menu-game">{games}</select>'
            f'</label><div class="row">{esc(t("menu.players"))}<div class="counts">{counts}'
            f'</div></div><div class="seats">{"".join(seats)}</div>'
            f'<label class="row">{esc(t("menu.seed"))}<input id="menu-seed" inputmode="numeric"'
            f' placeholder="{esc(t("menu.seed_hint"))}" autocomplete="off"></label>'
            f'<div class="row buttons"><button type="button" id="menu-start" class="act big">'
            f'{esc(t("menu.start"))}</button>'
            + (f'<button type="button" id="menu-resume" class="act secondary">'
               f'{esc(t("menu.resume"))}</button>' if resume else "")
            + f'<label class="act secondary file">{esc(t("menu.import"))}<input type="file" '
            f'id="menu-import" accept=".json,application/json"></label></div>'
            f'<label class="row small">{esc(t("menu.language"))}<select id="menu-lang">{langs}'
            f"</select></label>")

    def start_from_menu(self) -> None:
        raw = str(by_id("menu-seed").value).strip()
        if raw and (not raw.lstrip("-").isdigit() or len(raw) > 18):
            toast(t("err.seed"))
            return
        clear_toast()
        kinds = self.menu_kinds[: self.menu_players]
        game = str(by_id("menu-game").value)
        low, high = PLAYABLE[game]
        if not low <= len(kinds) <= high:
            toast(t("err.players", game=t("game." + game), low=low, high=high))
            return
        self.start(Match(game, self._seats(kinds), self._seed(int(raw) if raw else None)))

    # ------------------------------------------------------------------ wiring
    def _bind(self) -> None:
        bind_game_events(lambda: self.game)

        def menu_click(event: Any) -> None:
            count = closest(event, "[data-players]")
            if closest(event, "#menu-start"):
                self.start_from_menu()
            elif closest(event, "#menu-resume"):
                self.resume()
            elif count is not None:
                self.menu_players = int(count.dataset.players)
                self.render_menu()

        def menu_change(event: Any) -> None:
            target = event.target
            if target.classList.contains("seat-kind"):
                kind = str(target.value)
                if kind in SEAT_KINDS:
                    self.menu_kinds[int(target.dataset.seat)] = kind
            elif target.id == "menu-game":
                self.menu_game = str(target.value)
                self.render_menu()
            elif target.id == "menu-lang":
                set_language(str(target.value))
                storage_set(LANG_KEY, language())
                self.render_menu()
            elif target.id == "menu-import" and target.files.length:
                self._spawn(self.import_file(target.files.item(0)))

        def game_import(event: Any) -> None:
            target = event.target
            if target.files.length:
                self._spawn(self.import_file(target.files.item(0)))
                target.value = ""

        def pace_change(event: Any) -> None:
            self.pace = MAX_PACE // 2 - int(event.target.value)
            if self.game is not None:
                self.game.pace = self.pace
                self.autosave()

        def results_new(_event: Any) -> None:
            storage_remove(AUTOSAVE_KEY)
            self.show_menu()

        on(by_id("menu"), "click", menu_click)
        on(by_id("menu"), "change", menu_change)
        on(by_id("btn-menu"), "click", lambda _e: self.show_menu())
        on(by_id("btn-export"), "click", lambda _e: self.export())
        on(by_id("game-import"), "change", game_import)
        on(by_id("pace"), "input", pace_change)
        on(by_id("results-new"), "click", results_new)
        on(by_id("results-close"), "click", lambda _e: by_id("results").close())
        on(by_id("toast"), "click", lambda _e: clear_toast())
        self._label_static()

    def _spawn(self, coroutine: Any) -> None:
        """Run a coroutine in the background, keeping a reference until it is done."""
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _label_static(self) -> None:
        for element_id, key in (("btn-undo", "btn.undo"), ("btn-menu", "btn.menu"),
                                ("btn-export", "btn.export"), ("label-import", "btn.import"),
                                ("label-pace", "pace"), ("results-new", "btn.new_game"),
                                ("results-close", "btn.close"), ("log-title", "log")):
            element = by_id(element_id)
            if element is not None:
                element.firstChild.textContent = t(key)

    def _expose_test_hooks(self) -> None:
        """``window.incagames``, read only, for tests, measurements and debugging:

        ``view()`` the spectator view; ``legal()`` the current legal actions as JSON texts;
        ``moves()`` how many actions the match has; ``hint()`` the hinted action's JSON
        (null when none is shown); ``aiReady()`` a Promise of whether the AI worker runs;
        ``botLatency(game, level, decisions, seed)`` a Promise of the JSON list of seconds
        per bot decision measured in the worker (``incagames.botspeed.latency``).
        """

        def view() -> Any:
            if self.game is None:
                return None
            return to_js(self.game.match.state.view(None), dict_converter=window.Object.fromEntries)

        def legal() -> Any:
            if self.game is None:
                return None
            return to_js([json.dumps(a.to_json()) for a in self.game.legal()])

        def moves() -> int | None:
            return None if self.game is None else len(self.game.match.actions)

        def hint() -> str | None:
            if self.game is None or self.game.hint is None:
                return None
            return json.dumps(self.game.hint.to_json())

        def promise(make: Any) -> Any:
            """A JavaScript Promise of what the coroutine ``make()`` returns."""

            def executor(resolve: Any, reject: Any) -> None:
                async def run() -> None:
                    try:
                        resolve(await make())
                    except Exception as exc:
                        reject(error_reason(exc))

                self._spawn(run())

            return window.Promise.new(create_once_callable(executor))

        def ai_ready() -> Any:
            return promise(self.ai.ready)

        def bot_latency(game: Any, level: Any, decisions: Any, seed: Any) -> Any:
            return promise(lambda: self.ai.latency(str(game), str(level), int(decisions),
                                                   int(seed)))

        hooks = window.Object.new()
        for name, function in (("view", view), ("legal", legal), ("moves", moves),
                               ("hint", hint), ("aiReady", ai_ready),
                               ("botLatency", bot_latency)):
            setattr(hooks, name, create_proxy(function))
        hooks.version = incagames.__name__
        window.incagames = hooks

