"""The application shell: boot, menu, deep links, autosave, save files, language.

It owns at most one game screen (``games.screen``) at a time and never touches the rules;
it names no game: the games and their screens come from ``games``.
"""

from __future__ import annotations

import asyncio
import traceback
from typing import TYPE_CHECKING, Any

from pyscript import document, window

from incagames.core.match import Match, Seat

from . import games, test_hooks, wiring
from .ai.bridge import SPREAD_LEVELS, AiBridge, error_reason
from .menu import screen as menu_screen
from .menu.setup import SETUP_KEY, MenuSetup
from .menu.setup_form import CONFIRM_KEY, DEFAULT_AI, MENU_KINDS, PHONE, quick_seats
from .page import labels
from .page.ask import AskDialog
from .page.dom import by_id, mark_ready, show, storage_get, toast
from .page.labels import LANG_KEY
from .page.params import (
    DEFAULT_PACE,
    MAX_PACE,
    PLAYABLE,
    LinkError,
    link_language,
    parse_link,
    review_link,
)
from .page.tabs import Tabs
from .review import host as review_host
from .saves import keep as saves_ui
from .saves.store import SaveStore
from .table.link import LAST_KEY
from .text.i18n import browser_language, default_name, sentence, set_language, supported, t

if TYPE_CHECKING:
    # Imported when first needed, not while the page boots: the game screens with the
    # game (games.screen), the replay, the rules and the guided games when opened.
    from .live.tutorial import Tutorial
    from .review.screen import ReviewScreen
    from .view.board import BoardView

