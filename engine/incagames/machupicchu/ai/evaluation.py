"""Machu Picchu position evaluation: each seat's expected final score, as a player
reckons it.

The Sacrifice Cards' icons times the matching Incas, Priests and Virgins at the end, where
the end holds the pieces the seat's goods and Incas will still buy and the cards its Scout
will still reach, times the gold multiplier weighted by the chance of a Spanish conquest.
``Style`` holds the knobs of that reckoning; the strategy bots (``strategy.py``) and the
search (``search.py``) read it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from .. import components as C

if TYPE_CHECKING:
    from ..state import MachuPicchuState

N_ICONS = len(C.ICONS)
ROWS_TOTAL = sum(C.ROW_SIZE)
_CARD_ICONS = tuple((a, b) for a, b, _ in C.CARDS)
_CARD_GOLD = tuple(g for _, _, g in C.CARDS)
_PROD_BONUS = tuple(C.BONUS_INDEX[C.OCCUPATION_DISTRICT[o]] for o in C.OCCUPATIONS)
_TEMPLE_BONUS = tuple(C.BONUS_INDEX[d] for d in ("condor_temple", "puma_temple",
                                                 "temple_of_the_sun"))
LAST_TURNS = 0.15
"""The part of a day left once the third moon tile is gone: one last turn each."""
MEAN_TRAIL_BONUS = sum(C.trail_bonus(f) for f in range(C.SUMMIT)) / C.SUMMIT
_MOON_STEPS = tuple(amount if kind == "steps" else 0 for kind, amount in C.MOON_TILES)
_MOON_CORN = tuple(amount if kind == "corn" else 0 for kind, amount in C.MOON_TILES)
_MOON_GOOD = tuple(C.GOOD_INDEX[kind] if kind in C.GOOD_INDEX and kind != "corn" else -1
                   for kind, _ in C.MOON_TILES)


@dataclass(frozen=True)
class Style:
    """How one strategy weighs the ways to score (see ``estimate``)."""

    trigger: float = 0.85
    """Chance per day that somebody enters a given production district or temple."""
    base_steps: float = 3.0
    """Incatrail steps a day from temple stones and moon tiles, whatever the seat owns."""
    corn_income: float = 2.0
    """Corn a day besides farmers: terrace bonus, granary, time track, moon tile."""
    convert: float = 0.4
    """Share of the seat's goods that will still become Incas, Priests or Virgins."""
    goods_per_piece: float = 2.8
    """Goods a new piece costs on average (Incas 2, Priests and Virgins 4)."""
    visits_per_day: float = 1.6
    """New pieces a day at most: the prince must walk to a hut or a house for each."""
    card_gold: float = 0.0
    """VP-equivalent of one gold when the seat picks cards (conquest players choose gold)."""
    conquest_bias: float = 0.0
    """Added to the seat's belief in a Spanish conquest (0: read from the game, 1: sure)."""
    rival: float = 0.5
    """Share of the best rival's estimate subtracted: a greedy seat also denies."""
    corn_per_good: float = 4.5
    """Corn a unit of goods costs at the Central Plaza, about."""
    spare_llama: float = 0.5
    """A llama no Priest needs is worth this share of a craft good (a farmer, or corn)."""
    priest_bonus: float = 0.0
    """Extra VP per Priest/Virgin owned, per day of play left (shaping, tuned by play)."""
    rescue_rate: float = 0.6
    """Priests and Virgins a day each seat buys, before the game shows its own pace."""
    ready_convert: float = 0.0
    """Share of the pieces the goods in hand pay for already (a full set for a Priest,
    Virgin or Inca: one visit away) that will be bought; other goods count ``convert``."""


BUILDER = Style()
GOLD = Style(card_gold=1.2, conquest_bias=0.6, convert=0.7)
RESCUE = Style(ready_convert=0.75, priest_bonus=1.0, conquest_bias=-0.3)


