"""The celebrant: a Cuzco sparring partner that plays cards and ponds where hard plays
terrain.

Why: an independent search bot that beats our hard level draws more than twice hard's
festival cards, holds more festivals and sets up nearly twice its ponds, and places a
quarter less terrain. Hard spends its action points (AP) on terrain because its
reckoning values a card at little more than its AP; a strong player knows a card is a
festival waiting to be held. The celebrant plays those priorities on the strategy bots'
greedy planner (``planner.py``), with its own prices:

* Festival cards are the engine. A draw is valued by what the card can be expected to
  bring, over every kind of card the seat has not seen (never by the card a re-dealt copy
  happens to hold): the face-up card when its relics pay, else the deck; the face-up draw
  also turns a new card face up, a fresh chance for the relics the hand holds.
* Festivals with the relics it holds where it stands highest: proposed whenever the
  expected festival points beat what the cards are worth in a bid (``SPEND``: a card in
  hand counts more than a card played, since cards are drawn to be played).
* Ponds beside its high Incas (the ponds style's chances of enclosing them).
* Temples early in the cities it leads (building and expanding count a little more).
* Terrain only where it pays: a placement beyond the turn's mandatory one must gain
  ``TERRAIN_TOLL`` PP more than any other use of the AP.

Hidden information: the bot reads the determinized copy ``choose_action`` hands it, as
every bot does, and its draws average over the kinds of cards its seat has not seen.
Festival bids are taken by rule (``bidding.bid``) at the card prices of ``SPEND``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.rng import Rng
from .. import components as C
from .. import hexgrid as H
from .bidding import bid, festival_gain
from .evaluation import estimates, relative
from .facts import festivals_left, open_ponds, ranked, strict_highest, terrain
from .planner import Macro, Planner
from .strategy import StrategyBot, Style
from .weights import DEFAULT, Weights

if TYPE_CHECKING:
    from ..state import CuzcoState

WEIGHTS = replace(
    DEFAULT,
    card=1.2, card_match=0.5, card_cap=8,
    festivals_lever=1.25, festival_later=0.95,
    ponds_lever=1.3, hole=0.75, pond_close=(1.0, 0.65, 0.45, 0.3, 0.15, 0.08),
    temples_lever=1.1, build=0.85,
)
"""What the celebrant's reckoning counts: cards, festivals and ponds higher than hard's."""

SPEND = replace(DEFAULT, card=0.35, card_match=0.2)
"""Card prices in a bid and in a proposal: a card played for a festival is what it was
drawn for, so it costs less than it is worth in hand."""

TERRAIN_TOLL = 1.0
"""PP a terrain placement beyond the mandatory one must gain beyond its value."""

POND_STEAL = 0.6
"""Chance a rival takes (or spoils) an open pond whose leader it can climb past: a free
hex beside the pond as high as the leader's best Inca, with a rival's Inca next to it."""

CELEBRANT = Style(
    name="celebrant", weights=WEIGHTS, extra_width=6, pond_width=10,
    pond_interest=1.6, city_interest=1.1, propose_margin=0.0,
)

_DRAW = {"deck": Action("draw", source="deck"), "face_up": Action("draw", source="face_up")}


def kind_of(card: int) -> tuple[int, ...]:
    return C.FESTIVAL_CARDS[card]


def unseen_kinds(s: CuzcoState, seat: int) -> dict[tuple[int, ...], int]:
    """How many cards of each kind ``seat`` has not seen (they may come from the deck)."""
    bit = 1 << seat
    out: dict[tuple[int, ...], int] = {}
    for card in range(len(C.FESTIVAL_CARDS)):
        if not s.known[card] & bit:
            out[kind_of(card)] = out.get(kind_of(card), 0) + 1
    return out


def _hidden_places(s: CuzcoState, seat: int) -> list[tuple[list[int], int]]:
    """Where the cards the seat cannot see lie in this copy: (list, index) pairs."""
    bit = 1 << seat
    out = [(s.deck, i) for i in range(len(s.deck))]
    for q, hand in enumerate(s.hands):
        if q != seat:
            out += [(hand, i) for i, c in enumerate(hand) if not s.known[c] & bit]
    return out


def with_kind(s: CuzcoState, seat: int, where: list[int], index: int,
              kind: tuple[int, ...]) -> bool:
    """Swap the card at ``where[index]`` with a hidden card of ``kind`` (the copy keeps
    every card once); False when no hidden card of that kind is left."""
    if kind_of(where[index]) == kind:
        return True
    for other, j in _hidden_places(s, seat):
        if kind_of(other[j]) == kind:
            where[index], other[j] = other[j], where[index]
            return True
    return False


def pond_exposure(s: CuzcoState, seat: int, w: Weights) -> float:
    """What open ponds are worth to ``seat`` beyond ``estimates``, which gives each to
    its leader as if nobody could take it: a lead a rival can climb past is discounted
    (``POND_STEAL``), and a pond the seat can so take from its leader counts for it."""
    info = terrain(s)
    inca, height, temple = s.inca, s.shared_height, s.shared_temple
    out = 0.0
    for fresh, around, empty in open_ponds(s, info):
        order = ranked(around, inca, height)
        lead = strict_highest(order)
        if lead < 0:
            continue
        top = order[0][0][0]
        k = len(empty)
        worth = (w.pond_close[k] if k < len(w.pond_close) else 0.0) * C.POND_PP * fresh
        worth *= w.ponds_lever
        thieves: set[int] = set()
        for c in around:
            if inca[c] < 0 and not temple[c] and height[c] >= top:
                thieves.update(inca[b] for b in H.NEIGHBOURS[c] if inca[b] >= 0)
        thieves.discard(lead)
        if not thieves:
            continue
        if lead == seat:
            out -= 2.0 * POND_STEAL * worth
        elif seat in thieves:
            out += POND_STEAL * worth
    return out


def may_draw(s: CuzcoState, seat: int, w: Weights = WEIGHTS) -> bool:
    """Whether a card drawn now could be of use to the celebrant: its hand below the cap,
    a festival still to be held before the final round."""
    return (len(s.hands[seat]) < w.card_cap and festivals_left(s)
            and s.last_triple_by < 0 and bool(s.discard))


class CelebrantPlanner(Planner):
    """The strategy planner with the celebrant's draws, terrain toll and proposals."""

    def value(self, s: CuzcoState) -> float:
        return relative(estimates(s, self.w), self.seat) + pond_exposure(s, self.seat, self.w)

    def draw_choice(self, s: CuzcoState) -> tuple[float, Macro] | None:
        """The better draw, face up or from the deck, by its expected value over the
        kinds of card the seat has not seen; none when a card could not be used."""
        w = self.w
        seat = self.seat
        if not may_draw(s, seat, w):
            return None
        odds = unseen_kinds(s, seat)
        total = sum(odds.values())
        best: tuple[float, Macro] | None = None
        for source, action in _DRAW.items():
            c0 = s.clone()
            c0.apply_legal(action)
            if not total or not c0.discard:
                v = self.value(c0)
            else:
                v = weight = 0.0
                for kind, n in odds.items():
                    c = c0.clone()
                    where, index = ((c.hands[seat], len(c.hands[seat]) - 1)
                                    if source == "deck" else (c.discard, len(c.discard) - 1))
                    if not with_kind(c, seat, where, index, kind):
                        continue
                    v += n * self.value(c)
                    weight += n
                v = v / weight if weight else self.value(c0)
            if best is None or v > best[0]:
                best = (v, [action])
        return best

    def main_options(self, s: CuzcoState, legal: list[Action],
                     placements: int = 1) -> list[tuple[float, Macro]]:
        out = super().main_options(s, legal, placements)
        return [(v - TERRAIN_TOLL, m) if m[0].kind == "choose_terrain" else (v, m)
                for v, m in out]

    def finish(self, s: CuzcoState, legal: list[Action] | None = None) -> Action:
        """End the turn, proposing the festival that pays best at ``SPEND``'s prices."""
        legal = legal if legal is not None else s.legal_actions()
        best, gain = None, self.style.propose_margin
        for a in legal:
            if a.kind == "festival":
                g = festival_gain(s, self.seat, a["temple"], SPEND)
                if g > gain:
                    best, gain = a, g
        if best is not None:
            return best
        return super().finish(s, [a for a in legal if a.kind != "festival"])


class CelebrantBot(StrategyBot):
    """Plays Cuzco by festival cards, festivals and ponds (see the module's docstring)."""

    planner = CelebrantPlanner

    def __init__(self) -> None:
        super().__init__(CELEBRANT)

    def choose(self, state: CuzcoState, seat: int, rng: Rng) -> Action:
        if state.festival is not None:
            actions = state.legal_actions()
            return actions[0] if len(actions) == 1 else bid(state, seat, actions, SPEND)
        return super().choose(state, seat, rng)


def rollout_celebrant() -> CelebrantBot:
    """A cheaper celebrant for search play-outs (the rollout bots' candidate widths)."""
    bot = CelebrantBot()
    bot.style = replace(CELEBRANT, name="celebrant-rollout", place_width=5, extra_width=2,
                        climb_width=2, move_width=6, enter_width=3, pond_width=3)
    bot.name = bot.style.name
    return bot
