"""Learning by playing, through the UI only: a newcomer opens the rules (sections, player
aid, legend), starts the guided first game of each game from there and completes it by
clicking what the guide highlights (board districts for Machu Picchu's moves, the
highlighted controls otherwise) until it hands over to free play."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect
from test_play import click_district, start

GUIDED = '#controls button.hinted:not([disabled]):not([aria-pressed="true"])'
STEP_TIMEOUT_MS = 60_000


def open_rules(page: Page, game: str) -> None:
    page.click("#btn-rules")
    dialog = page.locator("#rules")
    expect(dialog).to_be_visible()
    for tab, inside in (("aid", ".aid li"), ("legend", ".legend svg"),
                        ("rules", "#rules-s-rulings")):
        page.click(f"#rules-tab-{tab}")
        expect(page.locator(f"#rules-tab-{tab}")).to_have_attribute("aria-selected", "true")
        expect(dialog.locator(inside).first).to_be_visible()
    dialog.locator('[data-rules-goto="scoring"]').click()
    expect(page.locator("#rules-s-scoring")).to_be_in_viewport()
    expect(dialog.locator(f'[data-learn="{game}"]')).to_be_visible()


def play_guided_game(page: Page, game: str) -> int:
    """Click the highlighted control (or district) of each step until free play; the
    number of steps done."""
    card = page.locator('[data-testid="tutorial"]')
    steps = 0
    for _ in range(80):
        page.wait_for_function(
            "s => document.querySelector(s) || document.querySelector("
            "'[data-testid=tutorial][data-step=free]')", arg=GUIDED, timeout=STEP_TIMEOUT_MS)
        if card.count() and card.get_attribute("data-step") == "free":
            return steps
        step = card.get_attribute("data-step") if card.count() else None
        if step is not None:
            steps = max(steps, int(step))
        hint = page.evaluate("window.incagames.hint()")
        action = json.loads(hint) if hint else {}
        pending = page.locator('#controls [data-ui="end-turn"]').count() > 0
        before = page.locator("#controls").inner_html()
        if game == "machu-picchu" and action.get("kind") == "move" and not pending:
            click_district(page, action["district"])  # the highlighted district itself
        else:
            page.locator(GUIDED).first.click()
        page.wait_for_function("b => document.querySelector('#controls').innerHTML !== b",
                               arg=before, timeout=STEP_TIMEOUT_MS)
    raise AssertionError("the guided game never handed over to free play")


@pytest.mark.parametrize("game, total", [("machu-picchu", 11), ("cuzco", 14)])
def test_a_newcomer_completes_the_guided_first_game(page: Page, site_url: str,
                                                    page_errors: list[str], game: str,
                                                    total: int) -> None:
    """From the title screen's "Learn to play" to free play, by clicks only."""
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site_url)
    page.wait_for_selector("html.ready", state="attached")
    page.locator(f'.game-card [data-learn="{game}"]').click()
    card = page.locator('[data-testid="tutorial"]')
    expect(card).to_be_visible(timeout=STEP_TIMEOUT_MS)
    expect(card).to_contain_text(f"1 of {total}")
    assert play_guided_game(page, game) == total
    expect(card).to_contain_text("play on your own")
    seats = page.evaluate("window.incagames.view().players.length")
    assert seats == 2 and not page_errors


def test_off_script_actions_are_refused_with_the_step(page: Page, site_url: str,
                                                       page_errors: list[str]) -> None:
    """Another action than the step's is refused gently (the deal must stay the
    script's); undo takes a step back; a reload resumes the guide; "Leave the guide"
    gives free play at once."""
    start(page, site_url, "game=cuzco&players=human,ai-easy&pace=0")
    open_rules(page, "cuzco")  # the rules' tabs, then their "Guided first game"
    page.locator('#rules [data-learn="cuzco"]').click()
    expect(page.locator("#rules")).to_be_hidden()
    card = page.locator('[data-testid="tutorial"]')
    expect(card).to_have_attribute("data-step", "1", timeout=STEP_TIMEOUT_MS)
    page.locator('#controls [data-action*="double"]').first.click()
    expect(page.locator("#toast")).to_contain_text("Not yet")
    expect(card).to_have_attribute("data-step", "1")
    page.locator(GUIDED).first.click()
    expect(card).to_have_attribute("data-step", "2")
    page.click("#btn-undo")
    expect(card).to_have_attribute("data-step", "1")
    page.locator(GUIDED).first.click()
    page.reload()  # the guided game is saved with the game and resumes where it was
    page.wait_for_selector("html.ready", state="attached")
    expect(card).to_have_attribute("data-step", "2", timeout=STEP_TIMEOUT_MS)
    page.locator('#controls [data-ui="tutorial-skip"]').click()
    expect(card).to_have_count(0)
    expect(page.locator("#controls .hint-btn")).to_be_visible()
    assert not page_errors


@pytest.mark.parametrize("lang", ["en", "es"])
def test_rules_tabs_and_a_guided_step_have_no_axe_violations(page: Page, site_url: str,
                                                             page_errors: list[str],
                                                             lang: str) -> None:
    from test_a11y import axe_violations

    start(page, site_url, f"game=machu-picchu&players=human,ai-easy&pace=0&lang={lang}")
    page.click("#btn-rules")
    for tab in ("rules", "aid", "legend"):
        page.click(f"#rules-tab-{tab}")
        expect(page.locator(f"#rules-tab-{tab}")).to_have_attribute("aria-selected", "true")
        assert axe_violations(page) == [], tab
    page.locator('#rules [data-learn="machu-picchu"]').click()
    expect(page.locator('[data-testid="tutorial"]')).to_be_visible(timeout=STEP_TIMEOUT_MS)
    assert axe_violations(page) == []
    assert not page_errors
