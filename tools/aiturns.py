"""AI turns as a player waits for them: a whole game in the browser at the default speed,
a person (played by this tool, at once) against two normal AIs, and the wall time of each
AI turn, thinking and animation together.

An AI turn runs from the moment an AI decides in a turn (the move before it is played)
until another seat's turn begins, or until the person's decision panel offers its
controls (Machu Picchu's night asks each seat in turn: each AI stretch counts). A wait
is the whole time from the person's last decision until their next one is offered (the
AIs' turns between). The page is polled every ``POLL_MS``, so each figure is within
about that much.

Part of ``python3 build.py perf`` (``--only ai_turns``); a measurement, never a test.
"""

from __future__ import annotations

import json
import random
import statistics
import time

from playwright.sync_api import Page

GAME_URL = "index.html?game={game}&players=human,ai-normal,ai-normal&seed={seed}"
"""The default pace (no ``pace=`` in the link), as a new player gets it."""
POLL_MS = 50
GAME_TIMEOUT_S = 1800
STATE = """() => {
  const v = window.incagames.view();
  if (!v) return null;
  const ready = !!document.querySelector('#controls [data-action]:not([disabled]), '
    + '#controls [data-ui="end-turn"], #controls select[data-ui="place-cell"], '
    + '#controls [data-pick]');
  return {turn: v.turn_player, deciding: v.current_player,
          over: document.documentElement.dataset.phase === "over", ready,
          now: performance.now()};
}"""
CHOICES = """() => {
  const end = document.querySelector('#controls [data-ui="end-turn"]');
  if (end && !end.disabled) return ["END"];
  const cell = document.querySelector('#controls select[data-ui="place-cell"]');
  const go = document.querySelector('#controls [data-ui="place-go"]');
  if (cell && !(go && go.getAttribute("data-action"))) {
    const options = [...cell.options].filter((o) => o.value !== "-1");
    if (options.length) {
      cell.value = options[Math.floor(Math.random() * options.length)].value;
      cell.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
  const acts = [...new Set([...document.querySelectorAll('#controls [data-action]')]
    .filter((b) => !b.disabled).map((b) => b.getAttribute("data-action")))];
  if (acts.length) return acts;
  return document.querySelector('#controls [data-pick]') ? ["PICK"] : [];
}"""
CLICK = """(choice) => {
  if (choice === "END") {
    document.querySelector('#controls [data-ui="end-turn"]').click();
    return;
  }
  if (choice === "PICK") {  // a choice of several (cards, goods): one more toggled
    const picks = [...document.querySelectorAll('#controls [data-pick]:not([disabled])')]
      .filter((b) => b.getAttribute("aria-pressed") !== "true");
    if (picks.length) picks[Math.floor(Math.random() * picks.length)].click();
    return;
  }
  for (const b of document.querySelectorAll('#controls [data-action]')) {
    if (!b.disabled && b.getAttribute("data-action") === choice) { b.click(); return; }
  }
}"""


def _person_decides(page: Page, rng: random.Random, count: int) -> None:
    """One decision of the person, as quickly as a script clicks (the longer their turn,
    the likelier they end it)."""
    choices = page.evaluate(CHOICES)
    if not choices:
        return
    ends = [c for c in choices if c == "END" or (c != "PICK"
                                                  and json.loads(c)["kind"] == "end_turn")]
    others = [c for c in choices if c not in ends]
    page.evaluate(CLICK, rng.choice(ends if ends and (count > 4 or not others)
                                    else others or ends))


def play(page: Page, base: str, game: str, seed: int) -> tuple[list[float], list[float]]:
    """A whole game: (each AI turn's wall time, each wait of the person), in ms."""
    page.goto(base + GAME_URL.format(game=game, seed=seed))
    page.wait_for_selector("html.ready", state="attached", timeout=90_000)
    rng = random.Random(seed)
    turns: list[float] = []
    waits: list[float] = []
    turn_began: tuple[int, float] | None = None  # whose turn the AIs play, since when
    left_at: float | None = None  # when the person's last decision was played
    count = 0
    deadline = time.monotonic() + GAME_TIMEOUT_S
    while time.monotonic() < deadline:
        s = page.evaluate(STATE)
        if s is None or s["over"]:
            break
        now = float(s["now"])
        if s["deciding"] == 0:
            if s["ready"]:  # the person's decision is offered: the AIs' turn is over
                if turn_began is not None:
                    turns.append(now - turn_began[1])
                    turn_began = None
                if left_at is not None:
                    waits.append(now - left_at)
                    left_at = None
                _person_decides(page, rng, count)
                count += 1
                continue
        elif s["deciding"] is not None:  # an AI decides
            if turn_began is None or turn_began[0] != s["turn"]:
                if turn_began is not None:
                    turns.append(now - turn_began[1])
                turn_began = (s["turn"], now)
                count = 0 if s["turn"] != 0 else count
            if left_at is None:
                left_at = now
        page.wait_for_timeout(POLL_MS)
    return turns, waits


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(0.95 * len(ordered)) - 1))]


def figures(key: str, turns: list[float], waits: list[float]) -> dict[str, float]:
    if not turns:
        raise RuntimeError("no AI turn was seen")
    return {f"{key}_ai_turn_p95_ms": p95(turns),
            f"{key}_ai_turn_median_ms": statistics.median(turns),
            f"{key}_ai_turn_max_ms": max(turns),
            f"{key}_ai_turns": float(len(turns)),
            f"{key}_wait_p95_ms": p95(waits) if waits else float("nan"),
            f"{key}_wait_median_ms": statistics.median(waits) if waits else float("nan")}
