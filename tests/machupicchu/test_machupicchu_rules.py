"""Rules of The Princes of Machu Picchu: every rulebook example plus edge cases.

Positions are built from a real new game whose first-Inca placements are done; fields are
then adjusted with the helpers of machupicchu_positions.py and below (which keep the goods
ledger balanced) and the rules are exercised by applying real actions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import pairwise

import pytest

import incagames
from incagames.core import Action, IllegalAction
from incagames.machupicchu import MachuPicchuState
from incagames.machupicchu import components as C
from incagames.machupicchu.central_plaza import buy_price, sell_price
from incagames.machupicchu.scoring import (
    final_outcome,
    gold_multipliers,
    goods_units,
    seat_breakdown,
)
from incagames.machupicchu.sun_clock import SUN_CLOCK_SLOT
from machupicchu_invariants import goods_total
from machupicchu_positions import card_id, ready, set_goods, set_incas, set_priests

# ----------------------------------------------------------------------------- helpers


def d(name: str) -> int:
    """District index by id."""
    return C.DISTRICT_INDEX[name]


def set_bonus(s: MachuPicchuState, district: str, units: int) -> None:
    """Put ``units`` bonus units (goods or temple stones) on a once-a-day district."""
    b = C.BONUS_DISTRICTS.index(district)
    occupation = C.DISTRICT_OCCUPATION.get(district)
    if occupation is not None:
        good = C.OCCUPATION_GOOD[C.OCCUPATION_INDEX[occupation]]
        per_unit = C.CORN_PER_UNIT if good == C.CORN else 1
        s.bank[good] -= (units - s.bonus[b]) * per_unit
    s.bonus[b] = units


def bonus(s: MachuPicchuState, district: str) -> int:
    return s.bonus[C.BONUS_DISTRICTS.index(district)]


def goods(s: MachuPicchuState, seat: int) -> dict[str, int]:
    return dict(zip(C.GOODS, s.goods[seat], strict=True))


def assert_conserved(s: MachuPicchuState) -> None:
    """Bank + players + market + bonus units + time-track corn is constant per good."""
    for good in range(5):
        assert goods_total(s, good) == C.BANK_RESERVE, C.GOODS[good]
    for p in range(s.num_players):
        assert s.supply[p] + sum(s.incas[p]) == C.INCAS_PER_PLAYER[s.num_players]


def move(s: MachuPicchuState, district: str) -> None:
    s.apply(Action("move", district=district))


def counts(s: MachuPicchuState, kind: str) -> list[int]:
    """The ``count`` values offered for a produce / sacrifice decision."""
    return sorted(int(a["count"]) for a in s.legal_actions() if a.kind == kind)


def kinds(s: MachuPicchuState) -> set[str]:
    return {a.kind for a in s.legal_actions()}


def plaza_pass(s: MachuPicchuState) -> None:
    """Play a turn with no effect: go to the Central Plaza from next door and trade nothing."""
    p = s.current_player
    assert p is not None and s.phase == "turn"
    s.princes[p] = d("house_of_virgins")
    move(s, "central_plaza")
    s.apply(Action("done"))


# ------------------------------------------------------------------ rulebook examples


def test_coca_production_example() -> None:
    """"Blue enters the coca plantation with his Prince and takes the two coca units located
    there as a bonus. [...] Yellow pays 1 corn to the bank and takes 1 coca from the bank.
    Similarly, Blue pays 1 corn for 1 Coca, and Red pays 2 corn to produce 2 Coca."
    Production is asked in seat order from the active player; nobody is forced to produce."""
    yellow, blue, red = 0, 1, 2
    s = ready(3, active=blue)
    for p in (yellow, blue, red):
        set_goods(s, p, corn=4)
    set_incas(s, yellow, coca_planter=1)
    set_incas(s, blue, coca_planter=1)
    set_incas(s, red, coca_planter=2)
    set_bonus(s, "coca_plantation", 2)
    s.princes[blue] = d("potters_quarter")  # adjacent: free move
    move(s, "coca_plantation")
    assert goods(s, blue)["coca"] == 2  # the 2 bonus units
    assert bonus(s, "coca_plantation") == 0
    # Seat order from the active player: blue, red, yellow.
    assert (s.phase, s.current_player) == ("produce", blue)
    assert counts(s, "produce") == [0, 1]
    s.apply(Action("produce", count=1))
    assert (s.phase, s.current_player) == ("produce", red)
    assert counts(s, "produce") == [0, 1, 2]
    s.apply(Action("produce", count=2))
    assert (s.phase, s.current_player) == ("produce", yellow)
    s.apply(Action("produce", count=1))
    assert goods(s, blue)["corn"] == 3 and goods(s, blue)["coca"] == 3
    assert goods(s, red)["corn"] == 2 and goods(s, red)["coca"] == 2
    assert goods(s, yellow)["corn"] == 3 and goods(s, yellow)["coca"] == 1
    assert (s.phase, s.current_player) == ("turn", red)
    assert_conserved(s)


def test_production_may_be_declined_and_needs_corn() -> None:
    """"The Incas cannot be forced to produce. When a player does not want or is not able to
    pay 1 corn, his Inca does not produce." """
    s = ready(3, active=0)
    set_goods(s, 0, corn=5)
    set_goods(s, 1, corn=1)
    set_goods(s, 2, corn=0)
    for p in range(3):
        set_incas(s, p, weaver=3)
    move(s, "weavers_quarter")
    assert counts(s, "produce") == [0, 1, 2, 3]
    s.apply(Action("produce", count=0))
    assert counts(s, "produce") == [0, 1]  # seat 1: only 1 corn
    s.apply(Action("produce", count=1))
    # Seat 2 has no corn and is not asked at all.
    assert (s.phase, s.current_player) == ("turn", 1)
    assert goods(s, 0)["cloth"] == 1 and goods(s, 0)["corn"] == 5  # bonus cloth only
    assert goods(s, 1)["cloth"] == 1 and goods(s, 1)["corn"] == 0
    assert goods(s, 2)["cloth"] == 0
    assert_conserved(s)


def test_farmers_produce_three_corn_free() -> None:
    """"While farmers will produce 3 corn each for free, the Incas of the other districts
    each produce [...] 1 llama, 1 coca, 1 pottery or 1 cloth [...] they have to pay 1 corn." """
    s = ready(2, active=0)
    set_goods(s, 0)
    set_goods(s, 1)
    set_incas(s, 1, farmer=2)
    move(s, "corn_terraces")
    assert goods(s, 0)["corn"] == 3  # the bonus unit is 3 corn
    assert (s.phase, s.current_player) == ("produce", 1)  # seat 0 has no farmers
    assert counts(s, "produce") == [0, 1, 2]  # no corn needed
    s.apply(Action("produce", count=2))
    assert goods(s, 1)["corn"] == 6
    assert_conserved(s)


