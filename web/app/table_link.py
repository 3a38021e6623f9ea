"""Table mode's handshake codes (issue 31): a WebRTC offer or answer (its SDP text, with
every ICE candidate gathered) packed into a short code for a link's fragment or a QR
code, and unpacked on the other phone. No server sees it: the fragment never leaves the
browser, and a guest's answer comes back as a QR code or a code to paste.

A code is ``1.`` (the code's version), then the SDP deflated and in URL-safe base64
without padding: a data-channel offer of Chromium, 716 bytes of SDP with two host
candidates, becomes 640 characters (its keys and mDNS names do not compress; keeping only
the lines that differ between offers would make it about a third of that, not done yet).
"""

from __future__ import annotations

import base64
import binascii
import zlib

PREFIX = "1."
MAX_SDP = 16_000
"""No SDP of a data channel comes near it; a code that unpacks to more is refused."""


class LinkError(ValueError):
    """A code that is not a handshake of this site; the text says why, for a player."""


def pack(sdp: str) -> str:
    """The code of an SDP offer or answer."""
    if not sdp.startswith("v=0") or len(sdp) > MAX_SDP:
        raise LinkError("that is not a connection offer")
    packed = zlib.compress(sdp.encode(), 9)
    return PREFIX + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def unpack(code: str) -> str:
    """The SDP of a code (spaces and line breaks from copying are ignored)."""
    code = "".join(code.split())
    if not code.startswith(PREFIX):
        raise LinkError("this code is not from this site's table mode (or from another "
                        "version of it: both phones must load the same site)")
    body = code[len(PREFIX):]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
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
