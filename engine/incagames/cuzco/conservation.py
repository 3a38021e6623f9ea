"""The conservation laws of a Cuzco position: what every position the rules reach keeps,
checked when a position is loaded (``serial.state_from_json``) and after every action by
the property tests and the soak (``python3 build.py soak``).

* Terrain tiles: the supply and the tiles on the board add up to the components (56
  triples; 5 doubles and 2 + 3 singles per player), in total and by size (single village
  and single crop tiles together); each tile touches the site.
* Heights: each hex's height is the number of tiles covering it; a covered hex shows crop
  or village from a tile that covers it; an uncovered one shows nothing and has no temple.
* Temple floors: of each value, the supply and the floors in temples add up to the
  components; a village or city holds one temple at most.
* Ponds and solar discs: the supply and the board add up to 19 and 15; a pond lies on an
  uncovered hex of the site.
* Festival cards: the deck, the face-up pile (never empty), the hands and a festival's
  bids hold each of the 30 cards exactly once.
* Incas: each player's Incas off and on the board add up to 12.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import components as C
from . import hexgrid as H

if TYPE_CHECKING:
    from .state import CuzcoState

_CARDS = list(range(len(C.FESTIVAL_CARDS)))
_SITE = frozenset(H.SITE_CELLS)
_OFF_SITE = tuple(c for c in range(H.N_CELLS) if c not in _SITE)
_TERRAIN = (C.CROP, C.VILLAGE)


def _tiles_by_size(s: CuzcoState) -> list[str]:
    """Triples, doubles and singles each add up to their components (a tile's cells tell
    its size; single village and single crop tiles are counted together: a covered single
    no longer shows which it was)."""
    n = s.num_players
    laid = [0, 0, 0, 0]
    for cells in s.tile_cells:
        laid[min(len(cells), 3)] += 1
    problems = []
    for size, name, kept, components in (
            (3, "triples", s.triples, C.TRIPLES),
            (2, "doubles", sum(s.doubles), n * C.DOUBLES_PER_PLAYER),
            (1, "single tiles", sum(s.singles_village) + sum(s.singles_crop),
             n * (C.SINGLE_VILLAGES_PER_PLAYER + C.SINGLE_CROPS_PER_PLAYER))):
        if kept + laid[size] != components:
            problems.append(f"{kept} {name} in the supply and {laid[size]} on the board "
                            f"make {kept + laid[size]}, not {components}")
    return problems


def check(s: CuzcoState, by_size: bool = True) -> list[str]:
    """Every law the position breaks, in words; [] when it keeps them all. Needs the
    derived caches (``s.derive()``) for the villages and cities. ``by_size=False`` leaves
    out the count of tiles by size, for the rule tests' hand-built terrain (a rulebook
    example raised hex by hex with single tiles, more than the supply holds)."""
    problems = []
    n = s.num_players
    covering = [0] * H.N_CELLS
    for cells in s.tile_cells:
        for c in cells:
            covering[c] += 1
        if not _SITE.intersection(cells):
            problems.append(f"a tile on cells {list(cells)} lies off the site")
    left = (s.triples + sum(s.doubles) + sum(s.singles_village) + sum(s.singles_crop))
    total = C.TRIPLES + n * (C.DOUBLES_PER_PLAYER + C.SINGLE_VILLAGES_PER_PLAYER
                             + C.SINGLE_CROPS_PER_PLAYER)
    if left + len(s.tile_cells) != total:
        problems.append(f"{left} terrain tiles in the supply and {len(s.tile_cells)} on the "
                        f"board make {left + len(s.tile_cells)}, not {total}")
    if by_size:
        problems += _tiles_by_size(s)
    if covering != s.height:
        c = next(c for c in range(H.N_CELLS) if covering[c] != s.height[c])
        problems.append(f"cell {c}: height {s.height[c]} but {covering[c]} tiles cover it")
    top, top_tile, tiles, temple = s.top, s.top_tile, s.tile_cells, s.temple
    for c, height in enumerate(s.height):
        if height:
            k = top_tile[c]
            if top[c] not in _TERRAIN or not 0 <= k < len(tiles) or c not in tiles[k]:
                problems.append(f"cell {c}: its top tile does not cover it")
        elif top[c] or temple[c]:
            problems.append(f"cell {c}: terrain or a temple on an uncovered hex")
    if any(s.pond[c] for c in _OFF_SITE):
        problems.append("a pond lies off the site")
    by_value = dict.fromkeys(C.TEMPLE_VALUES, 0)
    for value in temple:
        if value in by_value:
            by_value[value] += 1
        elif value:
            problems.append(f"a temple of value {value}")
    built = 0
    for v in reversed(C.TEMPLE_VALUES):
        built += by_value[v]  # a temple of value 6 holds the floors 2, 4 and 6
        if s.floors[v] + built != C.FLOORS[v]:
            problems.append(f"{s.floors[v]} floors of value {v} in the supply and {built} "
                            f"in temples make {s.floors[v] + built}, not {C.FLOORS[v]}")
    for comp in s.terrain().components():
        if sum(1 for c in comp if s.temple[c]) > 1:
            problems.append(f"the city of cell {comp[0]} has two temples")
    if s.ponds + sum(s.pond) != C.POND_TILES:
        problems.append(f"{s.ponds} ponds in the supply and {sum(s.pond)} on the board "
                        f"make {s.ponds + sum(s.pond)}, not {C.POND_TILES}")
    if s.discs + sum(s.disc) != C.SOLAR_DISCS:
        problems.append(f"{s.discs} solar discs in the supply and {sum(s.disc)} on the "
                        f"board make {s.discs + sum(s.disc)}, not {C.SOLAR_DISCS}")
    table = [] if s.festival is None else [c for q in s.festival["played"].values()
                                           for c in q]
    if sorted(s.deck + s.discard + [c for h in s.hands for c in h] + table) != _CARDS:
        problems.append("the deck, the face-up pile, the hands and the bids do not hold "
                        "each festival card once")
    if not s.discard:
        problems.append("no festival card lies face up")
    on_board = [s.inca.count(p) for p in range(n)]
    for p in range(n):
        if s.off_board[p] + on_board[p] != C.INCAS_PER_PLAYER:
            problems.append(f"seat {p}'s Incas add up to {s.off_board[p] + on_board[p]}, "
                            f"not {C.INCAS_PER_PLAYER}")
    return problems
