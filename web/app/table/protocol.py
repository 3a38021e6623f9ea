"""Table mode's messages: what a guest's phone and the host's device say to each other,
as JSON text over a WebRTC data channel.

Every message has a fixed schema (its kind names exactly the keys it carries, each of one
type), the protocol's version and a size limit, and is checked before anything reads it:
a guest's page may be anything, so the host trusts nothing it sends. The host is the
referee (``referee``); a guest only ever sends "hello" (take or take back a seat)
"act" (its decision) and "undo" (take back its own last decision of this turn). The host
sends "welcome" (the seat is yours; also when a rematch starts a new game at the same
table), "update" (the seat's world after each move, with who sits where), "final" (the
whole game, once it is over and nothing is hidden any more) and "refused".
"""

from __future__ import annotations

import json
from typing import Any

from incagames.core import safejson

VERSION = 2
"""Raised whenever a message's meaning changes; a peer of another version is refused."""
MAX_BYTES = 512_000
"""No message is longer (a whole game's log, sent to a guest that rejoins, or the whole
game's save at the end, is about a tenth of it); a longer one is refused unread."""
MAX_DEPTH = 12
"""How deeply a message may nest (positions nest 5 deep)."""


class ProtocolError(ValueError):
    """A message that is not one of the protocol's; the text says why, for a log."""


_OPTIONAL = (type(None),)
GUEST_MESSAGES: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {"seat": (int,), "secret": (str, *_OPTIONAL), "name": (str,)},
    "act": {"secret": (str,), "move": (int,), "action": (dict,)},
    "undo": {"secret": (str,), "move": (int,)},
}
"""What a guest may send: each kind's keys (besides "kind" and "version") and types."""
HOST_MESSAGES: dict[str, dict[str, tuple[type, ...]]] = {
    "welcome": {"seat": (int,), "secret": (str,), "game": (str,), "names": (list,)},
    "update": {"move": (int,), "state": (dict,), "since": (int,), "events": (list,),
               "legal": (list,),
               "deciding": (int, *_OPTIONAL), "over": (bool,), "undo": (bool,),
               "names": (list,), "kinds": (list,)},
    "final": {"save": (str,)},
    "refused": {"reason": (str,)},
}
"""What the host sends a guest. An update's "kinds" says who plays each seat: "phone" (a
guest's phone), "human" (a person at the host's device) or "ai-<level>"."""


def encode(kind: str, **fields: Any) -> str:
    """One message as compact JSON; a message the schema does not allow (or too long) is
    a programming error here and raises ProtocolError."""
    message = {"kind": kind, "version": VERSION, **fields}
    schema = GUEST_MESSAGES.get(kind) or HOST_MESSAGES.get(kind)
    if schema is None:
        raise ProtocolError(f"no message kind {kind!r}")
    _check(message, schema)
    text = json.dumps(message, separators=(",", ":"), ensure_ascii=False)
    size = len(text.encode())
    if size > MAX_BYTES:
        raise ProtocolError(f"a {kind} message of {size} bytes is too long")
    return text


def from_guest(text: str) -> dict[str, Any]:
    """A guest's message, checked; anything else raises ProtocolError."""
    return _decode(text, GUEST_MESSAGES)


def from_host(text: str) -> dict[str, Any]:
    """The host's message, checked (on the guest's page)."""
    return _decode(text, HOST_MESSAGES)


def _decode(text: str, kinds: dict[str, dict[str, tuple[type, ...]]]) -> dict[str, Any]:
    if not isinstance(text, str):
        raise ProtocolError("a message is text")
    if len(text.encode()) > MAX_BYTES:
        raise ProtocolError(f"a message of more than {MAX_BYTES} bytes")
    try:
        message = safejson.loads(text, max_depth=MAX_DEPTH)
    except ValueError:
        raise ProtocolError("a message that is not JSON (or nests too deeply)") from None
    if not isinstance(message, dict):
        raise ProtocolError("a message is a JSON object")
    kind = message.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise ProtocolError(f"no message kind {kind!r} from this side")
    if message.get("version") != VERSION:
        raise ProtocolError(f"version {message.get('version')!r}; this page speaks "
                            f"version {VERSION} (both must load the same site)")
    _check(message, kinds[kind])
    return message


def _check(message: dict[str, Any], schema: dict[str, tuple[type, ...]]) -> None:
    keys = set(message) - {"kind", "version"}
    if keys != set(schema):
        extra, missing = sorted(keys - set(schema)), sorted(set(schema) - keys)
        raise ProtocolError(f"a {message['kind']} message with keys {extra} it may not "
                            f"have and without {missing}")
    for key, types in schema.items():
        value = message[key]
        if isinstance(value, bool) and bool not in types:  # bool is an int in Python
            raise ProtocolError(f"{key} is not a {types[0].__name__}")
        if not isinstance(value, types):
            raise ProtocolError(f"{key} is not a {types[0].__name__}")
