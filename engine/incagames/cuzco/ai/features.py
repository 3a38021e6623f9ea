"""What the learned evaluation reads of a Cuzco position, per seat: the hand-made
evaluation's parts (prestige won and promised by temples, ponds, festivals and the grand
final scoring, and what the seat's supply is worth), its standing in the villages and
cities, its festival cards and action points, and how much of the game is left.

``features(state, seat)`` returns one number per name of ``NAMES``; the learned model
weighs each of them by the time of the game (``progress``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import components as C
from .evaluation import parts, turns_left
from .facts import card_points, places, ranked, strict_highest, terrain
from .weights import DEFAULT

if TYPE_CHECKING:
    from ..state import CuzcoState

NAMES: tuple[str, ...] = (
    # the hand-made evaluation, by source (won and promised)
    "est_temples", "est_ponds", "est_festivals", "est_final", "est_supply",
    # prestige won so far
    "won", "won_temples", "won_ponds", "won_festivals",
    # standings in the villages and cities
    "first", "second", "leads", "first_value", "leads_value", "temples_led",
    # supply, cards and Incas
    "tokens", "doubles", "singles_village", "singles_crop", "incas_on_site",
    "cards", "matching", "festival_points",
    # the table
    "turns_left", "final_round", "on_turn", "players", "rival_estimate", "rival_won",
)


TABLE: tuple[str, ...] = ("final_round", "players")
"""The features every seat shares: what the table's mean score is read from."""


def progress(s: CuzcoState) -> float:
    """How far the game is: 0 before the first triple is placed, 1 when the last one is
    down (the final round)."""
    return 1.0 - s.triples / C.TRIPLES


def _standings(s: CuzcoState) -> list[list[float]]:
    """Per seat: villages and cities where it is 1st, 2nd, strictly highest, the temple
    values where it is 1st and where it is strictly highest, temples it leads."""
    n = s.num_players
    out = [[0.0] * 6 for _ in range(n)]
    info = terrain(s)
    for comp in info.comps:
        order = ranked(comp, s.inca, s.shared_height)
        if not order:
            continue
        value = max((s.shared_temple[c] for c in comp), default=0)
        first, second = places(order)
        for q in first:
            out[q][0] += 1
            out[q][3] += value
        for q in second:
            out[q][1] += 1
        lead = strict_highest(order)
        if lead >= 0:
            out[lead][2] += 1
            out[lead][4] += value
            out[lead][5] += 1 if value else 0
    return out


def table(s: CuzcoState) -> list[list[float]]:
    """Every seat's features (one call shares the work of all seats)."""
    n = s.num_players
    est = parts(s, DEFAULT)
    totals = [sum(e) for e in est]
    won = [float(sum(d.values())) for d in s.scores]
    standings = _standings(s)
    left = turns_left(s)
    points = card_points(s)
    final_round = float(s.last_triple_by >= 0)
    out = []
    for q in range(n):
        d = s.scores[q]
        hand = s.hands[q]
        others = [r for r in range(n) if r != q]
        out.append([
            *est[q],
            won[q], float(d["temples"]), float(d["ponds"]), float(d["festivals"]),
            *standings[q],
            float(s.tokens[q]), float(s.doubles[q]), float(s.singles_village[q]),
            float(s.singles_crop[q]), float(C.INCAS_PER_PLAYER - s.off_board[q]),
            float(len(hand)), float(sum(1 for c in hand if points[c])),
            float(sum(points[c] for c in hand)),
            left[q], final_round, float(q == s.turn_player), float(n),
            max(totals[r] for r in others), max(won[r] for r in others),
        ])
    return out


def features(s: CuzcoState, p: int) -> list[float]:
    """Seat p's numbers, in the order of ``NAMES``."""
    return table(s)[p]
