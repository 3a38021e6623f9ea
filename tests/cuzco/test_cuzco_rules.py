"""Rules of Cuzco: every rulebook example plus edge cases.

Positions are built from a real new game whose fields are set directly (helpers below keep
the tile, Inca, floor, pond and card counts consistent); the rules are then exercised by
applying real actions. Cells are named by their map coordinates (row, doubled column).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pytest

from cuzco_invariants import check_invariants
from incagames.core import Action, IllegalAction, Rng
from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H
from incagames.cuzco.scoring import grand_final
from incagames.cuzco.site import component_of, highest, rank_groups, rank_key, standings, temple_of
from incagames.cuzco.state import CuzcoState

A, B, CC, D = 0, 1, 2, 3

# ----------------------------------------------------------------------------- helpers


def at(row: int, col: int) -> int:
    """Cell number of the hex at (row, doubled column)."""
    return H.INDEX[(row, col)]


def ready(players: int = 3, active: int = A, seed: int = 5) -> CuzcoState:
    """An empty site, seat ``active`` in the middle of its turn (first placement done)."""
    s = CuzcoState(players, seed)
    s.turn_player = active
    s.phase = ("main",)
    s.placed = True
    s.ap = C.AP_PER_TURN
    s.draws = 0
    s.token_used = False
    s.temple_changed = set()
    return s


def at_turn_start(s: CuzcoState, active: int = A) -> None:
    """Make ``active`` start a fresh turn (mandatory placement first)."""
    s.turn_player = active
    s.phase = ("start",)
    s.placed = False
    s.ap = C.AP_PER_TURN
    s.temple_changed = set()


def lay(s: CuzcoState, cells: Sequence[int], village: int = -1) -> None:
    """Put one terrain tile on ``cells`` directly (no rule check). Bookkeeping: every such
    tile is counted against the common supply, so the players' own supplies stay full."""
    s.triples -= 1
    tile = len(s.tile_cells)
    s.tile_cells.append(tuple(sorted(cells)))
    for c in cells:
        s.height[c] += 1
        s.top[c] = C.VILLAGE if c == village else C.CROP
        s.top_tile[c] = tile


def stack(s: CuzcoState, cell: int, level: int, village: bool = False) -> None:
    """Raise ``cell`` to ``level`` with single tiles, the top one a village or a crop."""
    while s.height[cell] < level:
        top = s.height[cell] + 1 == level
        lay(s, [cell], cell if (village and top) else -1)


def ground(s: CuzcoState, cells: Iterable[int], village: bool = False, level: int = 1) -> None:
    """Each cell raised to ``level`` with single tiles, the top one a village or a crop."""
    for c in cells:
        stack(s, c, level, village)


def put(s: CuzcoState, seat: int, cell: int) -> None:
    """An Inca of ``seat`` onto ``cell``, from its supply."""
    assert s.inca[cell] < 0 and s.top[cell]
    s.inca[cell] = seat
    s.off_board[seat] -= 1


def temple(s: CuzcoState, cell: int, value: int) -> None:
    """A temple of ``value`` standing on ``cell`` (its floors taken from the supply)."""
    assert s.top[cell] == C.VILLAGE
    for v in C.TEMPLE_VALUES:
        if v <= value:
            s.floors[v] -= 1
    s.temple[cell] = value


def pond(s: CuzcoState, cell: int) -> None:
    s.pond[cell] = True
    s.ponds -= 1


def deal(s: CuzcoState, hands: list[list[int]], face_up: int) -> None:
    """Give every seat exactly these cards, ``face_up`` on the discard, the rest the deck."""
    used = {c for h in hands for c in h} | {face_up}
    s.hands = [list(h) for h in hands]
    s.discard = [face_up]
    s.deck = [c for c in range(len(C.FESTIVAL_CARDS)) if c not in used]
    s.known = [0] * len(C.FESTIVAL_CARDS)
    for p, hand in enumerate(hands):
        for c in hand:
            s.known[c] = 1 << p
    s.known[face_up] = (1 << s.num_players) - 1


def pp(s: CuzcoState, seat: int) -> int:
    return s.score(seat)


def legal_of(s: CuzcoState, kind: str) -> list[Action]:
    return [a for a in s.legal_actions() if a.kind == kind]


def place(cells: Iterable[int], village: int = -1) -> Action:
    return Action("place", cells=tuple(sorted(cells)), village=village)


def put_tile(s: CuzcoState, tile: str, cells: Iterable[int], village: int = -1) -> None:
    """Choose a terrain and place it, as two real actions."""
    s.apply(Action("choose_terrain", tile=tile))
    s.apply(place(cells, village))


def refused(s: CuzcoState, action: object, words: str = "") -> str:
    """The action raises IllegalAction with a reason and changes nothing."""
    before = s.to_json()
    with pytest.raises(IllegalAction) as info:
        s.apply(action)  # type: ignore[arg-type]
    assert info.value.reason
    assert words.lower() in info.value.reason.lower()
    assert s.to_json() == before
    return info.value.reason


def row(r: int, cols: Iterable[int]) -> list[int]:
    return [at(r, c) for c in cols]


# --------------------------------------------------------- 1. ranking examples


def test_ranking_example_highest_inca_beats_more_incas() -> None:
    """Rulebook: "Player A has the Inca at the highest elevation (level 4) in the City.
    Thus, player A is allowed to expand the Temple, even though player B has 3 Incas in
    the City"."""
    s = ready(players=2)
    city = row(6, range(10, 22, 2))  # 6 village hexes
    ground(s, city, village=True)
    temple(s, city[0], 2)
    stack(s, city[1], 4, village=True)
    put(s, A, city[1])
    for cell, level in zip(city[2:5], (3, 2, 1), strict=True):
        stack(s, cell, level, village=True)
        put(s, B, cell)
    assert rank_groups(standings(s, city)) == [[A], [B]]
    expand = legal_of(s, "expand_temple")
    assert {a["value"] for a in expand} == {4, 6}
    s.turn_player = B
    assert legal_of(s, "expand_temple") == []


