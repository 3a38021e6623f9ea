"""The site boots in a real browser, offline-capable and without errors."""

from __future__ import annotations

from playwright.sync_api import Page

BOOT_TIMEOUT_MS = 90_000


def test_page_boots(page: Page, site_url: str, page_errors: list[str]) -> None:
    page.goto(site_url + "index.html")
    page.wait_for_selector("html.ready", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.phase") in {"menu", "game", "over"}
    assert page_errors == []
