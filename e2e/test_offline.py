"""A second visit works with the network off: the service worker serves the whole site."""

from __future__ import annotations

import threading

from playwright.sync_api import BrowserContext
from test_play import confirm_end

from tools.serve import make_server
from tools.site import DIST

BOOT_TIMEOUT_MS = 90_000


def test_second_visit_offline(context: BrowserContext) -> None:
    server = make_server(DIST, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}/index.html"
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        page.goto(url)
        page.wait_for_selector("html.ready", state="attached", timeout=BOOT_TIMEOUT_MS)
        # The worker precaches everything on install, then claims the page.
        page.wait_for_function("navigator.serviceWorker.controller !== null",
                               timeout=BOOT_TIMEOUT_MS)
    finally:
        server.shutdown()
        server.server_close()
    page.reload()  # nothing listens on the port any more
    page.wait_for_selector("html.ready", state="attached", timeout=BOOT_TIMEOUT_MS)
    # ... and plays: a new game against AI seats, whose worker also boots from the cache.
    page.click('[data-quick="machu-picchu"]')
    page.wait_for_selector("html[data-phase=game]", state="attached")
    page.locator("#controls [data-action]").first.click(timeout=BOOT_TIMEOUT_MS)
    confirm_end(page)  # the quick game's deal is random: the move may end the turn
    page.wait_for_function("window.incagames.view().players.some(p =>"
                           " Object.values(p.incas).some(n => n > 0))", timeout=BOOT_TIMEOUT_MS)
    assert errors == []
