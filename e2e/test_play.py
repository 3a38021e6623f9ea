"""Playing through the real UI in Chromium: clicks and keys only; the spectator view
(``window.incagames.view()``) is read to check what happened, never to act."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "web"))

from app.games.machupicchu import board  # noqa: E402  (pure Python: where districts are drawn)

import incagames  # noqa: E402

GAME_TIMEOUT_MS = 300_000


def start(page: Page, site_url: str, query: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site_url + "index.html?" + query)
    page.wait_for_selector("html.ready", state="attached")


def open_save(page: Page, site_url: str, text: str) -> None:
    """Boot the site once and open a save file through the menu's import, as a player
    would; waits for the game (or its results, when it is over). The viewport is the
    page's own (a phone stays a phone)."""
    page.goto(site_url + "index.html")
    page.wait_for_selector("html.ready", state="attached")
    page.set_input_files("#menu-import", files=[{
        "name": "game.json", "mimeType": "application/json", "buffer": text.encode()}])
    page.wait_for_selector("html[data-phase=game], html[data-phase=over]", state="attached")


def view(page: Page) -> dict[str, Any]:
    return page.evaluate("window.incagames.view()")


def pass_device(page: Page) -> None:
    """Click through the hot-seat hand-over screen when it is shown."""
    if page.locator("#handover").is_visible():
        page.click("#handover-continue")
        expect(page.locator("#handover")).to_be_hidden()


def control(page: Page, kind: str, **params: Any) -> Any:
    """The button of a legal action (data-action holds the action's JSON)."""
    data = json.dumps(incagames.Action(kind, **params).to_json())
    return page.locator(f"#controls [data-action='{data}']")


def confirm_end(page: Page) -> None:
    """Click "End turn" when the last step of a turn waits for it (on by default)."""
    end = page.locator('#controls [data-ui="end-turn"]')
    if end.count():
        end.click()


def act(page: Page, kind: str, **params: Any) -> None:
    """Click a legal action's button, confirming the end of the turn if it ends it."""
    pass_device(page)
    control(page, kind, **params).click()
    confirm_end(page)


def click_district(page: Page, district: str) -> None:
    """Click the district's spot on the canvas (the wide layout at 1280 px)."""
    pass_device(page)
    canvas = page.locator("#board")
    box = canvas.bounding_box()
    assert box is not None
    x, y = board.centre(board.WIDE, district)
    scale = box["width"] / board.WIDE.width
    canvas.click(position={"x": x * scale, "y": y * scale})
    confirm_end(page)


def test_two_humans_play_a_turn_of_each_kind(page: Page, site_url: str,
                                             page_errors: list[str]) -> None:
    """Hot seat for two: place Incas, move by canvas and by keyboard, produce, trade,
    undo a purchase, set up an Inca, acquire a Priest — every step a click or a key."""
    start(page, site_url, "game=machu-picchu&players=human,human&seed=1&pace=0")
    expect(page.locator("#handover")).to_be_visible()  # secrets stay hidden at first
    first = view(page)["current_player"]
    other = 1 - first
    act(page, "place_inca", occupation="weaver")
    act(page, "place_inca", occupation="weaver")
    # The first Prince is placed with a click on the board.
    click_district(page, "weavers_quarter")
    assert view(page)["players"][first]["prince"] == "weavers_quarter"
    act(page, "produce", count=1)
    act(page, "produce", count=1)  # the other player's production, after a hand-over
    v = view(page)
    assert v["players"][first]["goods"]["cloth"] == 3  # 1 + bonus + 1 produced
    assert v["players"][other]["goods"]["cloth"] == 2
    assert v["current_player"] == other
    # Keyboard: focus the move and press Enter.
    pass_device(page)
    control(page, "move", district="central_plaza").focus()
    page.keyboard.press("Enter")
    assert view(page)["players"][other]["prince"] == "central_plaza"
    # Focus stays in the decision panel, on its first choice.
    assert page.evaluate("document.getElementById('controls')"
                         ".contains(document.activeElement)")
    expect(control(page, "sell", good="llama")).to_contain_text("4 corn")  # price up front
    act(page, "market_add", good="llama")
    act(page, "sell", good="llama")
    act(page, "buy", good="pottery")
    goods = view(page)["players"][other]["goods"]
    assert (goods["corn"], goods["pottery"]) == (0, 2)
    page.click("#btn-undo")
    goods = view(page)["players"][other]["goods"]
    assert (goods["corn"], goods["pottery"]) == (5, 1)
    act(page, "done")
    act(page, "move", district="royal_palace")  # not a neighbour: costs the llama
    act(page, "set_up", occupation="weaver")
    v = view(page)
    assert v["players"][first]["incas"]["weaver"] == 2
    assert v["players"][first]["goods"]["llama"] == 0
    if control(page, "done").count():
        act(page, "done")
    act(page, "move", district="house_of_priests")
    act(page, "acquire", row="puma")
    v = view(page)
    assert v["players"][other]["priests"]["puma"] == 1
    assert v["rows"]["puma"]["taken"] == 1
    assert page.locator("#log li").count() > 10
    assert page_errors == []


