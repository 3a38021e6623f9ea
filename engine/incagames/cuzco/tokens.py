"""Additional Action tokens (rulebook: "Additional Action tokens"): each player has 3;
one a turn gives 7 AP instead of 6, and leaves the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import catalog as K
from . import components as C

if TYPE_CHECKING:
    from .state import CuzcoState
    from .terrain import Terrain


def token_actions(s: CuzcoState, p: int, out: list[Action]) -> None:
    if s.tokens[p] and not s.token_used:
        out.append(K.TOKEN)


def token_allowed(s: CuzcoState, a: Action, t: Terrain) -> bool:
    return a == K.TOKEN and bool(s.tokens[s.turn_player]) and not s.token_used


def apply_use_token(s: CuzcoState, action: Action) -> None:
    p = s.turn_player
    s.tokens[p] -= 1
    s.token_used = True
    s.ap += C.TOKEN_AP
    s.events.append({"kind": "token", "seat": p})
