"""The protocol methods that every game writes the same way (``core.state.State``): views,
JSON and determinized copies delegate to the game's own modules.

A game's State class derives from ``CardGameState`` and names its modules' functions in
``VIEW``, ``TO_JSON`` and ``FROM_JSON``; the class keeps its own ``__slots__``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Self

from .actions import Action
from .hidden import redeal_unseen
from .rng import Rng
from .state import Preview, followed


class CardGameState:
    """Protocol adapters for a game whose hidden information is a deck, one hand per seat
    and, per card, a bit mask of the seats that know where it is (``core.hidden``)."""

    __slots__ = ()
    VIEW: ClassVar[Callable[[Any, int | None], dict[str, Any]]]
    """The game's view builder: everything a seat (None: a spectator) may see."""
    TO_JSON: ClassVar[Callable[[Any], dict[str, Any]]]
    FROM_JSON: ClassVar[Callable[..., Any]]
    """The game's loader ``(cls, data, checked=True)``: checks every field and the
    conservation laws, and raises ValueError with the reason."""

    deck: list[int]
    hands: list[list[int]]
    known: list[int]
    rng: Rng

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything ``seat`` may see (None: a spectator). Hidden cards appear as counts."""
        return type(self).VIEW(self, seat)

    def to_json(self) -> dict[str, Any]:
        return type(self).TO_JSON(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        return cls.FROM_JSON(cls, data)  # type: ignore[no-any-return]

    @classmethod
    def from_json_unchecked(cls, data: dict[str, Any]) -> Self:
        """``from_json`` without the conservation laws (every field is still checked):
        for rule tests that edit a position into one no game reaches, never for input
        from outside."""
        return cls.FROM_JSON(cls, data, checked=False)  # type: ignore[no-any-return]

    def determinize(self, seat: int, rng: Rng) -> Self:
        """A full state ``seat`` cannot tell from this one: the cards it has not seen
        re-dealt among the deck and the other hands, and a fresh random stream. Once
        the game is over the final scoring has shown every hand to every seat: only the
        deck is re-dealt then."""
        s: Self = self.clone()  # type: ignore[attr-defined]
        if s.is_over:  # type: ignore[attr-defined]
            bit = 1 << seat
            for hand in s.hands:
                for card in hand:
                    s.known[card] |= bit
        redeal_unseen(s.deck, s.hands, s.known, seat, rng)
        s.rng = Rng(rng.next_u64())
        return s

    def preview(self, action: Action, follow: bool = False) -> Preview:
        """No costs, and "illegal" when the action is not among the legal ones; a game
        with prices to show overrides this. ``follow``: see ``core.state.followed``."""
        legal = action in self.legal_actions()  # type: ignore[attr-defined]
        preview = Preview({}, None if legal else "illegal")
        return followed(preview, self, action) if follow else preview  # type: ignore[arg-type]
