"""Accessibility: axe-core finds no violation on any screen, in both games and at both
sizes; the board in words offers every action and announces the opponents' moves.

axe-core comes from npm (pinned in package-lock.json, a dev dependency) and is injected
into the page by the test only; it is never part of dist/.

``SCREENS`` lists every screen checked: a name and a function that brings the page there
(add a screen by adding a line).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from test_cuzco import _festival_position
from test_play import GAME_TIMEOUT_MS, start, view

from incagames.core import Action
from incagames.cuzco import hexgrid as H

ROOT = Path(__file__).resolve().parents[1]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SIZES = ((1280, 800), (390, 844))

RUN_AXE = """async () => {
  const result = await axe.run(document, { resultTypes: ["violations"] });
  return result.violations.map(v => `${v.id} (${v.impact}): ${v.help} — `
    + v.nodes.slice(0, 4).map(n => n.target.join(" ")).join(" | "));
}"""
HUMAN_TURN = "#board-regions [data-action]"
"""An action of the human in the board in words: the human decides."""


def axe_violations(page: Page) -> list[str]:
    """Every axe-core violation on the page as it is now (WCAG A/AA and best practices)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # Evaluated through the DevTools protocol, so the page's CSP (no inline scripts)
        # does not apply, as ``add_script_tag`` would.
        page.evaluate(AXE.read_text() + "\n;0")
    return page.evaluate(RUN_AXE)


def by_words(page: Page, action: Action | None = None) -> None:
    """Play an action from the board in words, by keyboard: focus its button (the
    description shows while focus is in it) and press Enter; then confirm "End turn"
    there when the action waits for it. Without ``action``, the first one offered."""
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    if action is None:
        button = page.locator(HUMAN_TURN).first
    else:
        data = json.dumps(action.to_json())
        button = page.locator(f"#board-regions [data-action='{data}']")
    button.focus()
    expect(button).to_be_visible()
    page.keyboard.press("Enter")
    end = page.locator('#board-regions [data-ui="end-turn"]')
    if end.count():
        end.focus()
        page.keyboard.press("Enter")


def load_save(page: Page, text: str) -> None:
    page.goto(page.url.split("?")[0].rsplit("/", 1)[0] + "/index.html")
    page.wait_for_selector("html.ready", state="attached")
    page.set_input_files("#menu-import", files=[{
        "name": "game.json", "mimeType": "application/json", "buffer": text.encode()}])
    page.wait_for_selector("html[data-phase=game]", state="attached")


# ---------------------------------------------------------------- the screens
def menu(page: Page, site_url: str) -> None:
    page.goto(site_url + "index.html")
    page.wait_for_selector("html.ready", state="attached")


def mp_handover(page: Page, site_url: str) -> None:
    start(page, site_url, "game=machu-picchu&players=human,human&seed=3&pace=0")
    expect(page.locator("#handover")).to_be_visible()


def mp_midgame(page: Page, site_url: str) -> None:
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    for _ in range(6):
        by_words(page)
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)


def mp_night(page: Page, site_url: str) -> None:
    """Play the first offered action until a night decision (goods from the Sun Clock or
    the moon tiles) or the next day."""
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    for _ in range(80):
        page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
        v = view(page)
        if v["prompt"]["kind"] in ("sun_goods", "moon_goods") or v["day"] > 1:
            return
        by_words(page)
    pytest.fail("no night in 80 decisions")


def mp_results(page: Page, site_url: str) -> None:
    start(page, site_url, "game=machu-picchu&players=ai-easy,ai-easy&seed=3&pace=0&lang=es")
    page.wait_for_selector("html[data-phase=over]", state="attached", timeout=GAME_TIMEOUT_MS)
    expect(page.locator('[data-testid="results"]')).to_be_visible()


def rules(page: Page, site_url: str) -> None:
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    page.click("#btn-rules")
    expect(page.locator("#rules")).to_be_visible()


def cz_midgame(page: Page, site_url: str) -> None:
    """Two turns in: a village with Incas of both players, Ana on turn."""
    start(page, site_url, "")
    load_save(page, _festival_position())
    page.locator(HUMAN_TURN).first.wait_for(state="attached")


