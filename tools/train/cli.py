"""``python3 build.py train --game G``: one round of training of a game's learned
evaluation, reproducible from a seed and resumable.

1. Self-play: ``--games`` games of the search bots (``--levels``, untimed, with the
   weights in the engine now) are recorded in ``build/train/<game>/round-<R>.jsonl``;
   games already there are not played again, so a long run can stop and go on.
2. Fit: the rows of every round up to R (``--from`` for the first) are fitted by ridge
   regression, and the data-set size and the held-out error are printed, against the
   hand-made evaluation's and the weights in the engine now on the same positions.
   ``--records`` adds the games of tournament records (``build.py tournament
   --record``, which keep every action): sparring between levels and strategy bots is
   training data too.
   ``--fit-players`` fits the games of some player counts only: Machu Picchu judges
   tables of three or more by weights fitted on such games alone.
   ``--network H`` adds a hidden layer of H units to the margin (``network``), fitted
   with the linear sum seat against seat; one player count at a time.
   ``--blend A B [--share S]`` fits nothing: the weights are ``S`` (0.5) of the weights
   file A and the rest of B (``blend``; at most one of them with a network), e.g. the
   fit of three and four players shrunk toward the main fit. ``--adjust F --late
   NAME=DELTA`` fits nothing either: the weights of F with feature NAME worth DELTA more
   at the end of the game (``adjust``).
3. ``--write`` puts the weights in the engine (the file the fitted player counts are
   judged by, ``ai.learned.weights_file``) and a copy in
   ``build/train/<game>/weights-<R>.json``; the next round plays with them.

The tests and CI never train; the shipped weights are committed. Only the fit needs numpy
(requirements-train.txt); the tests, `--blend` and `--adjust` run without it.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from incagames import GAMES, game
from incagames.core.learned import Model

from . import adjust, blend, dataset, selfplay
from .dataset import HELD_OUT

ROOT = Path(__file__).resolve().parents[2]
TRAIN = ROOT / "build" / "train"


def weights_path(game_id: str, players: int) -> Path:
    """The engine's weights file that tables of ``players`` are judged by."""
    package = game(game_id).state.__module__.split(".")[1]
    name = dataset.learned_module(game_id).weights_file(players)
    return ROOT / "engine" / "incagames" / package / "ai" / name


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="build.py train", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=sorted(GAMES), required=True)
    parser.add_argument("--round", type=int, default=1)
    parser.add_argument("--games", type=int, default=200,
                        help="self-play games of this round (0: fit only)")
    parser.add_argument("--players", default="",
                        help="comma-separated player counts taken in turn (default: the "
                             "game's range, two-player games twice)")
    parser.add_argument("--levels", default="normal",
                        help="bots drawn for each seat of a self-play game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--from", dest="first", type=int, default=0,
                        help="the first round whose games are fitted (default: all)")
    parser.add_argument("--records", nargs="*", default=[], type=Path,
                        help="tournament records whose games are fitted too")
    parser.add_argument("--fit-players", default="",
                        help="comma-separated player counts whose games are fitted, all "
                             "judged by one weights file (default: every count, written "
                             "to the main weights file)")
    parser.add_argument("--folds", action="store_true",
                        help=f"judge by {HELD_OUT}-fold cross-validation too: every game "
                             "predicted once (steadier than one held-out fold)")
    parser.add_argument("--network", type=int, default=0, metavar="H",
                        help="add a hidden layer of H units to the margin (0: linear)")
    parser.add_argument("--epochs", type=int, default=None,
                        help="--network: passes over the training games")
    parser.add_argument("--blend", nargs=2, type=Path, metavar=("A", "B"),
                        help="no fit: the weights are --share of weights file A and the "
                             "rest of B")
    parser.add_argument("--share", type=float, default=0.5,
                        help="--blend: the share of A (default 0.5)")
    parser.add_argument("--adjust", type=Path, metavar="FILE",
                        help="no fit: the weights file FILE with --late's changes")
    parser.add_argument("--late", action="append", default=[], metavar="NAME=DELTA",
                        help="--adjust: move feature NAME's worth to a seat's lead at the "
                             "end of the game by DELTA (repeatable)")
    parser.add_argument("--calibrate", action="store_true",
                        help="fit no weights: how much of each source the hand-made "
                             "evaluation promises came true (calibrate.py; Cuzco)")
    parser.add_argument("--write", action="store_true",
                        help="put the fitted weights in the engine")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    spec = game(args.game)
    low, high = spec.players
    counts = (tuple(int(c) for c in args.players.split(",")) if args.players
              else (low, *range(low, high + 1)))
    if any(not low <= c <= high for c in counts) or args.games < 0:
        print(f"error: {args.game} is for {low} to {high} players", file=sys.stderr)
        return 2
    folder = TRAIN / args.game
    fitted = _fitted(args)
    if not fitted:
        return 2
    if args.blend:
        return _no_fit(args, folder, fitted, _blend(args, fitted))
    if args.adjust:
        return _no_fit(args, folder, fitted, _adjust(args, fitted))
    from .fit import baseline_all, cross_validate, fit, judge  # numpy: only to fit
    record = folder / f"round-{args.round}.jsonl"
    levels = tuple(x.strip() for x in args.levels.split(",") if x.strip())
    start = time.perf_counter()
    if args.games:
        todo = selfplay.tables(args.game, args.games, args.seed * 1000 + args.round, counts,
                               levels)
        done = len(selfplay.recorded(record))
        print(f"self-play round {args.round}: {args.games} games ({done} already in "
              f"{record.relative_to(ROOT)}), bots {', '.join(levels)}", flush=True)
        for g in selfplay.run(args.game, todo, record, args.jobs):
            print(f"  game {g['index']}: {g['players']} players, {len(g['actions'])} "
                  f"decisions, scores {g['scores']} ({time.perf_counter() - start:.0f} s)",
                  flush=True)
    files = [folder / f"round-{r}.jsonl" for r in range(args.first, args.round + 1)]
    games = dataset.read_games(files) + dataset.tournament_games(args.records, args.game)
    learned = dataset.learned_module(args.game)
    games = [g for g in games if int(g["players"]) in fitted]
    if not games:
        print("error: no recorded games to fit", file=sys.stderr)
        return 2
    baseline = learned.baseline
    rows = dataset.build(args.game, games, baseline)
    if args.calibrate:
        return _calibrate(args, rows, learned, start)
    meta = {"game": args.game, "round": args.round, "seed": args.seed,
            "players": sorted(fitted)}
    linear_fit = fit(rows, meta)
    result = linear_fit
    if args.network:
        from .network import EPOCHS, fit_network
        try:
            result = fit_network(rows, meta, args.network, args.epochs or EPOCHS, args.seed)
        except ValueError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
    print(f"data set: {rows.games} games, {result.rows} rows ({result.train_rows} fitted, "
          f"{result.rows - result.train_rows} held out by game)")
    print(f"held-out RMSE of the final score: {result.heldout_rmse['score']:.2f} (the "
          f"hand-made evaluation: {result.baseline_rmse:.2f}); of the margin over the "
          f"table's mean: {result.heldout_rmse['margin']:.2f}")
    print(f"held-out positions where the seat rated highest won: "
          f"{result.heldout_pick:.1%} (the hand-made evaluation: {result.baseline_pick:.1%})")
    if result is not linear_fit:
        print(f"with a hidden layer of {args.network} units; the linear fit alone: RMSE of "
              f"the final score {linear_fit.heldout_rmse['score']:.2f}, of the margin "
              f"{linear_fit.heldout_rmse['margin']:.2f}; winners picked "
              f"{linear_fit.heldout_pick:.1%}")
    shipped = learned.model(fitted[0])
    score, margin, pick = judge(rows, shipped)
    print(f"the weights in the engine now, on the same held-out positions: RMSE of the "
          f"final score {score:.2f}, of the margin {margin:.2f}; winners picked {pick:.1%}")
    if args.folds:
        score, margin, pick = cross_validate(rows)
        recipe = " of the linear fit alone" if args.network else ""
        print(f"{HELD_OUT}-fold cross-validation{recipe}, every game predicted by the fit "
              f"of the others: RMSE of the final score {score:.2f}, of the margin {margin:.2f}; "
              f"winners picked {pick:.1%}")
        score, margin, pick = judge(rows, shipped, held_out=False)
        base_score, base_pick = baseline_all(rows)
        print(f"on every game, the weights in the engine now: RMSE of the final score "
              f"{score:.2f}, of the margin {margin:.2f}; winners picked {pick:.1%} (fair "
              f"only if they were fitted on none of these games); the hand-made "
              f"evaluation: RMSE {base_score:.2f}, winners picked {base_pick:.1%}")
    print(f"{time.perf_counter() - start:.0f} s in all")
    if args.write:
        _write(result.model, weights_path(args.game, fitted[0]),
               folder / f"weights-{args.round}.json")
    return 0


