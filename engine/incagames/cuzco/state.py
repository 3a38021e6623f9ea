"""Cuzco: the game state and every rule.

A turn is a sequence of atomic decisions of the turn owner, each paid in action points
(AP): the mandatory first placement (choose a terrain, then where it goes), then any of
placing terrain, bringing Incas in or out, moving them, building or expanding temples,
setting up ponds, drawing festival cards, using an additional-action token, and at last
ending the turn or proposing a festival, whose bidding asks the other players in turn.

Rulings beyond the rule text (COMPONENTS.md and here):

* Placing is two decisions: which terrain (``choose_terrain``), then where (``place``,
  with the cells and which of them is the village hex). Undo returns to the choice.
* A festival bid is played one card at a time; ``done`` ends your bidding turn once your
  total reaches the highest bid (at least 1 FP); ``drop`` (only while below the highest
  bid) leaves the bidding and loses the cards played. When every remaining bidder ends a
  turn without playing, they co-organize. A decision with a single possible answer is
  taken automatically (so a tie nobody can raise is agreed at once, as the rules say).
* If a whole round passes in which nobody can place any terrain, the game goes to its
  end as if the last triple had been placed (the rulebook does not cover a stalled site).
* Knowledge of festival cards: a card drawn face up, or played, is known to everyone; a
  card drawn from the deck only to its holder.
* The face-up festival card is always there (the rulebook does not say what happens when
  deck and discard pile run out): a card may be drawn, face up or from the deck, only
  while another card can take the face-up place, from the deck or from the discard pile.
  So a festival can always be proposed when the rules allow one, even when every other
  card sits in a hand.
"""

from __future__ import annotations

from typing import Any

from ..core.actions import Action
from ..core.adapter import CardGameState
from ..core.errors import IllegalAction
from ..core.rng import Rng
from ..core.state import Event, Outcome, SeatResult, competition_ranks
from . import catalog as K
from . import components as C
from . import hexgrid as H
from .serial import state_from_json, state_to_json
from .terrain import Regions, Terrain, TerrainLists, terrain_of
from .view import build_view

_SCORE_KEYS = ("temples", "ponds", "festivals", "final")
_TILE_SIZE = C.TILE_SIZE
_MAX_PLACE_AP = C.PLACE_AP + C.OVERFLOW_AP * 3


def rank_key(heights: list[int]) -> tuple[int, ...]:
    """A player's standing in a city or around a pond: heights of their Incas, highest
    first. Compared as tuples, the longer list wins when one is a prefix of the other."""
    return tuple(sorted(heights, reverse=True))


def rank_groups(incas: dict[int, list[int]]) -> list[list[int]]:
    """Players grouped by equal standing, best group first."""
    keys = sorted({rank_key(h) for h in incas.values()}, reverse=True)
    return [[p for p in sorted(incas) if rank_key(incas[p]) == k] for k in keys]


def _shared_list(name: str, bit: int) -> Any:
    """A list field that clones (and the terrain) share until one side writes to it.
    The engine reads the slot (``_name``) and writes through this property; anyone else
    reads it through the property, which first makes the list this state's own, so a
    caller may change it (rule tests build positions that way)."""
    slot = "_" + name

    def get(self: CuzcoState) -> list[Any]:
        if self._shared & bit:
            setattr(self, slot, getattr(self, slot)[:])
            self._shared &= ~bit
        return getattr(self, slot)  # type: ignore[no-any-return]

    def put(self: CuzcoState, value: list[Any]) -> None:
        setattr(self, slot, value)
        self._shared = getattr(self, "_shared", 0) & ~bit

    return property(get, put)


_SHARED_FIELDS = ("height", "top", "top_tile", "temple", "pond", "pond_scored", "disc",
                  "tile_cells", "known")
_BIT = {name: 1 << i for i, name in enumerate(_SHARED_FIELDS)}
_ALL_SHARED = (1 << len(_SHARED_FIELDS)) - 1
_TERRAIN_SHARED = sum(_BIT[n] for n in ("height", "top", "temple", "pond", "top_tile",
                                        "tile_cells"))