def check_charts(page: Page, seats: int) -> None:
    """The end of a game: the winner's headline, a bar chart per score source (a bar per
    seat) and each seat's line over the game, also as a table."""
    results = page.locator('[data-testid="results"]')
    title = results.locator(".results-title").inner_text()
    assert re.search(r" (wins with|share the win with) \d+ (VP|PP)$", title), title
    bars = results.locator('[data-testid="bar-chart"]')
    assert bars.count() >= 2  # the total and at least one source
    for i in range(bars.count()):
        expect(bars.nth(i).locator(".chart-bar")).to_have_count(seats)
    total = [float(w) for w in bars.first.locator(".chart-bar").evaluate_all(
        "bars => bars.map(b => b.getAttribute('width'))")]
    assert max(total) > 0
    line = results.locator('[data-testid="line-chart"]')
    expect(line).to_be_visible()
    expect(line.locator("polyline")).to_have_count(seats)
    expect(results.locator(".history-table tbody tr")).to_have_count(seats)


def test_four_ai_players_finish_a_game(page: Page, site_url: str,
                                       page_errors: list[str]) -> None:
    start(page, site_url,
          "game=machu-picchu&players=ai-easy,ai-easy,ai-easy,ai-easy&seed=3&pace=0")
    page.wait_for_selector("html[data-phase=over]", state="attached", timeout=GAME_TIMEOUT_MS)
    results = page.locator('[data-testid="results"]')
    expect(results).to_be_visible()
    expect(results.locator('[data-testid="result-row"]')).to_have_count(4)
    check_charts(page, 4)
    # "Rematch": the same seats again, a new deal, the finished game kept in the saves.
    names = [row.inner_text() for row in page.locator(".player .pname b").all()]
    page.click("#results-rematch")
    page.wait_for_selector("html[data-phase=game]", state="attached")
    expect(results).to_be_hidden()
    assert [row.inner_text() for row in page.locator(".player .pname b").all()] == names
    page.click("#btn-menu")
    expect(page.locator(".save")).to_have_count(2)
    assert page_errors == []


def test_the_menu_remembers_the_last_set_up(page: Page, site_url: str,
                                           page_errors: list[str]) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site_url)
    page.wait_for_selector("html.ready", state="attached")
    page.click("#menu-setup")
    page.select_option("#menu-game", "cuzco")
    page.click('[data-players="3"]')
    page.select_option('.seat-kind[data-seat="1"]', "ai-hard")
    page.select_option('.seat-kind[data-seat="2"]', "ai-easy")
    page.click("#menu-start")
    page.wait_for_selector("html[data-phase=game]", state="attached")
    page.reload()  # the game resumes; its menu shows the set-up read back from storage
    page.wait_for_selector("html.ready", state="attached")
    page.click("#btn-menu")
    page.click("#menu-setup")
    assert page.input_value("#menu-game") == "cuzco"
    expect(page.locator('[data-players="3"]')).to_have_attribute("aria-pressed", "true")
    assert page.input_value('.seat-kind[data-seat="1"]') == "ai-hard"
    assert page.input_value('.seat-kind[data-seat="2"]') == "ai-easy"
    assert page_errors == []


