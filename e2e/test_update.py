"""A new version of the site waits for the player: it installs in the background, the
page says so, and it takes over (reloading the page, the game going on where it was)
only when the player agrees."""

from __future__ import annotations

import re
import shutil
import threading
from pathlib import Path

from playwright.sync_api import BrowserContext, expect
from test_play import act, view

from tools.serve import make_server
from tools.site import DIST

BOOT_TIMEOUT_MS = 90_000


def _serve(directory: Path, port: int = 0):
    server = make_server(directory, port=port, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _build_b(tmp_path: Path) -> Path:
    """dist/ as a later build: another version name, another page."""
    b = tmp_path / "b"
    shutil.copytree(DIST, b)
    sw = (b / "sw.js").read_text()
    version = re.search(r'const VERSION = "([^"]+)"', sw)
    assert version is not None
    (b / "sw.js").write_text(sw.replace(version.group(1), "b-" + version.group(1)))
    page = b / "index.html"
    page.write_text(page.read_text().replace("<head>", '<head><meta name="build" content="B">', 1))
    return b


def test_a_new_version_waits_for_the_player(context: BrowserContext, tmp_path: Path) -> None:
    build_b = _build_b(tmp_path)
    server = _serve(DIST)
    port = server.server_port
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    try:
        page.goto(f"http://127.0.0.1:{port}/index.html?game=machu-picchu"
                  "&players=human,human&seed=8&pace=0")
        page.wait_for_selector("html.ready", state="attached")
        page.wait_for_function("navigator.serviceWorker.controller !== null")
        act(page, "place_inca", occupation="potter")
        before = view(page)
        page.evaluate("window.stillTheSamePage = true")
        server.shutdown()
        server.server_close()
        server = _serve(build_b, port)  # the site is deployed again
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        toast = page.locator("#toast")
        expect(toast).to_contain_text("new version", timeout=BOOT_TIMEOUT_MS)
        page.wait_for_timeout(500)
        assert page.evaluate("window.stillTheSamePage === true")  # nothing reloaded by itself
        assert page.locator("meta[name=build]").count() == 0
        with page.expect_navigation():
            toast.locator("[data-toast=update]").click()
        page.wait_for_selector("html.ready", state="attached")
        assert page.locator("meta[name=build]").count() == 1  # B's page, from B's cache
        page.wait_for_selector("html[data-phase=game]", state="attached")
        assert view(page) == before  # the same game, where it was
        assert page.evaluate("window.incagames.moves()") == 1
    finally:
        server.shutdown()
        server.server_close()
    assert errors == []
