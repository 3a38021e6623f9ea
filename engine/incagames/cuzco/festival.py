"""Organizing a Festival (rulebook: "Organizing a Festival"): proposing one at the end of
a turn, the bidding with festival cards, and the prestige of its organizers.

Rulings (``state.py``): a bid is played one card at a time; ``done`` ends a bidding
turn once its total reaches the highest bid, ``drop`` leaves the bidding; bidders who
all end a turn without playing co-organize; a decision with a single possible answer is
taken at once (``settle``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from . import catalog as K
from . import components as C
from .cards import flip
from .site import component_of, hex_param, settlements_of
from .turn import end_turn

if TYPE_CHECKING:
    from .state import CuzcoState
    from .terrain import Terrain


def fp(card: int, relics: tuple[int, ...]) -> int:
    """Festival points of a card: its relics that the face-up card asks for."""
    return sum(1 for r in C.FESTIVAL_CARDS[card] if r in relics)


USABLE = tuple(frozenset(c for c in range(len(C.FESTIVAL_CARDS)) if fp(c, relics))
               for relics in C.FESTIVAL_CARDS)
"""Face-up card -> the cards worth festival points under it."""


def copy_festival(f: dict[str, Any]) -> dict[str, Any]:
    """A festival under way, with lists of its own (for a clone)."""
    out = dict(f)
    for key in ("order", "active", "acted"):
        out[key] = list(f[key])
    out["total"] = dict(f["total"])
    out["played"] = {q: list(cards) for q, cards in f["played"].items()}
    return out


# ------------------------------------------------------------------ proposing
def festival_temples(s: CuzcoState, p: int, t: Terrain, mine: list[int]) -> list[int]:
    """Temples of cities where ``p`` has an Inca and may propose a festival."""
    temples = t.temple_cells()
    disc = s.shared_disc
    out = [temples[r] for r in mine if temples[r] >= 0 and not disc[temples[r]]]
    if out and (not s.discard or USABLE[s.discard[-1]].isdisjoint(s.hands[p])):
        return []  # no card in hand with a relic the face-up card asks for
    return out


def proposals(s: CuzcoState, p: int, t: Terrain, mine: list[int], out: list[Action]) -> None:
    out += [K.FESTIVAL[c] for c in festival_temples(s, p, t, mine)]


def propose_allowed(s: CuzcoState, a: Action, t: Terrain) -> bool:
    p = s.turn_player
    cell = hex_param(a.get("temple"))
    if cell < 0 or K.FESTIVAL[cell] != a:
        return False
    r = t.label()[cell]
    return (r >= 0 and t.temple_cells()[r] == cell and not s.shared_disc[cell]
            and r in settlements_of(s, p, t) and cell in festival_temples(s, p, t, [r]))


def apply_festival(s: CuzcoState, action: Action) -> None:
    p = s.turn_player
    temple = action["temple"]
    comp = component_of(s, temple)
    present = {s.inca[c] for c in comp if s.inca[c] >= 0}
    order = [(p + k) % s.num_players for k in range(s.num_players)]
    order = [q for q in order if q in present]
    s.festival = {"temple": temple, "order": order, "at": 0, "active": list(order),
                  "total": dict.fromkeys(order, 0), "played": {q: [] for q in order},
                  "acted": [], "quiet": 0, "turn_plays": 0,
                  "relics": C.FESTIVAL_CARDS[s.discard[-1]]}
    s.events.append({"kind": "festival", "seat": p, "cell": temple,
                     "value": s.shared_temple[temple]})


# ------------------------------------------------------------------ bidding
def bids(s: CuzcoState) -> list[Action]:
    """What the bidder deciding now may do: play a card worth FP, end their bidding turn
    once level with the highest bid, or drop out while below it."""
    f = s.festival
    assert f is not None
    q = f["order"][f["at"]]
    relics = f["relics"]
    high = max([f["total"][o] for o in f["active"] if o != q] + [0])
    out = [K.PLAY[c] for c in sorted(s.hands[q]) if fp(c, relics)]
    if f["total"][q] >= max(high, 1):
        out.append(K.DONE)
    if f["total"][q] < high:  # below the highest bid: raise or drop out
        out.append(K.DROP)
    return out


def apply_play_card(s: CuzcoState, action: Action) -> None:
    f = s.festival
    assert f is not None
    q = f["order"][f["at"]]
    card = action["card"]
    s.hands[q].remove(card)
    s.known[card] = (1 << s.num_players) - 1
    f["played"][q].append(card)
    f["total"][q] += fp(card, f["relics"])
    f["turn_plays"] += 1
    s.events.append({"kind": "play_card", "seat": q, "card": card, "total": f["total"][q]})


def apply_done(s: CuzcoState, action: Action) -> None:
    f = s.festival
    assert f is not None
    q = f["order"][f["at"]]
    f["quiet"] = 0 if f["turn_plays"] else f["quiet"] + 1
    _next_bidder(s, q)


def apply_drop(s: CuzcoState, action: Action) -> None:
    f = s.festival
    assert f is not None
    q = f["order"][f["at"]]
    f["active"].remove(q)
    s.events.append({"kind": "drop", "seat": q})
    _next_bidder(s, q)


_BIDS = {"play_card": apply_play_card, "done": apply_done, "drop": apply_drop}


def settle(s: CuzcoState) -> None:
    """Take the bidding decisions that have a single possible answer."""
    while s.festival is not None and not s.ending:
        actions = bids(s)
        if len(actions) != 1:
            return
        _BIDS[actions[0].kind](s, actions[0])


def _next_bidder(s: CuzcoState, q: int) -> None:
    f = s.festival
    assert f is not None
    if q not in f["acted"]:
        f["acted"].append(q)
    f["turn_plays"] = 0
    active = f["active"]
    everyone_acted = all(o in f["acted"] for o in f["order"])
    if len(active) == 1 and everyone_acted:
        _close(s, active)
        return
    if everyone_acted and f["quiet"] >= len(active):
        _close(s, active)
        return
    order = f["order"]
    i = f["at"]
    for _ in range(len(order)):
        i = (i + 1) % len(order)
        if order[i] in active:
            break
    f["at"] = i


def _close(s: CuzcoState, organizers: list[int]) -> None:
    """The organizers score, the cards played go to the discard pile, a solar disc
    marks the temple, a new card turns face up and the proposer's turn ends."""
    f = s.festival
    assert f is not None
    temple = f["temple"]
    value = s.shared_temple[temple]
    alone, shared = C.FESTIVAL_PP[value]
    pp = alone if len(organizers) == 1 else shared
    for q in organizers:
        s.scores[q]["festivals"] += pp
    for q in f["order"]:
        s.discard.extend(f["played"][q])
    s.put_disc(temple)
    s.discs -= 1
    s.festival = None
    s.events.append({"kind": "festival_organized", "seats": list(organizers),
                     "pp": pp, "cell": temple})
    flip(s)
    end_turn(s)