def test_temple_of_the_sun_example() -> None:
    """"The lowest visible number on the game board for virgins is 7 (3 Virgins have been
    acquired by the players). Blue enters the Temple of the Sun. As this temple has two temple
    stones, Blue immediately advances 6 steps [...] Blue owns no Virgins and so may not
    sacrifice [...] Yellow sacrifices a llama and advances 7 steps [...] Red has two Virgins but
    only one Llama, so he can advance no more than 7 steps. If Red had owned more llamas, he
    could have sacrificed two llamas and would have advanced a total of 14 steps." """
    for red_llamas, red_steps in ((1, 7), (2, 14)):
        blue, yellow, red = 0, 1, 2
        s = ready(3, active=blue)
        set_priests(s, yellow, virgin=1)
        set_priests(s, red, virgin=2)
        assert s.taken[C.ROW_INDEX["virgin"]] == 3
        assert s.view(None)["rows"]["virgin"]["steps"] == 7
        set_goods(s, blue, llama=3)
        set_goods(s, yellow, llama=1)
        set_goods(s, red, llama=red_llamas)
        s.scouts = [1, 0, 2]
        set_bonus(s, "temple_of_the_sun", 2)
        s.princes[blue] = d("main_temple")
        move(s, "temple_of_the_sun")
        assert s.scouts[blue] == 7  # 6 steps at once
        assert bonus(s, "temple_of_the_sun") == 0
        # Blue owns no Virgins: the first to decide is yellow.
        assert (s.phase, s.current_player) == ("sacrifice", yellow)
        assert counts(s, "sacrifice") == [0, 1]
        s.apply(Action("sacrifice", count=1))
        assert s.scouts[yellow] == 7
        assert (s.phase, s.current_player) == ("sacrifice", red)
        assert counts(s, "sacrifice") == list(range(red_llamas + 1))
        s.apply(Action("sacrifice", count=red_llamas))
        assert s.scouts[red] == 2 + red_steps
        assert goods(s, yellow)["llama"] == 0
        # Red's scout passed the Llama Stable: its llama arrives at the end of the turn.
        assert goods(s, red)["llama"] == (1 if 2 + red_steps >= C.LLAMA_STABLE else 0)
        assert goods(s, blue)["llama"] == 3
        assert (s.phase, s.current_player) == ("turn", yellow)
        assert_conserved(s)


def test_market_examples_from_the_start_position() -> None:
    """"If a player wants to sell 1 coca [...] receives 4 corn [...] 2 units of coca [...]
    4 + 3 = 7 corn [...] if he wants to buy 1 coca [...] pays 5 corn [...] To buy 2 units of
    coca, he [...] pays a total of 11 corn." Full column sells at 3, empty buys at 6."""
    coca = C.MARKET_GOODS.index(C.COCA)
    s = ready(2, active=0)
    assert s.market == [2, 2, 2, 2]
    assert (sell_price(s, coca), buy_price(s, coca)) == (4, 5)

    set_goods(s, 0, corn=0, coca=2)
    move(s, "central_plaza")
    s.apply(Action("sell", good="coca"))
    assert goods(s, 0)["corn"] == 4
    s.apply(Action("sell", good="coca"))
    assert goods(s, 0)["corn"] == 7 and s.market[coca] == 4
    # The column is full now: more units go to the bank for 3 corn each.
    assert sell_price(s, coca) == 3
    assert_conserved(s)

    s = ready(2, active=0)
    set_goods(s, 0, corn=20)
    move(s, "central_plaza")
    s.apply(Action("buy", good="coca"))
    assert goods(s, 0)["corn"] == 15
    s.apply(Action("buy", good="coca"))
    assert goods(s, 0)["corn"] == 9 and goods(s, 0)["coca"] == 2  # 5 + 6 = 11
    assert s.market[coca] == 0
    s.apply(Action("buy", good="coca"))  # empty column: from the bank at 6
    assert goods(s, 0)["corn"] == 3 and s.market[coca] == 0
    assert_conserved(s)

    s = ready(2, active=0)
    s.market[coca] = 4
    s.bank[C.COCA] -= 2
    set_goods(s, 0, corn=0, coca=1)
    move(s, "central_plaza")
    s.apply(Action("sell", good="coca"))
    assert goods(s, 0)["corn"] == 3 and s.market[coca] == 4
    assert_conserved(s)


def test_central_plaza_example() -> None:
    """"At first he removes 1 unit of cloth from the market in order to raise the price. He
    then sells his two cloth for 5 and 4 corn [...] He also places his coca on the market and
    receives 5 corn. Then he takes a llama from the market and pays 4 corn for it. Finally, he
    pays 6 corn for 1 pottery, which he takes from the bank's supply." """
    s = ready(3, active=0)
    # Columns: llama, coca, pottery, cloth.
    s.market = [3, 1, 0, 2]
    s.bank[C.LLAMA] -= 1
    s.bank[C.COCA] += 1
    s.bank[C.POTTERY] += 2
    set_goods(s, 0, corn=1, coca=1, cloth=2)
    move(s, "central_plaza")
    assert "market_remove" in kinds(s) and "market_add" in kinds(s)
    s.apply(Action("market_remove", good="cloth"))
    assert s.market[3] == 1
    assert "market_remove" not in kinds(s) and "market_add" not in kinds(s)  # only once
    corn = [goods(s, 0)["corn"]]
    for action in (Action("sell", good="cloth"), Action("sell", good="cloth"),
                   Action("sell", good="coca"), Action("buy", good="llama"),
                   Action("buy", good="pottery")):
        s.apply(action)
        corn.append(goods(s, 0)["corn"])
    assert [b - a for a, b in pairwise(corn)] == [5, 4, 5, -4, -6]
    assert s.market == [2, 2, 0, 3]
    assert goods(s, 0) == {"corn": 5, "llama": 1, "coca": 0, "pottery": 1, "cloth": 0}
    s.apply(Action("done"))
    assert (s.phase, s.current_player) == ("turn", 1)
    assert_conserved(s)


