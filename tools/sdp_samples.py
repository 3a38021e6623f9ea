"""Real WebRTC offers and answers of Chromium and Firefox ESR, written to tests/data/sdp/
so table mode's handshake codes (``app.table.code``) are tested on what the phones'
browsers really write, not on SDPs typed by hand.

Each pairing of browsers (offerer, answerer) runs as table mode does: the offerer opens a
data channel, both gather every ICE candidate (no ICE server, or the STUN server below),
and the answer is set on the offerer; a sample is kept only when the data channel then
opens and carries a message, so every sample is known to link. Two runs give two samples
of each kind (session ids, ports, keys and mDNS names differ between them). A Chromium
launched with ``--disable-features=WebRtcHideLocalIpsWithMdns`` gives raw IP candidates
too, and the pairings named ``-stun`` use a STUN server (a few lines here, on this
machine: no internet), as a host who chose one does, for server-reflexive candidates.

    .venv/bin/python -m tools.sdp_samples        # rewrites tests/data/sdp/*.txt
"""

from __future__ import annotations

import socket
import struct
import sys
import threading
from pathlib import Path
from typing import Any, Protocol

from playwright.sync_api import sync_playwright

from .env import CHROMIUM, CHROMIUM_ARGS, ROOT
from .firefox import Firefox

OUT = ROOT / "tests" / "data" / "sdp"
RUNS = 2
LINK_TIMEOUT_S = 20.0
FIREFOX_PAGE = "data:text/html,<!doctype html><title>sdp samples</title>"
RAW_IPS = "--disable-features=WebRtcHideLocalIpsWithMdns"
MDNS = {"media.peerconnection.ice.obfuscate_host_addresses": True}

_GATHERED = """(pc) => new Promise((resolve) => {
  const done = () => { if (pc.iceGatheringState === "complete") resolve(); };
  pc.addEventListener("icegatheringstatechange", done);
  done();
  setTimeout(resolve, 4000);
})"""
"""Every candidate gathered (or 4 s, as table mode waits), so the SDP holds them all."""

OFFER_JS = """async (stun) => {
  const gathered = GATHERED;
  const pc = new RTCPeerConnection(stun ? {iceServers: [{urls: stun}]} : {});
  const dc = pc.createDataChannel("table", {ordered: true});
  window.sample = {pc, dc, opened: false, got: null};
  dc.onopen = () => { window.sample.opened = true; dc.send("ping"); };
  dc.onmessage = (e) => { window.sample.got = e.data; };
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  return pc.localDescription.sdp;
}""".replace("GATHERED", _GATHERED)

ANSWER_JS = """async ([offer, stun]) => {
  const gathered = GATHERED;
  const pc = new RTCPeerConnection(stun ? {iceServers: [{urls: stun}]} : {});
  window.sample = {pc, dc: null, opened: false, got: null};
  pc.ondatachannel = (e) => {
    const dc = e.channel;
    window.sample.dc = dc;
    dc.onmessage = (m) => { window.sample.got = m.data; dc.send("pong"); };
    dc.onopen = () => { window.sample.opened = true; };
    if (dc.readyState === "open") window.sample.opened = true;
  };
  await pc.setRemoteDescription({type: "offer", sdp: offer});
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  return pc.localDescription.sdp;
}""".replace("GATHERED", _GATHERED)

ACCEPT_JS = """async (answer) => {
  await window.sample.pc.setRemoteDescription({type: "answer", sdp: answer});
}"""

LINKED_JS = """() => window.sample.opened && window.sample.got !== null"""


class Page(Protocol):
    """What this tool needs of a Playwright page or a ``FirefoxPage``."""

    def evaluate(self, source: str, arg: Any = None) -> Any: ...

    def wait_for_function(self, source: str, arg: Any = None,
                          timeout: float = 90_000) -> Any: ...

    def close(self) -> None: ...


_COOKIE = 0x2112A442


