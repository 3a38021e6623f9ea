"""Table mode as players at a real table use it: the host's device in Chromium, one phone
in Chromium and one in Firefox ESR (over WebDriver BiDi, ``tools/firefox.py``), each its
own browser profile, linked by WebRTC on this machine. Nobody types a code: each phone's
answer travels back as a link opened on the host's device, which hands it to the tab
with the table. They play through the pages' buttons; a forged decision is refused; a
phone reloads, another is frozen as a dead battery would be, one's page is closed and
opened again, and each finds its way back; a finished game reaches every phone
whole (results, charts, review) and the rematch keeps the table. Every message a phone
received is checked for hidden information against the host's game, replayed from its
save file."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from positions import played
from test_a11y import axe_violations

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "web"))

from app.saves.store import SaveInfo, SaveStore  # noqa: E402
from app.table import protocol as P  # noqa: E402

from incagames import state_from_json  # noqa: E402
from incagames.core import Rng  # noqa: E402
from incagames.core.match import Match, Seat  # noqa: E402
from incagames.core.state import State  # noqa: E402
from tools.firefox import Firefox, FirefoxPage  # noqa: E402

SHOTS = ROOT / "build" / "screens"
"""The screen tour's folder (``test_screens.py``): the phone's results are shot there."""

LINK_TIMEOUT_MS = 120_000
"""How long a page may take to boot and link (three Pyodide pages on a loaded 2-core
machine: one 60 s wait ran out once in CI-like runs)."""
LOST_MS = 6_000
"""A phone that stops answering is shown lost within this (its heartbeat, web/table.js),
long before WebRTC itself would notice (17 to 30 s)."""
MAX_CODE = 300
"""The longest code of an offer or an answer, in any pairing of Chromium and Firefox."""
RERUN_ALSO = [r"TimeoutError: Page\.wait_for_selector", r"phone is linking"]
"""A link that never came up is tried again (``e2e/conftest.py``): Chromium pages linking
over WebRTC (by mDNS names) while the other worker runs another Chromium missed the wait
in about one full run of two, and passed alone each time; once it missed twice in a row."""
RERUNS = 2
"""How many times more (a third miss fails the run)."""
RECORD = """(() => {
  // Every message the table's link hands to the page, kept for the test (web/table.js).
  window.__received = [];
  let table;
  Object.defineProperty(window, "incaTable", {
    configurable: true,
    get() { return table; },
    set(value) {
      const listen = value.listen;
      value.listen = (onMessage, onState) => listen((key, text) => {
        window.__received.push(text);
        onMessage(key, text);
      }, onState);
      table = value;
    },
  });
})();"""
CHOICES = """() => {
  const end = document.querySelector('#controls [data-ui="end-turn"]');
  if (end && !end.disabled) return ["END"];
  const seen = new Set();
  for (const b of document.querySelectorAll(
      '#controls [data-action], #board-regions [data-action]')) {
    if (!b.disabled) seen.add(b.getAttribute("data-action"));
  }
  return [...seen];
}"""
PLACE = """(pick) => {
  // Cuzco's placer: a hex chosen in its drop-down, as a player without a mouse would
  const cell = document.querySelector('#controls select[data-ui="place-cell"]');
  const go = document.querySelector('#controls [data-ui="place-go"]');
  if (!cell || (go && go.getAttribute("data-action"))) return false;
  const options = [...cell.options].filter((o) => o.value !== "-1");
  if (!options.length) return false;
  cell.value = options[pick % options.length].value;
  cell.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}"""
CLICK = """(choice) => {
  if (choice === "END") {
    document.querySelector('#controls [data-ui="end-turn"]').click();
    return true;
  }
  for (const b of document.querySelectorAll(
      '#controls [data-action], #board-regions [data-action]')) {
    if (!b.disabled && b.getAttribute("data-action") === choice) { b.click(); return true; }
  }
  return false;
}"""
TEXT = "([s, text]) => { const e = document.querySelector(s); " \
       "return !!e && e.textContent.includes(text); }"
SEATS = ["Host", "Ana", "Bo"]

AnyPage = Page | FirefoxPage


def wait_text(page: AnyPage, selector: str, text: str, timeout: float = 15_000) -> None:
    """Until ``selector``'s text holds ``text`` (on either browser)."""
    page.wait_for_function(TEXT, arg=[selector, text], timeout=timeout)


