"""The Cuzco site: 150 hexes, 3 printed ponds and a ring of forest and mountain cells.

Pointy-top hexes in "doubled" coordinates (COMPONENTS.md): the cell at (row, col)
neighbours (row, col±2) and (row±1, col±1). Cells are numbered 0..N-1 in map order; every
table below is indexed by that number, so the rules work on small integers only.
Terrain shapes are precomputed as every placement (set of cells) that lies on the map and
covers at least one site hex, so listing legal placements never recomputes geometry.
"""

from __future__ import annotations

from itertools import combinations

SITE_MAP = (
    "        M M   M M   M M   M M        ",
    "       M . M M . M M . M M . M       ",
    "    M M . . M . . M . . M . . M M    ",
    " M M . . . . . . . . . . . . . . M M ",
    "M . . . . . . . . . . . . . . . . . M",
    " M . . . . . . o . . . . . o . . . M ",
    "M . . . . . . . . . . . . . . . . . M",
    " M . . . . . . . . . . . . . . . . M ",
    "  F F . . . . . . o . . . . . . F F  ",
    "   F . . . . . . . . . . . . . . F   ",
    "    F . . . . . . . . . . . . . F    ",
    "     F . . . . . . . . . . . . F     ",
    "      F F . . . F . F . . . F F      ",
    "         F F . F F F F . F F         ",
    "          F F F       F F F          ",
)
"""Key: ``.`` site hex, ``o`` printed pond (a site hex), ``M`` mountain, ``F`` forest."""

SITE, POND, MOUNTAIN, FOREST = "site", "pond", "mountain", "forest"
_KINDS = {".": SITE, "o": POND, "M": MOUNTAIN, "F": FOREST}
FOREST_ENTRY_AP = 1
MOUNTAIN_ENTRY_AP = 2


def _parse() -> tuple[tuple[tuple[int, int], ...], tuple[str, ...]]:
    cells, kinds = [], []
    for r, line in enumerate(SITE_MAP):
        for c, ch in enumerate(line):
            if ch in _KINDS:
                cells.append((r, c))
                kinds.append(_KINDS[ch])
    return tuple(cells), tuple(kinds)


CELLS, KIND = _parse()
"""Cell number -> (row, col); cell number -> site / pond / mountain / forest."""
INDEX: dict[tuple[int, int], int] = {rc: i for i, rc in enumerate(CELLS)}
N_CELLS = len(CELLS)
_STEPS = ((0, 2), (0, -2), (1, 1), (1, -1), (-1, 1), (-1, -1))


def _neighbours() -> tuple[tuple[int, ...], ...]:
    out = []
    for r, c in CELLS:
        out.append(tuple(INDEX[(r + dr, c + dc)] for dr, dc in _STEPS
                         if (r + dr, c + dc) in INDEX))
    return tuple(out)


NEIGHBOURS = _neighbours()
SITE_CELLS = frozenset(i for i, k in enumerate(KIND) if k in (SITE, POND))
"""The 153 hexes of the site (printed ponds included)."""
BORDER_CELLS = frozenset(i for i, k in enumerate(KIND) if k in (MOUNTAIN, FOREST))
PRINTED_PONDS = tuple(i for i, k in enumerate(KIND) if k == POND)


def _entry_cost() -> dict[int, int]:
    """AP to enter or leave the site through a cell: border hexes (site hexes touching the
    ring) and the ring cells themselves once terrain covers them. Forest is cheaper."""
    cost = {}
    for i in range(N_CELLS):
        if i in BORDER_CELLS:
            cost[i] = FOREST_ENTRY_AP if KIND[i] == FOREST else MOUNTAIN_ENTRY_AP
            continue
        ring = [KIND[j] for j in NEIGHBOURS[i] if j in BORDER_CELLS]
        if ring:
            cost[i] = FOREST_ENTRY_AP if FOREST in ring else MOUNTAIN_ENTRY_AP
    return cost


ENTRY_COST = _entry_cost()
"""Cell -> AP to bring an Inca in (or out) through it; cells not listed are inland."""
BORDER_HEXES = frozenset(i for i in ENTRY_COST if i in SITE_CELLS)
"""Site hexes along the ring (no pond may be placed there)."""


def _pairs() -> tuple[tuple[int, int], ...]:
    """Every double placement: two adjacent cells, at least one of them a site hex."""
    out = set()
    for a in range(N_CELLS):
        for b in NEIGHBOURS[a]:
            if a < b and (a in SITE_CELLS or b in SITE_CELLS):
                out.add((a, b))
    return tuple(sorted(out))


def _triangles() -> tuple[tuple[int, int, int], ...]:
    """Every triple placement: three mutually adjacent cells (a triangle), one on the site."""
    out = set()
    for a in range(N_CELLS):
        for b, c in combinations(NEIGHBOURS[a], 2):
            if c in NEIGHBOURS[b]:
                tri = tuple(sorted((a, b, c)))
                if any(x in SITE_CELLS for x in tri):
                    out.add(tri)
    return tuple(sorted(out))


SINGLES: tuple[tuple[int], ...] = tuple((i,) for i in sorted(SITE_CELLS))
"""A single covers one site hex (it cannot overflow: it would cover no site hex)."""
DOUBLES = _pairs()
TRIPLES = _triangles()
PLACEMENTS = {1: SINGLES, 2: DOUBLES, 3: TRIPLES}
"""Hex count of a terrain -> every set of cells it may cover (all orientations)."""


PLACEMENT_INDEX: dict[int, dict[tuple[int, ...], int]] = {
    size: {cells: i for i, cells in enumerate(shapes)} for size, shapes in PLACEMENTS.items()}
"""Hex count -> placement (cells, sorted) -> its index in ``PLACEMENTS[size]``."""


def _placements_at(size: int) -> tuple[tuple[int, ...], ...]:
    at: list[list[int]] = [[] for _ in range(N_CELLS)]
    for i, cells in enumerate(PLACEMENTS[size]):
        for c in cells:
            at[c].append(i)
    return tuple(tuple(row) for row in at)


PLACEMENTS_AT = {size: _placements_at(size) for size in PLACEMENTS}
"""Hex count -> cell -> indices of the placements covering that cell (a change of one hex
changes whether only these placements are allowed)."""


def to_text(marks: dict[int, str]) -> str:
    """The map with some cells marked (one character each), for debugging and tests."""
    rows = [list(line) for line in SITE_MAP]
    for i, ch in marks.items():
        r, c = CELLS[i]
        rows[r][c] = ch
    return "\n".join("".join(row).rstrip() for row in rows)
