"""Cuzco's site in words (pure Python): one entry per city, one per area of the site (its
villages, crops, ponds and Incas hex by hex), and the decision now, each with the
deciding player's actions there."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from incagames.core import Action
from incagames.cuzco import hexgrid as H

from ...draw.describe import GENERAL, Entry, file_actions
from ...text.i18n import t as shared_t
from .messages import t
from .words import card_text, hex_parts, hint_text, prompt_text, relic_list, where

AREAS = ("nw", "n", "ne", "w", "c", "e", "sw", "s", "se")
"""The site in nine areas, three bands of rows by three of columns."""
COSTED = ("move", "enter", "leave")
"""Actions whose label says their action points (the map shows them as badges)."""
BULKY = ("place", "move", "pond", "enter")
"""Actions that may come by the hundred (placements, moves, ponds, entries): worded on demand
when there are more than ``FEW`` of their kind."""
FEW = 12


def area_of(cell: int) -> str:
    r, c = H.CELLS[cell]
    band = 0 if r < 5 else 1 if r < 10 else 2
    side = 0 if c <= 12 else 1 if c <= 24 else 2
    return AREAS[band * 3 + side]


def cities(view: dict[str, Any]) -> dict[int, int]:
    """Every hex of a city -> the city's temple hex."""
    return {cell: s["temple"] for s in view["settlements"] if s["temple"] >= 0
            for cell in s["cells"]}


def region_key(cell: int, city_of: dict[int, int]) -> str:
    return f"city:{city_of[cell]}" if cell in city_of else "area:" + area_of(cell)


def place_of(action: Action, city_of: dict[int, int]) -> str | None:
    """The entry an action belongs to: the city or area of the hex it is done at."""
    kind = action.kind
    if kind == "place":
        village = int(action["village"])  # type: ignore[arg-type]
        cell = village if village >= 0 else int(action["cells"][0])  # type: ignore[index]
    elif kind == "festival":
        cell = int(action["temple"])  # type: ignore[arg-type]
    elif kind in ("enter", "leave", "pond", "move", "build_temple", "expand_temple"):
        cell = int(action["cell"])  # type: ignore[arg-type]
    else:
        return None
    return region_key(cell, city_of)


def spots(action: Action, view: dict[str, Any]) -> list[tuple[str, Any]]:
    """Where an action shows on the map (its hexes): the phone's sheet leaves it in
    sight."""
    if action.kind == "place":
        return [("cell", c) for c in action["cells"]]  # type: ignore[union-attr]
    if action.kind == "festival":
        return [("cell", action["temple"])]
    if action.kind in ("enter", "leave", "pond", "move", "build_temple", "expand_temple"):
        return [("cell", action["cell"])]
    if view.get("festival") is not None:  # a bid: the festival's city
        return [("cell", view["festival"]["temple"])]
    return []


def hex_text(view: dict[str, Any], names: list[str], cell: int) -> str | None:
    """What stands on one hex, or None for an empty hex of the site (or of the ring)."""
    parts = hex_parts(view, names, cell)
    if not parts:
        return None
    return f"{where(cell)}: {' · '.join(parts)}"


def _city(view: dict[str, Any], names: list[str], settlement: dict[str, Any]) -> Entry:
    temple = settlement["temple"]
    cells = settlement["cells"]
    levels = [view["height"][c] for c in cells]
    lines = [t("bt.city_size", n=len(cells), low=min(levels), high=max(levels))]
    lines += [text for c in cells if (text := hex_text(view, names, c))]
    title = t("bt.city", value=settlement["value"], where=where(temple))
    return Entry(f"city:{temple}", title, lines, spots=[("cell", c) for c in cells])


def _areas(view: dict[str, Any], names: list[str], city_of: dict[int, int]) -> list[Entry]:
    entries = {a: Entry("area:" + a, t("bt.area." + a)) for a in AREAS}
    empty = dict.fromkeys(AREAS, 0)
    for cell in range(H.N_CELLS):
        area = area_of(cell)
        entries[area].spots.append(("cell", cell))
        if cell in city_of:
            continue
        text = hex_text(view, names, cell)
        if text is not None:
            entries[area].lines.append(text)
        elif cell in H.SITE_CELLS:
            empty[area] += 1
    for area, entry in entries.items():
        entry.lines.append(t("bt.empty", n=empty[area]))
    return list(entries.values())


def _general(view: dict[str, Any], names: list[str]) -> Entry:
    lines = [prompt_text(view, names), t("triples_left", n=view["triples"]),
             t("ponds_left", n=view["ponds_left"]), t("deck", n=view["deck"]),
             t("face_up", relics=relic_list(view["face_up_relics"]))]
    f = view["festival"]
    if f is not None:
        totals = dict((q, v) for q, v in f["total"])
        lines.append(t("festival_title", value=view["temple"][f["temple"]],
                       relics=relic_list(view["face_up_relics"])))
        lines += [f"{names[q]}: {totals[q]} FP" + ("" if q in f["active"]
                                                   else " — " + t("dropped"))
                  for q in f["order"]]
        for q, cards in f.get("played", []):
            if cards:
                lines.append(t("bt.played", name=names[q],
                               cards="; ".join(card_text(c) for c in cards)))
    return Entry(GENERAL, shared_t("bt.general"), lines)


def describe(view: dict[str, Any], names: list[str], actions: Iterable[Action],
             costs: Callable[[Action], dict[str, int]]) -> list[Entry]:
    """The site in words for ``view``; ``actions`` are the deciding human's legal
    actions (none while an AI or nobody decides), ``costs`` the engine's price of one."""
    city_of = cities(view)
    entries = [_city(view, names, s) for s in view["settlements"] if s["temple"] >= 0]
    entries += _areas(view, names, city_of)
    entries.append(_general(view, names))

    def label(action: Action) -> str:
        text = hint_text(action.to_json(), view, {})
        if action.kind in COSTED:
            text += " · " + t("ap_badge", ap=costs(action).get("ap", 0))
        return text

    actions = list(actions)
    many = {k for k in BULKY if sum(a.kind == k for a in actions) > FEW}
    file_actions(entries, actions, lambda a: place_of(a, city_of), label,
                 lambda a: a.kind in many)
    return entries
