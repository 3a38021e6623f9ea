"""Command line: ``python3 -m incagames simulate | tournament | bench | botspeed | replay``.

* ``simulate`` plays bot games and prints each ending and every seat's score breakdown.
* ``tournament`` plays seat-rotated bot games on all cores and prints win rates with 95%
  intervals and mean scores per bot level.
* ``botspeed`` prints each bot level's thinking time per decision (p50/p95).
* ``bench --json`` prints engine speed figures (never asserted by tests).
* ``replay FILE`` replays a save file and prints its log and result.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from . import GAMES, botspeed, game, new_game, tournament
from .core.bots import LEVELS, choose_action, levels_for, make_bot
from .core.match import Match, MatchError
from .core.rng import Rng
from .core.state import Outcome, State


def play_game(game_id: str, levels: list[str], seed: int) -> tuple[State, int]:
    """Play one complete bot game; return the final state and the number of decisions."""
    state = new_game(game_id, len(levels), seed)
    bots = [make_bot(level, game_id) for level in levels]
    rng = Rng(seed ^ 0x5EED)
    decisions = 0
    while not state.is_over:
        state.apply(choose_action(bots[state.current_player], state, rng))
        decisions += 1
    return state, decisions


def print_outcome(game_id: str, outcome: Outcome, names: list[str]) -> None:
    for r in outcome.results:
        print(f"  #{r.rank} seat {r.seat} {names[r.seat]:<7} "
              f"{game(game_id).breakdown(r.breakdown)}")


def cmd_simulate(args: argparse.Namespace) -> int:
    try:
        levels = parse_levels(args.bots or "easy", args.players, args.game)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    endings: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    start = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        state, decisions = play_game(args.game, levels, seed)
        outcome = state.outcome()
        endings[outcome.ending] += 1
        for seat in outcome.winners:
            wins[f"seat {seat} ({levels[seat]})"] += 1
        print(f"game {g + 1} seed {seed}: {outcome.ending} ({decisions} decisions)")
        print_outcome(args.game, outcome, levels)
    elapsed = time.perf_counter() - start
    print(f"\n{args.games} games in {elapsed:.1f} s; endings: "
          + ", ".join(f"{k} {v}" for k, v in sorted(endings.items())))
    print("wins (shared wins count for each): "
          + ", ".join(f"{k} {v}" for k, v in sorted(wins.items())))
    return 0


def _bench_game(game_id: str, players: int, seconds: float, seed: int) -> dict[str, Any]:
    """Random playouts for ``seconds``, applied with ``apply_legal`` as bots do; then the
    cost of the validating ``apply`` (human input, saved games), of ``apply_legal`` and of
    ``clone`` on a recorded game."""
    games = decisions = 0
    t0 = time.perf_counter()
    rng = Rng(seed)
    while time.perf_counter() - t0 < seconds or games == 0:
        state = new_game(game_id, players, seed + games)
        while not state.is_over:
            state.apply_legal(rng.choice(state.legal_actions()))  # type: ignore[attr-defined]
            decisions += 1
        games += 1
    elapsed = time.perf_counter() - t0
    # apply, apply_legal and clone alone, on a recorded game
    state = new_game(game_id, players, seed)
    trace = []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        trace.append(action)
        state.apply_legal(action)  # type: ignore[attr-defined]
    replay = new_game(game_id, players, seed)
    t1 = time.perf_counter()
    for action in trace:
        replay.apply(action)
    apply_us = (time.perf_counter() - t1) / len(trace) * 1e6
    replay = new_game(game_id, players, seed)
    t1 = time.perf_counter()
    for action in trace:
        replay.apply_legal(action)  # type: ignore[attr-defined]
    apply_legal_us = (time.perf_counter() - t1) / len(trace) * 1e6
    replay = new_game(game_id, players, seed)
    clone_total = 0.0
    for action in trace:
        t2 = time.perf_counter()
        for _ in range(20):
            replay.clone()
        clone_total += time.perf_counter() - t2
        replay.apply(action)
    bench_extra = game(game_id).bench_extra
    extra = bench_extra(players, seed) if bench_extra else {}
    return {
        **extra,
        "game": game_id,
        "players": players,
        "random_games_per_second": round(games / elapsed, 1),
        "ms_per_random_game": round(elapsed / games * 1000, 2),
        "decisions_per_game": round(decisions / games, 1),
        "apply_us": round(apply_us, 1),
        "apply_legal_us": round(apply_legal_us, 1),
        "clone_us": round(clone_total / (20 * len(trace)) * 1e6, 1),
        "games": games,
    }


def cmd_bench(args: argparse.Namespace) -> int:
    games = [args.game] if args.game else list(GAMES)
    results = []
    for game_id in games:
        low, high = GAMES[game_id].players
        counts = sorted({low, 4 if high >= 4 else high, high})
        for players in counts:
            results.append(_bench_game(game_id, players, args.seconds, args.seed))
    report = {"python": sys.version.split()[0], "results": results}
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for r in results:
            listing = (f", listing at turn start {r['turn_start_listing_ms']} ms"
                       if "turn_start_listing_ms" in r else "")
            print(f"{r['game']} {r['players']}p: {r['random_games_per_second']} random games/s "
                  f"({r['ms_per_random_game']} ms each), {r['decisions_per_game']} decisions, "
                  f"apply {r['apply_us']} us (apply_legal {r['apply_legal_us']} us), "
                  f"clone {r['clone_us']} us{listing}")
    return 0


def parse_levels(text: str, players: int, game_id: str) -> list[str]:
    """Bot levels or strategy bots, one per seat (a single one fills every seat);
    ValueError when bad."""
    levels = [b.strip() for b in text.split(",") if b.strip()]
    if len(levels) == 1:
        levels *= players
    if len(levels) != players:
        raise ValueError(f"{players} players need {players} bots, got {len(levels)}")
    known = levels_for(game_id)
    for level in levels:
        if level not in known:
            raise ValueError(f"unknown bot {level!r}; known: {', '.join(known)}")
    return levels


def cmd_tournament(args: argparse.Namespace) -> int:
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
        levels = parse_levels(args.bots, args.players, args.game)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    play_tournament(args.game, levels, args.games, args.seed, args.jobs, args.verbose, record,
                    not args.untimed)
    return 0


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
    print(f"{'bot':<8}{'games':>6}{'wins':>7}{'win rate':>10}  {'95% interval':<14}"
          f"{'mean score':>11}")
    for row in tournament.standings(results):
        low, high = row.interval()
        print(f"{row.level:<8}{row.games:>6}{row.wins:>7.1f}{row.win_rate:>10.1%}  "
              f"{f'{low:.0%}-{high:.0%}':<14}{row.score / row.seats:>11.1f}")
    print_sources(game_id, tournament.standings(results))
    endings = Counter(r.ending for r in results)
    for label, kind in game(game_id).game_report:
        total = sum(r.kinds.get(kind, 0) for r in results)
        games_with = sum(1 for r in results if r.kinds.get(kind, 0))
        print(f"{label}: {total / len(results):.2f} (in {games_with} of {len(results)} games)")
    print(f"endings: {', '.join(f'{k} {v}' for k, v in sorted(endings.items()))}; "
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
    print("\n| players: bots | games | win rate of the first | 95% interval | mean score, "
          "first vs the others | endings | "
          + " | ".join(label for label, _, _ in game(args.game).suite_extra) + " |")
    print("|" + "---|" * (6 + len(game(args.game).suite_extra)))
    for row in rows:
        print(row)
    return 0


def suite_row(game_id: str, pairing: tournament.Pairing,
              results: list[tournament.GameResult]) -> str:
    """One markdown row of the strength table."""
    table = {row.level: row for row in tournament.standings(results)}
    first = table[pairing.bots[0]]
    others = [row for level, row in table.items() if level != pairing.bots[0]]
    if pairing.mirror:
        rate, interval = "(all the same bot)", ""
        scores = f"{first.score / first.seats:.1f} per seat"
    else:
        low, high = first.interval()
        rate, interval = f"{first.level} {first.win_rate:.1%}", f"{low:.0%}–{high:.0%}"
        rest = sum(r.score for r in others) / max(1, sum(r.seats for r in others))
        scores = f"{first.score / first.seats:.1f} vs {rest:.1f}"
    endings = Counter(r.ending for r in results)
    cells = [f"{pairing.players}: {','.join(pairing.bots)}", str(len(results)), rate,
             interval, scores, ", ".join(f"{k} {v}" for k, v in sorted(endings.items()))]
    for _label, kinds, per in game(game_id).suite_extra:
        if per == "seat":
            cells.append(", ".join(
                f"{row.level} {sum(row.mean(k) for k in kinds.split('+')):.1f}"
                for row in (first, *others)))
        else:
            total = sum(r.kinds.get(kinds, 0) for r in results)
            with_one = sum(1 for r in results if r.kinds.get(kinds, 0))
            cells.append(f"{total / len(results):.1f} ({with_one} of {len(results)})")
    return "| " + " | ".join(cells) + " |"


def print_sources(game_id: str, rows: list[tournament.Standing]) -> None:
    """Mean per seat of each level's score sources and counted events."""
    labels = game(game_id).report
    print("mean per seat: " + " | ".join(label for label, _ in labels))
    for row in rows:
        values = [sum(row.mean(k) for k in keys.split("+")) for _, keys in labels]
        print(f"  {row.level:<10}" + " | ".join(f"{v:.1f}" for v in values))


