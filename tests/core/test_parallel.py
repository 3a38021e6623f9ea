"""The search spread over several workers (``core.parallel``): the same choice as the bot's
own however many workers share its plays, worlds that add up however they are shared out,
and a plan that is carried out after it is committed."""

from __future__ import annotations

import math

import pytest

from incagames import new_game
from incagames.core import Rng, parallel
from incagames.core.bots import _KEPT, choose_action, make_bot
from incagames.core.search import Budget

GAMES = ("machu-picchu", "cuzco")


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    from incagames import game

    for game_id in GAMES:
        monkeypatch.setitem(game(game_id).budgets, "hard", Budget(10, math.inf))
    _KEPT.clear()


def turn_start(game_id: str, seed: int):
    state = new_game(game_id, 2, seed)
    easy = make_bot("easy", game_id)
    rng = Rng(seed)
    for _ in range(30):
        state.apply(choose_action(easy, state, rng))
    while len(state.legal_actions()) < 2 or (game_id == "cuzco" and state.phase[0] != "start"):
        state.apply(choose_action(easy, state, rng))
    return state


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("workers", [1, 3])
def test_workers_share_the_plays_and_choose_as_the_bot_does(game_id: str, workers: int
                                                            ) -> None:
    """Workers play the level's plays between them: the bot's own choice, sooner."""
    state = turn_start(game_id, 4)
    own = choose_action(make_bot("hard", game_id, timed=False), state, Rng(77))
    _KEPT.clear()
    assert parallel.decide(state.to_json(), "hard", 77, workers=workers) == own


@pytest.mark.parametrize("game_id", GAMES)
def test_worlds_add_up_however_they_are_shared(game_id: str) -> None:
    state = turn_start(game_id, 6)
    first = parallel.begin(state.to_json(), "hard", 5)
    assert "plans" in first and len(first["plans"]) >= 2
    seeds = [11, 12, 13, 14]
    whole = parallel.score(first["world"], "hard", first["plans"], seeds)
    halves = [parallel.score(first["world"], "hard", first["plans"], part)
              for part in (seeds[:1], seeds[1:])]
    assert whole["played"] == 4 == sum(h["played"] for h in halves)
    for k, total in enumerate(whole["sums"]):
        assert total == pytest.approx(sum(h["sums"][k] for h in halves))


@pytest.mark.parametrize("game_id", GAMES)
def test_several_workers_choose_a_legal_action_and_carry_the_plan_out(game_id: str) -> None:
    carried = 0
    for seed in (8, 9, 10, 12):
        state = turn_start(game_id, seed)
        seat = state.current_player
        checkpoint = state.checkpoint
        action = parallel.decide(state.to_json(), "hard", 3, workers=3)
        assert action in state.legal_actions()
        state.apply(action)
        if state.current_player == seat and state.checkpoint == checkpoint \
                and len(state.legal_actions()) > 1:
            nxt = parallel.begin(state.to_json(), "hard", 9)
            assert "action" in nxt, "the next step of the committed plan needs no search"
            assert nxt["action"] in [a.to_json() for a in state.legal_actions()]
            carried += 1
    assert carried, "no plan went on past its first decision"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_level_at_k_gets_k_times_its_plays(game_id: str) -> None:
    """``hard@3`` is hard with three times its plays: more worlds a plan."""
    state = turn_start(game_id, 4)
    bot = make_bot("hard@3", game_id, timed=False)
    assert bot.budget.iterations == 30
    action = choose_action(bot, state, Rng(77))
    assert action in state.legal_actions()
    assert bot.last_iterations > 20


@pytest.mark.parametrize("name", ["easy@2", "hard@0", "hard@9", "hard@x", "hard@", "nobody@2"])
def test_more_plays_are_for_the_search_levels_only(name: str) -> None:
    from incagames.__main__ import parse_levels

    with pytest.raises(ValueError):
        parse_levels(name, 2, "cuzco")
    with pytest.raises(ValueError):
        make_bot(name, "cuzco")
    assert parse_levels("expert@2,hard", 2, "cuzco") == ["expert@2", "hard"]
