"""The hint button and the stronger AI levels, in the real UI.

A hint is the hard bot's move (``app.ai.bridge.HINT_LEVEL``),
computed in the AI worker from the deciding seat's view: the test checks that the control
it highlights is a legal action of the position, that the board shows it too, that
following it plays it, and that a move or an undo clears it.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect
from test_play import confirm_end, start, view

from conftest import colour_pixels
from incagames.cuzco.state import CuzcoState

HINT_TIMEOUT_MS = 45_000

WATCH_BUSY = """() => {
  window.__sawBusy = false;
  new MutationObserver(() => {
    if (document.querySelector("#controls .hint-btn[aria-busy=true][disabled]")) {
      window.__sawBusy = true;
    }
  }).observe(document.getElementById("controls"),
             { subtree: true, childList: true, attributes: true });
}"""


def wait_for_my_turn(page: Page) -> None:
    page.wait_for_selector("#controls .hint-btn:not([disabled])", timeout=HINT_TIMEOUT_MS)


def ask_hint(page: Page) -> tuple[str, object]:
    """Press H; return the hinted action's JSON and the highlighted control."""
    wait_for_my_turn(page)
    page.evaluate(WATCH_BUSY)
    page.keyboard.press("h")
    page.wait_for_selector("#controls .hinted", timeout=HINT_TIMEOUT_MS)
    assert page.evaluate("window.__sawBusy"), "the button never showed it was thinking"
    expect(page.locator(".hint-btn")).to_be_enabled()
    expect(page.locator(".hint-text")).to_contain_text("Hint: ")
    hinted = page.locator("#controls .hinted").first
    data = hinted.get_attribute("data-action") or hinted.input_value()
    assert data == page.evaluate("window.incagames.hint()")
    assert data in page.evaluate("window.incagames.legal()")
    return data, hinted


def assert_cleared(page: Page) -> None:
    expect(page.locator("#controls .hinted")).to_have_count(0)
    assert page.evaluate("window.incagames.hint()") is None


def test_machu_picchu_hint_is_legal_and_followed(page: Page, site_url: str,
                                                  page_errors: list[str]) -> None:
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=5&pace=0")
    data, hinted = ask_hint(page)
    action = json.loads(data)
    assert action["kind"] == "place_inca"
    assert colour_pixels(page, "#C2185B", 12) > 50  # the occupation's district is outlined
    page.keyboard.press("h")  # asked again: the same hint stays, nothing is recomputed
    expect(page.locator(".hint-btn")).to_be_enabled()
    assert page.evaluate("window.incagames.hint()") == data
    before = page.evaluate("window.incagames.moves()")
    hinted.click()
    confirm_end(page)
    assert page.evaluate("window.incagames.moves()") > before
    assert_cleared(page)
    # A hint asked for and overtaken by a move is dropped when it arrives.
    wait_for_my_turn(page)
    page.keyboard.press("h")
    page.locator("#controls [data-action]").first.click()
    confirm_end(page)
    wait_for_my_turn(page)
    page.wait_for_timeout(1500)
    assert_cleared(page)
    # The next position gets its own hint, on the board as well as in the panel.
    data, hinted = ask_hint(page)
    before = page.evaluate("window.incagames.moves()")
    hinted.click()
    confirm_end(page)
    assert page.evaluate("window.incagames.moves()") > before
    assert page_errors == []


def test_cuzco_hint_buttons_and_map_placements(page: Page, site_url: str,
                                               page_errors: list[str]) -> None:
    seed = next(s for s in range(50) if CuzcoState(2, s).turn_player == 0)
    start(page, site_url, f"game=cuzco&players=human,ai-easy&seed={seed}&pace=0")
    data, hinted = ask_hint(page)
    assert json.loads(data)["kind"] in ("choose_terrain", "use_token")
    hinted.click()
    assert_cleared(page)
    if view(page)["phase"] != "place":  # the token first: then a terrain
        data = page.locator("#controls [data-action*='choose_terrain']").first \
            .get_attribute("data-action")
        page.click(f"#controls [data-action='{data}']")
    chosen = data
    # A placement is a map action: it becomes the preview (map, drop-downs and "Place").
    data, hinted = ask_hint(page)
    assert json.loads(data)["kind"] == "place"
    place = page.locator('#controls button[data-ui="place-go"]')
    assert place.get_attribute("data-action") == data
    expect(place).to_have_class(re.compile(r"\bhinted\b"))
    cells = json.loads(data)["cells"]
    assert int(page.locator('select[data-ui="place-cell"]').input_value()) == cells[0]
    assert colour_pixels(page, "#C2185B", 12) > 50
    expect(page.locator(".hint-text")).to_contain_text(
        re.compile(r"Hint: Place the .+ on row \d+, hex \d+"))
    # Undo takes the hint away with the decision it was for.
    page.keyboard.press("Control+z")
    assert_cleared(page)
    page.click(f"#controls [data-action='{chosen}']")
    data, _ = ask_hint(page)
    before = page.evaluate("window.incagames.moves()")
    page.click('#controls button[data-ui="place-go"]')
    assert page.evaluate("window.incagames.moves()") == before + 1
    placed = json.loads(data)["cells"]
    assert all(view(page)["height"][c] >= 1 for c in placed)
    assert_cleared(page)
    assert page_errors == []


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_stronger_ai_plays_in_the_browser(page: Page, site_url: str,
                                            page_errors: list[str], level: str) -> None:
    """Two AI seats of the level take a few decisions each, through the worker."""
    start(page, site_url, f"game=machu-picchu&players=ai-{level},ai-{level}&seed=3&pace=0")
    expect(page.locator("#status")).to_contain_text(f"({level} AI)")
    page.wait_for_function("window.incagames.moves() >= 6", timeout=50_000)
    assert page_errors == []
