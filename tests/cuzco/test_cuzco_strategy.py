"""Cuzco strategy bots and their evaluation: whole legal games, estimates on the PP scale,
and each bot playing its lever on purpose in constructed positions. Strength and speed
are measured with the command line, never asserted."""

from __future__ import annotations

import math
from collections.abc import Iterable

import pytest

from incagames.core import Action, Rng
from incagames.core.bots import choose_action, make_bot
from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H
from incagames.cuzco.ai.bidding import bid
from incagames.cuzco.ai.evaluation import estimates
from incagames.cuzco.ai.facts import festivals_left
from incagames.cuzco.ai.strategy import FESTIVALS, STRATEGIES, StrategyBot, rollout_bot
from incagames.cuzco.state import CuzcoState

A, B = 0, 1
MASK, TUMI, QUIPU, MASK_TUMI, MASK_QUIPU, TUMI_QUIPU = 0, 5, 10, 15, 20, 25
"""First card id of each kind (5 of each, see components.FESTIVAL_CARDS)."""


# ----------------------------------------------------------------------------- helpers
def at(row: int, col: int) -> int:
    return H.INDEX[(row, col)]


def row(r: int, cols: Iterable[int]) -> list[int]:
    return [at(r, c) for c in cols]


def ready(players: int = 2, active: int = A, seed: int = 5) -> CuzcoState:
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


def stack(s: CuzcoState, cell: int, level: int, village: bool = False) -> None:
    """Raise ``cell`` to ``level`` with single tiles (counted against the triples)."""
    while s.height[cell] < level:
        s.triples -= 1
        tile = len(s.tile_cells)
        s.tile_cells.append((cell,))
        s.height[cell] += 1
        s.top[cell] = C.VILLAGE if village and s.height[cell] == level else C.CROP
        s.top_tile[cell] = tile


def ground(s: CuzcoState, cells: Iterable[int], village: bool = False, level: int = 1) -> None:
    for c in cells:
        stack(s, c, level, village)


def put(s: CuzcoState, seat: int, cell: int) -> None:
    assert s.inca[cell] < 0 and s.top[cell]
    s.inca[cell] = seat
    s.off_board[seat] -= 1


def temple(s: CuzcoState, cell: int, value: int) -> None:
    for v in C.TEMPLE_VALUES:
        if v <= value:
            s.floors[v] -= 1
    s.temple[cell] = value


def deal(s: CuzcoState, hands: list[list[int]], face_up: int) -> None:
    """Every seat holds exactly these cards (known to all, so no re-deal changes them)."""
    used = {c for h in hands for c in h} | {face_up}
    s.hands = [list(h) for h in hands]
    s.discard = [face_up]
    s.deck = [c for c in range(len(C.FESTIVAL_CARDS)) if c not in used]
    everyone = (1 << s.num_players) - 1
    s.known = [0] * len(C.FESTIVAL_CARDS)
    for c in used:
        s.known[c] = everyone


def plan_of(name: str, s: CuzcoState, seed: int = 1) -> list[Action]:
    """The rest of the turn as the named bot plays it, on the true position."""
    bot = STRATEGIES[name]()
    assert isinstance(bot, StrategyBot)
    return bot.plan_turn(s, s.turn_player, Rng(seed))


def play(s: CuzcoState, names: list[str], seed: int, limit: int = 4000) -> CuzcoState:
    """Play to the end; every decision must be legal (``apply`` checks it)."""
    bots = [make_bot(name, "cuzco") for name in names]
    rng = Rng(seed)
    for _ in range(limit):  # far beyond a real game: a stalling bot fails here
        if s.is_over:
            return s
        seat = s.current_player
        assert seat is not None
        action = choose_action(bots[seat], s, rng)
        bot = bots[seat]
        if action.kind == "draw" and isinstance(bot, StrategyBot):
            cap = bot.style.weights.card_cap
            assert len(s.hands[seat]) < cap and festivals_left(s), "a card it cannot use"
        s.apply(action)
    raise AssertionError("the game did not end")


