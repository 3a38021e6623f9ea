"""A first visit on a phone's network, emulated: what the site costs where every megabyte
is paid for, beside the bare Pyodide page in the same run.

Loopback hides the network, so the pages are served by a server of their own that behaves
like a static host on a mobile link:

- text types (HTML, CSS, JavaScript, JSON, SVG, Python sources) are gzipped on the way,
  as GitHub Pages does; WebAssembly, zip archives and files already gzipped go as they are;
- responses carry an ETag and ``Cache-Control: max-age=600``, as GitHub Pages sends them,
  so a file fetched again (by a worker, by the service worker's offline copy) comes from
  the browser's cache, or costs a round trip and a 304 when the cache asks again;
- every response waits one round trip (``RTT_S``) before its first byte, and all
  responses share one downlink of ``DOWN_BITS`` bits a second, so the page, its workers
  and the service worker's offline copy compete for it as they would on a phone.

The page's CPU is slowed ``CPU_SLOWDOWN`` times by Chromium (DevTools' CPU throttling).
Part of ``python3 build.py perf`` (``--only mobile``); a measurement, never a test.
"""

from __future__ import annotations

import functools
import gzip
import http.server
import os
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .serve import QuietSiteHandler, SiteServer

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

DOWN_BITS = 9_000_000
"""The downlink: 9 Mbit/s, a fair 4G connection."""
RTT_S = 0.150
"""The round trip before each response's first byte."""
CPU_SLOWDOWN = 4
"""A mid-range phone's CPU against this machine's."""
CHUNK = 16 * 1024
COMPRESSED_TYPES = ("text/", "application/javascript", "application/json",
                    "application/manifest+json", "image/svg+xml")
"""What a static host compresses (by MIME type): text, never WebAssembly or archives."""
KINDS = (("wasm", ("pyodide.asm.wasm",)), ("stdlib", ("python_stdlib",)),
         ("wheels", (".whl",)), ("javascript", (".js", ".mjs")))
"""How a first visit's bytes are counted per kind of file (the rest is "page")."""


class Link:
    """One downlink shared by every response: a byte may leave only when the link has
    carried the ones before it at ``bits_per_second``."""

    def __init__(self, bits_per_second: float) -> None:
        self.bytes_per_second = bits_per_second / 8
        self.free_at = 0.0
        self.lock = threading.Lock()

    def send(self, wfile: Any, data: bytes) -> None:
        for start in range(0, len(data), CHUNK):
            chunk = data[start:start + CHUNK]
            with self.lock:
                now = time.monotonic()
                self.free_at = max(self.free_at, now) + len(chunk) / self.bytes_per_second
                wait = self.free_at - now
            if wait > 0:
                time.sleep(wait)
            wfile.write(chunk)


class MobileHandler(QuietSiteHandler):
    """A static file served as a compressing host on a mobile link would serve it."""

    link: Link

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        http.server.SimpleHTTPRequestHandler.end_headers(self)

    def do_GET(self) -> None:
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            time.sleep(RTT_S)
            self.send_error(404)
            return
        stat = os.stat(path)
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}"'
        time.sleep(RTT_S)
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return
        data = Path(path).read_bytes()
        kind = self.guess_type(path)
        headers = {"Content-Type": kind, "ETag": etag,
                   "Last-Modified": self.date_time_string(int(stat.st_mtime))}
        if (kind.startswith(COMPRESSED_TYPES) and not path.endswith(".gz")
                and "gzip" in self.headers.get("Accept-Encoding", "")):
            data = gzip.compress(data, compresslevel=6, mtime=0)
            headers["Content-Encoding"] = "gzip"
            headers["Vary"] = "Accept-Encoding"
        self.send_response(200)
        for key, value in {**headers, "Content-Length": str(len(data))}.items():
            self.send_header(key, value)
        self.end_headers()
        self.link.send(self.wfile, data)


def make_mobile_server(directory: Path) -> SiteServer:
    """A threaded server of ``directory`` on loopback (a free port) behind its own link."""
    handler = type("Handler", (MobileHandler,), {"link": Link(DOWN_BITS)})
    server = SiteServer(("127.0.0.1", 0), functools.partial(handler, directory=str(directory)))
    server.daemon_threads = True
    return server


def kind_of(url: str) -> str:
    path = url.split("?")[0]
    return next((kind for kind, marks in KINDS if any(m in path for m in marks)), "page")


def slow_cpu(context: BrowserContext, page: Page) -> None:
    session = context.new_cdp_session(page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})


def bytes_by_kind(requests: list[Any]) -> dict[str, float]:
    """The bytes each kind of file took on the wire (bodies as encoded, plus headers) for
    the page and its workers. The service worker's offline copy, made once the page is
    ready, is left out: it asks for each file again with ``no-cache``, which a host
    answers with 304 from the browser's cache (the plain server's Last-Modified does; on
    this shaped server Chromium sends no validator, cause unknown, and so gets every file
    twice)."""
    totals = dict.fromkeys([kind for kind, _ in KINDS] + ["page"], 0.0)
    requests = [request for request in requests if request.service_worker is None]
    for request in requests:
        sizes = request.sizes()
        totals[kind_of(request.url)] += sizes["responseBodySize"] + sizes["responseHeadersSize"]
    return {f"mobile_bytes_{kind}": value for kind, value in totals.items()} | {
        "mobile_bytes": sum(totals.values()), "mobile_requests": float(len(requests))}
