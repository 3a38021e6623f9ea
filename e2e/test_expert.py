"""The expert AI in the real site: its search spread over several workers (a machine of
three cores is faked, so two workers think even on a two-core test machine), and the
line in the thinking seat's panel, in words, that goes when the move is played."""

from __future__ import annotations

import time

from playwright.sync_api import Page, expect
from test_a11y import HUMAN_TURN, by_words

THREE_CORES = ("Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', "
               "{get: () => 3})")
"""Three cores: the page and two AI workers (``app.ai.bridge.worker_total``)."""
LONG_TASKS = ("window.longTasks = []; new PerformanceObserver(list => { for (const e of "
              "list.getEntries()) window.longTasks.push([e.startTime, e.duration]); })"
              ".observe({type: 'longtask', buffered: true});")
WITHIN_S = 50
LINE = "#players [data-seat='1'] [data-testid=thinking]"


_SAID = f"""() => {{
    const line = document.querySelector("{LINE}");
    return line && [line.querySelector("[role=status]")?.textContent,
                    line.querySelector("progress")?.getAttribute("aria-label")];
}}"""
"""The thinking line's words and its bar's name, read at one moment (null when no line:
the move may come in between any two reads of a locator)."""


def _answered(page: Page) -> int:
    """How many workers have answered a share of a search."""
    return int(page.evaluate("Array.from(window.incagames.aiAnswers()).filter(n => n > 0)"
                             ".length"))


def _quiet_while_thinking(page: Page) -> bool | None:
    """Whether a second of the expert's thinking, with no move played meanwhile, had no
    main-thread task over 50 ms (None when a move came in between)."""
    return page.evaluate("""async () => {
        const moves = window.incagames.moves(), from = performance.now();
        await new Promise(done => setTimeout(done, 1000));
        if (window.incagames.moves() !== moves) return null;
        const to = performance.now();
        return !window.longTasks.some(([start, length]) =>
            start + length > from && start < to && length > 50);
    }""")


def test_an_expert_thinks_in_two_workers_and_says_so(page: Page, site_url: str,
                                                     page_errors: list[str]) -> None:
    page.add_init_script(THREE_CORES)
    page.add_init_script(LONG_TASKS)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site_url + "index.html?game=machu-picchu&players=human,ai-expert&seed=3&pace=0")
    page.wait_for_selector("html.ready", state="attached")
    line = page.locator(LINE)
    thinking_seen = quiet = 0
    deadline = time.monotonic() + WITHIN_S
    while time.monotonic() < deadline:
        page.wait_for_function(
            f"() => document.querySelector(\"{LINE}\") || (window.incagames.view()"
            f"?.current_player === 0 && document.querySelector('{HUMAN_TURN}'))")
        said = page.evaluate(_SAID)
        if said:  # the expert's turn: the line says so in words, its bar fills
            assert said == ["AI 1 is thinking…", "How far AI 1 has thought"]
            thinking_seen += 1
            if _answered(page) >= 2 and not quiet:
                quiet += bool(_quiet_while_thinking(page))
            page.locator(HUMAN_TURN).first.wait_for(state="attached")
            expect(line).to_have_count(0)  # the move is played: the line is gone
            expect(page.locator("#players [data-testid=thinking]")).to_have_count(0)
        if thinking_seen >= 2 and _answered(page) >= 2 and quiet:
            break
        by_words(page)
    assert page.evaluate("window.incagames.aiWorkers()") == 2
    assert _answered(page) == 2, "both workers played worlds of the expert's searches"
    assert thinking_seen >= 2 and quiet, (thinking_seen, quiet)
    assert not page_errors
