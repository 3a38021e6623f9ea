"""Table mode's handshake codes: a WebRTC offer or answer (its SDP text, with every ICE
candidate gathered) packed into a short code for a link's fragment or a QR code, and
unpacked on the other phone. No server sees it: the fragment never leaves the browser,
and a guest's answer comes back as a QR code or a code to paste.

A code is a version, a dot and URL-safe base64 without padding:

* ``3.``: the SDP line by line (``_compact``), each line as the index of a template in
  ``_TEMPLATES`` and the values of its slots in bytes (numbers as varints, keys and
  fingerprints as bytes, mDNS names and IP addresses as their 16 or 4 bytes, an address
  seen before as a back-reference), any other line as its text; a 16-bit check ends it,
  so a code cut short or mistyped is refused rather than read as another SDP. Chromium's
  and Firefox's offers and answers, in every pairing, with a STUN server or without, are
  188 to 250 characters, against 580 to 770 deflated (tests/data/sdp holds real ones).
  ``pack`` uses it only when unpacking gives back the very same text.
* ``1.``: any other SDP, deflated.

Both phones load the same site and a code lives for a minute, so the compact form has no
compatibility to keep: any change to the templates or to the slots' bytes must come with
a new version prefix, so that a phone on an older page refuses the code instead of
misreading it.
"""

from __future__ import annotations

import base64
import ipaddress
import re
import zlib
from collections.abc import Callable

DEFLATED = "1."
COMPACT = "3."
MAX_SDP = 16_000
"""No SDP of a data channel comes near it; a code that unpacks to more is refused."""


class LinkError(ValueError):
    """A code that is not a handshake of this site; the text says why, for a player."""


_DAMAGED = "this code is damaged: copy it again, whole"


def pack(sdp: str) -> str:
    """The code of an SDP offer or answer: the compact form when it gives back the very
    same text and is the shorter (it is, by far, for any browser's SDP), else the
    deflated text."""
    if not sdp.startswith("v=0") or len(sdp) > MAX_SDP:
        raise LinkError("that is not a connection offer")
    try:
        deflated = DEFLATED + _b64(zlib.compress(sdp.encode(), 9))
    except UnicodeEncodeError:  # lone surrogates: no browser writes them
        raise LinkError("that is not a connection offer") from None
    compact = _compact(sdp)
    if compact is None:
        return deflated
    try:
        same = _expand(compact) == sdp
    except ValueError:
        same = False
    code = COMPACT + _b64(compact)
    return code if same and len(code) <= len(deflated) else deflated


def unpack(code: str) -> str:
    """The SDP of a code (spaces and line breaks from copying are ignored); LinkError,
    and nothing else, for any code that is not one of this site's."""
    code = "".join(code.split())
    if code.startswith(COMPACT):
        try:
            sdp = _expand(_unb64(code[len(COMPACT):]))
        except ValueError:
            raise LinkError(_DAMAGED) from None
    elif code.startswith(DEFLATED):
        sdp = _inflate(code[len(DEFLATED):])
    else:
        raise LinkError("this code is not from this site's table mode (or from another "
                        "version of it: both phones must load the same site)")
    if not sdp.startswith("v=0"):
        raise LinkError("this code is not a connection offer")
    return sdp


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")


def _unb64(body: str) -> bytes:
    """The bytes of unpadded URL-safe base64 (ValueError for any other character, which
    the standard decoder would skip)."""
    if not _BASE64URL.fullmatch(body) or len(body) % 4 == 1:
        raise ValueError("not base64")
    return base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))


def _inflate(body: str) -> str:
    try:
        inflater = zlib.decompressobj()
        raw = inflater.decompress(_unb64(body), MAX_SDP + 1)
    except (ValueError, zlib.error):  # binascii.Error is a ValueError
        raise LinkError(_DAMAGED) from None
    if len(raw) > MAX_SDP or not inflater.eof:
        raise LinkError(_DAMAGED)
    try:
        return raw.decode()
    except UnicodeDecodeError:
        raise LinkError(_DAMAGED) from None


