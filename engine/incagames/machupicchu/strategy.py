"""Strategy bots for Machu Picchu: sparring partners that each play one way to win.

Both are greedy over their own turn (``GreedyBot``: every option is played on to the end of
the seat's turn) on ``estimate``, a model of the seat's final score built the way a player
reckons it: the Sacrifice Cards' icons times the matching Incas, Priests and Virgins at the
end, where the end holds the pieces the seat's goods and Incas will still buy and the cards
its Scout will still reach, times the gold multiplier weighted by the chance of a Spanish
conquest. Styles differ in how they weigh that multiplier and the rescue:

* ``builder`` plays for the rescue: Incas early, production, the Priests and Virgins its
  cards reward, sacrifices, the Incatrail.
* ``gold`` plays for the conquest: high-gold cards, the gold lead, no Priests that hasten a
  rescue unless they pay at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.bots import Bot, GreedyBot
from ..core.rng import Rng
from ..core.state import State
from . import components as C

if TYPE_CHECKING:
    from .state import MachuPicchuState

N_ICONS = len(C.ICONS)
ROWS_TOTAL = sum(C.ROW_SIZE)
_CARD_ICONS = tuple((a, b) for a, b, _ in C.CARDS)
_CARD_GOLD = tuple(g for _, _, g in C.CARDS)
_PROD_BONUS = tuple(C.BONUS_INDEX[C.OCCUPATION_DISTRICT[o]] for o in C.OCCUPATIONS)
_TEMPLE_BONUS = tuple(C.BONUS_INDEX[d] for d in ("condor_temple", "puma_temple",
                                                 "temple_of_the_sun"))
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


QUIET_MARGIN = 0.3
"""VP a move must gain over taking a moon tile: without it, moves worth nothing could go
round for ever (nothing in the rules makes a day end)."""
FORESIGHT = 0.5
"""Share of the next turn's best gain credited to where the prince ends this turn."""
BUILDER = Style()
GOLD = Style(card_gold=1.2, conquest_bias=0.6, convert=0.7)


def horizon(s: MachuPicchuState, bias: float = 0.0) -> tuple[float, float, float]:
    """(full days after today, share of the game's rest before a likely rescue, chance of
    a Spanish conquest).

    The table's pace of buying Priests and Virgins says when the last one will go: the
    rescue that ends the game early. Taking a moon tile shortens today, not the days a
    bonus comes back, so a quiet turn costs nothing here.
    """
    n = s.num_players
    after = C.LAST_DAY - s.day
    today = 0.3 if s.sun_holder >= 0 else 1.0 - s.moon_taken_today / (C.MOON_TILES_PER_DAY + 1)
    days = today + after
    rows_left = ROWS_TOTAL - sum(s.taken)
    if rows_left <= 0:
        return after, 0.0, 0.0
    elapsed = s.day - C.START_DAY[n] + (1.0 - today)
    prior = BUILDER.rescue_rate * (n + 1)
    rate = (sum(s.taken) + 3 * prior) / (elapsed + 3)
    rescue_days = rows_left / max(rate, 0.2)
    conquest = 1.0 / (1.0 + math.exp(-(rescue_days - days) / 0.8))
    conquest = min(1.0, max(0.0, conquest + bias))
    share = conquest + (1 - conquest) * min(1.0, rescue_days / days)
    return after, share, conquest


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