def cz_festival(page: Page, site_url: str) -> None:
    """A temple built, a card drawn and a festival proposed, all from the board in words:
    Ana bids."""
    cz_midgame(page, site_url)
    temple = H.INDEX[(10, 8)]
    by_words(page, Action("build_temple", cell=temple, value=4))
    by_words(page, Action("draw", source="deck"))
    by_words(page, Action("festival", temple=temple))
    assert view(page)["festival"] is not None
    expect(page.locator("#controls .festival")).to_be_visible()


SCREENS: list[tuple[str, Callable[[Page, str], None]]] = [
    ("menu", menu),
    ("mp-handover", mp_handover),
    ("mp-midgame", mp_midgame),
    ("mp-night", mp_night),
    ("mp-results", mp_results),
    ("rules", rules),
    ("cz-midgame", cz_midgame),
    ("cz-festival", cz_festival),
]
"""Every screen axe checks, at both sizes: (name, how to get there)."""


@pytest.mark.parametrize(("name", "reach"), SCREENS, ids=[name for name, _ in SCREENS])
def test_no_axe_violations(page: Page, site_url: str, page_errors: list[str], name: str,
                           reach: Callable[[Page, str], None]) -> None:
    reach(page, site_url)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        assert axe_violations(page) == [], (name, width)
        # the board in words, shown while keyboard focus is in it, is clean too
        heading = page.locator("#board-regions h3").first
        if (heading.count() and page.locator("#game").is_visible()
                and not page.locator("dialog[open], #handover:not([hidden])").count()):
            heading.focus()
            expect(page.locator("#board-text")).to_be_visible()
            assert axe_violations(page) == [], (name, width, "board in words")
            page.evaluate("document.activeElement.blur()")
    assert page_errors == []


def test_board_in_words_plays_and_announces(page: Page, site_url: str,
                                            page_errors: list[str]) -> None:
    """Every legal action is a button in the board in words; pressing one plays it; the
    AI's answer is announced in the polite live region in the log's words."""
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    legal = page.evaluate("window.incagames.legal()")
    offered = page.locator(HUMAN_TURN).evaluate_all("bs => bs.map(b => b.dataset.action)")
    assert sorted(map(_canon, legal)) == sorted(map(_canon, offered))
    districts = page.locator("#board-regions section h3").all_inner_texts()
    assert "Central Plaza" in districts and "Incatrail" in districts
    expect(page.locator("#announce")).to_have_attribute("aria-live", "polite")
    moves = page.evaluate("window.incagames.moves()")
    by_words(page)
    page.wait_for_function(f"window.incagames.moves() > {moves + 1}", timeout=GAME_TIMEOUT_MS)
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    said = page.locator("#announce").inner_text()
    assert said and said.split(".")[0] in page.locator("#log").inner_text()
    # focus stays in the board in words, which shows while it has it
    assert page.evaluate("document.getElementById('board-text').contains("
                         "document.activeElement)")
    expect(page.locator("#board-text")).to_be_visible()
    assert page_errors == []


def _canon(data: str) -> str:
    return json.dumps(json.loads(data), sort_keys=True)


def test_cuzco_placements_from_the_board_in_words(page: Page, site_url: str,
                                                  page_errors: list[str]) -> None:
    """Hundreds of placements: each area offers a button that words its own; pressing
    it puts focus on the first, and Enter places that terrain."""
    start(page, site_url, "game=cuzco&players=human,ai-easy&seed=3&pace=0")
    by_words(page, Action("choose_terrain", tile="triple"))
    more = page.locator('#board-regions [data-ui="bt-more"]')
    more.first.wait_for(state="attached")
    assert more.count() >= 5 and page.locator(HUMAN_TURN).count() == 0
    region = more.first.evaluate("b => b.closest('[data-region]').dataset.region")
    more.first.focus()
    page.keyboard.press("Enter")
    focused = page.evaluate("document.activeElement.dataset.action || ''")
    assert json.loads(focused)["kind"] == "place"
    assert page.evaluate("document.activeElement.closest('[data-region]').dataset.region") \
        == region
    expect(page.locator(f'#board-regions [data-region="{region}"] [data-action]').first) \
        .to_be_visible()
    moves = page.evaluate("window.incagames.moves()")
    page.keyboard.press("Enter")
    page.wait_for_function(f"window.incagames.moves() > {moves}")
    placed = json.loads(focused)
    v = view(page)
    assert all(v["height"][c] == 1 for c in placed["cells"])
    assert page_errors == []