class Table:
    """The host's page (Chromium), Ana's phone (Chromium) and Bo's (Firefox), and what
    the phones received."""

    def __init__(self, browser: Browser, firefox: Firefox, site_url: str,
                 errors: list[str]) -> None:
        self.browser, self.firefox = browser, firefox
        self.site_url = site_url
        self.errors = errors
        self.players = 3
        self.contexts: dict[int, BrowserContext] = {}
        self.pages: dict[int, AnyPage] = {}
        self.received: dict[int, list[str]] = {1: [], 2: []}
        for seat in (0, 1):
            phone = seat > 0
            context = browser.new_context(
                viewport={"width": 390, "height": 844} if phone else
                {"width": 1280, "height": 800}, has_touch=phone, is_mobile=phone)
            context.add_init_script(RECORD)
            self.contexts[seat] = context
            self.pages[seat] = self._watch(context.new_page(), seat)
        context = self.contexts[1]
        context.grant_permissions(["clipboard-read", "clipboard-write"],
                                  origin=site_url.rstrip("/"))
        self.bo = firefox.new_page()
        self.bo.add_init_script(RECORD)
        self.pages[2] = self.bo

    def _watch(self, page: Page, seat: int) -> Page:
        page.set_default_timeout(90_000)
        page.on("console", lambda m: self.errors.append(f"{seat} console: {m.text}")
                if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(f"{seat} pageerror: {e}"))
        page.on("request", lambda r: self.errors.append(f"foreign request {r.url}")
                if not r.url.startswith((self.site_url, "data:", "blob:")) else None)
        return page

    @property
    def host(self) -> Page:
        return self.pages[0]  # type: ignore[return-value]

    def all_errors(self) -> list[str]:
        return self.errors + self.bo.errors

    def close(self) -> None:
        for context in self.contexts.values():
            context.close()
        self.bo.close()

    # ------------------------------------------------------------ opening
    def open(self, game: str, seed: int) -> None:
        host = self.host
        host.goto(self.site_url + "index.html")
        host.wait_for_selector("html.ready", state="attached")
        host.click(f"[data-setup='{game}']")
        host.click(f"[data-players='{self.players}']")
        for seat in range(1, self.players):
            host.select_option(f".seat-kind[data-seat='{seat}']", "phone")
        host.fill("#menu-seed", str(seed))
        host.click("#menu-start")
        host.wait_for_selector("#table-dialog[open]")

    def invite(self, seat: int) -> str:
        """The host's new invitation for ``seat`` (the link its QR code shows)."""
        host = self.host
        if not host.locator("#table-dialog").evaluate("d => d.open"):
            host.click("#btn-table")
        card = host.locator(f"#table-seats [data-seat='{seat}']")
        card.locator("[data-table='invite']").click()
        link = card.locator(".invite-link").input_value(timeout=LINK_TIMEOUT_MS)
        assert "#join=" in link and "&game=" in link
        assert len(link.split("#join=")[1].split(".", 2)[2].split("&")[0]) <= MAX_CODE
        return link

    def link(self, seat: int, audit: bool = False) -> None:
        """Invite ``seat``'s phone and link it as players would, typing nothing: the
        phone opens the invitation, its answer link is opened on the host's device (a
        new tab of the host's browser), which hands it to the table's tab. ``audit``:
        axe-core checks the table dialog and the phone's join page on the way."""
        host, phone, name = self.host, self.pages[seat], SEATS[seat]
        link = self.invite(seat)
        phone.goto(link)  # on a page of the site already: a new fragment, no page load
        phone.wait_for_selector("#join-share", timeout=LINK_TIMEOUT_MS)
        wait_text(phone, ".join-game", "Cuzco" if "game=cuzco" in link else "Machu Picchu")
        phone.fill("#join-name", name)
        answer = phone.input_value("#join-link")
        assert len(phone.input_value("#join-code")) <= MAX_CODE
        if isinstance(phone, Page):  # the share button: no share sheet here, so it copies
            phone.click("#join-share")
            wait_text(phone, "#toast", "Answer link copied")
            assert phone.evaluate("navigator.clipboard.readText()") == answer
        if audit:
            assert axe_violations(host) == []
            assert axe_violations(phone) == []  # type: ignore[arg-type]
        courier = self._watch(self.contexts[0].new_page(), 9)
        courier.goto(answer)
        expect(courier.locator("#answer-state")).to_contain_text(
            f"{name} is at the table", timeout=LINK_TIMEOUT_MS)
        courier.close()
        phone.wait_for_function("document.documentElement.dataset.phase === 'game'",
                                timeout=LINK_TIMEOUT_MS)
        expect(host.locator("#toast")).to_contain_text(f"{name} joined the table")

    def secret(self, seat: int) -> Any:
        """What the phone keeps of its tables (its seats' secrets)."""
        return self.pages[seat].evaluate(
            "Object.entries(localStorage).filter(([k]) => k.startsWith('incagames.table.')"
            " && k.split('.').length === 4)")

    def keep(self, seat: int) -> None:
        """Take what the phone received so far (before its page goes away)."""
        self.received[seat] += self.pages[seat].evaluate("window.__received.splice(0)")

    # ------------------------------------------------------------ playing
    def moves(self, seat: int = 0) -> int:
        return int(self.pages[seat].evaluate("window.incagames.moves()"))

    def deciding(self) -> tuple[int | None, int | None]:
        view = self.host.evaluate("window.incagames.view()")
        return view["current_player"], view["turn_player"]

    def decide(self, rng: random.Random, count: int) -> None:
        """One decision of the seat deciding now, on its own page, through its buttons
        (the longer its turn, the likelier it ends it); waits until the host has it."""
        seat, _turn = self.deciding()
        assert seat is not None
        page = self.pages[seat]
        before = self.moves()
        # the deciding page draws the position once it has the update
        page.wait_for_function(f"window.incagames.moves() === {before}")
        choices: list[str] = []
        for _ in range(50):
            page.evaluate(PLACE, rng.randrange(1000))
            choices = page.evaluate(CHOICES)
            if choices:
                break
            time.sleep(0.1)
        assert choices, f"seat {seat} has nothing to click"
        ends = [c for c in choices if c == "END" or json.loads(c)["kind"] == "end_turn"]
        others = [c for c in choices if c not in ends]
        pick = rng.choice(ends if ends and (count > 5 or not others) else others or ends)
        assert page.evaluate(CLICK, pick)
        # played on the host, or (a turn-ending step) waiting for "End turn" here
        confirm = "!!document.querySelector('#controls [data-ui=\"end-turn\"]')"
        for _ in range(1200):
            if self.moves() > before or (pick != "END" and page.evaluate(confirm)):
                return
            self.host.wait_for_timeout(50)
        raise AssertionError(f"seat {seat}'s {pick} was not played")

    def rounds(self, rounds: int, rng: random.Random) -> None:
        """Play until ``rounds`` more turns of every seat have begun."""
        turns, count = 0, 0
        _, last = self.deciding()
        while turns < self.players * rounds:
            self.decide(rng, count)
            seat, turn = self.deciding()
            assert seat is not None, "the game ended early"
            count += 1
            if turn != last:
                turns, count, last = turns + 1, 0, turn

    def to_the_end(self, rng: random.Random) -> None:
        count, last = 0, None
        while (seat := self.deciding()[0]) is not None:
            self.decide(rng, count)
            count = 0 if seat != last else count + 1
            last = seat

    def until(self, seat: int, rng: random.Random) -> None:
        """Play until ``seat`` decides."""
        count = 0
        while self.deciding()[0] != seat:
            self.decide(rng, count)
            count += 1

    def undo_on_phone(self, seat: int, rng: random.Random) -> None:
        """``seat`` decides on its phone, then presses Undo there: the host takes the
        decision back (a decision that ends the turn or draws a card cannot be: then the
        next turn of the seat tries again)."""
        page = self.pages[seat]
        assert isinstance(page, Page)
        for _ in range(6):
            self.until(seat, rng)
            before = self.moves()
            self.decide(rng, 0)
            now = self.moves()
            if now == before:
                continue  # waiting for "End turn": the turn would pass on
            page.wait_for_function(f"window.incagames.moves() === {now}")  # its update
            try:  # the tool bar is drawn with the panels, after the board's animation
                page.wait_for_function("!document.getElementById('btn-undo').disabled",
                                       timeout=3_000)
            except PlaywrightTimeout:
                continue  # a card was drawn, or the turn passed on: nothing to take back
            else:
                page.click("#btn-undo")
                self.host.wait_for_function(f"window.incagames.moves() === {before}")
                page.wait_for_function(f"window.incagames.moves() === {before}")
                return
        raise AssertionError(f"seat {seat} found no decision to take back")

    # ------------------------------------------------------------ checking
    def save(self) -> Match:
        host = self.host
        host.click("#btn-more") if host.locator("#btn-more").is_visible() else None
        with host.expect_download() as download:
            host.click("#btn-export")
        return Match.loads(Path(download.value.path()).read_text())

    def check_received(self, match: Match) -> int:
        """Every message each phone received follows the protocol, and each update's
        position shows the seat exactly what it saw on the host, with every card it had
        not seen dealt at random. A position later taken back (an update followed by one
        of fewer moves) is not in the save, so it is only parsed. Returns how many updates
        were checked."""
        states = _positions(match)
        checked = 0
        for seat, texts in self.received.items():
            differs = hidden = 0
            updates = [m for m in map(P.from_host, texts) if m["kind"] == "update"]
            later = [min((u["move"] for u in updates[i + 1:]), default=10**9)
                     for i in range(len(updates))]
            for message, after in zip(updates, later, strict=True):
                if message["move"] > after:
                    state_from_json(message["state"])  # taken back: still a valid world
                    continue
                truth = states[message["move"]]
                world = state_from_json(message["state"])
                assert world.view(seat) == truth.view(seat)
                same = [s.determinize(seat, Rng(99)).to_json() for s in (world, truth)]
                assert same[0] == same[1], "the world differs beyond the unseen cards"
                for event in message["events"]:
                    if event.get("kind") == "draw" and event.get("source") == "deck":
                        assert event.get("card") is None
                if _unseen(truth, seat) >= 4:
                    hidden += 1
                    differs += _cards(world) != _cards(truth)
                checked += 1
            assert hidden > 5 and differs >= 0.8 * hidden, \
                f"seat {seat}: the unseen cards were dealt as they are in {hidden - differs}" \
                f" of {hidden} updates"
        return checked