def seat_parts(s: MachuPicchuState, p: int, style: Style = BUILDER
               ) -> tuple[float, float, float, float]:
    """(expected VP at the end, expected gold at the end, chance of conquest, cards still
    to come) for seat p.

    The end is reckoned as a player does: Incas produce whenever their district is
    entered (about once a day, today if its bonus is still out), each eating a corn;
    goods become new pieces (Incas for two, Priests and Virgins for four) at the pace the
    prince can visit the huts and houses; Priests and Virgins sacrifice a llama each time
    their temple is entered; the Scout's steps become cards, of which the best of three
    drawn is kept; and the cards' icons count the matching pieces.
    """
    after, share, conquest = horizon(s, style.conquest_bias)
    play = (after + 0.5) * share
    bonus = s.bonus
    goods = s.goods[p]
    incas = s.incas[p]
    later = after * share * style.trigger
    runs = [later + (style.trigger if bonus[_PROD_BONUS[o]] else 0.0) for o in range(5)]
    made = [incas[o] * runs[o] for o in range(5)]
    corn = goods[C.CORN] + s.pending_corn[p] + C.FARMER_YIELD * made[0] + style.corn_income * play
    eaten = sum(made[1:])
    fed = min(1.0, corn / eaten) if eaten else 1.0
    spare_corn = max(0.0, corn - eaten)
    # Icons in hand decide where new pieces go: Priests and Virgins or Incas.
    hand = s.hands[p]
    icons = [0.0] * N_ICONS
    for card in hand:
        a, b = _CARD_ICONS[card]
        icons[a] += 1
        icons[b] += 1
    open_rows = [s.taken[r] < C.ROW_SIZE[r] for r in range(3)]
    lean = [icons[i] + 0.5 if i >= 3 or open_rows[i] else 0.0 for i in range(N_ICONS)]
    priest_share = sum(lean[:3]) / sum(lean)
    # Goods still to become pieces; corn buys goods at the Plaza.
    crafts = [goods[k] + fed * made[k] for k in range(2, 5)]
    wares = sum(crafts) - 0.3 * (max(crafts) - min(crafts))
    for t, owner in enumerate(s.moon_owner):
        if owner == p and _MOON_GOOD[t] >= 0:
            wares += 1
    llamas = goods[C.LLAMA] + s.pending_llama[p] + fed * made[1]
    room = s.supply[p] + incas[5] + sum(C.ROW_SIZE[r] - s.taken[r] for r in range(3)) / 2
    pieces = min(style.convert * (wares + spare_corn / style.corn_per_good) / style.goods_per_piece,
                 style.visits_per_day * play, room)
    new_priests = pieces * priest_share
    # Sacrifices: each Priest/Virgin sacrifices a llama whenever its temple is entered;
    # those still to be bought sacrifice for about half the time left.
    steps_each = [C.ROW_STEPS[r][min(s.taken[r] + 1, C.ROW_SIZE[r])] for r in range(3)]
    chances = [s.priests[p][r] * (later + (style.trigger if bonus[_TEMPLE_BONUS[r]] else 0.0))
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
    matches = s.priests[p] + incas[:5]
    _value, new_icons, gold_each = _future_card(hand, matches, style.card_gold)
    final_icons = [icons[i] + future * new_icons[i] for i in range(N_ICONS)]
    # New pieces go where the icons are (Priests and Virgins only while a row has cards).
    weights = [final_icons[i] if lean[i] else 0.0 for i in range(N_ICONS)]
    total = sum(weights) or 1.0
    vp = sum(final_icons[i] * (matches[i] + pieces * weights[i] / total)
             for i in range(N_ICONS))
    # Where the Scout ends is a lottery once it still has a summit to pass.
    moving = min(1.0, steps / C.SUMMIT)
    trail = (1 - moving) * C.trail_bonus(scout) + moving * MEAN_TRAIL_BONUS
    vp += trail + C.OWED_CARD_VP * s.owed[p] + style.priest_bonus * play * sum(s.priests[p])
    gold = sum(_CARD_GOLD[c] for c in hand) + future * gold_each + trail
    return vp, gold, conquest, future


def estimates(s: MachuPicchuState, style: Style = BUILDER) -> list[float]:
    """Every seat's expected final score: VP times the expected gold multiplier."""
    n = s.num_players
    if s.ending:
        return [float(r.score) for r in s.outcome().results]
    parts = [seat_parts(s, q, style) for q in range(n)]
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


def evaluation(style: Style) -> Callable[[MachuPicchuState, int], float]:
    """The greedy bots' objective: the seat's estimate less a share of the best rival's."""
    def value(s: MachuPicchuState, p: int) -> float:
        if s.ending:
            outcome = s.outcome()
            best = max(r.score for r in outcome.results if r.seat != p)
            return 1000.0 * (outcome.results[p].rank == 1) + outcome.results[p].score - best
        est = estimates(s, style)
        return est[p] - style.rival * max(v for q, v in enumerate(est) if q != p)
    return value


class Planner(GreedyBot):
    """Greedy over its own turn, and where the prince goes also by what the best move of
    the next turn will gain from there (a trade now, a Priest bought next turn): one
    turn's look is blind to plans that take two."""

    def __init__(self, name: str, style: Style, foresight: float = FORESIGHT) -> None:
        super().__init__(evaluation(style), lookahead=8, quiet=frozenset({"stay"}),
                         margin=QUIET_MARGIN)
        self.name = name
        self.foresight = foresight

    def choose(self, state: State, seat: int, rng: Rng) -> Action:
        if getattr(state, "phase", "") != "turn" or not self.foresight:
            return super().choose(state, seat, rng)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        scored: list[tuple[float, Action]] = []
        for action in actions:
            child = state.clone()
            child.apply_legal(action)
            value = self._settle(child, seat, state.checkpoint, self.lookahead)
            if not child.is_over:
                value += self.foresight * self._next_gain(child, seat)
            scored.append((value, action))
        quiet = max((v for v, a in scored if a.kind == "stay"), default=-math.inf)
        busy = max((v for v, a in scored if a.kind != "stay"), default=-math.inf)
        if quiet > -math.inf and busy <= quiet + self.margin:
            pool = [a for v, a in scored if a.kind == "stay" and v >= quiet - 1e-9]
        else:
            pool = [a for v, a in scored if a.kind != "stay" and v >= busy - 1e-9]
        return rng.choice(pool)

    def _next_gain(self, after: MachuPicchuState, seat: int) -> float:
        """What the seat's best move of its next turn gains, from where its prince stands
        (other seats' turns in between are not played)."""
        nxt = after.clone()
        nxt.queue = [("turn", seat)]
        base = self.heuristic(nxt, seat)
        best = 0.0
        for move in nxt.legal_actions():
            if move.kind == "stay":
                continue
            child = nxt.clone()
            child.apply_legal(move)
            best = max(best, self._settle(child, seat, nxt.checkpoint, self.lookahead) - base)
        return best


def _bot(name: str, style: Style) -> Callable[[], Bot]:
    def make() -> Bot:
        return Planner(name, style)
    return make


STRATEGIES: dict[str, Callable[[], Bot]] = {
    "builder": _bot("builder", BUILDER),
    "gold": _bot("gold", GOLD),
}