# ----------------------------------------------------------------------------- games
@pytest.mark.parametrize(("names", "seed"), [
    (["temples", "festivals"], 3),
    (["ponds", "easy"], 4),
    (["festivals", "ponds", "temples", "easy"], 5),
])
def test_strategy_bots_play_whole_games_legally(names: list[str], seed: int) -> None:
    s = play(CuzcoState(len(names), seed), names, seed)
    outcome = s.outcome()
    assert outcome.ending == "final"
    for seat, name in enumerate(names):
        if name != "easy":
            assert outcome.results[seat].score > 0, f"{name} scored nothing"


def test_rollout_bots_play_a_whole_game_legally() -> None:
    s = CuzcoState(2, 9)
    bots = [rollout_bot("ponds"), rollout_bot("festivals")]
    rng = Rng(9)
    for _ in range(4000):
        if s.is_over:
            break
        s.apply(choose_action(bots[s.current_player], s, rng))
    assert s.is_over


def test_estimates_are_finite_and_on_the_prestige_scale() -> None:
    s = CuzcoState(3, 8)
    bots = [make_bot(name, "cuzco") for name in ("temples", "ponds", "festivals")]
    rng = Rng(8)
    steps = 0
    while not s.is_over:
        if steps % 7 == 0:
            values = estimates(s)
            assert len(values) == 3
            for q, v in enumerate(values):
                assert math.isfinite(v)
                assert s.score(q) <= v <= s.score(q) + 150, (q, v, s.score(q))
        s.apply(choose_action(bots[s.current_player], s, rng))
        steps += 1
    assert estimates(s) == [float(s.score(q)) for q in range(3)]


# ----------------------------------------------------------------------------- temples
def city_of_eight(s: CuzcoState, value: int) -> list[int]:
    """An 8-hex city with a temple of ``value``; seat A on top at level 2, B lower."""
    city = row(6, range(10, 26, 2))
    ground(s, city, village=True)
    temple(s, city[0], value)
    stack(s, city[3], 2, village=True)
    put(s, A, city[3])
    put(s, B, city[5])
    return city


def test_temple_builder_expands_one_floor_a_turn_while_turns_remain() -> None:
    """4 -> 6 now (3 PP) and 6 -> 8 next turn (4 PP) beats 4 -> 8 at once (4 PP)."""
    s = ready()
    city = city_of_eight(s, 4)
    plan = plan_of("temples", s)
    assert Action("expand_temple", cell=city[0], value=6) in plan
    assert plan[-1].kind in ("end_turn", "festival")


def test_temple_builder_jumps_to_the_top_value_on_its_last_turn() -> None:
    s = ready()
    city = city_of_eight(s, 4)
    s.last_triple_by = B
    s.scored[B] = True
    s.final_queue = []
    plan = plan_of("temples", s)
    assert Action("expand_temple", cell=city[0], value=8) in plan


def test_temple_builder_climbs_to_take_the_highest_position() -> None:
    """B is on top of a value-6 city; A stands lower in it with a free higher hex at
    hand: it moves up (and then expands the temple it now leads)."""
    s = ready()
    city = row(6, range(10, 26, 2))
    ground(s, city, village=True)
    temple(s, city[0], 6)
    stack(s, city[2], 2, village=True)
    put(s, B, city[2])
    stack(s, city[6], 3, village=True)
    put(s, A, city[4])
    plan = plan_of("temples", s)
    assert Action("move", cell=city[4], to=city[6]) in plan
    assert Action("expand_temple", cell=city[0], value=8) in plan


def test_every_strategy_builds_a_temple_in_a_village_it_leads() -> None:
    for name in STRATEGIES:
        s = ready()
        village = row(8, range(8, 20, 2))
        ground(s, village, village=True)
        put(s, A, village[2])
        plan = plan_of(name, s)
        built = [a for a in plan if a.kind == "build_temple"]
        assert built, name


# ----------------------------------------------------------------------------- ponds
def test_pond_builder_fills_an_enclosed_hole_beside_its_inca() -> None:
    s = ready()
    hole = at(7, 13)
    ground(s, H.NEIGHBOURS[hole])
    stack(s, H.NEIGHBOURS[hole][0], 2)
    put(s, A, H.NEIGHBOURS[hole][0])
    plan = plan_of("ponds", s)
    assert Action("pond", cell=hole) in plan
    after = s.clone()
    for a in plan:
        after.apply(a)
    assert after.scores[A]["ponds"] >= 3


