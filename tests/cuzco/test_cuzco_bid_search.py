"""Cuzco's expert searches its festival bids (each bid a plan of one decision, compared in
shared worlds with half its plays); normal and hard bid by rule. Strength is measured
with the tournament command (docs/ai.md), never asserted."""

from __future__ import annotations

import math

import pytest

from incagames import game, new_game
from incagames.core import Rng, parallel
from incagames.core.bots import _KEPT, choose_action, make_bot
from incagames.core.search import Budget, PlanSearch
from incagames.cuzco.ai.bidding import bid
from incagames.cuzco.ai.search import BID_SHARE, Breadth, CuzcoPlanning
from incagames.cuzco.ai.strategy import FESTIVALS
from incagames.cuzco.state import CuzcoState

PLAYS = 8


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(game("cuzco").budgets, "expert", Budget(PLAYS, math.inf))
    _KEPT.clear()


def bidding(count: int, seed: int = 3, rivals: bool = False) -> list[CuzcoState]:
    """Positions of a game of strategy bots where a bidder has a real choice (and, with
    ``rivals``, bids against another seat)."""
    state = new_game("cuzco", 2, seed)
    players = [make_bot("festivals", "cuzco"), make_bot("temples", "cuzco")]
    rng = Rng(seed)
    out: list[CuzcoState] = []
    while not state.is_over and len(out) < count:
        f = state.festival
        if f is not None and len(state.legal_actions()) > 1 and (
                not rivals or len(f["active"]) > 1):
            out.append(state.clone())
        state.apply(choose_action(players[state.current_player], state, rng))
    assert out, "no festival had a bid to choose"
    return out


def search_bot(level: str) -> PlanSearch:
    bot = make_bot(level, "cuzco", timed=False)
    assert isinstance(bot, PlanSearch)
    return bot


def test_hard_bids_by_rule_and_the_expert_weighs_every_bid() -> None:
    hard, expert = search_bot("hard"), search_bot("expert")
    for state in bidding(4):
        seat = state.current_player
        actions = state.legal_actions()
        rule = bid(state, seat, actions, FESTIVALS.weights)
        assert hard.without_thought(state, seat, actions) == rule
        assert expert.without_thought(state, seat, actions) is None
        plans = expert.planning.plans(state, seat, Rng(1), math.inf)
        assert plans[0] == (rule,), "the rule's bid comes first (it wins ties)"
        assert len(plans) == len(actions) and {p[0] for p in plans} == set(actions)
        assert all(len(p) == 1 for p in plans)


def test_a_bid_takes_the_expert_s_share_of_its_plays() -> None:
    expert = search_bot("expert")
    state = bidding(1)[0]
    seat = state.current_player
    assert expert.budget_for(state) == Budget(int(PLAYS * BID_SHARE), math.inf)
    turn = new_game("cuzco", 2, 1)
    assert expert.budget_for(turn) == expert.budget
    action = expert.choose(state, seat, Rng(4))
    assert action in state.legal_actions()
    assert 0 < expert.last_iterations <= PLAYS * BID_SHARE


def test_a_later_bid_with_the_same_hand_is_searched_again() -> None:
    """The bidding's course is part of the position a bid was chosen for: after a
    rival's raise the same hand faces another choice, not the remembered one."""
    expert = search_bot("expert")
    state = bidding(1, rivals=True)[0]
    seat = state.current_player
    raised = state.clone()
    f = raised.festival
    assert f is not None
    rival = next(q for q in f["active"] if q != seat)
    f["total"][rival] += 1
    planning = expert.planning
    assert planning.fingerprint(state, seat) != planning.fingerprint(raised, seat)
    assert planning.fingerprint(state, seat) == planning.fingerprint(state.clone(), seat)


@pytest.mark.parametrize("workers", [1, 3])
def test_workers_decide_a_bid_as_the_expert_does(workers: int) -> None:
    for state in bidding(2, seed=5):
        own = choose_action(search_bot("expert"), state, Rng(77))
        _KEPT.clear()
        first = parallel.begin(state.to_json(), "expert", 77)
        assert first.get("share") == BID_SHARE and first["budget"] == PLAYS * BID_SHARE
        assert parallel.decide(state.to_json(), "expert", 77, workers=workers) == own
        _KEPT.clear()


def test_a_search_that_bids_plays_a_whole_game() -> None:
    searcher = PlanSearch("test", Budget(4, math.inf),
                          CuzcoPlanning(Breadth(alternatives=2, placements=1), bids=True))
    state = new_game("cuzco", 2, 9)
    players = [searcher, make_bot("festivals", "cuzco")]
    rng = Rng(9)
    searched = 0
    for _ in range(4000):
        if state.is_over:
            break
        seat = state.current_player
        bidder = state.festival is not None and seat == 0
        action = choose_action(players[seat], state, rng)
        searched += bidder and players[0].last_iterations > 0
        assert action in state.legal_actions()
        state.apply(action)
    assert state.is_over
    assert searched, "the expert searched none of its bids"
