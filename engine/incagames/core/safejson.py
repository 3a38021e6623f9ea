"""JSON from outside (save files, the browser's storage) with a limit on nesting.

``json.loads`` recurses once per nesting level. CPython stops that with RecursionError, but
in the browser's Pyodide a few thousand levels overflow the WebAssembly stack first, which
kills the interpreter. So the nesting depth is measured before parsing: only brackets
outside strings count, in one pass of a regular expression (no recursion).
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_DEPTH = 20
"""Deeper than anything the engine writes (a save file is about 5 levels deep)."""

_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')
"""A complete JSON string (skipped) or one bracket."""


class TooDeep(ValueError):
    """A JSON text nested deeper than allowed."""


def depth(text: str) -> int:
    """How deeply ``text``'s arrays and objects nest (brackets inside strings ignored)."""
    level = deepest = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            level += 1
            deepest = max(deepest, level)
        elif token in "]}":
            level -= 1
    return deepest


def loads(text: str | bytes | bytearray, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads``, refusing (``TooDeep``, a ValueError) a text nested deeper than
    ``max_depth`` before parsing it. Bytes must be UTF-8 (else a ValueError too)."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8")
    if depth(text) > max_depth:
        raise TooDeep(f"the JSON is nested more than {max_depth} levels deep")
    return json.loads(text)
