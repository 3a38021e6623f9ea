"""Grand final scoring and the end of the game (rulebook: "Grand final scoring and end
of the game"): each player's scoring temple by temple, the game's end, its outcome.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import IllegalAction
from ..core.state import Outcome, SeatResult, competition_ranks
from .site import components, rank_groups, standings, temple_of

if TYPE_CHECKING:
    from .state import CuzcoState

SCORE_KEYS = ("temples", "ponds", "festivals", "final")
"""Where a player's PP come from, as kept in ``CuzcoState.scores``."""


def grand_final(s: CuzcoState, p: int) -> None:
    """Per temple: first position scores its value, second position half of it."""
    s.scored[p] = True
    total = 0
    for comp in components(s):
        temple = temple_of(s, comp)
        if temple < 0:
            continue
        groups = rank_groups(standings(s, comp))
        value = s.shared_temple[temple]
        place = 1 if groups and p in groups[0] else (
            2 if len(groups) > 1 and p in groups[1] else 0)
        if place:
            pp = value if place == 1 else value // 2
            total += pp
            s.events.append({"kind": "grand_final_temple", "seat": p, "cell": temple,
                             "value": value, "place": place, "pp": pp})
    s.scores[p]["final"] += total
    s.events.append({"kind": "grand_final", "seat": p, "pp": total})


def finish(s: CuzcoState) -> None:
    """Every player has had their grand final scoring: the game is over."""
    s.ending = "final"
    s.checkpoint_no += 1
    s.events.append({"kind": "game_over", "ending": "final"})


def outcome(s: CuzcoState) -> Outcome:
    if not s.ending:
        raise IllegalAction("the game is not over yet")
    totals = [s.score(p) for p in range(s.num_players)]
    ranks = competition_ranks([(t,) for t in totals])
    return Outcome(s.ending, tuple(
        SeatResult(seat=p, score=totals[p], rank=ranks[p], breakdown=s.breakdown(p))
        for p in range(s.num_players)))
