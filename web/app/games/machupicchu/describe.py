"""Machu Picchu's board in words (pure Python): one entry per district, the moon tiles,
the Incatrail and the decision now, each with the deciding player's actions there."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from incagames.core import Action
from incagames.machupicchu import components as C

from ...draw.describe import GENERAL, Entry, file_actions
from ...text.i18n import capital
from ...text.i18n import t as shared_t
from .board import district_tooltip
from .messages import t
from .words import amount, cost_text, hint_text, moon_reward, moon_when, prompt_text

ROW_HOUSE = {row: house for house, rows in C.HOUSE_ROWS.items() for row in rows}
"""The district where each row of Priests/Virgins is acquired (row index -> district)."""
TEMPLE_OF_ROW = {row: temple for temple, row in C.TEMPLE_ROW.items()}


def place_of(action: Action, view: dict[str, Any]) -> str | None:
    """The entry an action belongs to: where clicking on the board would do it."""
    kind = action.kind
    if kind == "move":
        return "district:" + str(action["district"])
    if kind in ("place_inca", "sun_clock", "set_up"):
        return "district:" + C.OCCUPATION_DISTRICT[str(action["occupation"])]
    if kind == "acquire":
        return "district:" + ROW_HOUSE[C.ROW_INDEX[str(action["row"])]]
    if kind in ("market_add", "market_remove", "sell", "buy"):
        return "district:central_plaza"
    if kind in ("produce", "sacrifice", "offer"):
        seat = view["current_player"]
        return None if seat is None else "district:" + str(view["players"][seat]["prince"])
    if kind == "take_goods":
        return "district:sun_clock"
    if kind in ("stay", "moon_goods"):
        return "moon"
    if kind == "return_cards":
        return "trail"
    return None


def spots(action: Action, view: dict[str, Any]) -> list[tuple[str, Any]]:
    """Where an action shows on the board (the board's hit regions): the phone's sheet
    must leave it in sight."""
    if action.kind == "stay":
        return [("moon", action["tile"])]
    key = place_of(action, view)
    return [("district", key.split(":", 1)[1])] if key and key.startswith("district:") else []


def _district(view: dict[str, Any], names: list[str], d: str) -> Entry:
    players = view["players"]
    lines = [district_tooltip(d).split(": ", 1)[-1]]
    occ = C.DISTRICT_OCCUPATION.get(d)
    if d in C.BONUS_INDEX:
        n = view["bonus"].get(d, 0)
        if not n:
            lines.append(t("bt.no_bonus"))
        elif occ:
            good = C.GOODS[C.OCCUPATION_GOOD[C.OCCUPATION_INDEX[occ]]]
            lines.append(t("bt.bonus", amount=amount(n, good)))
        else:
            lines.append(t("bt.stones", n=n))
    if occ or d == "sun_clock":
        here = [(s, info["incas"][occ] if occ else info["sun_clock"])
                for s, info in enumerate(players)]
        listed = ", ".join(f"{names[s]} {n}" for s, n in here if n)
        lines.append(t("bt.incas", who=listed) if listed else t("bt.no_incas"))
    princes = [names[s] for s, info in enumerate(players) if info["prince"] == d]
    if princes:
        lines.append(t("bt.princes", who=", ".join(princes)))
    for row in C.HOUSE_ROWS.get(d, ()):
        name = C.ROWS[row]
        info = view["rows"][name]
        lines.append(t("bt.row", row=t("rp." + name), left=info["left"],
                       cost=cost_text(info["cost"]), steps=info["steps"]))
    if d in C.TEMPLE_ROW:
        lines.append(t("bt.temple", rows=t("rp." + C.ROWS[C.TEMPLE_ROW[d]])))
    if d == "central_plaza":
        lines += [t("bt.price", good=t("g." + g), buy=p["buy"], sell=p["sell"])
                  for g, p in view["prices"].items()]
    near = sorted(t("d." + C.DISTRICTS[k]) for k in C.NEIGHBOURS[C.DISTRICT_INDEX[d]])
    lines.append(t("bt.neighbours", list=", ".join(near)))
    return Entry("district:" + d, t("d." + d), lines, spots=[("district", d)])


def _moon(view: dict[str, Any], names: list[str]) -> Entry:
    lines = [t("day", day=view["day"]),
             t("bt.moon_today", n=view["moon_taken_today"], of=C.MOON_TILES_PER_DAY)]
    for tile in view["moon_tiles"]:
        reward = moon_reward(tile["reward"])
        owner = tile["owner"]
        lines.append(t("bt.moon_free", reward=reward,
                       when=moon_when(tile["reward"], view["day"])) if owner < 0
                     else t("bt.moon_taken", reward=reward, name=names[owner]))
    if view["sun_holder"] is not None and view["sun_holder"] >= 0:
        lines.append(capital(f"{t('start_player')}: {names[view['sun_holder']]}"))
    lines.append(t("deck", n=view["deck"]))
    spots = [("moon", tile["tile"]) for tile in view["moon_tiles"]]
    return Entry("moon", t("bt.moon_title"), lines, spots=spots)


def _trail(view: dict[str, Any], names: list[str]) -> Entry:
    lines = [t("bt.scout", name=names[s], n=info["scout"])
             for s, info in enumerate(view["players"])]
    lines.append(t("bt.trail_marks", granary=C.GRANARY, stable=C.LLAMA_STABLE,
                   summit=C.SUMMIT))
    spots = [("trail", f) for f in (C.GRANARY, C.LLAMA_STABLE, C.SUMMIT)]
    return Entry("trail", t("trail"), lines, spots=spots)


def describe(view: dict[str, Any], names: list[str], actions: Iterable[Action],
             costs: Callable[[Action], dict[str, int]]) -> list[Entry]:
    """The board in words for ``view``; ``actions`` are the deciding human's legal
    actions (none while an AI or nobody decides), ``costs`` the engine's price of one."""
    entries = [_district(view, names, d) for d in C.DISTRICTS]
    entries += [_moon(view, names), _trail(view, names)]
    general = Entry(GENERAL, shared_t("bt.general"), [prompt_text(view, names)])
    entries.append(general)
    file_actions(entries, actions, lambda a: place_of(a, view),
                 lambda a: hint_text(a.to_json(), view, costs(a)))
    return entries