def test_the_title_screen_starts_a_quick_game(page: Page, site_url: str,
                                              page_errors: list[str]) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site_url)
    page.wait_for_selector("html.ready", state="attached")
    cards = page.locator(".game-card")
    expect(cards).to_have_count(2)
    expect(cards.nth(0)).to_contain_text("2–5 players")
    expect(cards.nth(1)).to_contain_text("2–4 players")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # "Set up" opens the form with the game chosen ("Learn to play": e2e/test_guided_games.py).
    page.click('[data-setup="cuzco"]')
    assert page.input_value("#menu-game") == "cuzco"
    page.click("#menu-back")
    expect(page.locator(".latest")).to_have_count(0)  # nothing saved yet
    page.click('[data-quick="cuzco"]')
    page.wait_for_selector("html[data-phase=game]", state="attached")
    assert len(view(page)["players"]) == 3
    kinds = page.locator(".player .pname").all_inner_texts()
    assert sum("normal" in k for k in kinds) == 2
    # Back on the title screen (the phone's bar keeps Menu under ☰) the game waits
    # under "Continue".
    page.click("#btn-more")
    page.click("#btn-menu")
    latest = page.locator(".latest")
    expect(latest).to_contain_text("Cuzco")
    expect(latest).to_contain_text("AI 2")
    latest.locator("[data-resume]").click()
    page.wait_for_selector("html[data-phase=game]", state="attached")
    assert len(view(page)["players"]) == 3
    assert page_errors == []


def test_reload_resumes_the_same_position(page: Page, site_url: str,
                                          page_errors: list[str]) -> None:
    start(page, site_url, "game=machu-picchu&players=human,human&seed=2&pace=0")
    act(page, "place_inca", occupation="potter")
    act(page, "place_inca", occupation="farmer")
    click_district(page, "corn_terraces")
    before = view(page)
    assert before["players"][before["turn_player"]]["prince"] == "corn_terraces"
    page.reload()
    page.wait_for_selector("html.ready", state="attached")
    assert page.evaluate("document.documentElement.dataset.phase") == "game"
    assert view(page) == before
    assert page_errors == []


def test_broken_save_file_and_bad_links_leave_the_game_alone(page: Page, site_url: str,
                                                             page_errors: list[str]) -> None:
    start(page, site_url, "game=machu-picchu&players=human,human&seed=4&pace=0")
    act(page, "place_inca", occupation="shepherd")
    before = view(page)
    page.set_input_files("#game-import", files=[{
        "name": "save.json", "mimeType": "application/json",
        "buffer": b'{"format": "incagames-match", "version": 1, "game": "machu-picchu",'
                  b' "seed": 1, "seats": [{"name": "a"}, {"name": "b"}],'
                  b' "actions": [{"kind": "fly"}]}'}])
    toast = page.locator("#toast")
    expect(toast).to_be_visible()
    expect(toast).to_contain_text("could not be loaded")
    assert view(page) == before
    page.set_input_files("#game-import", files=[{
        "name": "junk.json", "mimeType": "application/json", "buffer": b"\x00\xffnot json"}])
    expect(toast).to_contain_text("not a saved game")
    assert view(page) == before
    # A bad deep link shows why and falls back to the menu; the saved game is still there.
    for query in ("game=chess", "game=machu-picchu&players=human", "game=machu-picchu&seed=x",
                  "game=machu-picchu&players=human,ai-genius"):
        page.goto(site_url + "index.html?" + query)
        page.wait_for_selector("html.ready", state="attached")
        assert page.evaluate("document.documentElement.dataset.phase") == "menu"
        expect(page.locator("#toast")).to_be_visible()
    page.locator("[data-resume]").first.click()
    page.wait_for_selector("html[data-phase=game]", state="attached")
    assert view(page) == before
    assert page_errors == []


def test_save_file_round_trip(page: Page, site_url: str, page_errors: list[str]) -> None:
    start(page, site_url, "game=machu-picchu&players=human,human&seed=6&pace=0")
    act(page, "place_inca", occupation="coca_planter")
    act(page, "place_inca", occupation="coca_planter")
    before = view(page)
    pass_device(page)
    with page.expect_download() as info:
        page.click("#btn-export")
    text = Path(info.value.path()).read_text()
    act(page, "move", district="coca_plantation")
    assert view(page) != before
    page.set_input_files("#game-import", files=[{
        "name": "save.json", "mimeType": "application/json", "buffer": text.encode()}])
    page.wait_for_function(
        "JSON.stringify(window.incagames.view().players.map(p => p.prince))"
        " === JSON.stringify([null, null])")
    assert view(page) == before
    assert page_errors == []