def test_central_plaza_adjust_only_before_the_first_trade() -> None:
    """"Before the player trades on the market, he may either remove 1 unit from the market,
    or add 1 unit to it." After a trade, no adjusting; after an adjust, no second one."""
    s = ready(2, active=0)
    set_goods(s, 0, corn=10, coca=1)
    move(s, "central_plaza")
    s.apply(Action("sell", good="coca"))
    assert not {"market_add", "market_remove"} & kinds(s)
    with pytest.raises(IllegalAction):
        s.apply(Action("market_add", good="llama"))

    s = ready(2, active=0)
    move(s, "central_plaza")
    s.apply(Action("market_add", good="llama"))
    assert s.market[0] == 3
    assert not {"market_add", "market_remove"} & kinds(s)
    assert_conserved(s)


def test_royal_palace_example() -> None:
    """"Red pays to the bank 1 pottery and 1 cloth for a Coca Planter and 1 coca and 1 pottery
    for a Weaver. Then he places one Inca in the Coca Plantation and one in the Weaver's
    Quarter. In addition, had he been able to pay for it, he could have set up a Potter in the
    same turn." """
    red = 2
    s = ready(3, active=red)
    set_goods(s, red, coca=1, pottery=2, cloth=1)
    supply = s.supply[red]
    move(s, "royal_palace")
    assert s.phase == "set_up"
    s.apply(Action("set_up", occupation="coca_planter"))
    offered = {a["occupation"] for a in s.legal_actions() if a.kind == "set_up"}
    assert offered == {"weaver"}  # the potter needs the cloth just paid
    s.apply(Action("set_up", occupation="weaver"))
    assert s.incas[red][C.OCCUPATION_INDEX["coca_planter"]] == 1
    assert s.incas[red][C.OCCUPATION_INDEX["weaver"]] == 1
    assert s.supply[red] == supply - 2
    assert goods(s, red) == {"corn": 0, "llama": 0, "coca": 0, "pottery": 0, "cloth": 0}
    assert (s.phase, s.current_player) == ("turn", 0)  # nothing left to set up
    assert_conserved(s)

    # Able to pay: a Potter too, in the same visit; never two of one occupation.
    s = ready(3, active=red)
    set_goods(s, red, coca=5, pottery=5, cloth=5)
    move(s, "royal_palace")
    s.apply(Action("set_up", occupation="coca_planter"))
    offered = {a["occupation"] for a in s.legal_actions() if a.kind == "set_up"}
    assert offered == {"potter", "weaver"}
    with pytest.raises(IllegalAction):
        s.apply(Action("set_up", occupation="coca_planter"))
    s.apply(Action("set_up", occupation="weaver"))
    s.apply(Action("set_up", occupation="potter"))
    assert s.incas[red][2:5] == [1, 1, 1]
    assert (s.phase, s.current_player) == ("turn", 0)
    assert_conserved(s)


def test_set_up_needs_incas_in_supply_and_the_right_district() -> None:
    """"Without Incas in his supply a player can not set up more Incas." Farmers and
    Shepherds only in the Watchman's Hut, the other three only in the Royal Palace."""
    s = ready(2, active=0)
    set_goods(s, 0, corn=9, llama=5, coca=5, pottery=5, cloth=5)
    set_incas(s, 0, farmer=C.INCAS_PER_PLAYER[2])
    assert s.supply[0] == 0
    move(s, "royal_palace")
    assert (s.phase, s.current_player) == ("turn", 1)  # no set-up decision at all

    s = ready(2, active=0)
    set_goods(s, 0, corn=9, llama=5, coca=5, pottery=5, cloth=5)
    set_incas(s, 0, farmer=C.INCAS_PER_PLAYER[2] - 1)
    move(s, "watchmans_hut")
    offered = {a["occupation"] for a in s.legal_actions() if a.kind == "set_up"}
    assert offered == {"farmer", "shepherd"}
    s.apply(Action("set_up", occupation="shepherd"))
    # The last Inca of the supply is placed: no more set-ups this visit.
    assert s.supply[0] == 0
    assert (s.phase, s.current_player) == ("turn", 1)
    assert goods(s, 0)["corn"] == 6 and goods(s, 0)["coca"] == 4
    assert_conserved(s)


def test_house_of_priests_example() -> None:
    """"Yellow now can acquire either a Priest of Puma or a Priest of Condor. He opts for a
    Priest of Puma and pays 2 cloth, 1 pottery and 1 coca to the bank. Then he takes the Priest
    of Puma which is furthest left. Taking the card, the number "5" will be visible"; and
    "On each turn only one Virgin or Priest may be acquired." """
    yellow = 1
    s = ready(3, active=yellow)
    set_priests(s, 0, puma=2)
    set_priests(s, 2, puma=1)
    assert s.view(None)["rows"]["puma"]["steps"] == 6
    set_goods(s, yellow, coca=2, pottery=3, cloth=3)  # enough for Condor too, and for two
    move(s, "house_of_priests")
    rows = {a["row"] for a in s.legal_actions() if a.kind == "acquire"}
    assert rows == {"puma", "condor"}
    s.apply(Action("acquire", row="puma"))
    assert goods(s, yellow) == {"corn": 0, "llama": 0, "coca": 1, "pottery": 2, "cloth": 1}
    assert s.priests[yellow] == [0, 1, 0]
    assert s.taken[C.ROW_INDEX["puma"]] == 4
    assert s.view(None)["rows"]["puma"]["steps"] == 5
    assert (s.phase, s.current_player) == ("turn", 2)  # only one per visit
    assert_conserved(s)


