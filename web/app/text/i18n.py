"""Message catalogs: every text shown to players comes from here (English, Spanish,
German, French).

The shared texts (menu, saves, hints, results frame...) are in ``text/en.py`` (English) and
``text/es.py`` (Spanish); each game's own texts are in ``games/<game>/messages.py``, filed
here under the game's prefix by ``scoped``, so game keys never collide. The German and
French texts live apart (``text/de.py``, ``text/fr.py``, the games' ``messages_de.py`` and
``messages_fr.py``); a key they lack shows in English.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable

from .en import EN, ES
from .plural import Message, P, Plural

__all__ = ["EN", "ES", "Message", "P", "Plural"]

LANGUAGES = {"en": "English", "es": "Español", "de": "Deutsch", "fr": "Français"}
"""Every language with a catalog, by code, with its name in itself (the menu's choice)."""
CATALOGS: dict[str, dict[str, Message]] = {"en": EN, "es": ES, "de": {}, "fr": {}}
_SHARED_APART = {"de", "fr"}
"""Languages whose shared texts are still to be read from ``text/<code>.py`` (on first use,
so a page in English or Spanish never parses them)."""
_lang = "en"


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGUAGES else "en"
    _catalog(_lang)


def _catalog(lang: str) -> dict[str, Message]:
    """A language's shared texts, read from ``text/<code>.py`` on first use."""
    if lang in _SHARED_APART:
        _SHARED_APART.discard(lang)
        CATALOGS[lang].update(importlib.import_module(f"{__package__}.{lang}").TEXTS)
    return CATALOGS[lang]


def supported(tag: object) -> str | None:
    """The catalog for a language tag ("de-AT" -> "de"), None when there is none."""
    code = str(tag or "").split("-")[0].split("_")[0].lower()
    return code if code in LANGUAGES else None


def browser_language(tags: Iterable[object]) -> str | None:
    """The first of the browser's preferred languages (``navigator.languages``, most
    wanted first) that has a catalog."""
    return next((code for code in map(supported, tags) if code), None)


def language() -> str:
    return _lang


PLURAL_RULES = {
    "en": lambda n: "one" if n == 1 else "other",
    "es": lambda n: "one" if n == 1 else "other",
    "de": lambda n: "one" if n == 1 else "other",
    "fr": lambda n: "one" if n in (0, 1) else "other",
}
"""Which form a number takes, per language (CLDR cardinal rules for integers)."""


def plural_form(n: object, lang: str | None = None) -> str:
    rule = PLURAL_RULES.get(lang or _lang, PLURAL_RULES["en"])
    return rule(n) if isinstance(n, int) else "other"


def t(key: str, **values: object) -> str:
    """The text for ``key`` in the current language (English when missing), with the
    plural form its number asks for."""
    entry = CATALOGS[_lang].get(key) or EN.get(key) or key
    if isinstance(entry, Plural):
        entry = entry.one if plural_form(values.get(entry.var)) == "one" else entry.other
    try:
        return entry.format(**values)
    except (KeyError, IndexError, ValueError):
        return entry


def default_name(name: str) -> str:
    """A seat's name in the current language when it is a default name of any language
    ("Joueur 2" -> "Player 2", "IA 1" -> "AI 1"); a name a player typed is kept."""
    for lang in (_lang, *(code for code in LANGUAGES if code != _lang)):  # the usual first
        for key in ("default.name", "default.ai"):
            pattern = str(_catalog(lang).get(key) or EN[key])
            head, _, tail = pattern.partition("{n}")
            middle = name[len(head):len(name) - len(tail)] if tail else name[len(head):]
            if name.startswith(head) and name.endswith(tail) and middle.isdigit():
                return t(key, n=int(middle))
    return name


def capital(text: str) -> str:
    """``text`` with its first letter in upper case (the rest untouched)."""
    return text[:1].upper() + text[1:]


def sentence(text: str) -> str:
    """``text`` ending with a full stop (messages from the engine often have none)."""
    text = text.strip()
    return text if not text or text[-1] in ".!?…" else text + "."


def scoped(prefix: str, catalogs: dict[str, dict[str, Message]]) -> Callable[..., str]:
    """File a game's catalogs (by language) under ``prefix.`` and return the game's ``t``:
    its own message for a key, else the shared one (e.g. ``btn.confirm``)."""
    for lang, catalog in catalogs.items():
        CATALOGS[lang].update({f"{prefix}.{key}": text for key, text in catalog.items()})

    def game_t(key: str, **values: object) -> str:
        own = f"{prefix}.{key}"
        return t(own if own in EN else key, **values)

    return game_t
