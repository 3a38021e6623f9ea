"""Training rows from recorded self-play games: each game is replayed from its seed and
actions, and at every position the game's ``ai.learned.sample`` picks (a seat's turn
start) every seat's features are taken with what the model is to predict, read from the
game's end: the seat's margin over the table's mean final score, and that mean
(``core.learned``)."""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

from incagames import game, new_game
from incagames.core.actions import Action
from incagames.core.learned import MARGIN, MEAN

HELD_OUT = 5
"""Every fifth game is held out to judge the fit (the rows of a game stay together)."""


def learned_module(game_id: str) -> ModuleType:
    """The game's ``ai.learned`` module (names, features, progress, sample, targets)."""
    package = game(game_id).state.__module__.rpartition(".")[0]
    return importlib.import_module(f"{package}.ai.learned")


@dataclass
class Rows:
    """Features and targets, one row per seat and sampled position."""

    names: tuple[str, ...]
    table: tuple[str, ...]
    """The features every seat shares (what the table's mean is fitted on)."""
    x: list[list[float]] = field(default_factory=list)
    t: list[float] = field(default_factory=list)
    y: dict[str, list[float]] = field(default_factory=lambda: {MARGIN: [], MEAN: []})
    score: list[float] = field(default_factory=list)
    """The seat's final score."""
    game: list[int] = field(default_factory=list)
    """The game a row comes from (held-out data is split by game)."""
    position: list[int] = field(default_factory=list)
    """The position within its game (rows of one position compare seats)."""
    won: list[float] = field(default_factory=list)
    """The row's seat's share of the win."""
    baseline: list[float] = field(default_factory=list)
    """The hand-made evaluation's estimate of the same score, to compare with."""
    games: int = 0


def read_games(paths: Iterable[Path]) -> list[dict]:
    """Every game recorded in these files (unreadable lines skipped)."""
    out = []
    for path in paths:
        if not path.exists():
            continue
        with path.open(encoding="utf-8") as lines:
            for line in lines:
                try:
                    out.append(json.loads(line))
                except ValueError:
                    continue
    return out


def tournament_games(paths: Iterable[Path], game_id: str) -> list[dict]:
    """The games of tournament records (``tools.tournament``) of this game that keep their
    actions, as self-play records (players, seed, actions); older records without
    actions are skipped."""
    out = []
    for line in read_games(paths):
        result = line.get("result") if isinstance(line, dict) else None
        if not isinstance(result, dict) or line.get("game") != game_id \
                or not result.get("actions") or not result.get("levels") \
                or "seed" not in result:
            continue
        out.append({"players": len(result["levels"]), "seed": result["seed"],
                    "actions": result["actions"]})
    return out


def build(game_id: str, games: list[dict], baseline=None) -> Rows:
    """Replay the games into rows (``baseline(state)``: the hand-made estimates)."""
    learned = learned_module(game_id)
    rows = Rows(tuple(learned.NAMES), tuple(learned.TABLE))
    for number, record in enumerate(games):
        state = new_game(game_id, int(record["players"]), int(record["seed"]))
        start = len(rows.x)
        position = 0
        for raw in record["actions"]:
            if learned.sample(state):
                t = learned.progress(state)
                base = baseline(state) if baseline else [0.0] * state.num_players
                for q in range(state.num_players):
                    rows.x.append(learned.features(state, q))
                    rows.t.append(t)
                    rows.game.append(number)
                    rows.position.append(position)
                    rows.baseline.append(float(base[q]))
                position += 1
            state.apply(Action.from_json(raw))
        winners = state.outcome().winners
        n = state.num_players
        scores = [learned.targets(state, q)["score"] for q in range(n)]
        mean = sum(scores) / n
        for k in range(start, len(rows.x)):
            q = (k - start) % n
            rows.y[MARGIN].append(scores[q] - mean)
            rows.y[MEAN].append(mean)
            rows.score.append(scores[q])
            rows.won.append(1.0 / len(winners) if q in winners else 0.0)
        rows.games += 1
    return rows
