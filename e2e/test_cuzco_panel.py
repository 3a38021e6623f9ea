"""Cuzco's decision panel as a new player meets it, in English, Spanish, German and
French: each cost is said once."""

from __future__ import annotations

import re

import positions
import pytest
from playwright.sync_api import Page
from test_play import pass_device

LANGUAGES = ("en", "es", "de", "fr")
COST = re.compile(r"\d+\s(AP|PA)\b")
"""An action-point cost in any of the four languages."""

PANEL_TEXTS = """() => [
  ...[...document.querySelectorAll("#controls button, #controls option")].map(e => e.innerText),
  ...[...document.querySelectorAll("#controls label")].map(label => [...label.childNodes]
    .filter(n => n.nodeType === Node.TEXT_NODE).map(n => n.textContent).join(""))]"""
"""Each text of the panel once: its buttons, options and labels (without their fields)."""


def open_position(page: Page, site_url: str, text: str, lang: str = "en") -> None:
    """Open a save file through the menu, in ``lang``; the viewport is the page's own."""
    page.goto(site_url + f"index.html?lang={lang}")
    page.wait_for_selector("html.ready", state="attached")
    page.set_input_files("#menu-import", files=[{
        "name": "game.json", "mimeType": "application/json", "buffer": text.encode()}])
    page.wait_for_selector("html[data-phase=game]", state="attached")
    pass_device(page)
    page.locator("#controls [data-action*='end_turn']").wait_for(state="attached")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_cost_is_said_once(page: Page, site_url: str, page_errors: list[str],
                                lang: str) -> None:
    """"Draw the face-up festival card (1 AP) · 1 AP": no button, option or label of
    the panel states its cost twice."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_position(page, site_url, positions.cuzco_festival_ready(), lang)
    texts = page.evaluate(PANEL_TEXTS)
    twice = [text for text in texts if len(COST.findall(text)) > 1]
    assert twice == []
    assert any(COST.search(text) for text in texts)  # costs are still said
    assert page_errors == []
