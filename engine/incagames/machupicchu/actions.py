"""The actions of Machu Picchu as the engine lists them: each made once, since listing
legal actions is the bots' hot path, and sets read in the engine's order, so a player may
name goods or cards in any order."""

from __future__ import annotations

from ..core.actions import Action
from . import components as C

DONE = Action("done")
_MADE: dict[tuple[str, str, object], Action] = {}


def act(kind: str, name: str, value: str | int) -> Action:
    """A one-parameter action, made once and then reused."""
    key = (kind, name, value)
    action = _MADE.get(key)
    if action is None:
        action = _MADE[key] = Action(kind, **{name: value})
    return action


def canonical(action: Action) -> Action:
    """Sets of goods or cards in the engine's order, so any listed order is accepted."""
    params = dict(action.params)
    for key, order in (("goods", C.GOOD_INDEX), ("cards", None)):
        value = params.get(key)
        if isinstance(value, tuple):
            try:
                params[key] = tuple(sorted(value, key=order.__getitem__ if order else None))
            except (KeyError, TypeError):
                return action
    return Action(action.kind, **params)
