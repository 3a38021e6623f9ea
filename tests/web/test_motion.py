"""Board animations and the "since your last turn" summary, without a browser: the motion
lists each game's ``motion.py`` works out from two views, and ``app.view.recap``."""

from __future__ import annotations

import sys
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app.draw import motion
from app.draw.canvas import Painter
from app.games.cuzco import board as cz_board
from app.games.cuzco import motion as cz_motion
from app.games.cuzco import words as cz_words
from app.games.machupicchu import board as mp_board
from app.games.machupicchu import motion as mp_motion
from app.games.machupicchu import words as mp_words
from app.text import i18n
from app.view.recap import Recap, summary_html

import incagames
from incagames.core import Rng
from incagames.core.bots import choose_action, make_bot
from incagames.cuzco import hexgrid as H
from incagames.machupicchu import components as C

WIDE = 1280.0


@pytest.fixture(autouse=True)
def english() -> None:
    i18n.set_language("en")


def play(game: str, seed: int, players: int, until: Any, limit: int = 4000) -> Any:
    """Easy bots play until ``until(action)`` holds for the next action; then that action
    is applied and (before view, after view, events, action) returned."""
    state = incagames.new_game(game, players=players, seed=seed)
    bot, rng = make_bot("easy", game), Rng(seed)
    for _ in range(limit):
        action = choose_action(bot, state, rng)
        before = state.view(None)
        state.apply(action)
        if until(action):
            return before, state.view(None), list(state.events), action
    raise AssertionError("the wanted action never came")


def test_cuzco_placement_drops_a_tile_on_each_placed_hex() -> None:
    before, after, events, action = play("cuzco", 1, 3, lambda a: a.kind == "place")
    ms, sprites = motion.plan_for(cz_motion, before, after, events, WIDE, 700, False)
    assert ms == int(700 * motion.SHARE)
    drops = [s for s in sprites if s["fx"] == "drop"]
    cells = list(action["cells"])
    assert [s["clip"] for s in drops] == [
        [round(v, 1) for v in cz_board.footprint(c, after["height"][c], 1.04)] for c in cells]
    for s in drops:  # each falls from above onto its hex, shown as it was until it lands
        (x0, y0), (x1, y1) = s["path"]
        assert x0 == x1 == 0 and y0 < 0 and y1 == 0
        assert s["hide"] == s["clip"]
    assert all(before["height"][c] != after["height"][c] for c in cells)


def test_cuzco_inca_move_steps_through_adjacent_hexes() -> None:
    before, after, events, action = play("cuzco", 2, 3, lambda a: a.kind == "move")
    _ms, sprites = motion.plan_for(cz_motion, before, after, events, WIDE, 300, False)
    [walk] = [s for s in sprites if s["fx"] == "move" and "ops" in s]
    at = {tuple(round(v, 1) for v in cz_board.top_centre(c, after["height"][c])): c
          for c in range(H.N_CELLS)}
    cells = [at[tuple(point)] for point in walk["path"]]
    assert cells[0] == action["cell"] and cells[-1] == action["to"]
    for a, b in pairwise(cells):
        assert b in H.NEIGHBOURS[a]
    x, y = walk["path"][-1]  # the Inca is not drawn at its hex before it gets there
    assert walk["hide"] == [x - 16, y - 16, x + 16, y - 16, x + 16, y + 16, x - 16, y + 16]


@pytest.mark.parametrize("pace, reduced", [(0, False), (700, True), (0, True)])
def test_no_motion_at_pace_0_or_with_reduced_motion(pace: int, reduced: bool) -> None:
    before, after, events, _ = play("cuzco", 1, 3, lambda a: a.kind == "place")
    assert motion.plan_for(cz_motion, before, after, events, WIDE, pace, reduced) == (0, [])
    assert motion.duration(pace, reduced) == 0


def test_motion_lasts_a_share_of_the_pace_capped() -> None:
    assert motion.duration(300, False) == 240
    assert motion.duration(5000, False) == motion.MAX_MS


def test_machu_picchu_prince_walks_the_paths() -> None:
    edges = {frozenset(e) for e in C.EDGES}

    before, after, events, action = play("machu-picchu", 4, 3, lambda a: a.kind == "move")
    seat = events[0]["seat"] if events and "seat" in events[0] else None
    _ms, sprites = motion.plan_for(mp_motion, before, after, events, WIDE, 700, False)
    lay = mp_board.layout_for(WIDE)
    walks = [s for s in sprites if s["fx"] in ("move", "in") and s["half"] == 14]
    assert len(walks) == 1
    path = walks[0]["path"]
    end = mp_motion.prince_point(lay, after, seat)
    assert path[-1] == [round(end[0], 1), round(end[1], 1)]
    start = before["players"][seat]["prince"]
    if start is not None:  # through the districts between, each step along a path
        centres = {tuple(round(v, 1) for v in mp_board.centre(lay, d)): d for d in C.DISTRICTS}
        route = [start] + [centres[tuple(p)] for p in path[1:-1]] + [action["district"]]
        assert all(frozenset(pair) in edges for pair in pairwise(route))
    assert walks[0]["hide"]  # the Prince is not drawn where it arrives until it does