def _positions(match: Match) -> list[State]:
    """The host's position after each number of moves, replayed from its save."""
    replay = Match(match.game_id, match.seats, match.seed, match.options)
    states = [replay.state.clone()]
    for action in match.actions:
        replay.apply(action)
        states.append(replay.state.clone())
    return states


def _cards(state: State) -> Any:
    data = state.to_json()
    return data["deck"], data["hands"]


def _unseen(state: State, seat: int) -> int:
    """How many cards ``seat`` has not seen (in the deck and in the other hands)."""
    data = state.to_json()
    bit = 1 << seat
    cards = data["deck"] + [c for s, hand in enumerate(data["hands"]) if s != seat
                            for c in hand]
    return sum(1 for c in cards if not data["known"][c] & bit)


def _freeze(firefox: Firefox, sig: signal.Signals) -> None:
    """Stop (or resume) every process of the Firefox phone: no packet, no timer, as a
    phone whose battery died."""
    for pid in firefox.processes():
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, sig)


@pytest.fixture
def table(browser: Browser, firefox: Firefox, site_url: str,
          page_errors: list[str]) -> Iterator[Table]:
    t = Table(browser, firefox, site_url, page_errors)
    yield t
    t.close()


@pytest.mark.parametrize(("game", "seed", "rounds"), [("cuzco", 5, 1), ("machu-picchu", 8, 2)])
def test_three_devices_two_browsers_play_at_one_table(table: Table, game: str, seed: int,
                                                      rounds: int) -> None:
    """Rounds of play on three devices, a forged decision, an undo on a phone, a phone's
    reload; in Cuzco also a phone that dies and comes back, one whose page is closed and
    opened again, and the host's reload."""
    rng = random.Random(seed)
    table.open(game, seed)
    table.link(1, audit=game == "cuzco")
    table.link(2)
    expect(table.host.locator("#table-dialog")).not_to_be_visible()  # all joined: the board
    host, ana, bo = table.host, table.pages[1], table.bo
    expect(host.locator("#players [data-seat='1']")).to_contain_text("Ana")
    expect(host.locator("#players [data-seat='1']")).to_contain_text("Player with own phone")
    # each phone says who sits where: itself, the other phone, the host's person
    for page, me, other in ((ana, 1, 2), (bo, 2, 1)):
        wait_text(page, f"#players [data-seat='{me}']", "You · this phone")
        wait_text(page, f"#players [data-seat='{other}']", "Player with own phone")
        wait_text(page, "#players [data-seat='0']", "Player at the host's device")
    table.until(1, rng)
    expect(host.locator("#prompt-title")).to_have_text("Whose turn it is")
    wait_text(ana, "#prompt-title", "Your decision")
    table.rounds(rounds, rng)

    # A forged decision: Bo's Firefox speaks for Ana's turn with its own secret.
    table.until(1, rng)
    if game == "machu-picchu":  # the phone's hint: its own AI worker, from what it sees
        ana.click("#controls [data-ui='hint']")
        ana.wait_for_function("window.incagames.hint() != null")
        assert json.loads(ana.evaluate("window.incagames.hint()")) in [
            json.loads(a) for a in ana.evaluate("window.incagames.legal()")]
    before = table.moves()
    legal = ana.evaluate("window.incagames.legal()")[0]
    bo.evaluate("""([legal, move]) => {
        const secret = Object.keys(localStorage).filter((k) => k.startsWith(
            "incagames.table.") && k.endsWith(".2")).map((k) => localStorage[k])[0];
        window.incaTable.send("host", JSON.stringify({kind: "act", version: 2, secret,
            move, action: JSON.parse(legal)}));
    }""", [legal, before])
    wait_text(bo, "#toast", "The host refused")
    assert table.moves() == before

    # Ana takes back a decision of her turn with the phone's Undo.
    table.undo_on_phone(1, rng)

    # Ana's phone reloads: it says which table it was at and how to get back; the host's
    # new invitation, opened in that very tab, gives her seat and its log back.
    table.keep(1)
    secrets = {s: table.secret(s) for s in (1, 2)}
    ana.reload()
    ana.wait_for_selector("#rejoin-leave")
    expect(ana.locator("#menu-body")).to_contain_text("Back to your table")
    expect(ana.locator("#menu-body")).to_contain_text("invites Ana's phone again")
    expect(host.locator("#toast")).to_contain_text("lost the link")
    ana.evaluate("window.__stayed = true")
    table.link(1)
    assert ana.evaluate("window.__stayed === true"), "a new fragment in the same page"
    assert table.secret(1) == secrets[1]
    assert ana.locator("#log li").count() == host.locator("#log li").count()
    table.rounds(rounds, rng)

    if game == "cuzco":
        # Bo's phone dies (every Firefox process stopped): the host sees it within
        # seconds; it comes back before WebRTC gives up, and plays on.
        _freeze(table.firefox, signal.SIGSTOP)
        try:
            expect(host.locator("#toast")).to_contain_text("Bo's phone stopped answering",
                                                           timeout=LOST_MS)
        finally:
            _freeze(table.firefox, signal.SIGCONT)
        expect(host.locator("#toast")).to_contain_text("Bo's phone is back")
        table.until(2, rng)
        table.decide(rng, 0)

        # Ana closes the game's page: the host sees it at once; her browser opened
        # again finds the table and takes her seat back.
        table.keep(1)
        ana.close()
        expect(host.locator("#toast")).to_contain_text("Ana's phone lost the link",
                                                       timeout=LOST_MS)
        ana = table._watch(table.contexts[1].new_page(), 1)
        table.pages[1] = ana
        ana.goto(table.site_url + "index.html")
        ana.wait_for_selector("#rejoin-leave")
        table.link(1)
        assert table.secret(1) == secrets[1]

        # The host's page reloads: the game and the table resume from its autosave.
        moves = table.moves()
        host.reload()
        host.wait_for_selector("#table-dialog[open]")
        assert table.moves() == moves
        expect(host.locator("#table-seats [data-seat='2'] .table-state")).to_contain_text(
            "lost the link")
        wait_text(bo, "#toast", "link to the host is lost")
        table.link(1)
        table.link(2)
        assert {s: table.secret(s) for s in (1, 2)} == secrets
        table.rounds(1, rng)

    table.keep(1)
    table.keep(2)
    checked = table.check_received(table.save())
    assert checked > 20
    assert table.all_errors() == []


