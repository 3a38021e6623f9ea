"""Machu Picchu positions for tests: a real new game whose first-Inca placements are done,
then fields adjusted with helpers that keep the goods ledger, the Incas' supply and the
Priest and Virgin rows balanced."""

from __future__ import annotations

import incagames
from incagames.core import Action
from incagames.machupicchu import MachuPicchuState
from incagames.machupicchu import components as C


def ready(players: int = 3, active: int = 0, seed: int = 11) -> MachuPicchuState:
    """A state whose first-Inca placements are done, with no Incas on the board, all
    princes off the board and seat ``active`` to play a turn."""
    s = incagames.new_game("machu-picchu", players, seed)
    assert isinstance(s, MachuPicchuState)
    for _ in range(players):
        s.apply(Action("place_inca", occupation="farmer"))
    assert s.phase == "turn"
    for p in range(players):
        set_incas(s, p)
    s.queue = [("turn", active)]
    s.turn_player = active
    return s


def set_goods(s: MachuPicchuState, seat: int, corn: int = 0, llama: int = 0, coca: int = 0,
              pottery: int = 0, cloth: int = 0) -> None:
    """Give ``seat`` exactly these goods (the difference goes to or from the bank)."""
    new = [corn, llama, coca, pottery, cloth]
    for g in range(5):
        s.bank[g] += s.goods[seat][g] - new[g]
    s.goods[seat] = new


def set_incas(s: MachuPicchuState, seat: int, sun_clock: int = 0, **occupations: int) -> None:
    """Put exactly these Incas of ``seat`` on the board (the rest in its supply)."""
    counts = [occupations.pop(o, 0) for o in C.OCCUPATIONS] + [sun_clock]
    assert not occupations, occupations
    s.supply[seat] += sum(s.incas[seat]) - sum(counts)
    s.incas[seat] = counts
    assert s.supply[seat] >= 0


def set_priests(s: MachuPicchuState, seat: int, condor: int = 0, puma: int = 0,
                virgin: int = 0) -> None:
    """Give ``seat`` these Priests/Virgins; the rows on the board are updated to match."""
    new = [condor, puma, virgin]
    for r in range(3):
        s.taken[r] += new[r] - s.priests[seat][r]
        assert 0 <= s.taken[r] <= C.ROW_SIZE[r]
    s.priests[seat] = new


def card_id(a: str, b: str) -> int:
    """The id of the sacrifice card showing icons ``a`` and ``b``."""
    want = {C.ICON_INDEX[a], C.ICON_INDEX[b]}
    return next(i for i, (x, y, _g) in enumerate(C.CARDS) if {x, y} == want)
