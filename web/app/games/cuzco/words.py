"""Words for Cuzco actions, prompts and events, from the message catalogs (pure Python)."""

from __future__ import annotations

from typing import Any

from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H

from ...live.log import event_values
from .messages import t

HANDOVER = "handover.text"
_device = {"touch": False}
"""Whether the player plays with a finger: the placement prompt then names a tap and the
Rotate button, which a touch screen has, instead of a pointer and the R key
(``screen.py`` tells, from the screen and from the last pointer used)."""
ARROWS = {(0, 2): "→", (1, 1): "↘", (1, -1): "↙", (0, -2): "←", (-1, -1): "↖", (-1, 1): "↗"}
"""A neighbour's direction (row, doubled column) as an arrow: short enough for a
drop-down's option on a phone, and read by screen readers as the direction it shows."""
_CLOCKWISE = ("←", "↖", "↗", "→", "↘", "↙")


def use_touch(touch: bool) -> None:
    """Word the prompts for a finger (True) or for a mouse and keyboard."""
    _device["touch"] = touch


def where(cell: int) -> str:
    """A hex named by row and column, as on the map (rows from the top, columns from 1)."""
    r, c = H.CELLS[cell]
    return t("hex", row=r + 1, col=c // 2 + 1)


def place(view: dict[str, Any], cell: int) -> str:
    """A hex named by what stands there first where that is telling (a city, by its
    temple's value: the map shows no coordinates), then by row and column."""
    for settlement in view["settlements"]:
        if settlement["temple"] >= 0 and cell in settlement["cells"]:
            return t("in_city", value=settlement["value"], where=where(cell))
    return where(cell)


def short_place(view: dict[str, Any], cell: int) -> str:
    """A hex by row and column, and the city it lies in (named by its temple's value):
    the short form the panel's drop-downs show whole."""
    for settlement in view["settlements"]:
        if settlement["temple"] >= 0 and cell in settlement["cells"]:
            return t("o.city", value=settlement["value"], where=where(cell))
    return where(cell)


def directions(anchor: int, cells: tuple[int, ...] | list[int]) -> str:
    """The hexes of a placement other than ``anchor``, as arrows from it, clockwise
    from the west."""
    r0, c0 = H.CELLS[anchor]
    arrows = [ARROWS[(H.CELLS[c][0] - r0, H.CELLS[c][1] - c0)] for c in cells if c != anchor]
    return " ".join(sorted(arrows, key=_CLOCKWISE.index))


def option_label(action: dict[str, Any], view: dict[str, Any], costs: dict[str, int]) -> str:
    """An option of the panel's drop-down of one kind of map action: only what tells it
    from the others (the drop-down's label says what is done), short enough to be read
    whole on a phone, its cost once (a temple's and a pond's is in the label)."""
    kind = action["kind"]
    ap = costs.get("ap", 0)
    if kind in ("build_temple", "expand_temple"):
        return t("o." + kind, value=action["value"], where=where(action["cell"]),
                 pp=action["value"] // 2)
    if kind == "pond":
        return where(action["cell"])
    cell = action["to"] if kind == "move" else action["cell"]
    return t("o.ap", where=short_place(view, cell), ap=ap) if ap else short_place(view, cell)


def relic_list(relics: list[str]) -> str:
    """The relics a face-up card asks for, in words ("mask or tumi")."""
    return t("relics_or", first=", ".join(t("relic." + r) for r in relics[:-1]),
             last=t("relic." + relics[-1])) if len(relics) > 1 else (
        t("relic." + relics[0]) if relics else "–")


def card_text(card: int) -> str:
    return " + ".join(t("relic." + C.RELICS[r]) for r in C.FESTIVAL_CARDS[card])


def action_label(action: dict[str, Any], view: dict[str, Any], costs: dict[str, int]) -> str:
    """A short label for one legal action, with what it costs in action points (a
    terrain's placement states its cost where its hex and turn are chosen)."""
    label = _label(action, view)
    ap = costs.get("ap", 0)
    if ap and action["kind"] not in ("choose_terrain", "place"):
        return f"{label} · {t('ap', ap=ap)}"
    return label


def _label(action: dict[str, Any], view: dict[str, Any]) -> str:
    kind = action["kind"]
    seat = view["current_player"]
    if kind == "choose_terrain":
        tile = action["tile"]
        left = view["triples"] if tile == "triple" else view["players"][seat][
            {"double": "doubles", "single_village": "single_villages",
             "single_crop": "single_crops"}[tile]]
        return t("a.choose", tile=t("tile." + tile), n=left)
    if kind == "place":
        cells = action["cells"]
        return t("a.place", where=where(cells[0]), n=len(cells))
    if kind in ("enter", "leave", "pond"):
        return t("a." + kind, where=place(view, action["cell"]))
    if kind == "move":
        return t("a.move", start=place(view, action["cell"]), to=place(view, action["to"]))
    if kind in ("build_temple", "expand_temple"):
        return t("a." + kind, value=action["value"], where=where(action["cell"]),
                 pp=action["value"] // 2)
    if kind == "draw":
        return t("a.draw_" + action["source"])
    if kind == "festival":  # the temple by its value first: the map shows no coordinates
        cell = action["temple"]
        return t("a.festival", where=t("temple_at", value=view["temple"][cell], where=where(cell)))
    if kind == "play_card":
        return t("a.play_card", card=card_text(action["card"]))
    return t("a." + kind)


def hint_text(action: dict[str, Any], view: dict[str, Any], costs: dict[str, int]) -> str:
    """The whole action a hint suggests, in words (a placement names all its hexes)."""
    if action["kind"] == "place":
        cells = "; ".join(where(c) for c in action["cells"])
        tile = t("tile." + (view.get("placing") or "triple"))
        if action["village"] >= 0:
            return t("h.place_village", tile=tile, cells=cells,
                     village=where(action["village"]))
        return t("h.place", tile=tile, cells=cells)
    return action_label(action, view, costs)


def prompt_text(view: dict[str, Any], names: list[str]) -> str:
    seat = view["current_player"]
    if seat is None:
        return t("p.over")
    name = names[seat]
    phase = view["phase"]
    if phase == "festival":
        f = view["festival"]
        totals = dict((q, v) for q, v in f["total"])
        total = totals[seat]
        high = max([v for q, v in totals.items() if q != seat and q in f["active"]] + [0])
        relics = relic_list(view["face_up_relics"])
        if high == 0:
            key = "p.festival_alone" if total else "p.festival_open"
        else:
            key = "p.festival_lead" if total >= high else "p.festival_below"
        return t(key, name=name, total=total, high=high, relics=relics)
    if phase == "place":
        key = "p.place_touch" if _device["touch"] else "p.place"
        return t(key, name=name, tile=t("tile." + view["placing"]), ap=view["ap"])
    if phase == "start":
        return t("p.start", name=name, ap=view["ap"])
    return t("p.main", name=name, ap=view["ap"])


def event_places(event: dict[str, Any]) -> list[int]:
    """The hexes a log line is about, lit up while it is pointed at: a placement's
    tiles, an Inca's hex (and where it went), a temple, a pond."""
    cells = [*event.get("cells", ())]
    cells += [event[key] for key in ("cell", "to") if isinstance(event.get(key), int)]
    return [c for c in dict.fromkeys(cells) if isinstance(c, int) and 0 <= c < H.N_CELLS]


def event_text(event: dict[str, Any], names: list[str]) -> str | None:
    kind = event["kind"]
    seat = event.get("seat")
    values = event_values(event, names)
    if "cell" in event and isinstance(event["cell"], int):
        values["where"] = where(event["cell"])
    if "to" in event:
        values["to"] = where(event["to"])
    if kind == "place":
        values["tile"] = t("tile." + event["tile"])
        values["where"] = where(event["cells"][0])
    if kind == "draw":
        return t("l.draw_" + event["source"], **values)
    if kind == "play_card":
        values["card"] = card_text(event["card"])
    if kind == "grand_final_temple":
        values["place_text"] = t("first" if event["place"] == 1 else "second")
    if kind == "festival_organized":
        values["names"] = ", ".join(names[q] for q in event["seats"])
        values["n"] = len(event["seats"])
    if kind == "pond_scored" and seat is not None and seat < 0:
        return t("l.pond_nobody", **values)
    if kind in ("turn", "reshuffle"):
        return None if kind == "turn" else t("l.reshuffle", **values)
    key = "l." + kind
    text = t(key, **values)
    return None if text == key else text


def log_heading(event: dict[str, Any], names: list[str], context: dict[str, Any]) -> str | None:
    """The heading of a new log group: the set-up, each turn (numbered, the final turns
    named as such), the end."""
    kind = event["kind"]
    if kind == "setup":
        return t("lh.setup")
    if kind in ("last_triple", "site_full"):
        context["final"] = True
    if kind == "turn":
        context["turn"] = context.get("turn", 0) + 1
        key = "lh.final_turn" if context.get("final") else "lh.turn"
        return t(key, n=context["turn"], name=event_values(event, names)["name"])
    if kind == "game_over":
        return t("lh.end")
    return None


def progress(view: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """How far a game has come, for the list of saved games: triples placed."""
    return "save.cz", {"placed": C.TRIPLES - view["triples"], "total": C.TRIPLES}


def hex_parts(view: dict[str, Any], names: list[str], cell: int) -> list[str]:
    """What stands on one hex, in short phrases: its terrain and level (or pond), its
    temple and festival disc, its Inca; empty for a bare hex. Shared by the board's
    tooltip and the board in words."""
    parts = []
    if view["pond"][cell]:
        parts.append(t("tip.pond"))
    elif view["top"][cell]:
        parts.append(t("tip.village" if view["top"][cell] == 2 else "tip.crop",
                       h=view["height"][cell]))
    if view["temple"][cell]:
        parts.append(t("tip.temple", value=view["temple"][cell]))
        if view["disc"][cell]:
            parts.append(t("bt.disc"))
    if view["inca"][cell] >= 0:
        parts.append(t("tip.inca", name=names[view["inca"][cell]]))
    return parts
