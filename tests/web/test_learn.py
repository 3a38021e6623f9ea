"""Learning by playing: the guided first games replay in the engine, and the in-app rules
have every section, the player aid and the legend in every language."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app import games
from app.live.tutorial import Tutorial
from app.text import i18n

from incagames.core import Action, Rng
from incagames.core.bots import bot_for, choose_action
from incagames.core.match import Match, Seat

GAMES = [("machu-picchu", "machupicchu"), ("cuzco", "cuzco")]
NAMES = ["Ana", "AI 1", "AI 2"]
"""Seats as a game names them: the legend explains each mark by its seat's name."""
LANGUAGES = list(i18n.LANGUAGES)
RECONSTRUCTED = {"en": "reconstructed", "es": "reconstruid", "de": "rekonstruiert",
                 "fr": "reconstitué"}
"""How each language's component data says what is reconstructed."""


def ai_move(match: Match) -> Action:
    """The easy AI's move exactly as the app's worker picks it (same bot, same seed)."""
    seat = match.state.current_player
    level = match.seats[seat].level
    assert level is not None
    seed = (match.seed * 7919 + len(match.actions)) & 0xFFFFFFFF
    return choose_action(bot_for(match.game_id, level, seat), match.state, Rng(seed))


@pytest.mark.parametrize("game, package", GAMES)
def test_every_tutorial_step_is_legal_for_the_learner_in_turn(game: str, package: str) -> None:
    """Replaying the script's deal with the easy AI, each step's action is legal when the
    learner is next to decide, and the learner decides nothing in between."""
    script = importlib.import_module(f"app.games.{package}.tutorial").SCRIPT
    match = Match(game, [Seat(str(i), kind) for i, kind in enumerate(script.kinds)],
                  script.seed)
    tutorial = Tutorial(script)
    kinds = set()
    while not tutorial.finished:
        assert not match.state.is_over
        if match.seats[match.state.current_player].is_human:
            expected = tutorial.expected()
            assert expected in match.state.legal_actions(), (tutorial.index, expected)
            assert tutorial.allows(expected)
            assert not any(tutorial.allows(a) for a in match.state.legal_actions()
                           if a != expected)
            moves = len(match.actions)
            match.apply(expected, seat=0)
            tutorial.applied(expected, moves)
            kinds.add(expected.kind)
        else:
            match.apply(ai_move(match))
    assert len(kinds) >= 7  # many kinds of decision, not one repeated
    tutorial.sync(0)  # an undo back to the start takes every step back
    assert tutorial.index == 0


def test_tutorial_undo_takes_the_step_back() -> None:
    from app.games.cuzco.tutorial import SCRIPT

    tutorial = Tutorial(SCRIPT)
    first = tutorial.expected()
    assert first is not None
    tutorial.applied(first, 0)
    tutorial.applied(Action("end_turn"), 1)  # not the step: ignored
    assert tutorial.index == 1
    tutorial.sync(1)
    assert tutorial.index == 1
    tutorial.sync(0)
    assert tutorial.expected() == first


@pytest.mark.parametrize("game, package", GAMES)
def test_tutorial_texts_exist_in_both_languages(game: str, package: str) -> None:
    script = importlib.import_module(f"app.games.{package}.tutorial").SCRIPT
    messages = importlib.import_module(f"app.games.{package}.messages")
    for key in {s.text for s in script.steps} | {script.outro}:
        assert key in messages.EN and key in messages.ES, key


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game, package", GAMES)
def test_rules_have_every_section_aid_and_legend_in_every_language(game: str, package: str,
                                                                   lang: str) -> None:
    """Each language has its own rules (none falls back to English), with every section,
    aid line, legend entry and ruling of the English ones, paragraph for paragraph."""
    from app.rules.view import SECTIONS

    rules = importlib.import_module(f"app.games.{package}.rules").RULES
    assert set(rules) == set(i18n.LANGUAGES) == set(RECONSTRUCTED)
    en, own = rules["en"], rules[lang]
    assert set(own) == set(en)
    for part in (*SECTIONS, "aid", "legend", "rulings", "data"):
        assert en[part] and len(own[part]) == len(en[part]), part
        assert all(p.strip() and "{" not in p for p in own[part]), part
    assert len(games.legend(game)) == len(own["legend"])
    assert RECONSTRUCTED[lang] in " ".join(own["data"])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game, package", GAMES)
