"""The Princes of Machu Picchu: the game state, its set-up and the dispatch to the rules.

The turn is driven by a queue of pending *tasks*. The head task is either a decision
(a seat must choose: ``"turn"``, ``"produce"``, ``"sacrifice"``...) or an automatic
step (``"end_turn"``, ``"night_moon"``...). ``apply`` resolves the head decision, which
may put new tasks at the front; ``_advance`` then runs automatic steps until the next
decision. Other seats' decisions (production, sacrifices) are simply tasks of theirs,
so exactly one seat decides at any time. Each task kind is handled in the module named
after the rulebook section that states its rule (game_start, city_districts, production,
temples, set_up_incas, priests_and_virgins, central_plaza, sun_clock, incatrail,
day_and_night, game_end).

Rulings beyond the rule text (see also COMPONENTS.md), applied in those modules:

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

from collections.abc import Callable
from typing import Any

from ..core.actions import Action
from ..core.adapter import CardGameState
from ..core.errors import IllegalAction
from ..core.rng import Rng
from ..core.state import Event, Outcome, Preview, followed
from . import components as C
from .actions import canonical
from .bank import per_unit
from .central_plaza import apply_plaza, cost_plaza, legal_plaza
from .city_districts import BONUS_GOOD
from .day_and_night import (
    apply_moon_goods,
    auto_end_turn,
    auto_night_end,
    auto_night_moon,
    cost_moon_goods,
    legal_moon_goods,
)
from .game_start import apply_first_inca, apply_turn, cost_turn, legal_first_inca, legal_turn
from .incatrail import apply_summit, auto_draw, legal_summit
from .priests_and_virgins import apply_acquire, cost_acquire, legal_acquire
from .production import apply_produce, cost_produce, legal_produce, produce_open
from .scoring import final_outcome, seat_breakdown
from .serial import state_from_json, state_to_json
from .set_up_incas import apply_set_up, cost_set_up, legal_set_up
from .sun_clock import (
    apply_sun_clock,
    apply_sun_goods,
    auto_night_sun,
    legal_sun_clock,
    legal_sun_goods,
)
from .temples import (
    apply_offer,
    apply_sacrifice,
    cost_offer,
    cost_sacrifice,
    legal_offer,
    legal_sacrifice,
    sacrifice_open,
)
from .view import build_view

_LEGAL: dict[str, Callable[[MachuPicchuState, tuple], list[Action]]] = {
    "first_inca": legal_first_inca, "turn": legal_turn, "produce": legal_produce,
    "sacrifice": legal_sacrifice, "offer": legal_offer, "summit": legal_summit,
    "set_up": legal_set_up, "acquire": legal_acquire, "plaza": legal_plaza,
    "sun_clock": legal_sun_clock, "sun_goods": legal_sun_goods, "moon_goods": legal_moon_goods,
}
"""Decision task kind -> its legal actions."""
_APPLY: dict[str, Callable[[MachuPicchuState, tuple, Action], None]] = {
    "first_inca": apply_first_inca, "turn": apply_turn, "produce": apply_produce,
    "sacrifice": apply_sacrifice, "offer": apply_offer, "summit": apply_summit,
    "set_up": apply_set_up, "acquire": apply_acquire, "plaza": apply_plaza,
    "sun_clock": apply_sun_clock, "sun_goods": apply_sun_goods, "moon_goods": apply_moon_goods,
}
"""Decision task kind -> how a chosen action plays."""
_COSTS: dict[str, Callable[[MachuPicchuState, tuple, Action], dict[str, int]]] = {
    "turn": cost_turn, "produce": cost_produce, "sacrifice": cost_sacrifice,
    "offer": cost_offer, "set_up": cost_set_up, "acquire": cost_acquire,
    "plaza": cost_plaza, "moon_goods": cost_moon_goods,
}
"""Decision task kind -> the goods a legal action takes from the deciding seat (the other
decisions cost nothing)."""
_STILL_OPEN: dict[str, Callable[[MachuPicchuState, tuple], bool]] = {
    "produce": produce_open, "sacrifice": sacrifice_open,
}
"""Decisions queued for several seats at once, skipped when earlier ones left nothing."""
_AUTO: dict[str, Callable[[MachuPicchuState, tuple], None]] = {
    "draw": auto_draw, "end_turn": auto_end_turn, "night_moon": auto_night_moon,
    "night_sun": auto_night_sun, "night_end": auto_night_end,
}
"""Automatic task kind -> the step it runs."""


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
        for good in BONUS_GOOD:
            if good >= 0:
                self.bank[good] -= per_unit(good)
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
        return _LEGAL[task[0]](self, task)

    def preview(self, action: Action, follow: bool = False) -> Preview:
        """The goods ``action`` would take from the deciding seat, by good; "illegal" when
        it is not legal now. Reads the state only; any input is answered. ``follow``:
        the position after a legal action too (``core.state.followed``)."""
        if self.ending or not isinstance(action, Action):
            return Preview({}, "illegal")
        legal = self._as_legal(action)
        if legal is None:
            return Preview({}, "illegal")
        task = self.queue[0]
        costs = _COSTS.get(task[0])
        preview = Preview(costs(self, task, legal) if costs else {}, None)
        return followed(preview, self, legal) if follow else preview

    def _as_legal(self, action: Action) -> Action | None:
        """The legal action ``action`` stands for (goods may be listed in any order), or
        None when it is not legal now."""
        legal = self.legal_actions()
        if action in legal:
            return action
        action = canonical(action)
        return action if action in legal else None

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> None:
        """Play one decision of the current player; raise IllegalAction if it is not legal."""
        if self.ending:
            raise IllegalAction("the game is over")
        if not isinstance(action, Action):
            raise IllegalAction("not an action")
        legal = self._as_legal(action)
        if legal is None:
            raise IllegalAction(self._why_illegal(canonical(action)))
        self.events = []
        task = self.queue.pop(0)
        _APPLY[task[0]](self, task, legal)
        self._advance()

    def apply_legal(self, action: Action) -> None:
        """``apply`` without checking: for bots, whose actions come from ``legal_actions``
        of this very position (checking would list them all again)."""
        self.events = []
        task = self.queue.pop(0)
        _APPLY[task[0]](self, task, action)
        self._advance()

    def _why_illegal(self, action: Action) -> str:
        task = self.queue[0]
        kinds = {a.kind for a in self.legal_actions()}
        if action.kind not in kinds:
            return (f"'{action.kind}' is not possible now: seat {task[1]} must decide "
                    f"({task[0]}: {', '.join(sorted(kinds))})")
        return f"{action} is not allowed here (not affordable, not available or unknown)"

    def _advance(self) -> None:
        """Run automatic steps until a seat must decide or the game is over."""
        queue = self.queue
        while not self.ending:
            task = queue[0]
            kind = task[0]
            if kind in _LEGAL:
                still_open = _STILL_OPEN.get(kind)
                if still_open is not None and not still_open(self, task):
                    queue.pop(0)
                    continue
                return
            queue.pop(0)
            _AUTO[kind](self, task)

    # ------------------------------------------------------------------ scoring
    def matches(self, p: int) -> list[int]:
        """Per icon: Priests/Virgins owned, then Incas per occupation (Sun Clock excluded)."""
        return self.priests[p] + self.incas[p][:5]

    def score(self, p: int) -> int:
        """The VP the seat's cards, Incas, Priests/Virgins and trail are worth now."""
        return int(self.breakdown(p)["vp"])

    def breakdown(self, p: int) -> dict[str, Any]:
        return seat_breakdown(self.hands[p], self.matches(p), self.scouts[p], self.owed[p],
                              self.goods[p])

    def outcome(self) -> Outcome:
        if not self.ending:
            raise IllegalAction("the game is not over yet")
        return final_outcome(self.ending,
                             [self.breakdown(p) for p in range(self.num_players)])
