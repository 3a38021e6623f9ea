"""A position evaluation for Machu Picchu bots: expected final score of one seat.

Rough by design (it drives the "easy" bot and cuts off searches): current card VP,
plus what the seat's Incas and Priests may still earn from future cards, the trail,
goods at a value that fades towards day 9, and the gold multiplier weighted by the
chance of a Spanish conquest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import components as C

if TYPE_CHECKING:
    from .state import MachuPicchuState

GOOD_VALUE = (0.1, 0.5, 0.4, 0.4, 0.4)
"""VP-equivalent of one unit early in the game (corn, llama, coca, pottery, cloth)."""
ICONS_PER_CARD = 2 / len(C.ICONS)
_MOON_VALUE = (0.25, 0.35, 0.3, 0.5, 0.4, 0.4, 0.4)


def evaluate(s: MachuPicchuState, p: int) -> float:
    if s.ending:
        outcome = s.outcome()
        mine = outcome.results[p]
        best_other = max(r.score for r in outcome.results if r.seat != p)
        return 1000.0 * (mine.rank == 1) + mine.score - best_other
    days_left = C.LAST_DAY - s.day
    phase = days_left / (C.LAST_DAY - 1)
    hand = s.hands[p]
    icons = [0] * len(C.ICONS)
    gold = 0
    for card in hand:
        a, b, g = C.CARDS[card]
        icons[a] += 1
        icons[b] += 1
        gold += g
    matches = s.matches(p)
    card_vp = sum(icons[i] * matches[i] for i in range(len(icons)))
    scout = s.scouts[p]
    future_cards = min(len(s.deck), 0.45 * days_left + scout / C.SUMMIT)
    piece_vp = sum(matches) * future_cards * ICONS_PER_CARD
    # Pieces that match icons already held are worth more later too: icon-weighted pieces.
    card_value = 1.0 + sum(matches) * ICONS_PER_CARD + 0.5 * sum(
        icons[i] for i in range(len(icons)))
    trail = C.trail_bonus(scout) + (scout / C.SUMMIT) * card_value * 0.6
    fade = 0.15 + 0.85 * phase
    goods = s.goods[p]
    goods_value = sum(goods[k] * GOOD_VALUE[k] for k in range(5)) * fade
    goods_value += (s.pending_corn[p] * GOOD_VALUE[0] + s.pending_llama[p] * GOOD_VALUE[1]) * fade
    # Priests keep paying through sacrifices while there are days left.
    priests = sum(s.priests[p]) * (1.5 + 0.35 * days_left)
    producers = sum(s.incas[p][:5]) * 0.3 * days_left
    sun_clock = s.incas[p][5] * (1.5 * fade + 0.3)
    moon = sum(_MOON_VALUE[t] for t, o in enumerate(s.moon_owner) if o == p) * fade
    supply = s.supply[p] * 0.15 * phase
    cards_bonus = len(hand) * 0.4
    vp = card_vp + piece_vp + trail + goods_value + priests + producers + sun_clock + moon + supply
    vp += cards_bonus + 3 * s.owed[p]
    # Gold multiplier, weighted by the chance that nobody rescues Machu Picchu.
    gold += C.trail_bonus(scout)
    golds = sorted({_gold(s, q) for q in range(s.num_players) if q != p} | {gold},
                   reverse=True)
    mult = 3 if gold == golds[0] else 2 if len(golds) > 1 and gold == golds[1] else 1
    rows_left = sum(C.ROW_SIZE) - sum(s.taken)
    p_conquest = min(1.0, rows_left / 6)
    return vp * (1 + p_conquest * (mult - 1) * 0.5)


def _gold(s: MachuPicchuState, q: int) -> int:
    return sum(C.CARDS[c][2] for c in s.hands[q]) + C.trail_bonus(s.scouts[q])
