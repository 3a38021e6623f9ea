"""German and French texts, kept apart from the English and Spanish catalogs; ``i18n``
reads the shared ones (``de.py``, ``fr.py``) when the language is first chosen, each game
its own (``games/<game>/messages_de.py``, ``messages_fr.py``)."""

from __future__ import annotations

from ..i18n import Message, Plural

_FRENCH_SPACES = ((" :", "\u202f:"), (" ;", "\u202f;"), (" ?", "\u202f?"), (" !", "\u202f!"),
                  ("« ", "«\u202f"), (" »", "\u202f»"))


def _fix(text: str) -> str:
    for plain, narrow in _FRENCH_SPACES:
        text = text.replace(plain, narrow)
    return text


def french(catalog: dict[str, Message]) -> dict[str, Message]:
    """A French catalog typeset: the space before : ; ? ! and inside « » becomes a narrow
    no-break space, so a line never starts with the mark (written as plain spaces in the
    source, where the narrow one cannot be seen)."""
    return {key: Plural(m.var, _fix(m.one), _fix(m.other)) if isinstance(m, Plural)
            else _fix(m) for key, m in catalog.items()}
