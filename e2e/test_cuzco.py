"""Cuzco in the real UI: an AI game to the results, and a human turn by mouse and keys."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import positions
from playwright.sync_api import Page, expect
from test_play import GAME_TIMEOUT_MS, check_charts, control, open_save, start, view

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "web"))

from app.games.cuzco import board as cz_board  # noqa: E402  (pure Python: where hexes are drawn)

from incagames.core import Action  # noqa: E402
from incagames.cuzco import hexgrid as H  # noqa: E402
from incagames.cuzco.state import CuzcoState  # noqa: E402


def cell_point(page: Page, cell: int) -> dict[str, float]:
    box = page.locator("#board").bounding_box()
    assert box is not None
    x, y = cz_board.centre(cell)
    scale = box["width"] / cz_board.WIDTH
    return {"x": x * scale, "y": y * scale}


def test_four_ai_players_finish_a_cuzco_game(page: Page, site_url: str,
                                             page_errors: list[str]) -> None:
    start(page, site_url, "game=cuzco&players=ai-easy,ai-easy,ai-easy,ai-easy&seed=2&pace=0")
    page.wait_for_selector("html[data-phase=over]", state="attached", timeout=GAME_TIMEOUT_MS)
    results = page.locator('[data-testid="results"]')
    expect(results).to_be_visible()
    expect(results.locator('[data-testid="result-row"]')).to_have_count(4)
    check_charts(page, 4)
    assert page_errors == []


def test_a_human_cuzco_turn_through_the_ui(page: Page, site_url: str,
                                           page_errors: list[str]) -> None:
    seed = next(s for s in range(50) if CuzcoState(2, s).turn_player == 0)
    start(page, site_url, f"game=cuzco&players=human,ai-easy&seed={seed}&pace=0")
    edge = H.INDEX[(9, 5)]  # a site hex on the forest edge
    assert H.ENTRY_COST[edge] == 1
    # What the preview shows after one rotation: the second placement through that hex.
    local = CuzcoState(2, seed)
    local.apply(Action("choose_terrain", tile="triple"))
    options = [a for a in local.legal_actions() if edge in a["cells"]]
    control(page, "choose_terrain", tile="triple").click()
    canvas = page.locator("#board")
    # Hovering where the terrain cannot go says why; a legal spot shows its cost.
    canvas.hover(position=cell_point(page, H.PRINTED_PONDS[0]))
    expect(page.locator("#status")).to_contain_text("never covers a pond")
    canvas.hover(position=cell_point(page, edge))
    expect(page.locator("#status")).to_contain_text("costs")
    page.keyboard.press("r")
    canvas.click(position=cell_point(page, edge))
    v = view(page)
    placed = options[1]["cells"]
    assert all(v["height"][c] == 1 for c in placed)
    ap = 6 - local.placement_cost(placed)  # 1 AP, plus 1 per forest cell it overflows onto
    assert v["ap"] == ap
    # Bring an Inca in through the forest (1 AP), then move it across the tile.
    canvas.click(position=cell_point(page, edge))
    v = view(page)
    assert v["inca"][edge] == 0 and v["ap"] == ap - 1
    other = next(c for c in placed if c != edge)
    canvas.click(position=cell_point(page, edge))  # select the Inca
    canvas.click(position=cell_point(page, other))  # and move it
    v = view(page)
    assert v["inca"][other] == 0 and v["inca"][edge] == -1
    assert v["ap"] == ap - 1 - (v["top"][edge] != v["top"][other])
    control(page, "end_turn").click()
    page.wait_for_function("window.incagames.view().current_player === 0"
                           " && window.incagames.view().turn_player === 0",
                           timeout=GAME_TIMEOUT_MS)
    assert page_errors == []


def test_temple_pond_draw_and_a_festival_an_ai_joins(page: Page, site_url: str,
                                                     page_errors: list[str]) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_save(page, site_url, positions.cuzco_festival_ready())
    temple = H.INDEX[(10, 8)]
    assert view(page)["ap"] == 3
    # Build a value-4 temple, chosen from the map actions' drop-down (keyboard route).
    build = Action("build_temple", cell=temple, value=4)
    page.select_option('select[data-kind="build_temple"]',
                       value=__import__("json").dumps(build.to_json()))
    page.click('[data-pick-go="build_temple"]')
    v = view(page)
    assert v["temple"][temple] == 4 and v["players"][0]["score"] == 2
    # A pond on an empty inland hex: a click on the map does nothing until "pond" is
    # chosen, then places it.
    pond = H.INDEX[(6, 10)]
    page.locator("#board").click(position=cell_point(page, pond))
    assert view(page)["pond"][pond] == 0
    page.click('[data-ui="pond-mode"]')
    page.locator("#board").click(position=cell_point(page, pond))
    assert view(page)["pond"][pond] == 1
    control(page, "draw", source="deck").click()
    assert view(page)["players"][0]["cards"] == 4 and view(page)["ap"] == 0
    control(page, "festival", temple=temple).click()
    control(page, "play_card", card=23).click()  # 1 FP for the quipu
    control(page, "done").click()
    # The Bot (in its worker) joins with its own cards; Ana answers until it is settled.
    page.wait_for_function(
        "(() => { const v = window.incagames.view();"
        " return v.festival === null || v.festival.played.some(([q, c]) => q === 1"
        " && c.length > 0); })()", timeout=GAME_TIMEOUT_MS)
    log = page.locator("#log").inner_text()
    assert "Easy AI 1 plays" in log or "Bot plays" in log
    for _ in range(30):  # Ana plays what she can, then agrees or drops out
        page.wait_for_function("(() => { const v = window.incagames.view();"
                               " return v.festival === null || v.current_player === 0; })()",
                               timeout=GAME_TIMEOUT_MS)
        if view(page)["festival"] is None:
            break
        card = page.locator("#controls [data-action*='play_card']").first
        end = page.locator('#controls [data-ui="end-turn"]')
        if end.count():  # a card that ends Ana's bidding waits for "End turn"
            end.click()
        elif card.count():
            card.click()
        elif control(page, "done").count():
            control(page, "done").click()
        else:
            control(page, "drop").click()
    v = view(page)
    assert v["disc"][temple] == 1  # a solar disc marks the festival
    assert re.search(r"organizes? the festival|co-organize the festival",
                     page.locator("#log").inner_text())
    assert page_errors == []
