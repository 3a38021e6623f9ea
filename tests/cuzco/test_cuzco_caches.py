"""Cuzco's derived data (``cuzco/terrain.py``, each seat's Inca hexes) and its lists
shared copy-on-write between clones must never show: a state answers as a state rebuilt
from its JSON does, even when fields are set directly between engine changes (as rule
tests do), and a clone's lists are its own.
"""

from __future__ import annotations

from cuzco_invariants import pick
from incagames.core import Rng
from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H
from incagames.cuzco.placement import placements
from incagames.cuzco.site import components
from incagames.cuzco.state import CuzcoState


def _rebuilt(s: CuzcoState) -> CuzcoState:
    return CuzcoState.from_json_unchecked(s.to_json())  # pokes break the laws


def _answers(s: CuzcoState) -> tuple:
    """What the rules say about the position: the listing, every placement of every
    terrain (as if it were being placed), the reach of an Inca from every hex."""
    p = s.turn_player
    walkable = [c for c in range(H.N_CELLS) if s.top[c] and not s.temple[c] and not s.pond[c]
                and s.inca[c] in (-1, p)]
    reach = [sorted(s.move_costs(c, p).items()) for c in walkable]
    places = [placements(s, p, tile) for tile in C.TILES]
    return s.legal_actions(), places, reach, components(s)


def _poke(s: CuzcoState, rng: Rng) -> None:
    """A single crop on a free hex, set directly."""
    for _ in range(20):
        c = rng.randbelow(H.N_CELLS)
        if s.inca[c] < 0 and not s.temple[c] and not s.pond[c]:
            s.tile_cells.append((c,))
            s.height[c] += 1
            s.top[c] = C.CROP
            s.top_tile[c] = len(s.tile_cells) - 1
            return


def test_fields_set_directly_after_engine_changes() -> None:
    checked = temples = 0
    for g in range(10):
        s = CuzcoState(2 + g % 3, 40 + g)
        rng = Rng(g)
        while not s.is_over:
            action = pick(s, rng)
            s.apply(action)
            temple = action.kind in ("build_temple", "expand_temple")
            if s.festival is not None or not (temple or rng.randbelow(40) == 0):
                continue
            _poke(s, rng)
            if rng.randbelow(2):  # an Inca changes hands too
                mover = next((c for c in range(H.N_CELLS) if s.inca[c] >= 0), -1)
                if mover >= 0:
                    s.inca[mover] = (s.inca[mover] + 1) % s.num_players
            mine = _answers(s)  # first: the shared cache must not answer for it
            try:
                fresh = _rebuilt(s)
            except ValueError:
                continue  # the poke made a position the loader refuses
            assert mine == _answers(fresh)
            checked += 1
            temples += temple
            if not mine[0]:
                break  # the poke left nothing to do (a turn that must place, say)
    assert checked > 100 and temples > 20


def test_clones_own_their_lists() -> None:
    s = CuzcoState(3, 8)
    rng = Rng(8)
    for _ in range(300):
        s.apply(rng.choice(s.legal_actions()))
    before = s.to_json()
    c = s.clone()
    for name in ("height", "top", "top_tile", "temple", "pond", "pond_scored", "disc",
                 "known", "inca"):
        getattr(c, name)[5] = 1
    c.tile_cells.append((5,))
    assert s.to_json() == before
    # and the other way round: the original changed after cloning, the clone not
    c = s.clone()
    s.height[7] += 1
    s.known[0] = 0
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    assert c.to_json() == before
    assert _answers(c) == _answers(_rebuilt(c))
