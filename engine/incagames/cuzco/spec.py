"""Cuzco as the shared layers see it (``core.spec.GameSpec``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any

from ..core.bots import Bot, GreedyBot
from ..core.rng import Rng
from ..core.search import Budget
from ..core.spec import GameSpec
from . import conservation
from .review import turn_start, whole_turn
from .state import CuzcoState

BUDGETS = {"normal": Budget(iterations=10, seconds=0.42),
           "hard": Budget(iterations=18, seconds=1.7),
           "expert": Budget(iterations=72, seconds=5.0)}
"""An iteration plays one plan of the rest of the bot's turn through the other seats'
replies to its next turn (hard: the turn after)."""

EASY_ALWAYS = frozenset({"build_temple", "expand_temple", "festival", "end_turn", "done",
                         "drop", "choose_terrain", "use_token", "draw"})
"""Kinds the easy bot always considers; the rest of a decision's options are sampled."""


def _easy() -> Bot:
    from .ai.heuristics import evaluate
    # A turn has many small decisions with hundreds of options: 1-ply on a sample.
    return GreedyBot(evaluate, lookahead=0, max_candidates=40, always=EASY_ALWAYS)


def _search(level: str, budget: Budget) -> Bot:
    from .ai.search import make
    return make(level, budget)


def _strategies() -> Mapping[str, Callable[[], Bot]]:
    from .ai.celebrant import CelebrantBot
    from .ai.strategy import STRATEGIES
    return {**STRATEGIES, "celebrant": CelebrantBot}


def breakdown(b: Mapping[str, Any]) -> str:
    return (f"{b['total']:>3} PP = temples built/expanded {b['temples']} + ponds "
            f"{b['ponds']} + festivals {b['festivals']} + grand final scoring {b['final']}")


def listing_times(players: int, seed: int) -> dict[str, float | None]:
    """Mean time to list the legal actions in mid-game turns (half the common terrain
    used): at the start of a turn (which terrain), for the chosen terrain (every place it
    may go) and later in the turn (every other action), over random games."""
    rng = Rng(seed)
    start: list[float] = []
    main: list[float] = []
    place: list[float] = []
    for g in range(5):
        state = CuzcoState(players, seed + 100 + g)
        while not state.is_over and len(start) < 10 * (g + 1):
            phase = state.phase[0]
            mid = state.triples <= 28
            t0 = time.perf_counter()
            actions = state.legal_actions()
            elapsed = time.perf_counter() - t0
            if mid and phase == "start":
                start.append(elapsed)
            elif mid and phase == "main" and state.placed:
                main.append(elapsed)
            elif mid and phase == "place":
                place.append(elapsed)
            state.apply_legal(rng.choice(actions))
    return {"turn_start_listing_ms": _mean_ms(start),
            "placement_listing_ms": _mean_ms(place),
            "in_turn_listing_ms": _mean_ms(main)}


def _mean_ms(seconds: list[float]) -> float | None:
    return round(sum(seconds) / len(seconds) * 1000, 3) if seconds else None


SPEC = GameSpec(
    id="cuzco", name="Cuzco", players=(2, 4), state=CuzcoState, easy=_easy,
    search=_search, budgets=BUDGETS, strategies=_strategies, breakdown=breakdown, listed=2,
    report=(("temples PP", "temples"), ("ponds PP", "ponds"), ("festivals PP", "festivals"),
            ("final PP", "final"), ("temples built", "events.build_temple"),
            ("expansions", "events.expand_temple"),
            ("festivals organized", "events.festival_organized"),
            ("ponds scored", "events.pond_scored")),
    game_report=(("festivals per game", "festival_organized"),
                 ("ponds scored per game", "pond_scored")),
    suite_extra=(("festivals per game (games with one)", "festival_organized", "game"),
                 ("ponds scored per game (games with one)", "pond_scored", "game")),
    bench_extra=listing_times, turn_start=turn_start, review_unit=whole_turn,
    conservation=conservation.check,
)
