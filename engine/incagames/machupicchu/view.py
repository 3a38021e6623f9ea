"""What one seat may see of a Machu Picchu state, as JSON-ready data for the UI and bots."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import components as C
from .central_plaza import buy_price, sell_price
from .scoring import seat_breakdown

if TYPE_CHECKING:
    from .state import MachuPicchuState


def _card(card: int) -> dict[str, Any]:
    a, b, gold = C.CARDS[card]
    return {"id": card, "icons": [C.ICONS[a], C.ICONS[b]], "gold": gold}


def _prompt(s: MachuPicchuState) -> dict[str, Any]:
    """The pending decision, with what the UI needs to explain it."""
    if s.ending:
        return {"kind": "over", "seat": None}
    task = s.queue[0]
    out: dict[str, Any] = {"kind": task[0], "seat": task[1]}
    if task[0] == "produce":
        out["occupation"] = C.OCCUPATIONS[task[2]]
    elif task[0] == "sacrifice":
        out["row"] = C.ROWS[task[2]]
        out["steps_each"] = C.ROW_STEPS[task[2]][s.taken[task[2]]]
    elif task[0] == "summit":
        out["return"] = task[2]
    elif task[0] == "set_up":
        out["district"] = C.DISTRICTS[task[2]]
        out["used"] = [C.OCCUPATIONS[o] for o in range(5) if task[3] & (1 << o)]
    elif task[0] == "acquire":
        out["district"] = C.DISTRICTS[task[2]]
    elif task[0] == "plaza":
        out["can_adjust"] = task[2]
        out["sold"] = [C.GOODS[g] for i, g in enumerate(C.MARKET_GOODS) if task[3] & (1 << i)]
        out["bought"] = [C.GOODS[g] for i, g in enumerate(C.MARKET_GOODS) if task[4] & (1 << i)]
    elif task[0] == "moon_goods":
        out["tiles"] = list(task[2])
        out["affordable"] = task[3]
    elif task[0] == "turn":
        out["first_placement"] = s.princes[task[1]] < 0
    return out


def build_view(s: MachuPicchuState, seat: int | None) -> dict[str, Any]:
    players = []
    for p in range(s.num_players):
        info: dict[str, Any] = {
            "seat": p,
            "goods": dict(zip(C.GOODS, s.goods[p], strict=True)),
            "incas": dict(zip(C.OCCUPATIONS, s.incas[p][:5], strict=True)),
            "sun_clock": s.incas[p][5],
            "supply": s.supply[p],
            "priests": dict(zip(C.ROWS, s.priests[p], strict=True)),
            "scout": s.scouts[p],
            "prince": C.DISTRICTS[s.princes[p]] if s.princes[p] >= 0 else None,
            "cards": len(s.hands[p]),
            "moon_tiles": [t for t, o in enumerate(s.moon_owner) if o == p],
            "pending": {"corn": s.pending_corn[p], "llama": s.pending_llama[p]},
            "owed_cards": s.owed[p],
        }
        if p == seat or s.ending:
            info["hand"] = [_card(c) for c in sorted(s.hands[p])]
            info["score"] = seat_breakdown(s.hands[p], s.matches(p), s.scouts[p], s.owed[p],
                                           s.goods[p])
        elif seat is not None:
            known = sorted(c for c in s.hands[p] if s.known[c] & (1 << seat))
            if known:
                info["known_cards"] = [_card(c) for c in known]
        players.append(info)
    view: dict[str, Any] = {
        "game": s.game_id,
        "seat": seat,
        "players": players,
        "day": s.day,
        "start_day": C.START_DAY[s.num_players],
        "turn_player": s.turn_player,
        "current_player": s.current_player,
        "prompt": _prompt(s),
        "sun_holder": s.sun_holder,
        "moon_tiles": [{"tile": t, "reward": list(C.MOON_TILES[t]), "owner": o}
                       for t, o in enumerate(s.moon_owner)],
        "moon_taken_today": s.moon_taken_today,
        "bonus": dict(zip(C.BONUS_DISTRICTS, s.bonus, strict=True)),
        "market": {C.GOODS[g]: s.market[i] for i, g in enumerate(C.MARKET_GOODS)},
        "prices": {C.GOODS[g]: {"buy": buy_price(s, i), "sell": sell_price(s, i)}
                   for i, g in enumerate(C.MARKET_GOODS)},
        "rows": {C.ROWS[r]: {"taken": s.taken[r], "left": C.ROW_SIZE[r] - s.taken[r],
                             "steps": C.ROW_STEPS[r][s.taken[r]],
                             "cost": (dict(zip(C.GOODS, C.ROW_COSTS[r][s.taken[r]],
                                               strict=True))
                                      if s.taken[r] < C.ROW_SIZE[r] else None)}
                 for r in range(3)},
        "time_corn": s.time_corn[:],
        "deck": len(s.deck),
        "deck_exhausted": s.deck_exhausted,
        "ending": s.ending or None,
    }
    if seat is not None:
        bit = 1 << seat
        view["known_deck"] = [[i, c] for i, c in enumerate(s.deck) if s.known[c] & bit]
    return view
