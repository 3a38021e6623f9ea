"""Bot thinking time per whole turn in CPython and in the browser's Pyodide, on the same
positions.

Run through `python3 build.py botspeed` (which builds dist/ first when it is older than the
sources); not part of the tests, and never asserts anything. For each game and level,
`tools.botspeed.measure(game, level, turns, seed)` (seconds per whole turn of the bot,
from turn starts sampled from seeded games) runs twice with the same arguments: here in CPython,
then in headless Chromium, in the app's AI worker (the Pyodide that plays the AI seats),
called through `window.incagames.botLatency`; the worker loads that same module from the
site's perf/ folder only then. The table gives the median and 95th percentile of each;
--json prints the figures as JSON instead, --no-browser measures CPython only.
--untimed (CPython only) stops every search by its iterations and counts CPU seconds: the
same work for two versions of the engine that play alike, so running it with another
checkout's engine first on the path (``PYTHONPATH=<checkout>/engine:.``) tells whether a
change made the bots slower.
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
import time
from pathlib import Path
from typing import Any

from incagames import GAMES as ALL_GAMES
from incagames.core.bots import levels_for

from . import botspeed
from .env import CHROMIUM, CHROMIUM_ARGS, NODE_MODULES
from .serve import make_server
from .site import DIST

BOOT_TIMEOUT_MS = 90_000
GAMES = tuple(ALL_GAMES)
LEVELS = ("easy", "normal", "hard")
Figures = dict[str, list[float]]
"""Seconds and search iterations per decision (``botspeed.measure``)."""


def summary(figures: Figures | None) -> dict[str, float] | None:
    """p50, p95 and max seconds per turn by nearest rank, the mean search iterations and
    decisions per turn."""
    if not figures or not figures["seconds"]:
        return None
    iterations = figures["iterations"]
    decisions = figures.get("decisions", [])
    return {**botspeed.summary(figures["seconds"]),
            "iterations": round(sum(iterations) / max(1, len(iterations)), 1),
            "decisions": round(sum(decisions) / max(1, len(decisions)), 1)}


def pyodide_version() -> str:
    try:
        package = json.loads((NODE_MODULES / "pyodide" / "package.json").read_text())
        return str(package["version"])
    except (OSError, ValueError, KeyError):
        return "?"


def pyodide_latencies(dist: Path, rows: list[tuple[str, str]], decisions: int, seed: int,
                      problems: dict[str, str]) -> dict[tuple[str, str], Figures]:
    """Serve ``dist``, open the app in headless Chromium, wait for the AI worker, then ask
    it for each row's latency (one page: the worker's Pyodide stays warm between rows)."""
    from playwright.sync_api import sync_playwright  # only here: --no-browser needs none

    server = make_server(dist, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    results: dict[tuple[str, str], Figures] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                        args=CHROMIUM_ARGS)
            try:
                page = browser.new_page()
                errors: list[str] = []
                page.on("pageerror", lambda exc: errors.append(str(exc)))
                page.goto(f"http://127.0.0.1:{server.server_port}/index.html")
                page.wait_for_selector("html.ready", state="attached", timeout=BOOT_TIMEOUT_MS)
                if not page.evaluate("window.incagames.aiReady()"):
                    raise RuntimeError("the app's AI worker did not start")
                for game, level in rows:
                    print(f"  Pyodide: {game} {level} ...", file=sys.stderr, flush=True)
                    try:
                        text = page.evaluate(
                            "([g, l, n, s]) => window.incagames.botLatency(g, l, n, s)",
                            [game, level, decisions, seed])
                        results[(game, level)] = json.loads(text)
                    except Exception as exc:  # a level or game the engine lacks
                        problems[f"pyodide {game} {level}"] = _first_line(exc)
                if errors:
                    problems["page errors"] = "; ".join(errors)[:400]
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return results


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    lines = [line for line in text.splitlines() if line.strip()]
    # Playwright wraps a rejected promise as "Error: <reason>\n<call log>".
    return (lines[0] if lines else type(exc).__name__)[:300]


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.4f}"


def print_table(figures: list[dict[str, Any]], decisions: int, seed: int,
                problems: dict[str, str], untimed: bool = False) -> None:
    if untimed:
        print(f"\nCPU seconds per whole turn of the untimed bot ({decisions} turns, seed "
              f"{seed}; CPython {sys.version.split()[0]})")
    else:
        print(f"\nseconds per whole turn of the bot ({decisions} turns, seed {seed}; CPython "
              f"{sys.version.split()[0]}, Pyodide {pyodide_version()} in headless Chromium)")
    head = ("game", "level", "CPython p50", "CPython p95", "Pyodide p50", "Pyodide p95",
            "ratio p50", "iterations per turn CPython / Pyodide", "decisions per turn")
    print("| " + " | ".join(head) + " |")
    print("|" + "|".join("---" for _ in head) + "|")
    for row in figures:
        cp, py = row["cpython"] or {}, row["pyodide"] or {}
        ratio = (py["p50"] / cp["p50"]) if cp.get("p50") and py.get("p50") else None
        print(f"| {row['game']} | {row['level']} | {_fmt(cp.get('p50'))} | "
              f"{_fmt(cp.get('p95'))} | {_fmt(py.get('p50'))} | {_fmt(py.get('p95'))} | "
              f"{'n/a' if ratio is None else f'{ratio:.1f}×'} | "
              f"{cp.get('iterations', 'n/a')} / {py.get('iterations', 'n/a')} | "
              f"{cp.get('decisions', 'n/a')} |")
    for name, problem in problems.items():
        print(f"  {name}: {problem}")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="build.py botspeed",
        description="Seconds per whole turn of a bot in CPython and in the browser "
                    "(Pyodide, the app's AI worker), from the same sampled turn starts: "
                    "tools.botspeed.measure(game, level, turns, seed) run in both. "
                    "Builds dist/ first when it is older than the sources.")
    parser.add_argument("--games", "--game", default=",".join(GAMES),
                        help="comma-separated games (default: %(default)s)")
    parser.add_argument("--levels", "--bots", default=",".join(LEVELS),
                        help="comma-separated bot levels or strategy bots "
                             "(default: %(default)s)")
    parser.add_argument("--turns", "--decisions", dest="decisions", type=int, default=30,
                        help="bot turns timed per game and level (default: %(default)s)")
    parser.add_argument("--seed", type=int, default=1,
                        help="seed of the games the positions come from (default: %(default)s)")
    parser.add_argument("--json", action="store_true",
                        help="print the figures as JSON instead of a table")
    parser.add_argument("--no-browser", action="store_true", help="CPython only")
    parser.add_argument("--untimed", action="store_true",
                        help="searches stop by iterations only and seconds are CPU seconds "
                             "(CPython only): to compare two versions of the engine")
    parser.add_argument("--dist", type=Path, default=DIST,
                        help="the built site to measure (default: dist/)")
    return parser


def unknown(games: list[str], levels: list[str]) -> str | None:
    """Why these games and levels cannot be measured, or None."""
    for game in games:
        if game not in ALL_GAMES:
            return f"unknown game {game!r}; known: {', '.join(ALL_GAMES)}"
        for level in levels:
            if level not in levels_for(game):
                return f"unknown bot {level!r}; known: {', '.join(levels_for(game))}"
    return None


def cpython_latencies(rows: list[tuple[str, str]], decisions: int, seed: int,
                      untimed: bool = False) -> dict[tuple[str, str], Figures]:
    """``botspeed.measure`` of each row, here in CPython."""
    results: dict[tuple[str, str], Figures] = {}
    for game, level in rows:
        print(f"  CPython: {game} {level} ...", file=sys.stderr, flush=True)
        started = time.perf_counter()
        results[(game, level)] = botspeed.measure(game, level, decisions, seed, untimed)
        print(f"    {time.perf_counter() - started:.1f} s", file=sys.stderr, flush=True)
    return results


def main(argv: list[str] | None = None) -> int:
    options = build_parser().parse_args(argv)
    games = [g for g in options.games.split(",") if g]
    levels = [lv for lv in options.levels.split(",") if lv]
    problem = unknown(games, levels)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    rows = [(g, lv) for g in games for lv in levels]
    problems: dict[str, str] = {}
    cpython = cpython_latencies(rows, options.decisions, options.seed, options.untimed)
    pyodide: dict[tuple[str, str], Figures] = {}
    if not (options.no_browser or options.untimed):
        try:
            pyodide = pyodide_latencies(options.dist, rows, options.decisions, options.seed,
                                        problems)
        except Exception as exc:  # the browser or the app did not start
            problems["browser"] = f"{type(exc).__name__}: {_first_line(exc)}"
    figures = [{"game": g, "level": lv, "cpython": summary(cpython.get((g, lv))),
                "pyodide": summary(pyodide.get((g, lv)))} for g, lv in rows]
    if options.json:
        print(json.dumps({"decisions": options.decisions, "seed": options.seed,
                          "cpython": sys.version.split()[0], "pyodide": pyodide_version(),
                          "rows": figures, "problems": problems}, indent=2))
    else:
        print_table(figures, options.decisions, options.seed, problems, options.untimed)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
