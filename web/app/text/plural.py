"""A message: a text, or a ``Plural`` whose words depend on a number (the catalogs'
literals; ``i18n`` picks the form by the language's plural rule)."""

from __future__ import annotations

from typing import NamedTuple


class Plural(NamedTuple):
    """A message whose words depend on a number: ``var`` names the value that selects
    the form (``one`` or ``other``, by the language's plural rule)."""

    var: str
    one: str
    other: str


def P(var: str, one: str, other: str) -> Plural:
    """A plural message (a short name: the catalogs use it like a literal)."""
    return Plural(var, one, other)


Message = str | Plural
