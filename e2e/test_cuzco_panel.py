"""Cuzco's decision panel as a new player meets it, at a desk (1280 x 800) and on a phone
(390 x 844, touch), in English, Spanish, German and French: each cost is said once,
every option of every drop-down reads whole, and no two buttons of the panel say the
same."""

from __future__ import annotations

import json
import random
import re

import positions
import pytest
from playwright.sync_api import Page, expect
from test_play import pass_device

from incagames.core.match import Match, Seat

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
