"""Strategy bots for Machu Picchu: sparring partners that each play one way to win.

Both are greedy over their own turn (``GreedyBot``: every option is played on to the end of
the seat's turn) on ``evaluation.estimates``, and where the prince goes they also weigh
what the next turn will gain from there. Styles differ in how they weigh the gold
multiplier and the rescue:

* ``builder`` plays for the rescue: Incas early, production, the Priests and Virgins its
  cards reward, sacrifices, the Incatrail.
* ``gold`` plays for the conquest: high-gold cards, the gold lead, no Priests that hasten a
  rescue unless they pay at once.
* ``rescue`` plays for the rescue: it trades at the Central Plaza for the sets of goods
  that Priests, Virgins and Incas cost (a full set in hand counts as nearly a piece) and
  values each Priest and Virgin above its cards, so it buys many and hastens the rescue.

Measured here, buying Priests and Virgins does not pay as well as Incas, the Incatrail
and gold: ``rescue`` loses to ``builder`` in 2 and 4 players (see the README). It stays
as the sparring partner that plays the rescue on purpose.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.bots import Bot, GreedyBot
from ...core.rng import Rng
from ...core.state import State
from .. import components as C
from ..central_plaza import buy_price
from .evaluation import BUILDER, GOLD, RESCUE, Style, evaluation, today_left
from .steward import StewardBot

if TYPE_CHECKING:
    from ..state import MachuPicchuState

QUIET_MARGIN = 0.3
"""VP a move must gain over taking a moon tile: without it, moves worth nothing could go
round for ever (nothing in the rules makes a day end)."""
FORESIGHT = 0.5
"""Share of the next turn's best gain credited to where the prince ends this turn."""


class Planner(GreedyBot):
    """Greedy over its own turn, and where the prince goes also by what the best move of
    the next turn will gain from there (a trade now, a Priest bought next turn): one
    turn's look is blind to plans that take two."""

    def __init__(self, name: str, style: Style, foresight: float = FORESIGHT,
                 lookahead: int = 8, trades: bool = False, learned: bool = False,
                 replies: bool = False) -> None:
        super().__init__(evaluation(style), lookahead=lookahead, quiet=frozenset({"stay"}),
                         margin=QUIET_MARGIN)
        self.name = name
        self.style = style
        self.foresight = foresight
        self.learned = learned
        """Judge by the learned evaluation (``learned.evaluation``) instead of the style's
        reckoning."""
        self.replies = replies
        """With ``learned``: by the play-outs' reply weights (``learned.reply_model``)."""
        self.trades = trades
        """Plan the Central Plaza's trades whole (``trade_plans``), to complete the sets
        of goods that pieces cost (else one trade at a time, by the evaluation)."""

    def choose(self, state: State, seat: int, rng: Rng) -> Action:
        """A turn's move by ``options`` (a move must beat the moon tiles and standing
        still); the builder's play-out bot (no foresight) by the plain greedy rule, where a
        move must beat the moon tiles only. On the learned evaluation that is not enough: a
        moon tile is worth less than standing still, so moves that change nothing beat it,
        and two play-out bots walked between districts for ever (round 33's weights)."""
        self.at_this_hour(state)
        if getattr(state, "phase", "") != "turn" or not (self.foresight or self.learned):
            return super().choose(state, seat, rng)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        scored = self.moves(state, seat, actions)
        best = max(v for v, _s, _a in scored)
        return rng.choice([a for v, _s, a in scored if v >= best - 1e-9])

    def best(self, state: State, seat: int, actions: list[Action], rng: Rng | None,
              depth: int) -> tuple[Action, float]:
        """At the Central Plaza, trades are planned whole (see ``trade_plans``): one unit
        bought brings nothing until a set is complete, so a one-step look never begins."""
        task = getattr(state, "queue", None)
        if task and task[0][0] == "plaza" and task[0][1] == seat and self.trades:
            best: tuple[Action, float] | None = None
            for plan in trade_plans(state, seat):  # type: ignore[arg-type]
                child = state.clone()
                for action in plan:
                    child.apply_legal(action)
                value = self.heuristic(child, seat)
                if best is None or value > best[1] + 1e-9:
                    best = (plan[0], value)
            if best is not None:
                return best
        return super().best(state, seat, actions, rng, depth)

    def continues(self, state: State, seat: int, checkpoint: int) -> bool:
        """The seat's own decisions go on until another seat decides or its next turn
        starts; a summit draw (a new checkpoint) is part of the turn, and valuing the turn
        before its cards are returned would count all three cards drawn."""
        return state.current_player == seat and getattr(state, "phase", "") != "turn"

    def at_this_hour(self, state: MachuPicchuState) -> None:
        """Judge this decision's options at the hour it is taken (see ``estimates``)."""
        if self.learned:
            from .learned import evaluation as learned_evaluation
            self.heuristic = learned_evaluation(self.style.rival, today_left(state),
                                                self.replies)
        else:
            self.heuristic = evaluation(self.style, today_left(state))

    def moves(self, state: MachuPicchuState, seat: int, actions: list[Action]
              ) -> list[tuple[float, MachuPicchuState, Action]]:
        """The turn's options worth taking (``options``): the moves kept, else the moon
        tiles."""
        kept, tiles = self.options(state, seat, actions)
        return kept or tiles

    def options(self, state: MachuPicchuState, seat: int, actions: list[Action]
                ) -> tuple[list[tuple[float, MachuPicchuState, Action]],
                           list[tuple[float, MachuPicchuState, Action]]]:
        """The moves worth taking and the moon tiles, each with its value (the turn
        played on greedily, plus the next turn's best gain from there) and the position
        it leads to. A move is kept only if it beats the best moon tile, and standing
        still, by ``margin``.

        Standing still (the position now, the Prince where it is, with the same look at
        the next turn) is the floor because a moon tile brings the night nearer, which
        every evaluation reckons as lost time: measured against the tiles alone, a move
        that does nothing won, and two bots walked between two districts for ever. Each
        move kept now raises that value by more than ``margin``, so no walk returns."""
        scored = []
        for action in actions:
            child = state.clone()
            child.apply_legal(action)
            value = self.settle(child, seat, state.checkpoint, self.lookahead)
            if self.foresight and not child.is_over:
                value += self.foresight * self.next_gain(child, seat)
            scored.append((value, child, action))
        stays = [item for item in scored if item[2].kind == "stay"]
        moves = [item for item in scored if item[2].kind != "stay"]
        if not stays:
            return moves, []
        floor = max(v for v, _s, _a in stays) + self.margin
        if any(item[0] > floor for item in moves):  # only then is standing still asked
            still = self.heuristic(state, seat)
            if self.foresight:
                still += self.foresight * self.next_gain(state, seat)
            floor = max(floor, still + self.margin)
        return [item for item in moves if item[0] > floor], stays

    def next_gain(self, after: MachuPicchuState, seat: int) -> float:
        """What the seat's best move of its next turn gains, from where its prince stands
        (other seats' turns in between are not played)."""
        nxt = after.clone()
        nxt.queue = [("turn", seat)]
        base = self.heuristic(nxt, seat)
        best = 0.0
        for move in nxt.legal_actions():
            if move.kind == "stay":
                continue
            child = nxt.clone()
            child.apply_legal(move)
            best = max(best, self.settle(child, seat, nxt.checkpoint, self.lookahead) - base)
        return best