def _calibrate(args: argparse.Namespace, rows: dataset.Rows, learned, start: float) -> int:
    """``--calibrate``: each source's share of the hand-made evaluation's promises,
    written to the game's ``ai.learned.CALIBRATION`` with ``--write``."""
    from .calibrate import calibrate
    if not hasattr(learned, "PROMISES"):
        print(f"error: {args.game} has no calibrated evaluation", file=sys.stderr)
        return 2
    result = calibrate(rows, learned.PROMISES)
    print(f"data set: {rows.games} games, {result.rows} rows")
    for name, (a, b) in result.shares.items():
        print(f"  {name}: {a:.2f} of its promise at the start, {a + b:.2f} at the end")
    print(f"{HELD_OUT}-fold cross-validation by game, RMSE of the margin over the table's "
          f"mean in PP still to come: {result.rmse:.2f} (every promise at full worth: "
          f"{result.plain_rmse:.2f}); winners picked {result.pick:.1%} "
          f"({result.plain_pick:.1%})")
    print(f"{time.perf_counter() - start:.0f} s in all")
    if args.write:
        package = game(args.game).state.__module__.split(".")[1]
        target = ROOT / "engine" / "incagames" / package / "ai" / learned.CALIBRATION
        data = {**result.to_json(), "meta": {**result.to_json()["meta"],
                                             "round": args.round, "seed": args.seed}}
        text = json.dumps(data, indent=1) + "\n"
        target.write_text(text, encoding="utf-8")
        copy = TRAIN / args.game / f"calibration-{args.round}.json"
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(text, encoding="utf-8")
        print(f"calibration written to {target.relative_to(ROOT)}")
    return 0


