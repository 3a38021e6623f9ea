"""JSON round trip of a Machu Picchu state, with validation of foreign input."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.checks import (
    MAX_COUNTER,
    Fields,
    check_bool,
    check_distinct,
    check_int,
    check_ints,
    check_list,
    exercise,
    refuse_broken_laws,
)
from . import components as C
from . import conservation

if TYPE_CHECKING:
    from .state import MachuPicchuState

FORMAT = "machu-picchu-state"
VERSION = 1
_LIST_FIELDS = (
    "bank", "bonus", "deck", "goods", "hands", "incas", "known", "market", "moon_owner",
    "owed", "pending_corn", "pending_llama", "priests", "princes", "scouts", "supply",
    "taken", "time_corn",
)
_INT_FIELDS = (
    "checkpoint_no", "day", "moon_taken_today", "num_players", "start_player",
    "sun_holder", "turn_player",
)


def state_to_json(s: MachuPicchuState) -> dict[str, Any]:
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "rng": s.rng.state,
                           "ending": s.ending, "deck_exhausted": s.deck_exhausted}
    for name in _INT_FIELDS:
        out[name] = getattr(s, name)
    for name in _LIST_FIELDS:
        value = getattr(s, name)
        out[name] = [v[:] if isinstance(v, list) else v for v in value]
    out["queue"] = [list(t) for t in s.queue]
    return out


_SEAT = "seat"
_TASK_ARGS: dict[str, tuple[str, ...]] = {
    "first_inca": (), "turn": (), "end_turn": (), "offer": (), "sun_clock": (),
    "sun_goods": (), "draw": (), "night_moon": (), "night_sun": (),
    "produce": ("occupation",), "sacrifice": ("row",), "acquire": ("house",),
    "set_up": ("hut", "mask"), "plaza": ("flag", "mask", "mask"),
    "moon_goods": ("moon_tiles", "count"), "summit": ("count",),
    "night_end": (), "over": (),
}
"""Queue task kind -> what follows the seat (state.py names the rule module of each)."""
_NO_SEAT = ("night_end", "over")
_MAX_GOODS = 9_999
_MAX_QUEUE = 200


def _task_arg(kind: str, value: Any, where: str) -> Any:
    if kind == "flag":
        return check_bool(value, where)
    if kind == "moon_tiles":
        tiles = check_ints(value, where, None, 0, len(C.MOON_TILES) - 1,
                           longest=len(C.MOON_TILES))
        if len(set(tiles)) != len(tiles) or any(C.MOON_TILES[t][0] not in C.GOOD_INDEX
                                                 or C.MOON_TILES[t][0] == "corn"
                                                 for t in tiles):
            raise ValueError(f"{where} must name distinct moon tiles of goods")
        return tuple(tiles)
    low, high = {
        "occupation": (0, len(C.OCCUPATIONS) - 1), "row": (0, len(C.ROWS) - 1),
        "mask": (0, 31), "count": (1, C.SUMMIT_DRAW),
        "house": (0, len(C.DISTRICTS) - 1), "hut": (0, len(C.DISTRICTS) - 1),
    }[kind]
    number = check_int(value, where, low, high)
    if kind == "house" and C.DISTRICTS[number] not in C.HOUSE_ROWS:
        raise ValueError(f"{where} must be the House of Priests or of Virgins")
    if kind == "hut" and C.DISTRICTS[number] not in C.SETUP_DISTRICT_OCCUPATIONS:
        raise ValueError(f"{where} must be the Watchman's Hut or the Royal Palace")
    return number


def _task(value: Any, where: str, players: int) -> tuple:
    items = check_list(value, where)
    if not items or not isinstance(items[0], str) or items[0] not in _TASK_ARGS:
        raise ValueError(f"{where} is not a known task")
    kind = items[0]
    args = _TASK_ARGS[kind]
    check_list(items, where, 2 + len(args))
    if kind in _NO_SEAT:
        check_int(items[1], f"{where} seat", -1, -1)
    else:
        check_int(items[1], f"{where} seat", 0, players - 1)
    rest = tuple(_task_arg(a, v, f"{where}[{i + 2}]") for i, (a, v) in
                 enumerate(zip(args, items[2:], strict=True)))
    return (kind, items[1], *rest)


def state_from_json(cls: type[MachuPicchuState], data: Any,
                    checked: bool = True) -> MachuPicchuState:
    """Rebuild a state from ``state_to_json`` output, or raise ValueError saying why.

    Checked: format and version; every field present with its type; list lengths that
    follow from the player count; every number in its range (seats, days, districts,
    rows, market fields, moon tiles, trail fields, Incas per player); each card in at
    most one place; every queued task well formed; the conservation laws
    (``conservation.py``: goods, Incas, Priests and Virgins, cards, the time track add
    up), unless ``checked`` is false (``from_json_unchecked``: rule tests that edit a
    position); then ``checks.exercise`` plays the state once.
    """
    f = Fields(data, FORMAT, VERSION, "Machu Picchu")
    s = object.__new__(cls)
    n = s.num_players = f.int("num_players", 2, 5)
    seat, cards, incas = n - 1, len(C.CARDS), C.INCAS_PER_PLAYER[n]
    s.rng = f.rng()
    s.ending = f.choice("ending", ("", "rescue", "conquest"))
    s.deck_exhausted = f.bool("deck_exhausted")
    s.checkpoint_no = f.int("checkpoint_no", 0, MAX_COUNTER)
    s.day = f.int("day", 1, C.LAST_DAY)
    s.moon_taken_today = f.int("moon_taken_today", 0, len(C.MOON_TILES))
    s.start_player = f.int("start_player", 0, seat)
    s.sun_holder = f.int("sun_holder", -1, seat)
    s.turn_player = f.int("turn_player", 0, seat)
    s.bank = f.ints("bank", len(C.GOODS), -MAX_COUNTER, MAX_COUNTER)
    s.bonus = f.ints("bonus", len(C.BONUS_DISTRICTS), 0, C.MAX_BONUS)
    s.goods = f.table("goods", n, len(C.GOODS), 0, _MAX_GOODS)
    s.incas = f.table("incas", n, 6, 0, incas)
    s.supply = f.ints("supply", n, 0, incas)
    s.priests = f.table("priests", n, len(C.ROWS), 0, max(C.ROW_SIZE))
    s.taken = f.ints("taken", len(C.ROWS), 0, max(C.ROW_SIZE))
    for r, size in enumerate(C.ROW_SIZE):
        if s.taken[r] > size or any(p[r] > size for p in s.priests):
            raise f.fail(f"more {C.ROWS[r]} cards than the row holds")
    s.princes = f.ints("princes", n, -1, len(C.DISTRICTS) - 1)
    s.market = f.ints("market", len(C.MARKET_GOODS), 0, len(C.MARKET_FIELDS))
    s.moon_owner = f.ints("moon_owner", len(C.MOON_TILES), -1, seat)
    s.time_corn = f.ints("time_corn", C.LAST_DAY + 1, 0, C.TIME_TRACK_CORN)
    s.pending_corn = f.ints("pending_corn", n, 0, _MAX_GOODS)
    s.pending_llama = f.ints("pending_llama", n, 0, _MAX_GOODS)
    s.owed = f.ints("owed", n, 0, cards)
    s.scouts = f.ints("scouts", n, 0, C.SUMMIT - 1)
    s.known = f.ints("known", cards, 0, (1 << n) - 1)
    s.deck = f.ints("deck", None, 0, cards - 1, longest=cards)
    s.hands = f.int_lists("hands", n, 0, cards - 1, longest=cards)
    with f.checking():
        check_distinct([("the deck", s.deck),
                        *((f"hand {p}", h) for p, h in enumerate(s.hands))])
        queue = check_list(f.raw("queue"), "queue", longest=_MAX_QUEUE)
        s.queue = [_task(t, f"queue[{i}]", n) for i, t in enumerate(queue)]
    if not s.queue:
        raise f.fail("nothing is pending but the game is not over")
    if bool(s.ending) != (s.queue[0][0] == "over"):
        raise f.fail("the ending and the pending tasks disagree")
    s.events = []
    if checked:
        refuse_broken_laws(f, conservation.check(s))
    exercise(s, "Machu Picchu")
    return s
