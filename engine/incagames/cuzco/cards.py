"""Drawing Festival cards (rulebook: "Drawing Festival cards"): the deck, the face-up
card on the discard pile, and reshuffling the discard pile into a new deck.

Ruling (``state.py``): a card may be drawn only while another card can take the
face-up place, so the face-up card is always there. Who knows a card is kept per card
(``known``, a bit per seat): a card drawn face up is known to everyone, one drawn from
the deck only to its holder.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from . import catalog as K
from . import components as C

if TYPE_CHECKING:
    from .state import CuzcoState
    from .terrain import Terrain


def can_draw(s: CuzcoState) -> bool:
    """Two draws a turn at most, while AP last and a card would be left face up."""
    return (s.draws < C.MAX_DRAWS_PER_TURN and s.ap >= C.DRAW_AP
            and bool(s.deck or len(s.discard) > 1))


def draw_actions(s: CuzcoState, out: list[Action]) -> None:
    if can_draw(s):
        out.append(K.DRAW_FACE_UP)
        out.append(K.DRAW_DECK)


def draw_allowed(s: CuzcoState, a: Action, t: Terrain) -> bool:
    return (a == K.DRAW_FACE_UP or a == K.DRAW_DECK) and can_draw(s)


def apply_draw(s: CuzcoState, action: Action) -> None:
    p = s.turn_player
    s.ap -= C.DRAW_AP
    s.draws += 1
    s.checkpoint_no += 1  # a hidden card is seen: no undo past this
    everyone = (1 << s.num_players) - 1
    if action["source"] == "face_up":
        card = s.discard.pop()
        s.known[card] = everyone
        flip(s)
    else:
        card = _draw_from_deck(s)
        s.known[card] = 1 << p
    s.hands[p].append(card)
    s.events.append({"kind": "draw", "seat": p, "source": action["source"],
                     "card": card if action["source"] == "face_up" else None})


def _draw_from_deck(s: CuzcoState) -> int:
    if not s.deck:
        _reshuffle(s)
    return s.deck.pop()


def _reshuffle(s: CuzcoState) -> None:
    """The discard pile, except its top card, becomes the new deck."""
    top = s.discard.pop() if s.discard else None
    s.deck = s.discard
    for card in s.deck:
        s.known[card] = 0
    s.rng.shuffle(s.deck)
    s.discard = [top] if top is not None else []
    s.checkpoint_no += 1
    s.events.append({"kind": "reshuffle", "cards": len(s.deck)})


def flip(s: CuzcoState) -> None:
    """Turn the top card of the deck face up on the discard pile."""
    if not s.deck and len(s.discard) > 1:
        _reshuffle(s)
    if s.deck:
        card = s.deck.pop()
        s.known[card] = (1 << s.num_players) - 1
        s.discard.append(card)
        s.checkpoint_no += 1
