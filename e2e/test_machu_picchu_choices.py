"""Machu Picchu's choices say what they lead to before the player commits, in the real UI:
a moon tile's button says it pays at night."""

from __future__ import annotations

from playwright.sync_api import Page, expect
from positions import played
from test_play import GAME_TIMEOUT_MS, control, open_save, view

from incagames.core.match import Seat
from incagames.core.state import State
from incagames.machupicchu import components as C

SEATS = [Seat("Ana", "human"), Seat("AI 1", "ai-easy")]
ENABLED = "#controls [data-action]:not([disabled])"


def _save(seed: int, until: object) -> str:
    """Easy bots play every seat until ``until(state)`` holds on Ana's decision."""
    match = played("machu-picchu", SEATS, seed,
                   lambda s: s.current_player == 0 and until(s))  # type: ignore[operator]
    assert not match.state.is_over, "the seed no longer reaches the position"
    return match.dumps()


def _stay_today(state: State) -> bool:
    """Ana may stay and take a moon tile on a day with a night after it."""
    return (state.phase == "turn" and state.view(0)["day"] < C.LAST_DAY
            and any(a.kind == "stay" for a in state.legal_actions()))


def _wait_for_ana(page: Page) -> None:
    page.locator(ENABLED).first.wait_for(timeout=GAME_TIMEOUT_MS)


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