def test_incatrail_example_summit_and_end_of_turn_rewards() -> None:
    """"A Scout is located on the 12. His owner has sacrificed for a total of 15 steps forward.
    [...] the Scout moves to step 7. The player receives 1 llama because the Llama Stable is
    passed, he takes 3 Sacrifice Cards and returns 2 cards to the bottom of the stack, and he
    finally receives 3 corn because the Scout also reached the Granary." Rewards come at the
    end of the turn; any held card may be returned."""
    active, owner = 0, 1
    s = ready(3, active=active)
    set_priests(s, owner, puma=3)
    set_priests(s, 2, puma=1)  # 4 Puma taken: each sacrifice is worth 5 steps
    set_goods(s, owner, llama=3)
    set_goods(s, 2, llama=0)
    s.scouts = [0, 12, 0]
    set_bonus(s, "puma_temple", 1)
    held = s.hands[owner][0]
    deck_top = s.deck[:3]
    deck_size = len(s.deck)
    move(s, "puma_temple")
    assert s.scouts[active] == 3
    assert (s.phase, s.current_player) == ("sacrifice", owner)
    s.apply(Action("sacrifice", count=3))  # 3 x 5 = 15 steps
    assert s.scouts[owner] == 7
    assert sorted(s.hands[owner]) == sorted([held, *deck_top])
    assert (s.phase, s.current_player) == ("summit", owner)
    # Paid only at the end of the turn.
    assert goods(s, owner)["llama"] == 0 and goods(s, owner)["corn"] == 0
    returns = {tuple(a["cards"]) for a in s.legal_actions()}
    assert len(returns) == 6  # any 2 of the 4 cards held
    back = tuple(sorted([held, deck_top[0]]))
    assert back in returns
    s.apply(Action("return_cards", cards=back))
    assert sorted(s.hands[owner]) == sorted(deck_top[1:])
    assert sorted(s.deck[-2:]) == sorted(back)
    assert len(s.deck) == deck_size - 1
    assert (s.phase, s.current_player) == ("turn", 1)
    assert goods(s, owner)["llama"] == 1 and goods(s, owner)["corn"] == 3
    assert_conserved(s)


def test_stable_llama_cannot_be_sacrificed_in_the_same_turn() -> None:
    """"The llama and the corn received on the Incatrail are paid at the end of the turn. In
    particular, a player can not use a llama from the Llama Stable to sacrifice with it in the
    same turn." """
    s = ready(2, active=0)
    set_priests(s, 0, condor=1)
    set_goods(s, 0, llama=0)
    s.scouts = [11, 0]
    set_bonus(s, "condor_temple", 1)
    move(s, "condor_temple")
    assert s.scouts[0] == 14
    # The stable's llama was not there yet: no sacrifice decision, the turn is over...
    assert (s.phase, s.current_player) == ("turn", 1)
    # ...and only then was the llama paid.
    assert [e["kind"] for e in s.events][-2:] == ["scout", "stable"]
    assert goods(s, 0)["llama"] == 1 and s.pending_llama[0] == 0
    assert s.scouts[0] == 14


def test_two_summits_in_one_move() -> None:
    """Every time the scout reaches the summit a card is drawn, and the granary and stable pay
    each time they are passed: 19 + 24 steps = summit, a full lap (summit again), field 3."""
    s = ready(2, active=0)
    set_priests(s, 1, virgin=4)  # 4 Virgins taken: 6 steps each
    set_goods(s, 1, llama=4)
    s.scouts = [0, 19]
    set_bonus(s, "temple_of_the_sun", 1)
    hand = s.hands[1][:]
    top = s.deck[:6]
    move(s, "temple_of_the_sun")
    s.apply(Action("sacrifice", count=4))
    assert s.scouts[1] == 3
    assert s.pending_corn[1] == 3 and s.pending_llama[1] == 1
    assert (s.phase, s.current_player) == ("summit", 1)
    assert sorted(s.hands[1]) == sorted(hand + top[:3])
    s.apply(Action("return_cards", cards=tuple(sorted(top[1:3]))))
    # The second draw: the two returned cards are at the bottom, the next three on top.
    assert sorted(s.hands[1]) == sorted([*hand, top[0], *top[3:6]])
    assert (s.phase, s.current_player) == ("summit", 1)
    s.apply(Action("return_cards", cards=tuple(sorted(top[3:5]))))
    assert len(s.hands[1]) == 3
    assert (s.phase, s.current_player) == ("turn", 1)
    assert goods(s, 1)["corn"] == 3 and goods(s, 1)["llama"] == 1
    assert_conserved(s)


def _summit_position(deck_left: int) -> tuple[MachuPicchuState, int]:
    """Seat 1 is about to sacrifice 1 llama (8 steps at the Puma Temple) from field 15."""
    s = ready(3, active=0)
    set_priests(s, 1, puma=1)
    set_goods(s, 1, llama=1)
    s.scouts = [0, 15, 0]
    set_bonus(s, "puma_temple", 1)
    extra = s.deck[deck_left:]
    s.deck = s.deck[:deck_left]
    s.hands[2].extend(extra)  # keep every card somewhere
    move(s, "puma_temple")
    assert (s.phase, s.current_player) == ("sacrifice", 1)
    return s, 1


def test_summit_with_two_cards_left_draws_both_and_returns_one() -> None:
    """"If there are only 2 Sacrifice Cards left, the player draws both of them and returns 1
    card of his choice." """
    s, p = _summit_position(2)
    last_two = s.deck[:]
    s.apply(Action("sacrifice", count=1))
    assert s.scouts[p] == 3 and s.deck == []
    assert (s.phase, s.current_player) == ("summit", p)
    assert all(len(a["cards"]) == 1 for a in s.legal_actions())
    s.apply(Action("return_cards", cards=(last_two[0],)))
    assert s.deck == [last_two[0]] and last_two[1] in s.hands[p]
    assert not s.is_over and not s.deck_exhausted


def test_summit_with_one_card_left_takes_it_and_ends_the_game() -> None:
    """"If there is only 1 card left, the player simply claims it." The stack is then
    exhausted: the game ends (rescue) after that turn."""
    s, p = _summit_position(1)
    last = s.deck[0]
    s.apply(Action("sacrifice", count=1))
    assert last in s.hands[p] and s.deck == []
    assert s.is_over and s.outcome().ending == "rescue"
    assert all(r.breakdown["multiplier"] == 1 for r in s.outcome().results)


def test_summit_with_no_card_left_scores_three_vp_instead() -> None:
    """"If in this case even more players should be entitled to get a Sacrifice Card, they get
    3 Victory Points instead." The game ends after that turn (rescue)."""
    s = ready(3, active=0)
    set_priests(s, 1, puma=1)
    set_priests(s, 2, puma=1)
    set_goods(s, 1, llama=1)
    set_goods(s, 2, llama=1)
    s.scouts = [0, 15, 16]
    set_bonus(s, "puma_temple", 1)
    s.hands[0].extend(s.deck[1:])
    s.deck = s.deck[:1]
    move(s, "puma_temple")
    s.apply(Action("sacrifice", count=1))  # seat 1 takes the last card
    assert s.deck_exhausted and not s.is_over
    vp_before = s.breakdown(2)["vp"]
    s.apply(Action("sacrifice", count=1))  # seat 2 reaches the summit too: no card left
    assert s.owed[2] == 1
    assert s.is_over and s.ending == "rescue"
    result = s.outcome().results[2]
    assert result.breakdown["owed_cards"] == 3
    assert result.breakdown["vp"] == vp_before + 3 - C.trail_bonus(16)


