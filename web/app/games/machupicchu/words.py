"""Words for actions, prompts and events of Machu Picchu, from the message catalogs.

Pure functions of the engine's JSON (views, action dicts, events), so they run and are
tested without a browser. A view may also name the moves whose district has nothing to
take (``idle_moves``: the screen asks the engine), which their words then say.
"""

from __future__ import annotations

from typing import Any

from incagames.machupicchu import components as C

from ...live.log import event_values
from .messages import t

HANDOVER = "handover.text"
"""What the hot-seat hand-over screen says is about to be shown."""


def goods_list(names: list[str] | tuple[str, ...]) -> str:
    return ", ".join(t("g." + g) for g in names) if names else t("pick.none")


def amount(n: int, good: str) -> str:
    """A number of goods in words: "1 llama", "2 llamas" (plural forms per language)."""
    return t("gq." + good, n=n)


def cost_text(cost: dict[str, int] | None) -> str:
    if not cost:
        return ""
    return " + ".join(f"{n} {t('g.' + g)}" for g, n in cost.items() if n)


def moon_reward(reward: list[Any]) -> str:
    kind, amount = reward
    if kind == "steps":
        return t("moon.steps", n=amount)
    if kind == "corn":
        return t("moon.corn", n=amount)
    return t("moon.good", good=t("g." + kind))


def paid_in_corn(reward: list[Any]) -> bool:
    """Whether a moon tile's good costs a corn when it pays (every good but corn)."""
    return reward[0] not in ("steps", "corn")


def moon_when(reward: list[Any], day: int) -> str:
    """When a moon tile pays: at night, or on day 9 (no night follows) when it is taken;
    a goods tile for a corn."""
    when = "now" if day >= C.LAST_DAY else "night"
    return t(f"moon.{when}_corn" if paid_in_corn(reward) else f"moon.{when}")


def _stay(action: dict[str, Any], view: dict[str, Any], costs: dict[str, int],
          prefix: str) -> str:
    """A stay's words ("a." button, "h." sentence) with when its moon tile pays; on day 9
    a goods tile pays at once only when the engine charges its corn now."""
    reward = view["moon_tiles"][action["tile"]]["reward"]
    unpaid = view["day"] >= C.LAST_DAY and paid_in_corn(reward) and not costs.get("corn")
    return t(prefix + ("stay_unpaid" if unpaid else "stay"), reward=moon_reward(reward),
             when=moon_when(reward, view["day"]))


def idle_why(district: str, view: dict[str, Any]) -> str:
    """Why a move to ``district`` takes nothing there (the engine found that it does not),
    in the words of its kind of district, from the position before the move."""
    seat = view["current_player"]
    if district in C.BONUS_INDEX:
        return t("mv.no_bonus")
    if district in C.HOUSE_ROWS:
        rows = [view["rows"][C.ROWS[r]] for r in C.HOUSE_ROWS[district]]
        return t("mv.house_empty" if all(not r["left"] for r in rows) else "mv.house")
    if district in C.SETUP_DISTRICT_OCCUPATIONS:
        return t("mv.hut_supply" if not view["players"][seat]["supply"] else "mv.hut")
    if district == "sun_clock":
        return t("mv.sun_clock")
    return t("mv.nothing")


def idle_ends(district: str, view: dict[str, Any]) -> str | None:
    """The words "…: your turn ends" when the view marks a move to ``district`` as taking
    nothing (``view["idle_moves"]``, the screen's, from the engine); None otherwise."""
    if district not in view.get("idle_moves", ()):
        return None
    return t("mv.ends", why=idle_why(district, view))


def _move(text: str, action: dict[str, Any], view: dict[str, Any]) -> str:
    """A move's words, followed by what its district leaves to take when that is nothing."""
    ends = idle_ends(action["district"], view)
    return text if ends is None else t("a.move_idle", move=text, ends=ends)


def setup_cost(occupation: str) -> dict[str, int]:
    vector = C.SETUP_COST[C.OCCUPATION_INDEX[occupation]]
    return {C.GOODS[k]: n for k, n in enumerate(vector) if n}


