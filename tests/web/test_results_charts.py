"""The results' headline, charts and score history (pure Python, no browser)."""

from __future__ import annotations

import re
import sys
from itertools import pairwise
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app import games
from app.draw import charts
from app.results.summary import History, headline, score_history
from app.text import i18n

import incagames
from incagames.core import Rng


def test_headline_names_the_winner_or_everyone_who_shares_the_win() -> None:
    i18n.set_language("en")
    names = ["Ana", "Ben", "Cy"]
    assert headline(names, [0], "58 VP") == "Ana wins with 58 VP"
    assert headline(names, [0, 2], "40 PP") == "Ana and Cy share the win with 40 PP"
    assert headline(names, [0, 1, 2], "9 VP") == "Ana, Ben and Cy share the win with 9 VP"
    i18n.set_language("es")
    assert headline(names, [1], "7 PV") == "Ben gana con 7 PV"
    i18n.set_language("en")


def test_a_win_by_tie_break_says_so() -> None:
    """A three-way tie at 9 VP decided by goods left: not a bare "AI 1 wins with 9 VP"."""
    from app.games.machupicchu.messages import t as mp_t

    i18n.set_language("en")
    names = ["Player 1", "AI 1", "AI 2"]
    text = headline(names, [1], "9 VP", [0, 2], mp_t("results.tie_break"))
    assert text == ("AI 1 wins with 9 VP: tied with Player 1 and AI 2, ahead on the "
                    "tie-break, more goods left (3 corn count as one unit)")
    for lang in ("es", "de", "fr"):
        i18n.set_language(lang)
        text = headline(names, [1], "9 VP", [0], mp_t("results.tie_break"))
        assert "AI 1" in text and "Player 1" in text and "{" not in text
    i18n.set_language("en")


def _widths(svg: str) -> list[float]:
    return [float(w) for w in re.findall(r'class="chart-bar" x="\d+" y="[\d.]+" width="([\d.]+)"',
                                         svg)]


def test_bars_are_proportional_to_the_values_on_a_shared_scale() -> None:
    svg = charts.bar_chart("Cards", [30, 15, 0], 60, ["Ana", "Ben", "Cy"])
    widths = _widths(svg)
    full = charts.BAR_W - charts.BAR_LEFT - charts.BAR_RIGHT
    assert widths == pytest.approx([full / 2, full / 4, 0])
    assert "Ana 30, Ben 15, Cy 0" in svg  # what a screen reader hears
    assert svg.count("<polygon") + svg.count("<circle") + svg.count("<rect x") >= 3
    assert charts.bar_lengths([5, -2], 0, 100) == [0.0, 0.0]
    assert charts.bar_lengths([5, -2], 10, 100) == [50.0, 0.0]


def test_each_seat_has_its_own_shape_and_colour() -> None:
    marks = [charts.shape(seat, 10, 10) for seat in range(5)]
    assert len(set(marks)) == 5
    assert "<circle" in marks[0] and "<rect" in marks[1] and "<polygon" in marks[2]


def test_the_line_chart_has_a_point_per_period_and_round_ticks() -> None:
    series = [[0, 4, 10, 21], [1, 2, 8, 25]]
    svg = charts.line_chart(["3", "4", "5", "6"], series, "Day", "VP", "Score")
    lines = re.findall(r'<polyline points="([^"]+)"', svg)
    assert len(lines) == 2
    for points, values in zip(lines, series, strict=True):
        coords = [tuple(map(float, p.split(","))) for p in points.split()]
        assert len(coords) == len(values)
        xs = [x for x, _ in coords]
        assert xs == sorted(xs)
        ys = [y for _, y in coords]  # higher scores higher up (smaller y)
        assert [a > b for a, b in pairwise(ys)] == [a < b for a, b in pairwise(values)]
    assert ">Day<" in svg and ">VP<" in svg
    assert [int(v) for v in re.findall(r'text-anchor="end" fill="#2B2118">(\d+)<', svg)] \
        == [0, 5, 10, 15, 20, 25]
    assert charts.tick_indices(4) == [0, 1, 2, 3]
    assert charts.tick_indices(39) == [0, 4, 8, 12, 16, 20, 24, 28, 32, 38]
    assert charts.tick_indices(37) == [0, 4, 8, 12, 16, 20, 24, 28, 32, 36]
    assert charts.tick_indices(1) == [0]
    assert charts.nice_step(25) == 5 and charts.nice_step(58) == 20
    left, right, _top, bottom = charts.LINE_PAD
    assert charts.line_points([3], 0) == [(left + (charts.LINE_W - left - right) / 2,
                                           charts.LINE_H - bottom)]


@pytest.mark.parametrize("game_id,players", [("machu-picchu", 3), ("cuzco", 2)])
def test_the_score_history_ends_with_the_final_scores(game_id: str, players: int) -> None:
    state = incagames.new_game(game_id, players, 11)
    rng = Rng(4)
    actions = []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    history = score_history(game_id, 11, players, actions, games.results(game_id))
    assert len(history.scores) == players
    assert all(len(s) == len(history.periods) for s in history.scores)
    assert history.periods == sorted(history.periods) and len(history.periods) > 2
    assert [s[-1] for s in history.scores] == list(state.outcome().scores)
    # The sources add up to each seat's final score.
    for r in state.outcome().results:
        assert sum(v for _, v in games.results(game_id).sources(r.breakdown)) == r.score


def test_a_history_of_an_unfinished_game_ends_with_the_running_score() -> None:
    history = score_history("cuzco", 2, 2, [], games.results("cuzco"))
    assert history.periods == [1] and history.scores == [[0.0], [0.0]]
    empty = History()
    empty.add(1, [3, 4])
    assert empty.scores == [[3], [4]]


def test_the_timeline_is_numbered_as_a_scale() -> None:
    """Many short rounds (Cuzco, 2 players): numbers every few rounds, evenly, none
    closer than the gap, not one or two strays; wide days (Machu Picchu) each in their
    middle."""
    from itertools import pairwise

    from app.draw.charts import LABEL_GAP, tick_labels

    starts = list(range(0, 400, 8))  # 50 rounds of 8 actions
    labels = tick_labels(starts, 400)
    xs = [x for x, _ in labels]
    assert len(labels) >= 10
    assert all(b - a >= LABEL_GAP for a, b in pairwise(xs))
    assert labels[0][1] == 0 and xs[-1] > 80
    days = tick_labels([0, 100, 200, 300], 400)
    assert [k for _, k in days] == [0, 100, 200, 300]
    assert [round(x) for x, _ in days] == [12, 38, 62, 88]
