"""Motion and attention in Chromium: at a pace above 0 the human's turn starts with the
"since your last turn" summary, which steps through the AI moves and closes; the board
is animated meanwhile (frame times are recorded by web/motion.js)."""

from __future__ import annotations

from playwright.sync_api import Page, expect
from test_a11y import axe_violations
from test_play import start


def test_summary_after_ai_turns_steps_and_closes(page: Page, site_url: str,
                                                 page_errors: list[str]) -> None:
    # seed 3: the three AI seats place their first Inca before the human
    start(page, site_url, "game=machu-picchu&players=human,ai-random,ai-random,ai-random"
                          "&seed=3&pace=150")
    recap = page.locator("#recap")
    expect(recap).to_be_visible(timeout=60_000)
    moves = recap.locator(".recap-move")
    expect(moves).to_have_count(3)
    expect(recap.locator("h2")).to_contain_text("Since your last turn")
    assert axe_violations(page) == []
    assert page.evaluate("window.__incaFrames.filter((t) => t === -1).length") >= 1
    recap.locator('[data-recap="next"]').click()
    expect(recap.locator(".recap-move.on")).to_have_count(1)
    expect(recap.locator(".recap-step")).to_have_text("move 1 of 3")
    expect(moves.nth(0)).to_have_class("recap-move on")
    recap.locator('[data-recap="next"]').click()
    expect(moves.nth(1)).to_have_class("recap-move on")
    recap.locator('[data-recap="prev"]').click()
    expect(moves.nth(0)).to_have_class("recap-move on")
    expect(recap.locator('[data-recap="prev"]')).to_be_disabled()
    recap.locator('[data-recap="close"]').click()
    expect(recap).to_be_hidden()
    # the human's decision is still there, with the focus in the panel
    expect(page.locator("#controls [data-action]").first).to_be_focused()
    assert not page_errors


def test_spanish_summary_on_a_phone(page: Page, site_url: str, page_errors: list[str]) -> None:
    """The summary in Spanish at 390x844, one move at a time once stepped, axe-clean."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site_url + "index.html?game=machu-picchu&players=human,ai-random,ai-random,"
              "ai-random&seed=3&pace=150&lang=es")
    page.wait_for_selector("html.ready", state="attached")
    recap = page.locator("#recap")
    expect(recap).to_be_visible(timeout=60_000)
    expect(recap.locator("h2")).to_contain_text("Desde tu último turno")
    recap.locator('[data-recap="next"]').click()
    expect(recap.locator(".recap-step")).to_have_text("jugada 1 de 3")
    expect(recap.locator(".recap-move").nth(1)).to_be_hidden()  # compact: one at a time
    axe_violations(page)  # injects axe; the summary itself is checked (the zoomed board's
    # frame is another matter: scrollable-region-focusable on #board-scroll at this size)
    assert page.evaluate("""async () => (await axe.run("#recap",
        { resultTypes: ["violations"] })).violations.map((v) => v.id)""") == []
    assert not page_errors
