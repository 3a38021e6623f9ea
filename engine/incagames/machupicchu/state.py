"""The Princes of Machu Picchu: the game state and every rule.

The turn is driven by a queue of pending *tasks*. The head task is either a decision
(a seat must choose: ``"turn"``, ``"produce"``, ``"sacrifice"``...) or an automatic
step (``"end_turn"``, ``"night_moon"``...). ``apply`` resolves the head decision, which
may put new tasks at the front; ``_advance`` then runs automatic steps until the next
decision. Other seats' decisions (production, sacrifices) are simply tasks of theirs,
so exactly one seat decides at any time.

Rulings beyond the rule text (see also COMPONENTS.md) are noted where they apply:

* Central Plaza: within one visit a good is either sold or bought, not both. Selling a
  unit and buying one back (or the reverse) always costs and pays the same field, so
  this removes only no-op cycles and no reachable result; it keeps visits finite.
* Moon tiles at night: goods tiles are taken automatically when the owner's corn pays
  for all of them; when it does not, the owner chooses which to pay for.
* The sacrifice deck is exhausted when its last card is taken. The current turn (or
  night) still finishes; every summit reached after that scores 3 VP, then the game ends.
* Knowledge of cards: a seat knows the cards it holds and the cards it returned to the
  bottom of the deck (and who draws them later). When a seat returns cards from a hand
  that others partly knew, the others lose track of that whole hand.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..core.actions import Action
from ..core.adapter import CardGameState
from ..core.errors import IllegalAction
from ..core.rng import Rng
from ..core.state import Event, Outcome
from . import components as C
from .scoring import final_outcome, seat_breakdown
from .serial import state_from_json, state_to_json
from .view import build_view

SUN_CLOCK_SLOT = 5
"""incas[p] holds Incas per occupation (0..4) and, at index 5, those at the Sun Clock."""
_ROWS_TOTAL = sum(C.ROW_SIZE)
_DONE = Action("done")
_ACTIONS: dict[tuple[str, str, object], Action] = {}


def _act(kind: str, name: str, value: str | int) -> Action:
    """A one-parameter action, made once: listing legal actions is the bots' hot path."""
    key = (kind, name, value)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(kind, **{name: value})
    return action
_SUN_GOODS_CHOICES = tuple(combinations(range(5), C.SUN_CLOCK_GOODS))
_DECISIONS = frozenset({
    "first_inca", "turn", "produce", "sacrifice", "offer", "summit", "set_up", "acquire",
    "plaza", "sun_clock", "sun_goods", "moon_goods",
})
_DISTRICT_PRODUCTION = {C.DISTRICT_INDEX[d]: C.OCCUPATION_INDEX[o]
                        for d, o in C.DISTRICT_OCCUPATION.items()}
_DISTRICT_TEMPLE_ROW = {C.DISTRICT_INDEX[d]: r for d, r in C.TEMPLE_ROW.items()}
_DISTRICT_BONUS = {C.DISTRICT_INDEX[d]: i for i, d in enumerate(C.BONUS_DISTRICTS)}
_MAIN_TEMPLE = C.DISTRICT_INDEX[C.MAIN_TEMPLE]
_PLAZA = C.DISTRICT_INDEX["central_plaza"]
_SUN_CLOCK = C.DISTRICT_INDEX["sun_clock"]
_HOUSES = {C.DISTRICT_INDEX[d]: rows for d, rows in C.HOUSE_ROWS.items()}
_HUTS = {C.DISTRICT_INDEX[d]: occ for d, occ in C.SETUP_DISTRICT_OCCUPATIONS.items()}
_BONUS_GOOD = tuple(
    C.OCCUPATION_GOOD[C.OCCUPATION_INDEX[C.DISTRICT_OCCUPATION[d]]]
    if d in C.DISTRICT_OCCUPATION else -1
    for d in C.BONUS_DISTRICTS
)
_MOON_GOOD = tuple(C.GOOD_INDEX.get(kind, -1) if kind != "corn" else -1
                   for kind, _ in C.MOON_TILES)


def _canonical(action: Action) -> Action:
    """Sets of goods or cards in the engine's order, so any listed order is accepted."""
    params = dict(action.params)
    for key, order in (("goods", C.GOOD_INDEX), ("cards", None)):
        value = params.get(key)
        if isinstance(value, tuple):
            try:
                params[key] = tuple(sorted(value, key=order.__getitem__ if order else None))
            except (KeyError, TypeError):
                return action
    return Action(action.kind, **params)


