"""Table mode's handshake codes (``app.table.code``): real offers and answers of Chromium
and Firefox ESR, in every pairing, pack into short URL-safe codes and back to the very
same text, and any damaged or foreign code is refused with a reason (LinkError, and
nothing else, whatever the code).

tests/data/sdp holds the SDPs, as the browsers wrote them (``python -m tools.sdp_samples``
writes them again, and keeps only pairs whose data channel opened)."""

from __future__ import annotations

import base64
import string
import sys
import zlib
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

from app.table import code as C  # noqa: E402
from app.table.code import MAX_SDP, LinkError, pack, unpack  # noqa: E402

SAMPLES = {path.stem: path.read_bytes().decode()
           for path in sorted((ROOT / "tests" / "data" / "sdp").glob("*.txt"))}
URL_SAFE = set(string.ascii_letters + string.digits + "-_.")
LONGEST = 300
"""A code's characters at most: a QR code a phone reads at arm's length (version 10 or
so in binary mode), and a fragment any chat app leaves whole."""

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


def _code_of(body: bytes) -> str:
    """A compact code of hand-made bytes, with a right check (so the reader is reached)."""
    return C.COMPACT + C._b64(C._seal(body))


def _deflated_code_of(raw: bytes) -> str:
    return C.DEFLATED + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def _refused_or_an_offer(code: str) -> None:
    """What unpack may do with any text: refuse it with LinkError, or give an SDP."""
    try:
        sdp = unpack(code)
    except LinkError:
        return
    assert isinstance(sdp, str) and sdp.startswith("v=0") and len(sdp) <= MAX_SDP


# ------------------------------------------------------------------ real browsers' SDPs
def test_the_samples_cover_every_pairing_of_chromium_and_firefox_twice() -> None:
    for pairing in ("chromium-chromium", "chromium-firefox", "firefox-chromium",
                    "firefox-firefox", "chromium-raw-chromium-raw", "chromium-firefox-stun",
                    "firefox-chromium-stun", "chromium-raw-chromium-raw-stun"):
        for run in (1, 2):
            for side in ("offer", "answer"):
                assert f"{pairing}-{side}-{run}" in SAMPLES
    assert all(sdp.startswith("v=0\r\n") and sdp.endswith("\r\n") for sdp in SAMPLES.values())
    # two runs: other session ids, keys, ports and mDNS names
    assert SAMPLES["firefox-firefox-offer-1"] != SAMPLES["firefox-firefox-offer-2"]


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_every_real_sdp_packs_into_a_short_compact_code_and_back(name: str) -> None:
    sdp = SAMPLES[name]
    code = pack(sdp)
    assert code.startswith("3.")
    assert len(code) <= LONGEST
    assert set(code) <= URL_SAFE
    assert unpack(code) == sdp
    # copied with line breaks and spaces (a chat app wrapped it): still the same SDP
    assert unpack(" " + code[:100] + "\n" + code[100:] + "\n") == sdp


def test_an_offer_packs_into_a_short_url_safe_code_and_back() -> None:
    code = pack(OFFER)
    assert code.startswith("3.") and unpack(code) == OFFER
    assert len(code) < 200  # a small QR code (version 8 or so), from 716 bytes of SDP
    assert set(code) <= URL_SAFE
    assert unpack(" " + code[:100] + "\n" + code[100:] + "\n") == OFFER


def _with(sdp: str, line: str, before: str = "a=ice-ufrag") -> str:
    return sdp.replace(before, line + "\r\n" + before, 1)


@pytest.mark.parametrize("line", [
    # as Chromium (hiding its local address, or not) and Firefox write them with a STUN
    # server (srflx) or a TURN server (relay), and Chromium's TCP host candidates
    "a=candidate:842163049 1 udp 1677729535 203.0.113.7 61000 typ srflx raddr 0.0.0.0 "
    "rport 0 generation 0 network-cost 999",
    "a=candidate:2816663740 1 udp 1677729535 203.0.113.7 34341 typ srflx raddr 192.0.2.2 "
    "rport 34341 generation 0 network-cost 10",
    "a=candidate:3116327224 1 udp 33562623 198.51.100.9 53211 typ relay raddr 203.0.113.7 "
    "rport 61000 generation 0 network-cost 999",
    "a=candidate:1510613869 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active "
    "generation 0 network-cost 999",
    "a=candidate:2 1 UDP 1686052863 203.0.113.7 61001 typ srflx raddr 0.0.0.0 rport 0",
    "a=candidate:4 1 UDP 8331263 198.51.100.9 50000 typ relay raddr 198.51.100.9 rport 50000",
    "a=candidate:5 1 TCP 2105524479 2001:db8::5 9 typ host tcptype passive",
    "a=candidate:6 2 UDP 2122252542 fe80::1 61002 typ host",
])
def test_candidates_of_both_browsers_are_templates_not_text(line: str) -> None:
    index, data = C._line(line, list(C._KNOWN_ADDRESSES))
    assert index != C._LITERAL and len(data) < len(line) / 2
    sdp = _with(OFFER, line)
    code = pack(sdp)
    assert code.startswith("3.") and unpack(code) == sdp


