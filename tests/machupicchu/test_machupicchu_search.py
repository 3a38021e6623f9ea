"""Machu Picchu's side of the plan search (``machupicchu.ai.search``): which plans a level
makes at the start of a turn. How well the plans play is measured by tournaments, never
asserted."""

from __future__ import annotations

import json
import math
from pathlib import Path

from incagames import new_game
from incagames.core import Action, Rng
from incagames.core.bots import choose_action, make_bot
from incagames.core.learned import Model
from incagames.core.search import PlanSearch
from incagames.machupicchu import components as C
from incagames.machupicchu.ai import learned
from incagames.machupicchu.ai.evaluation import BUILDER, today_left
from incagames.machupicchu.ai.search import LEVELS, Breadth, MachuPicchuPlanning
from incagames.machupicchu.state import MachuPicchuState
from machupicchu_positions import card_id, ready, set_goods, set_incas, set_priests

LEAGUE = Path(__file__).resolve().parents[1] / "data" / "league"


def _turn_start_with_a_move_kept() -> MachuPicchuState:
    """A position of a seeded game where the planner keeps a move and several moon tiles
    are there to take."""
    state = new_game("machu-picchu", 2, 5)
    bot = make_bot("easy", "machu-picchu")
    rng = Rng(5)
    for _ in range(400):
        if state.phase == "turn":
            planning = MachuPicchuPlanning(Breadth(moves=6, branches=1))
            planning.planner.at_this_hour(state)
            seat = state.current_player
            kept, tiles = planning.planner.options(state, seat, state.legal_actions())
            if kept and len(tiles) > 1:
                return state
        state.apply(choose_action(bot, state, rng))
    raise AssertionError("no turn start with a move kept")


def _firsts(state: MachuPicchuState, breadth: Breadth) -> list[Action]:
    plans = MachuPicchuPlanning(breadth).plans(state, state.current_player, Rng(1), math.inf)
    return [plan[0] for plan in plans]


def test_a_turn_plans_the_moves_kept_best_first_and_no_moon_tile() -> None:
    """While the walking guard keeps a move, no moon tile is a plan (a tile beside the
    moves measured no stronger: docs/ai.md), and the moves come best first."""
    state = _turn_start_with_a_move_kept()
    firsts = _firsts(state, Breadth(moves=6, branches=1))
    planning = MachuPicchuPlanning(Breadth(moves=6, branches=1))
    planning.planner.at_this_hour(state)
    kept, _tiles = planning.planner.options(state, state.current_player,
                                            state.legal_actions())
    best = [a for _v, _c, a in sorted(kept, key=lambda item: -item[0])][:6]
    assert firsts and all(a.kind != "stay" for a in firsts)
    assert firsts == [a for a in best if a in firsts]
    assert firsts[0] == best[0]


def test_when_no_move_is_kept_only_moon_tiles_are_planned() -> None:
    """The walking guard: with nothing worth a walk, only moon tiles are compared."""
    state = _turn_start_with_a_move_kept()
    planning = MachuPicchuPlanning(Breadth(moves=6, branches=1))
    planning.planner.margin = 1e9  # no move can beat the tiles by this much
    plans = planning.plans(state, state.current_player, Rng(1), math.inf)
    assert plans and all(plan[0].kind == "stay" for plan in plans)


def test_expert_play_outs_reply_as_the_learned_evaluation_judges() -> None:
    """Expert plays every seat of its play-outs by the learned evaluation (the search
    bots' own judgement), hard by the builder's cheaper reckoning: the two disagree
    somewhere in a game, and the learned replies alone play it to its end."""
    expert = MachuPicchuPlanning(LEVELS["expert"][0]).rollout
    hard = MachuPicchuPlanning(LEVELS["hard"][0]).rollout
    state = new_game("machu-picchu", 2, 3)
    disagree = 0
    for n in range(2_000):
        if state.is_over:
            break
        seat = state.current_player
        action = expert.choose(state, seat, Rng(n))
        disagree += action != hard.choose(state, seat, Rng(n))
        state.apply(action)
    assert state.is_over and disagree > 0


def test_expert_replies_read_the_linear_reply_weights_and_its_plans_the_shipped_ones() -> None:
    """The expert's play-outs reply by round 3's linear weights (``reply_model``): the
    hidden layer is dear at every option of every reply and was fitted on turn starts
    only. Its plans and leaves, like hard's, read the shipped two-player weights."""
    replies, shipped = learned.reply_model(2), learned.model(2)
    assert replies.network is None and shipped.network is not None
    frozen = json.loads((LEAGUE / "machu-picchu-r33-2p.json").read_text(encoding="utf-8"))
    assert replies.to_json() == Model.from_json(frozen, learned.NAMES).to_json()
    planning = MachuPicchuPlanning(LEVELS["expert"][0])
    assert planning.rollout.replies and not planning.planner.replies
    assert not MachuPicchuPlanning(LEVELS["hard"][0]).rollout.learned
    state = _turn_start_with_a_move_kept()
    planning.rollout.at_this_hour(state)
    seat = state.current_player
    today = today_left(state)
    by_replies = learned.evaluation(BUILDER.rival, today, replies=True)(state, seat)
    by_shipped = learned.evaluation(BUILDER.rival, today)(state, seat)
    assert planning.rollout.heuristic(state, seat) == by_replies != by_shipped


