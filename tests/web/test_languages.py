"""German and French: every English text has its translation with the same placeholders,
plural forms follow each language's rule, and the language comes from the link, the stored
choice or the browser, in that order."""

from __future__ import annotations

import sys
from pathlib import Path
from string import Formatter

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app import games
from app.games.cuzco import messages as cz
from app.games.cuzco import messages_de as cz_de
from app.games.cuzco import messages_fr as cz_fr
from app.games.machupicchu import messages as mp
from app.games.machupicchu import messages_de as mp_de
from app.games.machupicchu import messages_fr as mp_fr
from app.games.machupicchu import words as mp_words
from app.text import de, fr, i18n

GAME_KEYS = {f"mp.{k}" for k in mp.EN} | {f"cz.{k}" for k in cz.EN}
SHARED_EN = {k: v for k, v in i18n.EN.items() if k not in GAME_KEYS}
"""The shared English texts (``i18n.EN`` also holds the games' texts, under their prefix)."""

CATALOGS = {  # (English, translation) per catalog and language
    "shared de": (SHARED_EN, de.TEXTS), "shared fr": (SHARED_EN, fr.TEXTS),
    "mp de": (mp.EN, mp_de.DE), "mp fr": (mp.EN, mp_fr.FR),
    "cz de": (cz.EN, cz_de.DE), "cz fr": (cz.EN, cz_fr.FR),
}


def _fields(message: i18n.Message) -> set[str]:
    forms = [message.one, message.other] if isinstance(message, i18n.Plural) else [message]
    return {f"{name}!{conv}" for form in forms
            for _, name, _, conv in Formatter().parse(form) if name is not None}


@pytest.mark.parametrize("catalog", sorted(CATALOGS))
def test_every_english_key_is_translated(catalog: str) -> None:
    """A new English text needs its German and French one: this lists the gaps (at run
    time a missing key shows in English)."""
    english, translated = CATALOGS[catalog]
    missing = sorted(set(english) - set(translated))
    assert not missing, f"{catalog} lacks {len(missing)} keys: {missing}"
    stale = sorted(set(translated) - set(english))
    assert not stale, f"{catalog} has keys English no longer has: {stale}"


@pytest.mark.parametrize("catalog", sorted(CATALOGS))
def test_translations_keep_the_placeholders(catalog: str) -> None:
    english, translated = CATALOGS[catalog]
    wrong = [key for key in set(english) & set(translated)
             if _fields(english[key]) != _fields(translated[key])]
    assert not wrong, f"{catalog}: placeholders differ from English in {sorted(wrong)}"


def test_french_marks_never_start_a_line() -> None:
    """: ; ? ! and « » stand apart by a narrow no-break space, never a breaking one."""
    for name in ("shared fr", "mp fr", "cz fr"):
        for key, message in CATALOGS[name][1].items():
            forms = message[1:] if isinstance(message, i18n.Plural) else [message]
            for form in forms:
                assert not any(mark in form for mark in (" :", " ;", " ?", " !", "« ", " »")), \
                    (name, key, form)


def test_no_plural_is_hedged_with_parentheses() -> None:
    for name, (_, translated) in CATALOGS.items():
        for key, message in translated.items():
            assert "(s)" not in str(message) and "(n)" not in str(message), (name, key)


@pytest.mark.parametrize("lang, n, text", [
    ("de", 0, "Ana nimmt 0 Tempelsteine."), ("de", 1, "Ana nimmt 1 Tempelstein."),
    ("de", 2, "Ana nimmt 2 Tempelsteine."),
    ("fr", 0, "Ana prend 0 pierre de temple."), ("fr", 1, "Ana prend 1 pierre de temple."),
    ("fr", 2, "Ana prend 2 pierres de temple."),
    ("en", 0, "Ana takes 0 temple stones."),
])
def test_plural_rules_per_language(lang: str, n: int, text: str) -> None:
    """CLDR: German like English (one is 1 only); French one for 0 and 1."""
    i18n.set_language(lang)
    try:
        assert mp_words.t("l.temple_stones", name="Ana", count=n) == text
        assert i18n.plural_form(n) == ("one" if n == 1 or (lang == "fr" and n == 0)
                                       else "other")
    finally:
        i18n.set_language("en")


def test_shared_texts_follow_the_language_and_fall_back_to_english(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(i18n.EN, "test.only_english", "Only in English")
    try:
        i18n.set_language("de")
        assert i18n.t("menu.start") == "Spiel starten"
        assert i18n.t("saves.moves", n=1) == "1 Zug"
        assert i18n.t("test.only_english") == "Only in English"
        assert games.name("machu-picchu") == "Die Prinzen von Machu Picchu"
        i18n.set_language("fr")
        assert i18n.t("menu.start") == "Commencer"
        assert i18n.t("n_cards", n=0) == "0 carte"
        assert i18n.t("rules.title", game="Cuzco") == "Cuzco\u202f: règles"
        i18n.set_language("it")
        assert i18n.language() == "en"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("tags, lang", [
    (["de-DE", "en-US"], "de"), (["pt-BR", "fr-CA", "de"], "fr"), (["en-GB", "de"], "en"),
    (["ES"], "es"), (["zh-Hant-TW"], None), ([], None), ([None, ""], None),
])
def test_the_browser_language_is_the_first_supported_one(tags: list, lang: str | None) -> None:
    assert i18n.browser_language(tags) == lang


def test_every_language_has_a_plural_rule_and_a_menu_name() -> None:
    assert set(i18n.PLURAL_RULES) == set(i18n.LANGUAGES) == set(i18n.CATALOGS)
    assert i18n.LANGUAGES["de"] == "Deutsch" and i18n.LANGUAGES["fr"] == "Français"
    assert i18n.supported("de_AT") == "de" and i18n.supported(None) is None


@pytest.mark.parametrize("game", ["machu-picchu", "cuzco"])
def test_a_language_without_its_rules_shows_the_english_ones_with_a_note(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every language has its own rules; one without them (here French, its rules taken
    away) shows the English ones, marked English, under a note in its own words."""
    from app.rules.view import TABS, esc, rules_html

    def mark(seat: int, size: int) -> str:
        return f"<svg data-seat='{seat}' width='{size}'></svg>"

    rules = games.ui(game).part("rules").RULES
    assert set(rules) == set(i18n.LANGUAGES)
    note = f'<p class="note">{esc(fr.TEXTS["rules.in_english"])}</p>'
    i18n.set_language("fr")
    try:
        html = rules_html(game, "rules", ["Ana"], mark)
        assert note not in html and ' lang="en"' not in html
        assert esc(rules["fr"]["rulings"][0]) in html
        monkeypatch.delitem(rules, "fr")
        assert games.rules(game, "fr") == games.rules(game, "en")
        for tab in TABS:
            html = rules_html(game, tab, ["Ana"], mark)
            assert note in html and ' lang="en"' in html, tab
        html = rules_html(game, "rules", ["Ana"], mark)
        assert esc(rules["en"]["rulings"][0]) in html
    finally:
        i18n.set_language("en")
    assert de.TEXTS["rules.in_english"] and fr.TEXTS["rules.in_english"]
