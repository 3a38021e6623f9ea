"""What the rules derive from the terrain alone, worked out once per terrain and shared.

The terrain (stack heights, what lies on top, temples, ponds, and which tile lies on top
of each hex) changes a few times a turn, while the rules ask about it at every decision
of every clone a bot plays. A ``Terrain`` holds what follows from it: the cost of every
placement (Incas and action points aside), villages and cities, the hexes where a new
village could join two cities, Inca regions, entry hexes and pond sites. Its parts are
filled when first asked for and never change afterwards, so clones share one object, and
terrains are cached by content (``terrain_of``): clones that diverge and come to the same
terrain share it too. A change of terrain derives the next one from the last, recomputing
only the placements that cover a changed hex.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from . import catalog as K
from . import components as C
from . import hexgrid as H
from .regions import Regions, regions_of

if TYPE_CHECKING:
    from .state import CuzcoState

N = H.N_CELLS
_BORDER = H.BORDER_CELLS
_POND_SITES = tuple(c for c in H.SITE_CELLS if c not in H.BORDER_HEXES)
"""Where a pond may go (once the hex is empty ground), in the order ponds are listed."""
_POND_SITE_CELLS = frozenset(_POND_SITES)
_ENTRIES = tuple(H.ENTRY_COST.items())
_ENTRY_CELLS = frozenset(H.ENTRY_COST)
_MAX_ENTRY_AP = max(H.ENTRY_COST.values())
_KEPT = 256
"""Terrains kept in the shared cache (oldest dropped first)."""
_CHAIN = 16
"""Terrains derived in a row without their placement costs: beyond this many, the costs
are worked out from scratch (the chain of parents is not kept longer)."""
_REGIONS_KEPT = 64
"""Inca regions kept per terrain (one per set of hexes other players' Incas block)."""


def _true_cells(flags: list[bool]) -> list[int]:
    """The hexes whose flag is set, in hex order (found by ``list.index``: few are)."""
    out = []
    i = -1
    try:
        while True:
            i = flags.index(True, i + 1)
            out.append(i)
    except ValueError:
        return out


def _flood(kinds: list[int]) -> tuple[list[int], list[list[int]]]:
    """Connected groups of hexes of one non-zero kind: a group label per hex (-1 for
    kind 0) and the hexes of each group, groups in the order of their first hex, each
    group's hexes in the order a depth-first walk from that hex finds them."""
    label = [-1] * N
    members: list[list[int]] = []
    neighbours = H.NEIGHBOURS
    for start in [i for i, k in enumerate(kinds) if k]:
        if label[start] >= 0:
            continue
        kind = kinds[start]
        r = len(members)
        label[start] = r
        stack = [start]
        cells = [start]
        while stack:
            for b in neighbours[stack.pop()]:
                if label[b] < 0 and kinds[b] == kind:
                    label[b] = r
                    stack.append(b)
                    cells.append(b)
        members.append(cells)
    return label, members


def _enclosed_ponds(pond: list[bool], top: list[int]
                    ) -> tuple[list[tuple[list[int], list[int]]], frozenset[int]]:
    """``Terrain.closed_ponds`` worked out, and the hexes of and beside every pond (a
    change elsewhere leaves them alone)."""
    out = []
    zone: set[int] = set()
    seen: set[int] = set()
    for start in _true_cells(pond):
        if start in seen:
            continue
        cells, around = [start], set()
        seen.add(start)
        zone.add(start)
        stack = [start]
        closed = True
        while stack:
            for b in H.NEIGHBOURS[stack.pop()]:
                zone.add(b)
                if pond[b]:
                    if b not in seen:
                        seen.add(b)
                        cells.append(b)
                        stack.append(b)
                elif top[b]:
                    around.add(b)
                else:
                    closed = False
        if closed:
            out.append((cells, sorted(around)))
    return out, frozenset(zone)


TerrainLists = tuple[list[int], list[int], list[int], list[bool], list[int],
                     list[tuple[int, ...]]]
"""A state's height, top, temple, pond, top tile per hex and hexes per tile: what a
terrain follows from. The terrain keeps them (the state copies a list before it writes
to one it shares)."""
def _key(lists: TerrainLists) -> tuple:
    height, top, temple, pond, top_tile, tile_cells = lists
    return (bytes(height), bytes(top), bytes(temple), bytes(pond), tuple(top_tile),
            tuple(tile_cells))


def _cost(cells: tuple[int, ...], s: Terrain) -> int:
    """AP of a placement on this terrain, Incas aside (-1: never allowed here); the
    rules of ``placement.placement_cost``."""
    height, pond, temple = s.height, s.pond, s.temple
    h = height[cells[0]]
    overflow = 0
    for c in cells:
        if height[c] != h or pond[c] or temple[c]:
            return -1
        if h == 0 and c in _BORDER:
            overflow += 1
    if h:
        top_tile, tile_cells = s.top_tile, s.tile_cells
        tile = top_tile[cells[0]]
        if len(cells) > 1:
            if all(top_tile[c] == tile for c in cells) and tile_cells[tile] == cells:
                return -1  # exactly atop a terrain of the same shape
        elif len(tile_cells[tile]) == 1:
            return -1
    return C.PLACE_AP + C.OVERFLOW_AP * overflow


class Terrain:
    """Everything derived from one terrain (see the module docstring)."""

    __slots__ = (
        "_base",
        "_changed",
        "_closed",
        "_comps",
        "_costs",
        "_ctemple",
        "_danger",
        "_danger_at",
        "_entries",
        "_entry_table",
        "_label",
        "_pond_zone",
        "_ponds",
        "_regions",
        "_walk",
        "height",
        "key",
        "memo",
        "ntiles",
        "pond",
        "temple",
        "tile_cells",
        "top",
        "top_tile",
    )

    def __init__(self, lists: TerrainLists, key: tuple, parent: Terrain | None = None,
                 changed: tuple[int, ...] = ()) -> None:
        self.key = key
        self.memo: dict[str, Any] = {}
        """What other modules (a bot's evaluation) derive from this terrain, kept with it."""
        self.height, self.top, self.temple, self.pond, self.top_tile, self.tile_cells = lists
        self.ntiles = len(self.tile_cells)
        self._costs: dict[int, list[int]] | None = None
        self._base = parent
        self._changed = changed
        self._comps: list[list[int]] | None = None
        self._label: list[int] = []
        self._ctemple: list[int] = []
        self._danger: frozenset[int] | None = None
        self._danger_at: dict[int, frozenset[int]] = {}
        self._walk: list[int] | None = None
        if parent is not None and parent._walk is not None:
            walk = self._walk = parent._walk[:]
            top, temple, pond = self.top, self.temple, self.pond
            for c in changed:
                walk[c] = top[c] if top[c] and not temple[c] and not pond[c] else 0
        self._regions: dict[tuple, Regions] = {}
        self._entries: dict[int, tuple[int, ...]] = {}
        self._entry_table: dict[int, tuple[dict[int, int], tuple[Action, ...]]] = {}
        self._ponds: list[Action] | None = None
        self._closed: list[tuple[list[int], list[int]]] | None = None
        self._pond_zone: frozenset[int] = frozenset()
        if parent is not None:
            self._inherit(parent, changed)

    def _inherit(self, parent: Terrain, changed: tuple[int, ...]) -> None:
        """Take over the parts of ``parent`` that the change of ``changed`` leaves alone
        (a pond, a crop on a crop, a temple away from the site's edge...)."""
        if _ENTRY_CELLS.isdisjoint(changed):
            self._entries = parent._entries
            self._entry_table = parent._entry_table
        if _POND_SITE_CELLS.isdisjoint(changed):
            self._ponds = parent._ponds
        parent.closed_ponds()
        if parent._pond_zone.isdisjoint(changed) and not any(self.pond[c] for c in changed):
            self._closed = parent._closed  # no pond, nor any hex beside one, changed
            self._pond_zone = parent._pond_zone
        village = C.VILLAGE
        if parent._comps is not None and all(
                parent.top[c] != village and self.top[c] != village for c in changed):
            self._comps = parent._comps
            self._label = parent._label
            self._ctemple = parent._ctemple
            self._danger = parent._danger
            self._danger_at = parent._danger_at

    def changed_only(self, s: CuzcoState, cells: tuple[int, ...]) -> bool:
        """Does ``s`` differ from this terrain on ``cells`` only (and by tiles added)?
        Then the next terrain may be derived from this one."""
        for mine, theirs in ((self.height, s.shared_height), (self.top, s.shared_top),
                             (self.temple, s.shared_temple), (self.pond, s.shared_pond),
                             (self.top_tile, s.shared_top_tile)):
            if mine is not theirs:
                expected = mine[:]
                for c in cells:
                    expected[c] = theirs[c]
                if expected != theirs:
                    return False
        n = self.ntiles
        tiles = s.shared_tile_cells
        return tiles is self.tile_cells or (len(tiles) >= n and tiles[:n] == self.tile_cells[:n])

    def matches(self, s: CuzcoState) -> bool:
        """Does this terrain still describe ``s`` (fields may be set directly, as rule
        tests do)?"""
        height, top, temple, pond = s.shared_height, s.shared_top, s.shared_temple, s.shared_pond
        return ((height is self.height or height == self.height)
                and (top is self.top or top == self.top)
                and (temple is self.temple or temple == self.temple)
                and (pond is self.pond or pond == self.pond)
                and len(s.shared_tile_cells) == self.ntiles)

    # ------------------------------------------------------------------ placements
    @property
    def costs(self) -> dict[int, list[int]]:
        """Hex count -> AP of each placement in ``hexgrid.PLACEMENTS`` (-1: not allowed),
        Incas aside."""
        costs = self._costs
        if costs is None:
            # Derived from the nearest terrain before this one that has its costs (only
            # the placements covering a changed hex can change), else from scratch.
            chain = [self]
            base = self._base
            while base is not None and base._costs is None and len(chain) < _CHAIN:
                chain.append(base)
                base = base._base
            if base is None or base._costs is None:
                base = chain.pop()
                base._costs = {size: [_cost(cells, base) for cells in shapes]
                               for size, shapes in H.PLACEMENTS.items()}
                base._forget_base()
            for terrain in reversed(chain):
                terrain._costs = terrain._derive_costs(base)
                terrain._forget_base()
                base = terrain
            costs = self._costs
            assert costs is not None
        return costs

    def _derive_costs(self, base: Terrain) -> dict[int, list[int]]:
        assert base._costs is not None
        out = {}
        for size, old in base._costs.items():
            costs = old[:]
            shapes = H.PLACEMENTS[size]
            at = H.PLACEMENTS_AT[size]
            for i in {i for c in self._changed for i in at[c]}:
                costs[i] = _cost(shapes[i], self)
            out[size] = costs
        return out

    def _forget_base(self) -> None:
        self._base = None
        self._changed = ()

    def joins(self, cells: tuple[int, ...], village: int) -> bool:
        """Would a village hex on ``village`` (the terrain covering ``cells``) connect two
        temples into one city? Only a hex beside villages holding two temples or more
        between them can; there the village hexes are walked as the rule says."""
        if village < 0 or village not in self.danger():
            return False
        covered = set(cells)
        temples = set()
        seen = {village}
        stack = [village]
        top, temple = self.top, self.temple
        while stack:
            a = stack.pop()
            if temple[a]:
                temples.add(a)
            for b in H.NEIGHBOURS[a]:
                if b not in seen and b not in covered and top[b] == C.VILLAGE:
                    seen.add(b)
                    stack.append(b)
        return len(temples) > 1

    def danger(self) -> frozenset[int]:
        """Hexes beside villages and cities that hold two temples or more between them
        (beside two cities, or beside one that somehow holds two temples)."""
        if self._danger is None:
            out: set[int] = set()
            temple = self.temple
            if len(temple) - temple.count(0) > 1:
                comps = self.components()
                owner: dict[int, int] = {}
                for r, first in enumerate(self._ctemple):
                    if first < 0:
                        continue
                    comp = comps[r]
                    several = sum(1 for c in comp if temple[c]) > 1
                    for c in comp:
                        for b in H.NEIGHBOURS[c]:
                            if owner.setdefault(b, r) != r or several:
                                out.add(b)
            self._danger = frozenset(out)
        return self._danger

    def danger_at(self, size: int) -> frozenset[int]:
        """Indices of the placements of ``size`` hexes that cover a ``danger`` hex."""
        out = self._danger_at.get(size)
        if out is None:
            at = H.PLACEMENTS_AT[size]
            out = self._danger_at[size] = frozenset(i for c in self.danger() for i in at[c])
        return out

    def place_actions(self, tile: str, i: int) -> list[Action]:
        """The place actions of placement ``i`` whose village joins no two cities."""
        cells = H.PLACEMENTS[C.TILE_SIZE[tile]][i]
        return [a for a, v in zip(K.PLACE[tile][i], K.VILLAGES[tile][i], strict=True)
                if not self.joins(cells, v)]

    # ------------------------------------------------------------ villages, cities
    def components(self) -> list[list[int]]:
        """Villages and cities (connected village hexes), in the order of their first hex."""
        if self._comps is None:
            self._label, self._comps = _flood([t if t == C.VILLAGE else 0 for t in self.top])
            temple = self.temple
            self._ctemple = [next((c for c in comp if temple[c]), -1) for comp in self._comps]
        return self._comps

    def label(self) -> list[int]:
        """Hex -> index of its village or city in ``components()``, or -1."""
        self.components()
        return self._label

    def temple_cells(self) -> list[int]:
        """Index of a village or city -> its (first) temple hex, or -1."""
        self.components()
        return self._ctemple

    # ------------------------------------------------------------------ Incas
    def regions(self, others: tuple[tuple[int, ...], ...]) -> Regions:
        """Inca regions when other players' Incas stand on ``others`` (hexes per player)."""
        regions = self._regions.get(others)
        if regions is None:
            walk = self._walk
            if walk is None:
                walk = self._walk = [
                    t if t and not tp and not pd else 0
                    for t, tp, pd in zip(self.top, self.temple, self.pond, strict=True)]
            if any(others):
                walk = walk[:]
                for cells in others:
                    for c in cells:
                        walk[c] = 0
            if len(self._regions) >= _REGIONS_KEPT:
                self._regions.clear()
            regions = self._regions[others] = regions_of(walk)
        return regions

    def entries(self, ap: int) -> tuple[int, ...]:
        """Hexes where an Inca may come in or go out for at most ``ap`` AP (terrain
        without a temple on the edge of the site), in hex order."""
        ap = min(ap, _MAX_ENTRY_AP)
        out = self._entries.get(ap)
        if out is None:
            top, temple = self.top, self.temple
            out = self._entries[ap] = tuple(c for c, cost in _ENTRIES
                                            if cost <= ap and top[c] and not temple[c])
        return out

    def entry_table(self, ap: int) -> tuple[dict[int, int], tuple[Action, ...]]:
        """``entries(ap)`` as hex -> position, and the enter action of each."""
        ap = min(ap, _MAX_ENTRY_AP)
        table = self._entry_table.get(ap)
        if table is None:
            cells = self.entries(ap)
            table = self._entry_table[ap] = ({c: i for i, c in enumerate(cells)},
                                             tuple(K.ENTER[c] for c in cells))
        return table

    def closed_ponds(self) -> list[tuple[list[int], list[int]]]:
        """Ponds (connected pond hexes, in the order of their first hex) completely
        surrounded by terrain: each one's hexes and the terrain hexes around it."""
        if self._closed is None:
            self._closed, self._pond_zone = _enclosed_ponds(self.pond, self.top)
        return self._closed

    def pond_actions(self) -> list[Action]:
        """Where a pond may be set up: empty ground of the site, off its edge."""
        if self._ponds is None:
            height, pond, top = self.height, self.pond, self.top
            self._ponds = [K.POND[c] for c in _POND_SITES
                           if height[c] == 0 and not pond[c] and top[c] == 0]
        return self._ponds


_CACHE: OrderedDict[tuple, Terrain] = OrderedDict()


def terrain_of(s: CuzcoState, parent: Terrain | None = None,
               changed: tuple[int, ...] = ()) -> Terrain:
    """The terrain of ``s``, from the shared cache or made now: derived from ``parent``
    (the terrain before the hexes ``changed`` changed) when given, else from scratch."""
    lists = s.share_terrain_lists()
    key = _key(lists)
    terrain = _CACHE.get(key)
    if terrain is None:
        terrain = Terrain(lists, key, parent, changed)
        if len(_CACHE) >= _KEPT:
            _CACHE.popitem(last=False)
        _CACHE[key] = terrain
    return terrain
