"""``python3 build.py records FILE.jsonl ...``: what recorded tournament games say,
without playing any: per file (one pairing), the standings with 95% intervals, each
level's score sources and counted events, how the games ended and the markdown row of
docs/ai.md's strength tables; with ``--median KEY`` also each level's median per seat of
a score source or event (e.g. ``corn_left`` or ``events.set_up``); with ``--rescue``
(Machu Picchu) how far its games were from the rescue ending (``rescue_report``); with
``--paired`` the first record's first bot against each other record's first bot on the
same deals (``paired_report``; ``--median`` keys are compared too).

Records are what ``tournament --record`` writes, a game a line; a file still being
written is read as far as its last whole line.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

from . import paired_report, rescue_report
from .tournament import GameResult, Pairing, result_from_json
from .tournament_report import endings, print_standings, suite_header, suite_row


def load(path: Path) -> tuple[str, tuple[str, ...], bool, list[GameResult]]:
    """The game, the bots (in their listed order), whether timed, and the games of a
    record file (lines that do not parse are skipped: a file being written)."""
    game_id, bots, timed, results = "", (), True, []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            data = json.loads(line)
        except json.JSONDecodeError:
            continue
        game_id, bots, timed = data["game"], tuple(data["bots"]), bool(data["timed"])
        results.append(result_from_json(data["result"]))
    return game_id, bots, timed, results


def medians(results: list[GameResult], key: str) -> dict[str, float]:
    """Per level, the median per seat of a score source or (``events.<kind>``) an event
    count."""
    values: dict[str, list[float]] = {}
    for r in results:
        for q, level in enumerate(r.levels):
            values.setdefault(level, []).append(paired_report.seat_value(r, q, key))
    return {level: statistics.median(v) for level, v in values.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py records", description=__doc__.split(
        "\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--median", action="append", default=[],
                        help="a score source or events.<kind> to print medians of")
    parser.add_argument("--rescue", action="store_true",
                        help="Machu Picchu: how far the games were from the rescue ending")
    parser.add_argument("--paired", action="store_true",
                        help="the first file's first bot against each other file's first "
                             "bot, deal by deal")
    args = parser.parse_args(argv)
    for path in args.files:
        if not path.is_file():
            print(f"error: {path} is not a file", file=sys.stderr)
            return 2
    if args.paired:
        return _paired(args.files, tuple(args.median))
    for path in args.files:
        game_id, bots, timed, results = load(path)
        if not results:
            print(f"{path}: no games")
            continue
        print(f"{path}: {game_id}, {len(bots)} players, {len(results)} games, "
              f"{','.join(bots)}{'' if timed else ' (untimed)'}")
        print_standings(game_id, results)
        print(f"endings: {endings(results)}")
        for key in args.median:
            print(f"median per seat of {key}: " + ", ".join(
                f"{level} {value:g}" for level, value in medians(results, key).items()))
        if args.rescue and game_id == rescue_report.GAME:
            print("\n".join(rescue_report.lines(results)))
        print(suite_header(game_id))
        print(suite_row(game_id, Pairing(bots, len(results)), results))
        print()
    return 0


def _paired(files: list[Path], keys: tuple[str, ...]) -> int:
    """``--paired``: the first record against each of the others."""
    if len(files) < 2:
        print("error: --paired needs two records or more", file=sys.stderr)
        return 2
    game_a, bots_a, _, results_a = load(files[0])
    for path in files[1:]:
        game_b, bots_b, _, results_b = load(path)
        if game_b != game_a or len(bots_b) != len(bots_a):
            print(f"error: {path} is not the same game and table as {files[0]}",
                  file=sys.stderr)
            return 2
        paired = paired_report.compare(results_a, bots_a[0], results_b, bots_b[0], keys)
        print("\n".join(paired_report.lines(f"{bots_a[0]} ({files[0].name})",
                                             f"{bots_b[0]} ({path.name})", paired)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
