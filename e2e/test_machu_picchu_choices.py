"""Machu Picchu's choices say what they lead to before the player commits, in the real UI:
a move to a district whose action has nothing to take says so on its button; purchases
the player cannot afford show greyed, with their price and what is missing, and cannot be
clicked; a moon tile's button says it pays at night."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect
from positions import played
from test_play import GAME_TIMEOUT_MS, confirm_end, control, open_save, view

from incagames.core.match import Seat
from incagames.core.state import State
from incagames.machupicchu import components as C

SEATS = [Seat("Ana", "human"), Seat("AI 1", "ai-easy")]
ENABLED = "#controls [data-action]:not([disabled])"
GREYED = "#controls button.refused"


def _save(seed: int, until: object) -> str:
    """Easy bots play every seat until ``until(state)`` holds on Ana's decision."""
    match = played("machu-picchu", SEATS, seed,
                   lambda s: s.current_player == 0 and until(s))  # type: ignore[operator]
    assert not match.state.is_over, "the seed no longer reaches the position"
    return match.dumps()


def _prince_placement(state: State) -> bool:
    """Ana places her Prince for the first time: she holds the starting goods, which buy
    no Priest and no Virgin."""
    return state.phase == "turn" and state.view(0)["prompt"]["first_placement"]


def _house_with_one_row_short(state: State) -> bool:
    """Ana at the House of Priests can pay for one row of Priests, not for the other."""
    rows = [a for a in state.legal_actions() if a.kind == "acquire"]
    return state.phase == "acquire" and len(rows) == 1


def _stay_today(state: State) -> bool:
    """Ana may stay and take a moon tile on a day with a night after it."""
    return (state.phase == "turn" and state.view(0)["day"] < C.LAST_DAY
            and any(a.kind == "stay" for a in state.legal_actions()))


def _wait_for_ana(page: Page) -> None:
    page.locator(ENABLED).first.wait_for(timeout=GAME_TIMEOUT_MS)


def test_a_move_to_a_house_with_nothing_affordable_says_the_turn_ends(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    """The starting goods buy no Priest: the House of Priests' button says so before the
    move, a house with something to take does not, and the move ends Ana's turn with
    nothing bought."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_save(page, site_url, _save(0, _prince_placement))
    _wait_for_ana(page)
    house = control(page, "move", district="house_of_priests")
    expect(house).to_contain_text("House of Priests")
    expect(house).to_contain_text("nothing you can afford there")
    expect(house).to_contain_text("your turn ends")
    expect(control(page, "move", district="central_plaza")).not_to_contain_text("turn ends")
    expect(control(page, "move", district="royal_palace")).not_to_contain_text("turn ends")
    # the board in words says it too
    words = page.locator('#board-regions [data-region="district:house_of_priests"] '
                         "[data-action]")
    expect(words).to_contain_text("nothing you can afford there")
    house.click()
    confirm_end(page)
    page.wait_for_function("window.incagames.view().current_player !== 0",
                           timeout=GAME_TIMEOUT_MS)
    ana = view(page)["players"][0]
    assert ana["prince"] == "house_of_priests"
    assert sum(ana["priests"].values()) == 0
    assert page_errors == []


def test_unaffordable_priests_show_greyed_with_their_price_and_reason(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    """At the House of Priests Ana can pay for one row: the other shows greyed, with its
    price and the good she lacks, is no choice (no action, not clickable) and the choices
    offered are exactly the legal actions."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_save(page, site_url, _save(0, _house_with_one_row_short))
    _wait_for_ana(page)
    before = view(page)
    goods = before["players"][0]["goods"]
    greyed = page.locator(GREYED)
    expect(greyed).to_have_count(1)
    expect(greyed).to_be_disabled()
    assert greyed.get_attribute("data-action") is None
    row = next(r for r in ("condor", "puma")
               if not control(page, "acquire", row=r).count())
    cost = before["rows"][row]["cost"]
    short = next(g for g, n in cost.items() if goods[g] < n)
    expect(greyed).to_contain_text("Priest of " + row.capitalize())
    expect(greyed).to_contain_text(" + ".join(f"{n} {g}" for g, n in cost.items() if n))
    expect(greyed).to_contain_text(f"you have {goods[short]} {short}, it costs {cost[short]}")
    legal = page.evaluate("window.incagames.legal()")
    offered = page.locator(ENABLED).evaluate_all("bs => bs.map(b => b.dataset.action)")
    assert sorted(json.loads(a)["kind"] for a in offered) == \
        sorted(json.loads(a)["kind"] for a in legal)
    moves = page.evaluate("window.incagames.moves()")
    greyed.click(force=True)
    page.wait_for_timeout(300)
    assert page.evaluate("window.incagames.moves()") == moves
    assert view(page)["players"][0]["priests"] == before["players"][0]["priests"]
    assert page_errors == []


def test_moon_tiles_say_they_pay_at_night(page: Page, site_url: str,
                                          page_errors: list[str]) -> None:
    """Before day 9 a moon tile pays at night: the buttons say so, and a goods tile says
    it costs a corn then."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_save(page, site_url, _save(0, _stay_today))
    _wait_for_ana(page)
    free = [t["tile"] for t in view(page)["moon_tiles"] if t["owner"] < 0]
    for tile in free:
        button = control(page, "stay", tile=tile)
        expect(button).to_contain_text("at night")
        kind = C.MOON_TILES[tile][0]
        if kind not in ("steps", "corn"):
            expect(button).to_contain_text("for 1 corn")
        else:
            expect(button).not_to_contain_text("for 1 corn")
    assert page_errors == []


def test_the_choices_fit_a_phone(phone: Page, site_url: str, page_errors: list[str]) -> None:
    """On a phone the greyed purchase and its reason are in the sheet, wrapped, not cut."""
    open_save(phone, site_url, _save(0, _house_with_one_row_short))
    _wait_for_ana(phone)
    greyed = phone.locator(GREYED)
    expect(greyed).to_be_visible()
    box = greyed.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    assert greyed.evaluate("b => b.scrollWidth <= b.clientWidth + 1")
    assert page_errors == []
