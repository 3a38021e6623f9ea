"""``build.py records --rescue``: how far Machu Picchu's recorded games were from the
rescue ending, read by replaying their actions."""

from __future__ import annotations

from dataclasses import replace

from incagames import new_game
from incagames.core.actions import Action
from incagames.machupicchu.scoring import gold_multipliers
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


def test_a_rescue_says_who_ended_it_and_whether_it_was_their_better_line() -> None:
    """Five easy bots end this game by rescue: the report names the bot whose turn ended
    it, whether it won, and whether the conquest (VP times gold rank) would have."""
    result = play("machu-picchu", ["easy"] * 5, 0, 7)
    named = replace(result, levels=tuple(f"bot{q}" for q in range(5)))
    state = new_game("machu-picchu", 5, result.seed)
    seat = None
    for raw in result.actions:
        seat = state.current_player
        state.apply(Action.from_json(raw))
    assert state.ending == "rescue" and seat is not None
    found = rescue_report.distance(named)
    assert found is not None and found.rescuer == f"bot{seat}"
    assert found.rescue_won == (seat in state.outcome().winners)
    vps = [r.breakdown["vp"] for r in state.outcome().results]
    golds = [r.breakdown["gold"] for r in state.outcome().results]
    finals = [v * m for v, m in zip(vps, gold_multipliers(golds), strict=True)]
    if finals.count(max(finals)) == 1:
        assert found.conquest_won == (finals[seat] == max(finals))
    text = "\n".join(rescue_report.lines([named]))
    assert f"rescues ended by bot{seat}: 1, won {int(found.rescue_won)}" in text
