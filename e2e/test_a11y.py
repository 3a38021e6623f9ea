"""Accessibility: axe-core finds no violation on any screen, in both games.

axe-core comes from npm (pinned in package-lock.json, a dev dependency) and is injected
into the page by the test only; it is never part of dist/.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect
from test_play import GAME_TIMEOUT_MS, start

ROOT = Path(__file__).resolve().parents[1]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

RUN_AXE = """async () => {
  const result = await axe.run(document, { resultTypes: ["violations"] });
  return result.violations.map(v => `${v.id} (${v.impact}): ${v.help} — `
    + v.nodes.slice(0, 4).map(n => n.target.join(" ")).join(" | "));
}"""


def axe_violations(page: Page) -> list[str]:
    """Every axe-core violation on the page as it is now (WCAG A/AA and best practices)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # Evaluated through the DevTools protocol, so the page's CSP does not apply.
        page.evaluate(AXE.read_text() + "\n;0")
    return page.evaluate(RUN_AXE)


def test_menu_and_game_screens_have_no_violations(page: Page, site_url: str,
                                                  page_errors: list[str]) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site_url + "index.html")
    page.wait_for_selector("html.ready", state="attached")
    assert axe_violations(page) == []  # the title screen
    page.click("#menu-setup")
    expect(page.locator("#menu-start")).to_be_visible()
    assert axe_violations(page) == []  # the set-up form
    for game in ("machu-picchu", "cuzco"):
        start(page, site_url, f"game={game}&players=human,human&seed=3&pace=0")
        expect(page.locator("#handover")).to_be_visible()  # the hot-seat hand-over screen
        assert axe_violations(page) == [], game
        page.click("#handover-continue")
        expect(page.locator("#controls button").first).to_be_visible()
        assert axe_violations(page) == [], game
    assert page_errors == []


def test_results_and_spanish_screens_have_no_violations(page: Page, site_url: str,
                                                        page_errors: list[str]) -> None:
    start(page, site_url, "game=machu-picchu&players=ai-easy,ai-easy&seed=3&pace=0&lang=es")
    page.wait_for_selector("html[data-phase=over]", state="attached", timeout=GAME_TIMEOUT_MS)
    expect(page.locator('[data-testid="results"]')).to_be_visible()
    assert axe_violations(page) == []
    page.set_viewport_size({"width": 390, "height": 844})
    assert axe_violations(page) == []
    assert page_errors == []
