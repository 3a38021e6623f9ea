"""The Princes of Machu Picchu as the shared layers see it (``core.spec.GameSpec``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..core.bots import Bot, GreedyBot
from ..core.review import seat_runs
from ..core.search import Budget
from ..core.spec import GameSpec
from . import conservation
from .state import MachuPicchuState

BUDGETS = {"normal": Budget(iterations=16, seconds=0.6),
           "hard": Budget(iterations=64, seconds=1.8),
           "expert": Budget(iterations=64, seconds=5.0)}
"""An iteration plays one of the search's plans of the turn in one re-dealt world through
the other seats' replies to the bot's next turn (hard and expert: from day 9, to the end
of the game). Expert's plays cost about twice hard's (its play-outs reply by the
learned evaluation's linear reply weights; docs/ai.md); in the browser its workers
share them."""


def _easy() -> Bot:
    from .ai.heuristics import evaluate
    return GreedyBot(evaluate)


def _search(level: str, budget: Budget) -> Bot:
    from .ai.search import make
    return make(level, budget)


def _strategies() -> Mapping[str, Callable[[], Bot]]:
    from .ai.strategy import STRATEGIES
    return STRATEGIES


def turn_start(state: MachuPicchuState) -> bool:
    """A turn starts where the head of the task queue is a seat's "turn" decision (move
    the Prince or stay); the first Incas placed at the set-up are not turns."""
    return state.phase == "turn"


def tally(state: MachuPicchuState) -> list[dict[str, float]]:
    """What each seat left unspent at the end: corn, and goods other than corn."""
    return [{"corn_left": float(goods[0]), "goods_left": float(sum(goods[1:]))}
            for goods in state.goods]


def breakdown(b: Mapping[str, Any]) -> str:
    cards = ", ".join(f"{icon} {vp}" for icon, vp in b["cards"].items()) or "none"
    return (f"{b['final']:>3} = {b['vp']} VP x{b['multiplier']} | cards: {cards} | trail "
            f"{b['trail']} | owed cards {b['owed_cards']} | gold {b['gold']} | goods "
            f"{b['goods_units']}")


SPEC = GameSpec(
    id="machu-picchu", name="The Princes of Machu Picchu", players=(2, 5),
    state=MachuPicchuState, easy=_easy, search=_search, budgets=BUDGETS,
    strategies=_strategies, breakdown=breakdown, listed=1, turn_start=turn_start,
    tally=tally, review_unit=seat_runs(turn_start), conservation=conservation.check,
    report=(("VP", "vp"), ("x gold", "multiplier"), ("cards VP", "cards"),
            ("trail", "trail"), ("gold", "gold"), ("corn left", "corn_left"),
            ("Incas set up", "events.place_inca+events.set_up"),
            ("Priests/Virgins", "events.acquire"), ("summits", "events.summit"),
            ("stays", "events.stay"), ("sacrifices", "events.sacrifice"),
            ("Sun Clock", "events.sun_clock")),
    suite_extra=(("Incas set up per seat", "events.place_inca+events.set_up", "seat"),
                 ("Priests/Virgins per seat", "events.acquire", "seat")),
)
