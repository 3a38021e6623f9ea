"""Cuzco's decision panel as a new player meets it, at a desk (1280 x 800) and on a phone
(390 x 844, touch), in English, Spanish, German and French: each cost is said once,
every option of every drop-down reads whole, no two buttons of the panel say the same,
and on a touch screen the placement prompt speaks of taps and a tap where the terrain
cannot go says why."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import positions
import pytest
from playwright.sync_api import Page, expect
from test_play import GAME_TIMEOUT_MS, pass_device

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "web"))

from app.games.cuzco import board as cz_board  # noqa: E402  (pure Python: where hexes are drawn)

from incagames.core.match import Match, Seat  # noqa: E402
from incagames.cuzco import hexgrid as H  # noqa: E402

HUMAN_TURN = "#controls [data-action*='choose_terrain']"
LANGUAGES = ("en", "es", "de", "fr")
COST = re.compile(r"\d+\s(AP|PA)\b")
"""An action-point cost in any of the four languages."""

CUT_OPTIONS = """() => {
  const pen = document.createElement("canvas").getContext("2d");
  const cut = [];
  for (const s of document.querySelectorAll("#controls select")) {
    const css = getComputedStyle(s);
    pen.font = `${css.fontStyle} ${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
    // the room inside the closed drop-down, less its arrow
    const room = s.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight) - 24;
    const name = s.dataset.kind || s.dataset.ui;
    for (const o of s.options)
      if (pen.measureText(o.text).width > room) cut.push(`${name}: ${o.text}`);
  }
  return cut;
}"""
"""Every option of the panel's drop-downs too wide to show whole when chosen."""
PANEL_TEXTS = """() => [
  ...[...document.querySelectorAll("#controls button, #controls option")].map(e => e.innerText),
  ...[...document.querySelectorAll("#controls label")].map(label => [...label.childNodes]
    .filter(n => n.nodeType === Node.TEXT_NODE).map(n => n.textContent).join(""))]"""
"""Each text of the panel once: its buttons, options and labels (without their fields)."""


def open_position(page: Page, site_url: str, text: str, lang: str = "en") -> None:
    """Open a save file through the menu, in ``lang``; the viewport is the page's own."""
    page.goto(site_url + f"index.html?lang={lang}")
    page.wait_for_selector("html.ready", state="attached")
    page.set_input_files("#menu-import", files=[{
        "name": "game.json", "mimeType": "application/json", "buffer": text.encode()}])
    page.wait_for_selector("html[data-phase=game]", state="attached")
    pass_device(page)
    page.locator("#controls [data-action*='end_turn']").wait_for(state="attached")


def every_kind_of_pick() -> str:
    """A hot-seat position (two humans) where the one deciding may bring an Inca in, take
    one out, move, expand a temple and set up a pond: every drop-down of the panel but
    the placement's. Found by playing random legal moves, as few ponds as may be."""
    for seed in range(40):
        rng = random.Random(seed)
        match = Match("cuzco", [Seat("Ana", "human"), Seat("Ben", "human")], seed=seed)
        while not match.state.is_over and len(match.actions) < 800:
            legal = match.state.legal_actions()
            if {"expand_temple", "leave", "enter", "move"} <= {a.kind for a in legal}:
                return match.dumps()
            busy = [a for a in legal if a.kind not in ("pond", "end_turn", "use_token", "draw",
                                                       "festival")]
            if match.state.ap <= 1 and rng.random() < .5:
                busy = []
            match.apply(rng.choice(busy or legal))
    raise AssertionError("no seed reaches such a position any more")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_cost_is_said_once(page: Page, site_url: str, page_errors: list[str],
                                lang: str) -> None:
    """"Draw the face-up festival card (1 AP) · 1 AP": no button, option or label of
    the panel states its cost twice."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_position(page, site_url, positions.cuzco_festival_ready(), lang)
    texts = page.evaluate(PANEL_TEXTS)
    twice = [text for text in texts if len(COST.findall(text)) > 1]
    assert twice == []
    assert any(COST.search(text) for text in texts)  # costs are still said
    assert page_errors == []


def _cut_options(page: Page) -> list[str]:
    """The cut options of every drop-down reachable from here: the map actions', then
    the pond's (once chosen), then a triple's hex and each orientation of its hex."""
    cut = list(page.evaluate(CUT_OPTIONS))
    inca = page.locator('#controls select[data-ui="move-from"]')
    if inca.count():  # every Inca's destinations
        for value in inca.locator("option").evaluate_all("os => os.map(o => o.value)"):
            inca.select_option(value)
            cut += page.evaluate(CUT_OPTIONS)
    page.locator('#controls [data-ui="pond-mode"]').click()
    expect(page.locator('#controls select[data-kind="pond"]')).to_be_attached()
    cut += page.evaluate(CUT_OPTIONS)
    page.locator('#controls [data-ui="pond-mode"]').click()
    page.locator("#controls [data-action*='triple']").click()
    cell = page.locator('#controls select[data-ui="place-cell"]')
    values = cell.locator("option").evaluate_all("os => os.map(o => o.value)")
    for value in values[1::max(1, len(values) // 4)]:  # hexes across the site
        cell.select_option(value)
        cut += page.evaluate(CUT_OPTIONS)
    return sorted(set(cut))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("where, position", [("desk", "festival"), ("desk", "late"),
                                             ("phone", "late")])
def test_every_drop_down_option_reads_whole(page: Page, phone: Page, site_url: str,
                                            page_errors: list[str], lang: str, where: str,
                                            position: str) -> None:
    """Each option of each drop-down fits its closed drop-down at a desk and on a phone:
    the hexes and orientations of a placement, the Incas that come in, go out and move
    (and where to), the temples to build and to expand, the ponds."""
    tab = phone if where == "phone" else page
    if tab is page:
        page.set_viewport_size({"width": 1280, "height": 800})
    text = positions.cuzco_festival_ready() if position == "festival" else every_kind_of_pick()
    open_position(tab, site_url, text, lang)
    assert _cut_options(tab) == []
    assert page_errors == []


def test_no_two_buttons_of_the_panel_say_the_same(page: Page, phone: Page, site_url: str,
                                                  page_errors: list[str]) -> None:
    """One "Confirm" under each drop-down read three times the same: each button says
    what it does."""
    page.set_viewport_size({"width": 1280, "height": 800})
    for tab in (page, phone):
        open_position(tab, site_url, every_kind_of_pick())
        tab.locator('#controls [data-ui="pond-mode"]').click()
        expect(tab.locator('#controls select[data-kind="pond"]')).to_be_attached()
        labels = [text.strip() for text in tab.locator("#controls button").all_inner_texts()]
        assert len(labels) > 8
        assert sorted(label for label in set(labels) if labels.count(label) > 1) == []
    assert page_errors == []


def test_an_inca_moves_from_the_panel(page: Page, site_url: str,
                                      page_errors: list[str]) -> None:
    """The keyboard's way to move an Inca: which one, where to, and the button that
    says it moves it; the map marks where the chosen Inca may go meanwhile."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_position(page, site_url, positions.cuzco_festival_ready())
    incas = page.locator('#controls select[data-ui="move-from"]')
    last = incas.locator("option").evaluate_all("os => os.map(o => o.value)")[-1]
    incas.select_option(last)
    expect(page.locator('#controls select[data-ui="move-from"]')).to_have_value(last)
    moves = page.locator('#controls select[data-kind="move"] option')
    choices = [json.loads(v) for v in moves.evaluate_all("os => os.map(o => o.value)")]
    assert choices and all(move["cell"] == int(last) for move in choices)
    page.locator('#controls select[data-kind="move"]').select_option(
        json.dumps(choices[-1]))
    page.locator('#controls [data-pick-go="move"]').click()
    page.wait_for_function(f"window.incagames.view().inca[{choices[-1]['to']}] === 0")
    assert page.evaluate(f"window.incagames.view().inca[{last}]") == -1
    assert page_errors == []


def tap_cell(page: Page, cell: int) -> None:
    """Scroll the phone's board so that ``cell`` is in the frame's middle, then tap it."""
    box = page.locator("#board").bounding_box()
    assert box is not None
    scale = box["width"] / cz_board.WIDTH
    x, y = cz_board.centre(cell)
    page.evaluate("([x, y]) => { const f = document.getElementById('board-scroll');"
                  " f.scrollLeft = x - f.clientWidth / 2; f.scrollTop = y - f.clientHeight / 2; }",
                  [x * scale, y * scale])
    box = page.locator("#board").bounding_box()
    frame = page.locator("#board-scroll").bounding_box()
    assert box is not None and frame is not None
    point = (box["x"] + x * scale, box["y"] + y * scale)
    assert frame["x"] < point[0] < frame["x"] + frame["width"]
    assert frame["y"] < point[1] < frame["y"] + frame["height"]
    page.touchscreen.tap(*point)


def start_placing(page: Page, site_url: str, tile: str, lang: str = "en") -> None:
    """A new game against the easy AI; once it is the human's turn, choose ``tile``."""
    page.goto(site_url + f"index.html?game=cuzco&players=human,ai-easy&seed=43&pace=0"
                         f"&lang={lang}")
    page.wait_for_selector("html.ready", state="attached")
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    page.locator(f"#controls [data-action*='\"{tile}\"']").click()
    expect(page.locator('#controls select[data-ui="place-cell"]')).to_be_attached()


@pytest.mark.parametrize("lang, tap, rotate", [
    ("en", "Tap", "Rotate"), ("es", "Toca", "Girar"), ("de", "Tippe", "Drehen"),
    ("fr", "Touchez", "Tourner")])
def test_on_a_phone_the_prompt_speaks_of_taps(phone: Page, site_url: str,
                                              page_errors: list[str], lang: str, tap: str,
                                              rotate: str) -> None:
    """A phone has no pointer to point and no R key: the prompt says to tap the map and
    names the Rotate button shown beside the tapped terrain."""
    start_placing(phone, site_url, "triple", lang)
    status = phone.locator("#status")
    expect(status).to_contain_text(tap)
    expect(status).to_contain_text(rotate)
    assert " R " not in status.inner_text() and ", R" not in status.inner_text()
    # the panel's Rotate button shows no key badge on a touch screen either
    assert "R" not in phone.locator('#controls button[data-ui="rotate"]').inner_text().replace(
        rotate, "")
    assert page_errors == []


def test_at_a_desk_the_prompt_still_points_and_names_r(page: Page, site_url: str,
                                                      page_errors: list[str]) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    start_placing(page, site_url, "triple")
    expect(page.locator("#status")).to_contain_text("Point at the map, R rotates")
    expect(page.locator('#controls button[data-ui="rotate"]')).to_contain_text("R")
    assert page_errors == []


def test_a_tap_where_the_terrain_cannot_go_says_why(phone: Page, site_url: str,
                                                    page_errors: list[str]) -> None:
    """A tap on a pond says a terrain never covers one; a tap on a legal hex previews the
    terrain there (and its cost); a tap beyond the site's reach says that."""
    page = phone
    start_placing(page, site_url, "triple")
    status = page.locator("#status")
    pond = H.PRINTED_PONDS[0]
    tap_cell(page, pond)
    expect(status).to_contain_text("Not here: terrain never covers a pond.")
    expect(page.locator("#board-pop")).to_be_hidden()
    box = status.bounding_box()  # the reason is on screen, above the sheet's choices
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844
    legal = next(c for c in range(H.N_CELLS) if c in H.SITE_CELLS and c not in H.PRINTED_PONDS
                 and all(n in H.SITE_CELLS for n in H.NEIGHBOURS[c])
                 and H.CELLS[c][0] == H.CELLS[pond][0])
    tap_cell(page, legal)
    expect(page.locator("#board-pop")).to_be_visible()
    expect(status).to_contain_text("costs")
    far = next(c for c in range(H.N_CELLS) if not H.PLACEMENTS_AT[3][c])
    tap_cell(page, far)
    expect(status).to_contain_text("Not here:")
    expect(status).to_contain_text("site")
    expect(page.locator("#board-pop")).to_be_hidden()
    assert page_errors == []


@pytest.mark.parametrize("lang, words", [
    ("es", "Aquí no: el terreno nunca cubre un estanque."),
    ("de", "Nicht hier: Gelände deckt nie einen Teich ab."),
    ("fr", "Pas ici : un terrain ne couvre jamais un étang.")])
def test_the_reason_of_a_refused_tap_in_other_languages(phone: Page, site_url: str,
                                                        page_errors: list[str], lang: str,
                                                        words: str) -> None:
    start_placing(phone, site_url, "triple", lang)
    tap_cell(phone, H.PRINTED_PONDS[0])
    expect(phone.locator("#status")).to_contain_text(words)
    assert page_errors == []


def test_a_single_off_the_site_says_where_it_may_go(phone: Page, site_url: str,
                                                    page_errors: list[str]) -> None:
    """A single never overhangs: a tap on the forest says it lies on the site."""
    start_placing(phone, site_url, "single_village")
    forest = next(c for c in sorted(H.BORDER_CELLS) if H.KIND[c] == H.FOREST
                  and any(n in H.SITE_CELLS for n in H.NEIGHBOURS[c]))
    tap_cell(phone, forest)
    expect(phone.locator("#status")).to_contain_text("Not here:")
    expect(phone.locator("#status")).to_contain_text("site")
    assert page_errors == []