def test_ranking_example_second_inca_breaks_the_tie() -> None:
    """Rulebook: "Players A and B both have an Inca at level 3. But player B's second Inca
    is at level 2, while player A's is at level 1. Only player B can build a Temple in the
    Village. Player C is ignored, because C has no Inca at level 3." A perfect tie: "If
    nobody occupies the highest position, nobody can build or expand a Temple"."""
    s = ready(players=3)
    village = row(6, range(10, 24, 2))  # 7 village hexes
    ground(s, village, village=True)
    for seat, cell, level in ((A, 0, 3), (A, 1, 1), (B, 2, 3), (B, 3, 2), (CC, 4, 2),
                              (CC, 5, 2)):
        stack(s, village[cell], level, village=True)
        put(s, seat, village[cell])
    assert rank_key([1, 3]) == (3, 1) and rank_key([2, 3]) == (3, 2)
    assert highest(s, village) == B
    for seat in (A, CC):
        s.turn_player = seat
        assert legal_of(s, "build_temple") == []
    s.turn_player = B
    builds = legal_of(s, "build_temple")
    assert builds and {a["cell"] for a in builds} == {village[6]}  # the only free hex
    # A perfect tie elsewhere (A 3+1, B 3+1, C 2): nobody may build.
    other = row(9, (9, 11, 13, 15, 17))
    ground(s, other, village=True)
    for seat, cell, level in ((A, 0, 3), (A, 1, 1), (B, 2, 3), (B, 3, 1), (CC, 4, 2)):
        stack(s, other[cell], level, village=True)
        put(s, seat, other[cell])
    assert standings(s, other) == {A: [3, 1], B: [3, 1], CC: [2]}
    assert highest(s, other) == -1
    for seat in (A, B, CC):
        s.turn_player = seat
        assert all(a["cell"] not in other for a in legal_of(s, "build_temple"))


# ------------------------------------------------- 2. linking and expanding a temple


def linked_city() -> tuple[CuzcoState, list[int], list[int], Action]:
    """A 4-hex city (value-4 temple, A's Inca in it), a gap, then a 3-hex village; the
    returned placement (a triple whose village hex fills the gap) links them."""
    s = ready(players=2)
    city = row(6, (10, 12, 14, 16))
    village = row(6, (20, 22, 24))
    ground(s, city + village, village=True)
    temple(s, city[0], 4)
    put(s, A, city[1])
    link = place([at(6, 18), at(7, 17), at(7, 19)], village=at(6, 18))
    return s, city, village, link


def link_up(s: CuzcoState, link: Action) -> None:
    s.apply(Action("choose_terrain", tile="triple"))
    s.apply(link)


def test_linking_a_village_then_expanding_four_to_eight() -> None:
    """Rulebook: "The Village is linked to the City by placing this Terrain for 1 AP. Now
    the Temple can be expanded from 4 to 8 for 1 AP" ("by adding both floors 6 and 8 for a
    total of only 1 AP"); "If you expand a Temple from value 2 to value 8, you earn 4 PP"
    (half the new value)."""
    s, city, _village, link = linked_city()
    assert {a["value"] for a in legal_of(s, "expand_temple")} == set()  # 4 hexes: max 4
    link_up(s, link)
    assert len(component_of(s, city[0])) == 8
    assert s.ap == 5
    floors = dict(s.floors)
    s.apply(Action("expand_temple", cell=city[0], value=8))
    assert s.temple[city[0]] == 8
    assert s.ap == 4
    assert pp(s, A) == 4 and s.scores[A]["temples"] == 4
    assert s.floors[6] == floors[6] - 1 and s.floors[8] == floors[8] - 1
    assert s.floors[4] == floors[4] and s.floors[2] == floors[2]


def test_a_temple_changes_value_at_most_once_per_turn() -> None:
    """Rulebook: "A single Temple can only change value once per turn: You can neither
    build a Temple and then expand it in the same turn, nor expand a Temple multiple times
    in the same turn"."""
    s, city, _village, link = linked_city()
    link_up(s, link)
    s.apply(Action("expand_temple", cell=city[0], value=6))
    assert legal_of(s, "expand_temple") == []
    refused(s, Action("expand_temple", cell=city[0], value=8))
    # A village of its own: build there, then no expansion the same turn.
    other = row(9, (9, 11, 13, 15, 17))
    ground(s, other, village=True)
    put(s, A, other[0])
    s.apply(Action("build_temple", cell=other[1], value=2))
    assert all(a["cell"] != other[1] for a in legal_of(s, "expand_temple"))
    # Next turn of A: both temples may change again.
    s.temple_changed = set()
    assert {a["cell"] for a in legal_of(s, "expand_temple")} == {city[0], other[1]}


def test_temple_value_is_bounded_by_city_size_and_floors() -> None:
    """Rulebook: "When you build / expand a Temple, its value must be less than or equal
    to the number of hexes composing the Village/City"; "If you wish to build or expand a
    Temple, but there are no more of the floor of the necessary value, you cannot perform
    that action"."""
    s, city, _village, link = linked_city()
    link_up(s, link)  # 8 hexes: up to value 8, never 10
    assert {a["value"] for a in legal_of(s, "expand_temple")} == {6, 8}
    s.floors[8] = 0
    assert {a["value"] for a in legal_of(s, "expand_temple")} == {6}
    s.floors[6] = 0
    assert legal_of(s, "expand_temple") == []
    refused(s, Action("expand_temple", cell=city[0], value=8))
    # Building: a 5-hex village takes a value-2 or value-4 temple at once (1 AP).
    village = row(9, (9, 11, 13, 15, 17))
    ground(s, village, village=True)
    put(s, A, village[0])
    values = {a["value"] for a in legal_of(s, "build_temple") if a["cell"] == village[2]}
    assert values == {2, 4}
    # A temple never stands on an Inca.
    assert all(a["cell"] != village[0] for a in legal_of(s, "build_temple"))
    s.apply(Action("build_temple", cell=village[2], value=4))
    assert s.temple[village[2]] == 4 and s.scores[A]["temples"] == 2


# ----------------------------------------------------------------- 3. cutting a city


def test_cutting_a_city_leaves_a_village_for_a_new_temple() -> None:
    """Rulebook: "it is possible that you shrink a City or cut it in two. This does not
    change the value of its Temple. If the City is cut, the part without a Temple once
    again becomes a Village, which can accommodate a new Temple"."""
    s = ready(players=2)
    city = row(6, range(10, 30, 2))  # 10 village hexes, value-8 temple at the west end
    ground(s, city, village=True)
    ground(s, [at(7, 21)])
    temple(s, city[0], 8)
    put(s, A, city[1])
    put(s, A, city[7])
    s.disc[city[0]] = True
    s.discs -= 1
    assert len(component_of(s, city[0])) == 10
    # A double covers (6,20) with crop: the city is cut in two.
    put_tile(s, "double", [at(6, 20), at(7, 21)], village=at(7, 21))
    west = component_of(s, city[0])
    east = component_of(s, city[7])
    assert sorted(west) == sorted(city[:5])
    assert sorted(east) == sorted([*city[6:], at(7, 21)])
    assert s.temple[city[0]] == 8 and s.disc[city[0]]
    assert temple_of(s, east) == -1
    builds = legal_of(s, "build_temple")
    assert {a["value"] for a in builds} == {2, 4}
    assert {a["cell"] for a in builds} == set(east) - {city[7]}
    s.apply(Action("build_temple", cell=city[8], value=4))
    assert s.temple[city[8]] == 4 and s.temple[city[0]] == 8
    assert s.scores[A]["temples"] == 2
    check_invariants(s, hand_built=True)


# ------------------------------------------------------------------------ 4. ponds


