"""What cost a player time or left them unsure, each checked in the real page: an AI turn
skipped ahead keeps every move to read; a step waiting for "End turn" survives leaving
the game; the title screen's "Continue" card speaks the interface's language and names a
phone's seat; a long line of goods in "Since your last turn" wraps; on a phone each new
decision opens the sheet at its question, and nothing floats over the board's words or
the sheet's (the zoom buttons, a message, the sun token on the day track)."""

from __future__ import annotations

import sys
from pathlib import Path

import positions
from playwright.sync_api import Page, expect
from test_play import GAME_TIMEOUT_MS, open_save, pass_device, start

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "web"))

from app.games.machupicchu import board as mp_board  # noqa: E402  (where things are drawn)

from incagames.core.match import Match  # noqa: E402

FIRST_CHOICE = """() => {
  const b = document.querySelector('#controls [data-action]:not([disabled])');
  if (!b) return false;
  b.click();
  return true;
}"""


def test_an_ai_turn_skipped_ahead_keeps_every_move_to_read(page: Page, site_url: str,
                                                          page_errors: list[str]) -> None:
    """At the slowest speed each AI move waits 5 s; "Skip ahead" (here Space) plays the
    rest of the turn at once, and the summary and the log still hold every move."""
    start(page, site_url, "game=cuzco&players=ai-easy,human&seed=0&pace=5000")
    skip = page.locator("#controls [data-ui='skip-ahead']")
    expect(skip).to_be_visible(timeout=GAME_TIMEOUT_MS)
    expect(skip).to_have_attribute("aria-keyshortcuts", "Space")
    page.keyboard.press("Space")
    page.wait_for_selector("#controls select[data-ui='place-cell'], #controls [data-action]",
                           timeout=20_000)  # a turn of about ten moves, 5 s each, otherwise
    assert page.evaluate("window.incagames.moves()") >= 3, "the AI's turn was played whole"
    told = page.locator("#recap .recap-lines li, #recap .recap-move > span").all_inner_texts()
    assert len(told) >= 2, "the summary tells the turn"
    logged = page.locator("#log").inner_text()
    assert all(line in logged for line in told), "and the log keeps every line of it"
    assert page_errors == []


def test_a_step_waiting_for_end_turn_survives_leaving_the_game(page: Page, site_url: str,
                                                               page_errors: list[str]) -> None:
    """A chosen step that ends the turn waits for "End turn"; the player goes to the title
    screen and back with "Continue": the step still waits there, not undone."""
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    end = page.locator("#controls [data-ui='end-turn']")
    for _ in range(12):
        page.wait_for_selector("#controls [data-action], #controls [data-ui='end-turn']",
                               timeout=GAME_TIMEOUT_MS)
        if end.count():
            break
        page.evaluate(FIRST_CHOICE)
        page.wait_for_timeout(300)
    expect(end).to_be_visible()
    waiting = page.locator("#controls").inner_text()
    moves = page.evaluate("window.incagames.moves()")
    page.click("#btn-menu")
    expect(page.locator("#menu")).to_be_visible()
    page.click(".latest [data-resume]")
    expect(end).to_be_visible()
    assert page.locator("#controls").inner_text() == waiting
    assert page.evaluate("window.incagames.moves()") == moves, "the step was never played"
    end.click()
    page.wait_for_function(f"window.incagames.moves() > {moves}")
    assert page_errors == []


def test_the_continue_card_speaks_the_interface_language(page: Page, site_url: str,
                                                         page_errors: list[str]) -> None:
    """A game started in English, then the interface in German: the card says "Spieler 1"
    and "KI 1" as the game does; a seat on a phone at the table is listed as such."""
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    page.wait_for_selector("#controls [data-action]", timeout=GAME_TIMEOUT_MS)
    page.click("#btn-menu")
    page.select_option("#menu-lang", "de")
    card = page.locator(".latest")
    expect(card).to_contain_text("Spieler 1")
    expect(card).to_contain_text("KI 1")
    expect(card).not_to_contain_text("Player 1")
    # a table game: its phone's seat
    page.click("[data-setup='cuzco']")
    page.click("[data-players='2']")
    page.select_option(".seat-kind[data-seat='1']", "phone")
    page.click("#menu-start")
    page.wait_for_selector("#table-dialog[open]")
    page.click("#table-close")
    page.click("#btn-menu")
    expect(page.locator(".latest")).to_contain_text("Spieler mit eigenem Handy")
    assert page_errors == []