def today_left(s: MachuPicchuState) -> float:
    """The part of today still to be played, from the moon tiles taken (the third one
    leaves each seat one last turn)."""
    if s.sun_holder >= 0:
        return LAST_TURNS
    return 1.0 - (1.0 - LAST_TURNS) * s.moon_taken_today / C.MOON_TILES_PER_DAY


def horizon(s: MachuPicchuState, bias: float = 0.0, today: float | None = None
            ) -> tuple[float, float, float, float]:
    """(full days after today, the part of today left, share of the game's rest before
    a likely rescue, chance of a Spanish conquest).

    The table's pace of buying Priests and Virgins says when the last one will go: the
    rescue that ends the game early. Every count of days runs on smoothly through the
    night (the end of a day and the start of the next are worth the same), or searches
    that cross a night would be misled.
    """
    n = s.num_players
    after = C.LAST_DAY - s.day
    if today is None:
        today = today_left(s)
    days = today + after
    rows_left = ROWS_TOTAL - sum(s.taken)
    if rows_left <= 0:
        return after, today, 0.0, 0.0
    elapsed = s.day - C.START_DAY[n] + (1.0 - today)
    prior = BUILDER.rescue_rate * (n + 1)
    rate = (sum(s.taken) + 3 * prior) / (elapsed + 3)
    rescue_days = rows_left / max(rate, 0.2)
    conquest = 1.0 / (1.0 + math.exp(-(rescue_days - days) / 0.8))
    conquest = min(1.0, max(0.0, conquest + bias))
    share = conquest + (1 - conquest) * min(1.0, rescue_days / days)
    return after, today, share, conquest


def _pick_odds(size: int) -> tuple[float, ...]:
    """Chance that the k-th best card of a pool is the best of 3 drawn (draw 3, keep 1)."""
    total = size * (size - 1) * (size - 2) / 6 if size >= 3 else 1
    return tuple((size - 1 - k) * (size - 2 - k) / 2 / total if size >= 3 else
                 (1.0 if k == 0 else 0.0) for k in range(size))


_ODDS = tuple(_pick_odds(d) for d in range(len(C.CARDS) + 1))


_CARD_CACHE: dict[tuple, tuple[float, list[float], float]] = {}
_CARD_CACHE_SIZE = 1 << 15


def _future_card(hand: list[int], matches: list[int], card_gold: float
                 ) -> tuple[float, list[float], float]:
    """A card drawn at the summit from those not in ``hand``: its expected VP (icons x
    matches, plus a half for pieces still to come), the expected icons per kind and its
    expected gold, when the best of three is kept. Cached: search asks it very often."""
    key = (tuple(hand), tuple(matches), card_gold)
    hit = _CARD_CACHE.get(key)
    if hit is None:
        if len(_CARD_CACHE) >= _CARD_CACHE_SIZE:
            _CARD_CACHE.clear()
        hit = _CARD_CACHE[key] = _best_of_three(hand, matches, card_gold)
    return hit


def _best_of_three(hand: list[int], matches: list[int], card_gold: float
                   ) -> tuple[float, list[float], float]:
    worth = [m + 0.5 for m in matches]
    pool = [c for c in range(len(C.CARDS)) if c not in hand]
    scored = sorted(pool, key=lambda c: -(worth[_CARD_ICONS[c][0]] + worth[_CARD_ICONS[c][1]]
                                         + card_gold * _CARD_GOLD[c]))
    odds = _ODDS[len(scored)]
    icons = [0.0] * N_ICONS
    value = gold = 0.0
    for k, card in enumerate(scored):
        chance = odds[k]
        if chance <= 0.0:
            break
        a, b = _CARD_ICONS[card]
        icons[a] += chance
        icons[b] += chance
        value += chance * (worth[a] + worth[b])
        gold += chance * _CARD_GOLD[card]
    return value, icons, gold