def test_pond_example_two_hex_pond_scores_six() -> None:
    """Rulebook: "A player places an Irrigation Pond tile on a completely surrounded empty
    hex, creating an entirely surrounded 2-hex Pond. Player A is on level 3 beside the
    Pond, while both of player [B]'s Incas are lower; so, player A immediately gains 6 PP
    (3 PP per hex in the Pond)"."""
    s = ready(players=3)
    old, new = at(6, 8), at(6, 10)
    pond(s, old)
    around = (set(H.NEIGHBOURS[old]) | set(H.NEIGHBOURS[new])) - {old, new}
    assert len(around) == 8
    ground(s, around)
    stack(s, at(5, 9), 3)
    put(s, A, at(5, 9))
    put(s, A, at(7, 7))
    for cell in (at(7, 9), at(6, 12)):
        stack(s, cell, 2)
        put(s, B, cell)
    assert not s.pond_scored[old]
    s.apply(Action("pond", cell=new))
    assert s.scores[A]["ponds"] == 6 and pp(s, B) == 0
    assert s.pond_scored[old] and s.pond_scored[new]
    assert s.ap == 5 and s.ponds == C.POND_TILES - 3 - 2
    assert {"kind": "pond_scored", "seat": A, "hexes": 2, "pp": 6} in s.events
    check_invariants(s, hand_built=True)


def test_pond_example_tie_closing_a_pond_scores_nothing() -> None:
    """Rulebook: "By placing this Terrain, this 1-hex Pond is entirely surrounded. Players
    A and B both have an Inca at the highest elevation, and player C is lower. So, no one
    has the advantage, and no one scores any PP"."""
    s = ready(players=3, active=CC)
    water = at(5, 21)
    pond(s, water)
    left_open = at(6, 22)
    ground(s, set(H.NEIGHBOURS[water]) - {left_open})
    for seat, cell, level in ((A, at(4, 20), 2), (B, at(4, 22), 2), (CC, at(5, 19), 1)):
        stack(s, cell, level)
        put(s, seat, cell)
    put_tile(s, "double", [left_open, at(6, 24)], village=at(6, 24))
    assert s.pond_scored[water]
    assert [pp(s, p) for p in range(3)] == [0, 0, 0]
    assert {"kind": "pond_scored", "seat": -1, "hexes": 1, "pp": 0} in s.events


def test_ponds_go_on_empty_inland_hexes_only() -> None:
    """Rulebook: "you must place it directly on an empty hex of the board, never on a
    Terrain"; "You cannot place a Pond along the borders of Cuzco"; "You can place a Pond
    adjacent to another to form a larger Pond"."""
    s = ready()
    ground(s, [at(6, 12)])
    cells = {a["cell"] for a in legal_of(s, "pond")}
    assert at(6, 12) not in cells  # terrain
    assert not cells & H.BORDER_HEXES  # the site's edge
    assert not cells & H.BORDER_CELLS
    assert not cells & set(H.PRINTED_PONDS)
    assert at(5, 13) in cells  # next to the printed pond at (5, 15)
    for cell in (at(6, 12), at(7, 3), at(4, 4), H.PRINTED_PONDS[0], at(1, 9)):
        refused(s, Action("pond", cell=cell))
    s.ponds = 0
    assert legal_of(s, "pond") == []


def test_pond_in_a_single_closed_hole_scores_at_once() -> None:
    """Rulebook: "If a single empty hex between Terrains remains on the board, you are
    still welcome to set up a Pond in it for 1 AP. Because it is already surrounded, award
    the PP immediately"."""
    s = ready(players=2, active=B)
    hole = at(7, 13)
    ground(s, H.NEIGHBOURS[hole])
    put(s, B, H.NEIGHBOURS[hole][0])
    s.apply(Action("pond", cell=hole))
    assert s.scores[B]["ponds"] == 3


def test_extension_of_a_scored_pond_scores_only_new_hexes() -> None:
    """COMPONENTS.md ruling: "A pond ... scores 3 PP per hex once, when it first becomes
    completely surrounded by terrain; a later extension scores only its new hexes". (In
    play a scored pond has no empty neighbour; the position marks a hex scored directly.)"""
    s = ready(players=2)
    old, new = at(6, 8), at(6, 10)
    pond(s, old)
    s.pond_scored[old] = True
    ground(s, (set(H.NEIGHBOURS[old]) | set(H.NEIGHBOURS[new])) - {old, new})
    put(s, A, at(5, 9))
    s.apply(Action("pond", cell=new))
    assert s.scores[A]["ponds"] == 3
    assert {"kind": "pond_scored", "seat": A, "hexes": 1, "pp": 3} in s.events


def test_pond_scoring_counts_printed_ponds_and_only_once() -> None:
    """A printed pond is a pond: closing it scores 3 PP once, never again later."""
    s = ready(players=2)
    printed = at(5, 15)
    assert printed in H.PRINTED_PONDS
    ring = list(H.NEIGHBOURS[printed])
    ground(s, ring[:-1])
    put(s, A, ring[0])
    put_tile(s, "single_crop", [ring[-1]])
    assert s.scores[A]["ponds"] == 3
    put_tile(s, "single_crop", [at(8, 24)])  # ponds are checked again: nothing new
    s.apply(Action("pond", cell=at(7, 27)))
    assert s.scores[A]["ponds"] == 3


# --------------------------------------------------------------------- 5. festivals

MASK, TUMI, QUIPU, MASK_TUMI, MASK_QUIPU, TUMI_QUIPU = 0, 5, 10, 15, 20, 25


def festival_table(players: int = 4) -> tuple[CuzcoState, int]:
    """A value-8 temple in a 9-hex city, an Inca of every seat in it, and the hands of the
    rulebook's festival example; the face-up card asks for mask and tumi."""
    s = ready(players=players)
    city = row(6, range(10, 28, 2))
    ground(s, city, village=True)
    temple(s, city[0], 8)
    for p in range(players):
        put(s, p, city[1 + p])
    hands = [
        [MASK, MASK + 1, MASK + 2],  # A: three 1-FP cards
        [TUMI, QUIPU],  # B: one 1-FP card
        [MASK_TUMI, MASK + 3, MASK + 4],  # C: a 2-FP card and two 1-FP cards
        [TUMI_QUIPU],  # D: one 1-FP card (she drops anyway)
    ][:players]
    deal(s, hands, face_up=MASK_TUMI + 1)
    return s, city[0]


