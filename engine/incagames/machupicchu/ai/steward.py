"""The steward: a Machu Picchu sparring partner that plays by a strong player's priorities.

No search: each decision follows a rule, and where a rule weighs options (which district,
which Inca, which card) it prices them with ``Ledger``, a reckoning of what the seat's
pieces, goods and steps will be worth at the end of the game. The priorities it encodes:

* Incas early, of the occupations the Sacrifice Cards in hand reward: an Inca set up on
  day 1 produces for eight days, so its goods buy more Incas; enough farmers (or corn)
  to feed the others, since every Inca but a farmer eats a corn to produce.
* Goods spent every day: the Prince enters the districts where its Incas stand while the
  bonus is out; at the Central Plaza surplus corn buys what the next Inca, Priest or
  Virgin lacks (corn is only a tie-breaker at the end).
* Priests and Virgins of the icons on its cards, then a llama sacrificed with each of
  them whenever their temple has stones.
* The Incatrail: cards are what score, so steps (temple stones, sacrifices, moon tiles,
  the Sun Clock) count as a share of the next card; at the summit it keeps the card that
  counts its pieces best and, when the gold race is close, the one with more gold (the
  most gold triples the VP in a conquest, the second most doubles them).
* The Sun Clock sends an Inca whose icons are not on the cards back to the supply, for
  three goods, three steps and a new occupation.
* The day ends (stay, take a moon tile) only when no move pays more than the tile.

Hidden information: the seat reads only its own cards and public counts. Every option is
played out on a copy whose sacrifice deck holds blank stand-ins (copies of one of its own
cards, counted, never read), so no choice depends on the order of the re-dealt deck or
on the other seats' re-dealt hands.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.rng import Rng
from ...core.state import State
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
RIVAL_GAIN = 0.5
"""Share of what a move gives the other seats (their production, their sacrifices)
counted against it."""
MOVE_MARGIN = 0.4
"""A move must gain this much, and this much more than the best moon tile, or the Prince
stays: moves worth nothing must not keep the day from ending."""
FORESIGHT = 0.35
"""Share of the next turn's best gain credited to where the Prince ends this turn."""

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
_DONE = Action("done")


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


def _blank(s: MachuPicchuState, blank: int) -> MachuPicchuState:
    """A copy to play options out on: the deck holds only stand-in cards."""
    out = s.clone()
    out.deck = [blank] * len(out.deck)
    return out


