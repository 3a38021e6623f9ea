"""A position evaluation for Machu Picchu bots: expected final score of one seat.

It drives the "easy" bot, which looks no further than the end of its own turn, so every
investment must pay off inside this number: Incas are valued by what they will still
produce (limited by the corn to feed them), goods by how close they bring the seat to its
next Priests or Virgins, and Priests/Virgins well above their price, because acquiring them
is what rescues Machu Picchu. The prince's spot is worth part of the best thing it can do
next turn, so that a quiet turn prepares the next one instead of ending the day on a moon
tile. Card VP, the trail and the gold multiplier (weighted by the chance of a Spanish
conquest) complete the picture.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import components as C

if TYPE_CHECKING:
    from ..state import MachuPicchuState

ICONS_PER_CARD = 2 / len(C.ICONS)
GOOD_VALUE = (0.25, 0.8, 2.2, 2.2, 2.2)
"""VP-equivalent of one unit while it can still be put to work (corn ... cloth).

Coca, pottery and cloth are each a quarter of a Priest/Virgin, less the turns it takes to
gather them: below that, the bot burns them at the Main Temple instead of saving up."""
MOON_GOOD_VALUE = 1.0
"""A moon tile's good arrives at night, for a corn, at the price of shortening the day."""
SURPLUS = 0.5
"""Units beyond what the next Priests need are worth this share: sell them at the Plaza."""
NEED_BONUS = 0.6
"""Per unit still missing for the next Priest/Virgin: drives trading towards a full set."""
PRIEST_VALUE = 16.0
"""Well above the 4 goods a Priest/Virgin costs: acquiring them rescues Machu Picchu."""
PRODUCE_VALUE = 2.2
"""A unit still to be produced, as much as one in hand, or producing would not pay."""
DAY_OPP = 1.0
"""Production chances per day left: someone enters each district most days."""
STEP_VALUE = 0.18
"""One step on the Incatrail: a twentieth of a new Sacrifice Card."""
STAY_PENALTY = 0.3
"""Taking a moon tile shortens the day: stay only when no move gains more than this.

It must stay below the smallest tile reward, or tables of easy bots never end a day."""
CORN_PRICE = 0.4
"""VP-equivalent of one corn: what a unit of goods costs at the Plaza, per corn."""
CORN_INCOME = 2.0
"""Corn picked up per day besides farmers (terrace bonus, granary, time track)."""
FEED_VALUE = 0.3
"""Extra worth of a corn in hand for each Inca that needs one to produce."""
SPARE_CORN = 20
"""Corn the Incas will not eat is Plaza money, up to about this much."""
NEXT_TURN = 0.35
"""Share of the best neighbouring district's prospect credited to the prince's spot."""
HOUSE_PLAN = 3.5
"""A Priest/Virgin paid for in hand with a house in reach next turn: the one-turn bot
cannot see a two-turn plan (trade or gather now, acquire next turn), so it is credited
here, below what acquiring at once gains."""
_PROD_BONUS = tuple(C.BONUS_INDEX[C.OCCUPATION_DISTRICT[o]] for o in C.OCCUPATIONS)
_MOON_REWARD = tuple(
    amount * STEP_VALUE if kind == "steps" else amount * GOOD_VALUE[C.CORN] if kind == "corn"
    else amount * MOON_GOOD_VALUE - GOOD_VALUE[C.CORN]
    for kind, amount in C.MOON_TILES
)
_D = C.DISTRICT_INDEX
_DISTRICT_OCC = {_D[d]: C.OCCUPATION_INDEX[o] for d, o in C.DISTRICT_OCCUPATION.items()}
_TEMPLES = {_D[d]: r for d, r in C.TEMPLE_ROW.items()}
_HOUSES = {_D[d]: rows for d, rows in C.HOUSE_ROWS.items()}
_HUTS = {_D[d]: occ for d, occ in C.SETUP_DISTRICT_OCCUPATIONS.items()}
_PLAZA = _D["central_plaza"]


def evaluate(s: MachuPicchuState, p: int, prospects: bool = True) -> float:
    """The seat's expected final score; ``prospects`` credits the prince's spot to it."""
    if s.ending:
        outcome = s.outcome()
        mine = outcome.results[p]
        best_other = max(r.score for r in outcome.results if r.seat != p)
        return 1000.0 * (mine.rank == 1) + mine.score - best_other
    days_left = C.LAST_DAY - s.day
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
    trail = C.trail_bonus(scout) + scout * STEP_VALUE
    score = card_vp + piece_vp + trail + len(hand) * 0.4 + 3 * s.owed[p]
    # Gold multiplier on the score, weighted by the chance that nobody rescues Machu Picchu.
    gold = _gold(s, p)
    golds = sorted({_gold(s, q) for q in range(s.num_players)}, reverse=True)
    mult = 3 if gold == golds[0] else 2 if len(golds) > 1 and gold == golds[1] else 1
    rows_left = sum(C.ROW_SIZE) - sum(s.taken)
    p_conquest = min(1.0, rows_left / 8)
    # Early gold leads mean little: the weight grows over the last days.
    score *= 1 + p_conquest * (mult - 1) * 0.3 * max(0.0, 1 - days_left / 4)
    score += _economy(s, p, days_left)
    if prospects:
        score += NEXT_TURN * next_turn(s, p)
    score += HOUSE_PLAN * house_in_reach(s, p)
    return score - STAY_PENALTY * sum(1 for o in s.moon_owner if o == p)


