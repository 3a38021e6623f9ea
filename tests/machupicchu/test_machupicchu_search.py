"""Machu Picchu's side of the plan search (``machupicchu.ai.search``): which plans a level
makes at the start of a turn. How well the plans play is measured by tournaments, never
asserted."""

from __future__ import annotations

import math

from incagames import new_game
from incagames.core import Action, Rng
from incagames.core.bots import choose_action, make_bot
from incagames.machupicchu.ai.search import LEVELS, Breadth, MachuPicchuPlanning
from incagames.machupicchu.state import MachuPicchuState


def _turn_start_with_a_move_kept() -> MachuPicchuState:
    """A position of a seeded game where the planner keeps a move and several moon tiles
    are there to take."""
    state = new_game("machu-picchu", 2, 5)
    bot = make_bot("easy", "machu-picchu")
    rng = Rng(5)
    for _ in range(400):
        if state.phase == "turn":
            planning = MachuPicchuPlanning(Breadth(moves=6, branches=1))
            planning.planner.at_this_hour(state)
            seat = state.current_player
            kept, tiles = planning.planner.options(state, seat, state.legal_actions())
            if kept and len(tiles) > 1:
                return state
        state.apply(choose_action(bot, state, rng))
    raise AssertionError("no turn start with a move kept")


def _firsts(state: MachuPicchuState, breadth: Breadth) -> list[Action]:
    plans = MachuPicchuPlanning(breadth).plans(state, state.current_player, Rng(1), math.inf)
    return [plan[0] for plan in plans]


def test_a_turn_plans_the_moves_kept_best_first_and_no_moon_tile() -> None:
    """While the walking guard keeps a move, no moon tile is a plan (a tile beside the
    moves measured no stronger: docs/ai.md), and the moves come best first."""
    state = _turn_start_with_a_move_kept()
    firsts = _firsts(state, Breadth(moves=6, branches=1))
    planning = MachuPicchuPlanning(Breadth(moves=6, branches=1))
    planning.planner.at_this_hour(state)
    kept, _tiles = planning.planner.options(state, state.current_player,
                                            state.legal_actions())
    best = [a for _v, _c, a in sorted(kept, key=lambda item: -item[0])][:6]
    assert firsts and all(a.kind != "stay" for a in firsts)
    assert firsts == [a for a in best if a in firsts]
    assert firsts[0] == best[0]


def test_when_no_move_is_kept_only_moon_tiles_are_planned() -> None:
    """The walking guard: with nothing worth a walk, only moon tiles are compared."""
    state = _turn_start_with_a_move_kept()
    planning = MachuPicchuPlanning(Breadth(moves=6, branches=1))
    planning.planner.margin = 1e9  # no move can beat the tiles by this much
    plans = planning.plans(state, state.current_player, Rng(1), math.inf)
    assert plans and all(plan[0].kind == "stay" for plan in plans)


def test_expert_play_outs_reply_as_the_learned_evaluation_judges() -> None:
    """Expert plays every seat of its play-outs by the learned evaluation (the search
    bots' own judgement), hard by the builder's cheaper reckoning: the two disagree
    somewhere in a game, and the learned replies alone play it to its end."""
    expert = MachuPicchuPlanning(LEVELS["expert"][0]).rollout
    hard = MachuPicchuPlanning(LEVELS["hard"][0]).rollout
    state = new_game("machu-picchu", 2, 3)
    disagree = 0
    for n in range(2_000):
        if state.is_over:
            break
        seat = state.current_player
        action = expert.choose(state, seat, Rng(n))
        disagree += action != hard.choose(state, seat, Rng(n))
        state.apply(action)
    assert state.is_over and disagree > 0