def test_rules_dialog_has_tabs_contents_and_the_guided_game(game: str, package: str,
                                                             lang: str) -> None:
    from app.rules.view import SECTIONS, rules_html

    i18n.set_language(lang)
    try:
        def mark(seat: int, size: int) -> str:
            return f"<svg data-seat='{seat}' width='{size}'></svg>"

        html = rules_html(game, "rules", NAMES, mark)
        assert 'class="note"' not in html and ' lang="en"' not in html  # its own rules
        for key in (*SECTIONS, "rulings", "data"):
            assert f'data-rules-goto="{key}"' in html and f'id="rules-s-{key}"' in html
        assert f'data-learn="{game}"' in html and 'aria-selected="true"' in html
        for ruling in games.rules(game, lang)["rulings"][:1]:
            assert ruling.split(" ")[0] in html
        aid = rules_html(game, "aid", NAMES, mark)
        assert games.rules(game, lang)["aid"][0].split(" ")[0] in aid
        legend = rules_html(game, "legend", NAMES, mark)
        assert legend.count("data-seat=") == 3
        assert all(name in legend for name in NAMES)  # the seats as named in the game
        assert legend.count('class="swatch"') == len(games.legend(game)) + 2
        assert rules_html(game, "nonsense", NAMES, mark) == rules_html(game, "rules", NAMES, mark)
    finally:
        i18n.set_language("en")


def test_every_board_region_explains_itself() -> None:
    """Every hit region of both boards has a tooltip, and the day and Incatrail panels
    and Cuzco's counters and prestige track are covered everywhere, not only on icons."""
    from app.games.cuzco import board as cz_board
    from app.games.machupicchu import board as mp_board

    import incagames

    mp = incagames.new_game("machu-picchu", 3, 4)
    lay = mp_board.layout_for(1280)
    _ops, regions = mp_board.draw(mp.view(None), ["A", "B", "C"], lay, mp_board.Options())
    assert regions and all(r.tip.strip() for r in regions)
    for x, y, w, h in (lay.days, lay.trail):
        for fx, fy in ((0.05, 0.1), (0.5, 0.5), (0.95, 0.9)):
            px, py = x + w * fx, y + h * fy
            assert any(r.contains(px, py) for r in regions), (px, py)
    cz = incagames.new_game("cuzco", 2, 4)
    _ops, regions = cz_board.draw(cz.view(None), ["A", "B"], cz_board.Marks())
    assert regions and all(r.tip.strip() for r in regions)
    kinds = {r.kind for r in regions}
    assert {"cell", "strip", "track"} <= kinds


@pytest.mark.parametrize("lang", LANGUAGES)
def test_machu_picchu_rules_name_the_districts_as_the_board_does(lang: str) -> None:
    """Every district the rules name reads exactly as the board's label in the same
    language ("Potter's Quarter" in both, not "Potters' Quarter" in one)."""
    from app.games.machupicchu.messages import EN
    from app.games.machupicchu.messages import t as mp_t

    def text(code: str) -> str:
        return " ".join(" ".join(part) for part in games.rules("machu-picchu", code).values())

    named = [key for key in EN if key.startswith("d.") and EN[key] in text("en")]
    assert {"d.corn_terraces", "d.llamas_meadow", "d.coca_plantation", "d.potters_quarter",
            "d.weavers_quarter", "d.watchmans_hut", "d.central_plaza"} <= set(named)
    i18n.set_language(lang)
    try:
        for key in named:
            assert mp_t(key) in text(lang), key
    finally:
        i18n.set_language("en")