def _near_the_end(seed: int, left: int) -> Match:
    """A Cuzco game of three played by easy bots until ``left`` moves before its end."""
    seats = [Seat(name, "human") for name in SEATS]
    whole = played("cuzco", seats, seed, lambda s: False)
    match = Match(whole.game_id, whole.seats, whole.seed, whole.options)
    for action in whole.actions[:len(whole.actions) - left]:
        match.apply(action)
    return match


class DictStorage(dict):
    def get(self, key: str) -> str | None:  # type: ignore[override]
        return super().get(key)

    def set(self, key: str, value: str) -> bool:
        self[key] = value
        return True

    def remove(self, key: str) -> None:
        self.pop(key, None)


def _saved_table(match: Match, table: str, secrets: dict[int, str]) -> dict[str, str]:
    """The host's storage with ``match`` as the game on screen, at ``table``."""
    storage = DictStorage()
    store = SaveStore(storage, lambda: 1_800_000_000_000.0)
    info = SaveInfo(id="", game=match.game_id, seats=[[s.name, s.kind] for s in match.seats],
                    created=1_800_000_000_000.0, updated=0.0, moves=len(match.actions))
    store.save("1800000000000", info, {"match": match.to_json(), "pace": 0, "table": {
        "id": table, "guests": {str(s): key for s, key in secrets.items()}}})
    store.set_current("1800000000000")
    return dict(storage)


