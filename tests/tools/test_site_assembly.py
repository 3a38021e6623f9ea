"""The site assembly's own steps that need no browser."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools import site

PAGE = '<head>\n<script type="module" src="./pyscript/core.js"></script>\n</head>'


def _dist(tmp_path: Path, page: str) -> Path:
    (tmp_path / "pyodide").mkdir()
    lock = {"packages": {"inca-games": {"file_name": "inca_games-1-py3-none-any.whl",
                                        "sha256": "00" * 32}}}
    (tmp_path / "pyodide" / site.LOCK_FILE).write_text(json.dumps(lock))
    (tmp_path / "index.html").write_text(page)
    return tmp_path


def test_the_wheel_is_preloaded_before_pyscript_starts(tmp_path: Path) -> None:
    dist = _dist(tmp_path, PAGE)
    site.preload_wheel(dist)
    html = (dist / "index.html").read_text()
    link = ('<link rel="preload" href="./pyodide/inca_games-1-py3-none-any.whl" as="fetch" '
            'crossorigin="anonymous">')
    assert html.count(link) == 1
    assert html.index(link) < html.index("pyscript/core.js")


def test_a_page_without_pyscript_stops_the_build(tmp_path: Path) -> None:
    dist = _dist(tmp_path, "<head></head>")
    with pytest.raises(SystemExit):
        site.preload_wheel(dist)
