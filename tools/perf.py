"""Measure the site in system Chromium: boot times, bytes, main-thread long tasks.

Run through `python3 build.py perf` (which builds dist/ first); not part of the tests, and
never asserts anything. Each figure is the median of --runs runs (3 by default), each in a
fresh browser profile (empty cache, no service worker):

  bare_boot_ms      the vendored Pyodide alone, as npm ships it: tools/bare.html runs 1+1,
                    served from build/bare/ with the package's own files (the site ships
                    them compiled and gzipped, tools/bytecode.py), on a server of its own
  cold_tti_ms       the app, navigation start until <html> gets the class `ready`
  warm_tti_ms       the same, second load once the service worker controls the page
  cold_bytes        bytes received during the cold load (encoded, i.e. as transferred,
                    including what the service worker precaches while the page boots)
  cold_requests     number of those requests
  cold_* / warm_*   the boot profile of each load: when the HTML, PyScript's core and
                    config, the runtime and the stdlib were fetched, Python ran, the wheels
                    were in, the app imported, the first screen drawn (web/main.py marks
                    inca:python, inca:wheels, inca:imports) and the AI worker could answer
  mobile_*          a first visit on an emulated phone (tools/mobile.py: a compressing host
                    on a 9 Mbit/s, 150 ms link, the CPU slowed 4x): the app's cold ready and
                    the bare page's boot in ms, their ratio, and the bytes the app's first
                    visit transfers, in all and by kind of file
  app_bytes         the app's own files as stored: engine and app wheels + the rest of web/
  app_bytes_unpacked  the same with the wheels' contents counted unpacked
  ai_longtask_ms    the longest main-thread task while four easy AIs play Machu Picchu
                    (from `ready` until `html[data-phase=over]` or --ai-seconds)
  *_ai_turn_*, *_wait_*  a whole game at the default speed, a person (played at once by
                    tools/aiturns.py) against two normal AIs, each game once (not --runs):
                    the wall time of each AI turn, thinking and animation (p95, median,
                    max, count), and each wait of the person from their last decision of
                    a turn until their next one is offered (p95, median)
  *_anim_*          an animated game of four easy AIs (pace 300) at 1280x800 for
                    --anim-seconds: the longest main-thread task (after `ready`, and from
                    the first animation frame on, i.e. without the game's set-up), the frame
                    rate from requestAnimationFrame timing (web/motion.js records each
                    frame): the median and the 5th percentile of 1000 / frame interval

A figure that could not be measured (say, the app does not boot yet) is printed as n/a with
the reason; the script still prints the rest. The last line is the figures as JSON.
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
import zipfile
from collections.abc import Callable
from functools import partial
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright

from . import aiturns, mobile
from .env import CHROMIUM, CHROMIUM_ARGS, NODE_MODULES, ROOT
from .serve import make_server
from .site import DIST, WEB, web_files
from .webwheel import PACKAGE

BOOT_TIMEOUT_MS = 90_000
REVIEW_TIMEOUT_MS = 600_000
AI_GAME = "index.html?game=machu-picchu&players=ai-easy,ai-easy,ai-easy,ai-easy&seed=1&pace=0"
CUZCO_AI_GAME = "index.html?game=cuzco&players=ai-easy,ai-easy,ai-easy,ai-easy&seed=1&pace=0"
ANIMATED = "index.html?game={game}&players=ai-easy,ai-easy,ai-easy,ai-easy&seed=1&pace=300"

# Runs before any script of the page: records when <html> becomes ready and every long task.
PROBE = """
(() => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch (e) {}
  const mark = () => {
    const html = document.documentElement;
    if (window.__readyAt === undefined && html && html.classList.contains("ready")) {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, {
    subtree: true, attributes: true, attributeFilter: ["class"], childList: true });
})();
"""


class Recorder:
    """Counts the requests of a context and the bytes they carried."""

    def __init__(self, context: BrowserContext) -> None:
        self.requests: list = []
        context.on("requestfinished", lambda request: self.requests.append(request))

    def totals(self) -> tuple[int, int]:
        total = 0
        for request in self.requests:
            sizes = request.sizes()
            total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        return total, len(self.requests)


class Profiles:
    """Fresh browser profiles on disk: empty cache, no service worker.

    Not Playwright's in-memory contexts: their small memory cache never keeps a large file
    (the 10 MB .wasm), which would make every figure about caching wrong.
    """

    def __init__(self, playwright: Playwright) -> None:
        self.playwright = playwright
        self.tmp = tempfile.TemporaryDirectory(prefix="incagames-perf-")
        self.count = 0

    def new_context(self) -> BrowserContext:
        self.count += 1
        context = self.playwright.chromium.launch_persistent_context(
            f"{self.tmp.name}/profile-{self.count}", executable_path=str(CHROMIUM),
            headless=True, args=CHROMIUM_ARGS)
        context.add_init_script(PROBE)
        return context


def _wait_ready(page: Page) -> float:
    page.wait_for_selector("html.ready", state="attached", timeout=BOOT_TIMEOUT_MS)
    return float(page.evaluate("window.__readyAt ?? performance.now()"))


BARE = ROOT / "build" / "bare"
BARE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                "pyodide-lock.json")


def bare_site() -> Path:
    """build/bare/: tools/bare.html and the npm package's Pyodide, untouched: the baseline
    every boot figure is compared with."""
    shutil.rmtree(BARE, ignore_errors=True)
    (BARE / "perf").mkdir(parents=True)
    (BARE / "pyodide").mkdir()
    shutil.copy2(ROOT / "tools" / "bare.html", BARE / "perf" / "bare.html")
    for name in BARE_RUNTIME:
        shutil.copy2(NODE_MODULES / "pyodide" / name, BARE / "pyodide" / name)
    return BARE


def bare_boot_ms(profiles: Profiles, base: str, slow_cpu: bool = False) -> float:
    """The bare page's boot in a fresh profile (its CPU slowed as a phone's, if asked)."""
    context = profiles.new_context()
    try:
        page = context.new_page()
        if slow_cpu:
            mobile.slow_cpu(context, page)
        page.goto(base + "perf/bare.html")
        page.wait_for_selector("html[data-done]", state="attached", timeout=BOOT_TIMEOUT_MS)
        return float(page.evaluate("window.bootMs"))
    finally:
        context.close()


def measure_bare(profiles: Profiles, base: str) -> dict[str, float]:
    return {"bare_boot_ms": bare_boot_ms(profiles, base)}


BOOT_PHASES = (
    ("html", "HTML received"),
    ("core", "PyScript core fetched"),
    ("config", "PyScript config fetched"),
    ("start", "PyScript starts Pyodide"),
    ("stdlib", "Python stdlib fetched"),
    ("runtime", "Pyodide runtime (.wasm) fetched"),
    ("pyodide", "Pyodide ready (runtime compiled, Python started)"),
    ("python", "PyScript's Python set up, main.py runs"),
    ("wheels", "the two wheels loaded"),
    ("imports", "the app imported"),
    ("ready", "first screen drawn (ready)"),
    ("ai", "AI worker can answer"),
)
"""The boot profile: when each step is done, in ms from navigation start (page clock)."""
PROFILE_JS = """async () => {
  const end = (part) => {
    const hits = performance.getEntriesByType("resource").filter((e) => e.name.includes(part));
    return hits.length ? Math.max(...hits.map((e) => e.responseEnd)) : null;
  };
  const mark = (name) => {
    const hits = performance.getEntriesByName(name);
    return hits.length ? hits[hits.length - 1].startTime : null;
  };
  const nav = performance.getEntriesByType("navigation")[0];
  const out = {html: nav ? nav.responseEnd : null, core: end("core.js"),
    config: end("pyscript.json"), runtime: end("pyodide.asm.wasm"),
    stdlib: end("python_stdlib.zip"), start: mark("inca:pyodide-start"),
    pyodide: mark("inca:pyodide-done"), python: mark("inca:python"),
    wheels: mark("inca:wheels"), imports: mark("inca:imports"),
    ready: window.__readyAt ?? null};
  await window.incagames.aiReady();
  out.ai = performance.now();
  return out;
}"""


def boot_profile(page: Page, prefix: str) -> dict[str, float]:
    """When each boot step of the page just loaded was done (``BOOT_PHASES``), as
    ``<prefix>_<phase>_ms`` figures; a step the page did not take (a file served by the
    service worker is still a resource) is left out."""
    found = page.evaluate(PROFILE_JS)
    return {f"{prefix}_{name}_ms": float(value) for name, value in found.items()
            if value is not None}


def measure_app_boot(profiles: Profiles, base: str) -> dict[str, float]:
    """Cold load, then (once the service worker controls the page) a warm one; the boot
    profile of each."""
    context = profiles.new_context()
    try:
        recorder = Recorder(context)
        page = context.new_page()
        page.goto(base + "index.html")
        figures: dict[str, float] = {"cold_tti_ms": _wait_ready(page)}
        figures.update(boot_profile(page, "cold"))
        page.wait_for_function("navigator.serviceWorker?.controller != null",
                               timeout=BOOT_TIMEOUT_MS)
        figures["cold_bytes"], figures["cold_requests"] = recorder.totals()
        page.goto(base + "index.html")
        figures["warm_tti_ms"] = _wait_ready(page)
        figures.update(boot_profile(page, "warm"))
        return figures
    finally:
        context.close()


def measure_mobile(profiles: Profiles, base: str, bare_base: str) -> dict[str, float]:
    """A first visit of the site and of the bare Pyodide page on an emulated phone
    (``tools/mobile.py``): each ready in seconds, their ratio, and the site's bytes by kind
    of file as a compressing static host sends them (its offline copy included)."""
    figures: dict[str, float] = {}
    context = profiles.new_context()
    try:
        recorder = Recorder(context)
        page = context.new_page()
        mobile.slow_cpu(context, page)
        page.goto(base + "index.html")
        figures["mobile_site_ms"] = _wait_ready(page)
        page.wait_for_function("navigator.serviceWorker?.controller != null",
                               timeout=BOOT_TIMEOUT_MS)
        figures.update(mobile.bytes_by_kind(recorder.requests))
    finally:
        context.close()
    figures["mobile_bare_ms"] = bare_boot_ms(profiles, bare_base, slow_cpu=True)
    figures["mobile_ratio"] = figures["mobile_site_ms"] / figures["mobile_bare_ms"]
    return figures


def _watch_game(page: Page, url: str, seconds: float) -> float:
    """Open an AI game and let it play until it is over or ``seconds`` have passed; the
    time it became ready (page clock, ms)."""
    page.goto(url)
    ready_at = _wait_ready(page)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if page.evaluate("document.documentElement.dataset.phase") == "over":
            break
        page.wait_for_timeout(250)
    return ready_at


def measure_ai_long_task(profiles: Profiles, base: str, seconds: float,
                         game: str = AI_GAME, key: str = "ai_longtask_ms") -> dict[str, float]:
    """The longest main-thread task after `ready`, while AI seats play a whole game."""
    context = profiles.new_context()
    try:
        page = context.new_page()
        ready_at = _watch_game(page, base + game, seconds)
        tasks = page.evaluate("window.__longTasks")
        during = [duration for start, duration in tasks if start >= ready_at]
        return {key: max(during, default=0.0)}
    finally:
        context.close()


def measure_ai_turns(profiles: Profiles, base: str, game: str, key: str,
                     seed: int) -> dict[str, float]:
    """A whole game at the default speed against two normal AIs (``tools/aiturns.py``)."""
    context = profiles.new_context()
    try:
        page = context.new_page()
        page.set_viewport_size({"width": 1280, "height": 800})
        return aiturns.figures(key, *aiturns.play(page, base, game, seed))
    finally:
        context.close()


def frame_rates(frames: list[float]) -> tuple[float, float, int]:
    """(median fps, 5th-percentile fps, animations) from the frame times recorded by
    web/motion.js: -1 starts an animation, then the time of each frame it drew."""
    gaps: list[float] = []
    last: float | None = None
    animations = 0
    for stamp in frames:
        if stamp < 0:
            last, animations = None, animations + 1
            continue
        if last is not None and stamp > last:
            gaps.append(stamp - last)
        last = stamp
    if not gaps:
        return 0.0, 0.0, animations
    gaps.sort()
    slow = gaps[min(len(gaps) - 1, int(len(gaps) * 0.95))]
    return 1000 / statistics.median(gaps), 1000 / slow, animations


def measure_animated(profiles: Profiles, base: str, seconds: float, game: str,
                     key: str) -> dict[str, float]:
    """Four easy AIs at pace 300 on a 1280x800 page: the longest task after `ready` and
    the animation frame rate."""
    context = profiles.new_context()
    try:
        page = context.new_page()
        page.set_viewport_size({"width": 1280, "height": 800})
        ready_at = _watch_game(page, base + ANIMATED.format(game=game), seconds)
        tasks = page.evaluate("window.__longTasks")
        frames = page.evaluate("window.__incaFrames || []")
        median, p5, animations = frame_rates(frames)
        first = next((f for f in frames if f >= 0), float("inf"))  # play has begun
        return {f"{key}_longtask_ms": max((d for t, d in tasks if t >= ready_at), default=0.0),
                f"{key}_play_longtask_ms": max((d for t, d in tasks if t >= first),
                                               default=0.0),
                f"{key}_fps_median": median, f"{key}_fps_p5": p5,
                f"{key}_animations": float(animations)}
    finally:
        context.close()


def measure_cuzco_preview(profiles: Profiles, base: str) -> dict[str, float]:
    """Redrawing the Cuzco placement preview as the pointer moves over 60 hexes: the time
    of each synchronous mousemove handler (Python draws, paint.js paints)."""
    sys.path.insert(0, str(ROOT / "web"))
    from app.games.cuzco import board as cz_board

    from incagames.cuzco import hexgrid as H
    from incagames.cuzco.state import CuzcoState

    seed = next(s for s in range(50) if CuzcoState(2, s).turn_player == 0)
    context = profiles.new_context()
    try:
        page = context.new_page()
        page.set_viewport_size({"width": 1280, "height": 800})
        page.goto(base + f"index.html?game=cuzco&players=human,ai-easy&seed={seed}&pace=0")
        _wait_ready(page)
        page.click("#controls [data-action*='choose_terrain'][data-action*='triple']")
        box = page.locator("#board").bounding_box()
        scale = box["width"] / cz_board.WIDTH
        cells = sorted(H.SITE_CELLS)[::2][:60]
        points = [[box["x"] + cz_board.centre(c)[0] * scale,
                   box["y"] + cz_board.centre(c)[1] * scale] for c in cells]
        times = page.evaluate("""(points) => {
            const canvas = document.getElementById("board");
            return points.map(([x, y]) => {
                const t0 = performance.now();
                canvas.dispatchEvent(new MouseEvent("mousemove",
                    {clientX: x, clientY: y, bubbles: true}));
                return performance.now() - t0;
            });
        }""", points)
        times.sort()
        return {"cuzco_preview_ms": times[len(times) // 2], "cuzco_preview_max_ms": times[-1]}
    finally:
        context.close()


def measure_review(profiles: Profiles, base: str, game: str, key: str) -> dict[str, float]:
    """A whole 4-player game (``review_games``) opened in the review from a save file
    and analysed for seat 0 in the AI worker: seconds from "Analyse" until every choice
    is judged, and the longest main-thread task meanwhile (the replay stays usable)."""
    from .review_games import review_game

    save = review_game(game)
    context = profiles.new_context()
    try:
        page = context.new_page()
        page.set_viewport_size({"width": 1280, "height": 800})
        page.goto(base + "index.html?review")
        _wait_ready(page)
        page.set_input_files("#review-file", files=[str(save)])
        page.wait_for_selector("html[data-phase=review]", state="attached")
        start = page.locator("#review-analysis [data-an=start]")
        start.wait_for(timeout=BOOT_TIMEOUT_MS)
        began = float(page.evaluate("performance.now()"))
        start.click()
        page.wait_for_function(
            "() => !document.querySelector('#review-analysis progress') && "
            "document.querySelector('#review-analysis .an-swing, #review-analysis "
            "[data-an=export]')", timeout=REVIEW_TIMEOUT_MS, polling=250)
        ended = float(page.evaluate("performance.now()"))
        tasks = page.evaluate("window.__longTasks")
        units = page.locator("#review-analysis .an-status").inner_text().split()[0]
        return {f"{key}_s": (ended - began) / 1000,
                f"{key}_longtask_ms": max((d for t, d in tasks if t >= began), default=0.0),
                f"{key}_units": float(units)}
    finally:
        context.close()


def app_bytes() -> dict[str, float]:
    """The site's own files as stored (the two wheels are gzipped zip archives) and,
    unpacked, the sources they carry plus the rest of web/."""
    wheels = list((DIST / "pyodide").glob("*.whl.gz"))
    rest = [path for path in web_files() if path.relative_to(WEB).parts[0] != PACKAGE]
    stored = sum(path.stat().st_size for path in [*wheels, *rest])
    unpacked = sum(path.stat().st_size for path in rest)
    for wheel in wheels:
        with zipfile.ZipFile(io.BytesIO(gzip.decompress(wheel.read_bytes()))) as archive:
            unpacked += sum(info.file_size for info in archive.infolist())
    return {"app_bytes": float(stored), "app_bytes_unpacked": float(unpacked)}


def median_of(runs: int, measure: Callable[[], dict[str, float]],
              problems: dict[str, str]) -> dict[str, float]:
    """Run `measure` `runs` times; median per figure. Failures are noted, not raised."""
    samples: dict[str, list[float]] = {}
    for _ in range(runs):
        try:
            for key, value in measure().items():
                samples.setdefault(key, []).append(value)
        except Exception as exc:  # the app may not boot yet: report what could be measured
            problems[measure.__name__] = f"{type(exc).__name__}: {str(exc).splitlines()[0]}"
            break
    return {key: statistics.median(values) for key, values in samples.items()}


FIGURES = [
    ("bare_boot_ms", "bare Pyodide boot (1+1)", "ms"),
    ("cold_tti_ms", "app ready, cold", "ms"),
    ("warm_tti_ms", "app ready, warm (service worker)", "ms"),
    ("cold_bytes", "bytes transferred, cold", "B"),
    ("cold_requests", "requests, cold", ""),
    ("mobile_site_ms", "app ready, cold, emulated phone", "ms"),
    ("mobile_bare_ms", "bare Pyodide boot, emulated phone", "ms"),
    ("mobile_ratio", "  the app / bare", ""),
    ("mobile_bytes", "first visit as a compressing host sends it", "B"),
    ("mobile_requests", "  requests", ""),
    ("mobile_bytes_wasm", "  Pyodide's WebAssembly", "B"),
    ("mobile_bytes_stdlib", "  the standard library", "B"),
    ("mobile_bytes_wheels", "  the two wheels", "B"),
    ("mobile_bytes_javascript", "  JavaScript", "B"),
    ("mobile_bytes_page", "  the rest (HTML, CSS, JSON, SVG, Python)", "B"),
    ("app_bytes", "app's own bytes (2 wheels + rest of web/)", "B"),
    ("app_bytes_unpacked", "the same, wheels unpacked", "B"),
    ("ai_longtask_ms", "longest main-thread task, AI game", "ms"),
    ("cuzco_ai_longtask_ms", "longest task, Cuzco AI game", "ms"),
    ("cuzco_preview_ms", "Cuzco preview redraw, median", "ms"),
    ("cuzco_preview_max_ms", "Cuzco preview redraw, slowest", "ms"),
    ("cz_ai_turn_p95_ms", "AI turn, Cuzco, 95th percentile", "ms"),
    ("cz_ai_turn_median_ms", "AI turn, Cuzco, median", "ms"),
    ("cz_ai_turn_max_ms", "AI turn, Cuzco, longest", "ms"),
    ("cz_ai_turns", "AI turns, Cuzco", ""),
    ("cz_wait_p95_ms", "person's wait for two AI turns, Cuzco, p95", "ms"),
    ("cz_wait_median_ms", "the same, median", "ms"),
    ("mp_ai_turn_p95_ms", "AI turn, Machu Picchu, 95th percentile", "ms"),
    ("mp_ai_turn_median_ms", "AI turn, Machu Picchu, median", "ms"),
    ("mp_ai_turn_max_ms", "AI turn, Machu Picchu, longest", "ms"),
    ("mp_ai_turns", "AI turns, Machu Picchu", ""),
    ("mp_wait_p95_ms", "person's wait for two AI turns, MP, p95", "ms"),
    ("mp_wait_median_ms", "the same, median", "ms"),
    ("mp_anim_longtask_ms", "longest task, animated MP AI game", "ms"),
    ("mp_anim_play_longtask_ms", "  the same from the first animation on", "ms"),
    ("mp_anim_fps_median", "animation fps, MP, median", "fps"),
    ("mp_anim_fps_p5", "animation fps, MP, 5th percentile", "fps"),
    ("mp_anim_animations", "animations played, MP", ""),
    ("cz_anim_longtask_ms", "longest task, animated Cuzco AI game", "ms"),
    ("cz_anim_play_longtask_ms", "  the same from the first animation on", "ms"),
    ("cz_anim_fps_median", "animation fps, Cuzco, median", "fps"),
    ("cz_anim_fps_p5", "animation fps, Cuzco, 5th percentile", "fps"),
    ("cz_anim_animations", "animations played, Cuzco", ""),
    ("review_mp_s", "review: analysis of a 4-player MP game, seat 0", "s"),
    ("review_mp_units", "  choices judged", ""),
    ("review_mp_longtask_ms", "  longest main-thread task meanwhile", "ms"),
    ("review_cz_s", "review: analysis of a 4-player Cuzco game, seat 0", "s"),
    ("review_cz_units", "  turns judged", ""),
    ("review_cz_longtask_ms", "  longest main-thread task meanwhile", "ms"),
]


def print_profile(figures: dict[str, float]) -> None:
    """The boot profile, cold and warm: when each step was done and what it took."""
    if not any(key.startswith("cold_html") for key in figures):
        return
    print("\nboot profile (ms from navigation start; the step's own time in brackets)")
    print(f"  {'step':<46} {'cold':>14} {'warm':>14}")
    last = {"cold": 0.0, "warm": 0.0}
    for name, label in BOOT_PHASES:
        cells = []
        for when in ("cold", "warm"):
            value = figures.get(f"{when}_{name}_ms")
            if value is None:
                cells.append(f"{'—':>14}")
                continue
            cells.append(f"{value:>7,.0f} ({value - last[when]:>+5,.0f})")
            last[when] = value
        print(f"  {label:<46} {cells[0]:>14} {cells[1]:>14}")


def print_table(figures: dict[str, float], problems: dict[str, str], runs: int) -> None:
    print_profile(figures)
    print(f"\nmedian of {runs} runs")
    for key, label, unit in FIGURES:
        value = figures.get(key)
        digits = 1 if unit == "s" else 2 if key.endswith("_ratio") else 0
        shown = "n/a" if value is None else f"{value:,.{digits}f} {unit}".rstrip()
        print(f"  {label:<38} {shown:>16}")
    for name, problem in problems.items():
        print(f"  {name}: {problem}")
    print(json.dumps({"runs": runs, **{key: figures.get(key) for key, _, _ in FIGURES},
                      "problems": problems}))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--ai-seconds", type=float, default=20.0)
    parser.add_argument("--anim-seconds", type=float, default=30.0)
    parser.add_argument("--ai-turns-seed", type=int, default=1,
                        help="the deal of the ai_turns games")
    parser.add_argument("--only", help="comma-separated measures to run (default: all): "
                        "bare, app_boot, ai_game, cuzco_ai_game, cuzco_preview, "
                        "mp_animated, cz_animated, mp_review, cz_review, mobile, ai_turns")
    options = parser.parse_args()
    server = make_server(DIST, port=0, quiet=True)
    bare_server = make_server(bare_site(), port=0, quiet=True)
    phone_server = mobile.make_mobile_server(DIST)
    phone_bare_server = mobile.make_mobile_server(BARE)
    servers = (server, bare_server, phone_server, phone_bare_server)
    for running in servers:
        threading.Thread(target=running.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/"
    bare_base = f"http://127.0.0.1:{bare_server.server_port}/"
    phone_base = f"http://127.0.0.1:{phone_server.server_port}/"
    phone_bare_base = f"http://127.0.0.1:{phone_bare_server.server_port}/"
    figures: dict[str, float] = {}
    problems: dict[str, str] = {}
    try:
        with sync_playwright() as p:
            profiles = Profiles(p)
            measures: list[Callable[[], dict[str, float]]] = [
                lambda: measure_bare(profiles, bare_base),
                lambda: measure_app_boot(profiles, base),
                lambda: measure_ai_long_task(profiles, base, options.ai_seconds),
                lambda: measure_ai_long_task(profiles, base, options.ai_seconds,
                                             CUZCO_AI_GAME, "cuzco_ai_longtask_ms"),
                lambda: measure_cuzco_preview(profiles, base),
                lambda: measure_animated(profiles, base, options.anim_seconds,
                                         "machu-picchu", "mp_anim"),
                lambda: measure_animated(profiles, base, options.anim_seconds, "cuzco",
                                         "cz_anim"),
                lambda: measure_review(profiles, base, "machu-picchu", "review_mp"),
                lambda: measure_review(profiles, base, "cuzco", "review_cz"),
                lambda: measure_mobile(profiles, phone_base, phone_bare_base),
            ]
            names = ("bare", "app_boot", "ai_game", "cuzco_ai_game", "cuzco_preview",
                     "mp_animated", "cz_animated", "mp_review", "cz_review", "mobile")
            only = set(options.only.split(",")) if options.only else set(names)
            for name, measure in zip(names, measures, strict=True):
                if name not in only:
                    continue
                measure.__name__ = name
                print(f"measuring {name} ...", flush=True)
                figures.update(median_of(options.runs, measure, problems))
            if "ai_turns" in only or not options.only:
                for game, key in (("cuzco", "cz"), ("machu-picchu", "mp")):
                    print(f"measuring ai_turns ({game}, a whole game) ...", flush=True)
                    turns = partial(measure_ai_turns, profiles, base, game, key,
                                    options.ai_turns_seed)
                    turns.__name__ = f"ai_turns_{key}"  # type: ignore[attr-defined]
                    figures.update(median_of(1, turns, problems))
            profiles.tmp.cleanup()
        figures.update(app_bytes())
    finally:
        for running in servers:
            running.shutdown()
            running.server_close()
    print_table(figures, problems, options.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
