"""The built site is self-contained: relative URLs only, every configured file present."""

from __future__ import annotations

import json
import re

import build

ALLOWED_HOSTS = ("127.0.0.1", "localhost", "www.w3.org")
URL = re.compile(r"https?://([^/\s\"'`)<>]*)")


def test_no_foreign_urls_in_sources() -> None:
    sources = [path for path in build.WEB.rglob("*")
               if path.is_file() and "__pycache__" not in path.parts]
    sources.append(build.ROOT / "build.py")
    for path in sources:
        text = path.read_text(errors="replace")
        foreign = [host for host in URL.findall(text) if host.split(":")[0] not in ALLOWED_HOSTS]
        assert foreign == [], f"{path.relative_to(build.ROOT)} names {foreign}"


def test_configs_name_existing_files() -> None:
    for name in ("pyscript.json", "worker.json"):
        config = json.loads((build.DIST / name).read_text())
        assert config["interpreter"] == "./pyodide/pyodide.mjs"
        assert (build.DIST / config["interpreter"]).is_file()
        assert "./inca_games.whl" in config["files"].values()
        for url in config["files"]:
            assert url.startswith("./") and (build.DIST / url).is_file(), url


def test_service_worker_lists_every_asset() -> None:
    source = (build.DIST / "sw.js").read_text()
    assert "__VERSION__" not in source and "__ASSETS__" not in source
    assets = json.loads(re.search(r"const ASSETS = (\[.*?\]);", source, re.S).group(1))
    assert assets[0] == "./" and "./index.html" in assets
    assert "./pyodide/pyodide.asm.wasm" in assets and "./pyscript.json" in assets
    assert not any(url.startswith(("./sw.js", "./perf/")) for url in assets)
    for url in assets[1:]:
        assert (build.DIST / url).is_file(), url
