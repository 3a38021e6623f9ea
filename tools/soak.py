"""The soak: many seeded games with every law checked after every action, for the nights
before a release (not in CI).

    python3 build.py soak --game cuzco --random 200 --bots 10 --jobs 2

plays, per game (``--game`` one game or ``all``), ``--random`` games of random bots and
``--bots`` games of bots of the ``--levels`` (taken in turn; untimed, so a seed replays
the same game), over every player count in turn. After every action the position must
keep every law (``core.laws``: the game's conservation laws and a decision to make while
the game goes on); every ``--every`` actions and at the end, its JSON must load back
(``state_from_json``, with the laws) into an equal position. It prints the games, actions,
failures and time per game and kind of bot, and the first failures with the seed that
replays each; the exit status is 1 when anything failed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

import incagames
from incagames.core import Rng
from incagames.core.bots import choose_action, make_bot
from incagames.core.laws import broken_laws

MAX_ACTIONS = 20_000
"""A game still going after this many actions is a failure (it would never end)."""


@dataclass(frozen=True)
class Task:
    game: str
    players: int
    seed: int
    level: str
    every: int


@dataclass
class Result:
    task: Task
    actions: int = 0
    seconds: float = 0.0
    failure: str = ""


@dataclass
class Tally:
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    failures: list[Result] = field(default_factory=list)


def _round_trip(state: incagames.State) -> str:
    data = state.to_json()
    try:
        again = incagames.state_from_json(json.loads(json.dumps(data)))
    except ValueError as exc:
        return f"its JSON does not load: {exc}"
    return "" if again.to_json() == data else "its JSON loads into another position"


def play(task: Task) -> Result:
    """One game of the task, checked all along; the first failure ends it."""
    result = Result(task)
    start = time.perf_counter()
    state = incagames.new_game(task.game, task.players, task.seed)
    bots = [make_bot(task.level, task.game, timed=False) for _ in range(task.players)]
    rng = Rng(task.seed)
    try:
        while True:
            problems = broken_laws(state)
            if not problems and (result.actions % task.every == 0 or state.is_over):
                problems = [p] if (p := _round_trip(state)) else []
            if problems:
                result.failure = f"after {result.actions} actions: {'; '.join(problems)}"
                break
            if state.is_over:
                break
            if result.actions >= MAX_ACTIONS:
                result.failure = f"no end after {MAX_ACTIONS} actions"
                break
            seat = state.current_player
            assert seat is not None
            state.apply(choose_action(bots[seat], state, rng))
            result.actions += 1
    except Exception as exc:  # a crash is a failure to report, not the end of the soak
        result.failure = f"at action {result.actions + 1}: {type(exc).__name__}: {exc}"
    result.seconds = time.perf_counter() - start
    return result


def tasks(game_id: str, random_games: int, bot_games: int, levels: list[str], every: int,
          seed: int) -> Iterator[Task]:
    low, high = incagames.GAMES[game_id].players
    counts = list(range(low, high + 1))
    for i in range(random_games):
        yield Task(game_id, counts[i % len(counts)], seed + i, "random", every)
    for i in range(bot_games):
        yield Task(game_id, counts[i % len(counts)], seed + 1_000_000 + i,
                   levels[i % len(levels)], every)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py soak", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="all", help="a game id, or all (default)")
    parser.add_argument("--random", type=int, default=100, help="random-bot games per game")
    parser.add_argument("--bots", type=int, default=10, help="bot games per game")
    parser.add_argument("--levels", default="easy,normal",
                        help="the bots' levels, taken in turn (default easy,normal)")
    parser.add_argument("--every", type=int, default=25,
                        help="a JSON round trip every this many actions (default 25)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="the first seed (default 1)")
    args = parser.parse_args(argv)
    games = list(incagames.GAMES) if args.game == "all" else [args.game]
    for game_id in games:
        incagames.game(game_id)  # an unknown id: ValueError naming the known ones
    levels = [level for level in args.levels.split(",") if level]
    work = [t for g in games for t in tasks(g, args.random, args.bots, levels,
                                            max(1, args.every), args.seed)]
    tallies: dict[tuple[str, str], Tally] = {}
    start = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(play, work, chunksize=4))
    else:
        results = [play(t) for t in work]
    for r in results:
        tally = tallies.setdefault((r.task.game, r.task.level), Tally())
        tally.games += 1
        tally.actions += r.actions
        tally.seconds += r.seconds
        if r.failure:
            tally.failures.append(r)
    failures = 0
    for (game_id, level), t in tallies.items():
        failures += len(t.failures)
        print(f"{game_id:14} {level:8} {t.games:6} games {t.actions:10,} actions "
              f"{len(t.failures):4} failures {t.seconds:9.1f} s "
              f"({t.seconds / max(1, t.games):.3f} s a game)")
        for r in t.failures[:5]:
            print(f"    {r.task.players} players, seed {r.task.seed}: {r.failure}")
    print(f"in all: {len(results)} games, {sum(r.actions for r in results):,} actions, "
          f"{failures} failures, {time.perf_counter() - start:.1f} s wall time "
          f"with {args.jobs} job(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
