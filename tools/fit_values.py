"""Fit Machu Picchu's search value (heuristics.WEIGHTS) to the final scores of bot games.

Development tool (needs numpy): ``PYTHONPATH=engine python3 tools/fit_values.py``. It plays
easy-bot games, records every seat's ``features`` at the start of each turn, and fits the
seat's final score by least squares; paste the printed weights into heuristics.WEIGHTS.
"""

from __future__ import annotations

import argparse

import numpy as np

from incagames import new_game
from incagames.core.bots import choose_action, make_bot
from incagames.core.rng import Rng
from incagames.machupicchu.heuristics import FEATURES, features


def collect(games: int, players: int, seed: int) -> tuple[list[list[float]], list[float]]:
    rows: list[list[float]] = []
    targets: list[float] = []
    easy = make_bot("easy", "machu-picchu")
    for g in range(games):
        state = new_game("machu-picchu", players, seed + g)
        rng = Rng(seed + g)
        seen: list[tuple[int, list[float]]] = []
        while not state.is_over:
            if state.phase == "turn":
                for q in range(players):
                    seen.append((q, features(state, q)))
            state.apply(choose_action(easy, state, rng))
        scores = state.outcome().scores
        for q, f in seen:
            rows.append(f)
            targets.append(scores[q])
    return rows, targets


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    rows: list[list[float]] = []
    targets: list[float] = []
    for players in (2, 3, 4):
        r, t = collect(args.games, players, args.seed + 10_000 * players)
        rows += r
        targets += t
    x = np.array(rows)
    y = np.array(targets)
    w, *_ = np.linalg.lstsq(x, y, rcond=None)
    residual = y - x @ w
    print(f"{len(y)} rows; residual sd {residual.std():.2f} VP (target sd {y.std():.2f})")
    for name, weight in zip(FEATURES, w, strict=True):
        print(f"  {name:<14} {weight:8.3f}")
    print("WEIGHTS = (" + ", ".join(f"{v:.3f}" for v in w) + ")")


if __name__ == "__main__":
    main()
