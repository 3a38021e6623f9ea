"""Rules engines for The Princes of Machu Picchu and Cuzco.

>>> import incagames
>>> state = incagames.new_game("machu-picchu", players=3, seed=42)
>>> state.current_player in range(3)
True
>>> [str(a) for a in state.legal_actions()][:2]
['place_inca occupation=farmer', 'place_inca occupation=shepherd']
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from .core import Action, IllegalAction, Outcome, Rng, State
from .core.spec import GAMES, GameSpec, game, new_game, registry


def _game_specs() -> list[GameSpec]:
    """The ``SPEC`` of every game package in this package (a subpackage with one)."""
    specs = []
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg and info.name != "core":
            spec = getattr(importlib.import_module(f"{__name__}.{info.name}"), "SPEC", None)
            if isinstance(spec, GameSpec):
                specs.append(spec)
    return specs


GAMES.update(registry(_game_specs()))


def state_from_json(data: dict[str, Any], checked: bool = True) -> State:
    """Rebuild any game's state from ``to_json`` output. Anything else raises ValueError
    with the reason: each game's loader checks every field and the game's conservation
    laws (its docstring says what) and plays the loaded state once before returning it.
    ``checked=False`` skips the conservation laws, for tests that edit positions."""
    fmt = data.get("format", "") if isinstance(data, dict) else ""
    for spec in GAMES.values():
        cls = spec.state
        if fmt == cls.game_id + "-state":
            try:
                return cls.from_json(data) if checked else \
                    cls.from_json_unchecked(data)  # type: ignore[attr-defined]
            except ValueError:
                raise
            except Exception as exc:
                raise ValueError(f"not a valid {cls.game_id} state "
                                 f"({type(exc).__name__}: {exc})") from None
    raise ValueError("not a saved game state")


__all__ = ["GAMES", "Action", "GameSpec", "IllegalAction", "Outcome", "Rng", "State", "game",
           "new_game", "state_from_json"]
