"""The celebrant, Cuzco's sparring partner of festival cards, festivals and ponds: whole
legal games, the same game for the same seed, and its priorities played on purpose in
constructed positions. Strength is measured with the command line, never asserted."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from incagames.core import Action, Rng
from incagames.core.bots import choose_action, levels_for, make_bot
from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H
from incagames.cuzco.ai.celebrant import CelebrantBot, pond_exposure, unseen_kinds
from incagames.cuzco.ai.facts import festivals_left
from incagames.cuzco.ai.weights import DEFAULT
from incagames.cuzco.state import CuzcoState
from test_cuzco_strategy import ready  # an empty site, seat A mid-turn

A, B = 0, 1
MASK, TUMI, QUIPU, MASK_TUMI = 0, 5, 10, 15
"""First card id of each kind (5 of each, see components.FESTIVAL_CARDS)."""


# ----------------------------------------------------------------------------- helpers
def at(row: int, col: int) -> int:
    return H.INDEX[(row, col)]


def ground(s: CuzcoState, cells: Iterable[int], village: bool = False) -> None:
    for cell in cells:
        s.triples -= 1
        s.tile_cells.append((cell,))
        s.height[cell] = 1
        s.top[cell] = C.VILLAGE if village else C.CROP
        s.top_tile[cell] = len(s.tile_cells) - 1


def put(s: CuzcoState, seat: int, cell: int) -> None:
    s.inca[cell] = seat
    s.off_board[seat] -= 1


def festival_city(s: CuzcoState, value: int = 8) -> list[int]:
    """An unused temple of ``value`` in a 9-hex city where seat A has an Inca."""
    city = [at(6, c) for c in range(10, 28, 2)]
    ground(s, city, village=True)
    for v in C.TEMPLE_VALUES:
        if v <= value:
            s.floors[v] -= 1
    s.temple[city[0]] = value
    put(s, A, city[1])
    return city


def deal(s: CuzcoState, hands: list[list[int]], face_up: int) -> None:
    """Every seat holds exactly these cards, known to all."""
    used = {c for h in hands for c in h} | {face_up}
    s.hands = [list(h) for h in hands]
    s.discard = [face_up]
    s.deck = [c for c in range(len(C.FESTIVAL_CARDS)) if c not in used]
    s.known = [0] * len(C.FESTIVAL_CARDS)
    for c in used:
        s.known[c] = (1 << s.num_players) - 1


def plan(s: CuzcoState, seed: int = 1) -> list[Action]:
    return CelebrantBot().plan_turn(s, s.turn_player, Rng(seed))


def play(names: list[str], seed: int) -> tuple[CuzcoState, list[tuple[int, Action]]]:
    """A whole game; every decision must be legal (``apply`` checks it)."""
    s = CuzcoState(len(names), seed)
    bots = [make_bot(name, "cuzco") for name in names]
    rng = Rng(seed)
    actions: list[tuple[int, Action]] = []
    for _ in range(4000):
        if s.is_over:
            return s, actions
        seat = s.current_player
        assert seat is not None
        action = choose_action(bots[seat], s, rng)
        if action.kind == "draw" and names[seat] == "celebrant":
            assert festivals_left(s) and s.last_triple_by < 0, "a card it cannot use"
        s.apply(action)
        actions.append((seat, action))
    raise AssertionError("the game did not end")


def draws_by_seat(actions: list[tuple[int, Action]]) -> list[int]:
    out = [0, 0]
    for seat, action in actions:
        if action.kind == "draw":
            out[seat] += 1
    return out


# ----------------------------------------------------------------------------- games
def test_the_celebrant_is_a_strategy_bot_by_name() -> None:
    assert "celebrant" in levels_for("cuzco")
    assert isinstance(make_bot("celebrant", "cuzco"), CelebrantBot)


@pytest.mark.parametrize(("names", "seed"), [
    (["celebrant", "temples"], 11),
    (["ponds", "celebrant"], 12),
    (["celebrant", "festivals", "easy"], 13),
])
def test_the_celebrant_plays_whole_legal_games(names: list[str], seed: int) -> None:
    s, _ = play(names, seed)
    assert s.is_over


def test_the_same_seed_plays_the_same_game() -> None:
    first, actions = play(["celebrant", "celebrant"], 21)
    again, repeat = play(["celebrant", "celebrant"], 21)
    assert actions == repeat
    assert [first.score(q) for q in range(2)] == [again.score(q) for q in range(2)]


def test_it_draws_more_festival_cards_than_the_temple_builder() -> None:
    celebrant = temples = 0
    for seed in (41, 42):
        for names in (["celebrant", "temples"], ["temples", "celebrant"]):
            _, actions = play(names, seed)
            drawn = draws_by_seat(actions)
            celebrant += drawn[names.index("celebrant")]
            temples += drawn[names.index("temples")]
    assert celebrant > temples


# ----------------------------------------------------------------------------- festivals
def test_it_holds_a_festival_it_wins_with_the_relics_it_holds() -> None:
    s = ready()
    city = festival_city(s)
    put(s, B, city[3])
    deal(s, [[MASK, MASK_TUMI, MASK + 1], [QUIPU]], face_up=MASK + 2)
    s.ap = 0  # nothing else to do: the turn's end is the only question
    assert plan(s)[-1] == Action("festival", temple=city[0])


def test_it_does_not_hold_a_festival_it_loses() -> None:
    s = ready()
    city = festival_city(s)
    put(s, B, city[3])
    deal(s, [[MASK], [MASK + 1, MASK_TUMI, MASK + 3]], face_up=MASK + 2)
    s.ap = 0
    assert plan(s)[-1] == Action("end_turn")


def test_it_draws_for_a_festival_its_hand_cannot_hold() -> None:
    """Standing in a city with an unused temple and no card with the face-up relic, it
    spends AP on cards, then holds the festival if a drawn card allows it."""
    s = ready()
    festival_city(s, value=6)
    deal(s, [[QUIPU], [TUMI]], face_up=MASK)
    actions = plan(s)
    assert any(a.kind == "draw" for a in actions)


def test_it_never_draws_a_card_it_cannot_use() -> None:
    """No festival can be held any more: it keeps its AP."""
    s = ready()
    city = festival_city(s, value=10)
    s.disc[city[0]] = True
    s.discs -= 1
    s.floors[2] = 0
    assert not [a for a in plan(s) if a.kind == "draw"]


def test_unseen_kinds_count_only_what_the_seat_has_not_seen() -> None:
    s = ready()
    deal(s, [[MASK, TUMI], [QUIPU]], face_up=MASK_TUMI)
    odds = unseen_kinds(s, A)
    assert sum(odds.values()) == len(C.FESTIVAL_CARDS) - 4
    assert odds[C.FESTIVAL_CARDS[MASK]] == 4


# ----------------------------------------------------------------------------- ponds
def test_an_open_pond_a_rival_can_climb_past_is_worth_less() -> None:
    """A pond the seat leads at height 1, a free hex beside it as high: with a rival's
    Inca next to that hex the lead is at risk, and the rival sees a pond to take."""
    s = ready()
    pond = at(8, 14)
    ring = list(H.NEIGHBOURS[pond])
    ground(s, ring[:4])
    s.pond[pond] = True
    s.ponds -= 1
    put(s, A, ring[0])
    safe = pond_exposure(s, A, DEFAULT)
    free = ring[1]
    rival = next(b for b in H.NEIGHBOURS[free] if b not in ring and b != pond)
    ground(s, [rival])
    put(s, B, rival)
    assert safe == 0.0
    assert pond_exposure(s, A, DEFAULT) < 0.0 < pond_exposure(s, B, DEFAULT)
