"""The game screen: board canvas, player panels, the prompt with its controls, the log.

The UI never decides a rule: controls are the engine's legal actions (each a button
with ``data-action`` = the action's JSON), the canvas mirrors them, and every click goes
through ``Match.apply``. AI seats play through ``AiBridge`` at the chosen pace.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

from pyscript import document, window

from incagames.core import Action, IllegalAction
from incagames.core.match import Match
from incagames.machupicchu import components as C

from . import board, describe
from .ai import AiBridge, error_reason
from .describe import card_text, goods_list, is_far
from .dom import (
    by_id,
    clear_toast,
    closest,
    esc,
    mark_svg,
    on,
    present,
    reveal,
    set_phase,
    show,
    toast,
)
from .i18n import t

PICKER_KINDS = {"offer": "goods", "take_goods": "goods", "moon_goods": "goods",
                "return_cards": "cards"}
LOG_LINES = 300
HINT_SALT = 0x5EED
"""Mixed into a hint's seed (which depends on the position only, like an AI seat's)."""


class GameView:
    """One match on screen. ``on_change`` is called after every action (autosave).

    This class draws The Princes of Machu Picchu; other games subclass it and replace the
    board, the panels and the canvas input (``words`` names the game's wording module).
    """

    words: Any = describe

    def __init__(self, match: Match, pace: int, ai: AiBridge,
                 on_change: Callable[[], None]) -> None:
        self.match = match
        self.pace = pace
        self.ai = ai
        self.on_change = on_change
        self.names = [s.name for s in match.seats]
        self.shown_human: int | None = None
        self.picked: list[Any] = []
        self.regions: list[board.Region] = []
        self.layout = board.WIDE
        self.hover: Any = None
        self.log_lines: list[str] = []
        self.ai_task: asyncio.Future | None = None
        self._legal_key: tuple[int, int] | None = None
        self._legal: list[Action] = []
        self.closed = False
        self.hint: Action | None = None  # the suggested move, while the position lasts
        self.hint_busy = False  # a hint was asked for and has not arrived yet
        self.position = 0  # counts position changes (moves, undos): stale hints are dropped
        self._hint_task: asyncio.Future | None = None
        for event in match.log:
            self._add_log(event)

    # ---------------------------------------------------------------- who sees
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.is_human]

    def deciding_human(self) -> int | None:
        seat = self.match.state.current_player
        if seat is not None and self.match.seats[seat].is_human:
            return seat
        return None

    def viewer(self) -> int | None:
        """Whose secrets may be drawn: the human deciding now (after the hand-over), else
        the only human, else nobody (spectator)."""
        seat = self.deciding_human()
        if seat is not None and (len(self.humans) == 1 or seat == self.shown_human):
            return seat
        if len(self.humans) == 1:
            return self.humans[0]
        return None

    def needs_handover(self) -> bool:
        seat = self.deciding_human()
        return seat is not None and len(self.humans) > 1 and seat != self.shown_human

    # ---------------------------------------------------------------- actions
    def apply(self, data: Any) -> None:
        seat = self.deciding_human()
        if seat is None:
            return
        try:
            action = data if isinstance(data, Action) else Action.from_json(data)
            events = self.match.apply(action, seat=seat)
        except IllegalAction as exc:
            toast(t("err.action", reason=exc.reason))
            return
        clear_toast()
        self._after(events)

    def undo(self) -> None:
        seat = self.deciding_human()
        if seat is None or not self.match.can_undo(seat):
            return
        self.match.undo(seat)
        self._moved()
        self.log_lines = []
        for event in self.match.log:
            self._add_log(event)
        self.picked = []
        self.on_change()
        self.render()

    def _moved(self) -> None:
        """The position changed: any hint (shown or on its way) is for another position."""
        self.position += 1
        self.hint = None
        self.hint_busy = False

    def _after(self, events: list[dict[str, Any]]) -> None:
        self._moved()
        for event in events:
            self._add_log(event)
        self.picked = []
        self.on_change()
        self.render()
        self.schedule_ai()

    def _add_log(self, event: dict[str, Any]) -> None:
        line = self.words.event_text(event, self.names)
        if line:
            self.log_lines.append(line)
            del self.log_lines[:-LOG_LINES]

    # ---------------------------------------------------------------- AI seats
    def schedule_ai(self) -> None:
        if self.ai_task is None or self.ai_task.done():
            self.ai_task = asyncio.ensure_future(self._ai_loop())

    async def _ai_loop(self) -> None:
        match = self.match
        while not self.closed and not match.state.is_over:
            seat = match.state.current_player
            level = match.seats[seat].level
            if level is None:
                return
            await asyncio.sleep(self.pace / 1000 if self.pace else 0)
            if self.closed or match.state.current_player != seat:
                return
            self._set_status(t("thinking", name=self.names[seat], level=t("level." + level)))
            seed = (match.seed * 7919 + len(match.actions)) & 0xFFFFFFFF
            before = len(match.actions)
            try:
                action = await self.ai.choose(match.state, level, seed)
            except Exception as exc:  # e.g. a level this engine does not have
                if not self.closed:
                    message = t("err.ai", name=self.names[seat], level=t("level." + level),
                                reason=error_reason(exc))
                    self._set_status(message)
                    toast(message)
                return
            if self.closed or len(match.actions) != before:
                return
            events = match.apply(action, seat=seat)
            self._moved()
            for event in events:
                self._add_log(event)
            self.on_change()
            self.render()

    # ---------------------------------------------------------------- rendering
    def render(self) -> None:
        over = self.match.state.is_over
        set_phase("over" if over else "game")
        handover = self.needs_handover()
        show(by_id("handover"), handover and not over)
        if handover and not over:
            name = self.names[self.deciding_human()]
            by_id("handover-title").textContent = t("handover.title", name=name)
            by_id("handover-text").textContent = t("handover.text", name=name)
            by_id("handover-continue").textContent = t("btn.continue", name=name)
        view = self.match.state.view(self.viewer())
        self.view = view
        self.render_board()
        self._render_prompt(view, handover)
        self._render_hand(view)
        self._render_players(view)
        self._render_log()
        self._render_toolbar(view)
        if over:
            self._render_results()

    @staticmethod
    def board_width() -> int:
        """The CSS width available to the board canvas."""
        return max(300, int(by_id("board").parentElement.clientWidth))

    def paint(self, ops: list[list[Any]], width: float, height: float) -> None:
        """Size the canvas for a ``width`` x ``height`` logical board at the current CSS
        width and pixel ratio (crisp at any zoom), then draw the display list."""
        canvas = by_id("board")
        css_w = self.board_width()
        self.scale = css_w / width
        dpr = window.devicePixelRatio or 1
        canvas.style.height = f"{height * self.scale}px"
        canvas.width = round(css_w * dpr)
        canvas.height = round(height * self.scale * dpr)
        window.incaPaint(canvas, json.dumps(ops, separators=(",", ":")), dpr * self.scale)

    def render_board(self) -> None:
        lay = board.layout_for(self.board_width())
        self.layout = lay
        opts = board.Options(viewer=self.viewer(), hover=self.hover)
        if not self.needs_handover():
            for action in self._human_actions():
                if action.kind == "move":
                    here = self.view["players"][self.deciding_human()]["prince"]
                    opts.targets[action["district"]] = (
                        "llama" if is_far(here, action["district"]) else "free")
                elif action.kind in ("place_inca", "sun_clock", "set_up"):
                    occ = action["occupation"]
                    opts.targets[C.OCCUPATION_DISTRICT[occ]] = "free"
                elif action.kind == "stay":
                    opts.moon_targets.add(action["tile"])
            self._hint_on_board(opts)
        ops, self.regions = board.draw(self.view, self.names, lay, opts)
        self.paint(ops, lay.width, lay.height)

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

    def legal(self) -> list[Action]:
        """The current legal actions, listed once per position (pointer moves redraw the
        board many times between two actions)."""
        key = (id(self.match.state), len(self.match.actions))
        if self._legal_key != key:
            self._legal_key = key
            self._legal = self.match.state.legal_actions()
        return self._legal

    def _human_actions(self) -> list[Action]:
        if self.deciding_human() is None or self.needs_handover():
            return []
        return self.legal()

    def _set_status(self, text: str) -> None:
        by_id("status").textContent = text

    def _render_prompt(self, view: dict[str, Any], handover: bool) -> None:
        seat = view["current_player"]
        if seat is None:
            self._set_status(self.words.prompt_text(view, self.names))
            by_id("controls").innerHTML = ""
            return
        level = self.match.seats[seat].level
        if level is not None:
            self._set_status(t("waiting_ai", name=self.names[seat], level=t("level." + level)))
            by_id("controls").innerHTML = ""
            return
        self._set_status(self.words.prompt_text(view, self.names))
        if handover:
            by_id("controls").innerHTML = ""
            return
        self._render_controls()

    def _render_controls(self) -> None:
        """The decision's controls, below the hint button and its answer."""
        box = by_id("controls")
        box.innerHTML = self._hint_html() + self._controls_html(self.view)
        self._mark_hint(box)

    # ---------------------------------------------------------------- hints
    def request_hint(self) -> None:
        """Ask the AI worker for the normal bot's move in the current position."""
        if (self.closed or self.hint_busy or self.deciding_human() is None
                or self.needs_handover()):
            return
        if self.hint is not None:  # already answered for this position: show it again
            self._reveal_hint()
            return
        self.hint_busy = True
        self._render_controls()
        self._hint_task = asyncio.ensure_future(self._fetch_hint(self.position))

    async def _fetch_hint(self, position: int) -> None:
        seed = ((self.match.seed * 7919 + len(self.match.actions)) ^ HINT_SALT) & 0xFFFFFFFF
        try:
            action: Action | None = await self.ai.hint(self.match.state, seed)
        except Exception as exc:
            if self.closed or position != self.position:
                return
            self.hint_busy = False
            toast(t("hint.failed", reason=error_reason(exc)))
            self._render_controls()
            return
        if self.closed or position != self.position:
            return  # the position changed while the bot thought: the answer is stale
        self.hint_busy = False
        self.hint = action if action in self.legal() else None
        self._render_controls()
        self.render_board()
        self._reveal_hint()

    @staticmethod
    def _reveal_hint() -> None:
        marked = by_id("controls").querySelector(".hinted")
        if present(marked):
            reveal(marked)

    def _hint_html(self) -> str:
        if self.hint_busy:
            state, label = ' disabled aria-busy="true"', esc(t("hint.busy"))
        else:
            state, label = "", esc(t("hint.button")) + " <kbd>H</kbd>"
        text = ""
        if self.hint is not None:
            what = self.words.hint_text(self.hint.to_json(), self.view)
            text = esc(t("hint.text", action=what))
        return (f'<div class="hint-row"><button type="button" class="act secondary hint-btn"'
                f' data-ui="hint" aria-keyshortcuts="h" title="{esc(t("hint.title"))}"{state}>'
                f'{label}</button><p class="hint-text" role="status">{text}</p></div>')

    def _hint_picks(self) -> set[str]:
        """The toggles (goods, cards) that make up the hinted selection of a picker."""
        hint = self.hint
        if hint is None or hint.kind not in PICKER_KINDS:
            return set()
        return {str(item) for item in hint[PICKER_KINDS[hint.kind]]}  # type: ignore[union-attr]

    def _mark_hint(self, box: Any) -> None:
        """Highlight the controls of the hinted action: its button, the toggles that lead
        to it, and, in a drop-down of map actions, select it."""
        if self.hint is None:
            return
        data = json.dumps(self.hint.to_json())
        for element in box.querySelectorAll("[data-action]"):
            if str(element.dataset.action) == data:
                element.classList.add("hinted")
        picks = self._hint_picks()
        if picks:
            for element in box.querySelectorAll("[data-pick]"):
                if str(element.dataset.pick) in picks:
                    element.classList.add("hinted")
        for select in box.querySelectorAll("select.map-pick"):
            select.value = data
            if str(select.value) == data:
                select.classList.add("hinted")
                go = box.querySelector(f'[data-pick-go="{select.dataset.kind}"]')
                if present(go):
                    go.classList.add("hinted")
            else:
                select.selectedIndex = 0

    def _button(self, action: Action, view: dict[str, Any], extra: str = "") -> str:
        data = esc(json.dumps(action.to_json()))
        label = esc(self.words.action_label(action.to_json(), view))
        cls = "act" + (" secondary" if action.kind == "done" else "") + extra
        return f'<button type="button" class="{cls}" data-action="{data}">{label}</button>'

    def _controls_html(self, view: dict[str, Any]) -> str:
        actions = self.legal()
        kinds = {a.kind for a in actions}
        picker = next((k for k in kinds if k in PICKER_KINDS), None)
        if picker:
            return self._picker_html(picker, actions, view)
        groups: dict[str, list[str]] = {}
        for action in actions:
            group = {"stay": "stay", "done": "done", "market_add": "adjust",
                     "market_remove": "adjust"}.get(action.kind, "main")
            groups.setdefault(group, []).append(self._button(action, view))
        parts = []
        for group in ("main", "adjust", "stay", "done"):
            if group in groups:
                parts.append(f'<div class="group group-{group}">{"".join(groups[group])}</div>')
        return "".join(parts)

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
                f'{esc(card_text(hand[cid]))}</button>' for cid in sorted(hand))
            chosen = tuple(sorted(self.picked))
            title = t("pick.cards")
        html = f'<p class="pick-title">{esc(title)}</p><div class="group picks">{toggles}</div>'
        action = legal.get(chosen)
        if action is not None:
            confirm = self._button(action, view, " confirm")
        else:
            text = goods_list(list(chosen)) if field == "goods" else t("pick.none")
            confirm = (f'<button type="button" class="act confirm" disabled>'
                       f'{esc(t("btn.confirm"))}: {esc(text)}</button>')
        extra = ""
        if kind == "offer" and () in legal and chosen:
            extra = self._button(legal[()], view, " secondary")
        return html + f'<div class="group">{confirm}{extra}</div>'

    def toggle_pick(self, value: str) -> None:
        kind = next((a.kind for a in self.legal()
                     if a.kind in PICKER_KINDS), None)
        if kind is None:
            return
        item: Any = int(value) if PICKER_KINDS[kind] == "cards" else value
        if item in self.picked:
            self.picked.remove(item)
        else:
            self.picked.append(item)
        self._render_controls()

    def _render_hand(self, view: dict[str, Any]) -> None:
        box = by_id("hand")
        seat = self.viewer()
        if seat is None or self.needs_handover():
            box.innerHTML = ""
            show(box, False)
            return
        show(box, True)
        info = view["players"][seat]
        score = info["score"]
        cards = "".join(f'<li class="card">{esc(card_text(c))}</li>' for c in info["hand"])
        by_icon = ", ".join(f"{t('i.' + icon)} {vp}" for icon, vp in score["cards"].items())
        box.innerHTML = (
            f'<h2>{esc(t("your_cards"))} · {esc(t("cards_vp", vp=score["vp"]))}</h2>'
            f'<ul class="cards">{cards or esc(t("no_cards"))}</ul>'
            f'<p class="small">{esc(by_icon)} · {esc(t("results.trail"))} {score["trail"]}'
            f' · {esc(t("results.gold"))} {score["gold"]}</p>')

    def _render_players(self, view: dict[str, Any]) -> None:
        rows = []
        current = view["current_player"]
        for seat, info in enumerate(view["players"]):
            goods = "".join(
                f'<span class="good" title="{esc(t("g." + g))}"><span class="chip chip-{g}">'
                f'</span>{n}</span>' for g, n in info["goods"].items())
            incas = sum(info["incas"].values())
            priests = " ".join(f'{esc(t("r." + r)[:1])}{n}' for r, n in info["priests"].items()
                               if n)
            seat_kind = self.match.seats[seat].kind
            who = t("kind." + seat_kind)
            moon = len(info["moon_tiles"])
            cls = "player" + (" current" if seat == current else "")
            sun = " ☀" if view["sun_holder"] == seat else ""
            rows.append(
                f'<div class="{cls}" data-seat="{seat}">'
                f'<div class="pname">{mark_svg(seat)}<b>{esc(self.names[seat])}</b>'
                f'<span class="small">{esc(who)}{sun}</span></div>'
                f'<div class="goods">{goods}</div>'
                f'<div class="small">{esc(t("supply"))}: {info["supply"]} · '
                f'{esc(t("incas_board"))}: {incas}'
                f' · {esc(priests or "–")} · {info["cards"]} {esc(t("cards"))} · '
                f'{esc(t("scout", n=info["scout"]))} · {esc(t("moon"))}: {moon}</div></div>')
        by_id("players").innerHTML = "".join(rows)

    def _render_log(self) -> None:
        box = by_id("log")
        box.innerHTML = "".join(f"<li>{esc(line)}</li>" for line in self.log_lines[-80:])
        box.scrollTop = box.scrollHeight

    def _render_toolbar(self, view: dict[str, Any]) -> None:
        seat = self.deciding_human()
        by_id("btn-undo").disabled = seat is None or not self.match.can_undo(seat)
        by_id("day-label").textContent = t("day", day=view["day"])

    def _render_results(self) -> None:
        outcome = self.match.state.outcome()
        rows = []
        for r in sorted(outcome.results, key=lambda r: (r.rank, r.seat)):
            b = r.breakdown
            cards = ", ".join(f"{t('i.' + icon)} {vp}" for icon, vp in b["cards"].items()
                              if vp) or "–"
            rows.append(
                f'<tr data-testid="result-row"><td>{r.rank}</td>'
                f'<td>{mark_svg(r.seat)} {esc(self.names[r.seat])}</td>'
                f'<td class="num"><b>{b["final"]}</b></td><td class="num">{b["vp"]}</td>'
                f'<td>{esc(cards)}</td><td class="num">{b["trail"]}</td>'
                f'<td class="num">{b["owed_cards"]}</td><td class="num">{b["gold"]}</td>'
                f'<td class="num">×{b["multiplier"]}</td><td class="num">{b["goods_units"]}</td>'
                f"</tr>")
        head = "".join(f"<th>{esc(t('results.' + k))}</th>" for k in (
            "rank", "player", "final", "vp", "cards", "trail", "owed", "gold", "mult",
            "goods"))
        dialog = by_id("results")
        dialog.querySelector(".results-title").textContent = t(
            "results.title", ending=t("ending." + outcome.ending))
        dialog.querySelector(".results-table").innerHTML = (
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody>")
        if not dialog.open:
            dialog.showModal()

    # ---------------------------------------------------------------- canvas input
    def region_at(self, event: Any) -> board.Region | None:
        x = event.offsetX / self.scale
        y = event.offsetY / self.scale
        for region in self.regions:
            if region.contains(x, y):
                return region
        return None

    def on_canvas_click(self, event: Any) -> None:
        region = self.region_at(event)
        if region is None:
            return
        by_id("board-info").textContent = region.tip  # the info panel, also for touch
        action = self._action_for(region)
        if action is not None:
            self.apply(action)

    def on_canvas_move(self, event: Any) -> None:
        region = self.region_at(event)
        canvas = by_id("board")
        canvas.title = region.tip if region else ""
        if region is not None:
            by_id("board-info").textContent = region.tip
        key = (region.kind, region.key) if region else None
        clickable = region is not None and self._action_for(region) is not None
        canvas.style.cursor = "pointer" if clickable else "default"
        if key != self.hover:
            self.hover = key
            self.render_board()

    def _action_for(self, region: board.Region) -> Action | None:
        """The legal action a click on ``region`` stands for, if any."""
        occ = C.DISTRICT_OCCUPATION.get(region.key) if region.kind == "district" else None
        for action in self._human_actions():
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

    def close(self) -> None:
        self.closed = True
        dialog = by_id("results")
        if dialog.open:
            dialog.close()


def bind_game_events(get_view: Callable[[], GameView | None]) -> None:
    """Wire the game screen's listeners once; they act on whichever game is shown."""

    def controls_click(event: Any) -> None:
        view = get_view()
        target = closest(event, "[data-action]")
        pick = closest(event, "[data-pick]")
        go = closest(event, "[data-pick-go]")
        if view is None:
            return
        if closest(event, '[data-ui="hint"]') is not None:
            view.request_hint()
        elif target is not None and not target.disabled:
            view.apply(str(target.dataset.action))
        elif pick is not None:
            view.toggle_pick(str(pick.dataset.pick))
        elif go is not None:  # a map action chosen from its drop-down (keyboard access)
            select = by_id("controls").querySelector(
                f'select[data-kind="{go.dataset.pickGo}"]')
            if select is not None and str(select.value):
                view.apply(str(select.value))
        elif closest(event, '[data-ui="rotate"]') is not None and hasattr(view, "rotate"):
            view.rotate()

    def canvas_click(event: Any) -> None:
        view = get_view()
        if view is not None:
            view.on_canvas_click(event)

    def canvas_move(event: Any) -> None:
        view = get_view()
        if view is not None:
            view.on_canvas_move(event)

    def resize(_event: Any) -> None:
        view = get_view()
        if view is not None:
            view.render_board()

    def undo(_event: Any) -> None:
        view = get_view()
        if view is not None:
            view.undo()

    def keydown(event: Any) -> None:
        view = get_view()
        if view is None:
            return
        key = str(event.key).lower()
        if (event.ctrlKey or event.metaKey) and key == "z":
            event.preventDefault()
            view.undo()
        elif key == "r" and hasattr(view, "rotate") and str(event.target.tagName) != "INPUT":
            view.rotate()
        elif (key == "h" and not (event.ctrlKey or event.metaKey or event.altKey)
              and str(event.target.tagName) not in ("INPUT", "SELECT", "TEXTAREA")):
            view.request_hint()

    def wheel(event: Any) -> None:
        view = get_view()
        if view is not None and hasattr(view, "rotate") and view.view["phase"] == "place":
            event.preventDefault()
            view.rotate(1 if event.deltaY > 0 else -1)

    def handover_continue(_event: Any) -> None:
        view = get_view()
        if view is not None:
            view.shown_human = view.deciding_human()
            view.render()

    on(by_id("controls"), "click", controls_click)
    on(by_id("board"), "click", canvas_click)
    on(by_id("board"), "mousemove", canvas_move)
    on(by_id("board"), "wheel", wheel)

    def pointer_down(event: Any) -> None:
        view = get_view()
        if view is not None and hasattr(view, "on_pointer_down"):
            view.on_pointer_down(event)

    on(by_id("board"), "pointerdown", pointer_down)
    on(window, "resize", resize)
    on(by_id("btn-undo"), "click", undo)
    on(document, "keydown", keydown)
    on(by_id("handover-continue"), "click", handover_continue)


