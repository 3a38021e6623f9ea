"""Several AI workers (``web/app/ai/bridge.py``): how many start, how an expert decision deals its
worlds out to them and chooses as ``core.parallel.decide`` does, how a review's choices
are judged several at once and kept in order, and the thinking line (``ai/thinking.py``).

The workers here are fakes that answer like ``web/worker.py`` (JSON strings in and out,
``core.parallel`` behind), each call a little later than the last."""

from __future__ import annotations

import asyncio
import json
import math
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from app.ai.bridge import SHORTEST_ROUND, in_order, shares, spread_search, worker_total
from app.ai.thinking import QUICK_SECONDS, Thinking, level_seconds, line_html
from app.text import i18n

from incagames import game, new_game
from incagames.core import Action, Rng, parallel
from incagames.core.bots import _KEPT, choose_action, make_bot
from incagames.core.search import Budget

GAMES = ("machu-picchu", "cuzco")


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    for game_id, plays in (("machu-picchu", 12), ("cuzco", 6)):
        monkeypatch.setitem(game(game_id).budgets, "hard", Budget(plays, math.inf))
    _KEPT.clear()


class FakeWorker:
    """A worker as ``web/worker.py`` exports it, answering after ``delay`` seconds."""

    def __init__(self, delay: float = 0.0, fails: bool = False) -> None:
        self.delay = delay
        self.fails = fails
        self.scored: list[tuple[int, float]] = []  # (worlds asked, seconds allowed)

    async def begin(self, state_json: str, level: str, seed: int) -> str:
        await asyncio.sleep(self.delay)
        return json.dumps(parallel.begin(json.loads(state_json), level, seed))

    async def score(self, world_json: str, level: str, plans_json: str, seeds_json: str,
                    seconds: float) -> str:
        await asyncio.sleep(self.delay)
        if self.fails:
            raise RuntimeError("Traceback...\nMemoryError: the helper ran out")
        seeds = json.loads(seeds_json)
        self.scored.append((len(seeds), seconds))
        return json.dumps(parallel.score(json.loads(world_json), level,
                                         json.loads(plans_json), seeds))

    async def commit(self, world_json: str, level: str, plan_json: str) -> str:
        await asyncio.sleep(self.delay)
        return json.dumps(parallel.commit(json.loads(world_json), level,
                                          json.loads(plan_json)))


def turn_start(game_id: str, seed: int) -> Any:
    """A position where the search has several plans to compare."""
    state = new_game(game_id, 2, seed)
    easy = make_bot("easy", game_id)
    rng = Rng(seed)
    for _ in range(30):
        state.apply(choose_action(easy, state, rng))
    while "plans" not in parallel.begin(state.to_json(), "hard", 1):
        state.apply(choose_action(easy, state, rng))
    return state


# ---------------------------------------------------------------------- how many
@pytest.mark.parametrize("cores, total", [
    (None, 1), ("", 1), (0, 1), (1, 1), (2, 1), (3, 2), (4, 3), (8, 7), (9, 7), (64, 7)])
def test_one_worker_per_core_but_the_page_s_at_most_eight_in_all(cores: object,
                                                                  total: int) -> None:
    assert worker_total(cores) == total


def test_the_seeds_of_a_round_are_dealt_out_like_the_reference() -> None:
    assert shares([1, 2, 3, 4, 5], 2) == [[1, 3, 5], [2, 4]]
    assert shares([7], 3) == [[7], [], []]
    assert shares([], 1) == [[]]


