"""AI moves, computed in a PyScript worker so the page never freezes while a bot thinks.

The worker exports ``choose(state_json, level, seed) -> action_json``. If it cannot start
(an old browser), moves are computed on the page itself as a fallback.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from incagames.core import Action, Rng
from incagames.core.bots import choose_action, make_bot

WORKER_NAME = "ai"
CONNECT_TIMEOUT_S = 120


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

    async def choose(self, state: Any, level: str, seed: int) -> Action:
        if self.worker is None and not self.failed:
            await self._connecting
        if self.worker is not None:
            result = await self.worker.choose(json.dumps(state.to_json()), level, seed)
            return Action.from_json(str(result))
        await asyncio.sleep(0)
        return choose_action(make_bot(level, state.game_id), state, Rng(seed))