class App:
    def __init__(self) -> None:
        self.game: BoardView | None = None
        self.review: ReviewScreen | None = None  # the replay shown (over the game, if any)
        self.review_bound = False  # the replay's controls are wired when it first opens
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
        self.saves = SaveStore(saves_ui.BrowserStorage(), lambda: float(window.Date.now()))
        self.confirm_end = storage_get(CONFIRM_KEY) != "0"
        self.menu_view = "title"  # the title screen, or "setup": the full set-up form
        self.save_failed = False
        self.asking = AskDialog()
        self.tabs = Tabs(self._elsewhere, self._taken)
        self._tasks: set[asyncio.Future] = set()
        self.table: Any = None
        """Table mode: the ``table.host.HostTable`` of the game on screen, or this phone's
        ``table.join.JoinScreen`` at another device's table; None otherwise."""

    # ------------------------------------------------------------------ boot
    def boot(self) -> None:
        query = str(window.location.search)
        set_language(link_language(query) or supported(storage_get(LANG_KEY))
                     or browser_language(window.navigator.languages or [])
                     or supported(window.navigator.language) or "en")
        wiring.bind(self)
        test_hooks.expose_test_hooks(self)
        self.saves.migrate(lambda data: saves_ui.describe_saved(self, data))
        fragment = str(window.location.hash)
        if fragment.startswith(("#join=", "#answer=")):
            from .table import answer as table_answer
            from .table import join as table_join

            if (table_join.join_from_link(self, fragment)
                    or table_answer.open_answer(self, fragment)):
                show(by_id("loading"), False)
                mark_ready()
                return
        try:
            setup = parse_link(query)
            review = review_link(query)
        except LinkError as exc:
            self._clean_url()
            menu_screen.show_menu(self)
            toast(t("err.param", reason=sentence(str(exc))))
        else:
            if review:
                self._clean_url()
                self.review_prompt = True
                menu_screen.show_menu(self)
                by_id("review-file").focus()
            elif setup is not None:
                self._clean_url()
                self.pace = setup.pace
                seats = self.seats_named(list(setup.kinds))
                menu_screen.show_menu(self)
                games.screen(setup.game)  # imported while the page loads, not at the first move
                self.spawn(self.begin(Match(setup.game, seats, self.new_seed(setup.seed))))
            elif not self._back_to_table() and not saves_ui.resume_unfinished(
                    self, self.saves.current()):
                menu_screen.show_menu(self)
        show(by_id("loading"), False)
        mark_ready()

    def _back_to_table(self) -> bool:
        """A phone that sits at another device's table shows that table and the way
        back to it, instead of the title screen."""
        if not storage_get(LAST_KEY):
            return False
        from .table import join as table_join

        record = table_join.remembered()
        if record is None:
            return False
        table_join.show_remembered(self, record)
        return True

    def _clean_url(self) -> None:
        """Drop the deep link from the address so a reload resumes instead of restarting."""
        path = str(window.location.pathname)
        window.history.replaceState(None, "", path)

    def new_seed(self, seed: int | None) -> int:
        if seed is not None:
            return seed
        return int(window.Math.random() * 2**31)

    def seats_named(self, kinds: list[str]) -> list[Seat]:
        seats = []
        humans = ais = 0
        for kind in kinds:
            if kind in ("human", PHONE):
                humans += 1
                seats.append(Seat(t("default.name", n=humans), "human"))
            else:
                ais += 1
                seats.append(Seat(t("default.ai", n=ais), kind))
        return seats


    def show_menu(self, elsewhere: bool = False) -> None:
        """The title screen (see ``menu.screen.show_menu``)."""
        menu_screen.show_menu(self, elsewhere)

    def render_menu(self) -> None:
        menu_screen.render_menu(self)

    def autosave(self) -> None:
        """Keep the game on screen (after every action, and when its reviews grow); at a
        table, the phones then get the position."""
        saves_ui.autosave(self)
        if self.table is not None and hasattr(self.table, "broadcast"):
            self.table.broadcast()

    def close_table(self, keep_links: bool = False) -> None:
        """Leave table mode (its links close, unless the next game at the same table
        takes them over); the game itself is saved as it was."""
        if self.table is not None:
            if keep_links:
                self.table.close(keep_links=True)
            else:
                self.table.close()
            self.table = None
        document.documentElement.removeAttribute("data-table")

    # ------------------------------------------------------------------ games
    async def begin(self, match: Match, table: Any = None, keep_links: bool = False) -> bool:
        """Start a new game in a slot of its own; when the list of saved games is full,
        the player is asked before the oldest one is discarded."""
        if self.saves.full():
            oldest = self.saves.oldest()
            if oldest is not None:
                title = saves_ui.save_title(self, oldest)
                if not await self.ask(t("ask.discard_oldest", game=title), t("ask.discard"),
                                      t("ask.keep")):
                    menu_screen.show_menu(self)
                    return False
                self.saves.delete(oldest.id)
        self.start(match, self.saves.new_slot(), table, keep_links)
        return True

    def start(self, match: Match, slot: str, table: Any = None,
              keep_links: bool = False) -> None:
        """Show ``match`` live in ``slot``; with ``table`` (a ``saves.store.TableSave``)
        its guest seats are played on phones at this device's table (``keep_links``:
        the phones linked to the table before play this game too)."""
        review_host.drop_review(self)
        self.close_table(keep_links)
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
        self.tabs.opened(slot)
        self.game = games.screen(match.game_id).live(match, self.pace, self.ai, self.autosave,
                                                     self.confirm_end)
        if any(seat.level in SPREAD_LEVELS for seat in match.seats):
            self.ai.start_helpers()  # an expert thinks in every worker (once the first is up)
        if table is not None:
            from .table.host import HostTable

            self.table = HostTable(self, table, linked=keep_links)
            document.documentElement.dataset.table = "host"
        labels.apply_language(self)
        saves_ui.autosave(self)
        self.game.render()
        self.game.play.schedule_ai()
        if self.table is not None and not all(self.table.joined(s) for s in self.table.guests):
            self.table.dialog.open()

    def show_guest_game(self, board: BoardView) -> None:
        """This phone's seat at another device's table (``table.join``): the board the
        host's updates drive; nothing of it is saved here (the game is the host's)."""
        if self.game is not None:
            self.game.close()
        self.game, self.slot = board, None
        show(by_id("menu"), False)
        show(by_id("game"), True)
        by_id("brand").innerHTML = games.brand_html(board.game_id)
        labels.apply_language(self)
        board.render()


    # ------------------------------------------------------------------ other tabs
    def _elsewhere(self, slot: str) -> None:
        """The game just opened here is open in another tab: it waits (no AI move, no
        save) while the player chooses where to play it."""
        if self.game is None or self.slot != slot:
            return
        self.game.suspend()
        self.spawn(self._choose_tab(slot))

    async def _choose_tab(self, slot: str) -> None:
        here = await self.ask(t("tabs.elsewhere"), t("tabs.here"), t("tabs.leave"))
        if self.slot != slot:
            return
        if here:
            self.tabs.take(slot)
            saves_ui.resume(self, slot)  # the other tab's last moves, read again
        else:
            self.slot = None  # nothing of this tab is saved over the other's
            self.show_menu(elsewhere=True)

    def _taken(self, slot: str) -> None:
        """Another tab took over the game open here: it closes, saying why."""
        if self.slot == slot:
            self.slot = None
            self.show_menu(elsewhere=True)
            toast(t("tabs.taken"), kind="info")

    # ------------------------------------------------------------------ review


    def quick_game(self, game_id: str) -> None:
        """One human against normal AIs, started at once (the remembered set-up stays)."""
        if game_id not in PLAYABLE:
            return
        kinds = ["human", *[DEFAULT_AI] * (quick_seats(game_id) - 1)]
        self.spawn(self.begin(Match(game_id, self.seats_named(kinds), self.new_seed(None))))


    # ------------------------------------------------------------------ learning
    def learn(self, game_id: str) -> None:
        """Start the guided first game of ``game_id``: its script's deal and seats, each
        step shown and highlighted, then free play against the easy AI."""
        if game_id not in PLAYABLE:
            return
        if by_id("rules").open:
            by_id("rules").close()
        script = games.tutorial(game_id)
        match = Match(game_id, self.seats_named(list(script.kinds)), script.seed)
        from .live.tutorial import Tutorial

        self.spawn(self._learn(match, Tutorial(script)))

    async def _learn(self, match: Match, tutorial: Tutorial) -> None:
        if await self.begin(match) and self.game is not None:
            self.game.play.start_tutorial(tutorial)
            saves_ui.autosave(self)

    # ------------------------------------------------------------------ asking
    async def ask(self, question: str, yes: str, no: str) -> bool:
        """A modal question with two answers (never the browser's blocking confirm)."""
        return await self.asking.ask(question, yes, no)

    # ------------------------------------------------------------------ menu


    def rematch(self) -> None:
        """The game just finished again: the same seats (names, kinds, order), a new deal."""
        if self.game is None:
            return
        match = self.game.match
        seats = [Seat(seat.name, seat.kind) for seat in match.seats]
        table = self.table.rematch() if hasattr(self.table, "rematch") else None
        self.spawn(self.begin(Match(match.game_id, seats, self.new_seed(None)), table,
                              keep_links=table is not None))

    # ------------------------------------------------------------------ wiring
    def spawn(self, coroutine: Any) -> None:
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


