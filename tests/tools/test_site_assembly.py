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


def test_the_boot_files_are_preloaded_before_pyscript_starts(tmp_path: Path) -> None:
    dist = _dist(tmp_path, PAGE)
    (dist / "pyscript").mkdir()
    (dist / "pyscript" / "core-abc123.js").write_text("")
    site.preload_boot_files(dist)
    html = (dist / "index.html").read_text()
    links = [
        '<link rel="preload" href="./pyodide/inca_games-1-py3-none-any.whl.gz" as="fetch" '
        'crossorigin="anonymous">',
        '<link rel="preload" href="./pyodide/pyodide.asm.wasm.gz" as="fetch" '
        'crossorigin="anonymous">',
        '<link rel="preload" href="./pyodide/python_stdlib.zip.gz" as="fetch" '
        'crossorigin="anonymous">',
        '<link rel="preload" href="./pyscript.json" as="fetch" crossorigin="anonymous">',
        '<link rel="modulepreload" href="./pyodide/runtime.mjs">',
        '<link rel="modulepreload" href="./pyodide/pyodide.asm.mjs">',
        '<link rel="modulepreload" href="./pyscript/core-abc123.js">',
    ]
    for link in links:
        assert html.count(link) == 1, link
        assert html.index(link) < html.index("pyscript/core.js")


def test_a_page_without_pyscript_stops_the_build(tmp_path: Path) -> None:
    dist = _dist(tmp_path, "<head></head>")
    with pytest.raises(SystemExit):
        site.preload_boot_files(dist)


def test_the_npm_packages_are_pinned_exactly() -> None:
    """package.json names exact versions (no ^ or ~), the ones package-lock.json holds."""
    manifest = json.loads((site.ROOT / "package.json").read_text())
    lock = json.loads(site.PACKAGE_LOCK.read_text())["packages"]
    pinned = {**manifest["dependencies"], **manifest["devDependencies"]}
    assert {"qrcode-generator", "jsqr"} <= set(manifest["dependencies"])
    for name, version in pinned.items():
        assert version[0].isdigit() and all(c.isdigit() or c == "." for c in version), name
        assert lock[f"node_modules/{name}"]["version"] == version, name


def test_the_page_loads_every_vendored_script() -> None:
    """The QR drawer with the page; the reader (257 KB) only when a code is first read
    (``incaQR.ready`` in qr.js), so the boot does not pay for it."""
    page = (site.WEB / "index.html").read_text()
    qr = (site.WEB / "qr.js").read_text()
    assert set(site.VENDOR_SCRIPTS) == {"qrcode.js", "jsQR.js"}
    assert '<script src="./vendor/qrcode.js" defer></script>' in page
    assert page.index("./vendor/qrcode.js") < page.index('<script src="./qr.js" defer>')
    assert "./vendor/jsQR.js" not in page and 'script.src = "./vendor/jsQR.js"' in qr


def test_a_package_without_a_licence_file_gives_its_script_notice(tmp_path: Path) -> None:
    script = tmp_path / "lib.js"
    script.write_text("//-----\n//\n// Lib\n//\n// Licensed under the MIT license\n//\n//---\n\n"
                      "var lib = 1;\n// not the notice\n")
    assert site.package_licence(tmp_path, script) == "Lib\n\nLicensed under the MIT license\n"
    (tmp_path / "LICENSE").write_text("The licence itself\n")
    assert site.package_licence(tmp_path, script) == "The licence itself\n"