def bid_to_step_five(s: CuzcoState, temple_cell: int) -> None:
    """Steps 1-5 of the rulebook's example."""
    s.apply(Action("festival", temple=temple_cell))
    assert s.current_player == A
    s.apply(Action("play_card", card=MASK))  # 1: A 1 FP
    s.apply(Action("done"))
    assert s.current_player == B
    s.apply(Action("play_card", card=TUMI))  # 2: B 1 FP (done is then automatic)
    assert s.current_player == CC
    s.apply(Action("play_card", card=MASK_TUMI))  # C 2 FP
    s.apply(Action("done"))
    assert s.current_player == D
    s.apply(Action("drop"))  # D drops out
    assert s.current_player == A
    s.apply(Action("play_card", card=MASK + 1))  # 3: A reaches 2 FP
    s.apply(Action("done"))
    # 4: B cannot reach 2 FP: dropping is his only choice, taken at once.
    assert s.current_player == CC
    assert s.festival is not None and B not in s.festival["active"]
    s.apply(Action("play_card", card=MASK + 3))  # 5: C has 3 FP
    s.apply(Action("done"))
    assert s.current_player == A


def test_festival_example_co_organizers() -> None:
    """Rulebook: "Player A has no more appropriate Relics, so players A and C tie and
    co-organize the Festival. They each score 2 PP [value-8 temple]"; "All cards the
    participants played are discarded, even if they dropped out of the bidding early ...
    Flip the top card of the deck face up atop the discard"; "place a Solar Disc atop the
    Temple to indicate that no new Festival can be organized there until the Temple has
    been expanded again. When the Temple is expanded, immediately remove the Solar
    Disc"."""
    s, temple_cell = festival_table()
    deck_top = s.deck[-1]
    bid_to_step_five(s, temple_cell)
    s.apply(Action("play_card", card=MASK + 2))  # 6: A reaches 3 FP
    assert s.current_player == CC
    assert set(s.legal_actions()) == {Action("play_card", card=MASK + 4), Action("done")}
    s.apply(Action("done"))  # 7: C stands; 8: A cannot raise, the tie is agreed at once
    assert s.festival is None
    assert [s.scores[p]["festivals"] for p in range(4)] == [2, 0, 2, 0]
    played = [MASK, MASK + 1, MASK + 2, TUMI, MASK_TUMI, MASK + 3]
    assert sorted(s.discard[1:-1]) == sorted(played)
    assert s.discard[-1] == deck_top  # a new face-up card
    assert s.hands[B] == [QUIPU] and s.hands[D] == [TUMI_QUIPU]
    assert s.hands[CC] == [MASK + 4]
    assert s.disc[temple_cell] and s.discs == C.SOLAR_DISCS - 1
    # The turn of A ended with the festival.
    assert s.turn_player == B and s.phase[0] == "start"
    check_invariants(s, hand_built=True)
    # No new festival in that temple until it is expanded (which removes the disc).
    s.turn_player, s.phase, s.ap = A, ("main",), 6
    relics = set(C.FESTIVAL_CARDS[s.discard[-1]])
    card = next(c for c in s.deck if relics & set(C.FESTIVAL_CARDS[c]))
    s.deck.remove(card)
    s.hands[A].append(card)
    assert legal_of(s, "festival") == []
    ground(s, [at(6, 28)], village=True)  # 10 hexes
    stack(s, at(6, 12), 2, village=True)  # A's Inca now stands highest
    s.apply(Action("expand_temple", cell=temple_cell, value=10))
    assert not s.disc[temple_cell] and s.discs == C.SOLAR_DISCS
    assert legal_of(s, "festival") == [Action("festival", temple=temple_cell)]


def test_festival_example_sole_organizer_had_a_not_tied() -> None:
    """Rulebook: "If A had not tied C, C would have earned 4 PP for organizing the Festival
    alone"."""
    s, temple_cell = festival_table()
    bid_to_step_five(s, temple_cell)
    s.apply(Action("drop"))
    assert s.festival is None
    assert [s.scores[p]["festivals"] for p in range(4)] == [0, 0, 4, 0]


def test_festival_needs_an_inca_in_the_city_and_a_matching_card() -> None:
    """Rulebook: "you can propose organizing a Festival in a City in which you have at
    least one Inca"; participants "must play cards with Relics corresponding to the face-up
    card"; the proposer bids first (at least 1 FP)."""
    s, temple_cell = festival_table(players=2)
    assert legal_of(s, "festival") == [Action("festival", temple=temple_cell)]
    deal(s, [[QUIPU + 1], [TUMI]], face_up=MASK_TUMI + 1)  # no relic asked for
    assert legal_of(s, "festival") == []
    deal(s, [[MASK], [TUMI]], face_up=MASK_TUMI + 1)
    s.inca[at(6, 12)] = -1
    s.off_board[A] += 1
    assert legal_of(s, "festival") == []  # no Inca of A in the city
    put(s, A, at(6, 12))
    s.apply(Action("festival", temple=temple_cell))
    # A had a single card to bid with: it was played at once; B answers.
    assert s.festival is not None and s.festival["total"] == {A: 1, B: 0}
    assert s.current_player == B
    assert set(s.legal_actions()) == {Action("play_card", card=TUMI), Action("drop")}


def test_festival_value_two_sole_organizer_when_nobody_else_is_there() -> None:
    """Player aid: a value-2 temple gives 1 PP alone; nobody else in the city means no
    bidding at all."""
    s = ready(players=3)
    city = row(6, (10, 12, 14))
    ground(s, city, village=True)
    temple(s, city[0], 2)
    put(s, A, city[1])
    deal(s, [[MASK], [MASK + 1], [MASK + 2]], face_up=MASK + 3)
    s.apply(Action("festival", temple=city[0]))
    assert s.festival is None and s.scores[A]["festivals"] == 1
    assert s.turn_player == B


def test_only_players_with_an_inca_in_the_city_bid() -> None:
    """Rulebook: "The other players who have Incas in the City can decide to participate
    in the Festival"; "You are not required to have built or expanded the City's Temple
    in order to participate in the Festival. You merely must have an Inca in the City"."""
    s, temple_cell = festival_table(players=4)
    s.inca[at(6, 16)] = -1  # C's Inca leaves the city
    s.off_board[CC] += 1
    s.apply(Action("festival", temple=temple_cell))
    assert s.festival is not None and s.festival["order"] == [A, B, D]
    s.apply(Action("play_card", card=MASK))
    s.apply(Action("done"))
    s.apply(Action("play_card", card=TUMI))  # B matches (done is automatic)
    assert s.current_player == D
    s.apply(Action("drop"))
    s.apply(Action("done"))  # A stands; B cannot raise and agrees
    assert s.festival is None
    assert [s.scores[p]["festivals"] for p in range(4)] == [2, 2, 0, 0]
    assert s.hands[CC] == [MASK_TUMI, MASK + 3, MASK + 4]


# ------------------------------------------------------------- 6. grand final scoring


def final_city(s: CuzcoState) -> int:
    """A value-10 temple; A, B, C each have Incas at levels 3 and 2, B another at 1."""
    city = row(6, range(10, 30, 2))
    ground(s, city, village=True)
    temple(s, city[0], 10)
    slots = iter(city[1:])
    for seat, levels in ((A, (3, 2)), (B, (3, 2, 1)), (CC, (3, 2))):
        for level in levels:
            cell = next(slots)
            stack(s, cell, level, village=True)
            put(s, seat, cell)
    return city[0]


