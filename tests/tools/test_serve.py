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


def test_serve_lan_listens_on_the_network_and_says_where_phones_open_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """``build.py serve --lan``: a table hosted from this machine needs an address the
    phones reach; the server listens on every interface and prints that address and
    why (and what plain http costs: the camera)."""
    from tools import serve

    (tmp_path / "index.html").write_text("<p>hi</p>")
    monkeypatch.setattr(serve, "DIST", tmp_path)
    seen: dict[str, object] = {}

    def stop_at_once(server: object) -> None:
        seen["host"] = server.server_address[0]  # type: ignore[attr-defined]
        raise KeyboardInterrupt

    monkeypatch.setattr(serve.SiteServer, "serve_forever", stop_at_once)
    monkeypatch.setattr(serve, "_stop_on_signals", lambda: None)
    assert serve.main(["--lan", "--no-build", "--port", "0"]) == 0
    printed = capsys.readouterr().out
    assert seen["host"] == "0.0.0.0"
    address = serve.lan_address()
    if address is not None:  # a machine on a network: the phones' address is printed
        assert f"http://{address}:" in printed
    assert "phones" in printed and "camera" in printed
    assert serve.main(["--no-build", "--port", "0"]) == 0
    assert seen["host"] == "127.0.0.1", "without --lan, this machine only"
    assert "--lan" in capsys.readouterr().out


def test_a_server_on_every_interface_answers_at_the_network_address(tmp_path: Path) -> None:
    from tools.serve import lan_address

    address = lan_address()
    if address is None:
        pytest.skip("this machine has no network address")
    (tmp_path / "index.html").write_text("<p>hi</p>")
    server = make_server(tmp_path, quiet=True, host="0.0.0.0")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        with urllib.request.urlopen(f"http://{address}:{server.server_port}/index.html") as r:
            assert r.read() == b"<p>hi</p>"
    finally:
        server.shutdown()
        server.server_close()
