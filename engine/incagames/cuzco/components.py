"""All printed data of Cuzco, in one place (sources as marked in COMPONENTS.md).

The site geometry is in ``hexgrid.py``; this module holds counts, tiles, temple floors,
festival cards and the festival points table.
"""

from __future__ import annotations

# --- Terrain (counts rulebook; make-up reconstructed) ---------------------------------
CROP, VILLAGE = 1, 2
"""What lies on top of a hex: 0 nothing (or a pond), 1 crop, 2 village/city."""
TRIPLES = 56
"""Common supply, all player counts: each is 1 village hex + 2 crop hexes."""
DOUBLES_PER_PLAYER = 5
"""Each double: 1 village hex + 1 crop hex."""
SINGLE_VILLAGES_PER_PLAYER = 2
SINGLE_CROPS_PER_PLAYER = 3
TILES: tuple[str, ...] = ("triple", "double", "single_village", "single_crop")
TILE_SIZE = {"triple": 3, "double": 2, "single_village": 1, "single_crop": 1}
TILE_VILLAGES = {"triple": 1, "double": 1, "single_village": 1, "single_crop": 0}

# --- Action points (rulebook) ----------------------------------------------------------
AP_PER_TURN = 6
TOKEN_AP = 1
"""An additional-action token gives 7 AP instead of 6 (one token per turn)."""
TOKENS_PER_PLAYER = 3
PLACE_AP = 1
OVERFLOW_AP = 1
"""Per border cell a placement covers at ground level."""
TERRAIN_CHANGE_AP = 1
TEMPLE_AP = 1
POND_AP = 1
DRAW_AP = 1
MAX_DRAWS_PER_TURN = 2

# --- Incas, temples, ponds, discs (rulebook) ---------------------------------------------
INCAS_PER_PLAYER = 12
FLOORS = {2: 12, 4: 11, 6: 10, 8: 8, 10: 6}
"""Temple floor value -> number of floors in the supply."""
TEMPLE_VALUES = (2, 4, 6, 8, 10)
POND_TILES = 19
"""3 start on the printed ponds, 16 stay in the supply."""
POND_PP = 3
SOLAR_DISCS = 15

# --- Festival cards (reconstructed) -------------------------------------------------------
RELICS: tuple[str, ...] = ("mask", "tumi", "quipu")
FESTIVAL_CARDS: tuple[tuple[int, ...], ...] = tuple(
    relics for relics in ((0,), (1,), (2,), (0, 1), (0, 2), (1, 2)) for _ in range(5)
)
"""Card id -> relic indices: 5 of each single relic and 5 of each pair (30 cards)."""
START_HAND = 3

# --- Festival points (published player aid) ---------------------------------------------
FESTIVAL_PP = {2: (1, 0), 4: (2, 1), 6: (3, 2), 8: (4, 2), 10: (5, 3)}
"""Temple value -> (PP for a sole organizer, PP for each co-organizer)."""
PLAYERS = (2, 4)