def test_a_long_line_of_goods_in_the_summary_wraps(page: Page, site_url: str,
                                                   page_errors: list[str]) -> None:
    """Bo's take at night changes five of his goods; Ana's "Since your last turn" shows
    the whole line, wrapped inside its box."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_save(page, site_url, positions.machu_picchu_long_gain())
    pass_device(page)
    for good in ("coca", "pottery", "cloth"):  # the three goods, then their confirmation
        page.click(f"#controls [data-pick='{good}']")
    page.click("#controls .confirm[data-action]")
    end = page.locator("#controls [data-ui='end-turn']")
    if end.count():
        end.click()
    pass_device(page)
    gain = page.locator("#recap .recap-gain").first
    expect(gain).to_be_visible()
    assert len(gain.inner_text().split(", ")) == 5
    fits = page.evaluate("""() => {
      const gain = document.querySelector('#recap .recap-gain');
      const box = document.querySelector('#recap .recap-list');
      const g = gain.getBoundingClientRect(), b = box.getBoundingClientRect();
      return g.right <= b.right + 1 && box.scrollWidth <= box.clientWidth + 1;
    }""")
    assert fits, "the goods line runs out of its box"
    assert page_errors == []


def test_each_new_decision_opens_the_phone_sheet_at_its_question(
        phone: Page, site_url: str, page_errors: list[str]) -> None:
    """Ana trades at the Central Plaza on a phone: she scrolls the sheet down to the last
    choices and sells; the next decision of the same trade shows its question, what she
    has and the prices from the top, not where she had scrolled."""
    open_save(phone, site_url, positions.machu_picchu_deciding("sell"))
    sell = phone.locator("#controls [data-action*='\"sell\"']").first
    sell.wait_for(timeout=GAME_TIMEOUT_MS)
    moves = phone.evaluate("window.incagames.moves()")
    phone.evaluate("() => { const s = document.querySelector('.prompt'); "
                   "s.scrollTop = s.scrollHeight; }")
    assert phone.evaluate("document.querySelector('.prompt').scrollTop") > 0
    sell.click()
    phone.wait_for_function(f"window.incagames.moves() > {moves}")
    phone.locator("#controls [data-action]").first.wait_for(state="attached")
    assert phone.evaluate("window.incagames.view().current_player") == 0, "Ana trades on"
    phone.wait_for_function("document.querySelector('.prompt').scrollTop === 0")
    status = phone.locator("#status").bounding_box()
    sheet = phone.locator(".prompt").bounding_box()
    assert status is not None and sheet is not None and status["y"] >= sheet["y"]
    assert page_errors == []


def _overlap(a: dict[str, float] | None, b: dict[str, float] | None) -> bool:
    assert a is not None and b is not None
    return not (a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"]
                or a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"])


def test_nothing_floats_over_the_words_on_a_phone(phone: Page, site_url: str,
                                                  page_errors: list[str]) -> None:
    """On a phone the zoom buttons sit under the board, not on it; a message sits above
    the sheet, not over its words; and the sun token never covers day 9."""
    start_url = "game=machu-picchu&players=human,ai-easy&seed=3&pace=0"
    phone.goto(site_url + "index.html?" + start_url)
    phone.wait_for_selector("#controls [data-action]", timeout=GAME_TIMEOUT_MS)
    frame = phone.locator("#board-scroll").bounding_box()
    for button in ("#zoom-in", "#zoom-out", "#zoom-fit"):
        assert not _overlap(phone.locator(button).bounding_box(), frame), button
    # the day track of the layout this phone draws: day 9's circle and the sun apart
    width = phone.evaluate("document.getElementById('board-scroll').clientWidth")
    lay = mp_board.layout_for(width)
    days, sun = mp_board.day_track(lay)
    day9 = days[8]
    assert day9[0] + 14 <= sun[0] - 10, "the sun token covers day 9"
    # an off-script step of the guided game says so in a message, above the sheet
    phone.evaluate("localStorage.clear()")
    phone.goto(site_url + "index.html")
    phone.wait_for_selector("html.ready", state="attached")
    phone.click("[data-learn='machu-picchu']")
    phone.wait_for_selector("#controls [data-action].hinted", timeout=GAME_TIMEOUT_MS)
    phone.locator("#controls [data-action]:not(.hinted)").first.click()
    toast = phone.locator("#toast")
    expect(toast).to_be_visible()
    assert not _overlap(toast.bounding_box(), phone.locator(".prompt").bounding_box())
    assert page_errors == []


def test_the_saved_positions_of_this_module_are_what_they_claim() -> None:
    match = Match.loads(positions.machu_picchu_long_gain())
    assert {"kind": "take_goods", "goods": ["coca", "pottery", "cloth"]} in [
        a.to_json() for a in match.state.legal_actions()]
