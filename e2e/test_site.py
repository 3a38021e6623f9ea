"""The built site is self-contained: relative URLs only, every configured file present, the
engine registered in Pyodide's lock file."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import re
import zipfile

from tools.env import ROOT
from tools.site import DIST, TOOLS, WEB

ALLOWED_HOSTS = ("127.0.0.1", "localhost", "www.w3.org")
URL = re.compile(r"https?://([^/\s\"'`)<>]*)")


def test_no_foreign_urls_in_sources() -> None:
    sources = [path for folder in (WEB, TOOLS) for path in folder.rglob("*")
               if path.is_file() and "__pycache__" not in path.parts]
    sources.append(ROOT / "build.py")
    for path in sources:
        text = path.read_text(errors="replace")
        foreign = [host for host in URL.findall(text) if host.split(":")[0] not in ALLOWED_HOSTS]
        assert foreign == [], f"{path.relative_to(ROOT)} names {foreign}"


def test_configs_name_existing_files() -> None:
    for name in ("pyscript.json", "worker.json"):
        config = json.loads((DIST / name).read_text())
        assert config["interpreter"] == "./pyodide/runtime.mjs"
        assert (DIST / config["interpreter"]).is_file()
        assert "packages" not in config  # no micropip: main.py and worker.py use loadPackage
        assert "files" not in config  # the app's modules come in its wheel, not one by one
    assert not (DIST / "app").exists()


def test_the_lock_file_holds_the_engine_and_app_wheels() -> None:
    """pyodide-build registered both wheels beside the lock file, with their hashes, so
    that loadPackage fetches them from the site itself; each ships gzipped whole (the
    page's loader unpacks it and checks the hash), a zip of entries stored as they are."""
    lock = json.loads((DIST / "pyodide" / "pyodide-lock.json").read_text())
    for name, imports in (("inca-games", ["incagames"]), ("inca-games-web", ["app"])):
        entry = lock["packages"][name]
        assert "/" not in entry["file_name"] and entry["file_name"].endswith(".whl")
        assert not (DIST / "pyodide" / entry["file_name"]).exists()
        wheel = gzip.decompress((DIST / "pyodide" / (entry["file_name"] + ".gz")).read_bytes())
        assert entry["sha256"] == hashlib.sha256(wheel).hexdigest()
        assert entry["imports"] == imports and entry["depends"] == []
        with zipfile.ZipFile(io.BytesIO(wheel)) as archive:
            assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
            assert not any(n.endswith("__main__.pyc") for n in archive.namelist())


def test_service_worker_lists_every_asset() -> None:
    source = (DIST / "sw.js").read_text()
    assert "__VERSION__" not in source and "__ASSETS__" not in source
    assets = json.loads(re.search(r"const ASSETS = (\[.*?\]);", source, re.S).group(1))
    assert assets[0] == "./" and "./index.html" in assets
    assert "./pyodide/pyodide.asm.wasm.gz" in assets and "./pyscript.json" in assets
    assert "./pyodide/python_stdlib.zip.gz" in assets and "./pyodide/runtime.mjs" in assets
    assert "./pyodide/pyodide-lock.json" in assets
    assert any(url.startswith("./pyodide/inca_games-") for url in assets)
    assert any(url.startswith("./pyodide/inca_games_web-") for url in assets)
    assert "./qr.js" in assets and "./vendor/qrcode.js" in assets  # table mode, offline too
    assert "./vendor/jsQR.js" in assets and "./vendor/jsQR.LICENSE.txt" in assets
    assert not any(url.startswith(("./sw.js", "./perf/")) for url in assets)
    assert (DIST / "perf" / "botspeed.py").is_file()
    for url in assets[1:]:
        assert (DIST / url).is_file(), url
