"""Bot thinking time per whole turn, on the same positions in CPython and in Pyodide.

Positions are turn starts taken from seeded games of easy bots (every few turns, skipping
those with a single legal action); the bot under test then plays the whole turn from
there: every decision of that seat until another seat decides or the game ends. That is
what a player waits for. The same seed gives the same positions everywhere, so the
figures of the browser and of CPython compare directly. The site serves this file as
``perf/botspeed.py`` for the AI worker to load when asked to measure, so it imports
nothing but the engine.
"""

from __future__ import annotations

import time

from incagames import game, new_game
from incagames.core.bots import choose_action, make_bot
from incagames.core.rng import Rng
from incagames.core.state import State

STRIDE = 3
"""Take every third turn start of a game, so positions span the whole game."""


def positions(game_id: str, count: int, seed: int, players: int = 2) -> list[State]:
    """``count`` turn starts with a real choice, from easy-bot games dealt from ``seed``."""
    out: list[State] = []
    easy = make_bot("easy", game_id)
    turn_start = game(game_id).turn_start
    rng = Rng(seed)
    deal = seed
    while len(out) < count:
        state = new_game(game_id, players, deal)
        turns = 0
        while not state.is_over and len(out) < count:
            if turn_start is None or turn_start(state):
                if turns % STRIDE == 0 and len(state.legal_actions()) > 1:
                    out.append(state.clone())
                turns += 1
            state.apply(choose_action(easy, state, rng))
        deal += 1
    return out


def measure(game_id: str, level: str, turns: int, seed: int, untimed: bool = False
            ) -> dict[str, list[float]]:
    """Seconds, decisions and search iterations (plays; 0 for bots that do not search)
    of the ``level`` bot's whole turn from each of ``turns`` positions.

    ``untimed``: the search stops by its iterations only and the seconds are CPU seconds,
    so two versions of the engine whose play is the same do the same work: the way to
    tell whether a change made the bots slower (wall-clock budgets hide it in fewer
    iterations)."""
    clock = time.process_time if untimed else time.perf_counter
    rng = Rng(seed ^ 0xB07)
    times: list[float] = []
    decisions: list[float] = []
    iterations: list[float] = []
    for state in positions(game_id, turns, seed):
        bot = make_bot(level, game_id, timed=not untimed)
        seat = state.current_player
        elapsed = 0.0
        count = 0
        searched = 0.0
        while not state.is_over and state.current_player == seat:
            start = clock()
            action = choose_action(bot, state, rng)
            elapsed += clock() - start
            searched += float(getattr(bot, "last_iterations", 0))
            state.apply(action)
            count += 1
        times.append(elapsed)
        decisions.append(float(count))
        iterations.append(searched)
    return {"seconds": times, "decisions": decisions, "iterations": iterations}


def summary(times: list[float]) -> dict[str, float]:
    """Median, 95th percentile and maximum (nearest rank), in seconds."""
    ordered = sorted(times)
    if not ordered:
        return {"turns": 0, "p50": 0.0, "p95": 0.0, "max": 0.0}

    def rank(q: float) -> float:
        return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]
    return {"turns": len(ordered), "p50": round(rank(0.5), 4), "p95": round(rank(0.95), 4),
            "max": round(ordered[-1], 4)}
