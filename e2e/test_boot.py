"""The site boots in a real browser, offline-capable and without errors."""

from __future__ import annotations

import gzip
import os
import shutil
import threading
from functools import partial
from http.server import ThreadingHTTPServer
from pathlib import Path

from playwright.sync_api import BrowserContext, Page

from tools.serve import QuietSiteHandler
from tools.site import DIST

BOOT_TIMEOUT_MS = 90_000


def test_page_boots(page: Page, site_url: str, page_errors: list[str]) -> None:
    page.goto(site_url + "index.html")
    page.wait_for_selector("html.ready", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.phase") in {"menu", "game", "over"}
    assert page_errors == []


class _UnzippingHandler(QuietSiteHandler):
    """A host that serves the site's .gz files with ``Content-Encoding: gzip``, so that the
    browser unpacks them on the way (some static hosts do so for any .gz file)."""

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        name = str(path)
        return super().guess_type(name[:-3] if name.endswith(".gz") else name)

    def end_headers(self) -> None:
        if self.path.split("?")[0].endswith(".gz"):
            self.send_header("Content-Encoding", "gzip")
        super().end_headers()


def test_page_boots_when_the_host_unpacks_the_gzipped_runtime(
        context: BrowserContext, page_errors: list[str]) -> None:
    """web/pyodide/runtime.mjs takes bytes a host has already unpacked as they are: the
    page and the AI worker start all the same."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_UnzippingHandler, directory=str(DIST)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page = context.new_page()
        page.on("console",
                lambda msg: page_errors.append(msg.text) if msg.type == "error" else None)
        encodings = []
        page.on("response", lambda r: encodings.append(r.headers.get("content-encoding"))
                if r.url.endswith("pyodide.asm.wasm.gz") else None)
        page.goto(f"http://127.0.0.1:{server.server_port}/index.html")
        page.wait_for_selector("html.ready", state="attached", timeout=BOOT_TIMEOUT_MS)
        page.evaluate("window.incagames.aiReady()")
        assert "gzip" in encodings
        assert page_errors == []
    finally:
        server.shutdown()
        server.server_close()


def test_the_page_fetches_the_runtime_gzipped_and_once(page: Page, site_url: str) -> None:
    """The preloads in the page's head are what Pyodide uses: the page downloads the
    WebAssembly and the standard library once each, gzipped, never in their plain form."""
    page.goto(site_url + "index.html")
    page.wait_for_selector("html.ready", state="attached", timeout=BOOT_TIMEOUT_MS)
    fetched = [url.removeprefix(site_url) for url in page.evaluate(
        "performance.getEntriesByType('resource').map((e) => e.name)")]
    wheels = [f"pyodide/{path.name.removesuffix('.gz')}"
              for path in (DIST / "pyodide").glob("*.whl.gz")]
    assert len(wheels) == 2
    for name in ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", *wheels):
        assert name not in fetched
        assert fetched.count(name + ".gz") == 1, fetched


def test_a_wheel_that_does_not_match_the_lock_file_is_refused(
        context: BrowserContext, tmp_path: Path) -> None:
    """The page's loader unpacks the gzipped wheels itself, so it checks each against the
    lock file's hash, as the browser would check a .whl Pyodide fetched: a wheel changed on
    the way stops the start with a message that says so, never runs."""
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    packed = next((site / "pyodide").glob("inca_games_web-*.whl.gz"))
    wheel = bytearray(gzip.decompress(packed.read_bytes()))
    at = wheel.index(b"app/shell.pyc") + 200  # inside a stored entry's bytes
    wheel[at] ^= 0xFF
    packed.write_bytes(gzip.compress(bytes(wheel)))
    server = ThreadingHTTPServer(("127.0.0.1", 0),
                                 partial(QuietSiteHandler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
        page.goto(f"http://127.0.0.1:{server.server_port}/index.html")
        page.wait_for_function(
            "() => [...document.querySelectorAll('.py-error')].some("
            "  (e) => e.textContent.includes('does not match the hash'))",
            timeout=BOOT_TIMEOUT_MS)
        assert not page.evaluate("document.documentElement.classList.contains('ready')")
        assert any("inca_games_web" in e and "does not match the hash" in e for e in errors)
    finally:
        server.shutdown()
        server.server_close()
