"""What a choice of Machu Picchu leads to, told before the player commits: the moves after
which the district's action has nothing to take (the turn just ends there), and the
purchases of a decision that the player cannot make now (shown greyed, so prices are
learnt before they can be paid).

Which moves take nothing is the engine's to say: each move is played on a copy of the
position (``State.preview(follow=True)``), since a far move's llama may be the very good
a purchase needed. The greyed purchases are the ones a district sells that the engine
does not offer; ``words`` says why, from the view.
"""

from __future__ import annotations

from typing import Any

from incagames.core import Action
from incagames.core.state import State
from incagames.machupicchu import components as C

TAKES = frozenset({"bonus", "temple_stones"})
"""Events of a district's action that give the entering Prince something."""
DISTRICT_DECISIONS = frozenset({"acquire", "set_up", "plaza", "sun_clock"})
"""Decisions a district's action opens for the Prince who enters."""


def takes_nothing(state: State, action: Action) -> bool:
    """Whether the legal move ``action`` ends the turn with nothing from its district: no
    bonus, no temple stones and no decision of the district for the mover."""
    seat = state.current_player
    after = state.preview(action, follow=True).after
    if after is None:
        return False
    if any(event["kind"] in TAKES for event in after.events):
        return False
    return not (after.current_player == seat
                and getattr(after, "phase", None) in DISTRICT_DECISIONS)


def idle_moves(state: State, actions: list[Action]) -> list[str]:
    """The districts among the legal moves ``actions`` whose action has nothing to take."""
    return [str(a["district"]) for a in actions
            if a.kind == "move" and takes_nothing(state, a)]


def purchases(view: dict[str, Any]) -> list[Action]:
    """Everything the decision in ``view`` could offer to buy, affordable or not, in the
    order the engine lists its actions."""
    prompt = view["prompt"]
    kind = prompt["kind"]
    if kind == "acquire":
        return [Action("acquire", row=C.ROWS[r]) for r in C.HOUSE_ROWS[prompt["district"]]]
    if kind == "set_up":
        return [Action("set_up", occupation=C.OCCUPATIONS[o])
                for o in C.SETUP_DISTRICT_OCCUPATIONS[prompt["district"]]]
    if kind == "plaza":
        return [Action("buy", good=C.GOODS[g]) for g in C.MARKET_GOODS]
    return []


def refused(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """The purchases of the decision in ``view`` that are not among ``legal``."""
    return [a for a in purchases(view) if a not in legal]
