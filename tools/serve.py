"""The dev server: dist/ as static files on loopback (or, with ``--lan``, on the local
network, so that phones can join a table hosted from this machine), with the MIME types
module scripts and WebAssembly need; also what the browser tests and measurements serve
the site with."""

from __future__ import annotations

import argparse
import functools
import http.server
import signal
import socket
import sys
from pathlib import Path
from urllib.parse import urlunsplit

from .site import DIST, build_site

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".py": "text/plain; charset=utf-8",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types module scripts and WebAssembly need."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        # Revalidate every time: a rebuilt site is seen at once (the service worker caches).
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


class QuietSiteHandler(SiteHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


class SiteServer(http.server.ThreadingHTTPServer):
    """A page closed or reloaded while a file was on its way drops the connection: that is
    no error of the server, so it prints no traceback (any other error still does)."""

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0, quiet: bool = False,
                host: str = "127.0.0.1") -> http.server.ThreadingHTTPServer:
    """A threaded static server of `directory` on loopback; port 0 picks a free port."""
    handler = QuietSiteHandler if quiet else SiteHandler
    server = SiteServer(
        (host, port), functools.partial(handler, directory=str(directory)))
    server.daemon_threads = True
    return server


def _stop_on_signals() -> None:
    """Make Ctrl-C and `kill` stop the server cleanly, even when started in the background
    (where a shell may have set SIGINT to be ignored)."""
    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, interrupt)
    signal.signal(signal.SIGTERM, interrupt)


def lan_address() -> str | None:
    """This machine's address on its local network: the one its default route leaves
    from (a UDP socket is pointed at a private address; nothing is sent), else None."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 9))
            address = str(probe.getsockname()[0])
        except OSError:
            return None
    return None if address.startswith(("127.", "0.")) else address


def _url(host: str, port: int) -> str:
    return urlunsplit(("http", f"{host}:{port}", "/", "", ""))


LAN_NOTE = (
    "Table mode: open {url} on this machine too, so that its invitations carry an\n"
    "address the phones on this network can reach. Over plain http browsers keep the\n"
    "camera off: the phones send their answers as links (or you paste them); the\n"
    "published https site can also scan them.")


def main(args: list[str]) -> int:
    """`build.py serve`: build dist/ (unless --no-build), then serve it until stopped."""
    parser = argparse.ArgumentParser(prog="build.py serve")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    parser.add_argument("--lan", action="store_true",
                        help="listen on the local network, not only on this machine, so "
                             "that phones can join a table hosted from here")
    options = parser.parse_args(args)
    directory = DIST if options.no_build else build_site()
    try:
        server = make_server(directory, options.port,
                             host="0.0.0.0" if options.lan else "127.0.0.1")
    except OSError as exc:
        print(f"build.py: cannot listen on port {options.port}: {exc}", file=sys.stderr)
        return 1
    port = server.server_port
    here = _url("127.0.0.1", port)
    if options.lan:
        url = _url(lan_address() or "<this machine's address>", port)
        print(f"serving {directory.name}/ to this network on {url} and on {here} "
              "(Ctrl-C stops)", flush=True)
        print(LAN_NOTE.format(url=url), flush=True)
    else:
        print(f"serving {directory.name}/ on {here} (Ctrl-C stops; --lan lets phones on "
              "this network join a table)", flush=True)
    _stop_on_signals()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nstopped", flush=True)
    finally:
        server.server_close()
    return 0
