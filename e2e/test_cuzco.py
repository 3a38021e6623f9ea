"""Cuzco in the real UI: an AI game to the results, and a human turn by mouse and keys."""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import Page, expect
from test_play import GAME_TIMEOUT_MS, control, start, view

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "web"))

from app import cz_board  # noqa: E402  (pure Python: where hexes are drawn)

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
