"""Cuzco search bots (normal, hard): whole-turn plans made by the strategy planner, compared
in shared re-dealt worlds, and carried out decision by decision. Strength is measured with
the tournament command, never asserted."""

from __future__ import annotations

import json

import pytest

from incagames import new_game
from incagames.core import Action, Rng, State
from incagames.core.bots import choose_action, make_bot
from incagames.core.search import Budget, PlanSearch
from incagames.cuzco.ai.celebrant import CELEBRANT
from incagames.cuzco.ai.planner import Planner
from incagames.cuzco.ai.search import Breadth, CuzcoPlanning, _end_of
from incagames.cuzco.ai.strategy import FESTIVALS
from incagames.cuzco.state import CuzcoState

SMALL = Budget(iterations=6, seconds=1e9)


def bot(alternatives: int = 3) -> PlanSearch:
    return PlanSearch("test", SMALL, CuzcoPlanning(Breadth(alternatives=alternatives,
                                                            placements=2)))


def turn_starts(count: int, seed: int = 3) -> list[CuzcoState]:
    """Positions at the first decision of a turn, from a game of strategy bots."""
    state = new_game("cuzco", 2, seed)
    players = [make_bot("temples", "cuzco"), make_bot("festivals", "cuzco")]
    rng = Rng(seed)
    out: list[CuzcoState] = []
    step = 0
    while not state.is_over and len(out) < count:
        if state.phase[0] == "start" and state.festival is None and step > 20:
            out.append(state.clone())
            step = 0
        state.apply(choose_action(players[state.current_player], state, rng))
        step += 1
    return out


def play(state: State, plan: list) -> State:
    """The position a plan leads to; every decision of it must be legal in turn."""
    sim = state.clone()
    seat = sim.current_player
    for action in plan:
        if sim.is_over or sim.current_player != seat or sim.festival is not None:
            break
        assert action in sim.legal_actions()
        sim.apply(action)
    return sim


def test_plans_hold_the_planners_turn_best_first_and_end_the_turn() -> None:
    for state in turn_starts(4):
        seat = state.current_player
        plans = bot().planning.plans(state, seat, Rng(3), float("inf"))
        first = Planner(state, seat, FESTIVALS, Rng(3)).step(state)
        assert any(list(plan[: len(first)]) == first for plan in plans)
        assert len(plans) > 1, "a turn start always has another placement to try"
        standings = [_end_of(state, list(plan), seat)[1] for plan in plans]
        # Best first, but for the celebrant's turns (at most two) right after the best.
        assert any(s == sorted(s, reverse=True)
                   for s in (standings[:1] + standings[1 + k:] for k in range(3)))
        ends = set()
        for plan in plans:
            after = play(state, plan)
            assert plan[-1].kind in ("end_turn", "festival") or after.current_player != seat
            board = {k: v for k, v in after.to_json().items() if k != "events"}
            ends.add((json.dumps(board, sort_keys=True), plan[-1]))
        assert len(ends) == len(plans), "no two plans may end in the same position"


def test_the_celebrants_turns_are_tried_with_a_card_drawn_first() -> None:
    """Besides the planner's plans, the search tries the celebrant's turn and its turn
    after drawing a card first: whole legal turns, placed right after the best plan."""
    search = bot()
    drew = tried = 0
    for state in turn_starts(6, seed=7):
        seat = state.current_player
        turns = search.planning._celebrant_plans(state, seat, Rng(2), set())
        assert len(turns) <= 2
        for turn in turns:
            after = play(state, turn)
            assert turn[-1].kind in ("end_turn", "festival") or after.current_player != seat
            # never a card beyond what the celebrant can use
            assert len(after.hands[seat]) <= max(CELEBRANT.weights.card_cap,
                                                 len(state.hands[seat]))
        tried += bool(turns)
        drew += any(a.kind == "draw" for turn in turns for a in turn)
    assert tried >= 4 and drew, "the celebrant's turns are tried, some with a card drawn"


def test_a_festival_plan_is_also_tried_without_the_festival() -> None:
    search = bot()
    for state in turn_starts(12, seed=5):
        seat = state.current_player
        plans = search.planning.plans(state, seat, Rng(1), float("inf"))
        for plan in plans:
            if plan[-1].kind == "festival":
                assert any(p[:-1] == plan[:-1] and p[-1].kind == "end_turn" for p in plans)
                return
    pytest.skip("no plan proposed a festival in these positions")