# ---------------------------------------------------------------------- expert decisions
@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("workers", [1, 3])
def test_a_spread_search_chooses_as_the_reference(game_id: str, workers: int,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Untimed, the workers' answers added up give ``parallel.decide``'s choice, which is
    the bot's own (the workers share its plays), and the first worker carries the plan
    out (its bot remembers it)."""
    if workers > 1:  # the last round has worlds for every worker (nine plans, 30 plays)
        monkeypatch.setitem(game(game_id).budgets, "hard", Budget(30, math.inf))
    state = turn_start(game_id, 4)
    expected = parallel.decide(state.to_json(), "hard", 77, workers=workers)
    _KEPT.clear()
    assert choose_action(make_bot("hard", game_id, timed=False), state, Rng(77)) == expected
    _KEPT.clear()
    pool = [FakeWorker(delay=0.001 * k) for k in range(workers)]
    answered: list[Any] = []
    action = asyncio.run(spread_search(lambda: pool, json.dumps(state.to_json()), "hard", 77,
                                       math.inf, answered=answered.append))
    assert action == expected
    assert all(w in answered for w in pool), "every worker played some worlds"
    assert sum(n for w in pool for n, _ in w.scored) > 0


def test_each_round_gets_its_share_of_the_time_and_the_bar_its_rounds() -> None:
    state = turn_start("machu-picchu", 6)
    pool = [FakeWorker(), FakeWorker()]
    thinking = Thinking(1, "hard", 5.0, now=100.0)
    now = [100.0]
    asyncio.run(spread_search(lambda: pool, json.dumps(state.to_json()), "hard", 5, 6.0,
                              thinking, clock=lambda: now[0]))
    rounds = [seconds for _, seconds in pool[0].scored]
    assert rounds and rounds[0] == pytest.approx(6.0 / len(rounds) if len(rounds) > 1
                                                 else 6.0, rel=0.5)
    assert all(SHORTEST_ROUND <= s <= 6.0 for s in rounds)
    assert thinking.done == thinking.rounds and thinking.fraction(now[0]) == 1.0


def test_a_helper_that_fails_is_left_out_and_the_first_one_s_failure_is_said() -> None:
    state = turn_start("machu-picchu", 5)
    good, bad = FakeWorker(), FakeWorker(fails=True)
    pool = [good, bad]

    def lose(worker: Any) -> None:
        pool.remove(worker)

    action = asyncio.run(spread_search(lambda: list(pool), json.dumps(state.to_json()),
                                       "hard", 3, math.inf, lost=lose))
    assert action in state.legal_actions() and pool == [good]
    _KEPT.clear()
    with pytest.raises(RuntimeError, match="ran out"):
        asyncio.run(spread_search(lambda: [bad, good], json.dumps(state.to_json()), "hard",
                                  3, math.inf))


def test_a_decision_without_search_needs_no_worlds() -> None:
    state = new_game("machu-picchu", 2, 1)
    easy, rng = make_bot("easy", "machu-picchu"), Rng(1)
    while "action" not in (first := parallel.begin(state.to_json(), "hard", 2)):
        state.apply(choose_action(easy, state, rng))
    worker = FakeWorker()
    action = asyncio.run(spread_search(lambda: [worker], json.dumps(state.to_json()), "hard",
                                       2, 5.0))
    assert action == Action.from_json(first["action"]) and worker.scored == []


# ---------------------------------------------------------------------- reviews
class Judge:
    """A worker judging review units: each job's answer depends only on its number."""

    def __init__(self, delay: float, log: list[tuple[str, int]], name: str) -> None:
        self.delay, self.log, self.name = delay, log, name

    async def review_step(self, k: int) -> str:
        self.log.append((self.name, k))
        await asyncio.sleep(self.delay * (1 + k % 3))
        if k == 99:
            raise RuntimeError("unit 99 cannot be judged")
        return f"verdict {k}"


def _judge_all(pool: list[Any], first: int, total: int,
               stop_after: int | None = None) -> list[tuple[int, str]]:
    kept: list[tuple[int, str]] = []

    def run(worker: Any, k: int) -> Any:
        return worker.review_step(k)

    asyncio.run(in_order(first, total, lambda: pool, run,
                         lambda k, v: kept.append((k, v)),
                         lambda: stop_after is not None and len(kept) >= stop_after))
    return kept


def test_review_units_are_judged_several_at_once_and_kept_in_order() -> None:
    log: list[tuple[str, int]] = []
    pool = [Judge(0.003, log, "ai"), Judge(0.001, log, "ai-1"), Judge(0.002, log, "ai-2")]
    kept = _judge_all(pool, 2, 14)
    assert kept == [(k, f"verdict {k}") for k in range(2, 14)]
    assert {name for name, _ in log} == {"ai", "ai-1", "ai-2"}
    assert sorted(k for _, k in log) == list(range(2, 14)), "each unit judged once"


def test_a_worker_that_comes_up_later_gets_the_next_unit() -> None:
    log: list[tuple[str, int]] = []
    pool: list[Any] = [Judge(0.002, log, "ai")]
    kept: list[tuple[int, str]] = []

    def run(worker: Any, k: int) -> Any:
        if k == 1:
            pool.append(Judge(0.001, log, "ai-1"))
        return worker.review_step(k)

    asyncio.run(in_order(0, 8, lambda: pool, run, lambda k, v: kept.append((k, v)),
                         lambda: False))
    assert [k for k, _ in kept] == list(range(8))
    assert "ai-1" in {name for name, _ in log}


def test_stop_lets_the_units_under_way_finish_and_keeps_them() -> None:
    log: list[tuple[str, int]] = []
    pool = [Judge(0.002, log, "ai"), Judge(0.002, log, "ai-1")]
    kept = _judge_all(pool, 0, 20, stop_after=3)
    assert 3 <= len(kept) < 20 and [k for k, _ in kept] == list(range(len(kept)))
    assert len(log) == len(kept), "nothing started after Stop is lost"


def test_a_failed_unit_keeps_the_ones_before_it_and_says_why() -> None:
    log: list[tuple[str, int]] = []
    pool = [Judge(0.001, log, "ai"), Judge(0.001, log, "ai-1")]
    kept: list[tuple[int, str]] = []
    with pytest.raises(RuntimeError, match="unit 99"):
        asyncio.run(in_order(97, 105, lambda: pool, lambda w, k: w.review_step(k),
                             lambda k, v: kept.append((k, v)), lambda: False))
    assert kept == [(97, "verdict 97"), (98, "verdict 98")]


def test_review_verdicts_judged_in_parallel_equal_the_serial_ones() -> None:
    """Real verdicts of a short game, each unit on whichever fake worker is free: the
    same as judging them one after another (each depends on its own seed only)."""
    from incagames.core.match import Match, Seat
    from incagames.core.review import Analyst, analyst_for

    match = Match("machu-picchu", [Seat("Ana"), Seat("AI 1", "ai-easy")], 12)
    easy = make_bot("easy", "machu-picchu")
    rng = Rng(3)
    for _ in range(16):
        match.apply(choose_action(easy, match.state, rng))
    save = match.dumps()
    serial = Analyst(Match.loads(save), 0)
    count = min(4, len(serial.units))
    assert count >= 2
    expected = [serial.judge(k).to_json() for k in range(count)]

    class ReviewWorker:
        def __init__(self, delay: float) -> None:
            self.delay = delay

        async def review_step(self, save_json: str, seat: int, k: int) -> str:
            await asyncio.sleep(self.delay)
            return json.dumps(analyst_for(save_json, seat).judge(k).to_json())

    pool = [ReviewWorker(0.003), ReviewWorker(0.0), ReviewWorker(0.001)]
    kept: list[Any] = []

    async def run(worker: Any, k: int) -> Any:
        return json.loads(await worker.review_step(save, 0, k))

    asyncio.run(in_order(0, count, lambda: pool, run, lambda k, v: kept.append(v),
                         lambda: False))
    assert kept == expected


# ---------------------------------------------------------------------- the thinking line
def test_the_bar_fills_with_the_level_s_time_and_never_moves_back() -> None:
    thinking = Thinking(0, "hard", 2.0, now=10.0)
    assert thinking.percent(10.0) == 0
    assert thinking.percent(11.0) == 50
    assert thinking.percent(15.0) == 100
    thinking.restart(20.0)  # the same seat's next decision
    assert thinking.percent(20.5) == 100
    assert level_seconds("machu-picchu", "easy") == QUICK_SECONDS
    assert level_seconds("machu-picchu", "expert") == game("machu-picchu").budgets[
        "expert"].seconds


def test_an_expert_s_bar_fills_round_by_round() -> None:
    thinking = Thinking(1, "expert", 5.0, now=0.0)
    thinking.round(0, 4, now=0.0, seconds=1.0)
    assert thinking.percent(0.6) == 15  # 60% of the first of four rounds
    thinking.round(2, 4, now=1.0, seconds=1.5)
    assert thinking.percent(1.0) == 50
    assert thinking.percent(9.0) == 75  # a round never counts for more than itself
    thinking.round(4, 4, now=2.0, seconds=0.0)
    assert thinking.percent(2.0) == 100


@pytest.mark.parametrize("lang, words", [
    ("en", "AI 1 is thinking…"), ("es", "AI 1 está pensando…"),
    ("de", "AI 1 denkt nach…"), ("fr", "AI 1 réfléchit…")])
def test_the_thinking_line_is_in_words_in_every_language(lang: str, words: str) -> None:
    i18n.set_language(lang)
    try:
        html = line_html("AI 1", 40)
    finally:
        i18n.set_language("en")
    assert f'role="status">{words}</span>' in html
    assert 'value="40"' in html and "aria-label=" in html
    assert "style=" not in html, "the page's CSP allows no inline style"


def test_the_thinking_line_escapes_the_name() -> None:
    assert "<b>" not in line_html("<b>Ana</b>", 0)


def test_every_level_has_a_thinking_time(monkeypatch: pytest.MonkeyPatch) -> None:
    from incagames.core.bots import LEVELS

    monkeypatch.undo()  # the levels' own budgets

    for game_id in GAMES:
        for level in LEVELS:
            assert 0 < level_seconds(game_id, level) <= 10
