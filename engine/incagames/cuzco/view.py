"""What one seat may see of a Cuzco state, as JSON-ready data for the UI and bots."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import components as C
from . import hexgrid as H
from .site import components, temple_of

if TYPE_CHECKING:
    from .state import CuzcoState


def build_view(s: CuzcoState, seat: int | None) -> dict[str, Any]:
    players = []
    for p in range(s.num_players):
        info: dict[str, Any] = {
            "seat": p,
            "score": s.score(p),
            "scores": dict(s.scores[p]),
            "incas_off_board": s.off_board[p],
            "doubles": s.doubles[p],
            "single_villages": s.singles_village[p],
            "single_crops": s.singles_crop[p],
            "tokens": s.tokens[p],
            "cards": len(s.hands[p]),
            "final_scored": s.scored[p],
        }
        if p == seat or s.ending:
            info["hand"] = sorted(s.hands[p])
        elif seat is not None:
            known = sorted(c for c in s.hands[p] if s.known[c] & (1 << seat))
            if known:
                info["known_cards"] = known
        players.append(info)
    comps = []
    for comp in components(s):
        temple = temple_of(s, comp)
        comps.append({"cells": sorted(comp), "temple": temple,
                      "value": s.temple[temple] if temple >= 0 else 0,
                      "disc": bool(temple >= 0 and s.disc[temple])})
    f = s.festival
    view: dict[str, Any] = {
        "game": s.game_id,
        "seat": seat,
        "players": players,
        "turn_player": s.turn_player,
        "current_player": s.current_player,
        "phase": "over" if s.ending else ("festival" if f else s.phase[0]),
        "placing": s.phase[1] if s.phase[0] == "place" else None,
        "ap": s.ap,
        "draws": s.draws,
        "token_used": s.token_used,
        "height": list(s.height),
        "top": list(s.top),
        "top_tile": list(s.top_tile),
        "pond": [int(x) for x in s.pond],
        "temple": list(s.temple),
        "disc": [int(x) for x in s.disc],
        "inca": list(s.inca),
        "settlements": comps,
        "triples": s.triples,
        "ponds_left": s.ponds,
        "discs_left": s.discs,
        "floors": {str(v): n for v, n in sorted(s.floors.items())},
        "face_up": s.discard[-1] if s.discard else None,
        "face_up_relics": [C.RELICS[r] for r in C.FESTIVAL_CARDS[s.discard[-1]]]
        if s.discard else [],
        "discard": len(s.discard),
        "deck": len(s.deck),
        "last_triple_by": s.last_triple_by,
        "festival": None if f is None else {
            "temple": f["temple"], "order": list(f["order"]), "active": list(f["active"]),
            "total": [[q, t] for q, t in f["total"].items()],
            "played": [[q, list(c)] for q, c in f["played"].items()],
        },
        "ending": s.ending or None,
        "cells": len(H.CELLS),
    }
    if seat is not None:
        bit = 1 << seat
        view["known_deck"] = [[i, c] for i, c in enumerate(s.deck) if s.known[c] & bit]
    return view
