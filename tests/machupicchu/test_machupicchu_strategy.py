"""Machu Picchu strategy bots and their estimate: whole legal games, the estimate equal to
the final score once the game is over, and each style choosing as it should in positions
made for it. Strength is measured with the tournament command, never asserted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from incagames import new_game, state_from_json
from incagames.core import Action, Rng
from incagames.core.bots import choose_action, make_bot
from incagames.machupicchu import components as C
from incagames.machupicchu.ai import evaluation as E
from incagames.machupicchu.ai import strategy as S
from incagames.machupicchu.state import MachuPicchuState

DATA = Path(__file__).parent.parent / "data"
CARD = {frozenset((C.ICONS[a], C.ICONS[b])): i for i, (a, b, _g) in enumerate(C.CARDS)}


def card(a: str, b: str) -> int:
    return CARD[frozenset((a, b))]


@pytest.mark.parametrize("name", sorted(S.STRATEGIES))
def test_strategy_bots_play_whole_games(name: str) -> None:
    state = new_game("machu-picchu", 3, 21)
    bots = [make_bot(name, "machu-picchu"), make_bot("easy", "machu-picchu"),
            make_bot(name, "machu-picchu")]
    rng = Rng(4)
    for _ in range(3000):  # far beyond a real game: a stalling bot fails here, not hangs
        if state.is_over:
            break
        state.apply(choose_action(bots[state.current_player], state, rng))
    assert state.is_over
    assert E.estimates(state) == list(state.outcome().scores)


def summit(hand: list[int], incas: list[int]) -> MachuPicchuState:
    """Seat 0 at the summit: three cards in hand after the draw, two to return."""
    s = MachuPicchuState(2, 3)
    deck = [c for c in range(len(C.CARDS)) if c not in hand]
    s.deck = deck
    s.hands = [list(hand), [deck.pop()]]
    s.known = [0] * len(C.CARDS)
    for c in hand:
        s.known[c] = 1
    s.incas[0] = [*incas, 0]
    s.supply[0] -= sum(incas)
    s.queue = [("summit", 0, 2), ("end_turn", 0)]
    return s


def test_builder_keeps_the_card_that_counts_its_incas() -> None:
    potters = card("potter", "weaver")
    s = summit([card("condor", "puma"), potters, card("farmer", "shepherd")], [0, 0, 0, 4, 3])
    action = choose_action(make_bot("builder", "machu-picchu"), s, Rng(1))
    assert action.kind == "return_cards" and potters not in action["cards"]


def test_gold_keeps_gold_where_icons_are_equal() -> None:
    # No Incas of these kinds: the icons are worth the same, the gold is not.
    rich, poor = card("sun", "coca"), card("coca", "potter")
    assert C.CARDS[rich][2] > C.CARDS[poor][2]
    s = summit([poor, rich, card("farmer", "potter")], [0, 0, 0, 0, 0])
    action = choose_action(make_bot("gold", "machu-picchu"), s, Rng(1))
    assert rich not in action["cards"]


def test_a_priest_with_llamas_to_sacrifice_is_worth_its_goods() -> None:
    """Early, with llamas in hand, a Virgin raises the estimate more than its four goods
    are worth: she sacrifices for the rest of the game."""
    s = MachuPicchuState(2, 5)
    s.goods[0] = [6, 4, 2, 1, 1]
    before = E.estimates(s)[0]
    bought = s.clone()
    bought.goods[0] = [6, 4, 0, 0, 0]
    bought.priests[0][2] = 1
    bought.taken[2] = 1
    assert E.estimates(bought)[0] > before


def test_moon_tile_when_no_move_gains() -> None:
    """With nothing to gain anywhere, the builder stays (the day must end)."""
    s = MachuPicchuState(2, 9)
    s.queue = [("turn", 0)]
    s.princes = [C.DISTRICT_INDEX["sun_clock"], C.DISTRICT_INDEX["central_plaza"]]
    s.bonus = [0] * len(C.BONUS_DISTRICTS)
    s.goods[0] = [0, 0, 0, 0, 0]
    s.incas[0] = [0, 0, 0, 0, 0, 0]
    action = choose_action(make_bot("builder", "machu-picchu"), s, Rng(2))
    assert action.kind == "stay"
    assert action in s.legal_actions()


def test_every_style_answers_every_kind_of_decision() -> None:
    """Seeded positions of each phase get a legal answer from both styles."""
    seen: set[str] = set()
    easy = make_bot("easy", "machu-picchu")
    bots = {name: make_bot(name, "machu-picchu") for name in S.STRATEGIES}
    for seed in range(3):
        state = new_game("machu-picchu", 2, seed)
        rng = Rng(seed)
        step = 0
        while not state.is_over and step < 120:
            if state.phase not in seen and len(state.legal_actions()) > 1:
                seen.add(state.phase)
                for bot in bots.values():
                    assert choose_action(bot, state, rng) in state.legal_actions()
            state.apply(choose_action(easy, state, rng))
            step += 1
    assert {"turn", "produce", "set_up", "acquire"} <= seen


def plaza(goods: list[int]) -> MachuPicchuState:
    """Seat 0 at the Central Plaza with these goods (no market adjustment left)."""
    s = MachuPicchuState(2, 6)
    s.goods[0] = list(goods)
    s.princes[0] = C.DISTRICT_INDEX["central_plaza"]
    s.queue = [("plaza", 0, False, 0, 0), ("end_turn", 0)]
    return s


def test_trade_plans_buy_what_a_piece_lacks() -> None:
    """A Virgin costs 2 coca, 1 pottery and 1 cloth: with 1 coca in hand and corn enough,
    one plan buys exactly the coca she lacks and stops."""
    s = plaza([12, 0, 1, 1, 1])
    plans = S.trade_plans(s, 0)
    assert [Action("done")] in plans
    coca = [Action("buy", good="coca"), Action("done")]
    assert coca in plans
    for plan in plans:
        sim = s.clone()
        for action in plan:
            assert action in sim.legal_actions()
            sim.apply(action)


def test_rescue_bot_trades_for_more_full_sets_at_the_plaza() -> None:
    s = plaza([12, 2, 1, 1, 1])
    before, _ = E._ready(s.goods[0], s.taken, s.supply[0])
    bot = make_bot("rescue", "machu-picchu")
    rng = Rng(3)
    while s.queue[0][0] == "plaza":
        s.apply(choose_action(bot, s, rng))
    after, _ = E._ready(s.goods[0], s.taken, s.supply[0])
    assert after > before


def test_ready_counts_the_pieces_goods_in_hand_pay_for() -> None:
    # Coca, pottery, cloth: one Incas' set (two goods) leaves one good: one piece.
    count, left = E._ready([0, 0, 1, 1, 1], [0, 0, 0], 5)
    assert count == 1 and sum(left) == 1
    # Two full Virgin sets, but only one Virgin left in her row.
    count, _ = E._ready([0, 0, 4, 2, 2], [4, 5, 5], 0)
    assert count == 1
    assert E._ready([0, 0, 0, 0, 0], [0, 0, 0], 9) == (0, [0, 0, 0, 0, 0])


def test_bots_do_not_walk_for_ever() -> None:
    """A position where two normal bots of an earlier version walked their Princes between
    two districts for ever (nothing in the rules ends a day while Princes move, and every
    evaluation reckons a moon tile as lost time): the day now goes on to its end."""
    with open(DATA / "machu-picchu-walking.json", encoding="utf-8") as f:
        state = state_from_json(json.load(f))
    day = state.day  # type: ignore[attr-defined]
    bots = [make_bot("normal", "machu-picchu", timed=False) for _ in range(2)]
    rng = Rng(3)
    for _ in range(80):
        if state.day != day:  # type: ignore[attr-defined]
            break
        state.apply(choose_action(bots[state.current_player], state, rng))
    assert state.day > day  # type: ignore[attr-defined]
