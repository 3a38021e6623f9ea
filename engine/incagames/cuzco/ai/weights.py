"""The knobs of Cuzco's hand-made evaluation (``evaluation.py``): how much each promise of
a position counts. The strategy bots differ in these (``strategy.py``'s styles), the
search reads the defaults.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Weights:
    """The knobs of the evaluation; the strategy bots differ only in these (and in their
    policy's candidate lists). Probabilities are chances that a promise comes true."""

    final_early: float = 0.8
    """Weight of the current grand-final standing at the start (many turns to change it)."""
    final_late: float = 1.0
    """... and when the last triple is about to be placed (the final round counts 1)."""
    expand: float = 0.8
    """Chance that a strictly highest seat expands its temple on a coming turn."""
    build: float = 0.75
    """Chance that a strictly highest seat builds a temple in its village."""
    decay: float = 0.85
    """Each later temple step counts this much less than the one before."""
    steal: float = 0.4
    """Chance a rival takes 1st place from the leaders of a city where a free hex stands
    as high as their best Inca."""
    claim: float = 0.3
    """Share of an empty village's (or city's) promise for a seat with an Inca beside it
    (its first Inca in will lead it)."""
    seed: float = 0.4
    """A single village hex beside the seat's Inca: where a village can grow."""
    growth: float = 0.25
    """Share of a temple's room to value 10 expected to be added by later expansions
    (scaled by the game left)."""
    tie_village: float = 0.2
    """Share of a village's promise for each seat tied at its top (the tie may break)."""
    pond_close: tuple[float, ...] = (1.0, 0.55, 0.35, 0.2, 0.1, 0.05)
    """Chance a pond is enclosed, by the number of empty hexes left around it (0, 1, ...)."""
    hole: float = 0.6
    """Chance the seat fills an enclosed hole with a pond tile before anyone else."""
    festival_now: float = 1.0
    """Weight of a festival the seat on turn can propose at the end of this turn."""
    festival_later: float = 0.95
    """Weight of a festival on a later turn (the face-up card and the Incas may change)."""
    card: float = 0.55
    """A usable festival card in hand."""
    card_match: float = 0.3
    """Extra for a card that matches the face-up card's relics."""
    card_cap: int = 6
    """Cards beyond this many are of no further use in a bid."""
    token: float = 1.6
    double: float = 1.1
    single_village: float = 0.8
    single_crop: float = 0.5
    """Own supply, while the seat still has a turn to use it."""
    tile_rise: float = 0.8
    """Own terrains are worth this much more at the end of the game: the final round, when
    no triple is left, is where a double or single lifts an Inca above a rival."""
    inca_on_site: float = 0.35
    inca_cap: int = 8
    turn_rate: float = 1.3
    """Triples placed per turn, on average, to guess how many turns each seat has left."""
    temples_lever: float = 1.0
    ponds_lever: float = 1.0
    festivals_lever: float = 1.0
    final_lever: float = 1.0
    """Multiply the PP of one source, won and promised (1: the plain PP scale; a strategy
    bot values its own way to win higher)."""


DEFAULT = Weights()
