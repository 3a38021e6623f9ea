"""The phone (390 x 844, touch): nothing scrolls sideways, every control is a 44 px touch
target, the decision sheet folds to one row and leaves what it is about in sight, and the
board pans with one finger and zooms with two (real touch events, through DevTools)."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import positions
from playwright.sync_api import Page, expect
from test_a11y import HUMAN_TURN, by_words
from test_play import GAME_TIMEOUT_MS, open_save, view

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "web"))

from app.games.machupicchu import board  # noqa: E402  (pure Python: where districts are drawn)

from incagames.machupicchu import components as C  # noqa: E402

SMALL_TARGETS = """() => {
  const text = document.getElementById('board-text');
  const shown = e => { const s = getComputedStyle(e); const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden'; };
  const big = r => r.width >= 43.5 && r.height >= 43.5;
  const bad = [];
  for (const e of document.querySelectorAll('button, select, input, a[href], [role=button]')) {
    if (!shown(e) || e.closest('dialog:not([open]), [hidden]')) continue;
    if (text.contains(e) && !text.matches(':focus-within')) continue;  // for screen readers
    if (big(e.getBoundingClientRect())) continue;
    const label = e.closest('label');  // a box or a file input inside a larger label
    if (label && big(label.getBoundingClientRect())) continue;
    const r = e.getBoundingClientRect();
    bad.push(`${e.tagName}#${e.id}.${e.className} ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  return bad;
}"""
WIDE = "document.documentElement.scrollWidth <= window.innerWidth"


def boot(page: Page, site_url: str, query: str = "") -> None:
    page.goto(site_url + "index.html" + ("?" + query if query else ""))
    page.wait_for_selector("html.ready", state="attached")


def assert_fits(page: Page, where: str) -> None:
    """No horizontal scrolling, and no control smaller than a fingertip."""
    assert page.evaluate(WIDE), where
    assert page.evaluate(SMALL_TARGETS) == [], where


def sheet_top(page: Page) -> float:
    return float(page.evaluate("document.querySelector('.prompt').getBoundingClientRect().top"))


def district_on_screen(page: Page, district: str) -> tuple[float, float]:
    """Where a district's centre is in the window (the phone draws its own layout)."""
    box = page.locator("#board").bounding_box()
    assert box is not None
    x, y = board.centre(board.PHONE, district)
    scale = box["width"] / board.PHONE.width
    return box["x"] + x * scale, box["y"] + y * scale


def test_no_sideways_scrolling_and_44px_targets(phone: Page, site_url: str,
                                                page_errors: list[str]) -> None:
    page = phone
    boot(page, site_url)
    assert_fits(page, "menu")
    boot(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    assert_fits(page, "machu picchu")
    page.locator("#sheet-handle").tap()
    assert_fits(page, "machu picchu, sheet folded")
    page.locator("#sheet-handle").tap()
    page.locator("#btn-rules").tap()
    expect(page.locator("#rules")).to_be_visible()
    assert_fits(page, "rules")
    assert page.evaluate("(() => { const d = document.getElementById('rules');"
                         " return d.scrollWidth <= d.clientWidth + 1; })()")
    page.locator("#rules-close").tap()
    boot(page, site_url, "game=cuzco&players=human,ai-easy&seed=3&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    assert_fits(page, "cuzco")
    by_words(page)  # a terrain chosen: the placement's hex and orientation drop-downs
    expect(page.locator('#controls select[data-ui="place-cell"]')).to_be_visible()
    assert_fits(page, "cuzco placement")
    page.locator("#sheet-handle").tap()
    assert_fits(page, "cuzco placement, sheet folded")
    assert page_errors == []


def test_sheet_folds_and_leaves_the_decision_in_sight(phone: Page, site_url: str,
                                                      page_errors: list[str]) -> None:
    page = phone
    boot(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    assert view(page)["prompt"]["kind"] == "first_inca"
    # The first Inca goes to a production district: one of them shows above the sheet.
    top = sheet_top(page)
    spots = [district_on_screen(page, d) for d in C.OCCUPATION_DISTRICT.values()]
    seen = [(x, y) for x, y in spots if 0 < x < 390 and 0 < y < top]
    assert seen
    # The board's frame ends above the sheet: nothing of it is under the sheet.
    frame = page.locator("#board-scroll").bounding_box()
    assert frame is not None and frame["y"] + frame["height"] <= top + 1
    handle = page.locator("#sheet-handle")
    expect(handle).to_have_attribute("aria-expanded", "true")
    tall = page.locator(".prompt").bounding_box()
    handle.tap()
    expect(handle).to_have_attribute("aria-expanded", "false")
    short = page.locator(".prompt").bounding_box()
    assert tall is not None and short is not None and short["height"] < tall["height"]
    # Folded: the choices in one row (scrolling inside the sheet), still all there.
    buttons = page.locator("#controls [data-action]")
    tops = buttons.evaluate_all("bs => bs.map(b => Math.round(b.getBoundingClientRect().top))")
    assert len(tops) == 5 and len(set(tops)) == 1
    expect(page.locator("#controls .hint-row")).to_be_hidden()
    # The page keeps room for the sheet: the frame grew into the space it left.
    page.wait_for_function(f"document.getElementById('board-scroll')"
                           f".getBoundingClientRect().height > {frame['height'] + 20}")
    buttons.last.tap()  # a Weaver, from the folded sheet; "End turn" is in its row too
    page.locator('#controls [data-ui="end-turn"]').tap()
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    assert sum(p["incas"]["weaver"] for p in view(page)["players"]) >= 1
    handle.tap()
    expect(handle).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#controls .hint-row")).to_be_visible()
    assert page_errors == []


def _touch(cdp: Any, kind: str, points: list[tuple[float, float]]) -> None:
    cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [
        {"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def _frame(page: Page) -> dict[str, float]:
    return page.evaluate("(() => { const f = document.getElementById('board-scroll');"
                         " return {left: f.scrollLeft, width: document.getElementById("
                         "'board').clientWidth}; })()")


def test_board_pans_with_one_finger_and_zooms_with_two(phone: Page, site_url: str,
                                                       page_errors: list[str]) -> None:
    page = phone
    boot(page, site_url, "game=cuzco&players=human,ai-easy&seed=3&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    cdp = page.context.new_cdp_session(page)
    before = _frame(page)
    assert before["width"] > 390  # opened zoomed in, readable
    box = page.locator("#board-scroll").bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] * 0.7, box["y"] + box["height"] / 2
    _touch(cdp, "touchStart", [(x, y)])
    for k in range(1, 11):
        _touch(cdp, "touchMove", [(x - 12 * k, y)])
        time.sleep(0.02)  # a finger's pace (not a timing assertion)
    _touch(cdp, "touchEnd", [])
    page.wait_for_function(f"document.getElementById('board-scroll').scrollLeft"
                           f" > {before['left'] + 40}")
    x = box["x"] + box["width"] / 2
    _touch(cdp, "touchStart", [(x - 20, y), (x + 20, y)])
    for k in range(1, 11):
        _touch(cdp, "touchMove", [(x - 20 - 8 * k, y), (x + 20 + 8 * k, y)])
        time.sleep(0.02)
    _touch(cdp, "touchEnd", [])
    page.wait_for_function(f"document.getElementById('board').clientWidth"
                           f" > {before['width'] * 1.3}")
    assert page.evaluate(WIDE)  # the page itself never scrolls sideways
    assert page_errors == []


def on_screen(page: Page, selector: str) -> bool:
    """The whole element is inside the window as it is (nothing to scroll to reach it)."""
    return bool(page.evaluate("""s => { const r = document.querySelector(s).getBoundingClientRect();
        return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight
            && r.right <= innerWidth; }""", selector))


def test_one_bar_on_top_and_the_board_takes_the_height(phone: Page, site_url: str,
                                                       page_errors: list[str]) -> None:
    """One bar of at most 56 px (the other tools in its menu); with the sheet folded the
    board gets at least 60% of the height, in both games."""
    page = phone
    for game in ("machu-picchu", "cuzco"):
        boot(page, site_url, f"game={game}&players=human,ai-easy&seed=3&pace=0")
        page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
        bar = page.locator(".toolbar").bounding_box()
        assert bar is not None and bar["height"] <= 56, game
        for tool in ("#btn-undo", "#btn-rules", "#btn-more"):
            assert on_screen(page, tool), (game, tool)
        page.locator("#sheet-handle").tap()
        expect(page.locator("#sheet-handle")).to_have_attribute("aria-expanded", "false")
        page.wait_for_function("document.getElementById('board-scroll')"
                               ".getBoundingClientRect().height >= 0.6 * innerHeight")
        assert on_screen(page, "#controls [data-action]"), game
        # The rest of the tools drop down from the menu button, and go away again.
        review = page.locator("#btn-review")
        expect(review).to_be_hidden()
        page.locator("#btn-more").tap()
        expect(page.locator("#btn-more")).to_have_attribute("aria-expanded", "true")
        for tool in ("#pace", "#btn-review", "#btn-export", "#label-import", "#btn-menu"):
            expect(page.locator(tool)).to_be_visible()
            assert on_screen(page, tool), (game, tool)
        assert_fits(page, f"{game}, menu open")
        page.keyboard.press("Escape")
        expect(review).to_be_hidden()
        page.locator("#btn-more").tap()
        page.locator("#board-scroll").tap(position={"x": 30, "y": 300})  # a tap elsewhere
        expect(review).to_be_hidden()
    # A tap on a district explains it on the board's bottom edge, above the sheet.
    boot(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    page.locator("#board-scroll").evaluate("f => { f.scrollTop = 0; }")
    x, y = district_on_screen(page, "sun_clock")
    page.touchscreen.tap(x, y)
    info = page.locator("#board-info")
    expect(info).to_contain_text("Sun Clock")
    line = info.bounding_box()
    assert line is not None and line["y"] >= 56 and line["y"] + line["height"] <= sheet_top(page)
    page.locator("#btn-more").tap()
    page.locator("#btn-menu").tap()  # a tool chosen from the menu does its job
    expect(page.locator("#menu")).to_be_visible()
    assert page_errors == []


def test_a_trade_and_a_purchase_need_no_scrolling(phone: Page, site_url: str,
                                                  page_errors: list[str]) -> None:
    """At the Central Plaza the sheet shows the goods held and the market's prices beside
    the buttons; buying a Priest or Virgin shows its price and the goods held: each is
    done from the screen as it opens, without scrolling."""
    page = phone
    open_save(page, site_url, positions.machu_picchu_deciding("sell"))
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    v = view(page)
    goods = v["players"][0]["goods"]
    held = page.locator("#controls .holdings").first
    expect(held).to_contain_text("You have")
    assert held.locator(".good").all_inner_texts() == [str(n) for n in goods.values()]
    market = page.locator("#controls .holdings").nth(1)
    expect(market).to_contain_text("Market")
    assert market.locator(".good").all_inner_texts() == [
        f'{p["sell"]}/{p["buy"]}' for p in v["prices"].values()]
    sell = page.locator("#controls [data-action*='\"sell\"']").first
    for where in ("#controls .holdings", "#controls [data-action*='\"sell\"']"):
        assert on_screen(page, where), where
    good = json.loads(sell.get_attribute("data-action") or "{}")["good"]
    sell.tap()
    page.wait_for_function(f"window.incagames.view().players[0].goods.{good} === "
                           f"{goods[good] - 1}")
    assert page.evaluate("window.scrollY") == 0
    page.set_input_files("#game-import", files=[{  # "Load file", in the bar's menu
        "name": "game.json", "mimeType": "application/json",
        "buffer": positions.machu_picchu_deciding("acquire").encode()}])
    page.wait_for_function("window.incagames.legal().some(a => a.includes('acquire'))")
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    buy = page.locator("#controls [data-action*='\"acquire\"']").first
    expect(buy).to_contain_text("(")  # its price in the button: "Buy a Priest (…)"
    for where in ("#controls .holdings", "#controls [data-action*='\"acquire\"']"):
        assert on_screen(page, where), where
    row = json.loads(buy.get_attribute("data-action") or "{}")["row"]
    before = view(page)["players"][0]["priests"][row]
    buy.tap()
    confirm = page.locator('#controls [data-ui="end-turn"]')
    if confirm.count():
        confirm.tap()
    page.wait_for_function(f"window.incagames.view().players[0].priests.{row} === {before + 1}")
    assert page.evaluate("window.scrollY") == 0
    assert page_errors == []


def test_a_cuzco_placement_needs_no_scrolling(phone: Page, site_url: str,
                                              page_errors: list[str]) -> None:
    """Choose a terrain in the sheet, tap the map above it, place from the buttons beside
    the preview: all on the screen as it opens."""
    page = phone
    boot(page, site_url, "game=cuzco&players=human,ai-easy&seed=43&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    assert on_screen(page, "#controls [data-action*='triple']")
    page.locator("#controls [data-action*='triple']").tap()
    box = page.locator("#board-scroll").bounding_box()
    assert box is not None
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.4)
    expect(page.locator("#board-pop")).to_be_visible()
    assert on_screen(page, '#board-pop [data-ui="place-go"]')
    chosen = json.loads(page.locator('#controls button[data-ui="place-go"]')
                        .get_attribute("data-action") or "{}")
    page.locator('#board-pop [data-ui="place-go"]').tap()
    page.wait_for_function(f"window.incagames.view().height[{chosen['cells'][0]}] === 1")
    assert page.evaluate("window.scrollY") == 0
    assert page_errors == []


def test_machu_picchu_map_fits_a_phone_held_upright(phone: Page, site_url: str,
                                                     page_errors: list[str]) -> None:
    """The phone draws its own map, three districts wide: it opens at the frame's width
    (nothing to pan sideways), its smallest text reads at 11 px, and a district tapped
    where the phone layout puts it is the one chosen."""
    page = phone
    boot(page, site_url, "game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    frame = page.evaluate("document.getElementById('board-scroll').clientWidth")
    width = page.evaluate("document.getElementById('board').clientWidth")
    assert width <= frame + 1  # no sideways panning
    expect(page.locator("#zoom-level")).to_have_text("100%")
    assert board.MIN_TEXT * width / board.PHONE.width >= 11
    # Tap the Weaver's Quarter: the first Inca goes there (an End turn may follow).
    page.locator("#board-scroll").evaluate(
        "(f, y) => { f.scrollTop = y; }", board.centre(board.PHONE, "weavers_quarter")[1]
        * width / board.PHONE.width - 150)
    x, y = district_on_screen(page, "weavers_quarter")
    assert 0 < y < sheet_top(page)
    page.touchscreen.tap(x, y)
    end = page.locator('#controls [data-ui="end-turn"]')
    if end.count():
        end.tap()
    page.wait_for_function("window.incagames.view().players[0].incas.weaver === 1")
    assert page_errors == []


def test_the_others_last_move_is_in_the_frame(phone: Page, site_url: str,
                                              page_errors: list[str]) -> None:
    """A decision about no place on the map (choose a terrain) opens the zoomed map on
    the last move of the AI before it, not on an empty corner."""
    from app.games.cuzco import board as cz_board

    page = phone
    boot(page, site_url, "game=cuzco&players=ai-easy,human&seed=3&pace=0")
    page.locator("#controls [data-action*='choose_terrain']").first.wait_for(
        state="attached", timeout=GAME_TIMEOUT_MS)
    spots = [json.loads(spot) for spot in page.locator("#log .log-spot").evaluate_all(
        "ls => ls.map(l => l.dataset.places)")]
    cells = [c for spot in spots if spot["seat"] == 0 for c in spot["places"]]
    assert cells, "the AI's turn named no hex"
    frame = page.evaluate("""() => { const f = document.getElementById('board-scroll');
        return {left: f.scrollLeft, top: f.scrollTop, width: f.clientWidth,
                height: f.clientHeight, canvas: document.getElementById('board').clientWidth}; }""")
    scale = frame["canvas"] / cz_board.WIDTH
    shown = [c for c in cells
             if frame["left"] <= cz_board.centre(c)[0] * scale <= frame["left"] + frame["width"]
             and frame["top"] <= cz_board.centre(c)[1] * scale <= frame["top"] + frame["height"]]
    assert shown, (cells, frame)
    assert page_errors == []