def _units(good: int) -> int:
    """Goods per bonus unit: 3 corn count as one unit."""
    return C.CORN_PER_UNIT if good == C.CORN else 1


class MachuPicchuState(CardGameState):
    """A position of The Princes of Machu Picchu for 2 to 5 players."""

    game_id = "machu-picchu"
    VIEW = build_view
    TO_JSON = state_to_json
    FROM_JSON = state_from_json
    __slots__ = (
        "bank", "bonus", "checkpoint_no", "day", "deck", "deck_exhausted", "ending", "events",
        "goods", "hands", "incas", "known", "market", "moon_owner", "moon_taken_today",
        "num_players", "owed", "pending_corn", "pending_llama", "priests", "princes",
        "queue", "rng", "scouts", "start_player", "sun_holder", "supply", "taken",
        "time_corn", "turn_player",
    )

    # ------------------------------------------------------------------ set-up
    def __init__(self, players: int, seed: int) -> None:
        if not isinstance(players, int) or not 2 <= players <= 5:
            raise ValueError("The Princes of Machu Picchu is for 2 to 5 players")
        n = self.num_players = players
        self.rng = Rng(seed)
        self.events: list[Event] = []
        self.day = C.START_DAY[n]
        self.goods = [list(C.START_GOODS) for _ in range(n)]
        self.bank = [C.BANK_RESERVE] * 5
        self.bank[C.CORN] -= sum(C.START_GOODS[C.CORN] for _ in range(n))
        for g in range(1, 5):
            self.bank[g] -= n * C.START_GOODS[g]
        self.incas = [[0] * 6 for _ in range(n)]
        self.supply = [C.INCAS_PER_PLAYER[n]] * n
        self.priests = [[0, 0, 0] for _ in range(n)]
        self.taken = [0, 0, 0]
        self.princes = [-1] * n
        self.bonus = [1] * len(C.BONUS_DISTRICTS)
        for good in _BONUS_GOOD:
            if good >= 0:
                self.bank[good] -= _units(good)
        self.market = [C.MARKET_START] * 4
        for g in C.MARKET_GOODS:
            self.bank[g] -= C.MARKET_START
        self.moon_owner = [-1] * len(C.MOON_TILES)
        self.moon_taken_today = 0
        self.sun_holder = -1
        self.time_corn = [1 if d >= self.day else 0 for d in range(C.LAST_DAY + 1)]
        self.time_corn[0] = 0
        self.bank[C.CORN] -= sum(self.time_corn)
        self.pending_corn = [0] * n
        self.pending_llama = [0] * n
        self.owed = [0] * n
        self.deck_exhausted = False
        self.ending = ""
        self.checkpoint_no = 0
        # The starting player is chosen at random; scouts go on fields 1..n from them.
        self.start_player = self.rng.randbelow(n)
        self.scouts = [0] * n
        for k in range(n):
            self.scouts[(self.start_player + k) % n] = k + 1
        deck = list(range(len(C.CARDS)))
        self.rng.shuffle(deck)
        self.known = [0] * len(C.CARDS)
        self.hands: list[list[int]] = []
        for p in range(n):
            card = deck.pop(0)
            self.hands.append([card])
            self.known[card] = 1 << p
        self.deck = deck
        self.turn_player = self.start_player
        order = self.seat_order(self.start_player)
        self.queue: list[tuple] = [("first_inca", p) for p in order]
        self.queue += [("turn", order[0])]
        self.events = [{"kind": "setup", "start_player": self.start_player, "day": self.day}]

    def seat_order(self, first: int) -> list[int]:
        """Seats in clockwise order starting from ``first``."""
        n = self.num_players
        return [(first + k) % n for k in range(n)]

    # ------------------------------------------------------------ the protocol
    @property
    def current_player(self) -> int | None:
        return None if self.ending else self.queue[0][1]

    @property
    def is_over(self) -> bool:
        return bool(self.ending)

    @property
    def checkpoint(self) -> int:
        return self.checkpoint_no

    @property
    def phase(self) -> str:
        """The kind of the decision being asked (``"over"`` at the end)."""
        return "over" if self.ending else self.queue[0][0]

    def clone(self) -> MachuPicchuState:
        s = object.__new__(MachuPicchuState)
        s.num_players = self.num_players
        s.rng = Rng(self.rng.state)
        s.events = self.events
        s.day = self.day
        s.goods = [g[:] for g in self.goods]
        s.bank = self.bank[:]
        s.incas = [i[:] for i in self.incas]
        s.supply = self.supply[:]
        s.priests = [p[:] for p in self.priests]
        s.taken = self.taken[:]
        s.princes = self.princes[:]
        s.bonus = self.bonus[:]
        s.market = self.market[:]
        s.moon_owner = self.moon_owner[:]
        s.moon_taken_today = self.moon_taken_today
        s.sun_holder = self.sun_holder
        s.time_corn = self.time_corn[:]
        s.pending_corn = self.pending_corn[:]
        s.pending_llama = self.pending_llama[:]
        s.owed = self.owed[:]
        s.deck_exhausted = self.deck_exhausted
        s.ending = self.ending
        s.checkpoint_no = self.checkpoint_no
        s.start_player = self.start_player
        s.scouts = self.scouts[:]
        s.known = self.known[:]
        s.hands = [h[:] for h in self.hands]
        s.deck = self.deck[:]
        s.turn_player = self.turn_player
        s.queue = self.queue[:]
        return s

    # ------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        if self.ending:
            return []
        task = self.queue[0]
        return getattr(self, "_legal_" + task[0])(task)

    def _legal_first_inca(self, task: tuple) -> list[Action]:
        return [_act("place_inca", "occupation", o) for o in C.OCCUPATIONS]

    def _legal_turn(self, task: tuple) -> list[Action]:
        p = task[1]
        here = self.princes[p]
        if here < 0:
            return [_act("move", "district", d) for d in C.DISTRICTS]
        near = C.NEIGHBOURS[here]
        can_pay = self.goods[p][C.LLAMA] >= C.MOVE_COST_LLAMAS
        out = [_act("move", "district", C.DISTRICTS[d]) for d in range(len(C.DISTRICTS))
               if d != here and (d in near or can_pay)]
        out += [_act("stay", "tile", t) for t, owner in enumerate(self.moon_owner) if owner < 0]
        return out

    def _max_produce(self, p: int, occ: int) -> int:
        have = self.incas[p][occ]
        cost = C.PRODUCTION_COST_CORN[occ]
        return have if cost == 0 else min(have, self.goods[p][C.CORN] // cost)

    def _legal_produce(self, task: tuple) -> list[Action]:
        return [_act("produce", "count", k) for k in range(self._max_produce(task[1], task[2]) + 1)]

    def _max_sacrifice(self, p: int, row: int) -> int:
        return min(self.priests[p][row], self.goods[p][C.LLAMA])

    def _legal_sacrifice(self, task: tuple) -> list[Action]:
        top = self._max_sacrifice(task[1], task[2])
        return [_act("sacrifice", "count", k) for k in range(top + 1)]

    def _offerable(self, p: int) -> list[int]:
        g = self.goods[p]
        return [k for k in range(5) if g[k] >= _units(k)]

    def _legal_offer(self, task: tuple) -> list[Action]:
        kinds = self._offerable(task[1])
        out = []
        for size in range(len(kinds) + 1):
            for combo in combinations(kinds, size):
                out.append(Action("offer", goods=tuple(C.GOODS[k] for k in combo)))
        return out

    def _legal_summit(self, task: tuple) -> list[Action]:
        hand = sorted(self.hands[task[1]])
        return [Action("return_cards", cards=combo) for combo in combinations(hand, task[2])]

    def _can_set_up(self, p: int, occ: int) -> bool:
        g = self.goods[p]
        cost = C.SETUP_COST[occ]
        return self.supply[p] > 0 and all(g[k] >= cost[k] for k in range(5))

    def _legal_set_up(self, task: tuple) -> list[Action]:
        _, p, hut, used = task
        out = [_act("set_up", "occupation", C.OCCUPATIONS[o]) for o in _HUTS[hut]
               if not used & (1 << o) and self._can_set_up(p, o)]
        return [*out, _DONE]

    def _can_acquire(self, p: int, row: int) -> bool:
        taken = self.taken[row]
        if taken >= C.ROW_SIZE[row]:
            return False
        cost = C.ROW_COSTS[row][taken]
        g = self.goods[p]
        return all(g[k] >= cost[k] for k in range(5))

    def _legal_acquire(self, task: tuple) -> list[Action]:
        _, p, house = task
        out = [_act("acquire", "row", C.ROWS[r]) for r in _HOUSES[house] if self._can_acquire(p, r)]
        return [*out, _DONE]

    def buy_price(self, column: int) -> int:
        """Price of the lowest unit in a market column; the bank sells at 6 when empty."""
        units = self.market[column]
        return C.MARKET_FIELDS[units - 1] if units else C.BANK_BUY_PRICE

    def sell_price(self, column: int) -> int:
        """Price of the highest uncovered field; the bank buys at 3 when full."""
        units = self.market[column]
        return C.MARKET_FIELDS[units] if units < len(C.MARKET_FIELDS) else C.BANK_SELL_PRICE

    def _legal_plaza(self, task: tuple) -> list[Action]:
        _, p, can_adjust, sold, bought = task
        g = self.goods[p]
        out: list[Action] = []
        if can_adjust:
            for col, good in enumerate(C.MARKET_GOODS):
                if self.market[col] < len(C.MARKET_FIELDS):
                    out.append(_act("market_add", "good", C.GOODS[good]))
                if self.market[col] > 0:
                    out.append(_act("market_remove", "good", C.GOODS[good]))
        for col, good in enumerate(C.MARKET_GOODS):
            bit = 1 << col
            if g[good] > 0 and not bought & bit:
                out.append(_act("sell", "good", C.GOODS[good]))
            if g[C.CORN] >= self.buy_price(col) and not sold & bit:
                out.append(_act("buy", "good", C.GOODS[good]))
        out.append(_DONE)
        return out

    def _legal_sun_clock(self, task: tuple) -> list[Action]:
        incas = self.incas[task[1]]
        out = [_act("sun_clock", "occupation", C.OCCUPATIONS[o]) for o in range(5) if incas[o]]
        return [*out, _DONE]

    def _legal_sun_goods(self, task: tuple) -> list[Action]:
        return [Action("take_goods", goods=tuple(C.GOODS[k] for k in combo))
                for combo in _SUN_GOODS_CHOICES]

    def _legal_moon_goods(self, task: tuple) -> list[Action]:
        _, _p, tiles, affordable = task
        kinds = sorted({C.MOON_TILES[t][0] for t in tiles}, key=C.GOOD_INDEX.__getitem__)
        return [Action("moon_goods", goods=combo) for combo in combinations(kinds, affordable)]

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> None:
        """Play one decision of the current player; raise IllegalAction if it is not legal."""
        if self.ending:
            raise IllegalAction("the game is over")
        if not isinstance(action, Action):
            raise IllegalAction("not an action")
        legal = self.legal_actions()
        if action not in legal:
            action = _canonical(action)
            if action not in legal:
                raise IllegalAction(self._why_illegal(action))
        self.events = []
        task = self.queue.pop(0)
        getattr(self, "_do_" + task[0])(task, action)
        self._advance()

    def apply_legal(self, action: Action) -> None:
        """``apply`` without checking: for bots, whose actions come from ``legal_actions``
        of this very position (checking would list them all again)."""
        self.events = []
        task = self.queue.pop(0)
        getattr(self, "_do_" + task[0])(task, action)
        self._advance()

    def _why_illegal(self, action: Action) -> str:
        task = self.queue[0]
        kinds = {a.kind for a in self.legal_actions()}
        if action.kind not in kinds:
            return (f"'{action.kind}' is not possible now: seat {task[1]} must decide "
                    f"({task[0]}: {', '.join(sorted(kinds))})")
        return f"{action} is not allowed here (not affordable, not available or unknown)"

    def _do_first_inca(self, task: tuple, action: Action) -> None:
        p = task[1]
        occ = C.OCCUPATION_INDEX[action["occupation"]]
        self.supply[p] -= 1
        self.incas[p][occ] += 1
        self.checkpoint_no += 1
        self.events.append({"kind": "place_inca", "seat": p, "occupation": C.OCCUPATIONS[occ]})

    def _do_turn(self, task: tuple, action: Action) -> None:
        p = task[1]
        self.turn_player = p
        after = [("end_turn", p)]
        if action.kind == "stay":
            self.queue[0:0] = after
            self._take_moon_tile(p, action["tile"])
            return
        dest = C.DISTRICT_INDEX[action["district"]]
        here = self.princes[p]
        paid = 0
        if here >= 0 and dest not in C.NEIGHBOURS[here]:
            paid = C.MOVE_COST_LLAMAS
            self._pay(p, C.LLAMA, paid)
        self.princes[p] = dest
        self.events.append({"kind": "move", "seat": p, "district": C.DISTRICTS[dest],
                            "llamas": paid})
        self.queue[0:0] = after
        self._enter(p, dest)

    def _take_moon_tile(self, p: int, tile: int) -> None:
        self.moon_owner[tile] = p
        self.moon_taken_today += 1
        self.events.append({"kind": "stay", "seat": p, "tile": tile,
                            "reward": list(C.MOON_TILES[tile])})
        if self.moon_taken_today == C.MOON_TILES_PER_DAY:
            self.sun_holder = p
            self.events.append({"kind": "day_ends", "seat": p, "day": self.day})
        if self.day == C.LAST_DAY:
            # Day 9: the tile pays at once; it stays with the player.
            self._moon_reward(p, tile, pay_goods=True)

    def _moon_reward(self, p: int, tile: int, pay_goods: bool) -> None:
        kind, amount = C.MOON_TILES[tile]
        if kind == "steps":
            self._move_scout(p, amount, "moon")
        elif kind == "corn":
            self._gain(p, C.CORN, amount)
            self.events.append({"kind": "moon_reward", "seat": p, "good": "corn",
                                "count": amount})
        elif pay_goods and self.goods[p][C.CORN] >= C.MOON_GOODS_COST_CORN:
            self._pay(p, C.CORN, C.MOON_GOODS_COST_CORN)
            self._gain(p, C.GOOD_INDEX[kind], amount)
            self.events.append({"kind": "moon_reward", "seat": p, "good": kind,
                                "count": amount})

    def _enter(self, p: int, d: int) -> None:
        """Trigger the action of district ``d`` entered by the prince of seat ``p``."""
        tasks: list[tuple] = []
        steps = 0
        if d in _DISTRICT_BONUS:
            b = _DISTRICT_BONUS[d]
            units = self.bonus[b]
            if units:
                self.bonus[b] = 0
                good = _BONUS_GOOD[b]
                if good >= 0:
                    self.goods[p][good] += units * _units(good)
                    self.events.append({"kind": "bonus", "seat": p, "good": C.GOODS[good],
                                        "count": units * _units(good)})
                    occ = _DISTRICT_PRODUCTION[d]
                    tasks = [("produce", s, occ) for s in self.seat_order(p)
                             if self._max_produce(s, occ) > 0]
                else:
                    steps = units * C.STEPS_PER_TEMPLE_STONE
                    self.events.append({"kind": "temple_stones", "seat": p, "count": units})
                    if d == _MAIN_TEMPLE:
                        tasks = [("offer", s) for s in self.seat_order(p) if self._offerable(s)]
                    else:
                        row = _DISTRICT_TEMPLE_ROW[d]
                        tasks = [("sacrifice", s, row) for s in self.seat_order(p)
                                 if self._max_sacrifice(s, row) > 0]
        elif d in _HOUSES:
            if any(self._can_acquire(p, r) for r in _HOUSES[d]):
                tasks = [("acquire", p, d)]
        elif d in _HUTS:
            if any(self._can_set_up(p, o) for o in _HUTS[d]):
                tasks = [("set_up", p, d, 0)]
        elif d == _PLAZA:
            tasks = [("plaza", p, True, 0, 0)]
        elif d == _SUN_CLOCK and any(self.incas[p][:5]):
            tasks = [("sun_clock", p)]
        self.queue[0:0] = tasks
        if steps:
            self._move_scout(p, steps, "temple")

    def _do_produce(self, task: tuple, action: Action) -> None:
        _, p, occ = task
        count = action["count"]
        if count:
            cost = C.PRODUCTION_COST_CORN[occ] * count
            if cost:
                self._pay(p, C.CORN, cost)
            good = C.OCCUPATION_GOOD[occ]
            made = count * (C.FARMER_YIELD if occ == 0 else 1)
            self._gain(p, good, made)
            self.events.append({"kind": "produce", "seat": p, "good": C.GOODS[good],
                                "count": made, "corn_paid": cost})

    def _do_sacrifice(self, task: tuple, action: Action) -> None:
        _, p, row = task
        count = action["count"]
        if count:
            self._pay(p, C.LLAMA, count)
            steps = count * C.ROW_STEPS[row][self.taken[row]]
            self.events.append({"kind": "sacrifice", "seat": p, "row": C.ROWS[row],
                                "llamas": count, "steps": steps})
            self._move_scout(p, steps, "sacrifice")

    def _do_offer(self, task: tuple, action: Action) -> None:
        p = task[1]
        kinds = [C.GOOD_INDEX[k] for k in action["goods"]]
        if kinds:
            for k in kinds:
                self._pay(p, k, _units(k))
            steps = C.STEPS_PER_MAIN_TEMPLE_GOOD * len(kinds)
            self.events.append({"kind": "offer", "seat": p, "goods": list(action["goods"]),
                                "steps": steps})
            self._move_scout(p, steps, "offer")

    def _do_summit(self, task: tuple, action: Action) -> None:
        p = task[1]
        hand = self.hands[p]
        returned = action["cards"]
        mine = 1 << p
        for card in hand:  # the others no longer know which of these p keeps
            self.known[card] &= mine
        for card in returned:
            hand.remove(card)
            self.deck.append(card)
        self.events.append({"kind": "return_cards", "seat": p, "count": len(returned)})

    def _do_set_up(self, task: tuple, action: Action) -> None:
        _, p, hut, used = task
        if action.kind == "done":
            return
        occ = C.OCCUPATION_INDEX[action["occupation"]]
        for k, c in enumerate(C.SETUP_COST[occ]):
            if c:
                self._pay(p, k, c)
        self.supply[p] -= 1
        self.incas[p][occ] += 1
        self.events.append({"kind": "set_up", "seat": p, "occupation": C.OCCUPATIONS[occ]})
        used |= 1 << occ
        if any(not used & (1 << o) and self._can_set_up(p, o) for o in _HUTS[hut]):
            self.queue.insert(0, ("set_up", p, hut, used))

    def _do_acquire(self, task: tuple, action: Action) -> None:
        p = task[1]
        if action.kind == "done":
            return
        row = C.ROW_INDEX[action["row"]]
        for k, c in enumerate(C.ROW_COSTS[row][self.taken[row]]):
            if c:
                self._pay(p, k, c)
        self.taken[row] += 1
        self.priests[p][row] += 1
        self.events.append({"kind": "acquire", "seat": p, "row": C.ROWS[row],
                            "steps_now": C.ROW_STEPS[row][self.taken[row]]})

    def _do_plaza(self, task: tuple, action: Action) -> None:
        _, p, _can_adjust, sold, bought = task
        kind = action.kind
        if kind == "done":
            return
        good = C.GOOD_INDEX[action["good"]]
        col = C.MARKET_GOODS.index(good)
        if kind == "market_add":
            self.bank[good] -= 1
            self.market[col] += 1
        elif kind == "market_remove":
            self.bank[good] += 1
            self.market[col] -= 1
        elif kind == "sell":
            price = self.sell_price(col)
            self.goods[p][good] -= 1
            if self.market[col] < len(C.MARKET_FIELDS):
                self.market[col] += 1
            else:
                self.bank[good] += 1
            self._gain(p, C.CORN, price)
            sold |= 1 << col
            self.events.append({"kind": "sell", "seat": p, "good": C.GOODS[good],
                                "price": price})
        else:  # buy
            price = self.buy_price(col)
            self._pay(p, C.CORN, price)
            if self.market[col]:
                self.market[col] -= 1
            else:
                self.bank[good] -= 1
            self.goods[p][good] += 1
            bought |= 1 << col
            self.events.append({"kind": "buy", "seat": p, "good": C.GOODS[good],
                                "price": price})
        if kind in ("market_add", "market_remove"):
            self.events.append({"kind": kind, "seat": p, "good": C.GOODS[good]})
        self.queue.insert(0, ("plaza", p, False, sold, bought))

    def _do_sun_clock(self, task: tuple, action: Action) -> None:
        p = task[1]
        if action.kind == "done":
            return
        occ = C.OCCUPATION_INDEX[action["occupation"]]
        self.incas[p][occ] -= 1
        self.incas[p][SUN_CLOCK_SLOT] += 1
        self.events.append({"kind": "sun_clock", "seat": p, "occupation": C.OCCUPATIONS[occ]})
        if self.day == C.LAST_DAY:
            # Day 9: the Sun Clock pays at once; the Inca stays until the end.
            self.queue.insert(0, ("sun_goods", p))
            self._move_scout(p, C.SUN_CLOCK_STEPS, "sun_clock")

    def _do_sun_goods(self, task: tuple, action: Action) -> None:
        p = task[1]
        for name in action["goods"]:
            k = C.GOOD_INDEX[name]
            self._gain(p, k, _units(k))
        self.events.append({"kind": "sun_goods", "seat": p, "goods": list(action["goods"])})

    def _do_moon_goods(self, task: tuple, action: Action) -> None:
        p = task[1]
        for name in action["goods"]:
            self._pay(p, C.CORN, C.MOON_GOODS_COST_CORN)
            self._gain(p, C.GOOD_INDEX[name], 1)
            self.events.append({"kind": "moon_reward", "seat": p, "good": name, "count": 1})

    # ------------------------------------------------------------ automatic steps
    def _advance(self) -> None:
        """Run automatic steps until a seat must decide or the game is over."""
        queue = self.queue
        while not self.ending:
            task = queue[0]
            kind = task[0]
            if kind in _DECISIONS:
                if kind in ("produce", "sacrifice") and not self._still_open(task):
                    queue.pop(0)
                    continue
                return
            queue.pop(0)
            getattr(self, "_auto_" + kind)(task)

    def _still_open(self, task: tuple) -> bool:
        if task[0] == "produce":
            return self._max_produce(task[1], task[2]) > 0
        return self._max_sacrifice(task[1], task[2]) > 0

    def _auto_draw(self, task: tuple) -> None:
        """A scout reached the summit: draw sacrifice cards (3, 2 or the last one)."""
        p = task[1]
        self.checkpoint_no += 1  # the drawer sees hidden cards: no undo past this
        left = len(self.deck)
        if left == 0:
            self.owed[p] += 1
            self.events.append({"kind": "summit", "seat": p, "drawn": 0, "owed": True})
            return
        drawn = self.deck[:C.SUMMIT_DRAW]
        del self.deck[:C.SUMMIT_DRAW]
        for card in drawn:
            self.known[card] |= 1 << p
        self.hands[p].extend(drawn)
        self.events.append({"kind": "summit", "seat": p, "drawn": len(drawn), "owed": False})
        if len(drawn) > 1:
            self.queue.insert(0, ("summit", p, len(drawn) - 1))
        elif not self.deck:
            self.deck_exhausted = True
            self.events.append({"kind": "deck_exhausted", "seat": p})

    def _auto_end_turn(self, task: tuple) -> None:
        p = task[1]
        self._pay_trail_rewards()
        self.checkpoint_no += 1
        last_of_day = self.sun_holder >= 0 and p == (self.sun_holder - 1) % self.num_players
        if last_of_day and self.time_corn[self.day]:
            self.time_corn[self.day] -= C.TIME_TRACK_CORN
            self.goods[p][C.CORN] += C.TIME_TRACK_CORN
            self.events.append({"kind": "time_corn", "seat": p, "count": C.TIME_TRACK_CORN})
        if self._rescued():
            self._finish("rescue")
        elif last_of_day:
            if self.day == C.LAST_DAY:
                self._finish("conquest")
            else:
                order = self.seat_order(self.sun_holder)
                self.events.append({"kind": "night", "day": self.day})
                self.queue[0:0] = ([("night_moon", s) for s in order]
                                   + [("night_sun", s) for s in order] + [("night_end", -1)])
        else:
            self.queue.insert(0, ("turn", (p + 1) % self.num_players))

    def _rescued(self) -> bool:
        return sum(self.taken) == _ROWS_TOTAL or self.deck_exhausted

    def _auto_night_moon(self, task: tuple) -> None:
        p = task[1]
        tiles = [t for t, owner in enumerate(self.moon_owner) if owner == p]
        goods_tiles = []
        for t in tiles:
            self.moon_owner[t] = -1
            if _MOON_GOOD[t] >= 0:
                goods_tiles.append(t)
            else:
                self._moon_reward(p, t, pay_goods=False)
        corn = self.goods[p][C.CORN]
        if len(goods_tiles) <= corn:
            for t in goods_tiles:
                self._moon_reward(p, t, pay_goods=True)
        elif corn > 0:
            self.queue.insert(0, ("moon_goods", p, tuple(goods_tiles), corn))

    def _auto_night_sun(self, task: tuple) -> None:
        p = task[1]
        count = self.incas[p][SUN_CLOCK_SLOT]
        if not count:
            return
        self.incas[p][SUN_CLOCK_SLOT] = 0
        self.supply[p] += count
        self.events.append({"kind": "sun_clock_return", "seat": p, "count": count})
        self.queue[0:0] = [("sun_goods", p)] * count
        self._move_scout(p, C.SUN_CLOCK_STEPS * count, "sun_clock")

    def _auto_night_end(self, task: tuple) -> None:
        self._pay_trail_rewards()
        if self.deck_exhausted:
            self._finish("rescue")
            return
        for b, good in enumerate(_BONUS_GOOD):
            if self.bonus[b] < C.MAX_BONUS:
                self.bonus[b] += 1
                if good >= 0:
                    self.bank[good] -= _units(good)
        self.moon_taken_today = 0
        self.day += 1
        first = self.sun_holder
        self.sun_holder = -1
        self.checkpoint_no += 1
        self.events.append({"kind": "new_day", "day": self.day, "seat": first})
        self.queue.insert(0, ("turn", first))

    def _finish(self, ending: str) -> None:
        self.ending = ending
        self.queue = [("over", -1)]
        self.checkpoint_no += 1
        self.events.append({"kind": "game_over", "ending": ending})

    # ------------------------------------------------------------ goods and trail
    def _gain(self, p: int, good: int, count: int) -> None:
        self.goods[p][good] += count
        self.bank[good] -= count

    def _pay(self, p: int, good: int, count: int) -> None:
        self.goods[p][good] -= count
        self.bank[good] += count

    def _pay_trail_rewards(self) -> None:
        """Granary corn and stable llamas are paid at the end of the turn (rulebook)."""
        for p in range(self.num_players):
            if self.pending_corn[p]:
                self._gain(p, C.CORN, self.pending_corn[p])
                self.events.append({"kind": "granary", "seat": p, "corn": self.pending_corn[p]})
                self.pending_corn[p] = 0
            if self.pending_llama[p]:
                self._gain(p, C.LLAMA, self.pending_llama[p])
                self.events.append({"kind": "stable", "seat": p,
                                    "llamas": self.pending_llama[p]})
                self.pending_llama[p] = 0

    def _move_scout(self, p: int, steps: int, source: str) -> None:
        """Advance a scout; passing the granary or stable earns rewards due at end of turn,
        each summit reached queues a card draw (before any other pending decision)."""
        pos = self.scouts[p]
        start = pos
        summits = 0
        while steps > 0:
            to_summit = C.SUMMIT - pos
            end = C.SUMMIT if steps >= to_summit else pos + steps
            if pos < C.GRANARY <= end:
                self.pending_corn[p] += C.GRANARY_CORN
            if pos < C.LLAMA_STABLE <= end:
                self.pending_llama[p] += C.STABLE_LLAMAS
            steps -= end - pos
            if end == C.SUMMIT:
                summits += 1
                pos = 0
            else:
                pos = end
        self.scouts[p] = pos
        self.events.append({"kind": "scout", "seat": p, "from": start, "to": pos,
                            "source": source, "summits": summits})
        if summits:
            self.queue[0:0] = [("draw", p)] * summits

    # ------------------------------------------------------------------ scoring
    def matches(self, p: int) -> list[int]:
        """Per icon: Priests/Virgins owned, then Incas per occupation (Sun Clock excluded)."""
        return self.priests[p] + self.incas[p][:5]

    def breakdown(self, p: int) -> dict[str, Any]:
        return seat_breakdown(self.hands[p], self.matches(p), self.scouts[p], self.owed[p],
                              self.goods[p])

    def outcome(self) -> Outcome:
        if not self.ending:
            raise IllegalAction("the game is not over yet")
        return final_outcome(self.ending,
                             [self.breakdown(p) for p in range(self.num_players)])
