"""The review's analysis in the real page and workers: a finished game's review judged to
its end (the earlier choices come kept in the save file), the biggest swings worded and
each a jump to its move, the file exported with the analysis; a game in progress judged
in the background by two workers at once, stopped, kept with the game's save and found
again; Cuzco in Spanish."""

from __future__ import annotations

import json
from pathlib import Path

import positions
from playwright.sync_api import Page, expect
from test_expert import THREE_CORES
from test_play import open_save

from incagames.core.match import Match, Seat
from incagames.core.review import Analyst, Review, Verdict

PHASE_REVIEW = "html[data-phase=review]"
JUDGED_TIMEOUT_MS = 120_000
LOSSES = {2: 0.5, 5: 0.4, 8: 0.35}
"""Units of the kept review that cost these chances: the swings to expect."""


def kept_review(match: Match, seat: int, leave: int) -> tuple[dict, list[tuple[int, int]]]:
    """A review of the seat kept with the save, its last ``leave`` units not judged yet
    (made up, not searched: the browser judges the rest for real)."""
    analyst = Analyst(match, seat)
    verdicts = []
    players = len(match.seats)
    for k, (start, end) in enumerate(analyst.units[: len(analyst.units) - leave]):
        played = tuple(match.actions[start:end])
        loss = LOSSES.get(k, 0.0)
        other = next((a for a in analyst.states[start].legal_actions() if a != played[0]),
                     played[0]) if loss else None
        best = (other,) if other is not None else played
        rest = (1 - (0.6 - loss)) / (players - 1)
        chances = tuple(0.6 - loss if q == seat else rest for q in range(players))
        verdicts.append(Verdict(start, end, played, best, 0.6, 0.6 - loss, 20.0, 18.0,
                                chances))
    review = Review(match.game_id, seat, "hard", analyst.units, verdicts)
    return review.to_json(), analyst.units


def _open_review(page: Page, site_url: str, data: dict, lang: str = "") -> None:
    page.goto(site_url + "index.html?review" + (f"&lang={lang}" if lang else ""))
    page.wait_for_selector("html.ready", state="attached")
    page.set_input_files("#review-file", files=[{
        "name": "save.json", "mimeType": "application/json",
        "buffer": json.dumps(data).encode()}])
    page.wait_for_selector(PHASE_REVIEW, state="attached")
    expect(page.locator("#review-analysis h2")).to_be_visible()


def test_a_finished_game_is_judged_and_its_swings_lead_to_their_moves(
        page: Page, site_url: str, page_errors: list[str], tmp_path: Path) -> None:
    match = Match.loads(positions.finished("machu-picchu", 2, 1))
    kept, units = kept_review(match, 0, leave=3)
    _open_review(page, site_url, {**match.to_json(), "reviews": {"0": kept}})
    panel = page.locator("#review-analysis")
    expect(panel.locator("select[data-an=seat]")).to_have_value("0")
    go_on = panel.locator("[data-an=start]")
    expect(go_on).to_have_text(f"Go on ({len(units) - 3} of {len(units)} judged)")
    go_on.click()
    expect(panel.locator(".an-status")).to_have_text(
        f"{len(units)} choices judged by the hard AI.", timeout=JUDGED_TIMEOUT_MS)
    chart = panel.locator("[data-testid=chance-chart]")
    expect(chart.locator(".series")).to_have_count(2)
    swings = panel.locator(".an-swing")
    expect(swings).to_have_count(3)
    expect(swings.first).to_contain_text("Ana's chance 10%, 60% with the AI's move")
    moves = panel.locator(".an-swing-moves").first
    expect(moves.locator("summary")).to_have_text("The moves")
    moves.locator("summary").click()  # the moves on demand
    expect(moves).to_contain_text("The AI would have played")
    first = units[2][0]  # the costliest kept choice
    swings.first.click()
    page.wait_for_function("k => window.incagames.reviewPosition() === k", arg=first)
    expect(panel.locator("[data-testid=an-here]")).to_contain_text("Here Ana chose:")
    expect(panel.locator("[data-testid=an-here]")).to_contain_text("The AI would have played")
    expect(chart.locator(".swing-mark")).to_have_count(3)
    with page.expect_download() as download:
        panel.locator("[data-an=export]").click()
    path = tmp_path / "reviewed.json"
    download.value.save_as(path)
    saved = json.loads(path.read_text())
    assert Match.from_json(saved).actions == match.actions
    again = Review.from_json(saved["reviews"]["0"], match, units)
    assert again.complete and again.verdicts[: len(units) - 3] == \
        Review.from_json(kept, match, units).verdicts
    assert not page_errors


def test_a_game_in_progress_is_judged_in_the_background_and_kept_with_it(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    seats = [Seat("Ana", "human"), Seat("AI 1", "ai-easy")]
    match = positions.played("machu-picchu", seats, 4,
                             lambda s: s.day >= 3 and s.current_player == 0)
    page.add_init_script(THREE_CORES)  # a helper judges choices beside the first worker
    open_save(page, site_url, match.dumps())
    page.locator("#btn-review").click()
    page.wait_for_selector(PHASE_REVIEW, state="attached")
    panel = page.locator("#review-analysis")
    # Only Ana's own choices while the game goes on, and only from her view.
    expect(panel.locator("select[data-an=seat] option")).to_have_count(1)
    panel.locator("[data-an=start]").focus()  # by keyboard: the focus stays in the panel
    page.keyboard.press("Enter")
    expect(panel.locator("progress")).to_be_visible()
    expect(panel.locator("[data-an=stop]")).to_be_focused()
    page.wait_for_function(
        "() => document.querySelector('#review-analysis progress')?.value >= 2 && "
        "Array.from(window.incagames.aiAnswers()).filter(n => n > 0).length === 2",
        timeout=JUDGED_TIMEOUT_MS)
    assert page.evaluate("window.incagames.aiWorkers()") == 2
    # The replay goes on while the worker judges.
    page.locator('#review-bar [data-review="start"]').click()
    page.wait_for_function("() => window.incagames.reviewPosition() === 0")
    panel.locator("[data-an=stop]").click()
    resume = panel.locator("[data-an=start]")
    expect(resume).to_contain_text("Go on (", timeout=JUDGED_TIMEOUT_MS)
    judged = int(resume.inner_text().split("(")[1].split(" ")[0])
    assert judged >= 2
    page.locator("#btn-review-back").click()
    page.wait_for_selector("html[data-phase=game]", state="attached")
    # Kept with the game's save: a reload and a new review find the verdicts again.
    page.reload()  # the game in progress comes back by itself
    page.wait_for_selector("html[data-phase=game]", state="attached")
    page.locator("#btn-review").click()
    expect(page.locator("#review-analysis [data-an=start]")).to_contain_text(
        f"Go on ({judged} of ")
    assert not page_errors


def test_cuzco_swings_in_spanish(page: Page, site_url: str, page_errors: list[str]) -> None:
    match = Match.loads(positions.finished("cuzco", 2, 2))
    kept, units = kept_review(match, 0, leave=0)
    _open_review(page, site_url, {**match.to_json(), "reviews": {"0": kept}}, lang="es")
    panel = page.locator("#review-analysis")
    expect(panel.locator(".an-status")).to_have_text(
        f"{len(units)} decisiones juzgadas por la IA difícil.")
    expect(panel.locator(".an-swing").first).to_contain_text("probabilidad de Ana")
    expect(panel.locator(".an-swing-moves summary").first).to_have_text("Las jugadas")
    assert not page_errors
