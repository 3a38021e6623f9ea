"""The review screen: a finished save file opened through ``?review`` and stepped to its
end equals the engine's replay of the file; stepping back by turn and by day, the
timeline, a log line and the keys land where the replay's rules say; reviewing the game
in progress leaves it exactly as it was, and the saves list opens a review too."""

from __future__ import annotations

import json
import sys
from typing import Any

import positions
from playwright.sync_api import Page, expect
from test_a11y import HUMAN_TURN, by_words
from test_play import GAME_TIMEOUT_MS

from tools.env import ROOT

sys.path.insert(0, str(ROOT / "web"))

from app import games
from app.review.replay import Replay, turn_start

from incagames.core.match import Match

PHASE_REVIEW = "html[data-phase=review]"


def _json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def _position(page: Page) -> int:
    return int(page.evaluate("window.incagames.reviewPosition()"))


def _expect_position(page: Page, k: int) -> None:
    page.wait_for_function("k => window.incagames.reviewPosition() === k", arg=k,
                           timeout=10_000)


def _step(page: Page, name: str) -> None:
    page.locator(f'#review-bar [data-review="{name}"]').click()


def test_a_finished_save_file_replays_to_its_end(page: Page, site_url: str,
                                                 page_errors: list[str]) -> None:
    save = positions.finished("machu-picchu", 3, 1)
    match = Match.loads(save)
    replay = Replay(match, turn_start(match.game_id),
                    games.results(match.game_id).period)
    page.goto(site_url + "index.html?review")
    page.wait_for_selector("html.ready", state="attached")
    expect(page.locator("#review-pick-title")).to_have_text("Choose a save file to review")
    page.set_input_files("#review-file", files=[{  # a bad file first: nothing changes
        "name": "bad.json", "mimeType": "application/json", "buffer": b"{not json"}])
    expect(page.locator("#toast")).to_contain_text("could not be loaded")
    expect(page.locator("#review-pick-title")).to_be_visible()
    page.set_input_files("#review-file", files=[{
        "name": "save.json", "mimeType": "application/json", "buffer": save.encode()}])
    page.wait_for_selector(PHASE_REVIEW, state="attached")
    assert _position(page) == 0  # a finished game opens at its start
    expect(page.locator("#review-status")).to_contain_text("Start of the game · Day 2")

    _step(page, "next-move")
    _expect_position(page, 1)
    _step(page, "next-turn")
    _expect_position(page, replay.next_turn(1))
    _step(page, "next-period")
    _expect_position(page, replay.next_period(replay.next_turn(1)))
    _step(page, "end")
    _expect_position(page, replay.end)
    assert _json(page.evaluate("window.incagames.reviewView()")) == \
        _json(match.state.view(None))
    expect(page.locator("#review-status")).to_have_text(
        f"Move {replay.end} of {replay.end} · Day {replay.periods[-1]} · Game over")
    expect(page.locator('#review-bar [data-review="next-move"]')).to_be_disabled()

    end = replay.end
    _step(page, "prev-turn")
    _expect_position(page, replay.prev_turn(end))
    _step(page, "prev-period")
    _expect_position(page, replay.prev_period(replay.prev_turn(end)))
    day_start = _position(page)
    assert replay.periods[day_start] != replay.periods[day_start - 1]

    page.locator("#review-range").fill("37")  # the timeline
    _expect_position(page, 37)
    entry = page.locator('#review-log [data-goto="120"]').first
    entry.scroll_into_view_if_needed()
    entry.click()
    _expect_position(page, 120)
    expect(page.locator('#review-log li.at [data-goto="120"]').first).to_be_visible()

    page.locator("#review-range").focus()  # the keys
    page.keyboard.press("ArrowLeft")
    _expect_position(page, 119)
    page.keyboard.press("Shift+ArrowRight")
    _expect_position(page, replay.next_turn(119))
    page.keyboard.press("Home")
    _expect_position(page, 0)

    # whose view: the only human's at first, everyone's, a seat's, every hand (over)
    expect(page.locator("#review-seat")).to_have_value("seat-0")
    expect(page.locator('#hand .rv-hand[data-seat="0"]')).to_be_visible()
    page.select_option("#review-seat", "everyone")
    expect(page.locator("#hand")).to_be_hidden()
    page.select_option("#review-seat", "seat-1")
    expect(page.locator('#hand .rv-hand[data-seat="1"]')).to_be_visible()
    assert page.locator("#hand .rv-hand").count() == 1
    page.select_option("#review-seat", "all")
    assert page.locator("#hand .rv-hand").count() == 3

    page.keyboard.press("End")
    _expect_position(page, end)
    page.locator("#review-range").focus()
    page.keyboard.press("Home")
    page.keyboard.press("Space")  # plays from the start, one move a second at 1x
    page.wait_for_function("window.incagames.reviewPosition() >= 1", timeout=5_000)
    page.keyboard.press("Space")
    paused = _position(page)
    page.wait_for_timeout(1300)
    assert _position(page) == paused

    page.locator("#btn-review-back").click()
    expect(page.locator("#menu")).to_be_visible()
    assert page_errors == []