def _stun_server(sock: socket.socket) -> None:
    """Answers each STUN binding request with the address it came from (RFC 5389's
    XOR-MAPPED-ADDRESS, IPv4): all a browser needs for a server-reflexive candidate."""
    while True:
        try:
            data, (host, port) = sock.recvfrom(2048)
        except OSError:  # closed
            return
        if len(data) < 20 or data[:2] != b"\x00\x01" or ":" in host:
            continue
        address = int.from_bytes(socket.inet_aton(host), "big") ^ _COOKIE
        attribute = struct.pack(">HHBBHI", 0x0020, 8, 0, 1, port ^ (_COOKIE >> 16), address)
        sock.sendto(struct.pack(">HHI", 0x0101, len(attribute), _COOKIE) + data[8:20]
                    + attribute, (host, port))


def start_stun() -> tuple[socket.socket, str]:
    """A STUN server on this machine's address toward the network (127.0.0.1 without
    one), and its URL for RTCPeerConnection."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("203.0.113.1", 3478))  # no packet sent: the route's source address
        host = probe.getsockname()[0]
    except OSError:
        host = "127.0.0.1"
    finally:
        probe.close()
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind((host, 0))
    threading.Thread(target=_stun_server, args=(sock,), daemon=True).start()
    return sock, f"stun:{host}:{sock.getsockname()[1]}"


def pair(offerer: Page, answerer: Page, stun: str | None) -> tuple[str, str, bool]:
    """The offer and answer of one handshake (both sides with the STUN server ``stun``,
    or none), and whether its data channel opened and carried a message each way."""
    offer = str(offerer.evaluate(OFFER_JS, stun))
    answer = str(answerer.evaluate(ANSWER_JS, [offer, stun]))
    offerer.evaluate(ACCEPT_JS, answer)
    try:
        offerer.wait_for_function(LINKED_JS, timeout=LINK_TIMEOUT_S * 1000)
        answerer.wait_for_function(LINKED_JS, timeout=LINK_TIMEOUT_S * 1000)
        linked = True
    except Exception:  # Playwright's or FirefoxPage's timeout
        linked = False
    return offer, answer, linked


def write(name: str, sdp: str) -> Path:
    """One SDP as the browser gave it (CRLF line ends kept: no newline translation)."""
    path = OUT / f"{name}.txt"
    path.write_bytes(sdp.encode())
    return path


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.txt"):
        old.unlink()
    stun_socket, stun = start_stun()
    firefox = Firefox(prefs=MDNS)  # what Firefox sends by default: mDNS names
    failed = []
    try:
        with sync_playwright() as p:
            chromium = p.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                         args=CHROMIUM_ARGS)
            raw = p.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                    args=[*CHROMIUM_ARGS, RAW_IPS])

            def chromium_page(browser: Any = chromium) -> Page:
                page = browser.new_page()  # in a context of its own, closed with it
                page.goto("about:blank")
                return page  # type: ignore[no-any-return]

            def firefox_page() -> Page:
                page = firefox.new_page()
                page.goto(FIREFOX_PAGE)
                return page

            makers = {"chromium": chromium_page, "firefox": firefox_page,
                      "chromium_raw": lambda: chromium_page(raw)}
            pairings = [("chromium", "chromium", False), ("chromium", "firefox", False),
                        ("firefox", "chromium", False), ("firefox", "firefox", False),
                        ("chromium_raw", "chromium_raw", False),
                        ("chromium", "firefox", True), ("firefox", "chromium", True),
                        ("chromium_raw", "chromium_raw", True)]
            for run in range(1, RUNS + 1):
                for offering, answering, with_stun in pairings:
                    offerer, answerer = makers[offering](), makers[answering]()
                    offer, answer, linked = pair(offerer, answerer,
                                                 stun if with_stun else None)
                    offerer.close()
                    answerer.close()
                    stem = f"{offering}-{answering}".replace("_", "-")
                    stem += "-stun" if with_stun else ""
                    print(f"run {run}: {stem}: {'linked' if linked else 'NOT LINKED'}",
                          flush=True)
                    if not linked:
                        failed.append(f"{stem} (run {run})")
                        continue
                    write(f"{stem}-offer-{run}", offer)
                    write(f"{stem}-answer-{run}", answer)
            raw.close()
            chromium.close()
    finally:
        firefox.close()
        stun_socket.close()
    if failed:
        print("not linked, not kept: " + ", ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
