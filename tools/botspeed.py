"""Bot thinking time per decision, on the same positions in CPython and in Pyodide.

Positions come from seeded games of easy bots (every few decisions, skipping those with a
single legal action, which cost nothing); the bot under test decides each one once. The
same seed gives the same positions everywhere, so the figures of the browser and of CPython
compare directly. The site serves this file as ``perf/botspeed.py`` for the AI worker to
load when asked to measure, so it imports nothing but the engine.
"""

from __future__ import annotations

import time

from incagames import new_game
from incagames.core.bots import choose_action, make_bot
from incagames.core.rng import Rng
from incagames.core.state import State

STRIDE = 7
"""Take every seventh decision of a game, so positions span the whole game."""


def positions(game_id: str, count: int, seed: int, players: int = 2) -> list[State]:
    """``count`` positions with a real choice, from easy-bot games dealt from ``seed``."""
    out: list[State] = []
    easy = make_bot("easy", game_id)
    rng = Rng(seed)
    deal = seed
    while len(out) < count:
        state = new_game(game_id, players, deal)
        step = 0
        while not state.is_over and len(out) < count:
            if step % STRIDE == 0 and len(state.legal_actions()) > 1:
                out.append(state.clone())
            state.apply(choose_action(easy, state, rng))
            step += 1
        deal += 1
    return out


def measure(game_id: str, level: str, decisions: int, seed: int) -> dict[str, list[float]]:
    """Seconds and search iterations (rollouts; 0 for bots that do not search) of the
    ``level`` bot on each of ``decisions`` positions."""
    bot = make_bot(level, game_id)
    rng = Rng(seed ^ 0xB07)
    times: list[float] = []
    iterations: list[float] = []
    for state in positions(game_id, decisions, seed):
        start = time.perf_counter()
        choose_action(bot, state, rng)
        times.append(time.perf_counter() - start)
        iterations.append(float(getattr(bot, "last_iterations", 0)))
    return {"seconds": times, "iterations": iterations}


def summary(times: list[float]) -> dict[str, float]:
    """Median, 95th percentile and maximum (nearest rank), in seconds."""
    ordered = sorted(times)
    if not ordered:
        return {"decisions": 0, "p50": 0.0, "p95": 0.0, "max": 0.0}

    def rank(q: float) -> float:
        return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]
    return {"decisions": len(ordered), "p50": round(rank(0.5), 4), "p95": round(rank(0.95), 4),
            "max": round(ordered[-1], 4)}