_DONE = Action("done")


def trade_plans(s: MachuPicchuState, seat: int) -> list[list[Action]]:
    """The Central Plaza visits worth comparing, each a list of trades ending with
    ``done``: no trade; for every piece the seat could still take (a Priest or Virgin of
    an open row, an Inca from its supply), buying what its cost lacks, then the same for
    a second piece; and every single trade on its own (sell a unit, buy one)."""
    out: list[list[Action]] = [[_DONE]]
    legal = s.legal_actions()
    out += [[a] for a in legal if a.kind in ("sell", "buy")]
    for first in _piece_costs(s, seat):
        sim = s.clone()
        plan = _buy_towards(sim, seat, first)
        if plan is None:
            continue
        if plan:
            out.append([*plan, _DONE])
        for second in _piece_costs(sim, seat):
            more = _buy_towards(sim.clone(), seat, _add(first, second))
            if more:
                out.append([*plan, *more, _DONE])
    return [p for p in out if p]


def _piece_costs(s: MachuPicchuState, seat: int) -> list[tuple[int, ...]]:
    """The cost of each kind of piece the seat may still take."""
    costs = [C.ROW_COSTS[r][min(s.taken[r], C.ROW_SIZE[r] - 1)]
             for r in range(3) if s.taken[r] < C.ROW_SIZE[r]]
    if s.supply[seat]:
        costs += list(C.SETUP_COST)
    return costs


def _add(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def _buy_towards(sim: MachuPicchuState, seat: int, cost: tuple[int, ...]
                 ) -> list[Action] | None:
    """Buy (on ``sim``) the units that the seat's goods lack for ``cost``, cheapest column
    first; None when corn or the rules do not allow all of them."""
    goods = sim.goods[seat]
    if goods[C.CORN] < cost[C.CORN]:
        return None
    plan: list[Action] = []
    for good in sorted(C.MARKET_GOODS, key=lambda g: buy_price(sim, C.MARKET_GOODS.index(g))):
        for _ in range(max(0, cost[good] - goods[good])):
            action = Action("buy", good=C.GOODS[good])
            spare = goods[C.CORN] - cost[C.CORN]
            if spare < buy_price(sim, C.MARKET_GOODS.index(good)) or \
                    action not in sim.legal_actions():
                return None
            sim.apply_legal(action)
            plan.append(action)
    return plan


def _bot(name: str, style: Style, trades: bool = False) -> Callable[[], Bot]:
    def make() -> Bot:
        return Planner(name, style, trades=trades)
    return make


STRATEGIES: dict[str, Callable[[], Bot]] = {
    "builder": _bot("builder", BUILDER),
    "gold": _bot("gold", GOLD),
    "rescue": _bot("rescue", RESCUE, trades=True),
    "steward": StewardBot,
}
