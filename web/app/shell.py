"""The application shell: boot, menu, deep links, autosave, save files, language.

It owns at most one game screen (``games.screen``) at a time and never touches the rules;
it names no game: the games and their screens come from ``games``.
"""

from __future__ import annotations

import asyncio
import json
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

import incagames
from incagames.core.match import Match, MatchError, Seat

from . import games, toolbar
from .ai import SPREAD_LEVELS, AiBridge, error_reason
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
from .i18n import (
    LANGUAGES,
    browser_language,
    capital,
    default_name,
    language,
    sentence,
    set_language,
    supported,
    t,
)
from .input import bind_game_events
from .menu_setup import SETUP_KEY, MenuSetup
from .params import (
    DEFAULT_PACE,
    MAX_PACE,
    PLAYABLE,
    SEAT_KINDS,
    LinkError,
    link_language,
    parse_link,
    parse_seed,
    review_link,
)
from .saves import SaveInfo, SaveStore, kept_reviews

if TYPE_CHECKING:
    # Imported when first needed, not while the page boots: the game screens with the
    # game (games.screen), the replay, the rules and the guided games when opened.
    from .board_view import BoardView
    from .review import ReviewScreen
    from .tutorial import Tutorial

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


class BrowserStorage:
    """localStorage behind the small interface of ``saves.Storage``."""

    def get(self, key: str) -> str | None:
        return storage_get(key)

    def set(self, key: str, value: str) -> bool:
        return storage_set(key, value)

    def remove(self, key: str) -> None:
        storage_remove(key)