@pytest.mark.parametrize("line", [
    "a=x-unknown:foo bar",
    "a=candidate:1 1 udp 0x7f 192.0.2.2 9 typ host",  # a number in no canonical form
    "a=candidate:2 1 UDP 2122252543 FC60D65E-84D4-4678-95B0-B74F5C0177A7.local 1 typ host",
    "a=candidate:3 1 UDP 2122252543 fe80::1%eth0 5000 typ host",  # an IPv6 scope
    "a=candidate:4 1 UDP 2122252543 2001:DB8::1 5000 typ host",  # not ipaddress's text
    "a=candidate:5 1 UDP 4294967296 192.0.2.010 5000 typ host",  # above 32 bits
    "a=ice-pwd:Zm9v=",
    "c=IN IP4 192.0.2.2 ",
    "a=tls-id:\u00e9t\u00e9",
    "",
])
def test_a_line_no_template_holds_still_comes_back_the_same(line: str) -> None:
    """An unknown line, or a known one with a value its slot cannot write back the same,
    goes as text: the code is still the compact one and still gives the very same SDP."""
    sdp = _with(OFFER, line)
    code = pack(sdp)
    assert code.startswith("3.") and unpack(code) == sdp
    if line.startswith("a=x-") or not line:
        assert C._line(line, [])[0] == C._LITERAL


def test_what_the_compact_form_cannot_hold_is_deflated_whole() -> None:
    """Line ends other than CRLF, or an SDP that deflates shorter: the code is the
    deflated text, and it gives back the very same text."""
    lf = OFFER.replace("\r\n", "\n")  # line ends as some copies have them
    for sdp in (lf, OFFER[:-2], "v=0\r\n" + "a=x-same:line\r\n" * 200):
        code = pack(sdp)
        assert code.startswith("1.") and unpack(code) == sdp


@pytest.mark.parametrize(("code", "why"), [
    ("", "not from this site"),
    ("2." + pack(OFFER)[2:], "not from this site"),  # the last version's compact form
    ("4." + pack(OFFER)[2:], "not from this site"),
    (pack(OFFER)[:-20], "damaged"),
    ("1.!!!!", "damaged"),
    ("1." + "A" * 40, "damaged"),
    ("3.!!!!", "damaged"),
    ("3.A", "damaged"),
    ("3.", "damaged"),
    (pack(OFFER)[:-30], "damaged"),  # the compact form cut short
    (pack(OFFER)[:-1], "damaged"),
    (pack(OFFER) + "AAAA", "damaged"),  # ... or with bytes after its end
    (pack(OFFER)[:40] + ("B" if pack(OFFER)[40] != "B" else "C") + pack(OFFER)[41:],
     "damaged"),  # ... or a character mistyped
])
def test_a_damaged_or_foreign_code_is_refused(code: str, why: str) -> None:
    with pytest.raises(LinkError, match=why):
        unpack(code)


def test_a_code_that_unpacks_to_too_much_or_to_no_offer_is_refused() -> None:
    with pytest.raises(LinkError, match="damaged"):  # a megabyte from a few hundred bytes
        unpack(_deflated_code_of(b"v=0\r\n" + b"a" * 1_000_000))
    with pytest.raises(LinkError, match="not a connection offer"):
        unpack(_deflated_code_of(b"<script>alert(1)</script>"))
    with pytest.raises(LinkError, match="damaged"):
        unpack(_deflated_code_of(b"v=0\xff\xfe"))
    # the compact form: a line of 50 characters a byte, 400 times over MAX_SDP
    longest = C._TEMPLATES.index("m=application 9 UDP/DTLS/SCTP webrtc-datachannel")
    with pytest.raises(LinkError, match="damaged"):
        unpack(_code_of(bytes([C._TEMPLATES.index("v=0")] + [longest] * 400)))
    with pytest.raises(LinkError, match="not a connection offer"):
        unpack(_code_of(bytes([C._TEMPLATES.index("s=-")])))
    with pytest.raises(LinkError, match="not a connection offer"):
        unpack(_code_of(b""))
    with pytest.raises(LinkError, match="damaged"):  # no such template
        unpack(_code_of(bytes([1, len(C._TEMPLATES)])))
    with pytest.raises(LinkError, match="damaged"):  # text that is not UTF-8
        unpack(_code_of(bytes([1, 0, 2, 0xFF, 0xFE])))
    for not_an_sdp in ("hello", "", "v=1\r\n", "x" + OFFER, "v=0\r\n" + "a" * MAX_SDP):
        with pytest.raises(LinkError):
            pack(not_an_sdp)
    with pytest.raises(LinkError):
        pack("v=0\r\na=\ud800\r\n")  # a lone surrogate: no text of bytes


