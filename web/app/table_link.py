"""Table mode's handshake codes (issue 31): a WebRTC offer or answer (its SDP text, with
every ICE candidate gathered) packed into a short code for a link's fragment or a QR
code, and unpacked on the other phone. No server sees it: the fragment never leaves the
browser, and a guest's answer comes back as a QR code or a code to paste.

A code is a version, a dot and URL-safe base64 without padding:

* ``2.``: the usual offer or answer of a browser on the local network (a data channel,
  host candidates over UDP) as its varying parts only, in bytes (``_compact``): 716
  bytes of Chromium's SDP become 186 characters, a small QR code (two pages of
  headless Chromium opened a data channel through these codes). ``pack`` uses it only
  when unpacking gives back the very same SDP.
* ``1.``: any other SDP, deflated (640 characters for the same offer).
"""

from __future__ import annotations

import base64
import binascii
import re
import struct
import zlib

PREFIX = "1."
COMPACT = "2."
MAX_SDP = 16_000
"""No SDP of a data channel comes near it; a code that unpacks to more is refused."""


class LinkError(ValueError):
    """A code that is not a handshake of this site; the text says why, for a player."""


def pack(sdp: str) -> str:
    """The code of an SDP offer or answer: the compact form when it gives back the same
    SDP, else the deflated text."""
    if not sdp.startswith("v=0") or len(sdp) > MAX_SDP:
        raise LinkError("that is not a connection offer")
    compact = _compact(sdp)
    if compact is not None and _expand(compact) == _lines(sdp):
        return COMPACT + _b64(compact)
    return PREFIX + _b64(zlib.compress(sdp.encode(), 9))


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(body: str) -> bytes:
    return base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))


def unpack(code: str) -> str:
    """The SDP of a code (spaces and line breaks from copying are ignored)."""
    code = "".join(code.split())
    if code.startswith(COMPACT):
        try:
            return _expand(_unb64(code[len(COMPACT):]))
        except (binascii.Error, ValueError, struct.error, UnicodeDecodeError, IndexError):
            raise LinkError("this code is damaged: copy it again, whole") from None
    if not code.startswith(PREFIX):
        raise LinkError("this code is not from this site's table mode (or from another "
                        "version of it: both phones must load the same site)")
    body = code[len(PREFIX):]
    try:
        packed = _unb64(body)
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_SDP + 1)
    except (binascii.Error, ValueError, zlib.error):
        raise LinkError("this code is damaged: copy it again, whole") from None
    if len(raw) > MAX_SDP or not inflater.eof:
        raise LinkError("this code is damaged: copy it again, whole")
    try:
        sdp = raw.decode()
    except UnicodeDecodeError:
        raise LinkError("this code is damaged: copy it again, whole") from None
    if not sdp.startswith("v=0"):
        raise LinkError("this code is not a connection offer")
    return sdp


# ------------------------------------------------------------------ invitations
JOIN = "join="
"""An invitation link's fragment: ``#join=<table>.<seat>.<code of the host's offer>``,
then ``&stun=<server>`` when the host chose a STUN server."""
_TABLE = re.compile(r"[A-Za-z0-9_-]{6,24}")
STUN = re.compile(r"stuns?:[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?", re.ASCII)
"""A STUN server's address as RTCPeerConnection takes it (``stun:host:port``)."""


def invitation(page: str, table: str, seat: int, code: str, stun: str | None = None) -> str:
    """The link a guest opens to take ``seat`` at ``table`` (``page``: the site's address
    without fragment). The fragment stays in the browser: no server ever sees it."""
    tail = f"&stun={stun}" if stun else ""
    return f"{page.split('#')[0]}#{JOIN}{table}.{seat}.{code}{tail}"


def parse_invitation(fragment: str) -> tuple[str, int, str, str | None]:
    """The table, seat, offer code and STUN server (None: none) of an invitation link's
    fragment (with or without its "#"); LinkError says what is wrong for a player."""
    fragment = fragment.lstrip("#")
    if not fragment.startswith(JOIN):
        raise LinkError("this link is not an invitation to a table")
    fragment, more, extra = fragment.partition("&")
    stun = None
    if more:
        if not extra.startswith("stun=") or not STUN.fullmatch(extra[5:]):
            raise LinkError("this invitation link is damaged: open it again, whole")
        stun = extra[5:]
    parts = fragment[len(JOIN):].split(".", 2)
    if (len(parts) != 3 or not _TABLE.fullmatch(parts[0]) or not parts[1].isascii()
            or not parts[1].isdigit() or len(parts[1]) > 1):
        raise LinkError("this invitation link is damaged: open it again, whole")
    unpack(parts[2])  # checked now, so a damaged link is said before anything starts
    return parts[0], int(parts[1]), parts[2], stun


