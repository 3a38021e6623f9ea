"""A player's turn (rulebook: "Playing the game"): 6 action points, the mandatory first
placement of a terrain, and the order of turns up to the end of the game.

After the last triple is placed (or, a ruling in ``state.py``, once a whole round
passed in which nobody could place a terrain), that player scores their grand final and
each other player has one last turn, without the mandatory placement, then scores theirs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import catalog as K
from . import components as C
from .placement import can_place_any
from .scoring import finish, grand_final

if TYPE_CHECKING:
    from .state import CuzcoState
    from .terrain import Terrain


def start_turn(s: CuzcoState, p: int) -> None:
    s.turn_player = p
    s.ap = C.AP_PER_TURN
    s.token_used = False
    s.draws = 0
    s.placed = False
    s.temple_changed = set()
    final = s.last_triple_by >= 0
    s.phase = ("main",) if final or not can_place_any(s, p) else ("start",)
    s.checkpoint_no += 1
    s.events.append({"kind": "turn", "seat": p})


def end_turn(s: CuzcoState) -> None:
    p = s.turn_player
    s.idle_turns = 0 if s.placed else s.idle_turns + 1
    if s.last_triple_by >= 0 and not s.scored[p]:
        grand_final(s, p)
    if s.last_triple_by < 0 and s.idle_turns >= s.num_players:
        # Nobody could place terrain for a whole round: the game heads for its end.
        s.events.append({"kind": "site_full"})
        s.last_triple_by = p
        grand_final(s, p)
        s.final_queue = [(p + k) % s.num_players for k in range(1, s.num_players)]
    if s.last_triple_by >= 0:
        if not s.final_queue:
            finish(s)
            return
        start_turn(s, s.final_queue.pop(0))
        return
    start_turn(s, (p + 1) % s.num_players)


def end_allowed(s: CuzcoState, a: Action, t: Terrain) -> bool:
    return a == K.END


def apply_end_turn(s: CuzcoState, action: Action) -> None:
    end_turn(s)
