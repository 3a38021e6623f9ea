"""Rules engines for The Princes of Machu Picchu and Cuzco.

>>> import incagames
>>> state = incagames.new_game("machu-picchu", players=3, seed=42)
>>> state.current_player in range(3)
True
>>> [str(a) for a in state.legal_actions()][:2]
['place_inca occupation=farmer', 'place_inca occupation=shepherd']
"""

from __future__ import annotations

from typing import Any

from .core import Action, IllegalAction, Outcome, Rng, State
from .cuzco import CuzcoState
from .machupicchu import MachuPicchuState

GAMES: dict[str, Any] = {"machu-picchu": MachuPicchuState, "cuzco": CuzcoState}
"""Game id -> State class."""


def new_game(game_id: str, players: int, seed: int, **options: Any) -> State:
    """A new game at its first decision. Unknown ids or player counts raise ValueError."""
    try:
        cls = GAMES[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}") from None
    if options:
        raise ValueError(f"unknown options for {game_id}: {', '.join(options)}")
    return cls(players, seed)


def state_from_json(data: dict[str, Any]) -> State:
    """Rebuild any game's state from ``to_json`` output. Anything else raises ValueError
    with the reason: each game's loader checks every field (its docstring says what) and
    plays the loaded state once before returning it."""
    fmt = data.get("format", "") if isinstance(data, dict) else ""
    for cls in GAMES.values():
        if fmt == cls.game_id + "-state":
            try:
                return cls.from_json(data)
            except ValueError:
                raise
            except Exception as exc:
                raise ValueError(f"not a valid {cls.game_id} state "
                                 f"({type(exc).__name__}: {exc})") from None
    raise ValueError("not a saved game state")


__all__ = ["GAMES", "Action", "IllegalAction", "Outcome", "Rng", "State", "new_game",
           "state_from_json"]