class StewardBot:
    """Plays Machu Picchu by explicit priorities (see the module's docstring)."""

    name = "steward"

    def choose(self, state: State, seat: int, rng: Rng) -> Action:
        s: MachuPicchuState = state  # type: ignore[assignment]
        actions = s.legal_actions()
        if len(actions) == 1:
            return actions[0]
        hand = s.hands[seat]
        ledger = Ledger(s, seat, hand)
        phase = s.phase
        if phase == "turn":
            return self.turn(s, seat, ledger, actions)
        if phase == "summit":
            return self.summit(s, seat, ledger, actions)
        return self.decide(_blank(s, hand[0]), seat, ledger, actions)

    # ----------------------------------------------------------------- the turn
    def turn(self, s: MachuPicchuState, seat: int, ledger: Ledger, actions: list[Action]
             ) -> Action:
        """The best move by what it gains now and what the next turn can gain from where
        the Prince then stands; a moon tile unless a move beats it by ``MOVE_MARGIN``."""
        blank = s.hands[seat][0]
        base = _blank(s, blank)
        before = ledger.value(base)
        rivals = _rival_worth(base, seat)
        best_stay: tuple[float, Action] | None = None
        best_move: tuple[float, Action] | None = None
        for action in actions:
            after = self.play_out(base, seat, ledger, action)
            gain = ledger.value(after) - before
            gain -= RIVAL_GAIN * (_rival_worth(after, seat) - rivals)
            if action.kind == "stay":
                if best_stay is None or gain > best_stay[0] + 1e-9:
                    best_stay = (gain, action)
                continue
            if not after.is_over and FORESIGHT:
                gain += FORESIGHT * self.next_gain(after, seat, ledger)
            if best_move is None or gain > best_move[0] + 1e-9:
                best_move = (gain, action)
        if best_move is None:
            assert best_stay is not None
            return best_stay[1]
        # A moon tile shortens the day the ledger projects, so a stay often reckons
        # below zero; a move must still gain something itself, or two stewards would
        # walk between districts for ever.
        if best_stay is None or best_move[0] > max(best_stay[0], 0.0) + MOVE_MARGIN:
            return best_move[1]
        return best_stay[1]

    def next_gain(self, after: MachuPicchuState, seat: int, ledger: Ledger) -> float:
        """What the seat's best move of its next turn gains from where its Prince stands
        (the other seats' turns in between are not played)."""
        nxt = after.clone()
        nxt.queue = [("turn", seat)]
        base = ledger.value(nxt)
        best = 0.0
        ledger.deep = False
        for move in nxt.legal_actions():
            if move.kind == "stay":
                continue
            child = self.play_out(nxt, seat, ledger, move)
            best = max(best, ledger.value(child) - base)
        ledger.deep = True
        return best

    def play_out(self, s: MachuPicchuState, seat: int, ledger: Ledger, action: Action
                 ) -> MachuPicchuState:
        """``action`` and the rest of the turn (and a night it brings) on a copy: the seat
        by its rules, the others by plain public ones, up to the next turn."""
        child = s.clone()
        child.apply_legal(action)
        for _ in range(200):
            if child.ending or child.phase == "turn":
                break
            who = child.current_player
            actions = child.legal_actions()
            if who == seat:
                choice = self.decide(child, seat, ledger, actions)
            else:
                choice = _public_choice(child, actions)
            child.apply_legal(choice)
        return child

    # ----------------------------------------------------------------- decisions
    def decide(self, s: MachuPicchuState, seat: int, ledger: Ledger, actions: list[Action]
               ) -> Action:
        """A decision inside a turn (or the night), on a copy with a blank deck."""
        phase = s.phase
        if len(actions) == 1:
            return actions[0]
        if phase in ("produce", "sacrifice"):
            # Every Inca that can produces, every Priest and Virgin that can sacrifices.
            return max(actions, key=lambda a: a["count"])
        if phase == "summit":
            return _return_blanks(s, seat, ledger)
        if phase == "plaza":
            return self.plaza(s, seat, ledger)
        return self.greedy(s, ledger, actions)

    @staticmethod
    def greedy(s: MachuPicchuState, ledger: Ledger, actions: list[Action]) -> Action:
        """The option the ledger values most ("done" on ties: no piece for nothing)."""
        best = actions[-1] if actions[-1].kind == "done" else actions[0]
        child = s.clone()
        child.apply_legal(best)
        best_value = ledger.value(child)
        for action in actions:
            if action is best:
                continue
            child = s.clone()
            child.apply_legal(action)
            value = ledger.value(child)
            if value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def summit(self, s: MachuPicchuState, seat: int, ledger: Ledger, actions: list[Action]
               ) -> Action:
        """Keep the cards that count the seat's pieces (and its gold) best."""
        hand = s.hands[seat]
        best = actions[0]
        best_value = -math.inf
        for action in actions:
            kept = list(hand)
            for card in action["cards"]:
                kept.remove(card)
            value = ledger.value(s, kept)
            if value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def plaza(self, s: MachuPicchuState, seat: int, ledger: Ledger) -> Action:
        """The Central Plaza visit planned whole: for each piece (or two) the seat could
        take, buy what its cost lacks, selling goods it does not need when corn is short;
        or spend spare corn on single units; or sell one kind. The plan worth most starts."""
        best: tuple[float, Action] = (ledger.value(s), _DONE)
        for plan in _plaza_plans(s, seat, ledger.deep):
            child = s.clone()
            for action in plan:
                child.apply_legal(action)
            value = ledger.value(child)
            if value > best[0] + 1e-9:
                best = (value, plan[0])
        return best[1]


def _rival_worth(s: MachuPicchuState, seat: int) -> float:
    """A rough worth of what the other seats hold, to count what a move gives them."""
    total = 0.0
    for q in range(s.num_players):
        if q == seat:
            continue
        g = s.goods[q]
        total += g[0] / CORN_PER_UNIT + sum(g[1:]) + 0.4 * (
            s.scouts[q] + C.SUMMIT * len(s.hands[q]))
    return total / (s.num_players - 1)


def _public_choice(s: MachuPicchuState, actions: list[Action]) -> Action:
    """Another seat's decision inside the seat's turn, by a rule that reads nothing hidden:
    produce and sacrifice all it can, else the first option."""
    if s.phase in ("produce", "sacrifice"):
        return max(actions, key=lambda a: a["count"])
    return actions[0]