# ------------------------------------------------------------------ the compact form
class _Reader:
    """The bytes of a compact form, read from the front (ValueError past their end)."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def more(self) -> bool:
        return self.at < len(self.data)

    def take(self, size: int) -> bytes:
        if size > len(self.data) - self.at:
            raise ValueError("cut short")
        self.at += size
        return self.data[self.at - size:self.at]

    def byte(self) -> int:
        return self.take(1)[0]

    def varint(self) -> int:
        """An unsigned LEB128 number of at most 10 bytes (64 bits)."""
        value = 0
        for shift in range(0, 70, 7):
            b = self.byte()
            value |= (b & 0x7F) << shift
            if b < 0x80:
                return value
        raise ValueError("number too long")


def _varint(value: int) -> bytes:
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def _text(text: str) -> bytes:
    data = text.encode()
    return _varint(len(data)) + data


def _read_text(reader: _Reader) -> str:
    return reader.take(reader.varint()).decode()


# Each kind of slot: the text it matches in a line, its bytes (None: this text cannot be
# written so, and the next template is tried) and the text of its bytes. ``seen`` is the
# addresses written so far in the SDP, for back-references.
_Encode = Callable[[str, list[str]], bytes | None]
_Decode = Callable[[_Reader, list[str]], str]
_NUMBER = r"0|[1-9][0-9]{0,19}"
"""A number in canonical form (its text comes back from its value)."""


def _put_int(text: str, seen: list[str]) -> bytes | None:
    value = int(text)
    return _varint(value) if value < 1 << 64 else None


def _get_int(reader: _Reader, seen: list[str]) -> str:
    return str(reader.varint())


def _put_u32(text: str, seen: list[str]) -> bytes | None:
    """Foundations and priorities: 32-bit numbers, mostly above 2**28 (a varint's 5)."""
    value = int(text)
    return value.to_bytes(4, "big") if value < 1 << 32 else None


def _get_u32(reader: _Reader, seen: list[str]) -> str:
    return str(int.from_bytes(reader.take(4), "big"))


_HEX = re.compile(r"(?:[0-9a-f]{2})+")
_BASE64 = re.compile(r"(?:[A-Za-z0-9+/]{4})+")
"""Without padding, every 4 characters are 3 bytes and come back the same."""


def _put_token(text: str, seen: list[str]) -> bytes | None:
    """ICE credentials and such: lowercase hex (Firefox's) as its bytes, base64-looking
    text (Chromium's) as its bytes, else the text; a varint of length * 3 + kind first."""
    if _HEX.fullmatch(text):
        data, kind = bytes.fromhex(text), 1
    elif _BASE64.fullmatch(text):
        data, kind = base64.b64decode(text), 2
    else:
        data, kind = text.encode(), 0
    return _varint(len(data) * 3 + kind) + data


def _get_token(reader: _Reader, seen: list[str]) -> str:
    head = reader.varint()
    data = reader.take(head // 3)
    kind = head % 3
    if kind == 1:
        return data.hex()
    if kind == 2:
        if len(data) % 3:
            raise ValueError("not a base64 token")
        return base64.b64encode(data).decode()
    return data.decode()


def _put_fingerprint(text: str, seen: list[str]) -> bytes | None:
    return bytes.fromhex(text.replace(":", ""))


def _get_fingerprint(reader: _Reader, seen: list[str]) -> str:
    return ":".join(f"{b:02X}" for b in reader.take(32))


_MDNS = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local")
_ADDRESS_TEXT, _ADDRESS_MDNS, _ADDRESS_IPV4, _ADDRESS_IPV6, _ADDRESS_SEEN = range(5)
_KNOWN_ADDRESSES = ("0.0.0.0", "127.0.0.1", "::")
"""Addresses every SDP may name (a hidden ``raddr``): back-references from the start."""


def _put_address(text: str, seen: list[str]) -> bytes | None:
    """An address as a kind byte and its bytes: a back-reference to one already seen
    (in the kind byte), an mDNS name (a UUID, Chromium's and Firefox's hidden host
    addresses), an IPv4 or IPv6 address in its canonical text, or the text."""
    if text in seen and seen.index(text) < 256 - _ADDRESS_SEEN:
        return bytes([_ADDRESS_SEEN + seen.index(text)])
    seen.append(text)
    if _MDNS.fullmatch(text):
        return bytes([_ADDRESS_MDNS]) + bytes.fromhex(text[:-6].replace("-", ""))
    try:
        v4 = ipaddress.IPv4Address(text).packed
        if str(ipaddress.IPv4Address(v4)) == text:
            return bytes([_ADDRESS_IPV4]) + v4
    except ValueError:
        pass
    try:
        v6 = ipaddress.IPv6Address(text).packed  # a scope ("%eth0") is lost: checked
        if str(ipaddress.IPv6Address(v6)) == text:
            return bytes([_ADDRESS_IPV6]) + v6
    except ValueError:
        pass
    return bytes([_ADDRESS_TEXT]) + _text(text)


def _get_address(reader: _Reader, seen: list[str]) -> str:
    kind = reader.byte()
    if kind >= _ADDRESS_SEEN:
        if kind - _ADDRESS_SEEN >= len(seen):
            raise ValueError("no such address")
        return seen[kind - _ADDRESS_SEEN]
    if kind == _ADDRESS_MDNS:
        h = reader.take(16).hex()
        text = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}.local"
    elif kind == _ADDRESS_IPV4:
        text = str(ipaddress.IPv4Address(reader.take(4)))
    elif kind == _ADDRESS_IPV6:
        text = str(ipaddress.IPv6Address(reader.take(16)))
    else:
        text = _read_text(reader)
    seen.append(text)
    return text


_TCPTYPES = ("active", "passive", "so")


def _put_tcptype(text: str, seen: list[str]) -> bytes | None:
    return bytes([_TCPTYPES.index(text)])


def _get_tcptype(reader: _Reader, seen: list[str]) -> str:
    index = reader.byte()
    if index >= len(_TCPTYPES):
        raise ValueError("no such tcptype")
    return _TCPTYPES[index]


def _put_rest(text: str, seen: list[str]) -> bytes | None:
    return _text(text)


def _get_rest(reader: _Reader, seen: list[str]) -> str:
    return _read_text(reader)


_SLOTS: dict[str, tuple[str, _Encode, _Decode]] = {
    "int": (_NUMBER, _put_int, _get_int),
    "u32": (_NUMBER, _put_u32, _get_u32),
    "token": (r"[^ ]+", _put_token, _get_token),
    "fingerprint": (r"[0-9A-F]{2}(?::[0-9A-F]{2}){31}", _put_fingerprint, _get_fingerprint),
    "address": (r"[^ ]+", _put_address, _get_address),
    "tcptype": ("|".join(_TCPTYPES), _put_tcptype, _get_tcptype),
    "rest": (r".*", _put_rest, _get_rest),
}
"""``rest``: any text to the end of the line (a literal line is that one slot)."""


def _candidates(foundation: str, transports: tuple[str, str], tail: str) -> list[str]:
    """A browser's candidate lines: host over UDP and TCP, then the kinds found through
    a STUN or TURN server (``raddr``, ``rport``: the local address behind them)."""
    udp, tcp = transports
    head = f"a=candidate:{foundation} {{int}} {{transport}} {{u32}} {{address}} {{int}} typ "
    lines = [head.replace("{transport}", udp) + "host" + tail,
             head.replace("{transport}", tcp) + "host tcptype {tcptype}" + tail]
    for kind in ("srflx", "relay", "prflx"):
        lines.append(head.replace("{transport}", udp) + kind
                     + " raddr {address} rport {int}" + tail)
        lines.append(head.replace("{transport}", tcp) + kind
                     + " raddr {address} rport {int} tcptype {tcptype}" + tail)
    return lines


_TEMPLATES = (
    "{rest}",  # any line no other template holds: its text (tried last)
    # lines without slots, of Chromium's SDPs (c.), Firefox's (f.) or both
    "v=0",
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0",
    "a=extmap-allow-mixed",
    "a=msid-semantic: WMS",  # c.
    "a=msid-semantic:WMS *",  # f.
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0",
    "a=ice-options:trickle",
    "a=sendrecv",  # f.
    "a=end-of-candidates",  # f.
    "a=setup:actpass",
    "a=setup:active",
    "a=setup:passive",
    "a=mid:0",
    "a=sctp-port:5000",
    "a=max-message-size:262144",  # c.
    "a=max-message-size:1073741823",  # f.
    # lines with slots
    "o=- {int} 2 IN IP4 127.0.0.1",  # c.
    "o=mozilla...THIS_IS_SDPARTA-{token} {int} 0 IN IP4 0.0.0.0",  # f.
    "o={token} {int} {int} IN IP4 {address}",
    "a=group:BUNDLE {rest}",
    "m=application {int} UDP/DTLS/SCTP webrtc-datachannel",  # its default candidate's port
    "c=IN IP4 {address}",
    "c=IN IP6 {address}",
    "a=ice-ufrag:{token}",
    "a=ice-pwd:{token}",
    "a=fingerprint:sha-256 {fingerprint}",
    "a=mid:{token}",
    "a=sctp-port:{int}",
    "a=max-message-size:{int}",
    # candidates of Chromium (32-bit hashes as foundations) and Firefox (small numbers)
    *_candidates("{u32}", ("udp", "tcp"), " generation 0 network-cost {int}"),
    *_candidates("{int}", ("UDP", "TCP"), ""),
    # any other candidate: its address still as bytes
    "a=candidate:{token} {int} {token} {int} {address} {int} typ {token}{rest}",
)
"""Each line of an SDP is written as the index of the first of these that holds it (one
byte) and its slots' bytes, in order. Changing this list changes the format (see the
module's docstring)."""


def _compile(template: str) -> tuple[re.Pattern[str], tuple[str, ...], tuple[str, ...]]:
    """A template's pattern, its fixed texts (one more than its slots) and slot kinds."""
    parts = re.split(r"\{(\w+)\}", template)
    pattern = "".join(re.escape(part) if i % 2 == 0 else f"({_SLOTS[part][0]})"
                      for i, part in enumerate(parts))
    return re.compile(pattern, re.DOTALL), tuple(parts[0::2]), tuple(parts[1::2])


_COMPILED = tuple(_compile(template) for template in _TEMPLATES)
_LITERAL = 0
_CHECK = 2
"""Bytes of check (CRC-32's low 16 bits) at the end of the compact form."""
assert len(_TEMPLATES) <= 256


def _seal(body: bytes) -> bytes:
    """The compact form's bytes with their check: a code cut short, or with a character
    mistyped, is refused (1 in 65536 gets through) rather than read as another SDP."""
    return body + (zlib.crc32(body) & 0xFFFF).to_bytes(_CHECK, "big")


def _line(line: str, seen: list[str]) -> tuple[int, bytes]:
    """The index of the first template that holds ``line`` (the literal one last) and
    its slots' bytes; ``seen`` gets the line's new addresses (UnicodeEncodeError for
    lone surrogates)."""
    for index in (*range(1, len(_COMPILED)), _LITERAL):
        pattern, _fixed, kinds = _COMPILED[index]
        found = pattern.fullmatch(line)
        if found is None:
            continue
        trial = list(seen)
        slots = []
        for kind, value in zip(kinds, found.groups(), strict=True):
            data = _SLOTS[kind][1](value, trial)
            if data is None:
                break
            slots.append(data)
        else:
            seen[:] = trial
            return index, b"".join(slots)
    raise AssertionError("the literal template holds any line")


def _compact(sdp: str) -> bytes | None:
    """The SDP line by line, sealed; None when it is not lines ended by CRLF (``pack``
    then checks that ``_expand`` gives the very same text back)."""
    if not sdp.endswith("\r\n"):
        return None
    out = bytearray()
    seen = list(_KNOWN_ADDRESSES)
    try:
        for line in sdp[:-2].split("\r\n"):
            index, slots = _line(line, seen)
            out.append(index)
            out += slots
    except UnicodeEncodeError:
        return None
    return _seal(bytes(out))


def _expand(data: bytes) -> str:
    """The SDP of a compact form (ValueError if it is damaged or unpacks to more than
    MAX_SDP characters)."""
    body = data[:-_CHECK]
    if len(data) < _CHECK or _seal(body) != data:
        raise ValueError("check failed")
    reader = _Reader(body)
    seen = list(_KNOWN_ADDRESSES)
    lines = []
    size = 0
    while reader.more():
        index = reader.byte()
        if index >= len(_COMPILED):
            raise ValueError("no such template")
        _pattern, fixed, kinds = _COMPILED[index]
        parts = [fixed[0]]
        for kind, text in zip(kinds, fixed[1:], strict=True):
            parts += (_SLOTS[kind][2](reader, seen), text)
        line = "".join(parts)
        size += len(line) + 2
        if size > MAX_SDP:
            raise ValueError("too long")
        lines.append(line)
    return "".join(line + "\r\n" for line in lines)

