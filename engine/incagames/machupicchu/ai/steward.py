"""The steward: a Machu Picchu sparring partner that plays by a strong player's priorities.

No search: each decision follows a rule, and where a rule weighs options (which district,
which Inca, which card) it prices them with ``Ledger`` (``ledger.py``), a reckoning of
what the seat's pieces, goods and steps will be worth at the end of the game; its trades
at the Central Plaza come from ``plaza.py``. The priorities it encodes:

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
from .ledger import CORN_PER_UNIT, Ledger
from .plaza import plaza_plans

if TYPE_CHECKING:
    from ..state import MachuPicchuState

RIVAL_GAIN = 0.5
"""Share of what a move gives the other seats (their production, their sacrifices)
counted against it."""
MOVE_MARGIN = 0.4
"""A move must gain this much, and this much more than the best moon tile, or the Prince
stays: moves worth nothing must not keep the day from ending."""
FORESIGHT = 0.35
"""Share of the next turn's best gain credited to where the Prince ends this turn."""
_DONE = Action("done")


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
        for plan in plaza_plans(s, seat, ledger.deep):
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
