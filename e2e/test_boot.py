"""The site boots in a real browser, offline-capable and without errors."""

from __future__ import annotations

import os
import threading
from functools import partial
from http.server import ThreadingHTTPServer

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
    for name in ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"):
        assert name not in fetched
        assert fetched.count(name + ".gz") == 1, fetched
