"""Accessibility: the board in words offers every action, plays it by keyboard and
announces the opponents' moves; ``axe_violations`` runs axe-core on a page (the tour of
every screen in ``test_screens.py`` uses it on each, at both sizes).

axe-core comes from npm (pinned in package-lock.json, a dev dependency) and is injected
into the page by the test only; it is never part of dist/.
"""

from __future__ import annotations

import json
from pathlib import Path

import positions
from playwright.sync_api import Page, expect
from test_play import GAME_TIMEOUT_MS, open_save, start, view

from incagames.core import Action
from incagames.cuzco import hexgrid as H

ROOT = Path(__file__).resolve().parents[1]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

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


def test_a_festival_proposed_from_the_board_in_words(page: Page, site_url: str,
                                                    page_errors: list[str]) -> None:
    """A temple built, a card drawn and a festival proposed, all from the board in words
    by keyboard: Ana bids."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_save(page, site_url, positions.cuzco_festival_ready())
    temple = H.INDEX[(10, 8)]
    by_words(page, Action("build_temple", cell=temple, value=4))
    by_words(page, Action("draw", source="deck"))
    by_words(page, Action("festival", temple=temple))
    assert view(page)["festival"] is not None
    expect(page.locator("#controls .festival")).to_be_visible()
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
