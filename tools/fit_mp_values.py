"""Fit Machu Picchu's search value (machupicchu/values.py) to the final scores of games
between strategy bots.

Development tool (needs numpy): ``PYTHONPATH=engine python3 tools/fit_mp_values.py``.
It plays games between the quick greedy bots the search uses in its rollouts (each seat
a builder or a gold player, now and then a random move so that more positions are seen),
records every seat's ``evaluation.features`` at the start of each turn and fits the
seat's final score by ridge regression; paste the printed line into values.py.
"""

from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from incagames import new_game
from incagames.core.bots import choose_action
from incagames.core.rng import Rng
from incagames.machupicchu.evaluation import BUILDER, FEATURES, GOLD, features
from incagames.machupicchu.strategy import Planner


def play(args: tuple[int, int, float]) -> tuple[list[list[float]], list[float]]:
    """One game: (features of every seat at every turn start, that seat's final score)."""
    seed, players, noise = args
    rng = Rng(seed)
    bots = [Planner("rollout", GOLD if rng.random() < 0.3 else BUILDER, foresight=0.0,
                    lookahead=4) for _ in range(players)]
    state = new_game("machu-picchu", players, seed)
    seen: list[tuple[int, list[float]]] = []
    while not state.is_over:
        if state.phase == "turn":
            for q, row in enumerate(features(state)):
                seen.append((q, row))
            if rng.random() < noise:
                state.apply(rng.choice(state.legal_actions()))
                continue
        state.apply(choose_action(bots[state.current_player], state, rng))
    scores = state.outcome().scores
    return [row for _q, row in seen], [float(scores[q]) for q, _row in seen]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200, help="games per player count")
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--noise", type=float, default=0.05)
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    tasks = [(args.seed + 1000 * players + g, players, args.noise)
             for players in (2, 3, 4) for g in range(args.games)]
    rows: list[list[float]] = []
    targets: list[float] = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for r, t in pool.map(play, tasks, chunksize=4):
            rows += r
            targets += t
    x = np.array(rows)
    y = np.array(targets)
    scale = x.std(axis=0) + 1e-9
    scale[FEATURES.index("one")] = 1.0
    xs = x / scale
    w = np.linalg.solve(xs.T @ xs + args.ridge * np.eye(len(FEATURES)), xs.T @ y) / scale
    fit = x @ w
    print(f"{len(y)} rows; residual sd {np.std(y - fit):.2f} (target sd {y.std():.2f}); "
          f"hand estimate alone: residual sd {np.std(y - x[:, FEATURES.index('estimate')]):.2f}")
    for name, weight in zip(FEATURES, w, strict=True):
        print(f"  {name:<18} {weight:8.3f}")
    print("WEIGHTS = (" + ", ".join(f"{v:.4f}" for v in w) + ")")


if __name__ == "__main__":
    main()