def cmd_botspeed(args: argparse.Namespace) -> int:
    games = [args.game] if args.game else list(GAMES)
    levels = [b.strip() for b in args.bots.split(",")] if args.bots else ["easy", "normal",
                                                                         "hard"]
    rows = []
    for game_id in games:
        for level in levels:
            if level not in levels_for(game_id):
                print(f"error: unknown bot {level!r}; known: "
                      f"{', '.join(levels_for(game_id))}", file=sys.stderr)
                return 2
            figures = botspeed.measure(game_id, level, args.decisions, args.seed)
            iterations = figures["iterations"]
            rows.append({"game": game_id, "level": level, **botspeed.summary(figures["seconds"]),
                         "iterations": round(sum(iterations) / max(1, len(iterations)), 1)})
    if args.json:
        print(json.dumps({"python": sys.version.split()[0], "results": rows}, indent=2))
    else:
        for r in rows:
            print(f"{r['game']:<13} {r['level']:<7} p50 {r['p50']:.3f} s  p95 {r['p95']:.3f} s"
                  f"  max {r['max']:.3f} s  {r['iterations']:.0f} iterations"
                  f"  ({r['decisions']} decisions)")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        with open(args.file, encoding="utf-8") as fh:
            match = Match.loads(fh.read())
    except (OSError, MatchError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for event in match.log:
        print(json.dumps(event))
    if match.state.is_over:
        print_outcome(match.game_id, match.state.outcome(), [s.name for s in match.seats])
    else:
        print(f"in progress: seat {match.state.current_player} to decide")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="incagames", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play bot games and print the results")
    sim.add_argument("--game", choices=sorted(GAMES), default=next(iter(GAMES)))
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--bots", default="", help="comma-separated levels, one per seat: "
                     + ", ".join(LEVELS) + " or a strategy bot of the game")
    sim.add_argument("--seed", type=int, default=1)
    sim.set_defaults(func=cmd_simulate)
    bench = sub.add_parser("bench", help="print engine speed figures")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--game", choices=sorted(GAMES))
    bench.add_argument("--seconds", type=float, default=3.0,
                       help="random playouts per player count (default 3)")
    bench.add_argument("--seed", type=int, default=1)
    bench.set_defaults(func=cmd_bench)
    tour = sub.add_parser("tournament", help="seat-rotated bot games with win rates")
    tour.add_argument("--game", choices=sorted(GAMES), default=next(iter(GAMES)))
    tour.add_argument("--players", type=int, default=2)
    tour.add_argument("--bots", default="normal,easy", help="comma-separated levels, one "
                      "per seat, rotated every game: " + ", ".join(LEVELS)
                      + " or a strategy bot of the game")
    tour.add_argument("--games", type=int, default=20)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--jobs", type=int, default=None,
                      help="processes (default: all cores)")
    tour.add_argument("--verbose", action="store_true", help="print every game")
    tour.add_argument("--suite", action="store_true",
                      help="the README's strength table: every pairing of "
                           "tournament.suite (hard vs normal, the search levels vs each "
                           "strategy bot, 4-player tables), --games games for 2 players "
                           "and --games4 for 4")
    tour.add_argument("--games4", type=int, default=40,
                      help="games of each 4-player table of --suite (default 40)")
    tour.add_argument("--only", default="",
                      help="with --suite: comma-separated pairing numbers to play")
    tour.add_argument("--untimed", action="store_true",
                      help="search bots stop by iterations only, without the browser's time "
                           "limits: the same games on any machine and under any load")
    tour.add_argument("--record", default="",
                      help="a file of finished games (JSON lines): games it holds are not "
                           "played again and new ones are added, so a long run can stop "
                           "and go on")
    tour.set_defaults(func=cmd_tournament)
    speed = sub.add_parser("botspeed", help="print bot thinking time per decision")
    speed.add_argument("--game", choices=sorted(GAMES))
    speed.add_argument("--bots", default="", help="levels (default easy,normal,hard)")
    speed.add_argument("--decisions", type=int, default=40)
    speed.add_argument("--seed", type=int, default=1)
    speed.add_argument("--json", action="store_true")
    speed.set_defaults(func=cmd_botspeed)
    rep = sub.add_parser("replay", help="replay a save file and print its log")
    rep.add_argument("file")
    rep.set_defaults(func=cmd_replay)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command in ("simulate", "tournament"):
        low, high = GAMES[args.game].players
        if not low <= args.players <= high:
            print(f"error: {args.game} is for {low} to {high} players", file=sys.stderr)
            return 2
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
