"""Day and night: a Prince who stays takes a Moon Tile; the third tile of the day ends it
(its taker holds the Sun Tile), the others play one more turn and the last one takes the
time track's corn. At night the Moon Tiles pay out (goods other than corn for 1 corn each),
the Sun Clock returns its Incas (sun_clock.py), the nine districts get one more bonus unit
(two at most) and a new day starts with the Sun Tile's holder. Day 9 has no night: Moon
Tiles pay when taken."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..core.actions import Action
from . import components as C
from .bank import gain, pay, per_unit
from .city_districts import BONUS_GOOD
from .game_end import finish, rescued
from .incatrail import move_scout, pay_trail_rewards

if TYPE_CHECKING:
    from .state import MachuPicchuState

_MOON_GOOD = tuple(C.GOOD_INDEX.get(kind, -1) if kind != "corn" else -1
                   for kind, _ in C.MOON_TILES)
"""Per Moon Tile, the good that costs a corn to take; -1 for steps and corn."""


def take_moon_tile(s: MachuPicchuState, p: int, tile: int) -> None:
    s.moon_owner[tile] = p
    s.moon_taken_today += 1
    s.events.append({"kind": "stay", "seat": p, "tile": tile,
                     "reward": list(C.MOON_TILES[tile])})
    if s.moon_taken_today == C.MOON_TILES_PER_DAY:
        s.sun_holder = p
        s.events.append({"kind": "day_ends", "seat": p, "day": s.day})
    if s.day == C.LAST_DAY:
        # Day 9: the tile pays at once; it stays with the player.
        moon_reward(s, p, tile, pay_goods=True)


def stay_costs(s: MachuPicchuState, p: int, tile: int) -> dict[str, int]:
    """On day 9 a goods tile takes its corn at once, when the seat has one."""
    if (s.day == C.LAST_DAY and _MOON_GOOD[tile] >= 0
            and s.goods[p][C.CORN] >= C.MOON_GOODS_COST_CORN):
        return {"corn": C.MOON_GOODS_COST_CORN}
    return {}


def moon_reward(s: MachuPicchuState, p: int, tile: int, pay_goods: bool) -> None:
    kind, amount = C.MOON_TILES[tile]
    if kind == "steps":
        move_scout(s, p, amount, "moon")
    elif kind == "corn":
        gain(s, p, C.CORN, amount)
        s.events.append({"kind": "moon_reward", "seat": p, "good": "corn", "count": amount})
    elif pay_goods and s.goods[p][C.CORN] >= C.MOON_GOODS_COST_CORN:
        pay(s, p, C.CORN, C.MOON_GOODS_COST_CORN)
        gain(s, p, C.GOOD_INDEX[kind], amount)
        s.events.append({"kind": "moon_reward", "seat": p, "good": kind, "count": amount})


def auto_end_turn(s: MachuPicchuState, task: tuple) -> None:
    """Trail rewards are paid; the day's last turn takes the time corn and brings the
    night (or, after day 9, the conquest)."""
    p = task[1]
    pay_trail_rewards(s)
    s.checkpoint_no += 1
    last_of_day = s.sun_holder >= 0 and p == (s.sun_holder - 1) % s.num_players
    if last_of_day and s.time_corn[s.day]:
        s.time_corn[s.day] -= C.TIME_TRACK_CORN
        s.goods[p][C.CORN] += C.TIME_TRACK_CORN
        s.events.append({"kind": "time_corn", "seat": p, "count": C.TIME_TRACK_CORN})
    if rescued(s):
        finish(s, "rescue")
    elif last_of_day:
        if s.day == C.LAST_DAY:
            finish(s, "conquest")
        else:
            order = s.seat_order(s.sun_holder)
            s.events.append({"kind": "night", "day": s.day})
            s.queue[0:0] = ([("night_moon", q) for q in order]
                            + [("night_sun", q) for q in order] + [("night_end", -1)])
    else:
        s.queue.insert(0, ("turn", (p + 1) % s.num_players))


def auto_night_moon(s: MachuPicchuState, task: tuple) -> None:
    """Moon Tiles go back and pay; the corn tile's corn may pay for the goods tiles."""
    p = task[1]
    tiles = [t for t, owner in enumerate(s.moon_owner) if owner == p]
    goods_tiles = []
    for t in tiles:
        s.moon_owner[t] = -1
        if _MOON_GOOD[t] >= 0:
            goods_tiles.append(t)
        else:
            moon_reward(s, p, t, pay_goods=False)
    corn = s.goods[p][C.CORN]
    if len(goods_tiles) <= corn:
        for t in goods_tiles:
            moon_reward(s, p, t, pay_goods=True)
    elif corn > 0:
        s.queue.insert(0, ("moon_goods", p, tuple(goods_tiles), corn))


def legal_moon_goods(s: MachuPicchuState, task: tuple) -> list[Action]:
    """Corn for only some goods tiles: the owner picks which to pay for."""
    _, _p, tiles, affordable = task
    kinds = sorted({C.MOON_TILES[t][0] for t in tiles}, key=C.GOOD_INDEX.__getitem__)
    return [Action("moon_goods", goods=combo) for combo in combinations(kinds, affordable)]


def cost_moon_goods(s: MachuPicchuState, task: tuple, action: Action) -> dict[str, int]:
    corn = C.MOON_GOODS_COST_CORN * len(action["goods"])
    return {"corn": corn} if corn else {}


def apply_moon_goods(s: MachuPicchuState, task: tuple, action: Action) -> None:
    p = task[1]
    for name in action["goods"]:
        pay(s, p, C.CORN, C.MOON_GOODS_COST_CORN)
        gain(s, p, C.GOOD_INDEX[name], 1)
        s.events.append({"kind": "moon_reward", "seat": p, "good": name, "count": 1})


def auto_night_end(s: MachuPicchuState, task: tuple) -> None:
    """New bonus units, then a new day begun by the Sun Tile's holder."""
    pay_trail_rewards(s)
    if s.deck_exhausted:
        finish(s, "rescue")
        return
    for b, good in enumerate(BONUS_GOOD):
        if s.bonus[b] < C.MAX_BONUS:
            s.bonus[b] += 1
            if good >= 0:
                s.bank[good] -= per_unit(good)
    s.moon_taken_today = 0
    s.day += 1
    first = s.sun_holder
    s.sun_holder = -1
    s.checkpoint_no += 1
    s.events.append({"kind": "new_day", "day": s.day, "seat": first})
    s.queue.insert(0, ("turn", first))
