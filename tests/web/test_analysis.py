"""The review's analysis in words and pictures (pure Python, no browser)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app.review import analysis
from app.saves.store import kept_reviews
from app.text import i18n

from incagames.core import Rng
from incagames.core.bots import choose_action, make_bot
from incagames.core.match import Match, Seat
from incagames.core.review import Review, Verdict, replay


def game(game_id: str, moves: int | None = None, seed: int = 3) -> Match:
    match = Match(game_id, [Seat("Ana"), Seat("Ben", "ai-easy"), Seat("Cy", "ai-easy")], seed)
    bot = make_bot("easy", game_id)
    rng = Rng(seed)
    while not match.state.is_over and (moves is None or len(match.actions) < moves):
        match.apply(choose_action(bot, match.state, rng))
    return match


def fake_review(match: Match, seat: int, losses: list[float]) -> Review:
    """Verdicts on the seat's first decisions with the given losses (the bot's move is
    another legal option where there is one)."""
    states = replay(match)
    verdicts = []
    starts = [i for i, s in enumerate(states[:-1]) if s.current_player == seat
              and len(s.legal_actions()) > 1][: len(losses)]
    for start, loss in zip(starts, losses, strict=True):
        played = match.actions[start]
        other = next(a for a in states[start].legal_actions() if a != played) if loss else played
        verdicts.append(Verdict(start, start + 1, (played,), (other,), 0.6, 0.6 - loss,
                                30.0, 27.0, (0.6 - loss, 0.2 + loss / 2, 0.2 + loss / 2)))
    return Review(match.game_id, seat, "hard", [(v.start, v.end) for v in verdicts],
                  verdicts)


@pytest.fixture(autouse=True)
def english() -> None:
    i18n.set_language("en")


@pytest.mark.parametrize("game_id", ["machu-picchu", "cuzco"])
def test_swings_are_worded_with_the_games_own_words(game_id: str) -> None:
    match = game(game_id, 80)
    review = fake_review(match, 0, [0.0, 0.18, 0.05, 0.0])
    states = replay(match)
    swings = review.swings()
    assert [round(v.loss, 2) for v in swings] == [0.18, 0.05]
    first, before = swings[0], states[swings[0].start]
    text = analysis.swing_sentence(match, before, first, 0)
    assert text.startswith(f"Move {first.start + 1} (")
    # the chart's point after the move, then what the AI's move offered: one line
    assert f"Ana's chance {analysis.pct(first.chance_played)}, " \
        f"{analysis.pct(first.chance_best)} with the AI's move" in text
    moves = analysis.swing_moves(match, before, first)
    assert moves.startswith("Played: ") and "The AI would have played" in moves
    assert "_" not in text + moves  # words, not action kinds
    i18n.set_language("es")
    assert "probabilidad de Ana" in analysis.swing_sentence(match, before, first, 0)


def test_a_whole_turn_is_worded_by_its_first_steps() -> None:
    match = game("cuzco", 60)
    states = replay(match)
    start = next(i for i, s in enumerate(states[:-1]) if s.current_player == 0
                 and s.phase[0] == "start")
    end = start + 1
    while states[end].current_player == 0:
        end += 1
    text = analysis.moves_text("cuzco", states[start], match.actions[start:end])
    steps = text.split("; ")
    assert 1 <= len(steps) <= analysis.MOST_STEPS + 1
    if end - start - 1 > analysis.MOST_STEPS:  # the turn's end is never worded
        assert re.search(r"and \d+ more steps?$", text)


def test_the_chart_has_a_line_per_seat_the_swings_and_the_move_on_screen() -> None:
    match = game("machu-picchu")
    review = fake_review(match, 0, [0.1, 0.0, 0.3, 0.2])
    svg = analysis.chart_html(match, review, cursor=12)
    assert svg.count('class="series"') == 3
    assert re.findall(r'class="swing-mark" data-an="goto" data-move="(\d+)"', svg) == [
        str(v.start) for v in review.swings()]
    assert 'class="cursor"' in svg
    assert "Chances of winning over 4 choices of Ana" in svg


def test_the_verdict_on_screen_is_the_choice_being_made() -> None:
    match = game("machu-picchu", 60)
    review = fake_review(match, 0, [0.0, 0.25])
    first, second = review.verdicts
    assert analysis.verdict_at(review, first.start) is first
    assert analysis.verdict_at(review, first.start - 1) is None
    states = replay(match)
    html = analysis.verdict_html(match, states[second.start], second, 0, "VP")
    assert "The AI would have played" in html and "60%" in html and "35%" in html
    assert "27 VP" in html
    assert "same choice" in analysis.verdict_html(match, states[first.start], first, 0,
                                                  "VP")


def test_only_your_own_choices_are_analysed_before_the_end() -> None:
    live = game("machu-picchu", 30)
    assert analysis.reviewable(live, 0) == [0]
    assert analysis.reviewable(live, 1) == []  # an AI's hidden cards stay hidden
    assert analysis.reviewable(live, None) == []
    over = game("machu-picchu")
    assert over.state.is_over
    assert analysis.reviewable(over, None) == [0, 1, 2]


def test_kept_reviews_ignore_what_is_not_one() -> None:
    assert kept_reviews(None) == {}
    assert kept_reviews([1]) == {}
    assert kept_reviews({"0": {"seat": 0}}) == {"0": {"seat": 0}}