def _store(page: AnyPage, items: dict[str, str]) -> None:
    page.evaluate("(items) => { for (const [k, v] of Object.entries(items)) "
                  "localStorage.setItem(k, v); }", items)


def test_the_table_stays_a_table_to_the_end_and_the_rematch(table: Table) -> None:
    """A Cuzco game a few moves from its end, resumed by the host with its two phones:
    the last decisions are made on the phones, every phone shows the results with their
    charts and opens the review of the whole game, and the rematch starts at the same
    table with the same phones, linked, without a new invitation."""
    rng = random.Random(3)
    match = _near_the_end(seed=21, left=12)
    secrets = {1: "ana-secret-0123456789", 2: "bo-secret-0123456789"}
    host, ana, bo = table.host, table.pages[1], table.bo
    for page in (host, ana, bo):
        page.goto(table.site_url + "index.html")
        page.wait_for_function("document.documentElement.classList.contains('ready')")
    _store(host, _saved_table(match, "TableEnd21", secrets))
    for seat, page in ((1, ana), (2, bo)):
        _store(page, {f"incagames.table.TableEnd21.{seat}": secrets[seat]})
    host.reload()
    host.wait_for_selector("#table-dialog[open]")
    assert table.moves() == len(match.actions)
    table.link(1)
    table.link(2)
    table.to_the_end(rng)

    # every phone: the results, with the score after each round (the whole game came)
    for page in (ana, bo):
        page.wait_for_function("document.getElementById('results').open",
                               timeout=LINK_TIMEOUT_MS)
        page.wait_for_function("document.documentElement.dataset.table === 'guest-over'")
        page.wait_for_function(
            "document.querySelectorAll('#results .results-charts .chart-part').length === 2")
        assert page.evaluate("document.querySelectorAll('#results [data-testid=result-row]')"
                             ".length") == 3
        assert page.evaluate("getComputedStyle(document.getElementById('results-rematch'))"
                             ".display") == "none"
    ana.screenshot(path=SHOTS / "table-phone-results-390.png")
    rows = "[...document.querySelectorAll('#results [data-testid=result-row]')]" \
           ".map((r) => r.textContent.split(/\\s+/).join(' '))"
    assert ana.evaluate(rows) == host.evaluate(rows) == bo.evaluate(rows)
    # the review of the whole game, on a phone (every card is public now)
    ana.click("#results-review")
    ana.wait_for_selector("#btn-review-back", state="visible")
    ana.wait_for_function("window.incagames.reviewPosition() !== null")
    bo.click("#results-review")
    bo.wait_for_function("window.incagames.reviewPosition() !== null")
    # the finished game is kept on the phone, to review again later
    assert any("TableEnd21" in key for key in ana.evaluate("Object.keys(localStorage)"))

    # the rematch: the same phones, linked, a new deal
    host.click("#results-rematch")
    for seat, page in ((1, ana), (2, bo)):
        page.wait_for_function("window.incagames.moves() === 0", timeout=LINK_TIMEOUT_MS)
        page.wait_for_function("document.documentElement.dataset.table === 'guest'")
        wait_text(page, f"#players [data-seat='{seat}']", SEATS[seat])
    expect(host.locator("#table-dialog")).not_to_be_visible()
    table.rounds(1, rng)
    assert table.all_errors() == []