def test_vp_example_seventeen_points() -> None:
    """"Overall, the player has 2 + 2 + 6 + 6 + 1 = 17 Victory Points" (1 corn, 2 coca,
    2 cloth and 3 Puma icons; 2 Farmers, 1 Shepherd, 1 Coca Planter, 3 Weavers, 2 Priests of
    Puma, 1 Virgin; scout on 11); the cards' gold is 5 + 5 + 3 + 5 = 18, plus 1 on the trail."""
    # Four cards matching both the icon counts and the gold total of the example.
    hand = [card_id("puma", "farmer"), card_id("puma", "weaver"), card_id("puma", "coca"),
            card_id("coca", "weaver")]
    assert sorted(C.CARDS[c][2] for c in hand) == [3, 5, 5, 5]
    matches = [0, 2, 1, 2, 1, 1, 0, 3]  # condor, puma, sun, farmer, shepherd, coca, potter, weaver
    b = seat_breakdown(hand, matches, 11, 0, [0, 0, 0, 0, 0])
    assert b["cards"] == {"puma": 6, "farmer": 2, "coca": 2, "weaver": 6}
    assert b["trail"] == 1
    assert b["vp"] == 17
    assert b["gold"] == 19

    # The same through the state.
    s = ready(3, active=0)
    others = [c for c in s.hands[0] if c not in hand]
    for c in hand:
        for h in s.hands:
            if c in h:
                h.remove(c)
        if c in s.deck:
            s.deck.remove(c)
    s.deck.extend(others)
    s.hands[0] = hand[:]
    set_incas(s, 0, farmer=2, shepherd=1, coca_planter=1, weaver=3)
    set_priests(s, 0, puma=2, virgin=1)
    s.scouts[0] = 11
    assert s.breakdown(0)["vp"] == 17 and s.breakdown(0)["gold"] == 19
    assert sorted(s.deck + [c for h in s.hands for c in h]) == list(range(len(C.CARDS)))


def test_spanish_conquest_example() -> None:
    """"Blue 17 18 3 51 / Green 34 12 1 34 / Red 18 17 2 36 / Yellow 27 17 2 54 - In this case,
    yellow has the highest final score with 54 and wins the game!" """
    vps = [17, 34, 18, 27]
    golds = [18, 12, 17, 17]
    assert gold_multipliers(golds) == [3, 1, 2, 2]
    breakdowns = [{"vp": v, "gold": g, "goods_units": 0} for v, g in zip(vps, golds, strict=True)]
    out = final_outcome("conquest", breakdowns)
    assert out.scores == (51, 34, 36, 54)
    assert out.winners == (3,)
    assert out.ranks == (2, 4, 3, 1)
    # Without a conquest (rescue) nobody multiplies.
    rescue = final_outcome("rescue", [{"vp": v, "gold": g, "goods_units": 0}
                                      for v, g in zip(vps, golds, strict=True)])
    assert rescue.scores == (17, 34, 18, 27) and rescue.winners == (1,)


# ------------------------------------------------------------------------- edge cases


def test_moving_far_costs_a_llama_and_needs_one() -> None:
    """"pay 1 llama and move his Prince into any other city district"; adjacent moves are free;
    the Prince cannot move into the district it is in."""
    s = ready(2, active=0)
    s.princes[0] = d("sun_clock")
    set_goods(s, 0, llama=0)
    moves = {a["district"] for a in s.legal_actions() if a.kind == "move"}
    assert moves == {"puma_temple", "main_temple", "house_of_priests"}
    with pytest.raises(IllegalAction):
        move(s, "corn_terraces")
    assert s.princes[0] == d("sun_clock") and s.phase == "turn"

    set_goods(s, 0, llama=1)
    moves = {a["district"] for a in s.legal_actions() if a.kind == "move"}
    assert moves == set(C.DISTRICTS) - {"sun_clock"}
    move(s, "central_plaza")
    assert goods(s, 0)["llama"] == 0 and s.princes[0] == d("central_plaza")
    assert_conserved(s)


def test_first_prince_placement_is_free_and_anywhere() -> None:
    """"The starting player is the first to place his Prince on any district on the board and
    thus performs the related action." """
    s = ready(2, active=0)
    set_goods(s, 0, llama=0)
    assert {a["district"] for a in s.legal_actions()} == set(C.DISTRICTS)
    assert kinds(s) == {"move"}
    move(s, "corn_terraces")
    assert goods(s, 0)["corn"] == 3  # the bonus was taken


def test_staying_takes_a_moon_tile_and_triggers_nothing() -> None:
    """"have his Prince remain in the same city district. In this case, the player takes a
    moon tile from the game board, and the action connected with the district is NOT
    triggered." """
    s = ready(3, active=0)
    s.princes[0] = d("coca_plantation")
    set_incas(s, 0, coca_planter=1)
    set_goods(s, 0, corn=2)
    stays = {a["tile"] for a in s.legal_actions() if a.kind == "stay"}
    assert stays == set(range(len(C.MOON_TILES)))
    s.apply(Action("stay", tile=4))
    assert s.moon_owner[4] == 0 and s.moon_taken_today == 1
    assert bonus(s, "coca_plantation") == 1
    assert goods(s, 0) == {"corn": 2, "llama": 0, "coca": 0, "pottery": 0, "cloth": 0}
    assert (s.phase, s.current_player) == ("turn", 1)
    assert s.princes[0] == d("coca_plantation")
    # A taken tile is no longer offered.
    s.princes[1] = d("sun_clock")
    assert 4 not in {a["tile"] for a in s.legal_actions() if a.kind == "stay"}
    assert_conserved(s)


