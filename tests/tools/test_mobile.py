"""The emulated phone's server (tools/mobile.py) serves as a compressing static host does:
text gzipped, WebAssembly and archives as they are, a validator that earns a 304; and a
first visit's bytes are counted by kind of file."""

from __future__ import annotations

import gzip
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from tools import mobile

FILES = {"app.mjs": b"export const x = 1;\n" * 200, "pyodide/pyodide.asm.wasm": b"\0asm" * 500,
         "pyodide/python_stdlib.zip.gz": gzip.compress(b"zip" * 300)}


@pytest.fixture
def site(tmp_path: Path) -> Iterator[str]:
    for name, data in FILES.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    server = mobile.make_mobile_server(tmp_path)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


def _get(url: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip", **headers})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), b""


def test_text_is_gzipped_and_binaries_go_as_they_are(site: str) -> None:
    status, headers, body = _get(site + "app.mjs")
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body) == FILES["app.mjs"] and len(body) < len(FILES["app.mjs"])
    for name in ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip.gz"):
        status, headers, body = _get(site + name)
        assert status == 200 and "Content-Encoding" not in headers and body == FILES[name]
    assert _get(site + "missing.js")[0] == 404


def test_a_file_asked_again_with_its_etag_costs_a_304(site: str) -> None:
    _, headers, _ = _get(site + "app.mjs")
    assert headers["Cache-Control"] == "max-age=600"
    status, _, body = _get(site + "app.mjs", **{"If-None-Match": headers["ETag"]})
    assert status == 304 and body == b""


def test_bytes_are_counted_by_kind_without_the_offline_copy() -> None:
    def request(url: str, body: int, worker: object = None) -> SimpleNamespace:
        sizes = {"responseBodySize": body, "responseHeadersSize": 10}
        return SimpleNamespace(url=url, sizes=lambda: sizes, service_worker=worker)

    found = mobile.bytes_by_kind([
        request("http://h/pyodide/pyodide.asm.wasm.gz", 100),
        request("http://h/pyodide/python_stdlib.zip.gz", 50),
        request("http://h/pyodide/inca_games-0.1.0-py3-none-any.whl", 20),
        request("http://h/pyscript/core.js?v=1", 5), request("http://h/index.html", 3),
        request("http://h/pyodide/pyodide.asm.wasm.gz", 100, worker=object())])
    assert found == {"mobile_bytes_wasm": 110, "mobile_bytes_stdlib": 60,
                     "mobile_bytes_wheels": 30, "mobile_bytes_javascript": 15,
                     "mobile_bytes_page": 13, "mobile_bytes": 228, "mobile_requests": 5}