def action_label(action: dict[str, Any], view: dict[str, Any], costs: dict[str, int]) -> str:
    """A short button label for one legal action, with prices and costs shown up front
    (``costs``: what the engine's ``State.preview`` says the action costs)."""
    kind = action["kind"]
    if kind == "place_inca":
        return t("a.place_inca", occupation=t("o." + action["occupation"]))
    if kind == "move":
        district = t("d." + action["district"])
        key = "a.move_llama" if costs.get("llama") else "a.move"
        return _move(t(key, district=district), action, view)
    if kind == "stay":
        return _stay(action, view, costs, "a.")
    if kind == "produce":
        return t("a.produce", count=action["count"])
    if kind == "sacrifice":
        steps = view["prompt"].get("steps_each", 0) * action["count"]
        return t("a.sacrifice", count=action["count"], steps=steps)
    if kind == "offer":
        if not action["goods"]:
            return t("a.offer_none")
        return t("a.offer", goods=goods_list(action["goods"]))
    if kind == "set_up":
        occ = action["occupation"]
        return t("a.set_up", occupation=t("o." + occ), cost=cost_text(setup_cost(occ)))
    if kind == "acquire":
        row = view["rows"][action["row"]]
        nxt = row["steps"]
        return t("a.acquire", row=t("r." + action["row"]), cost=cost_text(row["cost"]),
                 steps=_next_steps(action["row"], nxt))
    if kind == "done":
        return t("a.done")
    if kind in ("market_add", "market_remove"):
        return t("a." + kind, good=t("g." + action["good"]))
    if kind in ("sell", "buy"):
        price = view["prices"][action["good"]][kind]
        return t("a." + kind, good=t("g." + action["good"]), price=price)
    if kind == "sun_clock":
        return t("a.sun_clock", occupation=t("o." + action["occupation"]))
    if kind in ("take_goods", "moon_goods"):
        return t("a." + kind, goods=goods_list(action["goods"]))
    if kind == "return_cards":
        return t("a.return_cards")
    return kind


def refused_label(action: dict[str, Any], view: dict[str, Any]) -> str | None:
    """A purchase the engine does not offer now, with its price and why: what is short
    ("you have 1 pottery, it costs 2"), none left, or a visit's limit; None when no
    reason is known."""
    kind = action["kind"]
    prompt = view["prompt"]
    goods = view["players"][prompt["seat"]]["goods"]
    if kind == "acquire":
        info = view["rows"][action["row"]]
        row = t("r." + action["row"])
        if not info["left"]:
            return t("no.label", what=row, why=t("no.none_left"))
        what, cost = t("a.acquire_price", row=row, cost=cost_text(info["cost"])), info["cost"]
    elif kind == "set_up":
        occ = action["occupation"]
        cost = setup_cost(occ)
        what = t("a.set_up", occupation=t("o." + occ), cost=cost_text(cost))
        if occ in prompt.get("used", ()):
            return t("no.label", what=what, why=t("no.used"))
        if not view["players"][prompt["seat"]]["supply"]:
            return t("no.label", what=what, why=t("no.supply"))
    elif kind == "buy":
        good = action["good"]
        price = view["prices"][good]["buy"]
        what, cost = t("a.buy", good=t("g." + good), price=price), {"corn": price}
        if good in prompt.get("sold", ()):
            return t("no.label", what=what, why=t("no.sold"))
    else:
        return None
    short = [t("no.short", have=amount(goods[g], g), cost=n)
             for g, n in cost.items() if n and goods[g] < n]
    return t("no.label", what=what, why="; ".join(short)) if short else None


def card_text(card: dict[str, Any]) -> str:
    """A sacrifice card: its icons and its gold."""
    icons = " + ".join(t("i." + i) for i in card["icons"])
    return f"{icons} · {t('gold_n', n=card['gold'])}"