def _return_blanks(s: MachuPicchuState, seat: int, ledger: Ledger) -> Action:
    """On a copy, a summit draws stand-ins: send stand-ins back, keep the real hand."""
    _kind, _p, count = s.queue[0]
    blank = s.deck[0] if s.deck else s.hands[seat][-1]
    hand = s.hands[seat]
    if hand.count(blank) > count:
        return Action("return_cards", cards=(blank,) * count)
    return Action("return_cards", cards=tuple(sorted(hand)[:count]))


def _plaza_plans(s: MachuPicchuState, seat: int, deep: bool) -> list[list[Action]]:
    """Trade plans at the Central Plaza, each ending with ``done`` (``deep``: also two
    pieces at once and a market adjustment first)."""
    plans: list[list[Action]] = []
    for action in s.legal_actions():
        if action.kind in ("buy", "sell"):
            plans.append([action, _DONE])
    targets = _targets(s, seat)
    for i, cost in enumerate(targets):
        for adjust in (False, True) if deep else (False,):
            plan = _plan_towards(s, seat, cost, adjust)
            if plan:
                plans.append(plan)
        if not deep:
            continue
        for other in targets[i:]:
            both = tuple(a + b for a, b in zip(cost, other, strict=True))
            plan = _plan_towards(s, seat, both, False)
            if plan:
                plans.append(plan)
    return plans


def _targets(s: MachuPicchuState, seat: int) -> list[tuple[int, ...]]:
    """The cost of each piece the seat may still take."""
    costs = [C.ROW_COSTS[r][s.taken[r]] for r in range(3) if s.taken[r] < C.ROW_SIZE[r]]
    if s.supply[seat]:
        costs += list(C.SETUP_COST)
    return costs


def _plan_towards(s: MachuPicchuState, seat: int, cost: tuple[int, ...], adjust: bool
                  ) -> list[Action] | None:
    """Buy what ``cost`` lacks, first selling goods the cost does not ask for when corn is
    short (and, with ``adjust``, first adding a unit to the market column bought most, which
    lowers its price)."""
    goods = s.goods[seat]
    lack = {k: cost[k] - goods[k] for k in C.MARKET_GOODS if cost[k] > goods[k]}
    if not lack:
        return None
    _kind, _p, can_adjust, sold, _bought = s.queue[0]
    if any(sold & (1 << C.MARKET_GOODS.index(k)) for k in lack):
        return None
    market = list(s.market)
    plan: list[Action] = []
    if adjust:
        col = C.MARKET_GOODS.index(max(lack, key=lambda k: lack[k]))
        if not can_adjust or market[col] >= len(C.MARKET_FIELDS):
            return None
        market[col] += 1
        plan.append(Action("market_add", good=C.GOODS[C.MARKET_GOODS[col]]))
    price = 0
    buys: list[Action] = []
    for k, n in lack.items():
        col = C.MARKET_GOODS.index(k)
        for _ in range(n):
            price += C.MARKET_FIELDS[market[col] - 1] if market[col] else C.BANK_BUY_PRICE
            market[col] = max(0, market[col] - 1)
            buys.append(Action("buy", good=C.GOODS[k]))
    corn = goods[C.CORN] - cost[C.CORN]
    spare = [k for k in C.MARKET_GOODS if k not in lack and goods[k] > cost[k]
             and not _bought & (1 << C.MARKET_GOODS.index(k))]
    spare.sort(key=lambda k: -_sell_now(market, k))
    held = {k: goods[k] for k in spare}
    while corn < price and spare:
        k = spare[0]
        col = C.MARKET_GOODS.index(k)
        corn += _sell_now(market, k)
        market[col] = min(len(C.MARKET_FIELDS), market[col] + 1)
        plan.append(Action("sell", good=C.GOODS[k]))
        held[k] -= 1
        if held[k] <= cost[k]:
            spare.pop(0)
        spare.sort(key=lambda k: -_sell_now(market, k))
    if corn < price:
        return None
    return [*plan, *buys, _DONE]


def _sell_now(market: list[int], good: int) -> int:
    """What the next unit of ``good`` sells for on this market."""
    units = market[C.MARKET_GOODS.index(good)]
    return C.MARKET_FIELDS[units] if units < len(C.MARKET_FIELDS) else C.BANK_SELL_PRICE