_PIECE_COSTS: tuple[tuple[int, tuple[int, ...]], ...] = tuple(
    sorted([(-1 - r, C.ROW_COSTS[r][0]) for r in range(3)]
           + [(o, C.SETUP_COST[o]) for o in range(5)],
           key=lambda item: sum(item[1][1:]) + item[1][0] / C.CORN_PER_UNIT))
"""(Inca occupation, or -1 - row of a Priest/Virgin, and its cost), cheapest first."""


def _ready(goods: list[int], taken: list[int], supply: int) -> tuple[int, list[int]]:
    """How many pieces the goods pay for as they are (cheapest first, while Incas are in
    the supply and cards in the rows), and the goods left."""
    g = list(goods)
    rows = [C.ROW_SIZE[r] - taken[r] for r in range(3)]
    count = 0
    while True:
        for kind, cost in _PIECE_COSTS:
            if (supply if kind >= 0 else rows[-1 - kind]) <= 0:
                continue
            if all(g[k] >= cost[k] for k in range(5)):
                break
        else:
            return count, g
        for k in range(5):
            g[k] -= cost[k]
        if kind >= 0:
            supply -= 1
        else:
            rows[-1 - kind] -= 1
        count += 1


class Reckoning(NamedTuple):
    """One seat's expected end (see ``reckon``), part by part."""

    vp: float
    """Expected VP at the end (before any gold multiplier)."""
    gold: float
    conquest: float
    """Chance of a Spanish conquest."""
    future: float
    """Sacrifice Cards still to come."""
    card_vp: float
    """VP of the cards in hand counted with the pieces owned now."""
    new_card_vp: float
    """VP of the cards still to come, counted with the pieces owned now."""
    new_piece_vp: float
    """VP the pieces still to come add (with the cards in hand and still to come)."""
    pieces: float
    steps: float
    play: float
    """Days of play left (before a likely rescue)."""


def seat_parts(s: MachuPicchuState, p: int, style: Style = BUILDER,
               today: float | None = None) -> tuple[float, float, float, float]:
    """(expected VP at the end, expected gold at the end, chance of conquest, cards still
    to come) for seat p (see ``reckon``)."""
    r = reckon(s, p, style, today)
    return r.vp, r.gold, r.conquest, r.future


_RECKONED: dict[tuple, Reckoning] = {}
_RECKONED_SIZE = 1 << 16


def reckon(s: MachuPicchuState, p: int, style: Style = BUILDER,
           today: float | None = None) -> Reckoning:
    """Seat p's expected end (see ``_reckon``), cached by everything it reads: a search
    values thousands of positions in which most seats' affairs did not change."""
    task = s.queue[0]
    key = (style, today, p, s.num_players, s.day, s.sun_holder >= 0, s.moon_taken_today,
           tuple(s.taken), tuple(s.bonus), tuple(s.goods[p]), tuple(s.incas[p]),
           tuple(s.priests[p]), tuple(s.hands[p]), s.pending_corn[p], s.pending_llama[p],
           task[2] if task[0] == "summit" and task[1] == p else 0,
           tuple(t for t, owner in enumerate(s.moon_owner) if owner == p),
           s.supply[p], s.scouts[p], len(s.deck), s.owed[p])
    hit = _RECKONED.get(key)
    if hit is None:
        if len(_RECKONED) >= _RECKONED_SIZE:
            _RECKONED.clear()
        hit = _RECKONED[key] = _reckon(s, p, style, today)
    return hit