class App:
    def __init__(self) -> None:
        self.game: BoardView | None = None
        self.review: ReviewScreen | None = None  # the replay shown (over the game, if any)
        self._review_bound = False  # the replay's controls are wired when it first opens
        self.analysis: Any = None  # the replay's AnalysisPanel
        self.reviews: dict[str, Any] = {}  # the game on screen's reviews, kept with its save
        self.review_prompt = False  # the title screen asks for a save file to review
        self.slot: str | None = None  # the save slot of the game on screen
        self.ai = AiBridge()
        self.pace = DEFAULT_PACE
        default = MenuSetup(next(iter(PLAYABLE)), 4, ["human", *[DEFAULT_AI] * 4])
        setup = MenuSetup.loads(storage_get(SETUP_KEY), PLAYABLE, MENU_KINDS, default)
        self.menu_game, self.menu_players, self.menu_kinds = (setup.game, setup.players,
                                                              setup.kinds)
        self.saves = SaveStore(BrowserStorage(), lambda: float(window.Date.now()))
        self.confirm_end = storage_get(CONFIRM_KEY) != "0"
        self.menu_view = "title"  # the title screen, or "setup": the full set-up form
        self.save_failed = False
        self._asking: asyncio.Future | None = None
        self._tasks: set[asyncio.Future] = set()

    # ------------------------------------------------------------------ boot
    def boot(self) -> None:
        query = str(window.location.search)
        set_language(link_language(query) or supported(storage_get(LANG_KEY))
                     or browser_language(window.navigator.languages or [])
                     or supported(window.navigator.language) or "en")
        self._bind()
        self._expose_test_hooks()
        self.saves.migrate(self._describe_saved)
        try:
            setup = parse_link(query)
            review = review_link(query)
        except LinkError as exc:
            self._clean_url()
            self.show_menu()
            toast(t("err.param", reason=sentence(str(exc))))
        else:
            if review:
                self._clean_url()
                self.review_prompt = True
                self.show_menu()
                by_id("review-file").focus()
            elif setup is not None:
                self._clean_url()
                self.pace = setup.pace
                seats = self._seats(list(setup.kinds))
                self.show_menu()
                games.screen(setup.game)  # imported while the page loads, not at the first move
                self._spawn(self.begin(Match(setup.game, seats, self._seed(setup.seed))))
            elif not self._resume_unfinished(self.saves.current()):
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

    def _apply_language(self) -> None:
        """``<html lang>``, the document title and every static label, in the language."""
        document.documentElement.lang = language()
        game = (self.review.game_id if self.review is not None
                else self.game.match.game_id if self.game is not None else None)
        document.title = (t("doc.title_game", game=games.name(game)) if game
                          else t("doc.title"))
        by_id("board").setAttribute("aria-label", t("board.label", game=games.name(
            game or self.menu_game)))
        self._label_static()

    # ------------------------------------------------------------------ games
    async def begin(self, match: Match) -> bool:
        """Start a new game in a slot of its own; when the list of saved games is full,
        the player is asked before the oldest one is discarded."""
        if self.saves.full():
            oldest = self.saves.oldest()
            if oldest is not None:
                if not await self.ask(t("ask.discard_oldest", game=self._save_title(oldest)),
                                      t("ask.discard"), t("ask.keep")):
                    self.show_menu()
                    return False
                self.saves.delete(oldest.id)
        self.start(match, self.saves.new_slot())
        return True

    def start(self, match: Match, slot: str) -> None:
        self._drop_review()
        if self.game is not None:
            self.game.close()
        show(by_id("menu"), False)
        show(by_id("game"), True)
        by_id("pace").value = str(MAX_PACE // 2 - min(self.pace, MAX_PACE // 2))
        by_id("brand").innerHTML = games.brand_html(match.game_id)
        self.slot = slot
        self.reviews = {}
        self.save_failed = False
        # Seats named by default take the language now chosen ("Joueur 1" -> "Player 1").
        match.seats[:] = [Seat(default_name(s.name), s.kind) for s in match.seats]
        self.saves.set_current(slot)
        self.game = games.screen(match.game_id).live(match, self.pace, self.ai, self.autosave,
                                                     self.confirm_end)
        if any(seat.level in SPREAD_LEVELS for seat in match.seats):
            self.ai.start_helpers()  # an expert thinks in every worker (once the first is up)
        self._apply_language()
        self.autosave()
        self.game.render()
        self.game.play.schedule_ai()

    def _describe(self, match: Match) -> SaveInfo:
        state = match.state
        words = games.words(match.game_id)
        return SaveInfo(id="", game=match.game_id,
                        seats=[[seat.name, seat.kind] for seat in match.seats],
                        created=float(window.Date.now()), updated=0.0,
                        moves=len(match.actions), over=state.is_over,
                        progress=list(words.progress(state.view(None))))

    def _describe_saved(self, data: dict[str, Any]) -> SaveInfo | None:
        try:
            return self._describe(Match.from_json(data["match"]))
        except MatchError:
            return None

    def autosave(self) -> None:
        if self.game is None or self.slot is None:
            return
        data: dict[str, Any] = {"match": self.game.match.to_json(), "pace": self.pace}
        guide = self.game.play.tutorial
        if guide is not None:
            data["tutorial"] = [*guide.done_at, -1, guide.free_moves]
        if self.reviews:
            data["reviews"] = self.reviews
        if self.saves.save(self.slot, self._describe(self.game.match), data):
            self.save_failed = False
        elif not self.save_failed:  # say it once, not after every move
            self.save_failed = True
            toast(t("err.save"))

    def _resume_unfinished(self, slot: str | None) -> bool:
        """At boot, the game left open resumes unless it is over: a finished game is
        kept in the title screen's list (to review), and the title screen opens."""
        info = self.saves.get(slot) if slot is not None else None
        return info is not None and not info.over and self.resume(slot)

    def resume(self, slot: str | None) -> bool:
        """Open the saved game of ``slot``; False (with the slot left alone unless it is
        unreadable) when there is none."""
        if slot is None or self.saves.get(slot) is None:
            return False
        data = self.saves.load(slot)
        if data is None:
            toast(t("err.resume", reason=t("err.damaged")))
            return False
        try:
            match = Match.from_json(data["match"])
        except MatchError as exc:
            toast(t("err.resume", reason=sentence(str(exc))))
            return False
        pace = data.get("pace", DEFAULT_PACE)
        self.pace = pace if isinstance(pace, int) and 0 <= pace <= MAX_PACE else DEFAULT_PACE
        self.start(match, slot)
        self.reviews = kept_reviews(data.get("reviews"))
        self._resume_tutorial(data.get("tutorial"))
        return True

    def _resume_tutorial(self, saved: Any) -> None:
        """Go on with a saved guided game: the steps done (as action counts), -1, then
        the free decisions made; anything else is ignored (free play)."""
        if (self.game is None or not isinstance(saved, list) or -1 not in saved
                or not all(isinstance(n, int) and not isinstance(n, bool) for n in saved)):
            return
        cut = saved.index(-1)
        from .tutorial import Tutorial

        guide = Tutorial(games.tutorial(self.game.match.game_id), list(saved[:cut]),
                         saved[cut + 1] if len(saved) > cut + 1 else 0)
        if len(guide.done_at) <= len(guide.script.steps):
            guide.sync(len(self.game.match.actions))
            self.game.play.start_tutorial(guide)

    def export(self) -> None:
        if self.game is None:
            return
        match = self.game.match
        data = {**match.to_json(), "reviews": self.reviews} if self.reviews else match.to_json()
        download(f"{match.game_id}-{match.seed}-move{len(match.actions)}.json",
                 json.dumps(data, separators=(",", ":")))

    @staticmethod
    async def _read_match(file: Any) -> tuple[Match, dict[str, Any]] | None:
        """The match of a save file and the reviews kept in it; None, with the reason
        said, when it is not one."""
        try:
            text = str(await file.text())
            match = Match.loads(text)
            return match, kept_reviews(json.loads(text).get("reviews"))
        except MatchError as exc:
            toast(t("err.import", reason=sentence(str(exc))))
        except Exception:  # unreadable file
            toast(t("err.import", reason=t("err.unreadable")))
        return None

    async def import_file(self, file: Any) -> None:
        read = await self._read_match(file)
        if read is None:
            return
        clear_toast()
        if await self.begin(read[0]):
            self.reviews = read[1]
            self.autosave()

    # ------------------------------------------------------------------ review
    def open_review(self, match: Match, kept: dict[str, Any] | None = None,
                    keep: Callable[[dict[str, Any]], None] | None = None) -> None:
        """Replay ``match`` move by move, with its analysis panel (``kept``: the reviews
        kept with its save; ``keep`` stores them again as they grow). Over the game on
        screen (its own match), that game steps aside untouched and comes back as it
        was; else over the title screen."""
        self._drop_review()
        if self.game is not None:
            self.game.suspend()
            back = t("review.back_game")
        else:
            back = t("review.back_menu")
            self.review_prompt = False
        clear_toast()
        show(by_id("menu"), False)
        show(by_id("game"), True)
        by_id("brand").innerHTML = games.brand_html(match.game_id)
        from .analysis_panel import AnalysisPanel  # the search's code, when first asked
        from .review import ReviewScreen
        from .review import bind as bind_review

        if not self._review_bound:
            bind_review(lambda: self.review)
            self._review_bound = True
        self.review = ReviewScreen(match, self.ai, back, self.close_review)

        self.analysis = AnalysisPanel(self.review, self.ai, kept or {},
                                      keep or (lambda _reviews: None))
        self._apply_language()

    def review_game(self) -> None:
        """The game on screen, in review (the toolbar's "Review", the results')."""
        if self.game is not None and self.review is None:
            self.open_review(self.game.match, self.reviews, self._keep_reviews)

    def _keep_reviews(self, reviews: dict[str, Any]) -> None:
        """The game on screen's reviews grew: saved with it."""
        self.reviews = reviews
        self.autosave()

    def review_slot(self, slot: str) -> None:
        """A saved game of the title screen's list, in review (it is not resumed)."""
        data = self.saves.load(slot) if self.saves.get(slot) is not None else None
        if data is None:
            toast(t("err.resume", reason=t("err.damaged")))
            return
        try:
            match = Match.from_json(data["match"])
        except MatchError as exc:
            toast(t("err.resume", reason=sentence(str(exc))))
            return

        def keep(reviews: dict[str, Any]) -> None:
            info = self.saves.get(slot)
            if info is not None:
                self.saves.save(slot, info, {**data, "reviews": reviews})

        self.open_review(match, kept_reviews(data.get("reviews")), keep)

    async def review_file(self, file: Any) -> None:
        """A save file, in review; a bad file is refused and nothing changes."""
        read = await self._read_match(file)
        if read is not None:
            self.open_review(*read)

    def close_review(self) -> None:
        """Leave the replay: back to the game it was opened over, else the title."""
        self._drop_review()
        if self.game is not None:
            by_id("brand").innerHTML = games.brand_html(self.game.match.game_id)
            self._apply_language()
            self.game.resume()
        else:
            self.show_menu()

    def _drop_review(self) -> None:
        if self.analysis is not None:
            self.analysis.close()
            self.analysis = None
        if self.review is not None:
            self.review.close()
            self.review = None

    async def delete_save(self, slot: str) -> None:
        info = self.saves.get(slot)
        if info is None:
            return
        if await self.ask(t("ask.delete", game=self._save_title(info)), t("ask.delete_yes"),
                          t("ask.keep")):
            self.saves.delete(slot)
            self.render_menu()

    def quick_game(self, game_id: str) -> None:
        """One human against normal AIs, started at once (the remembered set-up stays)."""
        if game_id not in PLAYABLE:
            return
        kinds = ["human", *[DEFAULT_AI] * (quick_seats(game_id) - 1)]
        self._spawn(self.begin(Match(game_id, self._seats(kinds), self._seed(None))))

    def show_rules(self, tab: str = "rules") -> None:
        """The game's rules by section with a table of contents, the player aid and the
        legend of colours and marks as tabs of one dialog, and the guided first game."""
        shown = (self.review.match if self.review is not None
                 else self.game.match if self.game is not None else None)
        game = shown.game_id if shown is not None else self.menu_game
        by_id("rules-title").textContent = t("rules.title", game=games.name(game))
        names = [s.name for s in shown.seats] if shown is not None else [
            t("default.name", n=i + 1) for i in range(PLAYABLE.get(game, (2, 5))[1])]
        from .rules_view import rules_html

        by_id("rules-body").innerHTML = rules_html(game, tab, names, mark_svg)
        dialog = by_id("rules")
        if not dialog.open:
            dialog.showModal()

    def _rules_click(self, event: Any) -> None:
        tab = closest(event, "[data-rules-tab]")
        goto = closest(event, "[data-rules-goto]")
        learn = closest(event, "[data-learn]")
        if tab is not None:
            self.show_rules(str(tab.dataset.rulesTab))
            by_id(f"rules-tab-{tab.dataset.rulesTab}").focus()
        elif goto is not None:
            target = by_id(f"rules-s-{goto.dataset.rulesGoto}")
            if target is not None:
                target.scrollIntoView()
        elif learn is not None:
            self.learn(str(learn.dataset.learn))

    # ------------------------------------------------------------------ learning
    def learn(self, game_id: str) -> None:
        """Start the guided first game of ``game_id``: its script's deal and seats, each
        step shown and highlighted, then free play against the easy AI."""
        if game_id not in PLAYABLE:
            return
        if by_id("rules").open:
            by_id("rules").close()
        script = games.tutorial(game_id)
        match = Match(game_id, self._seats(list(script.kinds)), script.seed)
        from .tutorial import Tutorial

        self._spawn(self._learn(match, Tutorial(script)))

    async def _learn(self, match: Match, tutorial: Tutorial) -> None:
        if await self.begin(match) and self.game is not None:
            self.game.play.start_tutorial(tutorial)
            self.autosave()

    # ------------------------------------------------------------------ asking
    async def ask(self, question: str, yes: str, no: str) -> bool:
        """A modal question with two answers (never the browser's blocking confirm)."""
        if self._asking is not None and not self._asking.done():
            self._asking.set_result(False)
        dialog = by_id("ask")
        by_id("ask-text").textContent = question
        by_id("ask-yes").textContent = yes
        by_id("ask-no").textContent = no
        self._asking = asyncio.get_event_loop().create_future()
        if not dialog.open:
            dialog.showModal()
        by_id("ask-no").focus()
        answer = await self._asking
        if dialog.open:
            dialog.close()
        return bool(answer)

    def _answer(self, yes: bool) -> None:
        if self._asking is not None and not self._asking.done():
            self._asking.set_result(yes)

    # ------------------------------------------------------------------ menu
    def show_menu(self) -> None:
        self._drop_review()
        if self.game is not None:
            self.game.close()
            self.game = None
        self.slot = None
        self.saves.set_current(None)
        set_phase("menu")
        show(by_id("game"), False)
        show(by_id("handover"), False)
        show(by_id("menu"), True)
        self.menu_view = "title"
        self._apply_language()
        self.render_menu()

    def _save_title(self, info: SaveInfo) -> str:
        return t("saves.title", game=games.name(info.game), date=self._date(info.updated))

    @staticmethod
    def _date(ms: float) -> str:
        options = to_js({"dateStyle": "medium", "timeStyle": "short"},
                        dict_converter=window.Object.fromEntries)
        return str(window.Date.new(ms).toLocaleString(language(), options))

    def _progress(self, info: SaveInfo) -> str:
        key, values = [*info.progress, "", {}][:2]
        progress = (t("saves.over") if info.over
                    else games.words(info.game).t(key, **values)
                    if isinstance(key, str) and key.startswith("save.")
                    and isinstance(values, dict) else "")
        return ", ".join(p for p in (progress, t("saves.moves", n=info.moves)) if p)

    @staticmethod
    def _kind(kind: str) -> str:
        return t("kind." + kind) if kind in MENU_KINDS else kind

    def _saves(self) -> list[SaveInfo]:
        return [info for info in self.saves.list() if info.game in PLAYABLE]

    def _latest_html(self, info: SaveInfo) -> str:
        """The newest saved game, big: its game, seats, progress and date, "Continue"."""
        seats = "".join(f"<li>{mark_svg(i)} {esc(name)} <span class=\"small\">"
                        f"{esc(self._kind(kind))}</span></li>"
                        for i, (name, kind) in enumerate(info.seats))
        return (f'<section class="latest" aria-labelledby="latest-title"><div class="latest-text">'
                f'<h2 id="latest-title">{esc(t("menu.latest"))}</h2>'
                f'<p class="latest-game"><b>{esc(games.name(info.game))}</b> · '
                f'{esc(self._progress(info))}</p><ul class="latest-seats">{seats}</ul>'
                f'<p class="small">{esc(self._date(info.updated))}</p></div>'
                f'<button type="button" class="act big" data-resume="{esc(info.id)}" '
                f'aria-describedby="latest-title">{esc(t("saves.continue"))}</button></section>')

    def _saves_html(self) -> str:
        rows = []
        for info in self._saves():
            players = ", ".join(f"{name} ({self._kind(kind)})" for name, kind in info.seats)
            rows.append(
                f'<li class="save"><div class="save-text"><b>{esc(games.name(info.game))}'
                f'</b><span class="small">{esc(self._date(info.updated))} · '
                f'{esc(self._progress(info))}</span><span class="small">{esc(players)}'
                f'</span></div><div class="save-buttons"><button type="button" class="act" '
                f'data-resume="{esc(info.id)}">{esc(t("saves.continue"))}</button>'
                f'<button type="button" class="act secondary" data-review="{esc(info.id)}" '
                f'aria-label="{esc(t("saves.review_label", game=self._save_title(info)))}">'
                f'{esc(t("saves.review"))}</button>'
                f'<button type="button" class="act secondary" data-delete="{esc(info.id)}" '
                f'aria-label="{esc(t("saves.delete_label", game=self._save_title(info)))}">'
                f'{esc(t("saves.delete"))}</button></div></li>')
        if not rows:
            return ""
        return (f'<section class="saves" aria-labelledby="saves-title"><h2 id="saves-title">'
                f'{esc(t("saves.heading"))}</h2><ul class="save-list">{"".join(rows)}</ul>'
                f"</section>")

    def _lang_html(self) -> str:
        langs = "".join(f'<option value="{code}"{" selected" if code == language() else ""}'
                        f' lang="{code}">{name}</option>' for code, name in LANGUAGES.items())
        return (f'<label class="lang small">{esc(t("menu.language"))} '
                f'<select id="menu-lang">{langs}</select></label>')

    def _game_card(self, game: str) -> str:
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

    def _review_prompt_html(self) -> str:
        """``?review``: a save file is asked for, and its replay opens."""
        if not self.review_prompt:
            return ""
        return (f'<section class="review-pick" aria-labelledby="review-pick-title">'
                f'<h2 id="review-pick-title">{esc(t("review.pick"))}</h2>'
                f'<p>{esc(t("review.pick_text"))}</p><div class="row buttons">'
                f'<label class="act big file">{esc(t("review.pick_button"))}<input type="file"'
                f' id="review-file" accept=".json,application/json"></label>'
                f'<button type="button" class="act secondary" id="review-pick-cancel">'
                f'{esc(t("review.pick_cancel"))}</button></div></section>')

    def _title_html(self) -> str:
        saves = self._saves()
        latest = self._review_prompt_html() + (self._latest_html(saves[0]) if saves else "")
        cards = "".join(self._game_card(g) for g in PLAYABLE)
        return (f'<header class="title-head"><div><h1>{esc(t("title"))}</h1>'
                f'<p class="subtitle">{esc(t("menu.subtitle"))}</p></div>{self._lang_html()}'
                f'</header>{latest}<div class="game-cards">{cards}</div>'
                f'<div class="row buttons title-more"><button type="button" id="menu-setup" '
                f'class="act secondary">{esc(t("menu.setup_any"))}</button>'
                f'<label class="act secondary file">{esc(t("menu.import"))}<input type="file" '
                f'id="menu-import" accept=".json,application/json"></label>'
                f'<label class="act secondary file">{esc(t("menu.review"))}<input type="file" '
                f'id="menu-review" accept=".json,application/json"></label></div>'
                + self._saves_html())

    def render_menu(self) -> None:
        menu = by_id("menu-body")
        if self.menu_view != "setup":
            menu.className = "menu-title"
            menu.innerHTML = self._title_html()
            return
        menu.className = "menu-card"
        choices = "".join(
            f'<option value="{g}"{" selected" if g == self.menu_game else ""}>'
            f'{esc(games.name(g))}</option>' for g in PLAYABLE)
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
        checked = " checked" if self.confirm_end else ""
        menu.innerHTML = (
            f'<div class="setup-head"><button type="button" id="menu-back" class="act '
            f'secondary">← {esc(t("menu.back"))}</button>{self._lang_html()}</div>'
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

    def open_setup(self, game_id: str | None = None) -> None:
        """The full set-up form, with ``game_id`` chosen (else the remembered game)."""
        if game_id in PLAYABLE:
            self.menu_game = game_id
        self.menu_view = "setup"
        self.render_menu()
        window.scrollTo(0, 0)
        start = by_id("menu-game")
        if start is not None:
            start.focus(to_js({"preventScroll": True},
                              dict_converter=window.Object.fromEntries))

    def start_from_menu(self) -> None:
        try:
            raw = str(by_id("menu-seed").value).strip()
            seed = parse_seed(raw) if raw else None
        except LinkError as exc:
            toast(capital(sentence(str(exc))))
            return
        clear_toast()
        kinds = self.menu_kinds[: self.menu_players]
        game = str(by_id("menu-game").value)
        low, high = PLAYABLE[game]
        if not low <= len(kinds) <= high:
            toast(t("err.players", game=games.name(game), low=low, high=high))
            return
        storage_set(SETUP_KEY, MenuSetup(game, len(kinds), self.menu_kinds).dumps())
        self._spawn(self.begin(Match(game, self._seats(kinds), self._seed(seed))))

    def rematch(self) -> None:
        """The game just finished again: the same seats (names, kinds, order), a new deal."""
        if self.game is None:
            return
        match = self.game.match
        seats = [Seat(seat.name, seat.kind) for seat in match.seats]
        self._spawn(self.begin(Match(match.game_id, seats, self._seed(None))))

    # ------------------------------------------------------------------ wiring
    def _bind(self) -> None:
        bind_game_events(lambda: self.review.screen if self.review is not None else self.game)

        def menu_click(event: Any) -> None:
            count = closest(event, "[data-players]")
            resume = closest(event, "[data-resume]")
            delete = closest(event, "[data-delete]")
            review = closest(event, "[data-review]")
            quick = closest(event, "[data-quick]")
            learn = closest(event, "[data-learn]")
            setup = closest(event, "[data-setup]")
            if closest(event, "#menu-start"):
                self.start_from_menu()
            elif quick is not None:
                self.quick_game(str(quick.dataset.quick))
            elif learn is not None:
                self.learn(str(learn.dataset.learn))
            elif setup is not None:
                self.open_setup(str(setup.dataset.setup))
            elif closest(event, "#menu-setup"):
                self.open_setup()
            elif closest(event, "#menu-back"):
                self.menu_view = "title"
                self.render_menu()
            elif resume is not None:
                if not self.resume(str(resume.dataset.resume)):
                    self.render_menu()
            elif delete is not None:
                self._spawn(self.delete_save(str(delete.dataset.delete)))
            elif review is not None:
                self.review_slot(str(review.dataset.review))
            elif closest(event, "#review-pick-cancel"):
                self.review_prompt = False
                self.render_menu()
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
                self._apply_language()
                self.render_menu()
            elif target.id == "menu-confirm":
                self.confirm_end = bool(target.checked)
                storage_set(CONFIRM_KEY, "1" if self.confirm_end else "0")
            elif target.id == "menu-import" and target.files.length:
                self._spawn(self.import_file(target.files.item(0)))
            elif target.id in ("menu-review", "review-file") and target.files.length:
                self._spawn(self.review_file(target.files.item(0)))
                target.value = ""

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
            self.show_menu()

        on(by_id("menu"), "click", menu_click)
        on(by_id("menu"), "change", menu_change)
        on(by_id("btn-menu"), "click", lambda _e: self.show_menu())
        on(by_id("btn-export"), "click", lambda _e: self.export())
        on(by_id("game-import"), "change", game_import)
        on(by_id("pace"), "input", pace_change)
        on(by_id("results-new"), "click", results_new)
        on(by_id("results-rematch"), "click", lambda _e: self.rematch())
        on(by_id("results-review"), "click", lambda _e: self.review_game())
        on(by_id("btn-review"), "click", lambda _e: self.review_game())
        on(by_id("btn-review-back"), "click", lambda _e: self.close_review())
        on(by_id("review-analysis"), "click",
           lambda e: self.analysis.click(e) if self.analysis is not None else None)
        on(by_id("review-analysis"), "change",
           lambda e: self.analysis.change(e) if self.analysis is not None else None)
        on(by_id("results-close"), "click", lambda _e: by_id("results").close())
        on(by_id("btn-rules"), "click", lambda _e: self.show_rules())
        on(by_id("rules-close"), "click", lambda _e: by_id("rules").close())
        on(by_id("rules"), "click", self._rules_click)
        toolbar.bind()
        on(by_id("toast"), "click", lambda _e: clear_toast())
        on(by_id("ask-yes"), "click", lambda _e: self._answer(True))
        on(by_id("ask-no"), "click", lambda _e: self._answer(False))
        on(by_id("ask"), "cancel", lambda _e: self._answer(False))
        self._label_static()

    def _spawn(self, coroutine: Any) -> None:
        """Run a coroutine in the background, keeping a reference until it is done."""
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(self._report_failure)

    @staticmethod
    def _report_failure(task: asyncio.Future) -> None:
        """A background step that failed says so (and logs why) instead of leaving the
        page half drawn without a word."""
        if task.cancelled() or task.exception() is None:
            return
        exc = task.exception()
        traceback.print_exception(exc)
        toast(t("err.internal", reason=error_reason(exc)))

    def _label_static(self) -> None:
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

    def _expose_test_hooks(self) -> None:
        """``window.incagames``, read only, for tests, measurements and debugging:

        ``view()`` the spectator view; ``legal()`` the current legal actions as JSON texts;
        ``moves()`` how many actions the match has; ``reviewView()`` and
        ``reviewPosition()`` the review's position (its view, its action count); ``hint()``
        the hinted action's JSON (null when none is shown); ``aiReady()`` a Promise of
        whether the AI worker runs; ``aiWorkers()`` how many AI workers are up;
        ``aiAnswers()`` how many calls each has answered (a search's worlds, a review's
        choices), the first worker first;
        ``botLatency(game, level, decisions, seed)`` a Promise of the JSON list of seconds
        per bot decision measured in the worker (``tools/botspeed.py``, fetched only then).
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

        def review_view() -> Any:
            """The review's position as everyone sees it (null when no review shows)."""
            if self.review is None:
                return None
            return to_js(self.review.screen.match.state.view(None),
                         dict_converter=window.Object.fromEntries)

        def review_position() -> int | None:
            return None if self.review is None else self.review.position

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

        def ai_workers() -> int:
            return len(self.ai.pool())

        def ai_answers() -> Any:
            return to_js(list(self.ai.answers))

        def bot_latency(game: Any, level: Any, decisions: Any, seed: Any) -> Any:
            return promise(lambda: self.ai.latency(str(game), str(level), int(decisions),
                                                   int(seed)))

        hooks = window.Object.new()
        for name, function in (("view", view), ("legal", legal), ("moves", moves),
                               ("hint", hint), ("aiReady", ai_ready),
                               ("aiWorkers", ai_workers), ("aiAnswers", ai_answers),
                               ("reviewView", review_view), ("reviewPosition", review_position),
                               ("botLatency", bot_latency)):
            setattr(hooks, name, create_proxy(function))
        hooks.version = incagames.__name__
        window.incagames = hooks

