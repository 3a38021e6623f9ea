"""The standard library in two archives (tools/stdlib.py): the page boots on the modules
the games import, and a module outside them still imports, fetched once from the second
archive (the AI worker installs the same finder); nothing of it is fetched at boot."""

from __future__ import annotations

from playwright.sync_api import Page
from test_play import start

from tools.stdlib import listed

OUTSIDE = ("colorsys", "xml.dom.minidom", "email.mime.text")
"""Modules the boot archive lacks: a top-level one, and submodules of packages the boot
archive lacks or holds in part."""


def test_a_module_outside_the_boot_archive_imports_on_demand(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    assert not set(OUTSIDE) & listed()
    rest: list[str] = []
    page.on("request", lambda r: rest.append(r.url) if "stdlib_rest" in r.url else None)
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=5&pace=0")
    assert rest == []  # the boot never asks for it
    for name in OUTSIDE:
        assert page.evaluate("(name) => window.incagames.load(name)", name) == name
    assert len(rest) == 1  # fetched once, then read from where it was unpacked
    assert page.evaluate("window.incagames.load('email.mime.multipart')") == \
        "email.mime.multipart"
    assert page_errors == []
