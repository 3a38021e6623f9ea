"""Command line: ``python3 -m incagames simulate | bench | replay | review``.

* ``simulate`` plays bot games and prints each ending and every seat's score breakdown.
* ``bench --json`` prints engine speed figures (never asserted by tests).
* ``replay FILE`` replays a save file and prints its log and result.
* ``review FILE [--seat N]`` prints a seat's game review: the hard bot's judgement of its
  every choice, every seat's chance of winning over the game and the biggest swings.

Tournaments and bot timing are developer tools outside the engine package
(``python3 build.py tournament | botspeed``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from typing import Any

from . import GAMES, game, new_game
from .core.bots import LEVELS, choose_action, levels_for, make_bot, with_plays
from .core.match import Match, MatchError
from .core.review import Review, action_text, analyse
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
        if with_plays(level)[0] not in known:
            raise ValueError(f"unknown bot {level!r}; known: {', '.join(known)}")
    return levels


def load_save(path: str) -> Match | None:
    """The match of a save file; None, with the reason on stderr, when it cannot be read."""
    try:
        with open(path, encoding="utf-8") as fh:
            return Match.loads(fh.read())
    except (OSError, MatchError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return None


def cmd_replay(args: argparse.Namespace) -> int:
    match = load_save(args.file)
    if match is None:
        return 2
    for event in match.log:
        print(json.dumps(event))
    if match.state.is_over:
        print_outcome(match.game_id, match.state.outcome(), [s.name for s in match.seats])
    else:
        print(f"in progress: seat {match.state.current_player} to decide")
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    match = load_save(args.file)
    if match is None:
        return 2
    names = [s.name for s in match.seats]
    seat = args.seat if args.seat is not None else next(
        (i for i, s in enumerate(match.seats) if s.is_human), 0)
    if not 0 <= seat < len(names):
        print(f"error: there is no seat {seat} (seats 0 to {len(names) - 1})", file=sys.stderr)
        return 2
    review = analyse(match, seat, progress=lambda done, units: print(
        f"\rjudged {done} of {units}", end="", file=sys.stderr, flush=True))
    print(file=sys.stderr)
    if args.json:
        print(json.dumps(review.to_json(), indent=1))
        return 0
    print_review(match, review, names)
    return 0


def print_review(match: Match, review: Review, names: list[str]) -> None:
    """The review as text: a line per judged choice, the chances over the game, the swings."""
    def moves(actions: tuple, short: bool = True) -> str:
        text = "; ".join(action_text(a) for a in actions)
        return text if len(text) <= 46 or not short else text[:45] + "…"

    seat = review.seat
    print(f"{game(match.game_id).name}, {len(names)} players: review of seat {seat} "
          f"({names[seat]}) by the {review.level} bot, {len(review.verdicts)} choices judged")
    print(f"{'move':>5}  {'played':<46}  {'chance':>11}  {'score':>11}  the bot's choice")
    for v in review.verdicts:
        bot = "(the same)" if v.agrees else moves(v.best)
        print(f"{v.start + 1:>5}  {moves(v.played):<46}  "
              f"{v.chance_best:>4.0%} → {v.chance_played:<4.0%}  "
              f"{v.score_best:>4.1f} → {v.score_played:<4.1f}  {bot}")
    print("\nEvery seat's chance of winning after each judged choice:")
    print(f"{'move':>5}  " + "  ".join(f"{n[:8]:>8}" for n in names))
    for v in review.verdicts:
        print(f"{v.start + 1:>5}  " + "  ".join(f"{c:>8.0%}" for c in v.chances))
    if match.state.is_over:
        print(f"\nFinal result ({match.state.outcome().ending}):")
        print_outcome(match.game_id, match.state.outcome(), names)
    swings = review.swings()
    print("\nBiggest swings:" if swings else "\nNo choice cost as much as 2% of a win.")
    for i, v in enumerate(swings, 1):
        print(f"  {i}. move {v.start + 1}: lost {v.loss:.0%} by {moves(v.played, False)};"
              f" the bot would have played {moves(v.best, False)}")


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
    rep = sub.add_parser("replay", help="replay a save file and print its log")
    rep.add_argument("file")
    rep.set_defaults(func=cmd_replay)
    rev = sub.add_parser("review", help="judge a seat's every choice in a save file")
    rev.add_argument("file")
    rev.add_argument("--seat", type=int, help="the seat to review (default: the first "
                     "human seat, else seat 0)")
    rev.add_argument("--json", action="store_true", help="print the review as JSON")
    rev.set_defaults(func=cmd_review)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        low, high = GAMES[args.game].players
        if not low <= args.players <= high:
            print(f"error: {args.game} is for {low} to {high} players", file=sys.stderr)
            return 2
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
