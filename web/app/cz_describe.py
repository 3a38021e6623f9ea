"""Words for Cuzco actions, prompts and events, from the message catalogs (pure Python)."""

from __future__ import annotations

from typing import Any

from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H

from .describe import event_values
from .i18n import t


def where(cell: int) -> str:
    """A hex named by row and column, as on the map (rows from the top, columns from 1)."""
    r, c = H.CELLS[cell]
    return t("cz.hex", row=r + 1, col=c // 2 + 1)


def card_text(card: int) -> str:
    return " + ".join(t("relic." + C.RELICS[r]) for r in C.FESTIVAL_CARDS[card])


def action_label(action: dict[str, Any], view: dict[str, Any]) -> str:
    kind = action["kind"]
    seat = view["current_player"]
    if kind == "choose_terrain":
        tile = action["tile"]
        left = view["triples"] if tile == "triple" else view["players"][seat][
            {"double": "doubles", "single_village": "single_villages",
             "single_crop": "single_crops"}[tile]]
        return t("cz.a.choose", tile=t("cz.tile." + tile), n=left)
    if kind == "place":
        cells = action["cells"]
        return t("cz.a.place", where=where(cells[0]), n=len(cells))
    if kind in ("enter", "leave", "pond"):
        return t("cz.a." + kind, where=where(action["cell"]))
    if kind == "move":
        return t("cz.a.move", start=where(action["cell"]), to=where(action["to"]))
    if kind in ("build_temple", "expand_temple"):
        return t("cz.a." + kind, value=action["value"], where=where(action["cell"]),
                 pp=action["value"] // 2)
    if kind == "draw":
        return t("cz.a.draw_" + action["source"])
    if kind == "festival":
        return t("cz.a.festival", where=where(action["temple"]))
    if kind == "play_card":
        return t("cz.a.play_card", card=card_text(action["card"]))
    return t("cz.a." + kind)


def hint_text(action: dict[str, Any], view: dict[str, Any]) -> str:
    """The whole action a hint suggests, in words (a placement names all its hexes)."""
    if action["kind"] == "place":
        cells = "; ".join(where(c) for c in action["cells"])
        tile = t("cz.tile." + (view.get("placing") or "triple"))
        if action["village"] >= 0:
            return t("cz.h.place_village", tile=tile, cells=cells,
                     village=where(action["village"]))
        return t("cz.h.place", tile=tile, cells=cells)
    return action_label(action, view)


def prompt_text(view: dict[str, Any], names: list[str]) -> str:
    seat = view["current_player"]
    if seat is None:
        return t("cz.p.over")
    name = names[seat]
    phase = view["phase"]
    if phase == "festival":
        f = view["festival"]
        totals = dict((q, v) for q, v in f["total"])
        high = max([v for q, v in totals.items() if q != seat] + [0])
        return t("cz.p.festival", name=name, total=totals[seat], high=high)
    if phase == "place":
        return t("cz.p.place", name=name, tile=t("cz.tile." + view["placing"]), ap=view["ap"])
    if phase == "start":
        return t("cz.p.start", name=name, ap=view["ap"])
    return t("cz.p.main", name=name, ap=view["ap"])


def event_text(event: dict[str, Any], names: list[str]) -> str | None:
    kind = event["kind"]
    seat = event.get("seat")
    values = event_values(event, names)
    if "cell" in event and isinstance(event["cell"], int):
        values["where"] = where(event["cell"])
    if "to" in event:
        values["to"] = where(event["to"])
    if kind == "place":
        values["tile"] = t("cz.tile." + event["tile"])
        values["where"] = where(event["cells"][0])
    if kind == "draw":
        return t("cz.l.draw_" + event["source"], **values)
    if kind == "play_card":
        values["card"] = card_text(event["card"])
    if kind == "grand_final_temple":
        values["place_text"] = t("cz.first" if event["place"] == 1 else "cz.second")
    if kind == "festival_organized":
        values["names"] = ", ".join(names[q] for q in event["seats"])
    if kind == "pond_scored" and seat is not None and seat < 0:
        return t("cz.l.pond_nobody", **values)
    if kind in ("turn", "reshuffle"):
        return None if kind == "turn" else t("cz.l.reshuffle", **values)
    key = "cz.l." + kind
    text = t(key, **values)
    return None if text == key else text