def hint_text(action: dict[str, Any], view: dict[str, Any], costs: dict[str, int]) -> str:
    """The whole action a hint suggests, in words (a button label names only what differs
    between the buttons of one decision: "Central Plaza" is a move there)."""
    kind = action["kind"]
    if kind == "place_inca":
        return t("h.place_inca", occupation=t("o." + action["occupation"]))
    if kind == "move":
        key = "h.move_llama" if costs.get("llama") else "h.move"
        return _move(t(key, district=t("d." + action["district"])), action, view)
    if kind == "stay":
        return _stay(action, view, costs, "h.")
    if kind == "set_up":
        occ = action["occupation"]
        return t("h.set_up", occupation=t("o." + occ), cost=cost_text(setup_cost(occ)))
    if kind == "acquire":
        return t("h.acquire", row=t("r." + action["row"]),
                 cost=cost_text(view["rows"][action["row"]]["cost"]))
    if kind == "sun_clock":
        return t("h.sun_clock", occupation=t("o." + action["occupation"]))
    if kind == "return_cards":
        # The returner's own hand: shown to it (in the position after the return, which
        # "End turn" shows, another seat decides and its hand is hidden).
        seat = view["seat"] if view.get("seat") is not None else view["current_player"]
        hand = ({c["id"]: c for c in view["players"][seat].get("hand", [])}
                if seat is not None else {})
        cards = "; ".join(card_text(hand[c]) if c in hand else f"#{c}" for c in action["cards"])
        return t("h.return_cards", cards=cards or t("pick.none"))
    return action_label(action, view, costs)


def _next_steps(row: str, current: int) -> int:
    """The number that becomes visible once the leftmost card of ``row`` is taken."""
    steps = C.ROW_STEPS[C.ROW_INDEX[row]]
    i = steps.index(current)
    return steps[min(i + 1, len(steps) - 1)]


def prompt_text(view: dict[str, Any], names: list[str]) -> str:
    prompt = view["prompt"]
    kind = prompt["kind"]
    if kind == "over":
        return t("l.game_over", ending=t("ending." + (view["ending"] or "rescue")))
    name = names[prompt["seat"]]
    if kind == "turn" and prompt.get("first_placement"):
        return t("p.first_placement", name=name)
    if kind == "produce":
        return t("p.produce", name=name, occupations=t("op." + prompt["occupation"]))
    if kind == "sacrifice":
        return t("p.sacrifice", name=name, rows=t("rp." + prompt["row"]),
                 steps=prompt["steps_each"])
    if kind == "summit":
        return t("p.summit", name=name, n=prompt["return"])
    if kind == "moon_goods":
        return t("p.moon_goods", name=name, n=prompt["affordable"])
    text = t("p." + kind, name=name)
    if kind == "plaza" and prompt.get("can_adjust"):
        text += " " + t("p.plaza_adjust")
    return text


def event_text(event: dict[str, Any], names: list[str]) -> str | None:
    """One log sentence for an engine event (None for events the log does not show)."""
    kind = event["kind"]
    values = event_values(event, names)
    for key in ("district",):
        if key in event:
            values[key] = t("d." + event[key])
    if "good" in event:
        values["good"] = t("g." + event["good"])
        if "count" in event:
            values["amount"] = amount(event["count"], event["good"])
    if "goods" in event:
        values["goods"] = goods_list(event["goods"])
    if "occupation" in event:
        values["occupation"] = t("o." + event["occupation"])
    if "row" in event:
        values["row"] = t("r." + event["row"])
    if kind == "move" and event.get("llamas"):
        return t("l.move_llama", **values)
    if kind == "stay":
        values["reward"] = moon_reward(event["reward"])
    if kind == "scout" and event["from"] == event["to"] and not event.get("summits"):
        return None
    if kind == "summit" and event.get("owed"):
        return t("l.summit_owed", **values)
    if kind == "game_over":
        values["ending"] = t("ending." + event["ending"])
    key = "l." + kind
    text = t(key, **values)
    return None if text == key else text


TURN_STARTS = ("place_inca", "move", "stay")
"""Events that open a seat's turn in the log (placing the first Inca counts as one)."""


def log_heading(event: dict[str, Any], names: list[str], context: dict[str, Any]) -> str | None:
    """The heading of a new log group when ``event`` opens one: the set-up, each turn
    (with its day), each night, the end."""
    kind = event["kind"]
    if kind == "setup":
        context["day"] = event["day"]
        return t("lh.setup")
    if kind == "new_day":
        context["day"] = event["day"]
        return None
    if kind == "night":
        return t("lh.night", day=event["day"])
    if kind in TURN_STARTS:
        return t("lh.turn", day=context.get("day", 1), name=event_values(event, names)["name"])
    if kind == "game_over":
        return t("lh.end")
    return None


def progress(view: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """How far a game has come, for the list of saved games: its day."""
    return "save.mp", {"day": view["day"]}
