"""A tour of every screen at the desktop and the phone size, saved as screenshots in
build/screens/ to be checked by eye (the README says how): the menu, both games mid-game,
a Machu Picchu night, trade and purchase, a Cuzco festival and placement, the phone's
menu and folded sheet, the results of both games, the replay of both (and a review's
analysis), the rules, the first step of each guided first game, and table mode's pages
that stand alone (a phone's way back to its table, an answer link opened elsewhere).

Each screen is reached through the UI (deep links, the file import, clicks); the test
asserts that it was reached and that the page logged no error on the way.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import positions
import pytest
from playwright.sync_api import Page, expect
from test_a11y import HUMAN_TURN, axe_violations, by_words
from test_play import GAME_TIMEOUT_MS

from tools.env import ROOT

SHOTS = ROOT / "build" / "screens"
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


def _open(page: Page, site_url: str, query: str = "") -> None:
    """The page afresh, with nothing saved (a saved game would be resumed instead)."""
    if page.url.startswith(site_url):
        page.evaluate("localStorage.clear()")
    page.goto(site_url + "index.html" + (f"?{query}" if query else ""))
    page.wait_for_selector("html.ready", state="attached")


def _load(page: Page, site_url: str, save: str) -> None:
    _open(page, site_url)
    page.set_input_files("#menu-import", files=[{
        "name": "save.json", "mimeType": "application/json", "buffer": save.encode()}])
    page.wait_for_selector("html[data-phase=game], html[data-phase=over]", state="attached")


def menu(page: Page, site_url: str) -> None:
    _open(page, site_url)
    expect(page.locator("#menu")).to_be_visible()


def setup(page: Page, site_url: str) -> None:
    menu(page, site_url)
    page.click("#menu-setup")
    expect(page.locator("#menu-start")).to_be_visible()


def handover(page: Page, site_url: str) -> None:
    _open(page, site_url, "game=machu-picchu&players=human,human&seed=3&pace=0")
    expect(page.locator("#handover")).to_be_visible()


def machu_picchu(page: Page, site_url: str) -> None:
    """Six decisions in, played from the board in words by keyboard."""
    _open(page, site_url, "game=machu-picchu&players=human,ai-easy,ai-easy&seed=3&pace=0")
    for _ in range(6):
        by_words(page)
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    page.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")  # as seen


def machu_picchu_thinking(page: Page, site_url: str) -> None:
    """An expert AI thinking, its line in its panel (and its bar in the phone's sheet):
    at the slowest pace each AI waits 5 s before it thinks, so the line stays meanwhile."""
    _open(page, site_url, "game=machu-picchu&players=ai-expert,ai-expert,human&seed=3"
                          "&pace=5000")
    line = page.locator("#players [data-testid=thinking]")
    expect(line).to_be_visible()
    expect(line).to_contain_text("is thinking…")


def machu_picchu_night(page: Page, site_url: str) -> None:
    _load(page, site_url, positions.machu_picchu_night())
    expect(page.locator("#controls [data-pick='coca']")).to_be_visible()
    expect(page.locator("#day-label")).to_have_text("Night 2")


def cuzco(page: Page, site_url: str) -> None:
    _open(page, site_url, "game=cuzco&players=human,ai-easy,ai-easy&seed=5&pace=0")
    expect(page.locator("#controls [data-action]").first).to_be_visible(timeout=GAME_TIMEOUT_MS)


def cuzco_festival(page: Page, site_url: str) -> None:
    _load(page, site_url, positions.cuzco_festival_bidding())
    bid = page.locator("#controls [data-action*='play_card']").first
    expect(bid).to_be_visible(timeout=GAME_TIMEOUT_MS)


def _results(game: str, seats: int, lang: str = "en") -> Callable[[Page, str], None]:
    def reach(page: Page, site_url: str) -> None:
        if lang != "en":
            _open(page, site_url, f"lang={lang}")
        _load(page, site_url, positions.finished(game, seats, 1))
        expect(page.locator('[data-testid="results"]')).to_be_visible(timeout=GAME_TIMEOUT_MS)
    return reach


def _review(game: str, seats: int, at: int) -> Callable[[Page, str], None]:
    """A finished game's replay, opened from its results, stepped to move ``at``."""
    def reach(page: Page, site_url: str) -> None:
        _results(game, seats)(page, site_url)
        page.click("#results-review")
        page.wait_for_selector("html[data-phase=review]", state="attached")
        page.locator("#review-range").fill(str(at))
        page.wait_for_function("k => window.incagames.reviewPosition() === k", arg=at)
        page.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")  # as seen
    return reach


def review_analysis(page: Page, site_url: str) -> None:
    """A finished game's review with its analysis kept in the save file (made-up
    verdicts: the layout, not the search), at its biggest swing."""
    from test_review_analysis import kept_review

    from incagames.core.match import Match

    match = Match.loads(positions.finished("machu-picchu", 4, 1))
    kept, _units = kept_review(match, 0, leave=0)
    _open(page, site_url, "review")
    page.set_input_files("#review-file", files=[{
        "name": "save.json", "mimeType": "application/json",
        "buffer": json.dumps({**match.to_json(), "reviews": {"0": kept}}).encode()}])
    page.wait_for_selector("html[data-phase=review]", state="attached")
    page.locator("#review-analysis .an-swing").first.click()
    expect(page.locator("#review-analysis [data-testid=an-here]")).to_be_visible()
    page.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")  # as seen


def _deciding(kind: str) -> Callable[[Page, str], None]:
    """Machu Picchu with Ana to decide an action of ``kind``: a trade at the Central
    Plaza ("sell"), a Priest or Virgin to buy ("acquire")."""
    def reach(page: Page, site_url: str) -> None:
        _load(page, site_url, positions.machu_picchu_deciding(kind))
        expect(page.locator(f"#controls [data-action*='\"{kind}\"']").first).to_be_visible()
        expect(page.locator("#controls .holdings").first).to_be_visible()
    return reach


def cuzco_placement(page: Page, site_url: str) -> None:
    """A terrain chosen: the hex and the orientation to pick, the map lit where it fits."""
    cuzco(page, site_url)
    page.locator("#controls [data-action*='triple']").click()
    expect(page.locator('#controls select[data-ui="place-cell"]')).to_be_visible()


def phone_tools(page: Page, site_url: str) -> None:
    """The phone's bar with its menu open (on a desktop every tool is in the bar)."""
    cuzco(page, site_url)
    page.set_viewport_size({"width": 390, "height": 844})
    page.click("#btn-more")
    expect(page.locator("#btn-review")).to_be_visible()


def sheet_folded(page: Page, site_url: str) -> None:
    """The phone's decision sheet folded to one row (a desktop has no sheet)."""
    _open(page, site_url, "game=machu-picchu&players=human,ai-easy,ai-easy&seed=3&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    page.set_viewport_size({"width": 390, "height": 844})
    page.click("#sheet-handle")
    expect(page.locator("#sheet-handle")).to_have_attribute("aria-expanded", "false")


def rules(page: Page, site_url: str) -> None:
    cuzco(page, site_url)
    page.click("#btn-rules")
    expect(page.locator("#rules")).to_be_visible()


def _learn(game: str) -> Callable[[Page, str], None]:
    """The first step of the guided first game, started from the title screen."""
    def reach(page: Page, site_url: str) -> None:
        menu(page, site_url)
        page.locator(f'.game-card [data-learn="{game}"]').click()
        card = page.locator('[data-testid="tutorial"]')
        expect(card).to_have_attribute("data-step", "1", timeout=GAME_TIMEOUT_MS)
    return reach


def table_way_back(page: Page, site_url: str) -> None:
    """A phone that sat at a table, reloaded: the table, and how to get back to it."""
    _open(page, site_url)
    page.evaluate("""() => {
        localStorage.setItem("incagames.table.last", JSON.stringify({table: "Table0001",
            seat: 1, game: "cuzco", names: ["Host", "Ana", "Bo"]}));
        localStorage.setItem("incagames.table.Table0001.1", "a-secret");
    }""")
    page.reload()
    page.wait_for_selector("html.ready", state="attached")
    expect(page.locator("#menu-body")).to_contain_text("Back to your table")


def table_answer_elsewhere(page: Page, site_url: str) -> None:
    """A phone's answer link opened in a browser that holds no table: it says so and
    offers the link to paste where the table is."""
    sys.path.insert(0, str(ROOT / "web"))
    from app.table.code import pack

    sdp = (ROOT / "tests" / "data" / "sdp" / "chromium-chromium-answer-1.txt").read_bytes()
    _open(page, site_url)
    page.goto(f"{site_url}index.html#answer=Table0001.1.{pack(sdp.decode())}")
    expect(page.locator("#answer-state")).to_contain_text("No table in this browser")


SCREENS: dict[str, Callable[[Page, str], None]] = {
    "menu": menu,
    "setup": setup,
    "handover": handover,
    "machu-picchu": machu_picchu,
    "machu-picchu-thinking": machu_picchu_thinking,
    "machu-picchu-night": machu_picchu_night,
    "cuzco": cuzco,
    "cuzco-festival": cuzco_festival,
    "cuzco-placement": cuzco_placement,
    "machu-picchu-trade": _deciding("sell"),
    "machu-picchu-purchase": _deciding("acquire"),
    "phone-tools": phone_tools,
    "phone-sheet-folded": sheet_folded,
    "results-machu-picchu": _results("machu-picchu", 4),
    "results-cuzco": _results("cuzco", 3),
    "results-spanish": _results("machu-picchu", 2, "es"),
    "review-machu-picchu": _review("machu-picchu", 4, 150),
    "review-cuzco": _review("cuzco", 3, 200),
    "review-analysis": review_analysis,
    "rules": rules,
    "learn-machu-picchu": _learn("machu-picchu"),
    "learn-cuzco": _learn("cuzco"),
    "table-way-back": table_way_back,
    "table-answer-elsewhere": table_answer_elsewhere,
}


def _board_in_words_clean(page: Page) -> list[str]:
    """axe on the board in words, shown while keyboard focus is in it (game screens)."""
    heading = page.locator("#board-regions h3").first
    if not (heading.count() and page.locator("#game").is_visible()
            and not page.locator("dialog[open], #handover:not([hidden])").count()):
        return []
    heading.focus()
    expect(page.locator("#board-text")).to_be_visible()
    found = axe_violations(page)
    page.evaluate("document.activeElement.blur()")
    return found


@pytest.mark.parametrize("name", SCREENS)
def test_every_screen_is_shot_and_axe_clean(page: Page, site_url: str, name: str,
                                            page_errors: list[str]) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    SCREENS[name](page, site_url)
    for width, height in SIZES.values():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(100)  # the layout settles (the phone's sheet)
        page.screenshot(path=str(SHOTS / f"{name}-{width}.png"))
        assert axe_violations(page) == [], (name, width)
        assert _board_in_words_clean(page) == [], (name, width, "board in words")
    assert page_errors == []


TOUCH_SCREENS = ("cuzco", "cuzco-placement", "machu-picchu-trade", "machu-picchu-purchase")
"""The screens whose wording or controls differ on a touch screen, shot again on a phone
(the tour above is a desktop window at both sizes: a mouse, no touch)."""


@pytest.mark.parametrize("name", TOUCH_SCREENS)
def test_touch_screens_are_shot_on_a_phone(phone: Page, site_url: str, name: str,
                                           page_errors: list[str]) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    SCREENS[name](phone, site_url)
    phone.wait_for_timeout(100)
    if name == "cuzco-placement":
        expect(phone.locator("#status")).to_contain_text("Tap the map")
    phone.screenshot(path=str(SHOTS / f"{name}-touch-390.png"))
    assert axe_violations(phone) == [], name
    assert page_errors == []


def test_the_saved_positions_are_what_they_claim() -> None:
    """Guards the tour: a changed engine or seed that no longer reaches a screen fails
    here, in plain Python, rather than as a timeout in the browser."""
    from incagames.core.match import Match

    night = Match.loads(positions.machu_picchu_night()).state
    assert night.current_player == 0 and night.queue[0][0] == "moon_goods"
    festival = Match.loads(positions.cuzco_festival_bidding()).state
    assert festival.view(None)["festival"] is not None and festival.current_player == 0
    assert Match.loads(positions.finished("cuzco", 3, 1)).state.is_over
    for kind in ("sell", "acquire"):
        state = Match.loads(positions.machu_picchu_deciding(kind)).state
        assert state.current_player == 0
        assert any(a.kind == kind for a in state.legal_actions())
    assert Path(positions.__file__).parent == Path(__file__).parent