def test_grand_final_example() -> None:
    """Rulebook: "In a City with a value-10 Temple, players A, B, and C each have an Inca at
    level 3 and an Inca at level 2. Player B has another Inca at level 1, but the others
    do not. So, he holds 1st place and scores 10 PP ... players A and C will be tied for
    2nd place, and each will score 5 PP during their Grand Final Scoring"."""
    s = ready(players=3)
    final_city(s)
    for p in range(3):
        grand_final(s, p)
    assert [s.scores[p]["final"] for p in range(3)] == [5, 10, 5]


def test_game_end_after_the_last_triple() -> None:
    """Rulebook: "If you place the final triple Terrain, then finish your turn, and perform
    your Grand Final Scoring. Then, each player plays their final turn, during which they
    are no longer required to place a Terrain, and then performs their own Grand Final
    Scoring ... After each player in turn has completed their Grand Final Scoring, the game
    is over"."""
    s = ready(players=3, active=B)
    final_city(s)
    s.triples = 1
    at_turn_start(s, B)
    s.apply(Action("choose_terrain", tile="triple"))
    s.apply(place([at(9, 9), at(9, 11), at(10, 10)], village=at(9, 9)))
    assert s.last_triple_by == B and not s.scored[B]
    # B finishes the turn first (and may still place terrain of his own).
    assert s.current_player == B and s.phase == ("main",) and legal_of(s, "choose_terrain")
    s.apply(Action("end_turn"))
    assert s.scored[B] and s.scores[B]["final"] == 10
    # C: a last turn without a mandatory placement, even with terrain left to place.
    assert s.turn_player == CC and s.phase == ("main",)
    assert legal_of(s, "choose_terrain") and legal_of(s, "end_turn")
    s.apply(Action("end_turn"))
    assert s.scored[CC] and s.scores[CC]["final"] == 5
    assert s.turn_player == A and s.phase == ("main",)
    assert not s.is_over
    s.apply(Action("end_turn"))
    assert s.is_over and s.current_player is None and s.legal_actions() == []
    assert [s.scores[p]["final"] for p in range(3)] == [5, 10, 5]
    out = s.outcome()
    assert out.ending == "final"
    assert out.scores == (5, 10, 5) and out.winners == (B,)
    assert out.ranks == (2, 1, 2)
    refused(s, Action("end_turn"), "over")


def test_final_turn_can_change_the_final_standing() -> None:
    """Rulebook: "Player C may very well use her final turn to move an Inca to seize 1st
    place in this City, so she can score 10 PP"."""
    s = ready(players=3, active=B)
    temple_cell = final_city(s)
    s.triples = 1
    at_turn_start(s, B)
    s.apply(Action("choose_terrain", tile="triple"))
    s.apply(place([at(9, 9), at(9, 11), at(10, 10)], village=at(9, 9)))
    s.apply(Action("end_turn"))
    # C moves an Inca onto a level-4 village hex of the city.
    high = at(7, 23)
    stack(s, high, 4, village=True)
    assert high in component_of(s, temple_cell)
    c_level2 = next(c for c in range(H.N_CELLS) if s.inca[c] == CC and s.height[c] == 2)
    s.apply(Action("move", cell=c_level2, to=high))
    s.apply(Action("end_turn"))
    assert s.scores[CC]["final"] == 10


def test_site_never_offering_a_placement_ends_the_game() -> None:
    """Ruling: a whole round in which nobody could place terrain ends the game as if the
    last triple had been placed."""
    s = ready(players=2)
    s.triples = 0
    s.doubles = [0, 0]
    s.singles_village = [0, 0]
    s.singles_crop = [0, 0]
    s.placed = False
    s.apply(Action("end_turn"))
    assert s.turn_player == B and s.phase == ("main",)
    s.apply(Action("end_turn"))
    assert s.last_triple_by == B and s.scored[B]
    s.apply(Action("end_turn"))
    assert s.is_over and all(s.scored)


# ---------------------------------------------------------- 7. the example turn a-h


def test_example_turn_a_to_h() -> None:
    """Rulebook example of a player's turn: "a- Player A takes a triple Terrain ... (1 AP).
    b- She then brings an Inca ... through the forest onto a border hex ... 1 AP. c- Now
    she moves into the Village ... 1 AP. d- Then, she builds a value-4 Temple (1 AP) and
    scores 2 PP. e- She moves her Inca one hex further into the new City (0 AP). f- She
    places an Irrigation Pond (1 AP). g- She finishes by surrounding it with a double
    Terrain (1 AP) ... she scores 3 PP. h- ... she proposes organizing a Festival ...
    she scores 2 PP as the sole organizer. She has used 6 AP, and her turn is complete."""
    s = ready(players=3)
    village = [at(9, 9), at(9, 11), at(10, 10)]
    ground(s, village, village=True)
    water = at(11, 11)
    ground(s, [at(11, 13), at(10, 12), at(12, 12)])
    deal(s, [[MASK, QUIPU], [MASK + 1], [MASK + 2]], face_up=MASK_TUMI)
    at_turn_start(s, A)
    assert {a.kind for a in s.legal_actions()} == {"choose_terrain"}
    # a- a triple along the forest edge, its village hex joining the village (4 hexes).
    s.apply(Action("choose_terrain", tile="triple"))
    assert {a.kind for a in s.legal_actions()} == {"place"}
    s.apply(place([at(10, 6), at(11, 7), at(10, 8)], village=at(10, 8)))
    assert s.ap == 5 and len(component_of(s, village[0])) == 4
    # b- through the forest onto the border hex (11, 7): 1 AP.
    assert H.ENTRY_COST[at(11, 7)] == 1
    s.apply(Action("enter", cell=at(11, 7)))
    assert s.ap == 4 and s.off_board[A] == 11
    # c- into the village: crop to village costs 1 AP.
    s.apply(Action("move", cell=at(11, 7), to=at(10, 8)))
    assert s.ap == 3
    # d- a value-4 temple: 1 AP, 2 PP.
    s.apply(Action("build_temple", cell=at(9, 9), value=4))
    assert s.ap == 2 and pp(s, A) == 2
    # e- one hex further into the city: 0 AP.
    s.apply(Action("move", cell=at(10, 8), to=at(10, 10)))
    assert s.ap == 2
    # f- a pond beside her Inca: 1 AP.
    s.apply(Action("pond", cell=water))
    assert s.ap == 1 and pp(s, A) == 2
    # g- a double surrounds it: 1 AP, 3 PP for the highest Inca beside the pond.
    s.apply(Action("choose_terrain", tile="double"))
    s.apply(place([at(11, 9), at(12, 10)], village=at(12, 10)))
    assert s.ap == 0 and s.scores[A]["ponds"] == 3
    # h- a festival alone: 0 AP, 2 PP for a value-4 temple.
    assert legal_of(s, "festival") == [Action("festival", temple=at(9, 9))]
    s.apply(Action("festival", temple=at(9, 9)))
    # Her only matching card is played at once; nobody else is in the city.
    assert s.festival is None and MASK in s.discard
    assert s.scores[A] == {"temples": 2, "ponds": 3, "festivals": 2, "final": 0}
    assert s.turn_player == B
    check_invariants(s, hand_built=True)