def _reckon(s: MachuPicchuState, p: int, style: Style, today: float | None) -> Reckoning:
    """Seat p's expected end.

    The end is reckoned as a player does: Incas produce whenever their district is
    entered (about once a day, today if its bonus is still out), each eating a corn;
    goods become new pieces (Incas for two, Priests and Virgins for four) at the pace the
    prince can visit the huts and houses; Priests and Virgins sacrifice a llama each time
    their temple is entered; the Scout's steps become cards, of which the best of three
    drawn is kept; and the cards' icons count the matching pieces.
    """
    after, today, share, conquest = horizon(s, style.conquest_bias, today)
    play = (after + today) * share
    bonus = s.bonus
    goods = s.goods[p]
    incas = s.incas[p]
    later = after * share * style.trigger
    now = today * style.trigger  # a bonus still out today: entered before the night?
    runs = [later + (now if bonus[_PROD_BONUS[o]] else 0.0) for o in range(5)]
    made = [incas[o] * runs[o] for o in range(5)]
    corn = goods[C.CORN] + s.pending_corn[p] + C.FARMER_YIELD * made[0] + style.corn_income * play
    eaten = sum(made[1:])
    fed = min(1.0, corn / eaten) if eaten else 1.0
    spare_corn = max(0.0, corn - eaten)
    # Icons in hand decide where new pieces go: Priests and Virgins or Incas.
    hand = s.hands[p]
    matches = s.priests[p] + incas[:5]
    task = s.queue[0]
    if task[0] == "summit" and task[1] == p:
        # Cards drawn at the summit and not yet returned: the worst go back.
        hand = sorted(hand, key=lambda c: -(matches[_CARD_ICONS[c][0]]
                                            + matches[_CARD_ICONS[c][1]]))[: len(hand) - task[2]]
    icons = [0.0] * N_ICONS
    for card in hand:
        a, b = _CARD_ICONS[card]
        icons[a] += 1
        icons[b] += 1
    open_rows = [s.taken[r] < C.ROW_SIZE[r] for r in range(3)]
    lean = [icons[i] + 0.5 if i >= 3 or open_rows[i] else 0.0 for i in range(N_ICONS)]
    priest_share = sum(lean[:3]) / sum(lean)
    # Full sets in hand are one visit from a piece; the rest (and corn, at the Plaza)
    # still has to be completed.
    room = s.supply[p] + incas[5] + sum(C.ROW_SIZE[r] - s.taken[r] for r in range(3)) / 2
    ready = 0
    if style.ready_convert:
        ready, left = _ready(goods, s.taken, s.supply[p])
        ready = min(ready, int(room))
        spare_corn = max(0.0, spare_corn - (goods[C.CORN] - left[C.CORN]))
        goods = left
    crafts = [goods[k] + fed * made[k] for k in range(2, 5)]
    wares = sum(crafts) - 0.3 * (max(crafts) - min(crafts))
    for t, owner in enumerate(s.moon_owner):
        if owner == p and _MOON_GOOD[t] >= 0:
            wares += 1
    llamas = goods[C.LLAMA] + s.pending_llama[p] + fed * made[1]
    pieces = min(style.ready_convert * ready + style.convert
                 * (wares + spare_corn / style.corn_per_good) / style.goods_per_piece,
                 style.visits_per_day * play, room)
    new_priests = pieces * priest_share
    # Sacrifices: each Priest/Virgin sacrifices a llama whenever its temple is entered;
    # those still to be bought sacrifice for about half the time left.
    steps_each = [C.ROW_STEPS[r][min(s.taken[r] + 1, C.ROW_SIZE[r])] for r in range(3)]
    chances = [s.priests[p][r] * (later + (now if bonus[_TEMPLE_BONUS[r]] else 0.0))
               for r in range(3)]
    wanted = sum(chances) + new_priests * later / 2
    short = max(0.0, wanted - llamas)
    bought = min(short, spare_corn / style.corn_per_good)  # llamas from the Plaza
    llamas += bought
    used = min(1.0, llamas / wanted) if wanted else 0.0
    # Llamas no Priest will sacrifice pay for farmers or sell at the Plaza.
    wares_llamas = max(0.0, llamas - bought - wanted) * style.spare_llama
    pieces = min(pieces + style.convert * wares_llamas / style.goods_per_piece,
                 style.visits_per_day * play, room)
    steps = used * (sum(chances[r] * steps_each[r] for r in range(3))
                    + new_priests * later / 2 * sum(steps_each) / 3)
    steps += style.base_steps * play + C.SUN_CLOCK_STEPS * incas[5]
    for t, owner in enumerate(s.moon_owner):
        if owner == p:
            steps += _MOON_STEPS[t]
    scout = s.scouts[p]
    cards_left = len(s.deck)
    future = min(float(cards_left), (scout + steps) / C.SUMMIT)
    if play < 1.0:  # little time: only a summit actually reached brings a card
        future = play * future + (1 - play) * min(cards_left, (scout + steps) // C.SUMMIT)
    _value, new_icons, gold_each = _future_card(hand, matches, style.card_gold)
    final_icons = [icons[i] + future * new_icons[i] for i in range(N_ICONS)]
    # New pieces go where the icons are (Priests and Virgins only while a row has cards).
    weights = [final_icons[i] if lean[i] else 0.0 for i in range(N_ICONS)]
    total = sum(weights) or 1.0
    card_vp = sum(icons[i] * matches[i] for i in range(N_ICONS))
    new_card_vp = future * sum(new_icons[i] * matches[i] for i in range(N_ICONS))
    new_piece_vp = pieces * sum(final_icons[i] * weights[i] for i in range(N_ICONS)) / total
    vp = card_vp + new_card_vp + new_piece_vp
    # Where the Scout ends is a lottery once it still has a summit to pass.
    moving = min(1.0, steps / C.SUMMIT)
    trail = (1 - moving) * C.trail_bonus(scout) + moving * MEAN_TRAIL_BONUS
    vp += trail + C.OWED_CARD_VP * s.owed[p] + style.priest_bonus * play * sum(s.priests[p])
    gold = sum(_CARD_GOLD[c] for c in hand) + future * gold_each + trail
    return Reckoning(vp, gold, conquest, future, card_vp, new_card_vp, new_piece_vp, pieces,
                     steps, play)


def estimates(s: MachuPicchuState, style: Style = BUILDER, today: float | None = None
              ) -> list[float]:
    """Every seat's expected final score: VP times the expected gold multiplier.

    ``today`` fixes the part of today left (default: read from the moon tiles taken).
    A decision compares its options at one time of day: else a moon tile would look like
    a loss (a shorter day for Incas whose district is still to be entered), and bots
    that never took one would keep a day going for ever."""
    n = s.num_players
    if s.ending:
        return [float(r.score) for r in s.outcome().results]
    parts = [seat_parts(s, q, style, today) for q in range(n)]
    out = []
    for q in range(n):
        vp, gold, conquest, future = parts[q]
        richer = sum(_beats(parts[r][1] - gold, future + parts[r][3]) for r in range(n)
                     if r != q)
        multiplier = max(1.0, 3.0 - richer)
        out.append(vp * (1 + conquest * (multiplier - 1)))
    return out


def _beats(lead: float, cards: float) -> float:
    """Chance that a seat ``lead`` gold ahead now ends with more gold, when ``cards`` cards
    (2 to 6 gold each) are still to be drawn between the two."""
    spread = 1.5 + 2.0 * math.sqrt(cards)
    return 1.0 / (1.0 + math.exp(-lead / spread))


def evaluation(style: Style, today: float | None = None
               ) -> Callable[[MachuPicchuState, int], float]:
    """The greedy bots' objective: the seat's estimate less a share of the best rival's
    (``today`` as in ``estimates``)."""
    def value(s: MachuPicchuState, p: int) -> float:
        if s.ending:
            outcome = s.outcome()
            best = max(r.score for r in outcome.results if r.seat != p)
            return 1000.0 * (outcome.results[p].rank == 1) + outcome.results[p].score - best
        est = estimates(s, style, today)
        return est[p] - style.rival * max(v for q, v in enumerate(est) if q != p)
    return value