# ------------------------------------------------------------------ the compact form
_ROLES = ("actpass", "active", "passive")
_CANDIDATE = re.compile(r"a=candidate:(\d+) ([12]) udp (\d+) (\S+) (\d+) typ host "
                        r"generation 0 network-cost (\d+)")
_MDNS = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local")
_IPV4 = re.compile(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})")
_HEAD = ["v=0", "o=- {session} 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
         "a=extmap-allow-mixed", "a=msid-semantic: WMS",
         "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"]


def _lines(sdp: str) -> str:
    """The SDP with CRLF line ends, as a browser writes it."""
    return "".join(line + "\r\n" for line in sdp.replace("\r\n", "\n").split("\n") if line)


def _short(text: str) -> bytes:
    data = text.encode()
    if len(data) > 255:
        raise ValueError("too long")
    return bytes([len(data)]) + data


def _compact(sdp: str) -> bytes | None:
    """The varying parts of a data-channel SDP with host candidates, or None when it has
    anything else (``pack`` then checks that ``_expand`` gives the same text back)."""
    lines = _lines(sdp).split("\r\n")
    try:
        fields = dict(line.split(":", 1) for line in lines
                      if line.startswith("a=") and ":" in line
                      and not line.startswith("a=candidate:"))
        session = int(lines[1].split()[1])
        role = _ROLES.index(fields["a=setup"])
        digest = fields["a=fingerprint"]
        if not digest.startswith("sha-256 "):
            return None
        out = bytearray(struct.pack(">QB", session, role))
        out += _short(fields["a=ice-ufrag"]) + _short(fields["a=ice-pwd"])
        out += bytes.fromhex(digest[8:].replace(":", ""))
        out += struct.pack(">HI", int(fields["a=sctp-port"]),
                           int(fields["a=max-message-size"]))
        candidates = [_CANDIDATE.fullmatch(line) for line in lines
                      if line.startswith("a=candidate:")]
        if None in candidates or len(candidates) > 255:
            return None
        out.append(len(candidates))
        for m in candidates:
            foundation, component, priority, address, port, cost = m.groups()  # type: ignore[union-attr]
            out += struct.pack(">IBIHH", int(foundation), int(component), int(priority),
                               int(port), int(cost))
            if _MDNS.fullmatch(address):
                out += b"\x00" + bytes.fromhex(address[:-6].replace("-", ""))
            elif _IPV4.fullmatch(address):
                out += b"\x01" + bytes(int(part) for part in address.split("."))
            else:
                out += b"\x02" + _short(address)
        return bytes(out)
    except (ValueError, KeyError, IndexError, struct.error):
        return None


def _expand(data: bytes) -> str:
    """The SDP of a compact form (ValueError, struct.error or IndexError if damaged)."""
    session, role = struct.unpack_from(">QB", data, 0)
    at = 9

    def short() -> str:
        nonlocal at
        size = data[at]
        text = data[at + 1:at + 1 + size]
        if len(text) != size:
            raise ValueError("cut short")
        at += 1 + size
        return text.decode("ascii")

    ufrag, pwd = short(), short()
    digest = data[at:at + 32]
    if len(digest) != 32:
        raise ValueError("cut short")
    at += 32
    port, size = struct.unpack_from(">HI", data, at)
    at += 6
    lines = [line.format(session=session) for line in _HEAD]
    count = data[at]
    at += 1
    for _ in range(count):
        foundation, component, priority, cport, cost = struct.unpack_from(">IBIHH", data, at)
        at += 13
        kind = data[at]
        at += 1
        if kind == 0:
            h = data[at:at + 16].hex()
            if len(h) != 32:
                raise ValueError("cut short")
            at += 16
            address = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}.local"
        elif kind == 1:
            address = ".".join(str(b) for b in data[at:at + 4])
            at += 4
        else:
            address = short()
        lines.append(f"a=candidate:{foundation} {component} udp {priority} {address} "
                     f"{cport} typ host generation 0 network-cost {cost}")
    if at != len(data) or role >= len(_ROLES):
        raise ValueError("not a compact offer")
    lines += [f"a=ice-ufrag:{ufrag}", f"a=ice-pwd:{pwd}", "a=ice-options:trickle",
              "a=fingerprint:sha-256 " + ":".join(f"{b:02X}" for b in digest),
              f"a=setup:{_ROLES[role]}", "a=mid:0", f"a=sctp-port:{port}",
              f"a=max-message-size:{size}"]
    return "".join(line + "\r\n" for line in lines)
