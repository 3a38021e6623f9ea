"""The examples of the README and of the docs pages run as written, their relative links
(and the headings they point to) exist, and the docstring examples run as written."""

from __future__ import annotations

import doctest
import re
from pathlib import Path
from urllib.parse import unquote

import incagames
import incagames.core.actions

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def test_page_examples() -> None:
    attempted = 0
    for page in PAGES:
        result = doctest.testfile(str(page), module_relative=False,
                                  optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
        assert result.failed == 0, page.name
        attempted += result.attempted
    assert attempted > 0


def _anchors(page: Path) -> set[str]:
    """The anchors GitHub gives a page's headings (lower case, punctuation dropped)."""
    return {re.sub(r"[^\w\- ]", "", line.lstrip("#").strip().lower()).replace(" ", "-")
            for line in page.read_text(encoding="utf-8").splitlines() if line.startswith("#")}


def test_links() -> None:
    broken = []
    for page in PAGES:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if re.match(r"[a-z][a-z0-9+.-]*:", target):
                continue
            path, _, anchor = target.partition("#")
            linked = (page.parent / unquote(path)) if path else page
            if not linked.exists() or (anchor and linked.suffix == ".md"
                                       and anchor not in _anchors(linked)):
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert not broken


def test_docstring_examples() -> None:
    for module in (incagames, incagames.core.actions):
        result = doctest.testmod(module)
        assert result.failed == 0