def _economy(s: MachuPicchuState, p: int, days_left: int) -> float:
    """Goods, Incas and Priests valued by what they can still become."""
    goods = s.goods[p]
    incas = s.incas[p]
    # Production chances left per occupation: today if its bonus is still out, then a day each.
    opps = [0.7 * (s.bonus[_PROD_BONUS[o]] > 0) + DAY_OPP * days_left for o in range(5)]
    made = [incas[o] * opps[o] for o in range(5)]
    # Every Inca but a farmer eats 1 corn per production: farmers, corn in hand and odd
    # pickups (terrace bonus, granary) must feed them, or they stand idle.
    eaters = sum(made[1:])
    corn = goods[C.CORN] + s.pending_corn[p]
    supply = corn + C.FARMER_YIELD * made[0] + CORN_INCOME * days_left
    fed = min(1.0, supply / eaters) if eaters else 1.0
    value = fed * sum(_diminish(incas[o]) * opps[o] for o in range(2, 5)) * PRODUCE_VALUE
    value += fed * made[1] * 0.5
    spare = max(0.0, supply - eaters)
    value += CORN_PRICE * (min(spare, SPARE_CORN) + 0.3 * max(0.0, spare - SPARE_CORN))
    # Corn in hand is dear while it is what keeps today's Incas working.
    hungry = sum(incas[1:5])
    value += FEED_VALUE * min(corn, hungry) + 0.5 * FEED_VALUE * min(max(0, corn - hungry), hungry)
    value += _goods_value(s, goods, days_left)
    value += s.pending_llama[p] * GOOD_VALUE[C.LLAMA]
    # Priests/Virgins: VP through icons (counted with the cards), steps through sacrifices.
    priests = sum(s.priests[p])
    llamas = goods[C.LLAMA] + s.pending_llama[p]
    value += priests * (PRIEST_VALUE + min(1.0, llamas / max(priests, 1)) * 0.3 * days_left)
    value += incas[5] * (3 * GOOD_VALUE[C.COCA] + 3 * STEP_VALUE)
    value += s.supply[p] * 0.1 * days_left
    value += sum(_MOON_REWARD[t] for t, o in enumerate(s.moon_owner) if o == p)
    return value


def _diminish(n: int) -> float:
    """Incas of one kind: a third one makes more of a good than Priests ask for."""
    return min(n, 2) + 0.6 * max(0, n - 2)


def _goods_value(s: MachuPicchuState, goods: list[int], days_left: int) -> float:
    """Goods (corn aside) at full value up to what the next two Priests need, less beyond."""
    rows = [r for r in range(3) if s.taken[r] < C.ROW_SIZE[r]]
    need = [0, 2 + days_left // 2, 1, 1, 1]
    missing = 0
    left = goods[:]
    for first in (True, False):
        if not rows:
            break
        cost = min((C.ROW_COSTS[r][s.taken[r]] for r in rows),
                   key=lambda c: sum(max(0, c[k] - left[k]) for k in range(2, 5)))
        for k in range(2, 5):
            need[k] += cost[k]
            short = max(0, cost[k] - left[k])
            if first:
                missing += short
            left[k] -= cost[k] - short
    fade = 0.5 if days_left == 0 else 1.0
    value = 0.0
    for k in range(1, 5):
        units = goods[k]
        value += GOOD_VALUE[k] * (min(units, need[k]) + SURPLUS * max(0, units - need[k]))
    return fade * value - NEED_BONUS * missing


def next_turn(s: MachuPicchuState, p: int) -> float:
    """What the best district next to the prince offers next turn (roughly, in VP)."""
    here = s.princes[p]
    if here < 0:
        return 0.0
    goods = s.goods[p]
    best = 0.0
    for d in C.NEIGHBOURS[here]:
        if d in _DISTRICT_OCC:
            occ = _DISTRICT_OCC[d]
            units = s.bonus[_PROD_BONUS[occ]]
            if units:
                worth = 1.0 if occ else 3 * GOOD_VALUE[C.CORN]
                v = units * worth + min(s.incas[p][occ], goods[C.CORN]) * 0.8
            else:
                v = 0.0
        elif d in _HUTS:
            v = 2.5 * any(s.supply[p] and all(goods[k] >= c for k, c in
                                             enumerate(C.SETUP_COST[o])) for o in _HUTS[d])
        elif d == _PLAZA:
            v = 1.0 if goods[C.CORN] >= 5 else 0.0
        elif d in _TEMPLES:
            stones = s.bonus[C.BONUS_INDEX[C.DISTRICTS[d]]]
            row = _TEMPLES[d]
            steps = min(s.priests[p][row], goods[C.LLAMA]) * C.ROW_STEPS[row][s.taken[row]]
            v = (stones * C.STEPS_PER_TEMPLE_STONE + steps) * STEP_VALUE if stones else 0.0
        else:
            v = 0.0
        best = max(best, v)
    return best


def house_in_reach(s: MachuPicchuState, p: int) -> float:
    """1 if next turn's move can enter a house with an affordable row (0.8 for a llama)."""
    here = s.princes[p]
    goods = s.goods[p]
    best = 0.0
    for d, rows in _HOUSES.items():
        if d == here or not any(_affordable(s, goods, r) for r in rows):
            continue
        if here < 0 or d in C.NEIGHBOURS[here]:
            return 1.0
        if goods[C.LLAMA] >= C.MOVE_COST_LLAMAS:
            best = 0.8
    return best


def _affordable(s: MachuPicchuState, goods: list[int], row: int) -> bool:
    taken = s.taken[row]
    if taken >= C.ROW_SIZE[row]:
        return False
    return all(goods[k] >= c for k, c in enumerate(C.ROW_COSTS[row][taken]))


def _gold(s: MachuPicchuState, q: int) -> int:
    return sum(C.CARDS[c][2] for c in s.hands[q]) + C.trail_bonus(s.scouts[q])
