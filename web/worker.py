"""The AI worker: bots think here, off the page's main thread. The page starts one ("ai"),
and helpers ("ai-1"...) from the same file when an expert seat or a review's analysis can
use several (``app/ai/bridge.py``)."""

import json
from types import ModuleType
from urllib.parse import urljoin

import _inca_rest  # the standard library beyond the boot archive, on first import
import pyodide_js
from pyodide.http import open_url

_inca_rest.install()

# The same packages as the page's, from Pyodide's lock file (see main.py).
await pyodide_js.loadPackage(["inca-games", "inca-games-web"])  # noqa: F704 (PyScript runs this with top-level await)

from app.ai.bridge import HINT_LEVEL  # noqa: E402

import incagames  # noqa: E402
from incagames.core import Rng, parallel  # noqa: E402
from incagames.core.bots import bot_for, choose_action  # noqa: E402
from incagames.core.review import analyst_for  # noqa: E402

BOTSPEED = "../perf/botspeed.py"
"""The bot-timing tool (tools/botspeed.py), relative to the lock file's folder; served with
the site but not part of the app, so it is fetched only when asked to measure."""


def choose(state_json: str, level: str, seed: int) -> str:
    """The move of the state's current seat at ``level``; the bot sees only its seat's view."""
    state = incagames.state_from_json(json.loads(str(state_json)))
    bot = bot_for(state.game_id, str(level), state.current_player)
    action = choose_action(bot, state, Rng(int(seed)))
    return json.dumps(action.to_json())


def hint(state_json: str, seed: int) -> str:
    """The hint for the state's current seat: the move of the bot of ``HINT_LEVEL``
    (hard), computed from that seat's view only."""
    return choose(state_json, HINT_LEVEL, seed)


def begin(state_json: str, level: str, seed: int) -> str:
    """A search spread over the workers, first step (``core.parallel.begin``), on the
    worker that keeps the bot: the action at once, or the world and the plans to score."""
    return json.dumps(parallel.begin(json.loads(str(state_json)), str(level), int(seed)))


def score(world_json: str, level: str, plans_json: str, seeds_json: str,
          seconds: float) -> str:
    """The plans played in the worlds of this worker's share of the seeds, within
    ``seconds`` (``core.parallel.score``): any worker serves it. The seeds travel as JSON,
    since 64-bit integers do not survive a JavaScript number."""
    return json.dumps(parallel.score(json.loads(str(world_json)), str(level),
                                     json.loads(str(plans_json)), json.loads(str(seeds_json)),
                                     float(seconds)))


def commit(world_json: str, level: str, plan_json: str) -> str:
    """The plan chosen, remembered by the bot of the worker that began the decision; its
    first action (``core.parallel.commit``)."""
    return json.dumps(parallel.commit(json.loads(str(world_json)), str(level),
                                      json.loads(str(plan_json))))


def latency(game_id: str, level: str, decisions: int, seed: int) -> str:
    """``botspeed.measure`` run here, in Pyodide: seconds and search iterations per bot
    decision (for ``python3 build.py botspeed``)."""
    url = urljoin(pyodide_js.lockfileBaseUrl, BOTSPEED)
    botspeed = ModuleType("botspeed")
    exec(compile(open_url(url).read(), url, "exec"), botspeed.__dict__)
    return json.dumps(botspeed.measure(str(game_id), str(level), int(decisions), int(seed)))


def review_units(save_json: str, seat: int) -> str:
    """The choices a review of the seat judges, as [[start, end], ...] of the save's
    actions (``core.review``)."""
    return json.dumps(analyst_for(str(save_json), int(seat)).units)


def review_step(save_json: str, seat: int, k: int) -> str:
    """The verdict on the seat's ``k``-th choice: one call per choice, so the page shows
    progress, can stop between two, and the AI's moves are not held up for long."""
    return json.dumps(analyst_for(str(save_json), int(seat)).judge(int(k)).to_json())


def modules() -> str:
    """The names of every module this worker's Python has imported, as a JSON list (the
    browser tests record them: the standard library the boot archive must hold)."""
    import sys

    return json.dumps(sorted(sys.modules))


__export__ = ["choose", "hint", "begin", "score", "commit", "latency", "review_units",
              "review_step", "modules"]
