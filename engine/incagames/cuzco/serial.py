"""JSON round trip of a Cuzco state, with validation of foreign input."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.checks import (
    MAX_COUNTER,
    Fields,
    check_distinct,
    check_int,
    check_ints,
    check_list,
    exercise,
    is_int,
    refuse_broken_laws,
)
from . import components as C
from . import conservation
from . import hexgrid as H
from .scoring import SCORE_KEYS

if TYPE_CHECKING:
    from .state import CuzcoState

FORMAT = "cuzco-state"
VERSION = 1
_LISTS = ("deck", "discard", "height", "inca", "known", "off_board", "pond", "pond_scored",
          "scored", "singles_crop", "singles_village", "doubles", "temple", "tokens", "top",
          "top_tile", "final_queue", "disc")
_SCALARS = ("num_players", "ap", "checkpoint_no", "discs", "draws", "ending",
            "last_triple_by", "placed", "ponds", "triples", "turn_player", "token_used",
            "idle_turns")


def state_to_json(s: CuzcoState) -> dict[str, Any]:
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "rng": s.rng.state}
    for name in _SCALARS:
        out[name] = getattr(s, name)
    for name in _LISTS:
        out[name] = list(getattr(s, name))
    out["tile_cells"] = [list(t) for t in s.tile_cells]
    out["hands"] = [list(h) for h in s.hands]
    out["scores"] = [dict(d) for d in s.scores]
    out["floors"] = [[v, n] for v, n in sorted(s.floors.items())]
    out["phase"] = list(s.phase)
    out["temple_changed"] = sorted(s.temple_changed)
    f = s.festival
    out["festival"] = None if f is None else {
        **{k: v for k, v in f.items() if k not in ("total", "played", "relics")},
        "total": [[q, t] for q, t in f["total"].items()],
        "played": [[q, list(c)] for q, c in f["played"].items()],
        "relics": list(f["relics"]),
    }
    return out


_MAX_HEIGHT = 99
_MAX_SCORE = 9_999
_PHASES = ("start", "main", "place")


def _score(raw: Any, where: str) -> dict[str, int]:
    if not isinstance(raw, dict) or set(raw) != set(SCORE_KEYS):
        raise ValueError(f"{where} must have exactly {', '.join(SCORE_KEYS)}")
    return {k: check_int(raw[k], f"{where}.{k}", 0, _MAX_SCORE) for k in SCORE_KEYS}


def _floors(raw: Any) -> dict[int, int]:
    floors = {}
    for pair in check_list(raw, "floors", len(C.FLOORS)):
        value, count = check_list(pair, "a floors entry", 2)
        if not is_int(value) or value not in C.FLOORS or value in floors:
            raise ValueError("floors must give each temple value once")
        floors[value] = check_int(count, f"floors of value {value}", 0, C.FLOORS[value])
    return floors


def _phase(f: Fields) -> tuple:
    raw = f.raw("phase")
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str) \
            or raw[0] not in _PHASES:
        raise f.fail("phase must start with one of start, main, place")
    if raw[0] != "place":
        if len(raw) != 1:
            raise f.fail("phase has extra entries")
        return (raw[0],)
    if (len(raw) != 3 or not isinstance(raw[1], str) or raw[1] not in C.TILES
            or not isinstance(raw[2], bool)):
        raise f.fail("a place phase needs a terrain and whether it is the first placement")
    return ("place", raw[1], raw[2])


def _festival(f: Fields, n: int, cards: int) -> dict[str, Any] | None:
    raw = f.raw("festival")
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise f.fail("festival must be an object or null")
    want = {"temple", "order", "at", "active", "total", "played", "acted", "quiet",
            "turn_plays", "relics"}
    if set(raw) != want:
        raise f.fail(f"festival must have exactly the fields {sorted(want)}")
    with f.checking():
        order = check_ints(raw["order"], "festival order", None, 0, n - 1, longest=n)
        if not order or len(set(order)) != len(order):
            raise ValueError("festival order must list distinct seats")
        active = check_ints(raw["active"], "festival active", None, 0, n - 1, longest=n)
        acted = check_ints(raw["acted"], "festival acted", None, 0, n - 1, longest=n)
        for name, seats in (("active", active), ("acted", acted)):
            if len(set(seats)) != len(seats) or not set(seats) <= set(order):
                raise ValueError(f"festival {name} must be distinct seats of the order")
        if not active:
            raise ValueError("a festival needs an active bidder")
        total = {}
        for pair in check_list(raw["total"], "festival total", len(order)):
            q, t = check_list(pair, "festival total entry", 2)
            total[check_int(q, "festival total seat", 0, n - 1)] = check_int(
                t, "festival total", 0, cards * 2)
        played = {}
        for pair in check_list(raw["played"], "festival played", len(order)):
            q, c = check_list(pair, "festival played entry", 2)
            played[check_int(q, "festival played seat", 0, n - 1)] = check_ints(
                c, "festival played cards", None, 0, cards - 1, longest=cards)
        if set(total) != set(order) or set(played) != set(order):
            raise ValueError("festival totals and cards must be kept for each bidder")
        relics = check_ints(raw["relics"], "festival relics", None, 0, len(C.RELICS) - 1,
                            longest=2)
        if not relics or len(set(relics)) != len(relics):
            raise ValueError("festival relics must be one or two distinct relics")
        at = check_int(raw["at"], "festival at", 0, len(order) - 1)
        if order[at] not in active:
            raise ValueError("the festival's current bidder has dropped out")
        return {"temple": check_int(raw["temple"], "festival temple", 0, H.N_CELLS - 1),
                "order": order, "at": at, "active": active, "acted": acted,
                "quiet": check_int(raw["quiet"], "festival quiet", 0, MAX_COUNTER),
                "turn_plays": check_int(raw["turn_plays"], "festival turn_plays", 0, cards),
                "total": total, "played": played, "relics": tuple(relics)}


def state_from_json(cls: type[CuzcoState], data: Any, checked: bool = True) -> CuzcoState:
    """Rebuild a state from ``state_to_json`` output, or raise ValueError saying why.

    Checked: format and version; every field present with its type; list lengths that
    follow from the player count and the map; every number in its range (seats, action
    points, draws, pieces in each supply, temple values, heights, cells); temples only on
    villages, discs only on temples, Incas only on terrain without a temple, ponds only on
    empty ground;
    each festival card in at most one place; the festival's bidders consistent; the
    conservation laws (``conservation.py``: tiles and heights, temple floors, ponds,
    discs, cards and Incas add up), unless ``checked`` is false (``from_json_unchecked``:
    rule tests that edit a position); then ``checks.exercise`` plays the state once.
    """
    f = Fields(data, FORMAT, VERSION, "Cuzco")
    s = object.__new__(cls)
    n = s.num_players = f.int("num_players", 2, 4)
    seat, cells, cards = n - 1, H.N_CELLS, len(C.FESTIVAL_CARDS)
    s.rng = f.rng()
    s.ap = f.int("ap", 0, C.AP_PER_TURN + C.TOKEN_AP)
    s.checkpoint_no = f.int("checkpoint_no", 0, MAX_COUNTER)
    s.discs = f.int("discs", 0, C.SOLAR_DISCS)
    s.draws = f.int("draws", 0, C.MAX_DRAWS_PER_TURN)
    s.ending = f.choice("ending", ("", "final"))
    s.last_triple_by = f.int("last_triple_by", -1, seat)
    s.placed = f.bool("placed")
    s.ponds = f.int("ponds", 0, C.POND_TILES)
    s.triples = f.int("triples", 0, C.TRIPLES)
    s.turn_player = f.int("turn_player", 0, seat)
    s.token_used = f.bool("token_used")
    s.idle_turns = f.int("idle_turns", 0, MAX_COUNTER)
    s.height = f.ints("height", cells, 0, _MAX_HEIGHT)
    s.top = f.ints("top", cells, 0, C.VILLAGE)
    s.inca = f.ints("inca", cells, -1, seat)
    s.pond = f.bools("pond", cells)
    s.pond_scored = f.bools("pond_scored", cells)
    s.temple = f.ints("temple", cells, 0, max(C.TEMPLE_VALUES))
    s.disc = f.bools("disc", cells)
    s.off_board = f.ints("off_board", n, 0, C.INCAS_PER_PLAYER)
    s.doubles = f.ints("doubles", n, 0, C.DOUBLES_PER_PLAYER)
    s.singles_village = f.ints("singles_village", n, 0, C.SINGLE_VILLAGES_PER_PLAYER)
    s.singles_crop = f.ints("singles_crop", n, 0, C.SINGLE_CROPS_PER_PLAYER)
    s.tokens = f.ints("tokens", n, 0, C.TOKENS_PER_PLAYER)
    s.scored = f.bools("scored", n)
    s.final_queue = f.ints("final_queue", None, 0, seat, longest=n)
    s.known = f.ints("known", cards, 0, (1 << n) - 1)
    s.deck = f.ints("deck", None, 0, cards - 1, longest=cards)
    s.discard = f.ints("discard", None, 0, cards - 1, longest=cards)
    s.hands = f.int_lists("hands", n, 0, cards - 1, longest=cards)
    tiles = C.TRIPLES + n * (C.DOUBLES_PER_PLAYER + C.SINGLE_VILLAGES_PER_PLAYER
                             + C.SINGLE_CROPS_PER_PLAYER)
    with f.checking():
        s.tile_cells = [tuple(check_ints(t, f"tile_cells[{i}]", None, 0, cells - 1, longest=3))
                        for i, t in enumerate(check_list(f.raw("tile_cells"), "tile_cells",
                                                         longest=tiles))]
    if any(not t or len(set(t)) != len(t) for t in s.tile_cells):
        raise f.fail("each tile covers 1 to 3 distinct cells")
    s.top_tile = f.ints("top_tile", cells, -1, len(s.tile_cells) - 1)
    s.temple_changed = set(f.ints("temple_changed", None, 0, cells - 1, longest=cells))
    with f.checking():
        s.scores = [_score(raw, f"scores[{p}]")
                    for p, raw in enumerate(check_list(f.raw("scores"), "scores", n))]
        s.floors = _floors(f.raw("floors"))
    s.phase = _phase(f)
    s.festival = _festival(f, n, cards)
    for c in range(cells):
        if s.temple[c] and (s.temple[c] not in C.TEMPLE_VALUES or s.top[c] != C.VILLAGE):
            raise f.fail(f"cell {c}: a temple of value 2-10 stands only on a village")
        if s.disc[c] and not s.temple[c]:
            raise f.fail(f"cell {c}: a solar disc lies only on a temple")
        if s.inca[c] >= 0 and (not s.top[c] or s.temple[c]):
            raise f.fail(f"cell {c}: an Inca stands only on terrain without a temple")
        if s.pond[c] and (s.top[c] or s.height[c]):
            raise f.fail(f"cell {c}: a pond lies only on empty ground")
        if s.pond_scored[c] and not s.pond[c]:
            raise f.fail(f"cell {c}: only a pond can have been scored")
        if bool(s.top[c]) != (s.height[c] > 0) or (s.top_tile[c] >= 0) != (s.height[c] > 0):
            raise f.fail(f"cell {c}: height, terrain and tile disagree")
    played = s.festival["played"].items() if s.festival else ()
    with f.checking():
        check_distinct([("the deck", s.deck), ("the discard pile", s.discard),
                        *((f"hand {p}", h) for p, h in enumerate(s.hands)),
                        *((f"seat {q}'s festival bid", c) for q, c in played)])
    if s.ending and s.festival is not None:
        raise f.fail("a festival cannot be under way after the game ended")
    if s.festival is not None and s.temple[s.festival["temple"]] == 0:
        raise f.fail("the festival's temple is not a temple")
    s.events = []
    s.derive()  # the caches that follow from the fields (terrain, Inca hexes)
    if checked:
        refuse_broken_laws(f, conservation.check(s))
    exercise(s, "Cuzco")
    return s
