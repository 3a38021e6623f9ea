"""The Incatrail: Scouts advance; the Granary (3 corn) and the Llama Stable (1 llama) pay
at the end of the turn; each Mountain Summit draws Sacrifice Cards, of which all but one
go back to the bottom of the stack."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..core.actions import Action
from . import components as C
from .bank import gain

if TYPE_CHECKING:
    from .state import MachuPicchuState


def move_scout(s: MachuPicchuState, p: int, steps: int, source: str) -> None:
    """Advance a scout; passing the granary or stable earns rewards due at end of turn,
    each summit reached queues a card draw (before any other pending decision)."""
    pos = s.scouts[p]
    start = pos
    summits = 0
    while steps > 0:
        to_summit = C.SUMMIT - pos
        end = C.SUMMIT if steps >= to_summit else pos + steps
        if pos < C.GRANARY <= end:
            s.pending_corn[p] += C.GRANARY_CORN
        if pos < C.LLAMA_STABLE <= end:
            s.pending_llama[p] += C.STABLE_LLAMAS
        steps -= end - pos
        if end == C.SUMMIT:
            summits += 1
            pos = 0
        else:
            pos = end
    s.scouts[p] = pos
    s.events.append({"kind": "scout", "seat": p, "from": start, "to": pos,
                     "source": source, "summits": summits})
    if summits:
        s.queue[0:0] = [("draw", p)] * summits


def pay_trail_rewards(s: MachuPicchuState) -> None:
    """Granary corn and stable llamas are paid at the end of the turn (so a stable llama
    cannot be sacrificed in the turn that earned it)."""
    for p in range(s.num_players):
        if s.pending_corn[p]:
            gain(s, p, C.CORN, s.pending_corn[p])
            s.events.append({"kind": "granary", "seat": p, "corn": s.pending_corn[p]})
            s.pending_corn[p] = 0
        if s.pending_llama[p]:
            gain(s, p, C.LLAMA, s.pending_llama[p])
            s.events.append({"kind": "stable", "seat": p, "llamas": s.pending_llama[p]})
            s.pending_llama[p] = 0


def auto_draw(s: MachuPicchuState, task: tuple) -> None:
    """A scout reached the summit: draw sacrifice cards (3, 2 or the last one)."""
    p = task[1]
    s.checkpoint_no += 1  # the drawer sees hidden cards: no undo past this
    if not s.deck:
        s.owed[p] += 1
        s.events.append({"kind": "summit", "seat": p, "drawn": 0, "owed": True})
        return
    drawn = s.deck[:C.SUMMIT_DRAW]
    del s.deck[:C.SUMMIT_DRAW]
    for card in drawn:
        s.known[card] |= 1 << p
    s.hands[p].extend(drawn)
    s.events.append({"kind": "summit", "seat": p, "drawn": len(drawn), "owed": False})
    if len(drawn) > 1:
        s.queue.insert(0, ("summit", p, len(drawn) - 1))
    elif not s.deck:
        s.deck_exhausted = True
        s.events.append({"kind": "deck_exhausted", "seat": p})


def legal_summit(s: MachuPicchuState, task: tuple) -> list[Action]:
    """Any cards of the hand may go back, also cards held before."""
    hand = sorted(s.hands[task[1]])
    return [Action("return_cards", cards=combo) for combo in combinations(hand, task[2])]


def apply_summit(s: MachuPicchuState, task: tuple, action: Action) -> None:
    p = task[1]
    hand = s.hands[p]
    returned = action["cards"]
    mine = 1 << p
    for card in hand:  # the others no longer know which of these p keeps
        s.known[card] &= mine
    for card in returned:
        hand.remove(card)
        s.deck.append(card)
    s.events.append({"kind": "return_cards", "seat": p, "count": len(returned)})