def _fitted(args: argparse.Namespace) -> tuple[int, ...]:
    """The player counts whose weights file is written (all of them read one file);
    empty, with the error printed, when they read several."""
    low, high = game(args.game).players
    if not args.fit_players:
        return tuple(range(low, high + 1))
    fitted = tuple(int(c) for c in args.fit_players.split(","))
    if len({dataset.learned_module(args.game).weights_file(c) for c in fitted}) != 1:
        print(f"error: {args.game} keeps separate weights for some of players "
              f"{args.fit_players}; fit them apart", file=sys.stderr)
        return ()
    return fitted


def _no_fit(args: argparse.Namespace, folder: Path, fitted: tuple[int, ...],
            make: Callable[[tuple[str, ...]], tuple[Model, str]]) -> int:
    """Weights made from weights files (``make``: the model and what to say of it),
    nothing played or fitted; written with ``--write``."""
    try:
        model, said = make(tuple(dataset.learned_module(args.game).NAMES))
    except (OSError, ValueError, json.JSONDecodeError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(said)
    if args.write:
        _write(model, weights_path(args.game, fitted[0]),
               folder / f"weights-{args.round}.json")
    return 0


def _blend(args: argparse.Namespace, fitted: tuple[int, ...]
           ) -> Callable[[tuple[str, ...]], tuple[Model, str]]:
    """``--blend A B``: two weights files mixed."""
    first, second = args.blend

    def make(names: tuple[str, ...]) -> tuple[Model, str]:
        a, b = blend.read(first, names), blend.read(second, names)
        meta = {"game": args.game, "round": args.round, "players": sorted(fitted),
                "rows": int(a.meta.get("rows", 0)) + int(b.meta.get("rows", 0)),
                "games": int(a.meta.get("games", 0)) + int(b.meta.get("games", 0)),
                "blend": {"share": args.share, "first": first.name, "second": second.name,
                          "first_meta": dict(a.meta), "second_meta": dict(b.meta)}}
        return blend.blend(a, b, args.share, meta), (
            f"blend: {args.share:g} of {first.name} ({a.meta.get('games', '?')} games), "
            f"{1 - args.share:g} of {second.name} ({b.meta.get('games', '?')} games)")
    return make


def _adjust(args: argparse.Namespace, fitted: tuple[int, ...]
            ) -> Callable[[tuple[str, ...]], tuple[Model, str]]:
    """``--adjust FILE --late NAME=DELTA``: a weights file with some late weights moved."""
    def make(names: tuple[str, ...]) -> tuple[Model, str]:
        shifts = adjust.parse(args.late)
        base = blend.read(args.adjust, names)
        meta = {**base.meta, "round": args.round, "players": sorted(fitted),
                "adjusted": {"from": args.adjust.name, "late": shifts}}
        moved = ", ".join(f"{name} {delta:+g}" for name, delta in shifts.items())
        return adjust.shift_late(base, shifts, meta), (
            f"adjusted: {args.adjust.name} ({base.meta.get('games', '?')} games), late "
            f"weights moved: {moved or 'nothing'}")
    return make


def _write(model: Model, target: Path, copy: Path) -> None:
    """The weights into the engine, and a copy beside the round's games."""
    text = json.dumps(model.to_json(), indent=0) + "\n"
    target.write_text(text, encoding="utf-8")
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_text(text, encoding="utf-8")
    shown = target.relative_to(ROOT) if target.is_relative_to(ROOT) else target
    print(f"weights written to {shown}")


if __name__ == "__main__":
    sys.exit(main())
