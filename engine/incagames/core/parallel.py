"""A search spread over several workers (the browser's expert level), in three calls that
speak JSON, so that any worker holding the engine can serve them:

1. ``begin(state, level, seed)`` on the worker that keeps the bot: the position as the
   deciding seat may imagine it (re-dealt from its view only) and the plans of its turn,
   or at once the action when no search is needed (one option, a rule, a plan already
   made for this position);
2. ``score(world, level, plans, seeds, seconds)`` on every worker: the plans played in
   the worlds of its share of the seeds (``PlanSearch.score_worlds``), while a caller
   runs ``search.Halving`` over the answers;
3. ``commit(world, level, plan)`` on the first worker: the plan chosen is remembered
   there, decision by decision, and its first action returned.

The worlds depend only on their seeds, so the choice is the same however the seeds are
shared out; ``decide`` plays all three here, which the tests compare with the bot's own
choice.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from .actions import Action
from .bots import bot_for
from .rng import Rng
from .search import Halving, Plan, PlanSearch, fallback


def _state(data: dict[str, Any]) -> Any:
    from .. import state_from_json  # the registry of every game's state

    return state_from_json(data)


def _bot(game_id: str, level: str, seat: int) -> PlanSearch:
    bot = bot_for(game_id, level, seat)
    if not isinstance(bot, PlanSearch):
        raise ValueError(f"{level} is not a search level")
    return bot


def _plan(raw: Sequence[Any]) -> Plan:
    return tuple(Action.from_json(a) for a in raw)


def begin(state_json: dict[str, Any], level: str, seed: int) -> dict[str, Any]:
    """The decision's first step: ``{"action": ...}`` when no search is needed, else
    ``{"world": ..., "plans": [...], "budget": plays, "share": ..., "seed": ...}``
    (``budget``: the level's plays, or its ``share`` of them for a smaller choice, which
    ``share`` also asks of the level's seconds: ``PlanSearch.budget_for``; the workers
    share the plays: more workers make a decision sooner, not larger, so it is the
    decision of the level as measured)."""
    state = _state(state_json)
    seat = state.current_player
    if seat is None:
        raise ValueError("the game is over")
    rng = Rng(seed)
    world = state.determinize(seat, rng)
    bot = _bot(state.game_id, level, seat)
    actions = world.legal_actions()
    settled = bot.without_thought(world, seat, actions)
    if settled is not None:
        return {"action": settled.to_json()}
    plans = bot.planning.plans(world, seat, rng, math.inf)
    plans = plans[: bot.compared(len(plans))]
    if len(plans) < 2:
        action = plans[0][0] if plans else fallback(actions)
        if plans:
            bot.remember(world, seat, plans[0])
        return {"action": action.to_json()}
    return {"world": world.to_json(), "plans": [[a.to_json() for a in p] for p in plans],
            "budget": bot.budget_for(world).iterations, "share": bot.planning.share(world),
            "seed": rng.next_u64()}


def score(world_json: dict[str, Any], level: str, plans: Sequence[Sequence[Any]],
          seeds: Sequence[int], seconds: float = math.inf) -> dict[str, Any]:
    """The summed chances of each plan over the worlds of ``seeds`` played whole within
    ``seconds``, and how many were played."""
    world = _state(world_json)
    seat = world.current_player
    bot = _bot(world.game_id, level, seat)
    deadline = time.perf_counter() + seconds
    sums, played = bot.score_worlds(world, seat, [_plan(p) for p in plans], seeds, deadline)
    return {"sums": sums, "played": played}


def commit(world_json: dict[str, Any], level: str, plan: Sequence[Any]) -> dict[str, Any]:
    """Remember the chosen plan for the seat's next decisions; its first action."""
    world = _state(world_json)
    seat = world.current_player
    chosen = _plan(plan)
    _bot(world.game_id, level, seat).remember(world, seat, chosen)
    actions = world.legal_actions()
    return (chosen[0] if chosen[0] in actions else fallback(actions)).to_json()


def decide(state_json: dict[str, Any], level: str, seed: int, workers: int = 1) -> Action:
    """All three steps played here, the seeds of each round dealt out to ``workers``
    shares as a browser would: the bot's own choice, however many workers share it."""
    first = begin(state_json, level, seed)
    if "action" in first:
        return Action.from_json(first["action"])
    plans = first["plans"]
    halving = Halving(len(plans), first["budget"], Rng(first["seed"]))
    while (request := halving.next()) is not None:
        alive, seeds = request
        sums = [0.0] * len(alive)
        played = 0
        for k in range(workers):
            share = seeds[k::workers]
            if not share:
                continue
            answer = score(first["world"], level, [plans[i] for i in alive], share)
            sums = [a + b for a, b in zip(sums, answer["sums"], strict=True)]
            played += answer["played"]
        halving.report(sums, played)
    return Action.from_json(commit(first["world"], level, plans[halving.best()]))


__all__ = ["begin", "commit", "decide", "score"]
