"""German and French in the browser: the first visit speaks the browser's language, the
menu's choice switches it (and is remembered), a link's lang= wins."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect
from test_a11y import axe_violations
from test_play import start

from conftest import _watched


@pytest.fixture
def german(browser: Browser, site_url: str, page_errors: list[str],
           requested_urls: list[str]) -> Iterator[Page]:
    """A first visit from a browser set to German (navigator.languages = de-DE, de)."""
    context = browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844})
    yield from _watched(context, site_url, page_errors, requested_urls)
    context.close()


def test_first_visit_in_german_then_french_from_the_menu(german: Page, site_url: str,
                                                          page_errors: list[str]) -> None:
    page = german
    page.goto(site_url + "index.html")
    page.wait_for_selector("html.ready", state="attached")
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.locator("[data-quick]").first).to_contain_text("Schnelles Spiel")
    assert "Inka-Spiele" in page.title()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert axe_violations(page) == []
    page.select_option("#menu-lang", "fr")
    expect(page.locator("[data-quick]").first).to_contain_text("Partie rapide")
    assert page.evaluate("document.documentElement.lang") == "fr"
    page.reload()
    page.wait_for_selector("html.ready", state="attached")
    expect(page.locator("[data-quick]").first).to_contain_text("Partie rapide")  # beats de-DE
    assert page_errors == []


def test_a_french_link_shows_french_prompts_and_french_rules(page: Page, site_url: str,
                                                             page_errors: list[str]) -> None:
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0&lang=fr")
    assert page.evaluate("document.documentElement.lang") == "fr"
    expect(page.locator("#status")).to_contain_text("placez votre premier Inca", timeout=60_000)
    expect(page.locator("#btn-rules")).to_have_text("Règles")
    page.click("#btn-rules")
    body = page.locator("#rules-body")
    expect(body).to_contain_text("Chaque joueur a un Prince")
    assert body.locator(".note").count() == 0, "no note: the rules are in French"
    assert body.locator('[lang="en"]').count() == 0
    assert axe_violations(page) == []
    assert page_errors == []
