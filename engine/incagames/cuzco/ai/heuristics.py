"""A position evaluation for Cuzco bots: PP now plus what the position promises.

Rough by design (it drives the "easy" bot): the seat's score, its expected grand final
(first or second place in each city, weighted by how settled the game is), the festival
cards in hand that it can use, Incas on the site, the same estimate for the best opponent
subtracted.

A card the seat cannot use is worth nothing, so no bot (and no hint) draws one: a card
beyond the first ``USEFUL_CARDS`` in hand (bids rarely need more festival points), or any
card once no festival can be held any more (every temple has its solar disc and no
temple floor is left to build a new one, or the game is over).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import components as C
from ..site import components, rank_groups, standings, temple_of

if TYPE_CHECKING:
    from ..state import CuzcoState

CARD_VALUE = 0.6
USEFUL_CARDS = 4
INCA_ON_SITE = 0.4
FINAL_WEIGHT = 0.9


def usable_cards(s: CuzcoState, q: int) -> int:
    """How many of ``q``'s festival cards can still be of use in a bid."""
    if s.ending or not festivals_left(s):
        return 0
    return min(len(s.hands[q]), USEFUL_CARDS)


def festivals_left(s: CuzcoState) -> bool:
    """Can a festival still be held: a temple without its solar disc, or floors left for a
    new temple (each temple holds one festival)."""
    return s.floors[C.TEMPLE_VALUES[0]] > 0 or any(
        value and not disc for value, disc in zip(s.shared_temple, s.shared_disc, strict=True))


def estimates(s: CuzcoState) -> list[float]:
    """Each seat's score plus its expected grand final and small positional terms."""
    n = s.num_players
    final = [0.0] * n
    for comp in components(s):
        temple = temple_of(s, comp)
        if temple < 0:
            continue
        value = s.shared_temple[temple]
        groups = rank_groups(standings(s, comp))
        for q in groups[0] if groups else ():
            final[q] += value
        for q in groups[1] if len(groups) > 1 else ():
            final[q] += value / 2
    festival = s.festival
    if festival is not None:
        # A bid that leads or ties now is worth the festival points it would bring.
        value = s.shared_temple[festival["temple"]]
        alone, shared = C.FESTIVAL_PP[value]
        active = festival["active"]
        top = max(festival["total"][q] for q in active)
        leaders = [q for q in active if festival["total"][q] == top and top > 0]
        for q in leaders:
            final[q] += (alone if len(leaders) == 1 else shared) / FINAL_WEIGHT
    out = []
    for q in range(n):
        on_site = C.INCAS_PER_PLAYER - s.off_board[q]
        extra = 0.0 if s.scored[q] else FINAL_WEIGHT * final[q]
        out.append(s.score(q) + extra + CARD_VALUE * usable_cards(s, q) + INCA_ON_SITE * on_site)
    return out


def evaluate(s: CuzcoState, p: int) -> float:
    if s.ending:
        outcome = s.outcome()
        best_other = max(r.score for r in outcome.results if r.seat != p)
        return 1000.0 * (outcome.results[p].rank == 1) + outcome.results[p].score - best_other
    values = estimates(s)
    best_other = max(v for q, v in enumerate(values) if q != p)
    return values[p] - 0.5 * best_other
