"""AI moves, computed in PyScript workers so the page never freezes while a bot thinks.

The worker (``web/worker.py``) exports ``choose(state_json, level, seed) -> action_json``,
``hint(state_json, seed) -> action_json`` (the move the hint button suggests),
``begin``, ``score`` and ``commit`` (one search spread over several workers,
``core.parallel``), ``latency(game_id, level, decisions, seed) -> json`` (bot speed, for
``python3 build.py botspeed``) and ``review_units`` / ``review_step`` (a game review, one
judged choice per call). If it cannot start (an old browser), moves and hints are
computed on the page itself as a fallback.

The first worker ("ai") starts once the page is interactive (``boot.js``) and keeps the
bots between decisions. When a game has an expert seat or a review's analysis runs,
helpers ("ai-1", "ai-2"...) start from the same file, up to ``worker_total`` workers in
all: an expert decision begins and commits on "ai" and has its worlds played by every
worker up (``spread_search``); an analysis judges one choice per worker at a time
(``in_order``). A helper still starting simply gets no share.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from incagames.core import Action, Rng
from incagames.core.bots import Bot, bot_for, choose_action, make_bot
from incagames.core.search import Halving

WORKER_NAME = "ai"
CONNECT_TIMEOUT_S = 120
HINT_LEVEL = "hard"
"""The hint is the move the hard bot would make in the human's place: the best advice
that comes within about 2 s (Machu Picchu's normal reads the hand-made reckoning, which
leaves corn unspent; docs/ai.md)."""
SPREAD_LEVELS = frozenset({"expert"})
"""Levels whose search is spread over every worker up (the others think in "ai" alone)."""
MOST_WORKERS = 8
"""Workers at most, whatever the machine: each is a Pyodide of some tens of MB."""
SHORTEST_ROUND = 0.2
"""Seconds a round of a spread search gets at least, even when the time is up."""
WAKE_SECONDS = 0.5
"""How often ``in_order`` looks for a worker that came up meanwhile."""

T = TypeVar("T")


def hint_bot(game_id: str) -> Bot:
    """The bot that gives hints (it sees only the hinted seat's view, like every bot)."""
    return make_bot(HINT_LEVEL, game_id)


def error_reason(exc: BaseException) -> str:
    """The last line of an error (a worker's error arrives with its whole traceback)."""
    lines = [line.strip() for line in str(exc).strip().splitlines() if line.strip()]
    return lines[-1] if lines else type(exc).__name__


def worker_total(cores: object) -> int:
    """How many workers think at once: one per core but one (the page's), at least one
    and at most ``MOST_WORKERS`` (``navigator.hardwareConcurrency``, when known)."""
    try:
        count = int(cores)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        count = 1
    return max(1, min(MOST_WORKERS, count) - 1)


def shares(seeds: Sequence[int], workers: int) -> list[list[int]]:
    """The seeds of a round dealt out to ``workers`` (as ``core.parallel.decide`` does)."""
    return [list(seeds[k::workers]) for k in range(workers)]


def _ignore(worker: Any) -> None:
    return None


async def spread_search(pool: Callable[[], list[Any]], state_json: str, level: str,
                        seed: int, seconds: float, progress: Any = None,
                        answered: Callable[[Any], None] = _ignore,
                        lost: Callable[[Any], None] = _ignore,
                        clock: Callable[[], float] = time.perf_counter) -> Action:
    """One search decision over the workers ``pool()`` names (the first one keeps the
    bot: it begins and commits), within about ``seconds``: ``core.search.Halving``'s
    rounds, each with an even share of the time left, their worlds dealt out to the
    workers up at the time. The workers share the level's plays (a decision sooner, the
    same as one worker's): twice the plays did not make Cuzco's expert stronger.
    ``progress`` hears of each round (``Thinking.round``); each worker's answer is
    ``answered``; a helper that fails is ``lost`` and its worlds left out (the first
    one's failure is the decision's)."""
    start = clock()
    workers = pool()
    main = workers[0]
    first = json.loads(str(await main.begin(state_json, level, seed)))
    if "action" in first:
        return Action.from_json(first["action"])
    world = json.dumps(first["world"])
    plans = first["plans"]
    halving = Halving(len(plans), first["budget"], Rng(first["seed"]))
    deadline = start + seconds
    while (request := halving.next()) is not None:
        alive, seeds = request
        workers = pool()
        now = clock()
        allowed = max(SHORTEST_ROUND, (deadline - now) / (halving.rounds - halving.done))
        if progress is not None:
            progress.round(halving.done, halving.rounds, now, allowed)
        chosen = json.dumps([plans[i] for i in alive])

        async def play(worker: Any, share: list[int], chosen: str = chosen,
                       allowed: float = allowed) -> dict[str, Any]:
            return json.loads(str(await worker.score(world, level, chosen, json.dumps(share),
                                                     allowed)))

        jobs = [(w, share) for w, share in zip(workers, shares(seeds, len(workers)),
                                                strict=True) if share]
        answers = await asyncio.gather(*(play(w, share) for w, share in jobs),
                                       return_exceptions=True)
        sums = [0.0] * len(alive)
        played = 0
        for (worker, _), answer in zip(jobs, answers, strict=True):
            if isinstance(answer, BaseException):
                if worker is workers[0]:
                    raise answer
                lost(worker)
                continue
            answered(worker)
            sums = [a + b for a, b in zip(sums, answer["sums"], strict=True)]
            played += int(answer["played"])
        halving.report(sums, played, clock() >= deadline)
    if progress is not None:
        progress.round(halving.rounds, halving.rounds, clock(), 0.0)
    best = json.dumps(plans[halving.best()])
    return Action.from_json(json.loads(str(await main.commit(world, level, best))))


async def in_order(first: int, total: int, pool: Callable[[], list[Any]],
                   run: Callable[[Any, int], Awaitable[T]], keep: Callable[[int, T], None],
                   stopped: Callable[[], bool]) -> None:
    """Jobs ``first`` to ``total - 1`` spread over the workers ``pool()`` names (each
    busy with one job at a time, a worker that comes up meanwhile gets the next), their
    results ``keep``-t in the jobs' order. Once ``stopped()``, no job starts; those under
    way finish and are kept. A job's error is raised once the jobs before it are kept."""
    running: dict[asyncio.Future[T], tuple[int, int]] = {}
    ready: dict[int, T] = {}
    failed: dict[int, BaseException] = {}
    following = first
    kept = first
    while True:
        if not stopped() and not failed:
            busy = {index for _, index in running.values()}
            for index, worker in enumerate(pool()):
                if following >= total:
                    break
                if index not in busy:
                    running[asyncio.ensure_future(run(worker, following))] = (following, index)
                    following += 1
        if not running:
            break
        done, _ = await asyncio.wait(list(running), timeout=WAKE_SECONDS,
                                     return_when=asyncio.FIRST_COMPLETED)
        for future in done:
            k, _ = running.pop(future)
            if future.exception() is not None:
                failed[k] = future.exception()  # type: ignore[assignment]
            else:
                ready[k] = future.result()
        while kept in ready:
            keep(kept, ready.pop(kept))
            kept += 1
    if failed:
        raise failed[min(failed)]


class AiBridge:
    def __init__(self) -> None:
        self.worker: Any = None
        self.failed = False
        self.helpers: list[Any] = []
        """The helper workers up, in the order they came up."""
        self.answers: list[int] = [0]
        """Calls answered by each worker of ``pool()``, in its order (tests, debugging)."""
        self._helping: asyncio.Future | None = None
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

    # ------------------------------------------------------------------ helpers
    def start_helpers(self) -> None:
        """Start the helper workers (once, after the first is up): an expert seat or a
        review's analysis can use them."""
        if self._helping is None:
            self._helping = asyncio.ensure_future(self._start_helpers())

    async def _start_helpers(self) -> None:
        if not await self.ready():
            return
        from pyodide.ffi import to_js
        from pyscript import window, workers

        names = [f"{WORKER_NAME}-{k}" for k in range(
            1, worker_total(window.navigator.hardwareConcurrency))]
        if not names:
            return
        window.incaHelpers(to_js(names))  # boot.js adds their <script> elements

        async def connect(name: str) -> None:
            try:
                helper = await asyncio.wait_for(workers[name], CONNECT_TIMEOUT_S)
            except Exception:  # a helper that cannot start is simply not used
                return
            self.helpers.append(helper)
            self.answers.append(0)

        await asyncio.gather(*(connect(name) for name in names))

    def pool(self) -> list[Any]:
        """The workers up: the first, then the helpers (none without the first)."""
        return [self.worker, *self.helpers] if self.worker is not None else []

    def _lost(self, helper: Any) -> None:
        """A helper failed a call: it gets no more work."""
        for index, up in enumerate(self.helpers):
            if up is helper:
                del self.helpers[index]
                del self.answers[index + 1]
                return

    def _answered(self, worker: Any) -> None:
        for index, up in enumerate(self.pool()):
            if up is worker:
                self.answers[index] += 1

    # ------------------------------------------------------------------ decisions
    async def choose(self, state: Any, level: str, seed: int, progress: Any = None) -> Action:
        state_json = json.dumps(state.to_json())
        if await self.ready():
            if level in SPREAD_LEVELS:
                from .thinking import level_seconds

                return await spread_search(self.pool, state_json, level, seed,
                                           level_seconds(state.game_id, level), progress,
                                           self._answered, self._lost)
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

    # ------------------------------------------------------------------ reviews
    async def review_units(self, save_json: str, seat: int) -> list[tuple[int, int]]:
        """The choices a review of the seat judges (``core.review``), as (start, end)."""
        if await self.ready():
            raw = str(await self.worker.review_units(save_json, seat))
        else:
            await asyncio.sleep(0)
            from incagames.core.review import analyst_for  # only without a worker

            raw = json.dumps(analyst_for(save_json, seat).units)
        return [(int(a), int(b)) for a, b in json.loads(raw)]

    async def review_step(self, save_json: str, seat: int, k: int,
                          worker: Any = None) -> dict[str, Any]:
        """The verdict on the seat's ``k``-th choice, judged in ``worker`` (by default
        the first); on the page when there is none."""
        if worker is None and await self.ready():
            worker = self.worker
        if worker is not None:
            raw = str(await worker.review_step(save_json, seat, k))
            self._answered(worker)
            return json.loads(raw)
        await asyncio.sleep(0)
        from incagames.core.review import analyst_for  # only without a worker

        return analyst_for(save_json, seat).judge(k).to_json()  # the page freezes meanwhile

    async def modules(self) -> str:
        """The modules the AI worker's Python has imported, as a JSON list ("[]" when it
        does not run)."""
        if not await self.ready():
            return "[]"
        return str(await self.worker.modules())

    async def latency(self, game_id: str, level: str, decisions: int, seed: int) -> str:
        """Seconds per bot decision measured in the worker's Pyodide, as a JSON list."""
        if not await self.ready():
            raise RuntimeError("the AI worker is not running")
        return str(await self.worker.latency(game_id, level, decisions, seed))

