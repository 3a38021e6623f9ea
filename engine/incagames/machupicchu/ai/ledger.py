"""The steward's reckoning (``steward.py``): what one Machu Picchu seat's position will be
worth at the end of the game, in final-score points, from its pieces, goods, cards and
steps, with rough rates of how the game goes for a seat (per day). ``Ledger`` prices the
options the steward's rules weigh (which district, which Inca, which card).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .. import components as C

if TYPE_CHECKING:
    from ..state import MachuPicchuState

# --- How the game goes, roughly (per seat and day) -------------------------------------
PROD_CHANCE = 0.85
"""Chance that a production district is entered on a day while its bonus is out."""
SACRIFICE_CHANCE = 0.8
"""Chance that a temple is entered on a day while it has stones."""
CORN_INCOME = 1.5
"""Corn picked up a day besides one's farmers (terrace bonus, granary, moon tile, time
track)."""
LLAMA_INCOME = 0.4
"""Llamas picked up a day besides one's shepherds (meadow bonus, moon tile, stable)."""
PIECES_PER_DAY = 3.0
"""Pieces a seat can still set up or acquire a day: the visits limit how fast goods turn
into pieces, and goods left at the end are worth nothing."""
CORN_PER_UNIT = 5.0
"""Corn a unit of goods costs at the Central Plaza, on average."""
FRICTION = 0.8
"""Share of goods that really become pieces (wrong kinds, trades, time)."""
LEFTOVER = 0.6
"""A unit without a partner for an Inca's pair is worth this much of one (a trade away)."""
LLAMA_UNIT = 0.7
"""A llama that no Priest or Virgin sacrifices, as a unit of goods (a farmer, a far move)."""
GOLD_PER_CARD = sum(gold for _a, _b, gold in C.CARDS) / len(C.CARDS)
RIVAL = 0.8
"""The gold race moves the rival's multiplier too: the seat's own VP are weighed by
(1 + RIVAL) where the multiplier changes (2 players; less with more)."""

_D = C.DISTRICT_INDEX
_PROD_BONUS = tuple(C.BONUS_INDEX[C.OCCUPATION_DISTRICT[o]] for o in C.OCCUPATIONS)
_TEMPLE_BONUS = tuple(C.BONUS_INDEX[t] for t in ("condor_temple", "puma_temple",
                                                 "temple_of_the_sun"))
_MOON_GOOD = tuple(C.GOOD_INDEX[kind] if kind in C.GOOD_INDEX and kind != "corn" else -1
                   for kind, _ in C.MOON_TILES)
_CARD_ICONS = tuple((a, b) for a, b, _g in C.CARDS)
_CARD_GOLD = tuple(g for _a, _b, g in C.CARDS)
_OCC_ICON = tuple(3 + o for o in range(5))
"""Icon index of each occupation (icons: condor, puma, sun, then the five occupations)."""


def _pick_weights(n: int) -> tuple[float, ...]:
    """Chance that the k-th best of n cards is the best of three drawn (k from 0)."""
    total = math.comb(n, 3) if n >= 3 else 1
    if n < 3:
        return tuple(1.0 if k == 0 else 0.0 for k in range(n))
    return tuple(math.comb(n - 1 - k, 2) / total for k in range(n))


_WEIGHTS = tuple(_pick_weights(n) for n in range(len(C.CARDS) + 1))


def _soft_floor(x: float, w: float) -> float:
    """E[floor(x + U)], U uniform on [-w, w], floor never below 0: whole cards from a
    trail whose steps are only roughly known (exact when w is 0)."""
    if w < 1e-6:
        return float(math.floor(x))

    def integral(y: float) -> float:  # of max(0, floor(t)) from 0 to y
        if y <= 0:
            return 0.0
        n = math.floor(y)
        return n * (n - 1) / 2 + n * (y - n)
    return (integral(x + w) - integral(x - w)) / (2 * w)


def _trail_end(x: float, w: float) -> float:
    """Expected trail bonus where the Scout ends (x in cards, spread w)."""
    if w < 1e-6:
        return float(C.trail_bonus(round((x - math.floor(x)) * C.SUMMIT) % C.SUMMIT))
    total = 0.0
    for k in range(7):
        pos = (x - w + 2 * w * k / 6) % 1.0
        total += C.trail_bonus(int(pos * C.SUMMIT))
    return total / 7