# ------------------------------------------------------------------ any code at all
ALPHABET = string.ascii_letters + string.digits + "-_"


@given(st.text(max_size=400))
@example("3." + "A" * 8)
@example("1.")
def test_any_text_is_refused_or_unpacks_to_an_offer(code: str) -> None:
    _refused_or_an_offer(code)
    _refused_or_an_offer("3." + code)
    _refused_or_an_offer("1." + code)


@given(st.binary(max_size=400))
def test_any_bytes_are_refused_or_unpack_to_an_offer(data: bytes) -> None:
    """Random bytes with a right check reach the reader of every slot; with a template
    index of ``v=0`` first they may even give an SDP."""
    for body in (data, bytes([C._TEMPLATES.index("v=0")]) + data):
        _refused_or_an_offer(_code_of(body))
        _refused_or_an_offer(C.COMPACT + C._b64(body))
    _refused_or_an_offer(C.DEFLATED + C._b64(data))
    _refused_or_an_offer(_deflated_code_of(data))


@given(st.sampled_from(sorted(SAMPLES)), st.data())
def test_a_mutated_or_truncated_real_code_is_refused_or_unpacks_to_an_offer(
        name: str, data: st.DataObject) -> None:
    code = pack(SAMPLES[name])
    at = data.draw(st.integers(0, len(code) - 1))
    char = data.draw(st.sampled_from(ALPHABET))
    for mutated in (code[:at], code[:at] + char + code[at + 1:], code[:at] + char + code[at:],
                    code[:at] + code[at + 1:]):
        _refused_or_an_offer(mutated)
    cut = code[:at]
    if len(cut) < len(code) - 1:  # (the last character may hold only the padding's bits)
        with pytest.raises(LinkError):
            unpack(cut)


@given(st.sampled_from(sorted(SAMPLES)), st.data())
def test_mutated_bytes_behind_a_right_check_are_refused_or_unpack_to_an_offer(
        name: str, data: st.DataObject) -> None:
    """Past the check, the reader itself meets damaged bytes: still only LinkError."""
    body = bytearray(C._unb64(pack(SAMPLES[name])[2:])[:-C._CHECK])
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(body) - 1))
        body[at] = data.draw(st.integers(0, 255))
    _refused_or_an_offer(_code_of(bytes(body)))
    _refused_or_an_offer(_code_of(bytes(body[:data.draw(st.integers(0, len(body)))])))


# ------------------------------------------------------------------ any SDP at all
_NUMBERS = st.one_of(st.integers(0, 2**70).map(str), st.sampled_from(["00", "01", "-1", ""]))
_ADDRESSES = st.one_of(
    st.ip_addresses().map(str), st.uuids().map(lambda u: f"{u}.local"),
    st.uuids().map(lambda u: f"{str(u).upper()}.local"),
    st.sampled_from(["0.0.0.0", "::", "fe80::1%eth0", "2001:DB8::1", "1.2.3.04", "x", ""]))
_TOKENS = st.one_of(st.text(st.sampled_from("0123456789abcdefABCDEF+/=:"), max_size=40),
                    st.text(max_size=12))


@st.composite
def _lines(draw: st.DrawFn) -> str:
    """A line of a template with random values in its slots (most fit their slot, some
    must go as text), or any text."""
    template = draw(st.sampled_from(C._TEMPLATES))
    values = {"int": _NUMBERS, "u32": _NUMBERS, "token": _TOKENS, "address": _ADDRESSES,
              "fingerprint": st.binary(min_size=31, max_size=33).map(
                  lambda b: ":".join(f"{x:02X}" for x in b)),
              "tcptype": st.sampled_from(["active", "passive", "so", "x"]),
              "rest": st.text(max_size=30)}
    parts = template.replace("}", "{").split("{")
    return "".join(draw(values[part]) if i % 2 else part for i, part in enumerate(parts))


@given(st.lists(_lines(), max_size=30), st.sampled_from(["\r\n", "\n", ""]))
def test_any_sdp_comes_back_the_very_same(lines: list[str], end: str) -> None:
    sdp = "v=0\r\n" + "\r\n".join(lines) + end
    try:
        code = pack(sdp)
    except LinkError:  # lone surrogates in the text
        assert any("\ud800" <= ch <= "\udfff" for ch in sdp)
        return
    assert code[:2] in ("1.", "3.") and set(code) <= URL_SAFE
    assert unpack(code) == sdp