def test_pond_builder_encloses_a_pond_it_leads() -> None:
    """A printed pond with one empty hex left around it and A highest beside it: A covers
    the last hex (3 PP) rather than leaving it to B."""
    s = ready()
    printed = at(5, 15)
    ring = list(H.NEIGHBOURS[printed])
    ground(s, ring[:-1])
    stack(s, ring[0], 2)
    put(s, A, ring[0])
    put(s, B, ring[2])
    plan = plan_of("ponds", s)
    after = s.clone()
    for a in plan:
        after.apply(a)
    assert after.scores[A]["ponds"] >= 3
    assert after.pond_scored[printed]
    assert after.scores[B]["ponds"] == 0


# ----------------------------------------------------------------------------- festivals
def festival_city(s: CuzcoState, value: int = 8) -> list[int]:
    """An unused temple of ``value`` in a 9-hex city where seat A has an Inca."""
    city = row(6, range(10, 28, 2))
    ground(s, city, village=True)
    temple(s, city[0], value)
    put(s, A, city[1])
    return city


def test_festival_organizer_proposes_a_festival_it_wins() -> None:
    s = ready()
    city = festival_city(s)
    put(s, B, city[3])
    deal(s, [[MASK, MASK_TUMI, MASK + 1], [QUIPU]], face_up=MASK + 2)
    s.ap = 0  # nothing else to do: the turn's end is the only question
    plan = plan_of("festivals", s)
    assert plan[-1] == Action("festival", temple=city[0])


def test_festival_organizer_does_not_propose_a_festival_it_loses() -> None:
    s = ready()
    city = festival_city(s)
    put(s, B, city[3])
    deal(s, [[MASK], [MASK + 1, MASK_TUMI, MASK_QUIPU]], face_up=MASK + 2)
    s.ap = 0
    plan = plan_of("festivals", s)
    assert plan[-1] == Action("end_turn")


def bidding(mine: list[int], theirs: list[int], totals: tuple[int, int]) -> CuzcoState:
    """A festival at a value-8 temple with the face-up card asking for masks, A to bid
    with these totals so far and the cards left in hand, B still in."""
    s = ready()
    city = festival_city(s)
    put(s, B, city[3])
    face_up = MASK + 4
    deal(s, [mine, theirs], face_up=face_up)
    s.festival = {"temple": city[0], "order": [A, B], "at": 0, "active": [A, B],
                  "total": {A: totals[0], B: totals[1]}, "played": {A: [], B: []},
                  "acted": [A, B], "quiet": 0, "turn_plays": 0,
                  "relics": C.FESTIVAL_CARDS[face_up]}
    assert s.current_player == A
    return s


def choice(s: CuzcoState, seat: int = A) -> Action:
    actions = s.legal_actions()
    return bid(s, seat, actions, FESTIVALS.weights)


def test_bidding_drops_when_the_festival_cannot_be_won() -> None:
    s = bidding([MASK], [MASK + 1, MASK + 2, MASK_TUMI], totals=(1, 3))
    assert choice(s) == Action("drop")


def test_bidding_raises_when_it_can_still_win() -> None:
    s = bidding([MASK, MASK_TUMI, MASK_QUIPU], [TUMI], totals=(1, 2))
    assert choice(s).kind == "play_card"


def test_bidding_keeps_a_lead_without_spending_more() -> None:
    s = bidding([MASK, MASK_TUMI], [TUMI], totals=(2, 1))
    assert choice(s) == Action("done")


def test_bidding_co_organizes_when_raising_cannot_outlast() -> None:
    """Tied at 2 FP, A holds one more 1-FP card and B is known to hold two: raising
    would only be matched, so A agrees to co-organize."""
    s = bidding([MASK], [MASK + 1, MASK_QUIPU], totals=(2, 2))
    assert choice(s) == Action("done")


def test_bots_never_draw_a_card_they_cannot_use() -> None:
    """No festival can be held any more (the only temple is at 10 with its solar disc and
    no floor of value 2 is left): nobody draws, even with AP to spare."""
    for name in STRATEGIES:
        s = ready()
        city = festival_city(s, value=10)
        s.disc[city[0]] = True
        s.discs -= 1
        s.floors[2] = 0
        plan = plan_of(name, s)
        assert not [a for a in plan if a.kind == "draw"], name
