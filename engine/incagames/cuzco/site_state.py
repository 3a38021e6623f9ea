"""The Cuzco site as a state holds it: the terrain's lists (stack heights, what lies on
top, temples, ponds, solar discs, tiles), the Incas standing on it, and what the engine
derives from them, with the only ways the rules change them.

Bots play thousands of clones, so the lists are shared between a state and its clones
(and with the terrain derived from them, ``terrain.py``) until one side writes to one;
the mutators here, named after the rulebook's words, copy a shared list before writing
and note what changed, so the derived data (the terrain, each player's Inca hexes) is
brought up to date when next asked for. The card knowledge (``known``) is shared the same
way. ``CuzcoState`` (``state.py``) adds the rest of the game and the protocol.
"""

from __future__ import annotations

from typing import Any

from . import components as C
from . import hexgrid as H
from .terrain import Terrain, TerrainLists, terrain_of


def _shared_list(slot: str, bit: int) -> Any:
    """A list field that clones (and the terrain) share until one side writes to it,
    kept in the slot ``slot``. The engine reads the slot (``shared_<name>``, read-only)
    and changes it through the state's mutators, which write through this property;
    anyone else reads it through the property, which first makes the list this state's
    own, so a caller may change it (rule tests build positions that way)."""

    def get(self: SiteState) -> list[Any]:
        if self._shared & bit:
            setattr(self, slot, getattr(self, slot)[:])
            self._shared &= ~bit
        return getattr(self, slot)  # type: ignore[no-any-return]

    def put(self: SiteState, value: list[Any]) -> None:
        setattr(self, slot, value)
        self._shared = getattr(self, "_shared", 0) & ~bit

    return property(get, put)


_SHARED_FIELDS = ("height", "top", "top_tile", "temple", "pond", "pond_scored", "disc",
                  "tile_cells", "known")
_BIT = {name: 1 << i for i, name in enumerate(_SHARED_FIELDS)}
_ALL_SHARED = (1 << len(_SHARED_FIELDS)) - 1
_TERRAIN_SHARED = sum(_BIT[n] for n in ("height", "top", "temple", "pond", "top_tile",
                                        "tile_cells"))


