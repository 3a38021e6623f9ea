"""Every law a position of any game keeps, in one call: the game's conservation laws
(``GameSpec.conservation``: pieces and goods add up, per-cell invariants) and what any
live position offers (a seat to decide and something to decide, or neither once over).
The soak (``python3 build.py soak``) checks them after every action."""

from __future__ import annotations

from .spec import game
from .state import State


def broken_laws(state: State) -> list[str]:
    """The laws ``state`` breaks, in words; [] when it keeps them all."""
    spec = game(state.game_id)
    problems = list(spec.conservation(state)) if spec.conservation is not None else []
    seat = state.current_player
    legal = state.legal_actions()
    if state.is_over:
        if seat is not None or legal:
            problems.append("the game is over but a seat still has a decision")
    elif seat not in range(state.num_players):
        problems.append(f"the game goes on but the deciding seat is {seat!r}")
    elif not legal:
        problems.append(f"seat {seat} must decide but has no legal action")
    return problems