# ------------------------------------------------------------ edge cases: terrain


def test_terrain_cannot_cover_a_pond_an_inca_or_a_temple() -> None:
    """Rulebook: "you cannot cover a Pond or a hex with an Inca or a Temple in it"."""
    s = ready(players=2)
    city = row(7, (11, 13, 15))
    ground(s, city, village=True)
    temple(s, city[0], 2)
    put(s, B, city[1])
    water = at(5, 9)
    pond(s, water)
    blocked = {city[0], city[1], water, *H.PRINTED_PONDS}
    s.apply(Action("choose_terrain", tile="triple"))
    for a in s.legal_actions():
        assert not set(a["cells"]) & blocked
    refused(s, place([at(5, 9), at(5, 11), at(6, 10)], village=at(6, 10)))
    refused(s, place([at(7, 11), at(6, 12), at(6, 10)], village=at(6, 10)))
    assert place([at(6, 10), at(6, 12), at(5, 11)], village=at(5, 11)) in s.legal_actions()


def test_no_part_of_a_terrain_hangs_over_empty_air() -> None:
    """Rulebook: "No part of this Terrain can be hanging over empty air" (all hexes under
    a terrain at the same height)."""
    s = ready(players=2)
    ground(s, [at(6, 10), at(6, 12)])
    stack(s, at(6, 14), 2)
    s.apply(Action("choose_terrain", tile="triple"))
    cells = {a["cells"] for a in s.legal_actions()}
    assert tuple(sorted((at(6, 10), at(6, 12), at(5, 11)))) not in cells  # 1, 1, 0
    assert tuple(sorted((at(6, 12), at(6, 14), at(7, 13)))) not in cells  # 1, 2, 0
    refused(s, place([at(6, 10), at(6, 12), at(5, 11)], village=at(5, 11)))


def test_not_exactly_atop_a_terrain_of_the_same_shape() -> None:
    """Rulebook: "This Terrain cannot be stacked perfectly atop a Terrain of the same
    shape"; a triple over parts of other tiles at equal height is fine."""
    s = ready(players=2)
    tri = [at(6, 10), at(6, 12), at(7, 11)]
    lay(s, tri, village=tri[0])
    pair = [at(6, 14), at(7, 13)]
    lay(s, pair, village=pair[0])
    lay(s, [at(7, 15)])
    s.apply(Action("choose_terrain", tile="triple"))
    cells = {a["cells"] for a in s.legal_actions()}
    assert tuple(sorted(tri)) not in cells
    refused(s, place(tri, village=tri[0]))
    # Over two tiles at level 1 (the triple's (6, 12) and the double's two hexes)...
    mixed = tuple(sorted((at(6, 12), at(6, 14), at(7, 13))))
    assert mixed in cells
    # ...and over the double plus the single.
    assert tuple(sorted((at(6, 14), at(7, 13), at(7, 15)))) in cells
    s.apply(place(mixed, village=at(6, 14)))
    assert [s.height[c] for c in mixed] == [2, 2, 2]
    # A double exactly on the double is refused; a double on two hexes of the triple is
    # fine (another shape).
    s.phase = ("main",)
    s.apply(Action("choose_terrain", tile="double"))
    doubles = {a["cells"] for a in s.legal_actions()}
    assert tuple(sorted((at(6, 10), at(7, 11)))) in doubles
    lay(s, [at(9, 11), at(9, 13)], village=at(9, 11))
    doubles = {a["cells"] for a in s.legal_actions()}
    assert tuple(sorted((at(9, 11), at(9, 13)))) not in doubles
    # A single on a single is refused, a single on part of a double is fine.
    s.phase = ("main",)
    s.apply(Action("choose_terrain", tile="single_crop"))
    singles = {a["cells"] for a in s.legal_actions()}
    assert (at(7, 15),) not in singles and (at(9, 11),) in singles


def test_a_village_hex_may_not_join_two_cities() -> None:
    """Rulebook: "You cannot merge two Cities by placing a Village/City Terrain; however,
    you can link a City and a Village to expand the City"."""
    s = ready(players=2)
    west, east = row(6, (10, 12)), row(6, (16, 18))
    ground(s, west + east, village=True)
    temple(s, west[0], 2)
    temple(s, east[1], 2)
    gap = at(6, 14)
    s.apply(Action("choose_terrain", tile="single_village"))
    assert (gap,) not in {a["cells"] for a in s.legal_actions()}
    refused(s, place([gap], village=gap))
    s.phase = ("main",)
    # A crop single fills the gap.
    s.apply(Action("choose_terrain", tile="single_crop"))
    assert place([gap]) in s.legal_actions()
    # A double with its village hex away from both cities also fits; with its village
    # hex in the gap it does not.
    s.phase = ("main",)
    s.apply(Action("choose_terrain", tile="double"))
    pair = (gap, at(7, 15))
    assert place(pair, village=gap) not in s.legal_actions()
    assert place(pair, village=at(7, 15)) in s.legal_actions()  # touches the east city only
    # Linking a city and a village is allowed: without the east temple the gap may be a
    # village hex.
    s.floors[2] += 1
    s.temple[east[1]] = 0
    assert place(pair, village=gap) in s.legal_actions()


def test_overflow_costs_one_ap_per_border_cell_at_ground_level() -> None:
    """Rulebook: "Each hex of the Terrain that overflows the Cuzco site costs an additional
    1 AP"; "Placing Terrain atop Terrains that are already overflowing does not require
    additional AP"; it "must cover at least 1 hex of the Cuzco site"."""
    s = ready(players=2)
    one_out = (at(11, 7), at(12, 8))
    two_out = (at(11, 7), at(12, 6), at(12, 8))
    assert at(12, 8) in H.BORDER_CELLS and at(12, 6) in H.BORDER_CELLS
    assert s.placement_cost(tuple(sorted(one_out))) == 2
    assert s.placement_cost(tuple(sorted(two_out))) == 3
    assert all(any(c in H.SITE_CELLS for c in cells) for cells in H.PLACEMENTS[3])
    assert all(c in H.SITE_CELLS for (c,) in H.PLACEMENTS[1])
    put_tile(s, "triple", two_out, village=at(11, 7))
    assert s.ap == 3
    put_tile(s, "double", one_out, village=at(12, 8))  # on the overflowed terrain: 1 AP
    assert s.ap == 2
    # An Inca may enter through terrain on a forest cell.
    s.apply(Action("enter", cell=at(12, 8)))
    assert s.ap == 1
    # With 1 AP left a ground-level overflow is not affordable.
    s.apply(Action("choose_terrain", tile="double"))
    assert all(s.placement_cost(a["cells"]) <= 1 for a in s.legal_actions())
    assert place([at(10, 4), at(10, 6)], village=at(10, 6)) not in s.legal_actions()


