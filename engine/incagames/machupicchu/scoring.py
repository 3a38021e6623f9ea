"""Victory points, gold and the final ranking of The Princes of Machu Picchu.

Pure functions over plain numbers, so the rulebook's scoring examples test them directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.state import Outcome, SeatResult, competition_ranks
from .components import CARDS, CORN_PER_UNIT, ICONS, OWED_CARD_VP, trail_bonus


def goods_units(goods: Sequence[int]) -> int:
    """Remaining goods in units, 3 corn = 1 unit (the tie-breaker)."""
    return goods[0] // CORN_PER_UNIT + sum(goods[1:])


def card_points(hand: Sequence[int], matches: Sequence[int]) -> dict[str, int]:
    """VP per icon: icons on the cards x matching Incas / Priests / Virgins owned.

    ``matches`` is indexed like ICONS: condor, puma and virgin counts, then Incas of
    each occupation in their districts (not at the Sun Clock).
    """
    icons = [0] * len(ICONS)
    for card in hand:
        a, b, _gold = CARDS[card]
        icons[a] += 1
        icons[b] += 1
    return {ICONS[i]: icons[i] * matches[i] for i in range(len(ICONS)) if icons[i]}


def card_gold(hand: Sequence[int]) -> int:
    return sum(CARDS[card][2] for card in hand)


def gold_multipliers(golds: Sequence[int]) -> list[int]:
    """Dense ranks: everyone with the most gold x3, the next lower total x2, others x1."""
    distinct = sorted(set(golds), reverse=True)
    mult = {distinct[0]: 3}
    if len(distinct) > 1:
        mult[distinct[1]] = 2
    return [mult.get(g, 1) for g in golds]


def seat_breakdown(hand: Sequence[int], matches: Sequence[int], scout: int,
                   owed_cards: int, goods: Sequence[int]) -> dict[str, Any]:
    by_icon = card_points(hand, matches)
    trail = trail_bonus(scout)
    vp = sum(by_icon.values()) + trail + OWED_CARD_VP * owed_cards
    return {
        "cards": by_icon,
        "trail": trail,
        "owed_cards": OWED_CARD_VP * owed_cards,
        "vp": vp,
        "gold": card_gold(hand) + trail,
        "goods_units": goods_units(goods),
    }


def final_outcome(ending: str, breakdowns: list[dict[str, Any]]) -> Outcome:
    """Rank the seats. Conquest multiplies VP by dense gold ranks; ties go to goods units."""
    if ending == "conquest":
        mults = gold_multipliers([b["gold"] for b in breakdowns])
    else:
        mults = [1] * len(breakdowns)
    finals = []
    for b, m in zip(breakdowns, mults, strict=True):
        b["multiplier"] = m
        b["final"] = b["vp"] * m
        finals.append(b["final"])
    ranks = competition_ranks([(b["final"], b["goods_units"]) for b in breakdowns])
    return Outcome(ending, tuple(
        SeatResult(seat=i, score=finals[i], rank=ranks[i], breakdown=breakdowns[i])
        for i in range(len(breakdowns))
    ))
