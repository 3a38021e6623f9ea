"""``window.incagames``: read-only hooks for the browser tests, measurements and
debugging.
"""

from __future__ import annotations

import importlib
import json
import sys
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import window

import incagames

from .ai.bridge import error_reason

if TYPE_CHECKING:
    from .shell import App


def expose_test_hooks(app: App) -> None:
    """``window.incagames``, read only, for tests, measurements and debugging:

    ``view()`` the spectator view; ``legal()`` the current legal actions as JSON texts;
    ``moves()`` how many actions the match has; ``reviewView()`` and
    ``reviewPosition()`` the review's position (its view, its action count); ``hint()``
    the hinted action's JSON (null when none is shown); ``aiReady()`` a Promise of
    whether the AI worker runs; ``aiWorkers()`` how many AI workers are up;
    ``aiAnswers()`` how many calls each has answered (a search's worlds, a review's
    choices), the first worker first;
    ``botLatency(game, level, decisions, seed)`` a Promise of the JSON list of seconds
    per bot decision measured in the worker (``tools/botspeed.py``, fetched only then);
    ``modules()`` a Promise of the JSON list of every module imported so far, on the page
    and in the AI worker (the browser tests record them for the boot archive);
    ``load(name)`` imports a module by name and gives its name back (the tests show that
    the standard library beyond the boot archive comes when first imported).
    """

    def view() -> Any:
        if app.game is None:
            return None
        return to_js(app.game.match.state.view(None), dict_converter=window.Object.fromEntries)

    def legal() -> Any:
        if app.game is None:
            return None
        return to_js([json.dumps(a.to_json()) for a in app.game.legal()])

    def moves() -> int | None:
        return None if app.game is None else len(app.game.match.actions)

    def review_view() -> Any:
        """The review's position as everyone sees it (null when no review shows)."""
        if app.review is None:
            return None
        return to_js(app.review.screen.match.state.view(None),
                     dict_converter=window.Object.fromEntries)

    def review_position() -> int | None:
        return None if app.review is None else app.review.position

    def hint() -> str | None:
        if app.game is None or app.game.hint is None:
            return None
        return json.dumps(app.game.hint.to_json())

    def promise(make: Any) -> Any:
        """A JavaScript Promise of what the coroutine ``make()`` returns."""

        def executor(resolve: Any, reject: Any) -> None:
            async def run() -> None:
                try:
                    resolve(await make())
                except Exception as exc:
                    reject(error_reason(exc))

            app.spawn(run())

        return window.Promise.new(create_once_callable(executor))

    def ai_ready() -> Any:
        return promise(app.ai.ready)

    def ai_workers() -> int:
        return len(app.ai.pool())

    def ai_answers() -> Any:
        return to_js(list(app.ai.answers))

    def bot_latency(game: Any, level: Any, decisions: Any, seed: Any) -> Any:
        return promise(lambda: app.ai.latency(str(game), str(level), int(decisions),
                                               int(seed)))

    def modules() -> Any:
        async def both() -> str:
            here = set(sys.modules)
            there = json.loads(await app.ai.modules())
            return json.dumps(sorted(here | set(there)))

        return promise(both)

    def load(name: Any) -> str:
        return importlib.import_module(str(name)).__name__

    hooks = window.Object.new()
    for name, function in (("view", view), ("legal", legal), ("moves", moves),
                           ("hint", hint), ("aiReady", ai_ready),
                           ("aiWorkers", ai_workers), ("aiAnswers", ai_answers),
                           ("reviewView", review_view), ("reviewPosition", review_position),
                           ("botLatency", bot_latency), ("modules", modules),
                           ("load", load)):
        setattr(hooks, name, create_proxy(function))
    hooks.version = incagames.__name__
    window.incagames = hooks
