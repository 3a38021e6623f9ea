"""The tournament command (``python3 build.py tournament …``): seat-rotated bot games on all
cores, printed as win rates with 95% intervals and mean scores per bot level, or with
``--suite`` every pairing of the README's strength table."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from incagames import GAMES
from incagames.__main__ import parse_levels
from incagames.core.bots import LEVELS

from . import tournament
from .league import is_frozen
from .tournament_report import endings, print_standings, suite_header, suite_row


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="build.py tournament", description=__doc__)
    parser.add_argument("--game", choices=sorted(GAMES), default=next(iter(GAMES)))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="normal,easy", help="comma-separated levels, one "
                        "per seat, rotated every game: " + ", ".join(LEVELS)
                        + " or a strategy bot of the game; a search level with k "
                        "times its plays: expert@2 (with --untimed)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=None,
                        help="processes (default: all cores)")
    parser.add_argument("--verbose", action="store_true", help="print every game")
    parser.add_argument("--suite", action="store_true",
                        help="the README's strength table: every pairing of "
                             "tournament.suite (hard vs normal, the search levels vs each "
                             "strategy bot, 4-player tables), --games games for 2 players "
                             "and --games4 for 4")
    parser.add_argument("--games4", type=int, default=40,
                        help="games of each 4-player table of --suite (default 40)")
    parser.add_argument("--only", default="",
                        help="with --suite: comma-separated pairing numbers to play")
    parser.add_argument("--untimed", action="store_true",
                        help="search bots stop by iterations only, without the browser's "
                             "time limits: the same games on any machine and under any load")
    parser.add_argument("--record", default="",
                        help="a file of finished games (JSON lines): games it holds are not "
                             "played again and new ones are added, so a long run can stop "
                             "and go on")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    low, high = GAMES[args.game].players
    if not low <= args.players <= high:
        print(f"error: {args.game} is for {low} to {high} players", file=sys.stderr)
        return 2
    if args.games < 1 or args.games4 < 1 or (args.jobs is not None and args.jobs < 1):
        print("error: --games, --games4 and --jobs must be at least 1", file=sys.stderr)
        return 2
    record = tournament.Record(Path(args.record)) if args.record else None
    if record and record.path.is_dir():
        print(f"error: --record {args.record} is a folder", file=sys.stderr)
        return 2
    if args.suite:
        return run_suite(args, record)
    try:
        levels = bot_names(args.bots, args.players, args.game)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    play_tournament(args.game, levels, args.games, args.seed, args.jobs, args.verbose, record,
                    not args.untimed)
    return 0


def bot_names(text: str, players: int, game_id: str) -> list[str]:
    """The bots seated, one per seat (``parse_levels``), also earlier versions of the
    engine's bots (``git:<rev>:<level>``, checked when first played)."""
    names = [b.strip() for b in text.split(",") if b.strip()]
    frozen = {i: n for i, n in enumerate(names) if is_frozen(n)}
    today = parse_levels(",".join(n if i not in frozen else "random"
                                  for i, n in enumerate(names)), players, game_id)
    return [frozen.get(i, n) for i, n in enumerate(today)]


def play_tournament(game_id: str, levels: list[str], games: int, seed: int,
                    jobs: int | None, verbose: bool, record: tournament.Record | None = None,
                    timed: bool = True) -> list[tournament.GameResult]:
    """Play and print one seat-rotated tournament; return its games. With a ``record``,
    the games it already holds are taken from it and each new one is added to it."""
    print(f"{game_id}, {len(levels)} players, {games} games, seats rotated: "
          + ", ".join(levels) + ("" if timed else " (untimed)"), flush=True)
    start = time.perf_counter()
    done = record.load(game_id, levels, seed, timed) if record else {}
    results = [done[i] for i in range(games) if i in done]
    if record and (results or record.unreadable):
        print(f"{len(results)} games from {record.path}"
              + (f" ({record.unreadable} unreadable lines skipped)" if record.unreadable
                 else ""), flush=True)
    todo = [i for i in range(games) if i not in done]
    for result in tournament.run(game_id, levels, todo, seed, jobs, timed):
        if record:
            record.add(game_id, levels, seed, result, timed)
        results.append(result)
        if verbose:
            pairs = zip(result.levels, result.scores, strict=True)
            seats = ", ".join(f"{lv} {sc:g}" for lv, sc in pairs)
            print(f"game {result.index + 1} seed {result.seed}: {result.ending}: {seats}",
                  flush=True)
    elapsed = time.perf_counter() - start
    print_standings(game_id, results)
    print(f"endings: {endings(results)}; "
          f"{elapsed:.0f} s on {jobs or os.cpu_count()} processes", flush=True)
    return results


def run_suite(args: argparse.Namespace, record: tournament.Record | None = None) -> int:
    """Every pairing of ``tournament.suite`` (or those ``--only`` picks), each printed as
    it finishes, then one table row per pairing for the README."""
    pairings = tournament.suite(args.game, args.games, args.games4)
    picked = range(len(pairings))
    if args.only:
        try:
            picked = [int(i) for i in args.only.split(",")]
            if any(not 0 <= i < len(pairings) for i in picked):
                raise ValueError
        except ValueError:
            print(f"error: --only takes pairing numbers 0 to {len(pairings) - 1}",
                  file=sys.stderr)
            return 2
    rows = []
    for i in picked:
        pairing = pairings[i]
        print(f"\n[{i}] ", end="")
        results = play_tournament(args.game, list(pairing.bots), pairing.games, args.seed,
                                  args.jobs, args.verbose, record, not args.untimed)
        rows.append(suite_row(args.game, pairing, results))
    print("\n" + suite_header(args.game))
    for row in rows:
        print(row)
    return 0


if __name__ == "__main__":
    sys.exit(main())