# ------------------------------------------------------------- edge cases: Incas


def test_entering_and_leaving_costs_and_places() -> None:
    """Rulebook: "An Inca can only enter or leave through a Terrain (Crop or Village/City)
    placed along the forest edge of the site" (1 AP) or the mountain edge (2 AP); "An Inca
    can neither enter nor leave through an empty hex on the gameboard"."""
    s = ready(players=2)
    forest, mountain, inland = at(10, 6), at(4, 2), at(6, 10)
    ground(s, [forest, mountain, inland])
    cells = {a["cell"] for a in legal_of(s, "enter")}
    assert cells == {forest, mountain}
    s.apply(Action("enter", cell=mountain))
    assert s.ap == 4
    s.apply(Action("enter", cell=forest))
    assert s.ap == 3
    assert {a["cell"] for a in legal_of(s, "leave")} == {forest, mountain}
    refused(s, Action("enter", cell=inland))
    refused(s, Action("enter", cell=at(10, 4)))  # empty forest border hex... a ring cell
    refused(s, Action("enter", cell=at(9, 5)))  # empty border hex
    s.apply(Action("leave", cell=mountain))
    assert s.ap == 1 and s.off_board[A] == 11
    assert legal_of(s, "leave") == [Action("leave", cell=forest)]
    ground(s, [at(3, 5)])
    assert at(3, 5) not in {a["cell"] for a in legal_of(s, "enter")}  # 2 AP > 1 AP


def test_moves_cost_one_ap_per_terrain_type_change() -> None:
    """Rulebook: "Incas can move for free as many hexes as you wish on the same type of
    Terrain (even if they climb up or down the Terraces); this costs 0 AP. Each move that
    results in changing Terrain type (Crop to Village/City, or vice versa) costs 1 AP"."""
    s = ready(players=2)
    crops = row(6, range(10, 24, 2))
    for i, c in enumerate(crops):
        stack(s, c, 1 + i % 3)
    villages = row(6, (24, 26))
    ground(s, villages, village=True)
    far_crop = at(6, 28)
    ground(s, [far_crop])
    put(s, A, crops[0])
    costs = s.move_costs(crops[0], A)
    assert all(costs[c] == 0 for c in crops[1:])
    assert costs[villages[0]] == costs[villages[1]] == 1
    assert costs[far_crop] == 2
    s.apply(Action("move", cell=crops[0], to=crops[-1]))
    assert s.ap == 6
    s.apply(Action("move", cell=crops[-1], to=far_crop))
    assert s.ap == 4
    s.ap = 1
    assert Action("move", cell=far_crop, to=crops[0]) not in s.legal_actions()
    refused(s, Action("move", cell=far_crop, to=crops[0]))


def test_moves_never_cross_enemies_temples_ponds_or_empty_hexes() -> None:
    """Rulebook: "Incas can only move on Terrains, never on empty hexes, Temples, or Ponds";
    "There can be no more than one Inca on each Terrain hex"; "Incas cannot traverse hexes
    containing enemy Incas; however, they can traverse hexes containing Incas of their own
    color"."""
    s = ready(players=2)
    line = row(6, range(10, 24, 2))  # 7 crop hexes in a line, nothing around them
    ground(s, line)
    put(s, A, line[0])
    put(s, A, line[1])  # own Inca: crossable, not a destination
    dests = set(s.move_costs(line[0], A))
    assert dests == set(line[2:])
    s.inca[line[3]] = B
    s.off_board[B] -= 1
    assert set(s.move_costs(line[0], A)) == {line[2]}
    s.inca[line[3]] = -1
    s.off_board[B] += 1
    # A temple in the line blocks it (make line[3] a village hex with a temple).
    s.top[line[3]] = C.VILLAGE
    temple(s, line[3], 2)
    assert set(s.move_costs(line[0], A)) == {line[2]}
    s.temple[line[3]] = 0
    s.floors[2] += 1
    s.top[line[3]] = C.CROP
    # An empty hex breaks the line (a pond hex never carries terrain either).
    lonely = at(8, 10)
    ground(s, [lonely])
    assert lonely not in s.move_costs(line[0], A)
    assert Action("move", cell=line[0], to=lonely) not in s.legal_actions()
    refused(s, Action("move", cell=line[0], to=line[1]))  # occupied by her own Inca
    refused(s, Action("move", cell=line[0], to=at(5, 11)))  # empty hex


# ------------------------------------------------------- edge cases: turn structure


def test_first_placement_is_mandatory() -> None:
    """Rulebook: "you must start by placing a Terrain" -- nothing else is legal first;
    after it the player may place more terrain."""
    s = ready(players=2)
    at_turn_start(s, A)
    assert {a.kind for a in s.legal_actions()} == {"choose_terrain"}
    assert {a["tile"] for a in s.legal_actions()} == set(C.TILES)
    refused(s, Action("end_turn"), "not possible now")
    refused(s, Action("draw", source="deck"))
    s.apply(Action("choose_terrain", tile="single_village"))
    s.apply(place([at(6, 10)], village=at(6, 10)))
    assert s.phase == ("main",) and s.ap == 5
    assert s.singles_village[A] == C.SINGLE_VILLAGES_PER_PLAYER - 1
    kinds = {a.kind for a in s.legal_actions()}
    assert {"choose_terrain", "end_turn", "pond", "draw", "use_token"} <= kinds


def test_first_placement_is_skipped_when_impossible() -> None:
    """Ruling: "If a player has no legal terrain placement, the turn goes on without
    one"."""
    s = ready(players=2, active=B)
    s.triples = 0  # the common supply and A's own tiles are gone
    s.doubles[A] = s.singles_village[A] = s.singles_crop[A] = 0
    s.apply(Action("end_turn"))
    assert s.turn_player == A and s.phase == ("main",)
    assert legal_of(s, "choose_terrain") == [] and legal_of(s, "end_turn")


def test_ap_are_never_spent_below_zero() -> None:
    """Every action costs at most the AP left (unused AP are wasted)."""
    s = ready(players=2)
    ground(s, [at(4, 2), at(10, 6)])
    s.ap = 0
    kinds = {a.kind for a in s.legal_actions()}
    assert kinds <= {"end_turn", "use_token", "move", "festival", "leave"}
    refused(s, Action("pond", cell=at(6, 10)))
    refused(s, Action("draw", source="deck"))
    refused(s, Action("choose_terrain", tile="triple"))
    s.ap = 1
    assert {a["cell"] for a in legal_of(s, "enter")} == {at(10, 6)}