class CuzcoState(CardGameState):
    """A position of Cuzco for 2 to 4 players.

    Besides its fields, a state keeps derived data for speed (bots list and apply
    actions in thousands of clones): the terrain's (``terrain.py``: placement costs,
    villages, Inca regions..., shared by clones and cached by content) and each player's
    Inca hexes. The engine keeps them up to date as it changes the fields; a field set
    directly (rule tests build positions that way) is noticed at the next query, which
    works the data out again. The lists of the terrain, ponds, discs and card knowledge
    are shared with clones until one side writes to one (see ``_shared_list``).
    Incas stand only on terrain without a temple, as the engine and the loader ensure.
    """

    game_id = "cuzco"
    VIEW = build_view
    TO_JSON = state_to_json
    FROM_JSON = state_from_json
    __slots__ = (
        "_cells",
        "_disc",
        "_height",
        "_known",
        "_pending",
        "_pond",
        "_pond_scored",
        "_seen",
        "_shared",
        "_temple",
        "_terr",
        "_tile_cells",
        "_top",
        "_top_tile",
        "ap",
        "checkpoint_no",
        "deck",
        "discard",
        "discs",
        "doubles",
        "draws",
        "ending",
        "events",
        "festival",
        "final_queue",
        "floors",
        "hands",
        "idle_turns",
        "inca",
        "last_triple_by",
        "num_players",
        "off_board",
        "phase",
        "placed",
        "ponds",
        "rng",
        "scored",
        "scores",
        "singles_crop",
        "singles_village",
        "temple_changed",
        "token_used",
        "tokens",
        "triples",
        "turn_player",
    )

    height = _shared_list("height", _BIT["height"])
    """Terrain tiles stacked on each hex."""
    top = _shared_list("top", _BIT["top"])
    """What lies on top of each hex: 0 nothing (or a pond), ``C.CROP``, ``C.VILLAGE``."""
    top_tile = _shared_list("top_tile", _BIT["top_tile"])
    """Which tile (index in ``tile_cells``) lies on top of each hex, -1 none."""
    temple = _shared_list("temple", _BIT["temple"])
    """Temple value on each hex (0: none)."""
    pond = _shared_list("pond", _BIT["pond"])
    pond_scored = _shared_list("pond_scored", _BIT["pond_scored"])
    disc = _shared_list("disc", _BIT["disc"])
    """A solar disc on the temple of each hex."""
    tile_cells = _shared_list("tile_cells", _BIT["tile_cells"])
    """The hexes of each tile placed, in the order placed."""
    known = _shared_list("known", _BIT["known"])
    """Per festival card, a bit per seat that has seen it."""

    # ------------------------------------------------------------------ set-up
    def __init__(self, players: int, seed: int) -> None:
        if not isinstance(players, int) or not 2 <= players <= 4:
            raise ValueError("Cuzco is for 2 to 4 players")
        n = self.num_players = players
        self.rng = Rng(seed)
        cells = H.N_CELLS
        self._shared = 0
        self._height = [0] * cells
        self._top = [0] * cells
        self._top_tile = [-1] * cells
        self._tile_cells: list[tuple[int, ...]] = []
        self._pond = [False] * cells
        for i in H.PRINTED_PONDS:
            self.pond[i] = True
        self._pond_scored = [False] * cells
        self.ponds = C.POND_TILES - len(H.PRINTED_PONDS)
        self._temple = [0] * cells
        self._disc = [False] * cells
        self.discs = C.SOLAR_DISCS
        self.floors = dict(C.FLOORS)
        self.inca = [-1] * cells
        self.off_board = [C.INCAS_PER_PLAYER] * n
        self.triples = C.TRIPLES
        self.doubles = [C.DOUBLES_PER_PLAYER] * n
        self.singles_village = [C.SINGLE_VILLAGES_PER_PLAYER] * n
        self.singles_crop = [C.SINGLE_CROPS_PER_PLAYER] * n
        self.tokens = [C.TOKENS_PER_PLAYER] * n
        self.scores = [dict.fromkeys(_SCORE_KEYS, 0) for _ in range(n)]
        deck = list(range(len(C.FESTIVAL_CARDS)))
        self.rng.shuffle(deck)
        self._known = [0] * len(C.FESTIVAL_CARDS)
        self.hands: list[list[int]] = []
        for p in range(n):
            hand = [deck.pop() for _ in range(C.START_HAND)]
            for card in hand:
                self.known[card] = 1 << p
            self.hands.append(hand)
        face_up = deck.pop()
        self.known[face_up] = (1 << n) - 1
        self.discard = [face_up]
        self.deck = deck
        self.turn_player = self.rng.randbelow(n)
        self.ending = ""
        self.checkpoint_no = 0
        self.last_triple_by = -1
        self.scored = [False] * n
        self.final_queue: list[int] = []
        self.idle_turns = 0
        self.festival: dict[str, Any] | None = None
        self.events: list[Event] = [{"kind": "setup", "start_player": self.turn_player}]
        self._derive()
        self._start_turn(self.turn_player)

    # ------------------------------------------------------------ the protocol
    @property
    def current_player(self) -> int | None:
        if self.ending:
            return None
        if self.festival is not None:
            return self.festival["order"][self.festival["at"]]
        return self.turn_player

    @property
    def is_over(self) -> bool:
        return bool(self.ending)

    @property
    def checkpoint(self) -> int:
        return self.checkpoint_no

    def clone(self) -> CuzcoState:
        s = object.__new__(CuzcoState)
        s.num_players = self.num_players
        s.ap = self.ap
        s.checkpoint_no = self.checkpoint_no
        s.discs = self.discs
        s.draws = self.draws
        s.ending = self.ending
        s.events = self.events
        s.last_triple_by = self.last_triple_by
        s.phase = self.phase
        s.placed = self.placed
        s.ponds = self.ponds
        s.triples = self.triples
        s.turn_player = self.turn_player
        s.token_used = self.token_used
        s.idle_turns = self.idle_turns
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.inca = self.inca[:]
        s.off_board = self.off_board[:]
        s.scored = self.scored[:]
        s.singles_crop = self.singles_crop[:]
        s.singles_village = self.singles_village[:]
        s.doubles = self.doubles[:]
        s.tokens = self.tokens[:]
        s.final_queue = self.final_queue[:]
        # The big lists that change a few times a turn are shared until one side writes.
        s._height = self._height
        s._top = self._top
        s._top_tile = self._top_tile
        s._temple = self._temple
        s._pond = self._pond
        s._pond_scored = self._pond_scored
        s._disc = self._disc
        s._tile_cells = self._tile_cells
        s._known = self._known
        s._shared = self._shared = _ALL_SHARED
        s.rng = Rng(self.rng.state)
        s.floors = self.floors.copy()
        s.hands = [h[:] for h in self.hands]
        s.scores = [d.copy() for d in self.scores]
        s.temple_changed = self.temple_changed.copy()
        f = self.festival
        s.festival = None if f is None else _copy_festival(f)
        s._terr = self._terr
        s._pending = self._pending
        s._seen = self._seen[:]
        s._cells = self._cells[:]
        return s

    # ------------------------------------------------------------ derived data
    def _derive(self) -> None:
        """Work out the derived data from scratch: the terrain's (shared, see
        ``terrain.py``) and each player's Inca hexes."""
        self._terr = terrain_of(self)
        self._pending: tuple[int, ...] = ()
        self._count_incas()

    def _terrain_lists(self) -> TerrainLists:
        """The lists the terrain follows from, shared with it (see ``_shared_list``)."""
        self._shared |= _TERRAIN_SHARED
        return (self._height, self._top, self._temple, self._pond, self._top_tile,
                self._tile_cells)

    def _terrain_changed(self, cells: tuple[int, ...]) -> None:
        """The engine changed the terrain on ``cells``; the next terrain is derived from
        the last one when first asked for (a bot may only evaluate the position)."""
        self._pending += cells

    def _terrain(self) -> Terrain:
        """The terrain, derived from the last one if the engine changed it since."""
        pending = self._pending
        if pending:
            self._pending = ()
            parent = self._terr
            # Derived from the last terrain unless fields were also set directly since.
            self._terr = terrain_of(self, parent if parent.changed_only(self, pending)
                                    else None, pending)
        return self._terr

    def terrain(self) -> Terrain:
        """What follows from the terrain (``terrain.py``), up to date: for bots, whose
        evaluations keep their own derived data with it (``Terrain.memo``)."""
        return self._sync()

    def _count_incas(self) -> None:
        inca = self.inca
        self._seen = inca[:]
        self._cells = [tuple(c for c, q in enumerate(inca) if q == p)
                       for p in range(self.num_players)]

    def _sync(self) -> Terrain:
        """The terrain, after making sure the derived data still describes this state
        (fields may have been set directly: rule tests build positions that way)."""
        t = self._terrain()
        if not t.matches(self):
            t = self._terr = terrain_of(self)
        if self.inca != self._seen:
            self._count_incas()
        return t

    def _set_inca(self, cell: int, q: int) -> None:
        """Put an Inca of ``q`` on ``cell`` (-1: take the one there away)."""
        old = self.inca[cell]
        self.inca[cell] = q
        self._seen[cell] = q
        cells = self._cells
        if old >= 0:
            cells[old] = tuple(c for c in cells[old] if c != cell)
        if q >= 0:
            cells[q] = tuple(sorted((*cells[q], cell)))

    def _others(self, p: int) -> tuple[tuple[int, ...], ...]:
        """Hexes of the other players' Incas, per player (an Inca of ``p`` cannot cross
        them)."""
        cells = self._cells
        return tuple(cells[:p] + cells[p + 1:])

    # ------------------------------------------------------------ turn flow
    def _start_turn(self, p: int) -> None:
        self.turn_player = p
        self.ap = C.AP_PER_TURN
        self.token_used = False
        self.draws = 0
        self.placed = False
        self.temple_changed: set[int] = set()
        final = self.last_triple_by >= 0
        self.phase: tuple = ("main",) if final or not self._can_place_any(p) else ("start",)
        self.checkpoint_no += 1
        self.events.append({"kind": "turn", "seat": p})

    def _end_turn(self) -> None:
        p = self.turn_player
        self.idle_turns = 0 if self.placed else self.idle_turns + 1
        if self.last_triple_by >= 0 and not self.scored[p]:
            self._grand_final(p)
        if self.last_triple_by < 0 and self.idle_turns >= self.num_players:
            # Nobody could place terrain for a whole round: the game heads for its end.
            self.events.append({"kind": "site_full"})
            self.last_triple_by = p
            self._grand_final(p)
            self.final_queue = [(p + k) % self.num_players for k in range(1, self.num_players)]
        if self.last_triple_by >= 0:
            if not self.final_queue:
                self._finish()
                return
            self._start_turn(self.final_queue.pop(0))
            return
        self._start_turn((p + 1) % self.num_players)

    def _finish(self) -> None:
        self.ending = "final"
        self.checkpoint_no += 1
        self.events.append({"kind": "game_over", "ending": "final"})

    # ------------------------------------------------------------ geometry queries
    def components(self) -> list[list[int]]:
        """Villages and cities: connected village hexes (a temple hex counts), in the
        order of their first hex. Worked out once per terrain (``terrain.py``)."""
        return [comp[:] for comp in self._sync().components()]

    def component_of(self, cell: int) -> list[int]:
        t = self._sync()
        r = t.label()[cell] if isinstance(cell, int) and 0 <= cell < H.N_CELLS else -1
        if r < 0:
            return next(c for c in self.components() if cell in c)
        return t.components()[r][:]

    def temple_of(self, comp: list[int]) -> int:
        """The temple cell of a city, -1 for a village."""
        return next((c for c in comp if self._temple[c]), -1)

    def standings(self, cells: list[int]) -> dict[int, list[int]]:
        """Heights of each player's Incas on these cells."""
        out: dict[int, list[int]] = {}
        for c in cells:
            q = self.inca[c]
            if q >= 0:
                out.setdefault(q, []).append(self._height[c])
        return out

    def highest(self, cells: list[int]) -> int:
        """The player strictly in the highest position, or -1 (nobody or a tie)."""
        groups = rank_groups(self.standings(cells))
        return groups[0][0] if groups and len(groups[0]) == 1 else -1

    # ------------------------------------------------------------ placement rules
    def _tile_count(self, p: int, tile: str) -> int:
        if tile == "triple":
            return self.triples
        if tile == "double":
            return self.doubles[p]
        return self.singles_village[p] if tile == "single_village" else self.singles_crop[p]

    def placement_cost(self, cells: tuple[int, ...]) -> int:
        """AP of a placement, or -1 when the cells cannot take a terrain now."""
        h = self._height[cells[0]]
        overflow = 0
        for c in cells:
            if (self._height[c] != h or self._pond[c] or self.inca[c] >= 0 or self._temple[c]):
                return -1
            if h == 0 and c in H.BORDER_CELLS:
                overflow += 1
        if h and len(cells) > 1:
            tile = self._top_tile[cells[0]]
            if all(self._top_tile[c] == tile for c in cells) and self._tile_cells[tile] == cells:
                return -1  # exactly atop a terrain of the same shape
        if h and len(cells) == 1 and len(self._tile_cells[self._top_tile[cells[0]]]) == 1:
            return -1
        return C.PLACE_AP + C.OVERFLOW_AP * overflow

    def placement_problem(self, cells: tuple[int, ...], village: int) -> str | None:
        """Why a terrain cannot go on these cells now (None when it can): ``pond``,
        ``inca``, ``temple``, ``uneven`` (it would hang over a gap), ``same_shape``,
        ``two_cities`` or ``ap``. The UI shows it while a player hovers the map."""
        for key, blocked in (("pond", self._pond), ("temple", self._temple)):
            if any(blocked[c] for c in cells):
                return key
        if any(self.inca[c] >= 0 for c in cells):
            return "inca"
        if len({self._height[c] for c in cells}) > 1:
            return "uneven"
        cost = self.placement_cost(cells)
        if cost < 0:
            return "same_shape"
        if self._joins_two_cities(cells, village):
            return "two_cities"
        return "ap" if cost > self.ap else None

    def _joins_two_cities(self, cells: tuple[int, ...], village: int) -> bool:
        """Would the new village hex connect two temples into one city?"""
        return self._sync().joins(cells, village)

    def _placements(self, p: int, tile: str) -> list[Action]:
        """Every place action of ``tile`` now, in ``hexgrid.PLACEMENTS`` order."""
        t = self._terrain()
        size = _TILE_SIZE[tile]
        at = H.PLACEMENTS_AT[size]
        blocked = {i for cells in self._cells for c in cells for i in at[c]}
        danger = t.danger_at(size)
        actions = K.PLACE[tile]
        ap = self.ap
        out: list[Action] = []
        for i, cost in enumerate(t.costs[size]):
            if cost < 0 or cost > ap or i in blocked:
                continue
            if i in danger:
                out += t.place_actions(tile, i)
            else:
                out += actions[i]
        return out

    def _can_place(self, tile: str) -> bool:
        """Is there a place for ``tile`` now (AP and Incas too)? Placements are looked
        for by cost, cheapest first (``list.index`` finds them)."""
        t = self._terrain()
        size = _TILE_SIZE[tile]
        costs = t.costs[size]
        shapes = H.PLACEMENTS[size]
        inca = self.inca
        danger = None
        for cost in range(C.PLACE_AP, min(self.ap, _MAX_PLACE_AP) + 1):
            i = -1
            while True:
                try:
                    i = costs.index(cost, i + 1)
                except ValueError:
                    break
                for c in shapes[i]:
                    if inca[c] >= 0:
                        break
                else:
                    if danger is None:
                        danger = t.danger_at(size)
                    if i not in danger or t.place_actions(tile, i):
                        return True
        return False

    def _can_place_any(self, p: int) -> bool:
        return any(self._tile_count(p, t) and self._can_place(t) for t in C.TILES)

    # ------------------------------------------------------------ Inca movement
    def _regions(self, p: int) -> Regions:
        """Hexes an Inca of ``p`` may cross, grouped into same-terrain regions: moving
        inside a region is free, each step into a neighbouring region costs 1 AP. They
        depend on the terrain and on where other players' Incas stand (``terrain.py``)."""
        return self._terrain().regions(self._others(p))

    def move_costs(self, start: int, p: int, regions: Regions | None = None) -> dict[int, int]:
        """Cheapest AP from ``start`` to every free hex the Inca may stop on."""
        self._sync()
        regions = regions or self._regions(p)
        inca = self.inca
        return {c: d for c, d in regions.reach(regions.label[start]) if inca[c] < 0}

    # ------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        if self.ending:
            return []
        if self.festival is not None:
            return self._festival_actions()
        t = self._sync()
        p = self.turn_player
        kind = self.phase[0]
        if kind == "place":
            return self._placements(p, self.phase[1])
        ap = self.ap
        if ap >= C.PLACE_AP:
            out = [K.CHOOSE[tile] for tile in C.TILES
                   if self._tile_count(p, tile) and self._can_place(tile)]
        else:
            out = []
        if kind == "start":
            return out
        self._inca_actions(p, t, out)
        mine = self._mine(p, t)
        if mine:
            self._temple_actions(p, t, mine, out)
        if self.ponds and ap >= C.POND_AP:
            out += t.pond_actions()
        if (self.draws < C.MAX_DRAWS_PER_TURN and ap >= C.DRAW_AP
                and (self.deck or len(self.discard) > 1)):
            # Ruling: a draw must leave a face-up card (see the module docstring).
            out.append(K.DRAW_FACE_UP)
            out.append(K.DRAW_DECK)
        if self.tokens[p] and not self.token_used:
            out.append(K.TOKEN)
        if mine:
            out += [K.FESTIVAL[c] for c in self._festival_temples(p, t, mine)]
        out.append(K.END)
        return out

    def _mine(self, p: int, t: Terrain) -> list[int]:
        """Villages and cities (indices in the terrain's components) where ``p`` has an
        Inca, in order."""
        top = self._top
        label = None
        out: list[int] = []
        for c in self._cells[p]:
            if top[c] == C.VILLAGE:
                if label is None:
                    label = t.label()
                if label[c] not in out:
                    out.append(label[c])
        out.sort()
        return out

    def _inca_actions(self, p: int, t: Terrain, out: list[Action]) -> None:
        ap = self.ap
        inca = self.inca
        if self.off_board[p]:
            # Every entry hex in order, less those with an Inca (``p`` may take its own
            # out there): the few occupied ones are found by set intersection.
            where, enter = t.entry_table(ap)
            taken = [(where[c], c, q) for q, cells in enumerate(self._cells)
                     for c in where.keys() & cells]
            if taken:
                taken.sort()
                start = 0
                for i, c, q in taken:
                    out += enter[start:i]
                    if q == p:
                        out.append(K.LEAVE[c])
                    start = i + 1
                out += enter[start:]
            else:
                out += enter
        else:
            cost = H.ENTRY_COST
            out += [K.LEAVE[c] for c in self._cells[p] if cost.get(c, 99) <= ap]
        mine = self._cells[p]
        if not mine:
            return
        regions = self._regions(p)
        label = regions.label
        known = regions.known_dests
        moves = K.MOVES
        append = out.append
        for c in mine:
            dests = known.get((label[c], ap))
            if dests is None:
                dests = regions.dests(label[c], ap)
            row = moves[c]
            for d in dests:  # a plain loop: a comprehension costs more for a few hexes
                if inca[d] < 0:
                    append(row[d])

    def _temple_actions(self, p: int, t: Terrain, mine: list[int], out: list[Action]) -> None:
        if self.ap < C.TEMPLE_AP:
            return
        comps = t.components()
        temples = t.temple_cells()
        for r in mine:
            comp = comps[r]
            if self.highest(comp) != p:
                continue
            temple = temples[r]
            size = len(comp)
            if temple < 0:
                values = self._affordable_values(0, size)
                if values:
                    for cell in comp:
                        if self.inca[cell] < 0:
                            build = K.BUILD[cell]
                            out += [build[v] for v in values]
            elif temple not in self.temple_changed:
                expand = K.EXPAND[temple]
                out += [expand[v] for v in self._affordable_values(self._temple[temple], size)]

    def _affordable_values(self, current: int, size: int) -> list[int]:
        """Temple values above ``current`` allowed by the city size and the floors left
        (every floor between the current and the new value is needed)."""
        out = []
        for v in C.TEMPLE_VALUES:
            if v <= current:
                continue
            if v > size or not self.floors[v]:
                break
            out.append(v)
        return out

    def _festival_temples(self, p: int, t: Terrain, mine: list[int]) -> list[int]:
        """Temples of cities where ``p`` has an Inca and may propose a festival."""
        temples = t.temple_cells()
        disc = self._disc
        out = [temples[r] for r in mine if temples[r] >= 0 and not disc[temples[r]]]
        if out and (not self.discard or _USABLE[self.discard[-1]].isdisjoint(self.hands[p])):
            return []  # no card in hand with a relic the face-up card asks for
        return out

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> None:
        if self.ending:
            raise IllegalAction("the game is over")
        if not isinstance(action, Action):
            raise IllegalAction("not an action")
        if not self._allowed(action):
            legal = self.legal_actions()  # only to say why
            kinds = sorted({a.kind for a in legal})
            if action.kind not in kinds:
                raise IllegalAction(f"'{action.kind}' is not possible now: seat "
                                    f"{self.current_player} may {', '.join(kinds)}")
            raise IllegalAction(f"{action} is not allowed here (blocked, not affordable "
                                f"with {self.ap} AP, or unknown)")
        self.events = []
        getattr(self, "_do_" + action.kind)(action)
        self._settle()

    def _allowed(self, a: Action) -> bool:
        """Is ``a`` one of ``legal_actions()``? Checked for that one action (the reach of
        one Inca, the cells of one placement, one city), without listing the others;
        each branch ends by comparing with the object ``legal_actions`` would list."""
        if self.festival is not None:
            return a in self._festival_actions()
        t = self._sync()
        p = self.turn_player
        kind = a.kind
        phase = self.phase[0]
        ap = self.ap
        if phase == "place":
            return kind == "place" and self._place_allowed(a, t)
        if kind == "choose_terrain":
            tile = a.get("tile")
            return (isinstance(tile, str) and tile in K.CHOOSE and K.CHOOSE[tile] == a
                    and ap >= C.PLACE_AP and bool(self._tile_count(p, tile))
                    and self._can_place(tile))
        if phase == "start":
            return False
        if kind == "move":
            cell, to = _cell(a.get("cell")), _cell(a.get("to"))
            if (cell < 0 or to < 0 or self.inca[cell] != p or self.inca[to] >= 0
                    or K.MOVES[cell][to] != a):
                return False
            regions = self._regions(p)
            label = regions.label
            cost = regions.depth(label[cell]).get(label[to])
            return cost is not None and cost <= ap
        if kind in ("enter", "leave"):
            cell = _cell(a.get("cell"))
            cost = H.ENTRY_COST.get(cell)
            if cost is None or cost > ap:
                return False
            q = self.inca[cell]
            if kind == "leave":
                return q == p and K.LEAVE[cell] == a
            return (bool(self.off_board[p]) and q < 0 and bool(self._top[cell])
                    and not self._temple[cell] and K.ENTER[cell] == a)
        if kind in ("build_temple", "expand_temple"):
            return self._temple_allowed(a, t)
        if kind == "pond":
            cell = _cell(a.get("cell"))
            return (bool(self.ponds) and ap >= C.POND_AP and cell in H.SITE_CELLS
                    and cell not in H.BORDER_HEXES and self._height[cell] == 0
                    and not self._pond[cell] and self._top[cell] == 0 and K.POND[cell] == a)
        if kind == "draw":
            return ((a == K.DRAW_FACE_UP or a == K.DRAW_DECK)
                    and self.draws < C.MAX_DRAWS_PER_TURN and ap >= C.DRAW_AP
                    and bool(self.deck or len(self.discard) > 1))
        if kind == "use_token":
            return a == K.TOKEN and bool(self.tokens[p]) and not self.token_used
        if kind == "end_turn":
            return a == K.END
        if kind == "festival":
            cell = _cell(a.get("temple"))
            if cell < 0 or K.FESTIVAL[cell] != a:
                return False
            r = t.label()[cell]
            return (r >= 0 and t.temple_cells()[r] == cell and not self._disc[cell]
                    and r in self._mine(p, t) and cell in self._festival_temples(p, t, [r]))
        return False

    def _place_allowed(self, a: Action, t: Terrain) -> bool:
        tile = self.phase[1]
        size = _TILE_SIZE[tile]
        cells = a.get("cells")
        i = H.PLACEMENT_INDEX[size].get(cells) if isinstance(cells, tuple) else None
        if i is None:
            return False
        cost = t.costs[size][i]
        inca = self.inca
        if cost < 0 or cost > self.ap or any(inca[c] >= 0 for c in H.PLACEMENTS[size][i]):
            return False
        return any(option == a for option in t.place_actions(tile, i))

    def _temple_allowed(self, a: Action, t: Terrain) -> bool:
        cell, value = _cell(a.get("cell")), a.get("value")
        if cell < 0 or self.ap < C.TEMPLE_AP or value not in C.TEMPLE_VALUES:
            return False
        r = t.label()[cell]
        if r < 0:
            return False
        comp = t.components()[r]
        temple = t.temple_cells()[r]
        if a.kind == "build_temple":
            if temple >= 0 or self.inca[cell] >= 0 or K.BUILD[cell][value] != a:
                return False
            current = 0
        else:
            if temple != cell or cell in self.temple_changed or K.EXPAND[cell][value] != a:
                return False
            current = self._temple[cell]
        return (self.highest(comp) == self.turn_player
                and value in self._affordable_values(current, len(comp)))

    def apply_legal(self, action: Action) -> None:
        """Apply an action taken from ``legal_actions()`` of this very state, without
        checking it again (bots try thousands of them on clones)."""
        self._sync()
        self.events = []
        if action.kind == "move":  # most decisions
            self._do_move(action)
        else:
            getattr(self, "_do_" + action.kind)(action)
            self._settle()

    def _settle(self) -> None:
        """Take decisions that have a single possible answer (festival bidding)."""
        while self.festival is not None and not self.ending:
            actions = self._festival_actions()
            if len(actions) != 1:
                return
            getattr(self, "_do_" + actions[0].kind)(actions[0])

    def _do_choose_terrain(self, action: Action) -> None:
        self.phase = ("place", action["tile"], self.phase[0] == "start")

    def _do_place(self, action: Action) -> None:
        p = self.turn_player
        tile = self.phase[1]
        cells = action["cells"]
        village = action["village"]
        self.ap -= self.placement_cost(cells)
        if tile == "triple":
            self.triples -= 1
        elif tile == "double":
            self.doubles[p] -= 1
        elif tile == "single_village":
            self.singles_village[p] -= 1
        else:
            self.singles_crop[p] -= 1
        tile_id = len(self._tile_cells)
        self.tile_cells.append(cells)
        for c in cells:
            self.height[c] += 1
            self.top[c] = C.VILLAGE if c == village else C.CROP
            self.top_tile[c] = tile_id
        self._terrain_changed(cells)
        self.placed = True
        self.phase = ("main",)
        self.events.append({"kind": "place", "seat": p, "tile": tile, "cells": list(cells),
                            "village": village})
        self._score_ponds()
        if tile == "triple" and self.triples == 0:
            self.last_triple_by = p
            n = self.num_players
            self.final_queue = [(p + k) % n for k in range(1, n)]
            self.events.append({"kind": "last_triple", "seat": p})

    def _do_enter(self, action: Action) -> None:
        p = self.turn_player
        cell = action["cell"]
        self.ap -= H.ENTRY_COST[cell]
        self.off_board[p] -= 1
        self._set_inca(cell, p)
        self.events.append({"kind": "enter", "seat": p, "cell": cell,
                            "ap": H.ENTRY_COST[cell]})

    def _do_leave(self, action: Action) -> None:
        p = self.turn_player
        cell = action["cell"]
        self.ap -= H.ENTRY_COST[cell]
        self.off_board[p] += 1
        self._set_inca(cell, -1)
        self.events.append({"kind": "leave", "seat": p, "cell": cell,
                            "ap": H.ENTRY_COST[cell]})

    def _do_move(self, action: Action) -> None:
        p = self.turn_player
        (_, start), (_, dest) = action.params  # ("cell", hex), ("to", hex)
        regions = self._regions(p)
        label = regions.label
        cost = regions.depth(label[start])[label[dest]]
        self.ap -= cost
        inca, seen = self.inca, self._seen
        inca[start] = seen[start] = -1
        inca[dest] = seen[dest] = p
        self._cells[p] = tuple(sorted([dest if c == start else c for c in self._cells[p]]))
        self.events.append({"kind": "move", "seat": p, "cell": start, "to": dest, "ap": cost})

    def _set_temple(self, p: int, cell: int, value: int, kind: str) -> None:
        old = self._temple[cell]
        for v in C.TEMPLE_VALUES:
            if old < v <= value:
                self.floors[v] -= 1
        self.temple[cell] = value
        self._terrain_changed((cell,))
        self.temple_changed.add(cell)
        if self._disc[cell]:
            self.disc[cell] = False
            self.discs += 1
        self.ap -= C.TEMPLE_AP
        pp = value // 2
        self.scores[p]["temples"] += pp
        self.events.append({"kind": kind, "seat": p, "cell": cell, "value": value, "pp": pp})

    def _do_build_temple(self, action: Action) -> None:
        self._set_temple(self.turn_player, action["cell"], action["value"], "build_temple")

    def _do_expand_temple(self, action: Action) -> None:
        self._set_temple(self.turn_player, action["cell"], action["value"], "expand_temple")

    def _do_pond(self, action: Action) -> None:
        p = self.turn_player
        cell = action["cell"]
        self.ap -= C.POND_AP
        self.ponds -= 1
        self.pond[cell] = True
        self._terrain_changed((cell,))
        self.events.append({"kind": "pond", "seat": p, "cell": cell})
        self._score_ponds()

    def _score_ponds(self) -> None:
        """A pond (connected pond hexes) scores 3 PP per new hex when it is first
        completely surrounded by terrain, for the highest Inca on the terrain around it.
        The terrain knows its enclosed ponds (``Terrain.closed_ponds``)."""
        for pond, around in self._terrain().closed_ponds():
            fresh = [c for c in pond if not self._pond_scored[c]]
            if not fresh:
                continue
            for c in fresh:
                self.pond_scored[c] = True
            winner = self.highest(around)
            pp = C.POND_PP * len(fresh) if winner >= 0 else 0
            if winner >= 0:
                self.scores[winner]["ponds"] += pp
            self.events.append({"kind": "pond_scored", "seat": winner, "hexes": len(fresh),
                                "pp": pp})

    def _do_draw(self, action: Action) -> None:
        p = self.turn_player
        self.ap -= C.DRAW_AP
        self.draws += 1
        self.checkpoint_no += 1  # a hidden card is seen: no undo past this
        everyone = (1 << self.num_players) - 1
        if action["source"] == "face_up":
            card = self.discard.pop()
            self.known[card] = everyone
            self._flip()
        else:
            card = self._draw_from_deck()
            self.known[card] = 1 << p
        self.hands[p].append(card)
        self.events.append({"kind": "draw", "seat": p, "source": action["source"],
                            "card": card if action["source"] == "face_up" else None})

    def _draw_from_deck(self) -> int:
        if not self.deck:
            self._reshuffle()
        return self.deck.pop()

    def _reshuffle(self) -> None:
        """The discard pile, except its top card, becomes the new deck."""
        top = self.discard.pop() if self.discard else None
        self.deck = self.discard
        for card in self.deck:
            self.known[card] = 0
        self.rng.shuffle(self.deck)
        self.discard = [top] if top is not None else []
        self.checkpoint_no += 1
        self.events.append({"kind": "reshuffle", "cards": len(self.deck)})

    def _flip(self) -> None:
        """Turn the top card of the deck face up on the discard pile."""
        if not self.deck and len(self.discard) > 1:
            self._reshuffle()
        if self.deck:
            card = self.deck.pop()
            self.known[card] = (1 << self.num_players) - 1
            self.discard.append(card)
            self.checkpoint_no += 1

    def _do_use_token(self, action: Action) -> None:
        p = self.turn_player
        self.tokens[p] -= 1
        self.token_used = True
        self.ap += C.TOKEN_AP
        self.events.append({"kind": "token", "seat": p})

    def _do_end_turn(self, action: Action) -> None:
        self._end_turn()

    # ------------------------------------------------------------------ festivals
    def _do_festival(self, action: Action) -> None:
        p = self.turn_player
        temple = action["temple"]
        comp = self.component_of(temple)
        present = {self.inca[c] for c in comp if self.inca[c] >= 0}
        order = [(p + k) % self.num_players for k in range(self.num_players)]
        order = [q for q in order if q in present]
        self.festival = {"temple": temple, "order": order, "at": 0, "active": list(order),
                         "total": dict.fromkeys(order, 0), "played": {q: [] for q in order},
                         "acted": [], "quiet": 0, "turn_plays": 0,
                         "relics": C.FESTIVAL_CARDS[self.discard[-1]]}
        self.events.append({"kind": "festival", "seat": p, "cell": temple,
                            "value": self._temple[temple]})

    def _festival_actions(self) -> list[Action]:
        f = self.festival
        q = f["order"][f["at"]]
        relics = f["relics"]
        high = max([f["total"][o] for o in f["active"] if o != q] + [0])
        out = [K.PLAY[c] for c in sorted(self.hands[q]) if _fp(c, relics)]
        if f["total"][q] >= max(high, 1):
            out.append(K.DONE)
        if f["total"][q] < high:  # below the highest bid: raise or drop out
            out.append(K.DROP)
        return out

    def _do_play_card(self, action: Action) -> None:
        f = self.festival
        q = f["order"][f["at"]]
        card = action["card"]
        self.hands[q].remove(card)
        self.known[card] = (1 << self.num_players) - 1
        f["played"][q].append(card)
        f["total"][q] += _fp(card, f["relics"])
        f["turn_plays"] += 1
        self.events.append({"kind": "play_card", "seat": q, "card": card,
                            "total": f["total"][q]})

    def _do_done(self, action: Action) -> None:
        f = self.festival
        q = f["order"][f["at"]]
        f["quiet"] = 0 if f["turn_plays"] else f["quiet"] + 1
        self._next_bidder(q)

    def _do_drop(self, action: Action) -> None:
        f = self.festival
        q = f["order"][f["at"]]
        f["active"].remove(q)
        self.events.append({"kind": "drop", "seat": q})
        self._next_bidder(q)

    def _next_bidder(self, q: int) -> None:
        f = self.festival
        if q not in f["acted"]:
            f["acted"].append(q)
        f["turn_plays"] = 0
        active = f["active"]
        everyone_acted = all(o in f["acted"] for o in f["order"])
        if len(active) == 1 and everyone_acted:
            self._close_festival(active)
            return
        if everyone_acted and f["quiet"] >= len(active):
            self._close_festival(active)
            return
        order = f["order"]
        i = f["at"]
        for _ in range(len(order)):
            i = (i + 1) % len(order)
            if order[i] in active:
                break
        f["at"] = i

    def _close_festival(self, organizers: list[int]) -> None:
        f = self.festival
        temple = f["temple"]
        value = self._temple[temple]
        alone, shared = C.FESTIVAL_PP[value]
        pp = alone if len(organizers) == 1 else shared
        for q in organizers:
            self.scores[q]["festivals"] += pp
        for q in f["order"]:
            self.discard.extend(f["played"][q])
        self.disc[temple] = True
        self.discs -= 1
        self.festival = None
        self.events.append({"kind": "festival_organized", "seats": list(organizers),
                            "pp": pp, "cell": temple})
        self._flip()
        self._end_turn()

    # ------------------------------------------------------------------ scoring
    def _grand_final(self, p: int) -> None:
        """Per temple: first position scores its value, second position half of it."""
        self.scored[p] = True
        total = 0
        for comp in self.components():
            temple = self.temple_of(comp)
            if temple < 0:
                continue
            groups = rank_groups(self.standings(comp))
            value = self._temple[temple]
            place = 1 if groups and p in groups[0] else (
                2 if len(groups) > 1 and p in groups[1] else 0)
            if place:
                pp = value if place == 1 else value // 2
                total += pp
                self.events.append({"kind": "grand_final_temple", "seat": p, "cell": temple,
                                    "value": value, "place": place, "pp": pp})
        self.scores[p]["final"] += total
        self.events.append({"kind": "grand_final", "seat": p, "pp": total})

    def score(self, p: int) -> int:
        return sum(self.scores[p].values())

    def outcome(self) -> Outcome:
        if not self.ending:
            raise IllegalAction("the game is not over yet")
        totals = [self.score(p) for p in range(self.num_players)]
        ranks = competition_ranks([(t,) for t in totals])
        return Outcome(self.ending, tuple(
            SeatResult(seat=p, score=totals[p], rank=ranks[p],
                       breakdown={**self.scores[p], "total": totals[p]})
            for p in range(self.num_players)))


def _cell(value: Any) -> int:
    """An action's hex parameter as a hex number, or -1 when it names no hex."""
    return value if isinstance(value, int) and 0 <= value < H.N_CELLS else -1


def _fp(card: int, relics: tuple[int, ...]) -> int:
    """Festival points of a card: its relics that the face-up card asks for."""
    return sum(1 for r in C.FESTIVAL_CARDS[card] if r in relics)


_USABLE = tuple(frozenset(c for c in range(len(C.FESTIVAL_CARDS)) if _fp(c, relics))
                for relics in C.FESTIVAL_CARDS)
"""Face-up card -> the cards worth festival points under it."""


def _copy_festival(f: dict[str, Any] | None) -> dict[str, Any] | None:
    if f is None:
        return None
    out = dict(f)
    for key in ("order", "active", "acted"):
        out[key] = list(f[key])
    out["total"] = dict(f["total"])
    out["played"] = {q: list(cards) for q, cards in f["played"].items()}
    return out
