"""Festival bidding by rule, for Cuzco's strategy bots (rulebook: "Organizing a Festival").

The bot estimates each rival's festival points from the cards it has seen and the average
of the cards it has not, raises while winning (or tying) is worth the cards, and drops
when it cannot win; ``festival_gain`` says whether proposing a festival pays at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.search import fallback
from .. import components as C
from .facts import face_up_relics, festival_points, terrain
from .weights import Weights

if TYPE_CHECKING:
    from ..state import CuzcoState

_DONE = Action("done")
_DROP = Action("drop")


def average_fp(s: CuzcoState, seat: int, relics: tuple[int, ...]) -> float:
    """Festival points of a card ``seat`` has not seen, on average."""
    bit = 1 << seat
    unseen = [c for c in range(len(C.FESTIVAL_CARDS)) if not s.known[c] & bit]
    if not unseen:
        return 0.0
    return sum(festival_points(c, relics) for c in unseen) / len(unseen)


def rival_points(s: CuzcoState, seat: int, rival: int, relics: tuple[int, ...],
                 avg: float) -> float:
    """What ``seat`` can expect a rival's hand to bring to a bid: the cards it has seen
    exactly, the others at the average."""
    bit = 1 << seat
    total = 0.0
    for c in s.hands[rival]:
        total += festival_points(c, relics) if s.known[c] & bit else avg
    return total


def _card_cost(w: Weights) -> float:
    return w.card + w.card_match


@dataclass(frozen=True)
class Contest:
    """A festival bid as ``seat`` sees it: what it has bid and can still bid, and the same
    for its strongest rival (seen cards exactly, unseen ones at the average)."""

    mine: int
    reserve: int
    rival: int
    """The highest total of the rivals still in."""
    rival_max: float
    """The most festival points a rival still in can be expected to reach."""
    card_fp: float
    """The bot's festival points per card, on average."""

    @property
    def my_max(self) -> int:
        return self.mine + self.reserve

    def cards_to(self, target: float) -> int:
        """Cards the bot expects to play to bring its total to ``target``."""
        need = max(0.0, target - self.mine)
        return int(-(-need // max(1.0, self.card_fp)))


def contest(s: CuzcoState, seat: int, rivals: list[int], totals: dict[int, int],
            relics: tuple[int, ...]) -> Contest:
    points = [festival_points(c, relics) for c in s.hands[seat]]
    points = [p for p in points if p]
    avg = average_fp(s, seat, relics)
    mine = totals.get(seat, 0)
    rival = max((totals.get(q, 0) for q in rivals), default=0)
    rival_max = max((totals.get(q, 0) + rival_points(s, seat, q, relics, avg)
                     for q in rivals), default=0.0)
    card_fp = sum(points) / len(points) if points else 1.0
    return Contest(mine, sum(points), rival, rival_max, card_fp)


def all_in(c: Contest, alone: int, shared: int, share: float, cost: float) -> float:
    """What bidding on to the end is worth against dropping now (rivals raise as long
    as they can): the sole organization when the bot can outlast its rivals, a shared one
    when it can only match them, nothing otherwise. A rival's gain counts ``share``."""
    if c.my_max > c.rival_max + 0.5:
        return alone + share * alone - c.cards_to(min(c.my_max, c.rival_max + 1)) * cost
    if c.my_max >= c.rival_max - 0.5:
        return shared + share * (alone - shared) - c.cards_to(c.my_max) * cost
    return -1.0


def festival_gain(s: CuzcoState, seat: int, temple: int, w: Weights) -> float:
    """Expected PP for ``seat`` (against the others) of proposing a festival at
    ``temple`` now, minus the cards it expects to spend."""
    value = s.shared_temple[temple]
    alone, shared = C.FESTIVAL_PP[value]
    relics = face_up_relics(s)
    info = terrain(s)
    comp = info.comps[info.comp_of[temple]]
    rivals = sorted({s.inca[c] for c in comp if s.inca[c] >= 0} - {seat})
    c = contest(s, seat, rivals, {}, relics)
    if not c.reserve:
        return -1.0
    cost = _card_cost(w)
    if not rivals:
        return alone - cost
    share = 1.0 / max(1, s.num_players - 1)
    if c.my_max > c.rival_max + 0.5:
        return alone - c.cards_to(c.rival_max + 1) * cost
    if c.my_max >= c.rival_max - 0.5:
        return shared - share * shared - c.cards_to(c.my_max) * cost
    return -share * alone - cost


def bid(s: CuzcoState, seat: int, actions: list[Action], w: Weights) -> Action:
    """A festival bid: bid on while outlasting (or matching) the rivals is worth the cards,
    keep a lead without spending more, co-organize when raising cannot outlast them, drop
    as soon as the festival cannot be won."""
    f = s.festival
    assert f is not None
    relics = f["relics"]
    alone, shared = C.FESTIVAL_PP[s.shared_temple[f["temple"]]]
    cost = _card_cost(w)
    plays = sorted((a for a in actions if a.kind == "play_card"),
                   key=lambda a: (festival_points(a["card"], relics),
                                  len(C.FESTIVAL_CARDS[a["card"]])))
    rivals = [q for q in f["active"] if q != seat]
    c = contest(s, seat, rivals, f["total"], relics)
    share = 1.0 / max(1, s.num_players - 1)

    def play(needed: int) -> Action:
        fits = [a for a in plays if festival_points(a["card"], relics) >= needed]
        return fits[0] if fits else plays[-1]

    def stop() -> Action:
        for a in (_DONE, _DROP):
            if a in actions:
                return a
        return plays[0] if plays else fallback(actions)

    if c.mine < c.rival:
        if c.my_max < c.rival or all_in(c, alone, shared, share, cost) <= 0:
            return stop()
        return play(c.rival - c.mine)
    if c.mine == 0:  # the proposer's first card
        return play(1) if plays else stop()
    if c.mine > c.rival or not rivals or not plays:
        return stop()
    # Tied: raise for the sole organization only when the bot can outlast its rivals.
    if (c.my_max > c.rival_max + 0.5
            and (alone - shared) * (1 + share) > c.cards_to(c.rival_max + 1) * cost):
        return play(1)
    return stop()