def test_day_end_night_and_next_day() -> None:
    """"The player who takes the third moon tile [...] takes the yellow Sun Tile [...] The other
    players all take one last turn on this day, and the last player of the day gets the 1 corn
    from the time track [...] After that, the night comes" - moon tiles pay (steps, 3 corn,
    goods for 1 corn each, the 3 corn paying for the others), the Sun Clock's Incas return with
    3 steps and 3 different goods, 1 bonus unit per district (max 2), and the Sun Tile's holder
    starts the new day."""
    s = ready(3, active=0)
    day = s.day
    assert s.time_corn[day] == 1
    for p in range(3):
        s.princes[p] = d("central_plaza")
        set_goods(s, p)
    s.scouts = [1, 1, 1]
    set_incas(s, 0, sun_clock=1)
    set_bonus(s, "corn_terraces", 0)
    set_bonus(s, "llamas_meadow", 1)
    set_bonus(s, "coca_plantation", 2)
    set_bonus(s, "condor_temple", 0)
    set_bonus(s, "main_temple", 2)

    s.apply(Action("stay", tile=2))  # seat 0: 3 corn
    s.apply(Action("stay", tile=3))  # seat 1: llama
    assert s.sun_holder == -1
    s.apply(Action("stay", tile=0))  # seat 2: 2 steps - the third tile of the day
    assert s.sun_holder == 2
    assert (s.phase, s.current_player) == ("turn", 0)
    s.apply(Action("stay", tile=6))  # seat 0: cloth, paid by its 3 corn
    assert (s.phase, s.current_player) == ("turn", 1)
    assert s.time_corn[day] == 1
    s.apply(Action("stay", tile=4))  # seat 1, the last of the day: coca

    # Night. Seat 1 got the time-track corn: 1 corn for 2 goods tiles, so it chooses.
    assert s.time_corn[day] == 0
    assert s.scouts[2] == 3  # the 2-steps tile
    assert goods(s, 0)["corn"] == 2 and goods(s, 0)["cloth"] == 1
    assert (s.phase, s.current_player) == ("moon_goods", 1)
    assert {a["goods"] for a in s.legal_actions()} == {("llama",), ("coca",)}
    s.apply(Action("moon_goods", goods=("coca",)))
    assert goods(s, 1) == {"corn": 0, "llama": 0, "coca": 1, "pottery": 0, "cloth": 0}

    # The Sun Clock: seat 0's Inca returns with 3 steps and 3 different goods.
    assert (s.phase, s.current_player) == ("sun_goods", 0)
    assert s.scouts[0] == 4
    offered = {a["goods"] for a in s.legal_actions()}
    assert len(offered) == 10 and all(len(set(g)) == 3 for g in offered)
    s.apply(Action("take_goods", goods=("corn", "llama", "pottery")))
    assert goods(s, 0) == {"corn": 5, "llama": 1, "coca": 0, "pottery": 1, "cloth": 1}
    assert s.incas[0][SUN_CLOCK_SLOT] == 0 and s.supply[0] == C.INCAS_PER_PLAYER[3]

    # New day: bonus +1 per district, at most 2; the Sun Tile's holder starts.
    assert s.day == day + 1
    assert bonus(s, "corn_terraces") == 1 and bonus(s, "llamas_meadow") == 2
    assert bonus(s, "coca_plantation") == 2
    assert bonus(s, "condor_temple") == 1 and bonus(s, "main_temple") == 2
    assert s.moon_owner == [-1] * len(C.MOON_TILES) and s.moon_taken_today == 0
    assert s.sun_holder == -1
    assert (s.phase, s.current_player) == ("turn", 2)
    assert_conserved(s)


def test_night_three_corn_tile_pays_for_the_other_tiles() -> None:
    """"If a player has the Moon Tile which gives him 3 corn, he can use these corn units at
    the same time to pay for the other goods on his other Moon Tiles." """
    s = ready(2, active=1)
    set_goods(s, 0, corn=0)
    set_goods(s, 1, corn=0)
    s.moon_owner = [-1, -1, 0, 0, 0, 0, -1]  # seat 0: 3 corn, llama, coca, pottery
    s.moon_taken_today = 3
    s.sun_holder = 0  # seat 1 is the last player of the day
    s.time_corn[s.day] = 0
    s.bank[C.CORN] += 1
    plaza_pass(s)
    assert goods(s, 0) == {"corn": 0, "llama": 1, "coca": 1, "pottery": 1, "cloth": 0}
    assert (s.phase, s.current_player) == ("turn", 0)
    assert_conserved(s)


def test_night_goods_tiles_without_corn_pay_nothing() -> None:
    """Moon-tile goods cost 1 corn each: "Except for the 3 corn, for any other goods the player
    has to pay 1 corn to the bank." Without corn, nothing is received."""
    s = ready(2, active=1)
    set_goods(s, 0, corn=0)
    set_goods(s, 1, corn=5)
    s.moon_owner = [-1, 0, -1, 0, -1, -1, 1]  # seat 0: 3 steps, llama; seat 1: cloth
    s.moon_taken_today = 3
    s.sun_holder = 0
    s.scouts = [2, 2]
    plaza_pass(s)  # seat 1 also gets the time-track corn
    assert s.scouts[0] == 5
    assert goods(s, 0)["llama"] == 0
    assert goods(s, 1)["cloth"] == 1 and goods(s, 1)["corn"] == 5
    assert_conserved(s)


def test_day_nine_moon_tiles_and_sun_clock_pay_at_once_then_conquest() -> None:
    """"The bonus of a Moon Tile will be paid immediately [...] he pays 1 corn and receives
    1 llama [...] The Moon Tile still remains with the player"; the Sun Clock on day 9 pays
    immediately and the Inca stays; "the game ends after day 9 is over" (conquest)."""
    s = ready(3, active=0)
    s.day = C.LAST_DAY
    s.moon_taken_today = 2
    s.moon_owner = [1, 2, -1, -1, -1, -1, -1]
    for p in range(3):
        s.princes[p] = d("main_temple")
    s.scouts = [0, 0, 0]
    set_goods(s, 0, corn=1)
    s.apply(Action("stay", tile=3))  # the third tile: seat 0 holds the Sun Tile
    assert goods(s, 0)["llama"] == 1 and goods(s, 0)["corn"] == 0
    assert s.moon_owner[3] == 0 and s.sun_holder == 0

    set_incas(s, 1, weaver=1)
    set_goods(s, 1)
    assert (s.phase, s.current_player) == ("turn", 1)
    move(s, "sun_clock")
    s.apply(Action("sun_clock", occupation="weaver"))
    assert s.scouts[1] == 3
    assert (s.phase, s.current_player) == ("sun_goods", 1)
    s.apply(Action("take_goods", goods=("llama", "coca", "cloth")))
    assert goods(s, 1) == {"corn": 0, "llama": 1, "coca": 1, "pottery": 0, "cloth": 1}
    assert s.incas[1][SUN_CLOCK_SLOT] == 1 and s.incas[1][4] == 0

    assert (s.phase, s.current_player) == ("turn", 2)
    corn = goods(s, 2)["corn"]
    plaza_pass(s)  # the last turn of day 9
    assert s.is_over and s.ending == "conquest"
    assert goods(s, 2)["corn"] == corn + 1  # the time-track corn
    assert s.incas[1][SUN_CLOCK_SLOT] == 1 and s.moon_owner[3] == 0
    out = s.outcome()
    assert out.ending == "conquest"
    golds = [r.breakdown["gold"] for r in out.results]
    assert [r.breakdown["multiplier"] for r in out.results] == gold_multipliers(golds)
    assert_conserved(s)