class Ledger:
    """What one seat's position will be worth at the end, in final-score points.

    The reckoning: the Incas and Priests it has, plus those its goods and future
    production will still buy (placed where the icons are), times the icons its cards
    have and will have (each future card the best of three drawn), plus the trail bonus;
    times the expected gold multiplier. It reads the seat's own hand (given, since copies
    played out hold blank cards), public counts and the board."""

    def __init__(self, s: MachuPicchuState, seat: int, hand: list[int]) -> None:
        self.seat = seat
        self.hand = list(hand)
        self.deep = True
        """Plan the Central Plaza fully (off while looking at the next turn: time)."""
        self.vp_root = 0.0
        self.vp_root = self.project(s, hand, 0)[0]

    # ----------------------------------------------------------------- time
    @staticmethod
    def time_left(s: MachuPicchuState) -> tuple[float, float]:
        """(whole days after today, share of today still to play)."""
        if s.ending:
            return 0.0, 0.0
        today = max(0, C.MOON_TILES_PER_DAY - s.moon_taken_today) / C.MOON_TILES_PER_DAY
        return float(C.LAST_DAY - s.day), today

    # ----------------------------------------------------------------- value
    def value(self, s: MachuPicchuState, hand: list[int] | None = None) -> float:
        """The seat's expected final score (plus the rival's share of the gold race)."""
        if hand is None:
            extra = len(s.hands[self.seat]) - len(self.hand)
            hand = self.hand
        else:
            extra = 0
        vp, mult = self.project(s, hand, extra)
        return (vp + RIVAL * self.vp_root * self.rival_share(s)) * mult

    @staticmethod
    def rival_share(s: MachuPicchuState) -> float:
        return 1.0 / (s.num_players - 1)

    def project(self, s: MachuPicchuState, hand: list[int], extra: int
                ) -> tuple[float, float]:
        """(projected VP, expected multiplier) of the seat."""
        p = self.seat
        after, today = self.time_left(s)
        tau = after + today
        last_day = s.day >= C.LAST_DAY or bool(s.ending)
        goods = list(s.goods[p])
        goods[C.CORN] += s.pending_corn[p]
        goods[C.LLAMA] += s.pending_llama[p]
        steps_due = 0
        supply = s.supply[p]
        clock = s.incas[p][5]
        if not last_day:
            for t, owner in enumerate(s.moon_owner):
                if owner != p:
                    continue
                kind, amount = C.MOON_TILES[t]
                if kind == "steps":
                    steps_due += amount
                elif kind == "corn":
                    goods[C.CORN] += amount
                elif goods[C.CORN] >= 1:
                    goods[C.CORN] -= 1
                    goods[_MOON_GOOD[t]] += amount
            supply += clock
            steps_due += C.SUN_CLOCK_STEPS * clock
            for k in (C.COCA, C.POTTERY, C.CLOTH):
                goods[k] += clock
        incas = s.incas[p]
        priests = s.priests[p]
        # Production still to come: each district's chances, its Incas fed with corn.
        chances = [PROD_CHANCE * (after + (today if s.bonus[_PROD_BONUS[o]] else 0.0))
                   for o in range(5)]
        chances = [max(0.0, c - 0.3) for c in chances]
        corn_in = goods[C.CORN] + C.FARMER_YIELD * incas[0] * chances[0] + CORN_INCOME * tau
        eat = [incas[o] * chances[o] for o in range(5)]
        eat[0] = 0.0
        eaters = sum(eat)
        fed = min(1.0, corn_in / eaters) if eaters > 0 else 1.0
        made = [fed * e for e in eat]
        spare_corn = max(0.0, corn_in - eaters)
        # Llamas: sacrificed by the seat's Priests and Virgins while their temples have stones.
        llamas = goods[C.LLAMA] + made[C.LLAMA] + LLAMA_INCOME * tau
        sac_steps = 0.0
        rows = sorted(range(3), key=lambda r: -C.ROW_STEPS[r][s.taken[r]])
        left = llamas
        for r in rows:
            if not priests[r] or left <= 0:
                continue
            chance = SACRIFICE_CHANCE * (after + (today if s.bonus[_TEMPLE_BONUS[r]] else 0.0))
            n = min(left, priests[r] * chance)
            left -= n
            sac_steps += n * C.ROW_STEPS[r][s.taken[r]]
        # Goods into pieces: pairs of coca, pottery and cloth make Incas, four goods a Priest.
        palace = [goods[k] + made[k] for k in (C.COCA, C.POTTERY, C.CLOTH)]
        total = sum(palace)
        pairs = min(total / 2, total - max(palace))
        units = (2 * pairs + LEFTOVER * (total - 2 * pairs) + LLAMA_UNIT * left
                 + spare_corn / CORN_PER_UNIT)
        cap = PIECES_PER_DAY * tau
        incas_more = max(0.0, min(supply, units * FRICTION / 2, cap))
        rest = max(0.0, units - 2 * incas_more / FRICTION)
        open_rows = sum(C.ROW_SIZE) - sum(s.taken)
        priests_more = max(0.0, min(open_rows / s.num_players, rest * FRICTION / 4,
                                    cap - incas_more))
        rest = max(0.0, rest - 4 * priests_more / FRICTION)
        offer_steps = min(rest, 2.5 * tau) * C.STEPS_PER_MAIN_TEMPLE_GOOD * 0.5
        # Steps still to come, and the cards they bring.
        base = 4.0 + 8.0 / s.num_players
        future = tau * base + sac_steps + steps_due + offer_steps
        x = (s.scouts[p] + future) / C.SUMMIT
        w = min(1.0, 0.35 * future / C.SUMMIT)
        cards_more = min(_soft_floor(x, w), float(len(s.deck)))
        trail = _trail_end(x, w)
        # Icons now and to come: each future card the best of three by the seat's pieces.
        icons = [0] * len(C.ICONS)
        gold = 0
        for c in hand:
            a, b = _CARD_ICONS[c]
            icons[a] += 1
            icons[b] += 1
            gold += _CARD_GOLD[c]
        pieces = [float(m) for m in s.matches(p)]
        occ = max(range(5), key=lambda o: (icons[_OCC_ICON[o]], pieces[_OCC_ICON[o]]))
        row = max(range(3), key=lambda r: (icons[r], pieces[r]))
        final = pieces[:]
        final[_OCC_ICON[occ]] += incas_more
        final[row] += priests_more
        new_cards = extra + cards_more
        pick_icons, pick_gold = self.pick(hand, final)
        vp = trail + C.OWED_CARD_VP * s.owed[p]
        for i in range(len(C.ICONS)):
            vp += (icons[i] + new_cards * pick_icons[i]) * final[i]
        gold_mine = gold + new_cards * pick_gold + trail
        return vp, self.multiplier(s, gold_mine, cards_more, tau)

    @staticmethod
    def pick(hand: list[int], final: list[float]) -> tuple[list[float], float]:
        """Icons and gold a card brings, as the best of three unseen cards by VP."""
        held = set(hand)
        pool = sorted(((final[a] + final[b] + 0.05 * g, a, b, g)
                       for c, (a, b, g) in enumerate(C.CARDS) if c not in held),
                      reverse=True)
        weights = _WEIGHTS[len(pool)]
        icons = [0.0] * len(C.ICONS)
        gold = 0.0
        for wgt, (_v, a, b, g) in zip(weights, pool, strict=True):
            if wgt <= 0:
                break
            icons[a] += wgt
            icons[b] += wgt
            gold += wgt * g
        return icons, gold

    def multiplier(self, s: MachuPicchuState, gold: float, cards_more: float,
                   tau: float) -> float:
        """Expected gold multiplier: the others' gold guessed from their card counts and
        trail (their cards are hidden), with the doubt shrinking as the game ends."""
        if s.ending == "rescue":
            return 1.0
        p = self.seat
        beats = []
        for q in range(s.num_players):
            if q == p:
                continue
            their_more = tau * (4.0 + 8.0 / s.num_players) / C.SUMMIT
            theirs = (len(s.hands[q]) + their_more) * GOLD_PER_CARD + C.trail_bonus(s.scouts[q])
            spread = math.sqrt(2.0 * len(s.hands[q]) + 5.0 * (their_more + cards_more) + 1.0)
            beats.append(1.0 / (1.0 + math.exp(-1.7 * (gold - theirs) / spread)))
        first = math.prod(beats)
        second = sum((1 - b) * math.prod(o for j, o in enumerate(beats) if j != i)
                     for i, b in enumerate(beats))
        mult = 1.0 + 2 * first + second
        open_rows = sum(C.ROW_SIZE) - sum(s.taken)
        conquest = 1.0 if open_rows >= 5 else open_rows / 5
        return conquest * mult + (1 - conquest) * 1.0
