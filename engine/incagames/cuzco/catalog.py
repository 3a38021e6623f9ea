"""Every action the Cuzco engine lists, made once (at import, or the moves of an Inca's
hex when first asked for).

Listing legal actions is the search's hot path (a bot lists them in thousands of clones),
so the rules hand out these shared, immutable objects instead of building new ones; and
the validating ``apply`` compares a given action with the one object it would list.
Each is built with ``Action.trusted`` from parameters sorted by name, so it equals (and
hashes like) the same action built with ``Action(kind, **params)``.
"""

from __future__ import annotations

from ..core.actions import Action
from . import components as C
from . import hexgrid as H

_CELLS = range(H.N_CELLS)


def _one(kind: str, name: str) -> tuple[Action, ...]:
    return tuple(Action.trusted(kind, ((name, c),)) for c in _CELLS)


class _MoveRows(dict[int, tuple[Action, ...]]):
    """``MOVES[cell][to]``, each row made the first time it is asked for: all 218 x 218
    moves at import would cost the page's boot about 60 ms (CPython) for a game that
    uses a few dozen rows. A row already made is a plain dict look-up."""

    def __missing__(self, cell: int) -> tuple[Action, ...]:
        if not 0 <= cell < H.N_CELLS:
            raise KeyError(cell)
        row = self[cell] = tuple(Action.trusted("move", (("cell", cell), ("to", b)))
                                 for b in _CELLS)
        return row


MOVES = _MoveRows()
"""``MOVES[cell][to]``."""
ENTER = _one("enter", "cell")
LEAVE = _one("leave", "cell")
POND = _one("pond", "cell")
FESTIVAL = _one("festival", "temple")
BUILD = tuple({v: Action.trusted("build_temple", (("cell", c), ("value", v)))
               for v in C.TEMPLE_VALUES} for c in _CELLS)
"""``BUILD[cell][value]``; ``EXPAND`` likewise."""
EXPAND = tuple({v: Action.trusted("expand_temple", (("cell", c), ("value", v)))
                for v in C.TEMPLE_VALUES} for c in _CELLS)
CHOOSE = {t: Action.trusted("choose_terrain", (("tile", t),)) for t in C.TILES}
DRAW_FACE_UP = Action.trusted("draw", (("source", "face_up"),))
DRAW_DECK = Action.trusted("draw", (("source", "deck"),))
DONE = Action("done")
DROP = Action("drop")
END = Action("end_turn")
TOKEN = Action("use_token")
PLAY = tuple(Action.trusted("play_card", (("card", c),)) for c in range(len(C.FESTIVAL_CARDS)))


def _villages(tile: str, cells: tuple[int, ...]) -> tuple[int, ...]:
    """Which hex of a placement may be its village (-1: the terrain has none)."""
    return cells if C.TILE_VILLAGES[tile] else (-1,)


VILLAGES = {tile: tuple(_villages(tile, cells) for cells in H.PLACEMENTS[C.TILE_SIZE[tile]])
            for tile in C.TILES}
"""``VILLAGES[tile][i]``: the village choices of placement ``i`` of the tile's size."""
PLACE = {tile: tuple(tuple(Action.trusted("place", (("cells", cells), ("village", v)))
                           for v in villages)
                     for cells, villages in zip(H.PLACEMENTS[C.TILE_SIZE[tile]],
                                                VILLAGES[tile], strict=True))
         for tile in C.TILES}
"""``PLACE[tile][i]``: the place actions of placement ``i``, one per village choice."""