def test_rescue_when_the_last_priest_or_virgin_is_acquired() -> None:
    """"When all 15 Priests and Virgins are acquired [...] the game ends immediately after the
    turn of the player who took the last Priest or Virgin card." """
    s = ready(3, active=0)
    set_priests(s, 1, condor=4)
    set_priests(s, 2, puma=5)
    set_priests(s, 0, virgin=5)
    set_goods(s, 0, coca=2, pottery=1, cloth=1)
    move(s, "house_of_virgins")
    assert not s.is_over
    s.apply(Action("acquire", row="virgin"))
    assert sum(s.taken) == 15
    assert s.is_over and s.ending == "rescue" and s.legal_actions() == []
    assert [r.breakdown["multiplier"] for r in s.outcome().results] == [1, 1, 1]
    with pytest.raises(IllegalAction):
        s.apply(Action("done"))


def test_outcome_before_the_end_is_illegal() -> None:
    """The outcome exists only once the game is over."""
    s = ready(2)
    with pytest.raises(IllegalAction):
        s.outcome()


def test_main_temple_distinct_goods() -> None:
    """"The sacrificed goods (3 corn count as 1 good) must all be different, so that a maximum
    of 5 goods can be sacrificed. For each sacrificed good a player's Scout on the Incatrail
    advances 2 steps forward." Everyone may sacrifice, in seat order from the active player."""
    s = ready(3, active=1)
    set_goods(s, 0, coca=1)
    set_goods(s, 1, corn=4, llama=2, cloth=1)
    set_goods(s, 2, corn=2)  # 2 corn are not a unit: not asked
    s.scouts = [0, 0, 0]
    move(s, "main_temple")
    assert s.scouts[1] == 3  # one temple stone
    assert (s.phase, s.current_player) == ("offer", 1)
    offers = {a["goods"] for a in s.legal_actions()}
    assert len(offers) == 8  # every subset of {corn, llama, cloth}
    assert ("corn", "llama", "cloth") in offers
    assert not any(len(set(o)) != len(o) for o in offers)
    with pytest.raises(IllegalAction):
        s.apply(Action("offer", goods=("llama", "llama")))
    s.apply(Action("offer", goods=("corn", "llama", "cloth")))
    assert s.scouts[1] == 9
    assert goods(s, 1) == {"corn": 1, "llama": 1, "coca": 0, "pottery": 0, "cloth": 0}
    assert (s.phase, s.current_player) == ("offer", 0)
    s.apply(Action("offer", goods=("coca",)))
    assert s.scouts[0] == 2
    assert (s.phase, s.current_player) == ("turn", 2)
    assert_conserved(s)


def test_llama_temple_without_stone_allows_no_sacrifice() -> None:
    """"There can only be sacrifices in a temple if there was at least one temple stone
    there." """
    s = ready(2, active=0)
    set_priests(s, 0, condor=1)
    set_priests(s, 1, condor=1)
    set_goods(s, 0, llama=2)
    set_goods(s, 1, llama=2)
    set_bonus(s, "condor_temple", 0)
    set_bonus(s, "main_temple", 0)
    s.scouts = [0, 0]
    move(s, "condor_temple")
    assert s.scouts == [0, 0]
    assert (s.phase, s.current_player) == ("turn", 1)
    s.princes[1] = d("sun_clock")
    move(s, "main_temple")
    assert s.scouts == [0, 0]
    assert (s.phase, s.current_player) == ("turn", 0)


def test_bonus_is_taken_without_own_incas() -> None:
    """"Can a bonus unit be taken by a player without being present in that district? Yes!"
    The other players' Incas still produce."""
    s = ready(2, active=0)
    set_goods(s, 0)
    set_goods(s, 1, corn=1)
    set_incas(s, 1, potter=1)
    set_bonus(s, "potters_quarter", 2)
    move(s, "potters_quarter")
    assert goods(s, 0)["pottery"] == 2
    assert (s.phase, s.current_player) == ("produce", 1)
    s.apply(Action("produce", count=1))
    assert goods(s, 1)["pottery"] == 1
    assert_conserved(s)


def test_no_production_without_bonus() -> None:
    """"The Incas can only produce in a district where there is a bonus on the board.
    Otherwise, they have done their day's work already." """
    s = ready(2, active=0)
    set_goods(s, 0, corn=3)
    set_goods(s, 1, corn=3)
    set_incas(s, 0, shepherd=2)
    set_incas(s, 1, shepherd=2)
    set_bonus(s, "llamas_meadow", 0)
    move(s, "llamas_meadow")
    assert (s.phase, s.current_player) == ("turn", 1)
    assert goods(s, 0)["llama"] == 0 and goods(s, 1)["llama"] == 0


@pytest.mark.parametrize(("players", "day", "incas"), [(2, 1, 12), (3, 2, 10), (4, 3, 9),
                                                       (5, 3, 8)])
def test_setup(players: int, day: int, incas: int) -> None:
    """Time marker on day 1 (2 players), 2 (3), 3 (4-5) with 1 corn on each moon from there;
    12/10/9/8 Incas each; 3 corn + 1 llama + 1 coca + 1 pottery + 1 cloth; scouts on 1..n from
    the starting player; 1 Sacrifice Card each; market 2 per column; 1 bonus unit each; the
    first Incas are placed in seat order from the starting player, who then plays first."""
    for seed in range(4):
        s = incagames.new_game("machu-picchu", players, seed)
        assert isinstance(s, MachuPicchuState)
        assert s.day == day
        assert s.time_corn == [0] * day + [1] * (C.LAST_DAY + 1 - day)
        assert s.supply == [incas] * players
        assert all(goods(s, p) == {"corn": 3, "llama": 1, "coca": 1, "pottery": 1, "cloth": 1}
                   for p in range(players))
        start = s.start_player
        assert [s.scouts[(start + k) % players] for k in range(players)] == list(
            range(1, players + 1))
        assert all(len(h) == 1 for h in s.hands)
        assert len(s.deck) == len(C.CARDS) - players
        assert s.market == [2, 2, 2, 2]
        assert s.bonus == [1] * 9
        assert s.taken == [0, 0, 0] and s.moon_owner == [-1] * 7
        order = [(start + k) % players for k in range(players)]
        seen = []
        for k in range(players):
            seen.append(s.current_player)
            assert s.phase == "first_inca" and len(s.legal_actions()) == 5
            s.apply(Action("place_inca", occupation=C.OCCUPATIONS[k % 5]))
        assert seen == order
        assert (s.phase, s.current_player) == ("turn", start)
        assert all(s.supply[p] == incas - 1 for p in range(players))
        assert_conserved(s)


