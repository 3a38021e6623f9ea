"""Table mode's handshake codes (``app.table_link``): a real Chromium data-channel offer
packs into a short URL-safe code and back, and any damaged or foreign code is refused
with a reason."""

from __future__ import annotations

import string
import sys
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

from app import table_link as L  # noqa: E402
from app.table_link import LinkError, pack, unpack  # noqa: E402

OFFER = "\r\n".join([
    "v=0", "o=- 3516632716320054725 2 IN IP4 127.0.0.1", "s=-", "t=0 0",
    "a=group:BUNDLE 0", "a=extmap-allow-mixed", "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    "a=candidate:2229335376 1 udp 2113937151 fc60d65e-84d4-4678-95b0-b74f5c0177a7.local "
    "55475 typ host generation 0 network-cost 999",
    "a=candidate:2207422944 1 udp 2113942271 56aa461b-4c8a-432b-bd9d-e64ef30937f3.local "
    "57971 typ host generation 0 network-cost 999",
    "a=ice-ufrag:RiLo", "a=ice-pwd:Tq/0mu+wAyLdzYu19gpyD4ti", "a=ice-options:trickle",
    "a=fingerprint:sha-256 FB:56:2B:41:FE:A7:D4:B8:44:07:9C:CF:E0:25:F5:7A:2B:44:C9:7B:8B:"
    "A5:75:E3:37:3D:40:C2:65:12:53:57",
    "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144", ""])
"""A data-channel offer of headless Chromium with every host candidate gathered (mDNS
names, as Chromium hides local addresses)."""


def test_an_offer_packs_into_a_short_url_safe_code_and_back() -> None:
    code = pack(OFFER)
    assert code.startswith("2.") and unpack(code) == OFFER
    assert len(code) < 200  # a small QR code (version 8 or so), from 716 bytes of SDP
    assert set(code) <= set(string.ascii_letters + string.digits + "-_.")
    # copied with line breaks and spaces (a chat app wrapped it): still the same offer
    assert unpack(" " + code[:100] + "\n" + code[100:] + "\n") == OFFER


@pytest.mark.parametrize(("code", "why"), [
    ("", "not from this site"),
    ("3." + pack(OFFER)[2:], "not from this site"),
    (pack(OFFER)[:-20], "damaged"),
    ("1.!!!!", "damaged"),
    ("1." + "A" * 40, "damaged"),
    (pack(OFFER)[:-30], "damaged"),  # the compact form cut short
    (pack(OFFER) + "AAAA", "damaged"),  # ... or with bytes after its end
])
def test_a_damaged_or_foreign_code_is_refused(code: str, why: str) -> None:
    with pytest.raises(LinkError, match=why):
        unpack(code)


def test_an_offer_the_compact_form_cannot_hold_is_deflated_whole() -> None:
    """A candidate found through a STUN server (srflx) is not a host candidate: the code
    is the deflated text, and it still gives back the very same SDP."""
    srflx = OFFER.replace("a=ice-ufrag", "a=candidate:842163049 1 udp 1677729535 "
                          "203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0 generation 0 "
                          "network-cost 999\r\na=ice-ufrag")
    code = pack(srflx)
    assert code.startswith("1.") and unpack(code) == srflx
    lf = OFFER.replace("\r\n", "\n")  # line ends as some copies have them
    assert unpack(pack(lf)) == OFFER


def test_a_code_that_unpacks_to_too_much_or_to_no_offer_is_refused() -> None:
    import base64

    def code_of(raw: bytes) -> str:
        return "1." + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")

    with pytest.raises(LinkError, match="damaged"):  # a megabyte from a few hundred bytes
        unpack(code_of(b"v=0\r\n" + b"a" * 1_000_000))
    with pytest.raises(LinkError, match="not a connection offer"):
        unpack(code_of(b"<script>alert(1)</script>"))
    with pytest.raises(LinkError, match="damaged"):
        unpack(code_of(b"v=0\xff\xfe"))
    with pytest.raises(LinkError):
        pack("hello")


def test_invitation_links_carry_table_seat_and_offer() -> None:
    code = L.pack(OFFER)
    link = L.invitation("https://example.org/inca/?lang=fr#old", "AbC_123-xy", 2, code)
    assert link == f"https://example.org/inca/?lang=fr#join=AbC_123-xy.2.{code}"
    assert L.parse_invitation(link.split("#", 1)[1]) == ("AbC_123-xy", 2, code, None)
    stun = L.invitation("https://example.org/", "AbC_123-xy", 1, code, "stun:stun.example.org:3478")
    assert L.parse_invitation(stun.split("#", 1)[1])[3] == "stun:stun.example.org:3478"
    assert L.parse_invitation("#" + link.split("#", 1)[1])[1] == 2
    for bad in ("", "#review", "#join=", "#join=AbC_123-xy.2", "#join=ab.2." + code,
                "#join=AbC_123-xy.12." + code, "#join=AbC_123-xy.x." + code,
                "#join=AbC_123-xy.\u0663." + code, "#join=AbC_123-xy.2." + code[:-9],
                "#join=AbC_123-xy.2." + code + "&stun=http://evil.example/",
                "#join=AbC_123-xy.2." + code + "&turn=turn:x", "#join=AbC_123-xy.2." + code + "&"):
        with pytest.raises(L.LinkError):
            L.parse_invitation(bad)