def test_drawing_festival_cards() -> None:
    """Rulebook: "You may draw a maximum of 2 Festival cards on your turn for 1 AP each";
    the face-up card "is immediately replaced by the top card of the deck"; when the deck
    is empty, shuffle the discard pile except its top card into a new deck."""
    s = ready(players=2)
    deal(s, [[MASK], [TUMI]], face_up=QUIPU)
    top = s.deck[-1]
    s.apply(Action("draw", source="face_up"))
    assert QUIPU in s.hands[A] and s.discard == [top] and s.ap == 5
    nxt = s.deck[-1]
    s.apply(Action("draw", source="deck"))
    assert nxt in s.hands[A] and s.ap == 4 and s.draws == 2
    assert legal_of(s, "draw") == []
    refused(s, Action("draw", source="deck"))
    # A new turn, an empty deck: the discard but its top card becomes the deck.
    s.draws = 0
    s.discard = s.discard + s.deck[:-1]
    s.deck = s.deck[-1:]
    face_up = s.discard[-1]
    s.apply(Action("draw", source="deck"))
    assert s.deck == []
    s.apply(Action("draw", source="deck"))
    assert s.discard == [face_up]
    assert any(e["kind"] == "reshuffle" for e in s.events)
    check_invariants(s)


def test_face_up_draw_with_an_empty_deck_reshuffles_for_the_replacement() -> None:
    """The face-up card is replaced at once: with no deck, the discard (but its new top
    card) is shuffled into one first."""
    s = ready(players=2)
    deal(s, [[MASK], [TUMI]], face_up=QUIPU)
    s.discard = [c for c in s.deck] + [QUIPU]
    s.deck = []
    below = s.discard[-2]
    s.apply(Action("draw", source="face_up"))
    assert QUIPU in s.hands[A]
    assert s.discard[0] == below and len(s.discard) == 2
    check_invariants(s)


def test_the_last_face_up_card_cannot_be_drawn_and_a_festival_stays_possible() -> None:
    """Ruling (the rulebook is silent when deck and discard run out): a card may be drawn
    only while another can take the face-up place, so the face-up card is never taken
    and a festival can be proposed even when every other card sits in a hand."""
    s, temple_cell = festival_table(players=2)
    others = [c for c in range(len(C.FESTIVAL_CARDS)) if c != MASK_TUMI + 1]
    deal(s, [others[:15], others[15:]], face_up=MASK_TUMI + 1)
    assert s.deck == [] and s.discard == [MASK_TUMI + 1]
    assert legal_of(s, "draw") == []
    refused(s, Action("draw", source="face_up"))
    refused(s, Action("draw", source="deck"))
    assert Action("festival", temple=temple_cell) in s.legal_actions()
    # One card below the face-up one: it may be drawn, and the one below shows.
    deal(s, [others[:15], others[15:28]], face_up=MASK_TUMI + 1)
    s.deck = []
    s.discard = [others[28], MASK_TUMI + 1]
    s.apply(Action("draw", source="face_up"))
    assert s.discard == [others[28]] and legal_of(s, "draw") == []
    check_invariants(s, hand_built=True)


def test_additional_action_token() -> None:
    """Rulebook: "You can use 1 of your tokens to have 7 AP on your turn instead of just 6
    AP ... remove the token from the game. You can only use 1 token per turn"; 3 tokens."""
    s = ready(players=2)
    assert s.tokens == [3, 3]
    s.apply(Action("use_token"))
    assert s.ap == 7 and s.tokens[A] == 2
    assert Action("use_token") not in s.legal_actions()
    refused(s, Action("use_token"))
    s.apply(Action("end_turn"))
    s.apply(Action("choose_terrain", tile="triple"))
    s.apply(next(iter(s.legal_actions())))
    s.apply(Action("end_turn"))  # B's turn
    assert s.turn_player == A
    s.apply(Action("choose_terrain", tile="triple"))
    s.apply(next(iter(s.legal_actions())))
    s.apply(Action("use_token"))
    s.tokens[A] = 0
    s.token_used = False
    assert Action("use_token") not in s.legal_actions()


# ----------------------------------------------------------- illegal / malformed


def test_illegal_and_malformed_actions_change_nothing() -> None:
    """Illegal or malformed actions raise IllegalAction with a reason; to_json() stays."""
    s = ready(players=3)
    refused(s, Action("teleport"), "not possible now")
    refused(s, Action("move"))
    refused(s, Action("move", cell=1))
    refused(s, Action("pond", cell=10_000))
    refused(s, Action("pond", cell="x"))
    refused(s, Action("pond", cell=at(6, 10), extra=1))
    refused(s, Action("build_temple", cell=at(6, 10), value=2))
    refused(s, Action("draw", source="nowhere"))
    refused(s, Action("festival", temple=at(6, 10)), "not possible now")
    refused(s, Action("play_card", card=0), "not possible now")
    refused(s, "end_turn", "not an action")
    s.apply(Action("choose_terrain", tile="double"))
    refused(s, Action("end_turn"), "not possible now")
    refused(s, place([at(6, 10), at(6, 14)], village=at(6, 10)))  # not adjacent
    refused(s, place([at(6, 10), at(6, 12)], village=at(4, 4)))  # village elsewhere
    refused(s, Action("place", cells=(at(6, 12), at(6, 10)), village=at(6, 10)))  # unsorted
    refused(s, Action("place", cells=(at(6, 10), at(6, 12))))  # no village named
    s.apply(place([at(6, 10), at(6, 12)], village=at(6, 10)))


def test_replay_is_deterministic() -> None:
    """Same seed and the same actions give the same state."""
    rng = Rng(3)
    s = CuzcoState(3, 99)
    played = []
    for _ in range(120):
        action = rng.choice(s.legal_actions())
        s.apply(action)
        played.append(action)
    t = CuzcoState(3, 99)
    for action in played:
        t.apply(action)
    assert t.to_json() == s.to_json()


def test_placement_problem_names_the_reason() -> None:
    """The UI explains an illegal position: pond, Inca, temple, a gap, the same shape."""
    s = CuzcoState(2, 1)
    tri = next(t for t in H.TRIPLES if all(c in H.SITE_CELLS and not s.pond[c] for c in t))
    assert s.placement_problem(tri, tri[0]) is None
    pond_tri = next(t for t in H.TRIPLES if any(s.pond[c] for c in t))
    assert s.placement_problem(pond_tri, pond_tri[0]) == "pond"
    s.inca[tri[1]] = 0
    assert s.placement_problem(tri, tri[0]) == "inca"
    s.inca[tri[1]] = -1
    s.height[tri[2]] = 1
    s.top[tri[2]] = 1
    s.top_tile[tri[2]] = len(s.tile_cells)
    s.tile_cells.append((tri[2],))
    assert s.placement_problem(tri, tri[0]) == "uneven"