def test_sun_clock_moves_an_inca_from_a_district() -> None:
    """"The player takes one of his round wooden disks from any district and places it at the
    Sun Clock" (not from the supply); Incas at the Sun Clock score no VP."""
    s = ready(2, active=0)
    move(s, "sun_clock")  # no Inca on the board: nothing to do
    assert (s.phase, s.current_player) == ("turn", 1)

    s = ready(2, active=0)
    set_incas(s, 0, farmer=1, potter=2)
    s.hands[0] = [card_id("farmer", "potter")]
    s.deck = [c for c in range(len(C.CARDS)) if c not in s.hands[0] + s.hands[1]]
    s.scouts[0] = 0
    assert s.breakdown(0)["vp"] == 3
    supply = s.supply[0]
    move(s, "sun_clock")
    offered = {a["occupation"] for a in s.legal_actions() if a.kind == "sun_clock"}
    assert offered == {"farmer", "potter"}
    s.apply(Action("sun_clock", occupation="potter"))
    assert s.incas[0] == [1, 0, 0, 1, 0, 1] and s.supply[0] == supply
    assert s.breakdown(0)["vp"] == 2
    assert (s.phase, s.current_player) == ("turn", 1)  # one Inca per visit


def test_same_district_never_twice_in_a_row() -> None:
    """"Even paying a llama does not allow use of a district in two consecutive turns." """
    s = ready(2, active=0)
    s.princes[0] = d("central_plaza")
    set_goods(s, 0, llama=3)
    moves = {a["district"] for a in s.legal_actions() if a.kind == "move"}
    assert "central_plaza" not in moves
    with pytest.raises(IllegalAction):
        move(s, "central_plaza")


def test_ties_broken_by_goods_units_then_shared() -> None:
    """"The number of remaining units of goods is used as a tie breaker (3 corn count as one
    unit)"; still tied players share the rank."""
    assert goods_units([8, 1, 0, 0, 2]) == 5
    hand = [card_id("farmer", "shepherd")]
    matches = [0, 0, 0, 1, 0, 0, 0, 0]
    rich = seat_breakdown(hand, matches, 0, 0, [6, 0, 0, 0, 0])   # 2 units
    poor = seat_breakdown(hand, matches, 0, 0, [5, 0, 0, 0, 0])   # 1 unit
    same = seat_breakdown(hand, matches, 0, 0, [3, 1, 0, 0, 0])   # 2 units
    assert rich["vp"] == poor["vp"] == same["vp"] == 1
    out = final_outcome("rescue", [poor, rich, same])
    assert out.ranks == (3, 1, 1)
    assert out.winners == (1, 2)
    # Conquest: ties after multiplying are broken the same way.
    a = {"vp": 10, "gold": 5, "goods_units": 1}
    b = {"vp": 15, "gold": 3, "goods_units": 4}
    c = {"vp": 30, "gold": 1, "goods_units": 0}
    out = final_outcome("conquest", [a, b, c])
    assert out.scores == (30, 30, 30)
    assert out.ranks == (2, 1, 3)


def test_dense_gold_multipliers() -> None:
    """"If there are several players who have the same number of gold, but more gold than any
    other player, they both triple their VPs"; the next lower total doubles."""
    assert gold_multipliers([9, 9, 4, 2]) == [3, 3, 2, 1]
    assert gold_multipliers([5, 5]) == [3, 3]
    assert gold_multipliers([1, 7, 3]) == [1, 3, 2]


def test_trail_bonus_counts_for_vp_and_gold() -> None:
    """A scout on "7-12" gets 1 additional VP, on "13-19" 2; they count as gold too."""
    assert [C.trail_bonus(f) for f in (0, 6, 7, 12, 13, 19)] == [0, 0, 1, 1, 2, 2]
    b = seat_breakdown([], [0] * 8, 13, 0, [0] * 5)
    assert (b["vp"], b["gold"]) == (2, 2)


def _hand_icons(hand: Sequence[int]) -> list[int]:
    icons = [0] * len(C.ICONS)
    for card in hand:
        icons[C.CARDS[card][0]] += 1
        icons[C.CARDS[card][1]] += 1
    return icons


def test_cards_are_all_pairs() -> None:
    """28 cards, all pairs of two different icons; each icon's seven cards total 28 gold."""
    assert len({frozenset(c[:2]) for c in C.CARDS}) == 28
    icons = _hand_icons(range(len(C.CARDS)))
    assert icons == [7] * 8
    for i in range(8):
        assert sum(g for a, b, g in C.CARDS if i in (a, b)) == 28


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_day_structure_in_random_games(players: int) -> None:
    """In played games: after the third moon tile of a day each other player has exactly one
    more turn (in seat order), the holder of the Sun Tile starts the next day, every day after
    the start day is played, and without a rescue the game ends after day 9 by conquest."""
    for seed in range(3):
        s = incagames.new_game("machu-picchu", players, seed)
        assert isinstance(s, MachuPicchuState)
        rng = random.Random(seed)
        turns: dict[int, list[tuple[int, int]]] = {}  # day -> (seat, sun holder before)
        while not s.is_over:
            actions = s.legal_actions()
            stays = [a for a in actions if a.kind == "stay"]
            pool = stays if stays and rng.random() < 0.3 else actions
            action = rng.choice(pool)
            if s.phase == "turn":
                assert s.current_player is not None
                turns.setdefault(s.day, []).append((s.current_player, s.sun_holder))
            s.apply(action)
        days = sorted(turns)
        assert days == list(range(C.START_DAY[players], days[-1] + 1))
        for day in days:
            late = [seat for seat, holder in turns[day] if holder >= 0]
            holder = next(h for _seat, h in turns[day] if h >= 0) if late else -1
            if day < days[-1] or s.ending == "conquest":
                assert late == [(holder + k) % players for k in range(1, players)]
            if day + 1 in turns:
                assert turns[day + 1][0][0] == holder
        if s.ending == "conquest":
            assert days[-1] == C.LAST_DAY
