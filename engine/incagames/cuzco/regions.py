"""Inca regions (rulebook: "Moving Incas"): over the terrain an Inca may cross, hexes of
one terrain kind form a region where moving is free; each step into a neighbouring region
costs 1 AP. Worked out once per walkable terrain and shared by every state on it
(``regions_of``); each terrain keeps the regions for the Incas that block it
(``terrain.Terrain.regions``).
"""

from __future__ import annotations

from collections import OrderedDict
from itertools import chain

from . import hexgrid as H

N = H.N_CELLS
_KEPT = 256
"""Regions kept in the shared cache (oldest dropped first)."""


class Regions:
    """Inca movement over one walkable terrain (hex -> its top if an Inca may cross it,
    else 0): hexes grouped into same-terrain regions; moving inside a region is free,
    each step into a neighbouring region costs 1 AP. An area is a group of regions
    linked to each other (everything an Inca can reach from one of them)."""

    __slots__ = ("_area", "_depth", "_far", "_reach", "known_dests", "label", "links",
                 "members")

    def __init__(self, walk: list[int]) -> None:
        label = [-1] * N
        members: list[list[int]] = []
        edges: list[list[int]] = []
        neighbours = H.NEIGHBOURS
        for start in [i for i, k in enumerate(walk) if k]:
            if label[start] >= 0:
                continue
            kind = walk[start]
            r = len(members)
            label[start] = r
            stack = [start]
            cells = [start]
            edge: list[int] = []
            while stack:
                for b in neighbours[stack.pop()]:
                    k = walk[b]
                    if k == kind:
                        if label[b] < 0:
                            label[b] = r
                            stack.append(b)
                            cells.append(b)
                    elif k:
                        edge.append(b)
            members.append(cells)
            edges.append(edge)
        self.label = label
        self.links = [{label[b] for b in edge} for edge in edges]
        self.members = members
        self._depth: dict[int, dict[int, int]] = {}
        self._reach: dict[int, list[tuple[int, int]]] = {}
        self.known_dests: dict[tuple[int, int], tuple[int, ...]] = {}
        """``dests`` worked out so far, by (origin, AP): the listing reads it directly."""
        self._area: dict[int, tuple[int, ...]] = {}
        self._far: dict[int, int] = {}

    def depth(self, origin: int) -> dict[int, int]:
        """Steps (AP) from region ``origin`` to every region reachable from it."""
        depth = self._depth.get(origin)
        if depth is None:
            depth = {origin: 0}
            frontier = [origin]
            links = self.links
            d = 0
            while frontier:
                nxt = []
                for r in frontier:
                    for q in links[r]:
                        if q not in depth:
                            depth[q] = d + 1
                            nxt.append(q)
                if nxt:
                    d += 1
                frontier = nxt
            self._depth[origin] = depth
            self._far[origin] = d
        return depth

    def reach(self, origin: int) -> list[tuple[int, int]]:
        """(hex, AP) for every hex reachable from region ``origin``, in hex order."""
        pairs = self._reach.get(origin)
        if pairs is None:
            members = self.members
            pairs = self._reach[origin] = sorted(
                (c, d) for r, d in self.depth(origin).items() for c in members[r])
        return pairs

    def dests(self, origin: int, ap: int) -> tuple[int, ...]:
        """The hexes reachable from region ``origin`` for at most ``ap`` AP, in hex order
        (the whole area's hexes, one object shared by its regions, when ``ap`` reaches
        them all)."""
        key = (origin, ap)
        cells = self.known_dests.get(key)
        if cells is None:
            depth = self.depth(origin)
            if ap >= self._far[origin]:
                cells = self._area.get(origin)
                if cells is None:
                    cells = tuple(sorted(chain.from_iterable(map(self.members.__getitem__,
                                                                 depth))))
                    for r in depth:
                        self._area[r] = cells
            else:
                near = [r for r, d in depth.items() if d <= ap]
                cells = tuple(sorted(chain.from_iterable(map(self.members.__getitem__, near))))
            self.known_dests[key] = cells
        return cells


_REGIONS: OrderedDict[bytes, Regions] = OrderedDict()


def regions_of(walk: list[int]) -> Regions:
    """The regions of a walkable terrain, shared by every terrain with the same one."""
    key = bytes(walk)
    regions = _REGIONS.get(key)
    if regions is None:
        if len(_REGIONS) >= _KEPT:
            _REGIONS.popitem(last=False)
        regions = _REGIONS[key] = Regions(walk)
    return regions
