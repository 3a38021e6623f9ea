"""AI moves, computed in a PyScript worker so the page never freezes while a bot thinks.

The worker (``web/worker.py``) exports ``choose(state_json, level, seed) -> action_json``,
``hint(state_json, seed) -> action_json`` (the move the hint button suggests) and
``latency(game_id, level, decisions, seed) -> json`` (bot speed, for
``python3 build.py botspeed``) and ``review_units`` / ``review_step`` (a game review, one
judged choice per call). If it cannot start (an old browser), moves and hints are
computed on the page itself as a fallback.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from incagames.core import Action, Rng
from incagames.core.bots import Bot, bot_for, choose_action, make_bot

WORKER_NAME = "ai"
CONNECT_TIMEOUT_S = 120
HINT_LEVEL = "normal"
"""The hint is the move the normal bot would make in the human's place."""


def hint_bot(game_id: str) -> Bot:
    """The bot that gives hints (it sees only the hinted seat's view, like every bot)."""
    return make_bot(HINT_LEVEL, game_id)


def error_reason(exc: BaseException) -> str:
    """The last line of an error (a worker's error arrives with its whole traceback)."""
    lines = [line.strip() for line in str(exc).strip().splitlines() if line.strip()]
    return lines[-1] if lines else type(exc).__name__


class AiBridge:
    def __init__(self) -> None:
        self.worker: Any = None
        self.failed = False
        self._connecting = asyncio.ensure_future(self._connect())

    async def _connect(self) -> None:
        try:
            from pyscript import workers

            self.worker = await asyncio.wait_for(workers[WORKER_NAME], CONNECT_TIMEOUT_S)
        except Exception:  # no worker support: fall back to the page
            self.failed = True

    async def ready(self) -> bool:
        """Wait until the worker is connected (or known to be missing); True if it is."""
        if self.worker is None and not self.failed:
            await self._connecting
        return self.worker is not None

    async def choose(self, state: Any, level: str, seed: int) -> Action:
        state_json = json.dumps(state.to_json())
        if await self.ready():
            result = await self.worker.choose(state_json, level, seed)
            return Action.from_json(str(result))
        await asyncio.sleep(0)
        bot = bot_for(state.game_id, level, state.current_player)
        return choose_action(bot, state, Rng(seed))

    async def hint(self, state: Any, seed: int) -> Action:
        """The normal bot's move for the current seat (it sees only that seat's view)."""
        state_json = json.dumps(state.to_json())  # the position asked about, before waiting
        if await self.ready():
            result = await self.worker.hint(state_json, seed)
            return Action.from_json(str(result))
        await asyncio.sleep(0)
        return choose_action(hint_bot(state.game_id), state, Rng(seed))

    async def review_units(self, save_json: str, seat: int) -> list[tuple[int, int]]:
        """The choices a review of the seat judges (``core.review``), as (start, end)."""
        if await self.ready():
            raw = str(await self.worker.review_units(save_json, seat))
        else:
            await asyncio.sleep(0)
            from incagames.core.review import analyst_for  # only without a worker

            raw = json.dumps(analyst_for(save_json, seat).units)
        return [(int(a), int(b)) for a, b in json.loads(raw)]

    async def review_step(self, save_json: str, seat: int, k: int) -> dict[str, Any]:
        """The verdict on the seat's ``k``-th choice, judged in the worker."""
        if await self.ready():
            return json.loads(str(await self.worker.review_step(save_json, seat, k)))
        await asyncio.sleep(0)
        from incagames.core.review import analyst_for  # only without a worker

        return analyst_for(save_json, seat).judge(k).to_json()  # the page freezes meanwhile

    async def latency(self, game_id: str, level: str, decisions: int, seed: int) -> str:
        """Seconds per bot decision measured in the worker's Pyodide, as a JSON list."""
        if not await self.ready():
            raise RuntimeError("the AI worker is not running")
        return str(await self.worker.latency(game_id, level, decisions, seed))