def test_the_chosen_plan_is_carried_out_without_searching_again() -> None:
    search = bot()
    state = turn_starts(1)[0]
    seat = state.current_player
    rng = Rng(2)
    first = search.choose(state.determinize(seat, rng), seat, rng)
    assert search.last_iterations > 0
    planned = state.checkpoint  # a card seen (a new checkpoint) may call for a new plan
    state.apply(first)
    carried = 0
    while state.current_player == seat and state.festival is None and not state.is_over:
        action = search.choose(state.determinize(seat, rng), seat, rng)
        assert action in state.legal_actions()
        if state.checkpoint == planned:
            assert search.last_iterations == 0, "a decision of the plan needs no search"
            carried += 1
        state.apply(action)
    assert carried, "the turn had more than one decision"


def test_comparison_prefers_a_turn_that_scores_to_ending_at_once() -> None:
    """Played against the replies in shared worlds, a turn that builds a temple (or scores
    otherwise) beats giving the turn away after the mandatory placement."""
    search = bot()
    checked = 0
    for state in turn_starts(10, seed=7):
        seat = state.current_player
        rng = Rng(4)
        planner_plan = search.planning.plans(state, seat, rng, float("inf"))[0]
        if planner_plan[-1].kind == "festival":  # the bidding is another matter
            planner_plan = (*planner_plan[:-1], Action("end_turn"))
        after = play(state, planner_plan)
        if after.score(seat) < state.score(seat) + 2:
            continue
        placement = planner_plan[:2]
        idle = (*placement, next(a for a in play(state, placement).legal_actions()
                                 if a.kind == "end_turn"))
        chosen = search.compare(state, seat, [idle, planner_plan], Rng(9), float("inf"))
        assert chosen == planner_plan
        checked += 1
    assert checked, "no turn in these positions scored"


def test_search_bot_plays_a_whole_game_against_a_strategy_bot() -> None:
    state = new_game("cuzco", 2, 21)
    players = [bot(alternatives=2), make_bot("ponds", "cuzco")]
    rng = Rng(21)
    for _ in range(4000):
        if state.is_over:
            break
        action = choose_action(players[state.current_player], state, rng)
        assert action in state.legal_actions()
        state.apply(action)
    assert state.is_over


def test_expert_compares_hards_plans_with_more_plays() -> None:
    """Expert makes hard's plans with four times its plays: the same plans, the same nine
    compared, more worlds for each (wider lists lost to hard: docs/ai.md)."""
    hard, expert = make_bot("hard", "cuzco", timed=False), make_bot("expert", "cuzco",
                                                                    timed=False)
    assert isinstance(hard, PlanSearch) and isinstance(expert, PlanSearch)
    assert expert.budget.iterations >= 4 * hard.budget.iterations
    for state in turn_starts(2):
        seat = state.current_player
        plans = hard.planning.plans(state, seat, Rng(5), float("inf"))
        assert plans == expert.planning.plans(state, seat, Rng(5), float("inf"))
        assert expert.compared(len(plans)) == hard.compared(len(plans)) <= 9


def test_expert_plays_its_own_later_turns_by_the_full_width_bot() -> None:
    """In the expert's play-outs its own later turns use the planner's full candidate lists
    (a plan is valued by what the bot itself makes of it next turn); hard's use the narrow
    rollout bot; the other seats are the narrow rollout bots of drawn styles at both."""
    hard, expert = make_bot("hard", "cuzco", timed=False), make_bot("expert", "cuzco",
                                                                    timed=False)
    assert isinstance(hard, PlanSearch) and isinstance(expert, PlanSearch)
    state = turn_starts(1)[0]
    seat = state.current_player
    narrow = {"place": 5, "move": 6}
    for search, own in ((hard, narrow), (expert, {"place": FESTIVALS.place_width,
                                                   "move": FESTIVALS.move_width})):
        policies = search.planning.policies(state, seat, Rng(9))
        widths = [{"place": p.style.place_width, "move": p.style.move_width}  # type: ignore[attr-defined]
                  for p in policies]
        assert widths[seat] == own
        assert all(w == narrow for q, w in enumerate(widths) if q != seat)
    assert FESTIVALS.place_width > 5 and FESTIVALS.move_width > 6
