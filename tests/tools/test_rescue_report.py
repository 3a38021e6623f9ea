"""``build.py records --rescue``: how far Machu Picchu's recorded games were from the
rescue ending, read by replaying their actions."""

from __future__ import annotations

from dataclasses import replace

from incagames import new_game
from incagames.core.actions import Action
from tools import rescue_report
from tools.tournament import play


def test_a_replayed_game_says_what_was_left_and_who_lost_on_gold() -> None:
    result = play("machu-picchu", ["easy", "random"], 1, 5)
    state = new_game("machu-picchu", 2, result.seed)
    for raw in result.actions:
        state.apply(Action.from_json(raw))
    found = rescue_report.distance(result)
    assert found is not None and found.ending == state.ending
    assert found.left_at_end == (15 - sum(state.taken), len(state.deck))
    assert found.left_at_day_9 is None or found.left_at_day_9[0] >= found.left_at_end[0]
    # The winner with fewer VP than the loser: the rescue would have won the loser the game.
    winner = result.wins.index(1.0)
    vps = [{**b, "vp": 10.0 if q == winner else 20.0} for q, b in enumerate(result.breakdowns)]
    flipped = rescue_report.distance(replace(result, breakdowns=tuple(vps)))
    assert flipped is not None and flipped.lost_on_gold
    even = [{**b, "vp": 20.0} for b in result.breakdowns]
    tied = rescue_report.distance(replace(result, breakdowns=tuple(even)))
    assert tied is not None and not tied.lost_on_gold
    text = "\n".join(rescue_report.lines([replace(result, breakdowns=tuple(vps)), result]))
    assert "2 games replayed" in text and "lost on gold in 1 (50%)" in text
    assert "at the end: Priests/Virgins left median" in text


def test_a_record_without_actions_is_said_so() -> None:
    result = play("machu-picchu", ["easy", "random"], 0, 5)
    assert rescue_report.distance(replace(result, actions=())) is None
    assert rescue_report.lines([replace(result, actions=())]) == [
        "rescue: no game of this record keeps its actions"]
