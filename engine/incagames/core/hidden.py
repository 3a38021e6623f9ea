"""Hidden cards: re-deal what one seat has not seen, for determinized copies of a state.

Both games keep a deck (a list of card ids), one hand per seat and, per card, a bit mask
of the seats that know where it is. A seat's determinized world keeps every card it
knows in place and shuffles the others among the places it cannot see.
"""

from __future__ import annotations

from .rng import Rng


def redeal_unseen(deck: list[int], hands: list[list[int]], known: list[int], seat: int,
                  rng: Rng) -> None:
    """Shuffle, in place, the cards ``seat`` has not seen among the deck positions and
    the other seats' hand slots they occupy. A re-dealt card is then known only to its
    holder (or to nobody in the deck)."""
    bit = 1 << seat
    slots: list[tuple[int, int]] = []  # (-1, deck index) or (hand owner, hand index)
    pool: list[int] = []
    for i, card in enumerate(deck):
        if not known[card] & bit:
            slots.append((-1, i))
            pool.append(card)
    for owner, hand in enumerate(hands):
        if owner != seat:
            for i, card in enumerate(hand):
                if not known[card] & bit:
                    slots.append((owner, i))
                    pool.append(card)
    # Sorted first, so the deal depends only on what the seat knows (which cards are
    # unseen), never on where they truly are.
    pool.sort()
    rng.shuffle(pool)
    for (owner, i), card in zip(slots, pool, strict=True):
        if owner < 0:
            deck[i] = card
            known[card] = 0
        else:
            hands[owner][i] = card
            known[card] = 1 << owner
