"""The defects a new player found, each checked in the real UI.

Cuzco placement by touch and keyboard, the pond layer, per-game wording, saved games,
the end-of-turn confirmation, languages, the results screen, the phone layout, the
Content-Security-Policy and broken saved games.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import positions
from playwright.sync_api import Page, expect
from test_play import GAME_TIMEOUT_MS, act, open_save, pass_device, start, view

from conftest import colour_pixels

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "web"))

from app.games.cuzco import board as cz_board  # noqa: E402
from app.games.machupicchu import board  # noqa: E402  (pure Python: where things are drawn)

import incagames  # noqa: E402
from incagames.core.match import Match, Seat  # noqa: E402

HUMAN_TURN = "#controls [data-action*='choose_terrain']"


def boot(page: Page, site_url: str, query: str = "") -> None:
    page.goto(site_url + "index.html" + ("?" + query if query else ""))
    page.wait_for_selector("html.ready", state="attached")


def preview(page: Page) -> dict[str, Any]:
    """The placement the panel's "Place" button would make (the map's preview)."""
    data = page.locator('#controls button[data-ui="place-go"]').get_attribute("data-action")
    assert data, "nothing is previewed"
    return json.loads(data)


def test_touch_placement_places_exactly_what_is_previewed(phone: Page, site_url: str,
                                                          page_errors: list[str]) -> None:
    """The reported case: on a phone, tap "triple", tap the map once, then place: the
    tile goes where the preview showed it, not to the drop-down's first entry."""
    page = phone
    boot(page, site_url, "game=cuzco&players=human,ai-easy&seed=43&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(timeout=GAME_TIMEOUT_MS)
    page.locator("#controls [data-action*='triple']").tap()
    frame = page.locator("#board-scroll")
    box = frame.bounding_box()
    assert box is not None
    tap = (box["width"] / 2, box["height"] * 0.4)
    page.touchscreen.tap(box["x"] + tap[0], box["y"] + tap[1])
    expect(page.locator("#board-pop")).to_be_visible()
    # The hex under the finger is the one previewed, and the panel shows the same.
    scroll, width = page.evaluate("[document.getElementById('board-scroll').scrollLeft,"
                                  " document.getElementById('board').clientWidth]")
    scale = width / cz_board.WIDTH
    top = page.evaluate("document.getElementById('board-scroll').scrollTop")
    x, y = (scroll + tap[0]) / scale, (top + tap[1]) / scale
    tapped = int(page.locator('select[data-ui="place-cell"]').input_value())
    cx, cy = cz_board.centre(tapped)
    assert (cx - x) ** 2 + (cy - y) ** 2 <= cz_board.R ** 2  # the hex under the finger
    first = preview(page)
    assert tapped in first["cells"]
    expect(page.locator('select[data-ui="place-rot"] option:checked')).to_contain_text("1 of")
    # Rotate beside the preview: the panel follows.
    page.locator('#board-pop [data-ui="rotate"]').tap()
    second = preview(page)
    assert second != first and tapped in second["cells"]
    expect(page.locator('select[data-ui="place-rot"] option:checked')).to_contain_text("2 of")
    # Cancel, preview again, place: exactly the previewed terrain is placed.
    page.locator('#board-pop [data-ui="cancel"]').tap()
    expect(page.locator("#board-pop")).to_be_hidden()
    assert page.evaluate("document.getElementById('board-scroll').scrollLeft") == scroll
    page.touchscreen.tap(box["x"] + tap[0], box["y"] + tap[1])
    chosen = preview(page)
    assert tapped in chosen["cells"]
    page.locator('#board-pop [data-ui="place-go"]').tap()
    v = view(page)
    assert all(v["height"][c] == 1 for c in chosen["cells"])
    assert v["top"][chosen["village"]] == 2
    # The prompt is still on screen after all this tapping on the board.
    status = page.locator("#status").bounding_box()
    assert status is not None and status["y"] >= 0 and status["y"] + status["height"] <= 844
    assert page_errors == []


def test_keyboard_placement_names_each_orientation(page: Page, site_url: str,
                                                   page_errors: list[str]) -> None:
    seed = next(s for s in range(50) if incagames.new_game("cuzco", 2, s).turn_player == 0)
    start(page, site_url, f"game=cuzco&players=human,ai-easy&seed={seed}&pace=0")
    page.locator("#controls [data-action*='triple']").click()
    cell = page.locator('select[data-ui="place-cell"]')
    values = cell.locator("option").evaluate_all("os => os.map(o => o.value)")
    cell.select_option(values[len(values) // 2])
    rotations = page.locator('select[data-ui="place-rot"] option')
    labels = rotations.all_inner_texts()
    assert len(labels) > 1 and len(set(labels)) == len(labels)  # each one says which
    # which one, arrows from the hex to the others, the cost: short enough for a phone
    assert all(" of " in label and "AP" in label and any(arrow in label for arrow in "←↖↗→↘↙")
               for label in labels)
    page.locator('select[data-ui="place-rot"]').select_option(index=1)
    chosen = preview(page)
    page.locator('#controls button[data-ui="place-go"]').focus()
    page.keyboard.press("Enter")
    v = view(page)
    assert all(v["height"][c] == 1 for c in chosen["cells"])
    assert page_errors == []


def _cuzco_save(actions: int) -> str:
    match = Match("cuzco", [Seat("Ana", "human"), Seat("Ben", "human")], seed=0)
    while len(match.actions) < actions:
        legal = match.state.legal_actions()
        match.apply(next((a for a in legal if a.kind == "choose_terrain"), legal[0]))
    return match.dumps()


def test_ponds_show_only_when_chosen_and_hot_seat_words_fit_the_game(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    start(page, site_url, "game=cuzco&players=human,human&seed=5&pace=0")
    expect(page.locator("#handover-text")).to_contain_text("festival cards")
    page.click("#handover-continue")
    page.locator("#controls [data-action*='triple']").click()
    page.locator('select[data-ui="place-cell"]').select_option(index=40)
    page.click('#controls button[data-ui="place-go"]')
    assert colour_pixels(page, "#1F6FA3") == 0  # no pond layer drowning the map
    page.click('[data-ui="pond-mode"]')
    assert colour_pixels(page, "#1F6FA3") > 500
    page.click('[data-ui="pond-mode"]')
    assert colour_pixels(page, "#1F6FA3") == 0
    start(page, site_url, "game=machu-picchu&players=human,human&seed=5&pace=0")
    expect(page.locator("#handover-text")).to_contain_text("sacrifice cards")
    # Hover text of the Cuzco map does not survive the switch of game.
    expect(page.locator("#board-info")).to_have_text("")
    assert page_errors == []


def test_saved_games_are_listed_kept_and_only_discarded_when_asked(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    start(page, site_url, "game=machu-picchu&players=human,human&seed=8&pace=0")
    act(page, "place_inca", occupation="potter")
    first = view(page)
    pass_device(page)
    page.click("#btn-menu")
    page.click("#menu-setup")
    page.click("#menu-start")  # a new game from the menu never overwrites the first
    page.wait_for_selector("html[data-phase=game]", state="attached")
    page.click("#btn-menu")
    saves = page.locator(".save")
    expect(saves).to_have_count(2)
    expect(saves.nth(1)).to_contain_text("The Princes of Machu Picchu")
    expect(saves.nth(1)).to_contain_text("day 1 of 9")
    expect(saves.nth(1)).to_contain_text("1 move")
    expect(saves.nth(1)).to_contain_text("Player 2 (Human)")
    saves.nth(1).locator("[data-resume]").click()
    page.wait_for_selector("html[data-phase=game]", state="attached")
    assert view(page) == first
    # Deleting asks first; "Keep it" keeps it.
    pass_device(page)
    page.click("#btn-menu")
    saves.nth(0).locator("[data-delete]").click()
    expect(page.locator("#ask")).to_be_visible()
    page.click("#ask-no")
    expect(saves).to_have_count(2)
    saves.nth(0).locator("[data-delete]").click()
    page.click("#ask-yes")
    expect(saves).to_have_count(1)
    # A full list: starting one more game asks before the oldest goes.
    page.evaluate("""(save) => {
      const index = JSON.parse(localStorage.getItem("incagames.saves.v2"));
      for (let i = 0; i < 11; i++) {
        const id = "old" + i;
        index.push({id, game: "cuzco", seats: [["Ana", "human"], ["Ben", "human"]],
                    created: i, updated: i, moves: 3, over: false,
                    progress: ["save.cz", {placed: 1, total: 56}]});
        localStorage.setItem("incagames.save." + id, save);
      }
      localStorage.setItem("incagames.saves.v2", JSON.stringify(index));
    }""", json.dumps({"match": json.loads(_cuzco_save(3)), "pace": 0}))
    page.reload()
    page.wait_for_selector("html.ready", state="attached")
    expect(saves).to_have_count(12)
    page.click("#menu-setup")
    page.click("#menu-start")
    expect(page.locator("#ask")).to_be_visible()
    expect(page.locator("#ask-text")).to_contain_text("oldest")
    page.click("#ask-no")
    assert page.evaluate("document.documentElement.dataset.phase") == "menu"
    expect(saves).to_have_count(12)
    page.click("#menu-setup")
    page.click("#menu-start")
    page.click("#ask-yes")
    page.wait_for_selector("html[data-phase=game]", state="attached")
    page.click("#btn-menu")
    expect(saves).to_have_count(12)
    expect(page.locator('[data-resume="old0"]')).to_have_count(0)  # the oldest went
    expect(page.locator('[data-resume="old1"]')).to_have_count(1)
    assert page_errors == []


def test_the_last_step_of_a_turn_can_be_taken_back(page: Page, site_url: str,
                                                   page_errors: list[str]) -> None:
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=9&pace=0")
    page.locator("#controls [data-action*='place_inca']").first.wait_for()
    before = view(page)
    moves = page.evaluate("window.incagames.moves()")
    page.locator("#controls [data-action*='potter']").click()
    expect(page.locator('#controls [data-ui="end-turn"]')).to_be_focused()
    expect(page.locator("#status")).to_contain_text("confirm the end of your turn")
    page.click('#controls [data-ui="take-back"]')
    assert view(page) == before and page.evaluate("window.incagames.moves()") == moves
    page.locator("#controls [data-action*='weaver']").click()
    page.keyboard.press("Control+z")  # undo takes the waiting step back too
    assert view(page) == before
    page.locator("#controls [data-action*='weaver']").click()
    page.click('#controls [data-ui="end-turn"]')
    page.wait_for_function(f"window.incagames.moves() > {moves}")
    seat = before["current_player"]
    assert view(page)["players"][seat]["incas"]["weaver"] == 1
    # The setting can be switched off in the menu: then a click ends the turn at once.
    page.click("#btn-menu")
    page.click("#menu-setup")
    page.uncheck("#menu-confirm")
    start(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=9&pace=0")
    page.locator("#controls [data-action*='potter']").click()
    page.wait_for_function(f"window.incagames.moves() > {moves}")
    assert page_errors == []


def test_spanish_page_language_title_and_labels(page: Page, site_url: str,
                                                page_errors: list[str]) -> None:
    start(page, site_url, "game=cuzco&players=human,ai-easy&seed=1&pace=0&lang=es")
    assert page.evaluate("document.documentElement.lang") == "es"
    assert "Cuzco" in page.title() and "Juegos incas" in page.title()
    assert "Tablero" in page.locator("#board").get_attribute("aria-label")
    expect(page.locator("#zoom-in")).to_have_attribute("aria-label", "Acercar")
    assert page_errors == []


def test_results_name_the_winner_and_fit_a_phone(phone: Page, site_url: str,
                                                 page_errors: list[str]) -> None:
    """A finished game of an easy and a hard AI, opened from its file (a whole AI game in
    the browser is played by test_play and test_cuzco): the results on a phone."""
    page = phone
    seats = [Seat("Ana", "ai-easy"), Seat("Bo", "ai-hard")]
    save = positions.played("machu-picchu", seats, 3, lambda s: False).dumps()
    open_save(page, site_url, save)
    page.wait_for_selector("html[data-phase=over]", state="attached")
    dialog = page.locator('[data-testid="results"]')
    expect(dialog).to_be_visible()
    outcome = page.evaluate("window.incagames.view()")
    title = page.locator(".results-title").inner_text()
    assert " wins with " in title or " share the win " in title
    rows = dialog.locator('[data-testid="result-row"]')
    expect(rows).to_have_count(2)
    text = dialog.inner_text()
    assert "easy AI" in text and "hard AI" in text
    assert "Gold multiplier" in text  # each column explained
    assert page.evaluate("(() => { const d = document.getElementById('results');"
                         " return d.scrollWidth <= d.clientWidth + 1; })()")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    expect(page.locator("#day-label")).to_have_text("Game over")
    log = page.locator("#log")
    assert log.locator(".log-group").count() > 10
    assert log.inner_text().count("The game is over") == 1
    assert outcome["ending"] in ("rescue", "conquest")
    assert page_errors == []


def _min_font(ops: list[list[Any]]) -> float:
    return min(float(op[4].split("px")[0].split()[-1]) for op in ops if op[0] == "text")


def test_phone_buttons_zoom_and_readable_board(phone: Page, site_url: str,
                                               page_errors: list[str]) -> None:
    page = phone
    boot(page, site_url, "game=cuzco&players=human,ai-easy&seed=43&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(timeout=GAME_TIMEOUT_MS)
    heights = page.locator("#controls button").evaluate_all(
        "bs => bs.map(b => b.getBoundingClientRect().height)")
    assert heights and min(heights) >= 44
    # The map opens zoomed in: its smallest text is at least 11 CSS px.
    state = incagames.new_game("cuzco", 2, 43)
    ops, _ = cz_board.draw(state.view(0), ["a", "b"], cz_board.Marks())
    width = page.evaluate("document.getElementById('board').clientWidth")
    assert _min_font(ops) * width / cz_board.WIDTH >= 11
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # Zoom buttons, and a two-finger pinch.
    page.locator("#zoom-out").tap()
    smaller = page.evaluate("document.getElementById('board').clientWidth")
    assert smaller < width
    page.locator("#zoom-fit").tap()  # the whole board, down to its last row, in the frame
    size = page.evaluate("""() => { const f = document.getElementById('board-scroll'),
        b = document.getElementById('board');
        return {frame: f.clientWidth, high: f.clientHeight, wide: b.clientWidth,
                tall: b.clientHeight}; }""")
    assert size["wide"] <= size["frame"] + 1 and size["tall"] <= size["high"] + 1, size
    # as large as the frame allows: its width, or its height
    assert size["frame"] - size["wide"] < 2 or size["high"] - size["tall"] < 2, size
    expect(page.locator("#zoom-fit")).to_be_disabled()
    fitted = size["wide"]
    canvas = page.locator("#board")
    touch = {"pointerType": "touch", "isPrimary": False, "bubbles": True}
    canvas.dispatch_event("pointerdown", {**touch, "pointerId": 11, "clientX": 150,
                                          "clientY": 300})
    canvas.dispatch_event("pointerdown", {**touch, "pointerId": 12, "clientX": 200,
                                          "clientY": 300})
    canvas.dispatch_event("pointermove", {**touch, "pointerId": 12, "clientX": 300,
                                          "clientY": 300})
    canvas.dispatch_event("pointerup", {**touch, "pointerId": 12, "clientX": 300,
                                        "clientY": 300})
    canvas.dispatch_event("pointerup", {**touch, "pointerId": 11, "clientX": 150,
                                        "clientY": 300})
    pinched = page.evaluate("document.getElementById('board').clientWidth")
    assert pinched > fitted * 2.5  # the fingers spread from 50 to 150 px: 3x
    # Machu Picchu opens readable too.
    boot(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=43&pace=0")
    mp = incagames.new_game("machu-picchu", 2, 43)
    ops, _ = board.draw(mp.view(0), ["a", "b"], board.PHONE, board.Options())
    width = page.evaluate("document.getElementById('board').clientWidth")
    assert _min_font(ops) * width / board.PHONE.width >= 11
    assert page_errors == []


def test_content_security_policy_keeps_the_page_home(page: Page, site_url: str,
                                                     page_errors: list[str]) -> None:
    """The CSP meta tag is there and enforced: a request to another origin is refused
    (while every other test plays, hints and saves under the same policy)."""
    boot(page, site_url)
    policy = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert "default-src 'self'" in policy and "connect-src 'self'" in policy
    result = page.evaluate("""async () => {
      const seen = [];
      document.addEventListener("securitypolicyviolation", e => seen.push(e.violatedDirective));
      let fetched = "fetched";
      try { await fetch("http://192.0.2.1/probe.json"); } catch (e) { fetched = "refused"; }
      await new Promise(r => setTimeout(r, 100));
      return [fetched, seen];
    }""")
    assert result[0] == "refused" and "connect-src" in result[1]
    assert all("Content Security Policy" in e or "192.0.2.1" in e for e in page_errors)


def test_a_broken_autosave_shows_the_menu_with_a_message(page: Page, site_url: str,
                                                         page_errors: list[str]) -> None:
    boot(page, site_url)
    page.evaluate("""() => {
      localStorage.setItem("incagames.saves.v2", JSON.stringify([{id: "x", game: "cuzco",
        seats: [["A", "human"], ["B", "human"]], created: 1, updated: 1, moves: 1,
        over: false, progress: []}]));
      const deep = "[".repeat(100000) + "]".repeat(100000);
      localStorage.setItem("incagames.save.x", JSON.stringify({match: {format:
        "incagames-match", version: 1, game: "cuzco", seed: 1, seats: [{name: "A"},
        {name: "B"}], actions: [{kind: "place", cells: JSON.parse("[".repeat(900) +
        "]".repeat(900))}]}}));
      localStorage.setItem("incagames.current", "x");
      localStorage.setItem("incagames.autosave.v1", deep);
    }""")
    page.reload()
    page.wait_for_selector("html.ready", state="attached")
    assert page.evaluate("document.documentElement.dataset.phase") == "menu"
    expect(page.locator("#toast")).to_contain_text("could not be opened")
    assert page_errors == []


def test_whole_board_shows_the_last_row_on_a_short_screen(phone: Page, site_url: str,
                                                          page_errors: list[str]) -> None:
    """On a short screen (a small phone, the sheet open) the board frame is lower than
    the map at the frame's width: "Whole board" then shrinks it until its last row (and
    the prestige track under it) is in the frame."""
    page = phone
    page.set_viewport_size({"width": 390, "height": 600})
    boot(page, site_url, "game=cuzco&players=human,ai-easy&seed=43&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(timeout=GAME_TIMEOUT_MS)
    page.locator("#zoom-fit").tap()
    size = page.evaluate("""() => { const f = document.getElementById('board-scroll'),
        b = document.getElementById('board');
        return {frame: f.clientWidth, high: f.clientHeight, wide: b.clientWidth,
                tall: b.clientHeight}; }""")
    assert size["tall"] <= size["high"] + 1, size  # nothing below the frame's edge
    assert size["wide"] < size["frame"] - 10, size  # narrower than the frame to fit
    assert size["high"] - size["tall"] < 2, size  # and no smaller than it must be
    expect(page.locator("#zoom-fit")).to_be_disabled()
    expect(page.locator("#zoom-out")).to_be_disabled()
    page.locator("#zoom-in").tap()
    assert page.evaluate("document.getElementById('board').clientWidth") > size["wide"]
    assert page_errors == []