def test_play_out_replies_never_look_at_their_next_turn(monkeypatch) -> None:
    """The play-outs' replies have no foresight, so the next turn's best gain (a dozen
    settled options a move) is never reckoned there: it counted for nothing and was
    nine tenths of the expert's thinking. The search's own planner still reckons it."""
    planning = MachuPicchuPlanning(LEVELS["expert"][0])
    state = _turn_start_with_a_move_kept()
    seat = state.current_player
    looked: list[str] = []
    for bot in (planning.rollout, planning.planner):
        monkeypatch.setattr(bot, "next_gain", lambda *_a, name=bot.name: looked.append(name)
                            or 0.0)
        bot.at_this_hour(state)
        bot.options(state, seat, state.legal_actions())
    assert planning.rollout.foresight == 0 and planning.planner.foresight > 0
    assert "rollout" not in looked and "search" in looked


def _one_virgin_from_the_rescue(holder: int) -> MachuPicchuState:
    """Day 9 of two players, seat 0 to move, 14 of the 15 Priests and Virgins taken, all
    by ``holder``: its cards (condor-puma, puma-sun) make 19 VP of them and 6 gold. The
    other seat's Incas (4 farmers, 3 shepherds, 2 coca planters, 3 weavers) and cards
    (farmer-shepherd, coca-weaver, sun-coca) make 14 VP and 15 gold. Every hand is
    known to both. Seat 0 holds the goods for the last Virgin (the other seat has none):
    one walk to the House of Virgins ends the game by rescue, where VP count as they are;
    the conquest at the end of the day triples the richer seat's VP and doubles the
    other's, which turns the result round."""
    state = ready(2, active=0, seed=11)
    state.day = C.LAST_DAY
    for day in range(C.LAST_DAY):
        state.bank[C.CORN] += state.time_corn[day]
        state.time_corn[day] = 0
    scorers = [card_id("condor", "puma"), card_id("puma", "sun")]
    rich = [card_id("farmer", "shepherd"), card_id("coca", "weaver"), card_id("sun", "coca")]
    for p in range(2):
        state.deck.extend(state.hands[p])
        state.hands[p] = scorers if p == holder else rich
    for c in scorers + rich:
        state.deck.remove(c)
        state.known[c] = 0b11
    set_incas(state, 1 - holder, farmer=4, shepherd=3, coca_planter=2, weaver=3)
    set_priests(state, holder, condor=4, puma=5, virgin=5)
    # The last Virgin costs 2 coca, 1 pottery and 1 cloth.
    set_goods(state, 0, corn=6, llama=1, coca=2, pottery=1, cloth=1)
    set_goods(state, 1, corn=3)
    return state


def _hard_turn(state: MachuPicchuState) -> MachuPicchuState:
    """``state`` after seat 0's turn as hard plays it."""
    bot = make_bot("hard", "machu-picchu")
    state = state.clone()
    for _ in range(30):
        if state.is_over or state.current_player != 0:
            break
        state.apply(choose_action(bot, state, Rng(3)))
    return state


_RESCUE = (Action("move", district="house_of_virgins"), Action("acquire", row="virgin"))


def _rescued(state: MachuPicchuState) -> MachuPicchuState:
    out = state.clone()
    for action in _RESCUE:
        out.apply(action)
    assert out.ending == "rescue"
    return out


def test_hard_ends_the_game_by_rescue_when_the_rescue_wins_it() -> None:
    """Seat 0 holds the Priests and Virgins: the rescue wins it the game (20 VP to 14),
    the conquest would lose it (20 x 2 to 14 x 3). The rescue is the first plan of the
    builder's ranking, its end is scored exactly: hard takes it."""
    state = _one_virgin_from_the_rescue(holder=0)
    plans = MachuPicchuPlanning(LEVELS["hard"][0]).plans(state, 0, Rng(1), math.inf)
    assert plans[0] == _RESCUE
    assert _rescued(state).outcome().winners == (0,)
    after = _hard_turn(state)
    assert after.ending == "rescue" and after.outcome().winners == (0,)


def test_hard_keeps_the_game_going_when_the_rescue_loses_it() -> None:
    """The other seat holds them: the same walk would end the game with seat 0 behind
    (15 VP to 19), the conquest at the end of the day puts it ahead (14 x 3 to 19 x 2).
    Offered the rescue beside the builder's best plan, hard's search keeps the game going,
    and so does its turn."""
    state = _one_virgin_from_the_rescue(holder=1)
    assert _rescued(state).outcome().winners == (1,)
    bot = make_bot("hard", "machu-picchu")
    assert isinstance(bot, PlanSearch)
    best = bot.planning.plans(state, 0, Rng(1), math.inf)[0]
    assert best != _RESCUE
    for plans in ([_RESCUE, best], [best, _RESCUE]):
        assert bot.compare(state, 0, plans, Rng(2)) == best
    after = _hard_turn(state)
    assert not after.is_over and sum(after.taken) == 14


def test_hard_plays_out_to_the_end_once_the_rescue_is_near() -> None:
    """With few Priests and Virgins or few sacrifice cards left a round may end the game
    by rescue, which the learned evaluation has never seen: hard's play-outs then go to
    the end of the game on any day, where that ending is scored exactly; normal's never."""
    hard = MachuPicchuPlanning(LEVELS["hard"][0])
    normal = MachuPicchuPlanning(LEVELS["normal"][0])
    near = _one_virgin_from_the_rescue(holder=0)
    near.day = 5
    far = near.clone()
    far.taken = [0, 0, 0]
    assert len(far.deck) > 2 * C.SUMMIT_DRAW
    assert hard.to_the_end(near) and not hard.to_the_end(far)
    few_cards = far.clone()
    few_cards.deck = few_cards.deck[: 2 * C.SUMMIT_DRAW]
    assert hard.to_the_end(few_cards)
    assert not any(normal.to_the_end(s) for s in (near, far, few_cards))