def test_reviewing_the_game_in_progress_leaves_it_as_it_was(page: Page, site_url: str,
                                                            page_errors: list[str]) -> None:
    page.goto(site_url + "index.html?game=machu-picchu&players=human,ai-easy&seed=3&pace=0")
    page.wait_for_selector("html.ready", state="attached")
    for _ in range(3):  # a few decisions of Ana's, the AI's in between
        by_words(page)
    page.locator(HUMAN_TURN).first.wait_for(state="attached", timeout=GAME_TIMEOUT_MS)
    before = _json(page.evaluate("window.incagames.view()"))
    moves = int(page.evaluate("window.incagames.moves()"))
    legal = page.evaluate("window.incagames.legal()")

    page.locator("#btn-review").click()
    page.wait_for_selector(PHASE_REVIEW, state="attached")
    assert _position(page) == moves  # a game in progress opens where it stands
    expect(page.locator("#review-seat option")).to_have_count(2)  # everyone, Ana
    expect(page.locator("#controls")).to_be_hidden()  # nothing to decide in a replay
    expect(page.locator(HUMAN_TURN)).to_have_count(0)
    _step(page, "start")
    _expect_position(page, 0)
    page.locator("#board").click(position={"x": 300, "y": 300})  # the board decides nothing
    _step(page, "next-turn")
    page.locator("#btn-review-back").click()

    page.wait_for_selector("html[data-phase=game]", state="attached")
    assert int(page.evaluate("window.incagames.moves()")) == moves
    assert _json(page.evaluate("window.incagames.view()")) == before
    assert page.evaluate("window.incagames.legal()") == legal
    expect(page.locator("#controls [data-action]").first).to_be_visible()

    page.locator("#btn-menu").click()  # the saves list offers the same game in review
    page.locator(".save [data-review]").first.click()
    page.wait_for_selector(PHASE_REVIEW, state="attached")
    assert _position(page) == moves
    page.locator("#btn-review-back").click()
    expect(page.locator("#menu")).to_be_visible()
    assert page_errors == []


def test_the_replay_fits_a_phone(phone: Page, site_url: str, page_errors: list[str]) -> None:
    """390 x 844: the bar at the bottom, no sideways scrolling, 44 px touch targets."""
    from test_phone import assert_fits

    page = phone
    page.goto(site_url + "index.html?review")
    page.wait_for_selector("html.ready", state="attached")
    assert_fits(page, "review prompt")
    page.set_input_files("#review-file", files=[{
        "name": "save.json", "mimeType": "application/json",
        "buffer": positions.finished("cuzco", 3, 1).encode()}])
    page.wait_for_selector(PHASE_REVIEW, state="attached")
    page.locator('#review-bar [data-review="next-turn"]').tap()
    page.locator('#review-bar [data-review="next-turn"]').tap()
    assert _position(page) > 1
    bar = page.locator("#review-bar").bounding_box()
    assert bar is not None and bar["y"] + bar["height"] <= 844 + 1  # in reach
    assert_fits(page, "review")
    assert page_errors == []
