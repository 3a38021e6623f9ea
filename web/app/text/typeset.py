"""German and French texts, kept apart from the English and Spanish catalogs; ``i18n``
reads the shared ones (``de.py``, ``fr.py``) when the language is first chosen, each game
its own (``games/<game>/messages_de.py``, ``messages_fr.py``)."""

from __future__ import annotations

import re

from .i18n import Message, Plural

_UNIT = re.compile(r"\} (?=[A-Z]{2}\b)")
"""A number placeholder and its unit ("{ap} AP", "{pp} PP"), kept on one line."""
_FRENCH_SPACES = ((" :", "\u202f:"), (" ;", "\u202f;"), (" ?", "\u202f?"), (" !", "\u202f!"),
                  ("« ", "«\u202f"), (" »", "\u202f»"))


def _fix(text: str, french: bool) -> str:
    text = _UNIT.sub("}\u00a0", text)
    for plain, narrow in _FRENCH_SPACES if french else ():
        text = text.replace(plain, narrow)
    return text


def typeset(catalog: dict[str, Message], french: bool = False) -> dict[str, Message]:
    """A catalog with no-break spaces where a line must not break: between a number and
    its unit, and in French before : ; ? ! and inside « » (a narrow one). The source has
    plain spaces, where a no-break one cannot be seen."""
    return {key: Plural(m.var, _fix(m.one, french), _fix(m.other, french))
            if isinstance(m, Plural) else _fix(m, french) for key, m in catalog.items()}


def typeset_rules(rules: dict[str, list[str]], french: bool = False) -> dict[str, list[str]]:
    """In-app rules (paragraphs by part) with the same no-break spaces as ``typeset``."""
    return {part: [_fix(paragraph, french) for paragraph in paragraphs]
            for part, paragraphs in rules.items()}
