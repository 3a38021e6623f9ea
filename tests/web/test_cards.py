"""Cards and components drawn as things: hands group equal cards with their count, every
card names its contents for screen readers, and the panels' SVG and the board's canvas
ops come from the same icon shapes."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app.draw import icons
from app.games.cuzco import board as cz_board
from app.games.cuzco import cards as cz_cards
from app.games.machupicchu import board as mp_board
from app.games.machupicchu import cards as mp_cards
from app.games.machupicchu.messages import t as mp_t
from app.text import i18n

import incagames
from incagames.cuzco import components as CZ
from incagames.machupicchu import components as MP

LABEL = re.compile(r'aria-label="([^"]*)"')


@pytest.fixture(autouse=True)
def english() -> None:
    i18n.set_language("en")


def items(html: str) -> list[str]:
    return re.findall(r'<li class="gcard">(.*?)</li>', html)


def first_label(item: str) -> str:
    found = LABEL.search(item)
    assert found is not None, item
    return found.group(1)


def card_of(relics: tuple[str, ...]) -> int:
    wanted = tuple(CZ.RELICS.index(r) for r in relics)
    return CZ.FESTIVAL_CARDS.index(wanted)


def test_cuzco_hand_groups_equal_cards_with_their_count() -> None:
    mask, quipu, pair = card_of(("mask",)), card_of(("quipu",)), card_of(("mask", "tumi"))
    hand = [mask, quipu, mask + 1, pair, mask + 2]  # three masks (different ids), ...
    html = cz_cards.hand_html(hand)
    cards = items(html)
    assert len(cards) == 3
    counts = [re.findall(r'class="qty"[^>]*>×(\d+)<', c) for c in cards]
    assert counts == [["3"], [], []]
    assert first_label(cards[0]) == "mask (3 cards)"
    assert first_label(cards[1]) == "quipu"
    assert first_label(cards[2]) == "mask + tumi"


def test_cuzco_card_names_each_relic_in_the_current_language() -> None:
    i18n.set_language("es")
    html = cz_cards.hand_html([card_of(("mask", "quipu"))])
    assert first_label(items(html)[0]) == "máscara + quipu"
    # each relic drawn carries a tooltip naming it
    assert re.findall(r"<g><title>([^<]*)</title>", html) == ["máscara", "quipu"]
    assert cz_cards.hand_html([]) == '<p class="small">Sin cartas.</p>'


def test_cuzco_bad_card_ids_do_not_crash() -> None:
    assert cz_cards.relics(-1) == [] and cz_cards.relics(999) == []
    assert cz_cards.card_ops(999, 0, 0)[0][0] == "rect"


def mp_hand(seed: int) -> list[dict]:
    state = incagames.new_game("machu-picchu", 3, seed)
    return state.view(0)["players"][0]["hand"]


def test_machu_picchu_hand_names_icons_and_gold_for_screen_readers() -> None:
    hand = mp_hand(3)
    cards = items(mp_cards.hand_html(hand))
    assert len(cards) == len(hand)
    for card, item in zip(hand, cards, strict=True):
        label = first_label(item)
        for icon in card["icons"]:
            assert label.count(mp_t("i." + icon)) >= 1
        assert f"{card['gold']} gold" in label
        assert 'role="img"' in item and "qty" not in item


def test_machu_picchu_equal_cards_show_one_card_and_a_count() -> None:
    card = {"id": 1, "icons": ["puma", "coca"], "gold": 3}
    html = mp_cards.hand_html([card, {**card, "id": 2}])
    assert len(items(html)) == 1
    assert "×2" in html and "Puma + Coca · 3 gold (2 cards)" in html


GEOMETRY = {"polygon": ("points",), "circle": ("cx", "cy", "r"),
            "line": ("x1", "y1", "x2", "y2")}


def svg_geometry(tag: str, attrs: str) -> list[float]:
    """The numbers that place an SVG element, in the canvas op's order."""
    values = [re.search(rf' {name}="([^"]*)"', " " + attrs).group(1)  # type: ignore[union-attr]
              for name in GEOMETRY[tag]]
    return [float(v) for value in values for v in re.split(r"[ ,]", value)]


def test_every_shape_is_drawn_the_same_in_svg_and_on_the_canvas() -> None:
    for name, shape in icons.SHAPES.items():
        svg = icons.svg_body(name, 10, 20, 48)
        ops = icons.canvas_ops(name, 10, 20, 48)
        tags = re.findall(r"<(polygon|circle|line) ([^>]*)/>", svg)
        assert len(ops) == len(shape) == len(tags), name
        for op, (tag, attrs) in zip(ops, tags, strict=True):
            assert {"poly": "polygon", "circle": "circle", "line": "line"}[op[0]] == tag
            coords = op[1] if op[0] == "poly" else op[1:5] if op[0] == "line" else op[1:4]
            assert svg_geometry(tag, attrs) == pytest.approx(coords, abs=0.01), name
            points = coords if op[0] != "circle" else coords[:2]
            assert all(9 <= v <= 59 for v in points[0::2]), name  # inside the square
            assert all(19 <= v <= 69 for v in points[1::2]), name


def test_the_board_draws_the_icons_of_the_panels() -> None:
    """The Priests/Virgins rows and the moon tiles use the shared shapes; so does the
    face-up festival card on the Cuzco strip."""
    state = incagames.new_game("machu-picchu", 3, 3)
    ops, _ = mp_board.draw(state.view(0), ["A", "B", "C"], mp_board.WIDE, mp_board.Options())
    condor = icons.canvas_ops("condor", 0, 0, 24)
    assert sum(op[0] == "poly" and op[2] == condor[0][2] for op in ops) >= MP.ROW_SIZE[0]
    moon = icons.canvas_ops("moon", 0, 0, 13)[0]
    assert sum(op[0] == "poly" and op[2] == moon[2] for op in ops) == len(MP.MOON_TILES)

    cz = incagames.new_game("cuzco", 2, 5)
    view = cz.view(0)
    ops, _ = cz_board.draw(view, ["A", "B"], cz_board.Marks())
    for relic in view["face_up_relics"]:
        fill = icons.SHAPES[relic][0][1]
        assert any(op[0] in ("poly", "circle") and fill in op for op in ops)
    assert "Face-up card" in [op[1] for op in ops if op[0] == "text"]


def test_icons_are_images_with_a_name() -> None:
    html = icons.icon_svg("tumi", "tumi")
    assert 'role="img"' in html and 'aria-label="tumi"' in html and "<title>tumi</title>" in html
    hidden = cz_cards.relic_icons(["mask"])
    assert 'aria-hidden="true"' in hidden and "<title>mask</title>" in hidden
    tile = mp_cards.row_icon_html("virgin", 2)
    assert "Virgin of the Sun: 2" in tile
