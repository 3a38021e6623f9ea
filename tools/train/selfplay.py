"""Self-play games recorded for training: each game is its deal seed, the bots seated and
every action, so positions are replayed from it at fit time and the features can change
without playing again. The file is JSON lines; games already in it are not played again,
so a run of hours can stop and go on with the same command."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from incagames import new_game
from incagames.core.bots import choose_action, make_bot
from incagames.core.rng import Rng


@dataclass(frozen=True)
class Table:
    """One self-play game to play: its index in the run, players and the bots seated."""

    index: int
    players: int
    levels: tuple[str, ...]
    seed: int


def tables(game_id: str, games: int, seed: int, counts: tuple[int, ...],
           levels: tuple[str, ...]) -> list[Table]:
    """The run's games: player counts taken in turn from ``counts``, every seat played by
    a level drawn from ``levels`` (seeded), deal seeds ``seed * 100_000 + index``."""
    rng = Rng(seed)
    out = []
    for index in range(games):
        n = counts[index % len(counts)]
        seated = tuple(levels[rng.randbelow(len(levels))] for _ in range(n))
        out.append(Table(index, n, seated, seed * 100_000 + index))
    return out


def play(game_id: str, table: Table) -> dict:
    """Play one table untimed (the same game on any machine) and return its record."""
    state = new_game(game_id, table.players, table.seed)
    bots = [make_bot(level, game_id, timed=False) for level in table.levels]
    rng = Rng(table.seed * 31 + 7)
    actions = []
    while not state.is_over:
        action = choose_action(bots[state.current_player], state, rng)
        state.apply(action)
        actions.append(action.to_json())
    outcome = state.outcome()
    return {"game": game_id, "index": table.index, "players": table.players,
            "levels": list(table.levels), "seed": table.seed, "actions": actions,
            "scores": list(outcome.scores), "ending": outcome.ending}


def recorded(path: Path) -> dict[int, dict]:
    """The games a record file holds, by index (unreadable lines are skipped)."""
    out: dict[int, dict] = {}
    if not path.exists():
        return out
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            try:
                data = json.loads(line)
                out[int(data["index"])] = data
            except (ValueError, KeyError, TypeError):
                continue
    return out


def run(game_id: str, todo: list[Table], path: Path, jobs: int | None = None
        ) -> Iterator[dict]:
    """Play the tables not yet in ``path`` on ``jobs`` processes, appending each game to
    the file as it finishes."""
    done = recorded(path)
    todo = [t for t in todo if t.index not in done]
    jobs = jobs or os.cpu_count() or 1
    path.parent.mkdir(parents=True, exist_ok=True)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play, game_id, t) for t in todo]
        for future in futures:
            game = future.result()
            with path.open("a", encoding="utf-8") as out:
                out.write(json.dumps(game, separators=(",", ":")) + "\n")
            yield game
