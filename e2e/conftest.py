"""Browser test fixtures: dist/ on a loopback server, system Chromium (and Firefox ESR for
table mode's phones), a watched page.

The site must be built first (`python3 build.py test` does it). Every page is watched for
requests that leave the site's origin (the app must work offline from any static host) and
for console and page errors, which tests assert empty through `page_errors`.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    Page,
    Playwright,
    expect,
    sync_playwright,
)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.env import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  (the project's dev tools)
from tools.firefox import Firefox  # noqa: E402
from tools.serve import make_server  # noqa: E402
from tools.site import DIST  # noqa: E402

BOOT_TIMEOUT_MS = 90_000
EXPECT_TIMEOUT_MS = 15_000
"""How long an `expect` waits (Playwright's own default is 5 s). Two Chromiums and the
engine tests keep both cores busy all run long, and a review's status line once took more
than 5 s (with three workers); a longer wait changes nothing for a test that passes."""
expect.set_options(timeout=EXPECT_TIMEOUT_MS)


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


RENDERER_CRASHES = [r"Target crashed", r"Page crashed"]
"""Chromium's own renderer dying (not an error of the page): seen a few times in hundreds
of runs, always under load, and once (Chromium 156, a fresh machine) in a burst: 59
crash dumps in 12 minutes, 10 tests of one suite run crashing twice in a row, after which
the same suite passed with no rerun. Only these are run once more."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test whose renderer crashed runs once more (pytest-rerunfailures reports it as a
    rerun), as does one that failed on an error its module names in ``RERUN_ALSO`` (as
    many times as its ``RERUNS`` says, else once); any other failure, or one more, fails
    the run.
    The browser tests share both workers of `build.py test` with the engine tests, so two
    Chromiums may run at once. (An ``xdist_group`` that was to keep them on one worker
    never took effect: pytest 9 builds a node's id from ``_id`` and xdist 3.8 sets
    ``_nodeid``. Run alone, one at a time, they take longer than the whole suite.)"""
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.path)).parents:
            module = getattr(item, "module", None)
            also = list(getattr(module, "RERUN_ALSO", []))
            reruns = int(getattr(module, "RERUNS", 1))
            item.add_marker(pytest.mark.flaky(reruns=reruns,
                                              only_rerun=RENDERER_CRASHES + also))


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """The URL of dist/ served on a free loopback port for the whole session."""
    if not (DIST / "index.html").exists():
        pytest.fail("dist/ is not built: run `python3 build.py build` (or build.py test)")
    server = make_server(DIST, port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    """Debian's Chromium (never a Playwright download), headless."""
    browser = playwright.chromium.launch(
        executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


@pytest.fixture(scope="session")
def firefox() -> Iterator[Firefox]:
    """Debian's Firefox ESR over WebDriver BiDi (``tools/firefox.py``), headless, for the
    tests that need a second browser engine; started by the first that asks."""
    firefox = Firefox()
    yield firefox
    firefox.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    """A fresh profile per test: empty HTTP cache, no service worker."""
    context = browser.new_context()
    yield context
    context.close()


@pytest.fixture
def page_errors() -> list[str]:
    """Console errors and uncaught page errors of `page`, in order; tests assert it empty."""
    return []


@pytest.fixture
def requested_urls() -> list[str]:
    """Every URL requested by `page` and its workers."""
    return []


IMPORTS = ROOT / "build" / "imports"
"""Where every browser test leaves the modules its page and AI worker imported
(``tools/stdlib.py`` checks the boot archive holds the standard library's among them)."""


def _record_imports(page: Page) -> None:
    try:
        found = page.evaluate("window.incagames ? window.incagames.modules() : null")
    except Exception:  # the page is gone or never booted: nothing to record
        return
    if found:
        IMPORTS.mkdir(parents=True, exist_ok=True)
        with (IMPORTS / f"{os.getpid()}.txt").open("a") as out:
            out.write("\n".join(json.loads(found)) + "\n")


def _watched(context: BrowserContext, site_url: str, page_errors: list[str],
             requested_urls: list[str]) -> Iterator[Page]:
    context.on("request", lambda request: requested_urls.append(request.url))
    page = context.new_page()
    page.on("console", lambda msg: page_errors.append(f"console: {msg.text}")
            if msg.type == "error" else None)
    page.on("pageerror", lambda exc: page_errors.append(f"pageerror: {exc}"))
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    yield page
    _record_imports(page)
    home = _origin(site_url)
    foreign = [url for url in requested_urls
               if not url.startswith(("data:", "blob:")) and _origin(url) != home]
    if foreign:
        pytest.fail(f"requests left the site's origin: {foreign}")


@pytest.fixture
def page(context: BrowserContext, site_url: str, page_errors: list[str],
         requested_urls: list[str]) -> Iterator[Page]:
    """A page of the context; the test fails if anything was requested from another origin."""
    yield from _watched(context, site_url, page_errors, requested_urls)


@pytest.fixture
def phone(browser: Browser, site_url: str, page_errors: list[str],
          requested_urls: list[str]) -> Iterator[Page]:
    """A page on a phone: 390 x 844 CSS px, touch screen, pixel ratio 3 (watched alike)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True, device_scale_factor=3)
    yield from _watched(context, site_url, page_errors, requested_urls)
    context.close()


_COLOUR_PIXELS = """([r, g, b, tolerance]) => {
  const c = document.getElementById("board");
  const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) {
    if (Math.abs(d[i] - r) < tolerance && Math.abs(d[i + 1] - g) < tolerance
        && Math.abs(d[i + 2] - b) < tolerance) n += 1;
  }
  return n;
}"""


def colour_pixels(page: Page, colour: str, tolerance: int = 10) -> int:
    """How many canvas pixels have about this colour ("#RRGGBB"): a board layer shows."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    return int(page.evaluate(_COLOUR_PIXELS, [*rgb, tolerance]))
