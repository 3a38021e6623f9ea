"""The board in words (screen readers): every district, city and site area appears with
its contents, and every legal action of the deciding player sits under one entry."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app.draw.describe import GENERAL, Entry, entries_html, region_of
from app.games.cuzco import describe as cz
from app.games.cuzco.words import where
from app.games.machupicchu import describe as mp
from app.games.machupicchu.messages import t as mp_t
from app.text import i18n

import incagames
from incagames.core import Action, Rng
from incagames.core.bots import choose_action, make_bot
from incagames.machupicchu import components as C

NAMES = ["Ana", "Bob", "Cai", "Dee"]


def positions(game: str, players: int, seed: int, moves: int, every: int) -> Iterator[Any]:
    """States along a game of the easy bot with some random moves (every ``every``
    moves), the first one included: cities get built, odd positions come up."""
    state = incagames.new_game(game, players=players, seed=seed)
    rng = random.Random(seed)
    bot = make_bot("easy", game)
    for n in range(moves):
        if state.is_over:
            return
        if n % every == 0:
            yield state
        if rng.random() < 0.2:
            state.apply(rng.choice(state.legal_actions()))
        else:
            state.apply(choose_action(bot, state, Rng(seed + n)))


def described(state: Any, describe: Any) -> tuple[list[Entry], list[Action]]:
    seat = state.current_player
    legal = state.legal_actions() if seat is not None else []
    view = state.view(seat)
    return describe(view, NAMES[:state.num_players], legal,
                    lambda a: state.preview(a).costs), legal


def text(entry: Entry) -> str:
    return " | ".join([entry.title, *entry.lines])


def assert_actions_filed(entries: list[Entry], legal: list[Action]) -> None:
    """Each legal action once, under some entry, with a label in words (those worded on
    demand once their entry is expanded)."""
    filed = [a for e in entries for a in [*(a for a, _ in e.actions), *e.more]]
    assert sorted(map(repr, filed)) == sorted(map(repr, legal))
    for entry in entries:
        entry.expand()
        assert not entry.more
        for action, label in entry.actions:
            assert label and label != action.kind  # words, not the engine's name
    assert len({e.key for e in entries}) == len(entries)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 5), (4, 9)])
def test_machu_picchu_every_district_with_its_contents(players: int, seed: int) -> None:
    for state in positions("machu-picchu", players, seed, moves=260, every=13):
        entries, legal = described(state, mp.describe)
        by_key = {e.key: e for e in entries}
        view = state.view(state.current_player)
        for d in C.DISTRICTS:
            entry = by_key["district:" + d]
            assert entry.title == mp_t("d." + d)
            assert entry.spots == [("district", d)]
            princes = [NAMES[s] for s, p in enumerate(view["players"]) if p["prince"] == d]
            for name in princes:
                assert name in text(entry)
            occ = C.DISTRICT_OCCUPATION.get(d)
            for s, info in enumerate(view["players"]):
                if occ and info["incas"][occ]:
                    assert f"{NAMES[s]} {info['incas'][occ]}" in text(entry)
        moon = by_key["moon"]
        assert len([line for line in moon.lines if "“" in line]) == len(view["moon_tiles"])
        trail = text(by_key["trail"])
        for s, info in enumerate(view["players"]):
            assert mp_t("bt.scout", name=NAMES[s], n=info["scout"]) in trail
        assert_actions_filed(entries, legal)
        for action in legal:
            key = region_of(entries, action)
            if action.kind == "move":
                assert key == "district:" + str(action["district"])
            elif action.kind == "stay":
                assert key == "moon"
                assert mp.spots(action, view) == [("moon", action["tile"])]


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 8)])
def test_cuzco_every_city_and_area_with_its_contents(players: int, seed: int) -> None:
    seen_city = False
    for state in positions("cuzco", players, seed, moves=400, every=17):
        entries, legal = described(state, cz.describe)
        by_key = {e.key: e for e in entries}
        view = state.view(state.current_player)
        for area in cz.AREAS:
            assert "area:" + area in by_key
        city_of = cz.cities(view)
        for settlement in view["settlements"]:
            if settlement["temple"] >= 0:
                seen_city = True
                entry = by_key[f"city:{settlement['temple']}"]
                assert where(settlement["temple"]) in entry.title
                assert str(settlement["value"]) in entry.title
        # every Inca, pond and terrain hex is told once, in its city or its area
        for cell in range(len(view["inca"])):
            line = cz.hex_text(view, NAMES, cell)
            if line is None:
                continue
            holders = [e.key for e in entries if line in e.lines]
            assert holders == [cz.region_key(cell, city_of)], (cell, line)
            if view["inca"][cell] >= 0:
                assert NAMES[view["inca"][cell]] in line
        assert_actions_filed(entries, legal)
        for action in legal:
            key = region_of(entries, action)
            if action.kind in ("move", "enter", "leave", "build_temple", "expand_temple"):
                assert key == cz.region_key(int(action["cell"]), city_of)
                assert cz.spots(action, view) == [("cell", action["cell"])]
            elif action.kind in ("end_turn", "choose_terrain", "draw", "play_card"):
                assert key == GENERAL
    assert seen_city


def test_cuzco_placements_are_worded_on_demand() -> None:
    """Hundreds of placements: each area offers one button for its own, worded when it is
    pressed (the description stays light at every position)."""
    state = incagames.new_game("cuzco", players=2, seed=5)
    state.apply(next(a for a in state.legal_actions() if a.kind == "choose_terrain"))
    entries, legal = described(state, cz.describe)
    assert len(legal) > 100 and all(a.kind == "place" for a in legal)
    assert all(not e.actions for e in entries)
    html = entries_html(entries, "Here", more_label=lambda n: f"Show {n}")
    assert html.count('data-ui="bt-more"') == sum(1 for e in entries if e.more) >= 5
    assert "data-action" not in html
    area = next(e for e in entries if e.more)
    n = len(area.more)
    area.expand()
    assert len(area.actions) == n
    assert all(label.startswith("Place the") for _, label in area.actions)
    assert entries_html([area], "Here").count("data-action") == n


def test_entries_html_offers_the_same_actions_as_the_panel() -> None:
    state = incagames.new_game("machu-picchu", players=2, seed=4)
    entries, legal = described(state, mp.describe)
    html = entries_html(entries, "What you can do here", '<p id="extra"></p>')
    for action in legal:
        data = json.dumps(action.to_json()).replace('"', "&quot;")
        assert html.count(f'data-action="{data}"') == 1
    assert html.count("<section") == len(entries) == html.count("<h3")
    assert html.count('<p id="extra"></p>') == 1  # at the end of the general section
    assert html.index('<p id="extra">') > html.index(f'data-region="{GENERAL}"')
    nasty = Entry("x", "<b>&", ['"<i>'])
    assert "<b>" not in entries_html([nasty], "a") and "<i>" not in entries_html([nasty], "a")


def test_descriptions_in_spanish_have_no_missing_words() -> None:
    i18n.set_language("es")
    try:
        for game, describe in (("machu-picchu", mp.describe), ("cuzco", cz.describe)):
            for state in positions(game, 3, 2, moves=120, every=40):
                entries, _ = described(state, describe)
                for entry in entries:
                    for line in [entry.title, *entry.lines, *(x for _, x in entry.actions)]:
                        assert "bt." not in line and "{" not in line, line
                titles = {e.title for e in entries}
                assert ("Plaza Central" in titles) if game == "machu-picchu" else (
                    "Centro del sitio" in titles)
    finally:
        i18n.set_language("en")


def test_spots_of_actions_without_a_place_are_empty() -> None:
    state = incagames.new_game("cuzco", players=2, seed=1)
    view = state.view(state.current_player)
    for action in state.legal_actions():  # choosing the terrain: in the panel only
        assert cz.spots(action, view) == []
    assert mp.spots(Action("done"), {"current_player": None}) == []
    bidding = {"festival": {"temple": 77}}  # a bid is about the festival's city
    assert cz.spots(Action("play_card", card=3), bidding) == [("cell", 77)]