class SiteState:
    """The site's part of a Cuzco state (see the module docstring).

    What the rule modules use:

    * read-only: ``shared_height``, ``shared_top``, ``shared_top_tile``,
      ``shared_temple``, ``shared_pond``, ``shared_pond_scored``, ``shared_disc`` and
      ``shared_tile_cells`` (the lists as they stand, maybe shared with clones and the
      terrain: never written to), ``inca_cells`` (each player's Inca hexes, in order);
      ``terrain()`` and ``tracked_terrain()``;
    * the mutators, which keep the derived data up to date: ``lay_terrain``,
      ``set_up_pond``, ``mark_pond_scored``, ``set_temple``, ``put_disc``,
      ``take_disc``, ``put_inca``, ``move_inca``; and ``derive()`` once the fields were
      set from outside (a loaded game).

    Anyone else reads and sets the lists by their plain names (``height``, ``top``...),
    which first make the list the state's own; a list set so is noticed at the next
    query, which works the derived data out again.
    """

    __slots__ = (
        "_known",
        "_pending",
        "_seen",
        "_shared",
        "_terr",
        "inca",
        "inca_cells",
        "shared_disc",
        "shared_height",
        "shared_pond",
        "shared_pond_scored",
        "shared_temple",
        "shared_tile_cells",
        "shared_top",
        "shared_top_tile",
    )
    num_players: int
    inca: list[int]
    """The player whose Inca stands on each hex, -1 none."""

    # The lists of the site as the engine reads them (read-only, see the class docstring):
    shared_height: list[int]
    shared_top: list[int]
    shared_top_tile: list[int]
    shared_temple: list[int]
    shared_pond: list[bool]
    shared_pond_scored: list[bool]
    shared_disc: list[bool]
    shared_tile_cells: list[tuple[int, ...]]
    inca_cells: list[tuple[int, ...]]
    """Hexes of each player's Incas, in hex order (read-only; ``put_inca``, ``move_inca``)."""

    height = _shared_list("shared_height", _BIT["height"])
    """Terrain tiles stacked on each hex."""
    top = _shared_list("shared_top", _BIT["top"])
    """What lies on top of each hex: 0 nothing (or a pond), ``C.CROP``, ``C.VILLAGE``."""
    top_tile = _shared_list("shared_top_tile", _BIT["top_tile"])
    """Which tile (index in ``tile_cells``) lies on top of each hex, -1 none."""
    temple = _shared_list("shared_temple", _BIT["temple"])
    """Temple value on each hex (0: none)."""
    pond = _shared_list("shared_pond", _BIT["pond"])
    """An irrigation pond on each hex."""
    pond_scored = _shared_list("shared_pond_scored", _BIT["pond_scored"])
    """Pond hexes that have scored (a pond scores once for each hex)."""
    disc = _shared_list("shared_disc", _BIT["disc"])
    """A solar disc on the temple of each hex."""
    tile_cells = _shared_list("shared_tile_cells", _BIT["tile_cells"])
    """The hexes of each tile placed, in the order placed."""
    known = _shared_list("_known", _BIT["known"])
    """Per festival card, a bit per seat that has seen it."""

    def _set_up_site(self) -> None:
        """The empty site of a new game: the printed ponds, no Incas."""
        cells = H.N_CELLS
        self._shared = 0
        self.shared_height = [0] * cells
        self.shared_top = [0] * cells
        self.shared_top_tile = [-1] * cells
        self.shared_tile_cells = []
        self.shared_pond = [False] * cells
        for i in H.PRINTED_PONDS:
            self.pond[i] = True
        self.shared_pond_scored = [False] * cells
        self.shared_temple = [0] * cells
        self.shared_disc = [False] * cells
        self.inca = [-1] * cells

    def _share_site(self, s: SiteState) -> None:
        """Give the clone ``s`` this site: the big lists that change a few times a turn
        are shared until one side writes, the derived data is taken over."""
        s.inca = self.inca[:]
        s.shared_height = self.shared_height
        s.shared_top = self.shared_top
        s.shared_top_tile = self.shared_top_tile
        s.shared_temple = self.shared_temple
        s.shared_pond = self.shared_pond
        s.shared_pond_scored = self.shared_pond_scored
        s.shared_disc = self.shared_disc
        s.shared_tile_cells = self.shared_tile_cells
        s._known = self._known
        s._shared = self._shared = _ALL_SHARED
        s._terr = self._terr
        s._pending = self._pending
        s._seen = self._seen[:]
        s.inca_cells = self.inca_cells[:]

    # ------------------------------------------------------------ derived data
    def derive(self) -> None:
        """Work out the derived data from scratch: the terrain's (shared, see
        ``terrain.py``) and each player's Inca hexes (after the fields were set from
        outside: a loaded game)."""
        self._terr = terrain_of(self)
        self._pending: tuple[int, ...] = ()
        self._count_incas()

    def share_terrain_lists(self) -> TerrainLists:
        """The lists the terrain follows from, from now on shared with it (the state
        copies a shared list before it changes it, see ``_shared_list``)."""
        self._shared |= _TERRAIN_SHARED
        return (self.shared_height, self.shared_top, self.shared_temple, self.shared_pond,
                self.shared_top_tile, self.shared_tile_cells)

    def _terrain_changed(self, cells: tuple[int, ...]) -> None:
        """The engine changed the terrain on ``cells``; the next terrain is derived from
        the last one when first asked for (a bot may only evaluate the position)."""
        self._pending += cells

    def tracked_terrain(self) -> Terrain:
        """The terrain as the engine's own changes left it (derived from the last one if
        they changed it since), without looking for fields set directly: for the rules
        within a query or an action, once ``terrain()`` has checked."""
        pending = self._pending
        if pending:
            self._pending = ()
            parent = self._terr
            # Derived from the last terrain unless fields were also set directly since.
            self._terr = terrain_of(self, parent if parent.changed_only(self, pending)
                                    else None, pending)
        return self._terr

    def terrain(self) -> Terrain:
        """What follows from the terrain (``terrain.py``), up to date, after making sure
        the derived data still describes this state (fields may have been set directly:
        rule tests build positions that way). Bots' evaluations keep their own derived
        data with it (``Terrain.memo``)."""
        t = self.tracked_terrain()
        if not t.matches(self):
            t = self._terr = terrain_of(self)
        if self.inca != self._seen:
            self._count_incas()
        return t

    def _count_incas(self) -> None:
        inca = self.inca
        self._seen = inca[:]
        self.inca_cells = [tuple(c for c, q in enumerate(inca) if q == p)
                           for p in range(self.num_players)]

    # ---------------------------------------------------------------- mutators
    def lay_terrain(self, cells: tuple[int, ...], village: int) -> None:
        """Lay a terrain tile on ``cells`` (rulebook: "Placing a Terrain"): one level
        higher, a village on ``village`` (-1: none) and crops on the others."""
        tile_id = len(self.shared_tile_cells)
        self.tile_cells.append(cells)
        height, top, top_tile = self.height, self.top, self.top_tile
        for c in cells:
            height[c] += 1
            top[c] = C.VILLAGE if c == village else C.CROP
            top_tile[c] = tile_id
        self._terrain_changed(cells)

    def set_up_pond(self, cell: int) -> None:
        """Set up an irrigation pond on ``cell`` (rulebook: "Setting up an Irrigation
        Pond")."""
        self.pond[cell] = True
        self._terrain_changed((cell,))

    def mark_pond_scored(self, cell: int) -> None:
        """The pond hex ``cell`` has scored (a pond scores each hex once)."""
        self.pond_scored[cell] = True

    def set_temple(self, cell: int, value: int) -> None:
        """The temple on ``cell`` now has ``value`` (rulebook: "Building or expanding a
        Temple")."""
        self.temple[cell] = value
        self._terrain_changed((cell,))

    def put_disc(self, cell: int) -> None:
        """A solar disc marks the temple on ``cell`` (a festival was held there)."""
        self.disc[cell] = True

    def take_disc(self, cell: int) -> None:
        """The solar disc on ``cell``'s temple goes back (the temple was expanded)."""
        self.disc[cell] = False

    def put_inca(self, cell: int, q: int) -> None:
        """Put an Inca of ``q`` on ``cell`` (-1: take the one there away)."""
        old = self.inca[cell]
        self.inca[cell] = q
        self._seen[cell] = q
        cells = self.inca_cells
        if old >= 0:
            cells[old] = tuple(c for c in cells[old] if c != cell)
        if q >= 0:
            cells[q] = tuple(sorted((*cells[q], cell)))

    def move_inca(self, p: int, start: int, dest: int) -> None:
        """Move ``p``'s Inca from ``start`` to the free hex ``dest``."""
        inca, seen = self.inca, self._seen
        inca[start] = seen[start] = -1
        inca[dest] = seen[dest] = p
        self.inca_cells[p] = tuple(sorted([dest if c == start else c
                                           for c in self.inca_cells[p]]))
