"""``tools.serve``: the static server the dev command, the browser tests and the
measurements serve the site with."""

from __future__ import annotations

import socket
import struct
import threading
import urllib.request
from pathlib import Path

import pytest

from tools.serve import make_server


@pytest.fixture
def served(tmp_path: Path) -> object:
    (tmp_path / "big.wasm").write_bytes(bytes(8 << 20))
    (tmp_path / "index.html").write_text("<p>hi</p>")
    server = make_server(tmp_path, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def test_files_come_with_the_types_modules_and_webassembly_need(served: object) -> None:
    port = served.server_port  # type: ignore[attr-defined]
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/big.wasm") as reply:
        assert reply.headers["Content-Type"] == "application/wasm"
        assert reply.headers["Cache-Control"] == "no-cache"


def test_a_page_that_leaves_mid_file_prints_no_traceback(
        served: object, capsys: pytest.CaptureFixture[str]) -> None:
    """A reload mid-download (the browser tests do it all the time) is not an error."""
    port = served.server_port  # type: ignore[attr-defined]
    for _ in range(3):
        client = socket.create_connection(("127.0.0.1", port))
        client.sendall(b"GET /big.wasm HTTP/1.1\r\nHost: x\r\n\r\n")
        client.recv(1024)
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        client.close()  # a reset, while 8 MB are still on their way
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/index.html") as reply:
        assert reply.read() == b"<p>hi</p>"  # the server goes on serving
    assert "Traceback" not in capsys.readouterr().err
