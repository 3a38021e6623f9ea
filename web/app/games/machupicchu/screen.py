"""The Princes of Machu Picchu on screen: the board with its districts, moon tiles and
Priest/Virgin rows, the players' goods and cards, and the pickers for goods and cards.

The turn loop, AI, hints, hand-over, undo and the log are ``BoardView``'s; this class
draws the game and says what a click on its board means.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from incagames.core import Action
from incagames.machupicchu import components as C

from ...draw.canvas import Region
from ...page.dom import esc
from ...view.board import BoardView
from . import board, cards, choices, words
from .messages import t
from .words import goods_list, moon_reward, refused_label

PICKER_KINDS = {"offer": "goods", "take_goods": "goods", "moon_goods": "goods",
                "return_cards": "cards"}
"""Decisions made by picking several goods or cards, then confirming: the field of the
action that holds the selection."""


class MachuPicchuScreen(BoardView):
    game_id = "machu-picchu"
    words = words
    t = staticmethod(t)

    @property
    def score_unit(self) -> str:  # type: ignore[override]
        """VP in the player's language (PV, SP), for the results' headline."""
        return t("results.vp")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.picked: list[Any] = []  # goods or cards toggled in a picker
        self._idle: tuple[tuple[int, int], list[str]] | None = None
        """The moves that take nothing, worked out once per position (by its key)."""

    def clear_choices(self) -> None:
        self.picked = []

    def render(self, view: dict[str, Any] | None = None, board: bool = True) -> None:
        """The whole screen, from a view that also names the moves whose district has
        nothing to take (``idle_moves``): the buttons, the board's tooltips and the board
        in words say so before the player commits."""
        if self.play.redraw is None:  # the replay draws its own panels, deciding nothing
            if view is None:
                view = self.play.shown_state().view(self.viewer())
            view = self._with_idle_moves(view)
        super().render(view, board)

    def _with_idle_moves(self, view: dict[str, Any]) -> dict[str, Any]:
        """``view`` with ``idle_moves`` when the person deciding here may move now (not
        while a step waits for "End turn": the view is then of the position after it)."""
        moves = [a for a in self.human_actions() if a.kind == "move"]
        if not moves or self.pending is not None:
            return view
        state = self.match.state
        key = (id(state), len(self.match.actions))
        if self._idle is None or self._idle[0] != key:
            self._idle = (key, choices.idle_moves(state, moves))
        return {**view, "idle_moves": self._idle[1]}

    def render_board(self) -> None:
        lay = board.layout_for(self.frame.width())
        opts = board.Options(viewer=self.viewer(), hover=self.hover)
        if not self.needs_handover():
            for action in self.human_actions():
                if action.kind == "move":
                    opts.targets[action["district"]] = (
                        "llama" if self.costs(action).get("llama") else "free")
                elif action.kind in ("place_inca", "sun_clock", "set_up"):
                    occ = action["occupation"]
                    opts.targets[C.OCCUPATION_DISTRICT[occ]] = "free"
                elif action.kind == "stay":
                    opts.moon_targets.add(action["tile"])
            self._hint_on_board(opts)
        ops, self.frame.regions = board.draw(self.view, self.names, lay, opts)
        self.frame.paint(ops, lay.width, lay.height)

    def _hint_on_board(self, opts: board.Options) -> None:
        """Where the hinted action shows on the board: a district, a moon tile or a row."""
        hint = self.hint
        if hint is None:
            return
        if hint.kind == "move":
            opts.hint_district = str(hint["district"])
        elif hint.kind in ("place_inca", "sun_clock", "set_up"):
            opts.hint_district = C.OCCUPATION_DISTRICT[str(hint["occupation"])]
        elif hint.kind == "stay":
            opts.hint_moon = int(hint["tile"])  # type: ignore[arg-type]
        elif hint.kind == "acquire":
            opts.hint_row = str(hint["row"])

    def hint_picks(self) -> set[str]:
        """The toggles (goods, cards) that make up the hinted selection of a picker."""
        hint = self.hint
        if hint is None or hint.kind not in PICKER_KINDS:
            return set()
        return {str(item) for item in hint[PICKER_KINDS[hint.kind]]}  # type: ignore[union-attr]

    def controls_html(self, view: dict[str, Any]) -> str:
        actions = self.legal()
        kinds = {a.kind for a in actions}
        picker = next((k for k in kinds if k in PICKER_KINDS), None)
        if picker:
            return self._holdings_html(view, kinds) + self._picker_html(picker, actions, view)
        groups: dict[str, list[str]] = {}
        for action in self._with_refused(actions, view):
            group = {"stay": "stay", "done": "done", "market_add": "adjust",
                     "market_remove": "adjust"}.get(action.kind, "main")
            groups.setdefault(group, []).append(
                self.button(action, view) if action in actions
                else self._refused_button(action, view))
        parts = []
        for group in ("main", "adjust", "stay", "done"):
            if group in groups:
                parts.append(f'<div class="group group-{group}">{"".join(groups[group])}</div>')
        return self._holdings_html(view, kinds) + "".join(parts)

    @staticmethod
    def _with_refused(actions: list[Action], view: dict[str, Any]) -> list[Action]:
        """The legal actions, then the purchases of the decision that the player cannot
        make now (those with a reason to show): the choices first, the prices to learn
        after them."""
        return [*actions, *(a for a in choices.refused(view, actions)
                            if refused_label(a.to_json(), view) is not None)]

    @staticmethod
    def _refused_button(action: Action, view: dict[str, Any]) -> str:
        """A purchase greyed out: its price and why it cannot be made; disabled and with
        no ``data-action``, so it is no choice for a click, the keyboard or the tests."""
        label = refused_label(action.to_json(), view) or ""
        return f'<button type="button" class="act refused" disabled>{esc(label)}</button>'

    @staticmethod
    def _holdings_html(view: dict[str, Any], kinds: set[str]) -> str:
        """What the decision needs in sight beside its buttons (on a phone the players'
        panel is below the board): the deciding seat's goods and, at the Central Plaza,
        the market's prices."""
        seat = view["current_player"]
        if seat is None:
            return ""
        rows = [(t("you_have"), goods_chips(view["players"][seat]["goods"]))]
        if kinds & {"sell", "buy", "market_add", "market_remove"}:
            prices = {g: f'{p["sell"]}/{p["buy"]}' for g, p in view["prices"].items()}
            rows.append((t("market.prices"), goods_chips(prices)))
        return "".join(f'<div class="holdings"><span class="small">{esc(label)}</span>{chips}</div>'
                       for label, chips in rows)

    def _picker_html(self, kind: str, actions: list[Action], view: dict[str, Any]) -> str:
        """Toggle goods or cards, then confirm: the confirm button carries the legal action
        for the current selection (disabled when the selection is not legal)."""
        field = PICKER_KINDS[kind]
        legal = {a[field]: a for a in actions if a.kind == kind}
        if field == "goods":
            options = [g for g in C.GOODS if any(g in combo for combo in legal)]
            toggles = "".join(
                f'<button type="button" class="pick{" on" if g in self.picked else ""}" '
                f'aria-pressed="{str(g in self.picked).lower()}" data-pick="{g}">'
                f'<span class="chip chip-{g}"></span>{esc(t("g." + g))}</button>'
                for g in options)
            chosen = tuple(g for g in C.GOODS if g in self.picked)
            title = t("pick.goods")
        else:
            hand = {c["id"]: c for c in view["players"][view["current_player"]]["hand"]}
            toggles = "".join(
                f'<button type="button" class="pick card{" on" if cid in self.picked else ""}" '
                f'aria-pressed="{str(cid in self.picked).lower()}" data-pick="{cid}">'
                f'{cards.card_svg(hand[cid])}</button>' for cid in sorted(hand))
            chosen = tuple(sorted(self.picked))
            title = t("pick.cards")
        html = f'<p class="pick-title">{esc(title)}</p><div class="group picks">{toggles}</div>'
        action = legal.get(chosen)
        if action is not None:
            confirm = self.button(action, view, " confirm")
        else:
            text = goods_list(list(chosen)) if field == "goods" else t("pick.none")
            confirm = (f'<button type="button" class="act confirm" disabled>'
                       f'{esc(t("btn.confirm"))}: {esc(text)}</button>')
        extra = ""
        if kind == "offer" and () in legal and chosen:
            extra = self.button(legal[()], view, " secondary")
        return html + f'<div class="group">{confirm}{extra}</div>'

    def on_pick(self, value: str) -> None:
        kind = next((a.kind for a in self.legal()
                     if a.kind in PICKER_KINDS), None)
        if kind is None:
            return
        item: Any = int(value) if PICKER_KINDS[kind] == "cards" else value
        if item in self.picked:
            self.picked.remove(item)
        else:
            self.picked.append(item)
        self.render_controls()

    def hand_html(self, view: dict[str, Any], seat: int, heading: str | None = None) -> str:
        info = view["players"][seat]
        score = info["score"]
        by_icon = ", ".join(f"{t('i.' + icon)} {vp}" for icon, vp in score["cards"].items())
        return (
            f'<h2>{esc(heading or t("your_cards"))} · {esc(t("cards_vp", vp=score["vp"]))}</h2>'
            f'{cards.hand_html(info["hand"])}'
            f'<p class="small">{esc(by_icon)} · {esc(t("results.trail"))} {score["trail"]}'
            f' · {esc(t("results.gold"))} {score["gold"]}</p>')

    def seat_html(self, view: dict[str, Any], seat: int) -> tuple[str, str]:
        info = view["players"][seat]
        goods = goods_chips(info["goods"])
        incas = sum(info["incas"].values())
        priests = "".join(cards.row_icon_html(r, n) for r, n in info["priests"].items() if n)
        moons = "".join(cards.moon_tile_html(view["moon_tiles"][k]["reward"],
                                             moon_reward(view["moon_tiles"][k]["reward"]))
                        for k in info["moon_tiles"])
        who = self.seat_kind(seat)
        sun = (f' <span title="{esc(t("start_player"))}">☀</span>'
               if view["sun_holder"] == seat else "")
        badge = f'<span class="small">{esc(who)}{sun}</span>'
        body = (goods
                + f'<div class="small">{esc(t("supply"))}: {info["supply"]} · '
                f'{esc(t("incas_board"))}: {incas}'
                f' · {esc(t("n_cards", n=info["cards"]))} · '
                f'{esc(t("scout", n=info["scout"]))}</div>'
                + (f'<div class="pieces">{priests}{moons}</div>' if priests or moons else ""))
        return badge, body

    def toolbar_text(self, view: dict[str, Any]) -> str:
        """The day, or its night while a Moon Tile's owner chooses what to pay for."""
        night = (view.get("prompt") or {}).get("kind") == "moon_goods"
        return t("night" if night else "day", day=view["day"])

    def result_columns(self) -> list[tuple[str, Callable[[dict[str, Any]], str]]]:
        def cards(b: dict[str, Any]) -> str:
            return ", ".join(f"{t('i.' + icon)} {vp}" for icon, vp in b["cards"].items()
                             if vp) or "–"

        return [("final", lambda b: str(b["final"])), ("vp", lambda b: str(b["vp"])),
                ("cards", cards), ("trail", lambda b: str(b["trail"])),
                ("owed", lambda b: str(b["owed_cards"])), ("gold", lambda b: str(b["gold"])),
                ("mult", lambda b: f"×{b['multiplier']}"),
                ("goods", lambda b: str(b["goods_units"]))]

    def results_subtitle(self, ending: str) -> str:
        return t("ending." + ending)

    def action_at(self, region: Region) -> Action | None:
        """The legal action a click on ``region`` stands for, if any."""
        occ = C.DISTRICT_OCCUPATION.get(region.key) if region.kind == "district" else None
        for action in self.human_actions():
            kind = action.kind
            if region.kind == "district" and (
                    (kind == "move" and action["district"] == region.key)
                    or (occ and kind in ("place_inca", "sun_clock", "set_up")
                        and action["occupation"] == occ)):
                return action
            if region.kind == "moon" and kind == "stay" and action["tile"] == region.key:
                return action
            if region.kind == "row" and kind == "acquire" and action["row"] == region.key:
                return action
        return None


def goods_chips(values: dict[str, Any]) -> str:
    """One chip per good with a figure beside it (a count, or prices)."""
    chips = "".join(f'<span class="good" title="{esc(t("g." + g))}"><span class="chip chip-{g}">'
                    f'</span>{esc(value)}</span>' for g, value in values.items())
    return f'<div class="goods">{chips}</div>'


SCREEN = MachuPicchuScreen
