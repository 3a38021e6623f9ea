"""Table mode's links: the invitation a host's device gives a phone (the table, the seat,
the game and the code of the host's WebRTC offer) and the answer link a phone gives back
(the code of its answer), each in a URL's fragment, which never leaves the browser: no
server sees either. The codes themselves: ``code``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .code import LinkError, pack, unpack

__all__ = ["ANSWER", "JOIN", "LAST_KEY", "STUN", "STUN_KEY", "Invitation", "LinkError",
           "answer_code", "answer_link", "invitation", "pack", "parse_answer", "parse_invitation",
           "unpack"]


# ------------------------------------------------------------------ links
JOIN = "join="
"""An invitation link's fragment: ``#join=<table>.<seat>.<code of the host's offer>``,
then ``&game=<game id>`` and, when the host chose a STUN server, ``&stun=<server>``."""
ANSWER = "answer="
"""A phone's answer link: ``#answer=<table>.<seat>.<code of its answer>``, opened on the
host's device (``handoff`` hands it to the tab with the table)."""
LAST_KEY = "incagames.table.last"
"""Where a phone remembers the table it sits at (``join.Remembered``), so that a
reloaded page finds its way back to it."""
_TABLE = re.compile(r"[A-Za-z0-9_-]{6,24}")
_GAME = re.compile(r"[a-z][a-z0-9-]{0,30}")
STUN = re.compile(r"stuns?:[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?", re.ASCII)
"""A STUN server's address as RTCPeerConnection takes it (``stun:host:port``)."""

STUN_KEY = "incagames.table.stun"
"""The STUN server a player chose (off when empty): its address is then the only one
outside the local network that the phones contact."""


@dataclass(frozen=True)
class Invitation:
    """What an invitation link says: the table, the seat, the host's offer, the game and
    the STUN server (None: the local network only)."""

    table: str
    seat: int
    code: str
    game: str
    stun: str | None = None


def invitation(page: str, table: str, seat: int, code: str, game: str,
               stun: str | None = None) -> str:
    """The link a guest opens to take ``seat`` at ``table`` (``page``: the site's address
    without fragment). The fragment stays in the browser: no server ever sees it."""
    tail = f"&game={game}" + (f"&stun={stun}" if stun else "")
    return f"{page.split('#')[0]}#{JOIN}{table}.{seat}.{code}{tail}"


def parse_invitation(fragment: str) -> Invitation:
    """An invitation link's fragment (with or without its "#"); LinkError says what is
    wrong for a player."""
    table, seat, code, extra = _parts(fragment, JOIN, "this link is not an invitation "
                                                      "to a table")
    stun = extra.pop("stun", None)
    game = extra.pop("game", "")
    if (extra or not _GAME.fullmatch(game)
            or (stun is not None and not STUN.fullmatch(stun))):
        raise LinkError("this invitation link is damaged: open it again, whole")
    return Invitation(table, seat, code, game, stun)


def answer_link(page: str, table: str, seat: int, code: str) -> str:
    """The link that carries a phone's answer back to the host's device."""
    return f"{page.split('#')[0]}#{ANSWER}{table}.{seat}.{code}"


def parse_answer(fragment: str) -> tuple[str, int, str]:
    """The table, seat and answer code of a phone's answer link's fragment."""
    table, seat, code, extra = _parts(fragment, ANSWER, "this link is not a phone's answer")
    if extra:
        raise LinkError("this answer link is damaged: copy it again, whole")
    return table, seat, code


def answer_code(text: str) -> str:
    """The code in what the host pasted or scanned: the code itself, or a whole answer
    link (the part after ``#answer=``)."""
    text = "".join(text.split())
    if "#" in text:
        return parse_answer(text.split("#", 1)[1])[2]
    return text


def _parts(fragment: str, head: str, foreign: str) -> tuple[str, int, str, dict[str, str]]:
    """``<table>.<seat>.<code>`` after ``head``, then ``&key=value`` pairs."""
    fragment = fragment.lstrip("#")
    if not fragment.startswith(head):
        raise LinkError(foreign)
    body, *pairs = fragment[len(head):].split("&")
    extra: dict[str, str] = {}
    for pair in pairs:
        key, equals, value = pair.partition("=")
        if not equals or key in extra:
            raise LinkError("this link is damaged: open it again, whole")
        extra[key] = value
    parts = body.split(".", 2)
    if (len(parts) != 3 or not _TABLE.fullmatch(parts[0]) or not parts[1].isascii()
            or not parts[1].isdigit() or len(parts[1]) > 1):
        raise LinkError("this link is damaged: open it again, whole")
    unpack(parts[2])  # checked now, so a damaged link is said before anything starts
    return parts[0], int(parts[1]), parts[2], extra
