"""A position evaluation for Machu Picchu bots: expected final score of one seat.

It drives the "easy" bot, which looks no further than the end of its own turn, so every
investment must pay off inside this number: Incas are valued by what they will still
produce (limited by the corn to feed them), goods by how close they bring the seat to its
next Priest or Virgin, and Priests/Virgins well above their price, because acquiring them
is what rescues Machu Picchu. Card VP, the trail and the gold multiplier (weighted by the
chance of a Spanish conquest) complete the picture.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import components as C

if TYPE_CHECKING:
    from .state import MachuPicchuState

ICONS_PER_CARD = 2 / len(C.ICONS)
GOOD_VALUE = (0.2, 0.8, 1.0, 1.0, 1.0)
"""VP-equivalent of one unit while it can still be put to work (corn ... cloth)."""
SURPLUS = 0.5
"""Units beyond what the next Priests need are worth this share: sell them at the Plaza."""
NEED_BONUS = 0.6
"""Per unit still missing for the next Priest/Virgin: drives trading towards a full set."""
PRIEST_VALUE = 7.5
STEP_VALUE = 0.18
STAY_PENALTY = 0.8
"""Taking a moon tile shortens the day for everyone: only when nothing else helps."""
_PROD_DISTRICT = tuple(C.BONUS_INDEX[C.OCCUPATION_DISTRICT[o]] for o in C.OCCUPATIONS)
_MOON_REWARD = tuple(
    amount * STEP_VALUE if kind == "steps" else amount * GOOD_VALUE[C.GOOD_INDEX[kind]]
    - (0 if kind == "corn" else GOOD_VALUE[C.CORN])
    for kind, amount in C.MOON_TILES
)


def evaluate(s: MachuPicchuState, p: int) -> float:
    if s.ending:
        outcome = s.outcome()
        mine = outcome.results[p]
        best_other = max(r.score for r in outcome.results if r.seat != p)
        return 1000.0 * (mine.rank == 1) + mine.score - best_other
    days_left = C.LAST_DAY - s.day
    last_day = days_left == 0
    hand = s.hands[p]
    icons = [0] * len(C.ICONS)
    for card in hand:
        a, b, _g = C.CARDS[card]
        icons[a] += 1
        icons[b] += 1
    matches = s.matches(p)
    card_vp = sum(icons[i] * matches[i] for i in range(len(icons)))
    scout = s.scouts[p]
    future_cards = min(len(s.deck), 0.4 * days_left + scout / C.SUMMIT)
    piece_vp = sum(matches) * future_cards * ICONS_PER_CARD
    card_value = 1.5 + sum(matches) * ICONS_PER_CARD * 1.5
    trail = C.trail_bonus(scout) + scout * STEP_VALUE
    vp = card_vp + piece_vp + trail + card_value * 0 + _economy(s, p, days_left, last_day)
    vp += len(hand) * 0.4 + 3 * s.owed[p]
    vp -= STAY_PENALTY * sum(1 for o in s.moon_owner if o == p)
    # Gold multiplier, weighted by the chance that nobody rescues Machu Picchu.
    gold = _gold(s, p)
    golds = sorted({_gold(s, q) for q in range(s.num_players)}, reverse=True)
    mult = 3 if gold == golds[0] else 2 if len(golds) > 1 and gold == golds[1] else 1
    rows_left = sum(C.ROW_SIZE) - sum(s.taken)
    p_conquest = min(1.0, rows_left / 8)
    return vp * (1 + p_conquest * (mult - 1) * 0.3)


def _economy(s: MachuPicchuState, p: int, days_left: int, last_day: bool) -> float:
    """Goods, Incas and Priests valued by what they can still become."""
    goods = s.goods[p]
    incas = s.incas[p]
    fade = 0.5 if last_day else 1.0
    # Production chances left per occupation: today if its bonus is still out, then a day each.
    opps = [0.7 * (s.bonus[_PROD_DISTRICT[o]] > 0) + 0.85 * days_left for o in range(5)]
    corn_need = sum(incas[o] * opps[o] for o in range(1, 5))
    corn_have = goods[C.CORN] + s.pending_corn[p] + C.FARMER_YIELD * incas[0] * opps[0]
    fed = min(1.0, corn_have / corn_need) if corn_need else 1.0
    value = C.FARMER_YIELD * incas[0] * opps[0] * GOOD_VALUE[C.CORN]
    value += fed * sum(incas[o] * opps[o] * (GOOD_VALUE[o] - GOOD_VALUE[C.CORN])
                       for o in range(1, 5))
    # Goods: full value up to what the next two Priests/Virgins need, less beyond.
    value += _goods_value(s, goods, fade)
    value += s.pending_llama[p] * GOOD_VALUE[C.LLAMA]
    # Priests/Virgins: VP through icons (counted with the cards), steps through sacrifices.
    priests = sum(s.priests[p])
    llamas = goods[C.LLAMA] + s.pending_llama[p]
    value += priests * (PRIEST_VALUE + min(1.0, llamas / max(priests, 1)) * 0.5 * days_left)
    value += incas[5] * (3 * GOOD_VALUE[C.COCA] + 3 * STEP_VALUE)
    value += s.supply[p] * 0.1 * days_left
    value += sum(_MOON_REWARD[t] for t, o in enumerate(s.moon_owner) if o == p)
    return value


def _goods_value(s: MachuPicchuState, goods: list[int], fade: float) -> float:
    rows = [r for r in range(3) if s.taken[r] < C.ROW_SIZE[r]]
    need = [0, 2, 0, 0, 0]
    missing = 0
    if rows:
        left = goods[:]
        for _ in range(2):
            cost = min((C.ROW_COSTS[r][s.taken[r]] for r in rows),
                       key=lambda c: sum(max(0, c[k] - left[k]) for k in range(5)))
            for k in range(5):
                need[k] += cost[k]
                short = max(0, cost[k] - left[k])
                if _ == 0:
                    missing += short
                left[k] -= cost[k] - short
    value = 0.0
    for k in range(5):
        units = goods[k]
        cap = need[k] + (9 if k == C.CORN else 0)
        value += GOOD_VALUE[k] * (min(units, cap) + SURPLUS * max(0, units - cap))
    return fade * value - NEED_BONUS * missing


def _gold(s: MachuPicchuState, q: int) -> int:
    return sum(C.CARDS[c][2] for c in s.hands[q]) + C.trail_bonus(s.scouts[q])