def test_machu_picchu_scout_steps_field_by_field() -> None:
    state = incagames.new_game("machu-picchu", players=3, seed=5)
    bot, rng = make_bot("easy", "machu-picchu"), Rng(5)
    for _ in range(2000):
        before = state.view(None)
        state.apply(choose_action(bot, state, rng))
        scouts = [e for e in state.events if e["kind"] == "scout" and e["to"] - e["from"] > 1]
        if scouts:
            break
    event = scouts[0]
    after = state.view(None)
    _ms, sprites = motion.plan_for(mp_motion, before, after, list(state.events), WIDE,
                                          700, False)
    steps = [s for s in sprites if s["half"] == 10 and len(s["path"]) >= 2
             and s["path"][0][1] > 600]  # on the trail, below the map
    assert steps and len(steps[0]["path"]) == event["to"] - event["from"] + 1


def test_highlights_draw_in_the_seat_colour() -> None:
    before, after, events, _ = play("cuzco", 1, 3, lambda a: a.kind == "place")
    cells = cz_motion.places(before, after, events)
    assert cells
    p = Painter()
    cz_motion.highlight(p, after, cells, 2, WIDE, True)
    assert any("#009E73" in op for op in p.ops)
    p = Painter()
    mp_motion.highlight(p, after, [["d", "royal_palace"], ["s", 3], ["x", 1]], 1, WIDE, False)
    assert p.ops


NAMES = ["You", "AI 2", "AI 3"]


def _recorded_game(seed: int, stop: Any) -> Recap:
    """A 3-seat Cuzco game of easy bots with seat 0 as the human, recorded as the screen
    does, up to the start of a turn of seat 0 where ``stop(recap)`` holds."""
    state = incagames.new_game("cuzco", players=3, seed=seed)
    bot, rng = make_bot("easy", "cuzco"), Rng(seed)
    recap = Recap()
    while not state.is_over:
        seat = state.current_player
        before = state.view(0)
        if seat == 0 and before["phase"] == "start" and stop(recap):
            return recap
        state.apply(choose_action(bot, state, rng))
        after = state.view(0)
        lines = [x for e in state.events if (x := cz_words.event_text(e, NAMES))]
        recap.record(seat, lines, cz_motion.places(before, after, state.events), before, after)
        if seat == 0:
            recap.acted(0)
    raise AssertionError("the game ended first")


def _gains(recap: Recap) -> list[str]:
    return [cz_motion.gain_text(m.before, m.after, m.seat, NAMES) for m in recap.shown(0)]


def test_summary_lists_the_other_seats_moves_in_order_with_points() -> None:
    recap = _recorded_game(7, lambda r: any(_gains(r)))
    moves, gained = recap.shown(0), _gains(recap)
    assert [m.seat for m in moves] == [1, 2]  # seat 0's turn comes after 1 and 2
    for move, text in zip(moves, gained, strict=True):
        own = move.after["players"][move.seat]["score"] - move.before["players"][move.seat]["score"]
        if own:
            assert text.startswith(f"+{own} PP")
        assert move.lines and NAMES[move.seat] in move.lines[0]
    html = summary_html(moves, None, NAMES, lambda m: cz_motion.gain_text(
        m.before, m.after, m.seat, NAMES), i18n.t, lambda s: f"<i>{s}</i>")
    assert "Since your last turn" in html and html.index("AI 2") < html.index("AI 3")
    assert next(g for g in gained if g) in html
    # the human decides: the summary and the outlines are gone
    recap.acted(0)
    assert recap.shown(0) == [] and recap.outlined(0) == []


def test_summary_steps_and_is_dismissed() -> None:
    recap = _recorded_game(7, lambda r: len(r.shown(0)) >= 2)
    moves = recap.shown(0)
    assert len(moves) >= 2
    outlined = recap.outlined(0)
    assert {m.seat for m, strong in outlined} == {1, 2} and not any(s for _, s in outlined)
    recap.step(0, 1)
    assert recap.outlined(0) == [(moves[0], True)]
    recap.step(0, 1)
    assert recap.outlined(0) == [(moves[1], True)]
    for _ in range(len(moves) + 3):
        recap.step(0, 1)
    assert recap.focus == len(moves) - 1
    html = summary_html(moves, recap.focus, NAMES, lambda m: "", i18n.t, str)
    assert 'data-recap="next" aria-label="Next move" disabled' in html
    assert f"move {len(moves)} of {len(moves)}" in html
    recap.dismiss(0)
    assert recap.shown(0) == []
    assert recap.outlined(0)  # the board still shows the last moves until the human acts


def test_machu_picchu_gain_text_lists_goods() -> None:
    before = {"players": [{"goods": {"corn": 3, "llama": 1}}]}
    after = {"players": [{"goods": {"corn": 5, "llama": 0}}]}
    assert mp_motion.gain_text(before, after, 0, ["A"]) == "+2 corn, −1 llama"
    assert mp_words.amount(2, "corn") == "2 corn"


def test_summary_puts_each_step_of_a_long_turn_on_its_own_line() -> None:
    """A Cuzco turn of many steps reads as one line a step under its seat's name, not a
    wall of text."""
    recap = _recorded_game(7, lambda r: any(len(m.lines) > 2 for m in r.shown(0)))
    move = next(m for m in recap.shown(0) if len(m.lines) > 2)
    html = summary_html([move], None, NAMES, lambda m: "", i18n.t, str)
    assert html.count("<li>") == len(move.lines)
    assert f"<b>{NAMES[move.seat]}</b>" in html
    assert " ".join(move.lines) not in html
