"""What a new player tripped over in a first game, each checked in the real UI."""

from __future__ import annotations

import json
from typing import Any

import positions
from playwright.sync_api import Page, expect
from test_play import GAME_TIMEOUT_MS, open_save, start, view

import incagames


def _preview(page: Page) -> dict[str, Any]:
    """The placement the panel's "Place" button would make (the map's preview)."""
    data = page.locator('#controls button[data-ui="place-go"]').get_attribute("data-action")
    assert data, "nothing is previewed"
    return json.loads(data)


def test_r_rotates_the_preview_while_the_hex_drop_down_has_focus(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    """After "Place a triple terrain" focus sits on the hex drop-down, whose options all
    start with "row": R must turn the tile (not pick the next hex), and "Place here"
    places exactly what the preview shows."""
    seed = next(s for s in range(50) if incagames.new_game("cuzco", 2, s).turn_player == 0)
    start(page, site_url, f"game=cuzco&players=human,ai-easy&seed={seed}&pace=0")
    page.locator("#controls [data-action*='triple']").click()
    cell = page.locator('select[data-ui="place-cell"]')
    values = cell.locator("option").evaluate_all("os => os.map(o => o.value)")
    hex_ = values[len(values) // 2]
    cell.select_option(hex_)
    cell.focus()
    first = _preview(page)
    page.keyboard.press("r")
    second = _preview(page)
    page.keyboard.press("r")
    third = _preview(page)
    assert page.locator('select[data-ui="place-cell"]').input_value() == hex_
    assert int(hex_) in second["cells"] and int(hex_) in third["cells"]
    assert second != first
    expect(page.locator('select[data-ui="place-rot"] option:checked')).to_contain_text("3 of")
    before = view(page)["height"]
    page.locator('#controls button[data-ui="place-go"]').click()
    after = view(page)["height"]
    changed = {c for c, (a, b) in enumerate(zip(before, after, strict=True)) if a != b}
    assert changed == set(third["cells"])  # that tile, there, and nothing else
    assert page_errors == []


def test_no_key_badge_on_a_touch_screen(phone: Page, site_url: str, page: Page) -> None:
    """The hint button's "H" badge shows with a keyboard and mouse, not on a phone."""
    for shown, tab in ((False, phone), (True, page)):
        start(tab, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
        if tab is phone:
            tab.set_viewport_size({"width": 390, "height": 844})
        badge = tab.locator(".hint-btn kbd").first
        badge.wait_for(state="attached")
        assert badge.is_visible() == shown


def test_after_a_finished_game_the_site_opens_on_the_title_screen(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    """The last game left open is over: the site opens on the title screen (the game
    kept in its list to review), not on that game's results."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_save(page, site_url, positions.finished("machu-picchu", 2, 3))
    expect(page.locator("#results")).to_be_visible(timeout=GAME_TIMEOUT_MS)
    # its buttons sit at the dialog's very bottom: nothing scrolls through a gap under them
    dialog, bar = (page.locator(s).bounding_box() for s in ("#results", "#results .buttons"))
    assert dialog is not None and bar is not None
    assert abs((dialog["y"] + dialog["height"]) - (bar["y"] + bar["height"])) <= 3
    page.reload()
    page.wait_for_selector("html.ready", state="attached")
    assert page.evaluate("document.documentElement.dataset.phase") == "menu"
    expect(page.locator("#results")).to_be_hidden()
    expect(page.locator("[data-resume]").first).to_be_attached()  # still in the list
    assert page_errors == []


def test_a_hint_does_not_scroll_the_page(page: Page, site_url: str,
                                         page_errors: list[str]) -> None:
    """On a desktop the hint outlines its control where it is, also when that is below
    the window's edge (a short window here); the page itself stays put (it scrolled and
    pushed the board off screen)."""
    for query in ("game=machu-picchu&players=human,ai-easy&seed=3&pace=0",
                  "game=cuzco&players=human,ai-easy&seed=3&pace=0"):
        start(page, site_url, query)
        page.set_viewport_size({"width": 1280, "height": 250})
        page.locator(".hint-btn").first.wait_for()
        page.wait_for_timeout(300)
        before = page.evaluate("window.scrollY")
        page.keyboard.press("h")
        expect(page.locator(".hint-text")).not_to_be_empty(timeout=30_000)
        expect(page.locator("#controls .hinted").first).to_be_attached()
        page.wait_for_timeout(800)  # a smooth scroll would be under way by now
        assert page.evaluate("window.scrollY") == before
    assert page_errors == []


def test_a_language_chosen_mid_game_words_everything_anew(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    """English, a move each, then French from the menu: back in the game the log, the
    prompt and the seats' default names are French, with no English line left over."""
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    page.locator("#controls [data-action*='place_inca']").first.click()
    expect(page.locator("#log")).to_contain_text("AI 1")
    page.click("#btn-menu")
    page.select_option("#menu-lang", "fr")
    page.locator(".save [data-resume]").first.click()
    page.wait_for_selector("html[data-phase=game]", state="attached")
    log = page.locator("#log")
    expect(log).to_contain_text("IA 1")
    for english in ("Player 1", "AI 1", "The game begins"):
        expect(log).not_to_contain_text(english)
    expect(page.locator("#players")).to_contain_text("Joueur 1")
    expect(page.locator("#status")).to_contain_text("Joueur 1")
    assert page_errors == []


def test_the_step_to_confirm_shows_on_the_board_and_in_the_counters(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    """A Potter placed, "End turn / Take back" asked: the panel already counts it on the
    board (as Board Game Arena shows a step before it is confirmed); taking it back
    shows the position before again."""
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    me = page.locator("#players [data-seat='0']")
    potter = page.locator("#controls [data-action*='potter']").first
    potter.wait_for(timeout=60_000)  # the AI places its first Inca before
    expect(me).to_contain_text("on the board: 0")
    potter.click()
    expect(page.locator("#controls .pending")).to_be_visible(timeout=20_000)
    expect(me).to_contain_text("on the board: 1")
    expect(me).to_contain_text("Incas in supply: 11")
    page.locator("#controls [data-ui='take-back']").click()
    expect(page.locator("#controls .pending")).to_have_count(0)
    expect(me).to_contain_text("on the board: 0")
    assert page_errors == []


def test_the_line_under_the_board_explains_only_what_is_pointed_at(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    """Pointing at a district explains it under the board; once the mouse leaves the
    board the line is cleared, not left to go stale through the other seats' turns."""
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    page.locator("#controls [data-action*='potter']").first.wait_for(timeout=60_000)
    box = page.locator("#board").bounding_box()
    assert box is not None
    info = page.locator("#board-info")
    for fx, fy in ((0.5, 0.35), (0.3, 0.5), (0.2, 0.2), (0.6, 0.6)):
        page.mouse.move(box["x"] + box["width"] * fx, box["y"] + box["height"] * fy)
        if info.inner_text().strip():
            break
    assert info.inner_text().strip(), "no region explained under the pointer"
    page.mouse.move(1270, 790)  # off the board, over the side panels
    expect(info).to_have_text("")
    assert page_errors == []


BOARD_PRINT = """() => { const d = document.getElementById('board').toDataURL();
  let h = 0; for (let i = 0; i < d.length; i += 7) h = (h * 31 + d.charCodeAt(i)) | 0;
  return h; }"""
"""A cheap fingerprint of the board's pixels."""


def test_pointing_at_a_cuzco_log_line_lights_up_its_hexes(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    """The map shows no coordinates: pointing at a log line that names hexes outlines
    them on the board, and leaving the log takes the outline away."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_save(page, site_url, positions.cuzco_festival_ready())
    page.locator("#controls [data-action]").first.wait_for(timeout=GAME_TIMEOUT_MS)
    line = page.locator("#log .log-spot").last
    spot = json.loads(line.get_attribute("data-places") or "{}")
    assert spot["places"]
    page.mouse.move(5, 5)
    before = page.evaluate(BOARD_PRINT)
    line.scroll_into_view_if_needed()
    line.hover()
    page.wait_for_function(f"({BOARD_PRINT})() !== {before}")
    page.locator("#log li:not(.log-spot) >> nth=0").hover()  # a line about no hex
    page.wait_for_function(f"({BOARD_PRINT})() === {before}")
    line.hover()
    page.wait_for_function(f"({BOARD_PRINT})() !== {before}")
    page.mouse.move(5, 5)  # off the log
    page.wait_for_function(f"({BOARD_PRINT})() === {before}")
    assert page_errors == []
