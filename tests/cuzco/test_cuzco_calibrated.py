"""Cuzco's calibrated evaluation: the hand-made estimate with each source's promise (what
a position promises beyond the PP won) scaled by the share of such promises that came
true in the search bots' games. The expert judges its play-outs' ends by it; hard and
normal by the hand-made estimate."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from incagames import new_game
from incagames.core import Rng
from incagames.core.bots import choose_action, make_bot
from incagames.core.search import PlanSearch
from incagames.cuzco.ai import learned
from incagames.cuzco.ai.evaluation import SOURCES, estimates, parts
from incagames.cuzco.state import CuzcoState


def positions(seed: int = 4, every: int = 15) -> tuple[list[CuzcoState], CuzcoState]:
    """Turn starts along a game of two strategy bots, and its end."""
    state = new_game("cuzco", 2, seed)
    players = [make_bot("temples", "cuzco"), make_bot("ponds", "cuzco")]
    rng = Rng(seed)
    out: list[CuzcoState] = []
    step = 0
    while not state.is_over:
        if state.phase[0] == "start" and state.festival is None and step >= every:
            out.append(state.clone())
            step = 0
        state.apply(choose_action(players[state.current_player], state, rng))
        step += 1
    return out, state


POSITIONS, END = positions()


def test_calibrated_is_the_pp_won_plus_each_promise_times_its_share() -> None:
    assert len(POSITIONS) >= 8
    for state in POSITIONS:
        t = learned.progress(state)
        share = [a + b * t for a, b in learned.shares()]
        for q, estimate in enumerate(parts(state)):
            d = state.scores[q]
            won = [d["temples"], d["ponds"], d["festivals"], d["final"], 0]
            promised = zip(share, estimate, won, strict=True)
            expected = sum(won) + sum(k * (x - w) for k, x, w in promised)
            assert learned.calibrated(state)[q] == pytest.approx(expected)


def test_every_promise_at_full_worth_is_the_hand_made_estimate(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(learned, "shares", lambda: ((1.0, 0.0),) * len(SOURCES))
    for state in POSITIONS:
        assert learned.calibrated(state) == pytest.approx(estimates(state))


def test_the_calibrated_estimate_is_exact_once_the_game_is_over() -> None:
    assert END.is_over
    assert learned.calibrated(END) == [float(x) for x in END.outcome().scores]


def test_the_shipped_shares_name_every_source_and_none_is_below_zero() -> None:
    text = resources.files("incagames.cuzco.ai").joinpath(learned.CALIBRATION).read_text()
    data = json.loads(text)
    assert set(data["shares"]) == set(SOURCES) == set(learned.PROMISES)
    assert data["meta"]["games"] > 0 and data["meta"]["rows"] > 0
    assert data["meta"]["cv_rmse"] < data["meta"]["plain_rmse"]
    for a, b in learned.shares():
        assert a >= 0 and a + b >= 0
    # The promise features are those of the learned evaluation's features.
    for estimate, won in learned.PROMISES.values():
        assert estimate in learned.NAMES and (won is None or won in learned.NAMES)


def test_expert_judges_its_play_outs_by_the_calibrated_estimate_hard_by_the_hand_made(
        ) -> None:
    expert, hard = make_bot("expert", "cuzco", timed=False), make_bot("hard", "cuzco",
                                                                      timed=False)
    assert isinstance(expert, PlanSearch) and isinstance(hard, PlanSearch)
    for state in POSITIONS[:4]:
        seat = state.current_player
        assert list(expert.planning.leaf(state, seat)) == learned.calibrated(state)
        assert list(hard.planning.leaf(state, seat)) == estimates(state)
        assert learned.calibrated(state) != pytest.approx(estimates(state))
