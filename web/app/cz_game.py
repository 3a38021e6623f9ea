"""The Cuzco game screen: the hex map, placement preview, Inca moves, festival bidding.

Built on ``GameView`` (undo, autosave, AI pacing, hand-over, log): this class replaces
the board, the panels and the canvas input. Every move on the map is one of the
engine's legal actions; the same actions are listed as controls for the keyboard.
"""

from __future__ import annotations

import json
from typing import Any

from incagames.core import Action
from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H

from . import cz_board, cz_describe
from .dom import by_id, esc, mark_svg
from .game import GameView
from .i18n import t

MAP_KINDS = ("place", "move", "enter", "leave", "pond", "build_temple", "expand_temple")
"""Actions done on the map; the controls list them in a drop-down for the keyboard."""


class CuzcoGameView(GameView):
    words: Any = cz_describe

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.selected = -1  # the Inca (its hex) picked for a move
        self.rotation = 0  # which of the placements through the hovered hex is previewed
        self.hover_cell = -1
        self.last_pointer = "mouse"
        self.touch_preview = -1  # on touch, the first tap previews, the second places

    # ---------------------------------------------------------------- board
    def render_board(self) -> None:
        ops, self.regions = cz_board.draw(self.view, self.names, self._marks())
        self.paint(ops, cz_board.WIDTH, cz_board.HEIGHT)

    def _marks(self) -> cz_board.Marks:
        marks = cz_board.Marks(selected=self.selected, hover=self.hover_cell)
        actions = self._human_actions()
        self._hint_marks(marks)
        if self.view["phase"] == "place":
            options = self._placements_at(self.hover_cell)
            if options:
                action = options[self.rotation % len(options)]
                marks.ghost = action["cells"]
                marks.ghost_village = action["village"]
                cost = self.match.state.placement_cost(action["cells"])  # type: ignore[attr-defined]
                ring = sum(1 for c in action["cells"] if H.KIND[c] in ("forest", "mountain")
                           and self.view["height"][c] == 0)
                self._set_status(t("cz.cost", ap=cost, ring=ring) if ring
                                 else t("cz.cost_plain", ap=cost))
            elif self.hover_cell >= 0:
                shown = self._problem_at(self.hover_cell)
                if shown is not None:
                    marks.ghost, marks.ghost_ok = shown[0], False
                    self._set_status(t("cz.why." + shown[1]))
            marks.targets = {c for a in actions if a.kind == "place" for c in a["cells"]}
            return marks
        if self.selected >= 0:
            for a in actions:
                if a.kind == "move" and a["cell"] == self.selected:
                    marks.costs[a["to"]] = self.match.state.move_costs(  # type: ignore[attr-defined]
                        self.selected, self.deciding_human())[a["to"]]
            marks.targets = set(marks.costs)
            return marks
        for a in actions:
            if a.kind in ("enter", "pond", "build_temple", "expand_temple") or a.kind == "move":
                marks.targets.add(a["cell"])
        return marks

    def _hint_marks(self, marks: cz_board.Marks) -> None:
        """Where the hinted action shows on the map (nothing for panel-only actions)."""
        hint = self.hint
        if hint is None or self.needs_handover():
            return
        if hint.kind == "place":
            marks.hint = tuple(hint["cells"])  # type: ignore[arg-type]
            marks.hint_village = int(hint["village"])  # type: ignore[arg-type]
        elif hint.kind == "move":
            marks.hint, marks.hint_from = (int(hint["to"]),), int(hint["cell"])  # type: ignore[arg-type]
        elif hint.kind in ("enter", "leave", "pond", "build_temple", "expand_temple"):
            marks.hint = (int(hint["cell"]),)  # type: ignore[arg-type]
        elif hint.kind == "festival":
            marks.hint = (int(hint["temple"]),)  # type: ignore[arg-type]

    def _problem_at(self, cell: int) -> tuple[tuple[int, ...], str] | None:
        """A placement of the chosen terrain through ``cell`` and why it is not allowed:
        the candidate closest to being legal is shown (a blocker on the hovered hex
        itself shows when every candidate has it)."""
        tile = self.view["placing"]
        state = self.match.state
        order = ("pond", "temple", "inca", "two_cities", "same_shape", "uneven", "ap")
        best: tuple[tuple[int, ...], str] | None = None
        for cells in H.PLACEMENTS[C.TILE_SIZE[tile]]:
            if cell not in cells:
                continue
            village = cell if C.TILE_VILLAGES[tile] else -1
            problem = state.placement_problem(cells, village)  # type: ignore[attr-defined]
            if problem and (best is None or order.index(problem) > order.index(best[1])):
                best = (cells, problem)
        return best

    def _placements_at(self, cell: int) -> list[Action]:
        if cell < 0:
            return []
        options = [a for a in self._human_actions() if a.kind == "place" and cell in a["cells"]]
        if self.hint in options:  # the hinted placement is the first one shown there
            options.remove(self.hint)
            options.insert(0, self.hint)
        return options

    # ---------------------------------------------------------------- canvas input
    def on_pointer_down(self, event: Any) -> None:
        self.last_pointer = str(event.pointerType or "mouse")

    def on_canvas_move(self, event: Any) -> None:
        region = self.region_at(event)
        cell = region.key if region is not None else -1
        canvas = by_id("board")
        canvas.title = region.tip if region else ""
        if region is not None:
            by_id("board-info").textContent = region.tip
        if cell != self.hover_cell and self.last_pointer != "touch":
            self.hover_cell = cell
            self.rotation = 0
            self.render_board()

    def on_canvas_click(self, event: Any) -> None:
        region = self.region_at(event)
        if region is None:
            return
        cell = region.key
        by_id("board-info").textContent = region.tip
        actions = self._human_actions()
        if self.view["phase"] == "place":
            options = self._placements_at(cell)
            if options and self.last_pointer == "touch" and self.touch_preview != cell:
                self.touch_preview = self.hover_cell = cell
                self.rotation = 0
                self.render_board()
                return
            if options:
                self.apply(options[self.rotation % len(options)])
            return
        if self.selected >= 0:
            move = next((a for a in actions if a.kind == "move" and a["cell"] == self.selected
                         and a["to"] == cell), None)
            self.selected = -1
            if move is not None:
                self.apply(move)
                return
            self.render_board()
            return
        if any(a.kind == "move" and a["cell"] == cell for a in actions):
            self.selected = cell
            self.render()
            return
        for kind in ("enter", "pond"):
            action = next((a for a in actions if a.kind == kind and a["cell"] == cell), None)
            if action is not None:
                self.apply(action)
                return

    def rotate(self, step: int = 1) -> None:
        self.rotation += step
        self.render_board()

    # ---------------------------------------------------------------- panels
    def _controls_html(self, view: dict[str, Any]) -> str:
        actions = self.legal()
        buttons, picks = [], {}
        for action in actions:
            if action.kind in MAP_KINDS:
                if self.selected >= 0 and action.kind in ("build_temple", "expand_temple",
                                                          "leave") \
                        and action["cell"] == self.selected:
                    buttons.append(self._button(action, view))
                picks.setdefault(action.kind, []).append(action)
            else:
                buttons.append(self._button(action, view))
        html = self._festival_box(view) + f'<div class="group">{"".join(buttons)}</div>'
        if view["phase"] == "place":
            html += (f'<div class="group"><button type="button" class="act secondary" '
                     f'data-ui="rotate">{esc(t("cz.a.rotate"))}</button></div>')
        for kind, group in picks.items():
            shown = group[:400]
            if self.hint in group and self.hint not in shown:
                shown.append(self.hint)
            options = "".join(
                f'<option value="{esc(json.dumps(a.to_json()))}">'
                f'{esc(self.words.action_label(a.to_json(), view))}</option>'
                for a in shown)
            html += (f'<div class="group pickrow"><select class="map-pick" data-kind="{kind}"'
                     f' aria-label="{esc(kind)}">{options}</select>'
                     f'<button type="button" class="act" data-pick-go="{kind}">'
                     f'{esc(t("btn.confirm"))}</button></div>')
        return html

    def _festival_box(self, view: dict[str, Any]) -> str:
        """The festival being bid for: temple, relics asked for, each bidder's points."""
        f = view["festival"]
        if f is None:
            return ""
        value = view["temple"][f["temple"]]
        relics = ", ".join(t("relic." + r) for r in view["face_up_relics"])
        totals = dict((q, v) for q, v in f["total"])
        rows = "".join(
            f'<li>{mark_svg(q)} {esc(self.names[q])}: {totals[q]} FP'
            f'{"" if q in f["active"] else " — " + esc(t("cz.dropped"))}</li>'
            for q in f["order"])
        return (f'<div class="festival" role="group" aria-label="{esc(t("cz.festival"))}">'
                f'<h3>{esc(t("cz.festival_title", value=value, relics=relics))}</h3>'
                f'<ul class="bids">{rows}</ul></div>')

    def _render_hand(self, view: dict[str, Any]) -> None:
        box = by_id("hand")
        seat = self.viewer()
        if seat is None or self.needs_handover():
            box.innerHTML = ""
            box.hidden = True
            return
        box.hidden = False
        hand = view["players"][seat].get("hand", [])
        cards = "".join(f'<li class="card">{esc(cz_describe.card_text(c))}</li>' for c in hand)
        box.innerHTML = (f'<h2>{esc(t("cz.your_cards"))}</h2>'
                         f'<ul class="cards">{cards or esc(t("no_cards"))}</ul>')

    def _render_players(self, view: dict[str, Any]) -> None:
        rows = []
        current = view["current_player"]
        for seat, info in enumerate(view["players"]):
            cls = "player" + (" current" if seat == current else "")
            supplies = t("cz.supplies", d=info["doubles"], v=info["single_villages"],
                         c=info["single_crops"], k=info["tokens"])
            rows.append(
                f'<div class="{cls}" data-seat="{seat}">'
                f'<div class="pname">{mark_svg(seat)}<b>{esc(self.names[seat])}</b>'
                f'<span class="small">{esc(t("kind." + self.match.seats[seat].kind))}</span>'
                f'<b class="pp">{info["score"]} PP</b></div>'
                f'<div class="small">{esc(t("cz.off_board"))}: {info["incas_off_board"]} · '
                f'{esc(supplies)} · {info["cards"]} {esc(t("cards"))}</div></div>')
        by_id("players").innerHTML = "".join(rows)

    def _render_toolbar(self, view: dict[str, Any]) -> None:
        seat = self.deciding_human()
        by_id("btn-undo").disabled = seat is None or not self.match.can_undo(seat)
        by_id("day-label").textContent = f"{view['ap']} AP"

    def _render_results(self) -> None:
        outcome = self.match.state.outcome()
        rows = []
        for r in sorted(outcome.results, key=lambda r: (r.rank, r.seat)):
            b = r.breakdown
            rows.append(
                f'<tr data-testid="result-row"><td>{r.rank}</td>'
                f'<td>{mark_svg(r.seat)} {esc(self.names[r.seat])}</td>'
                f'<td class="num"><b>{b["total"]}</b></td><td class="num">{b["temples"]}</td>'
                f'<td class="num">{b["ponds"]}</td><td class="num">{b["festivals"]}</td>'
                f'<td class="num">{b["final"]}</td></tr>')
        head = "".join(f"<th>{esc(t('results.' + k))}</th>" for k in (
            "rank", "player", "total", "temples", "ponds", "festivals", "final_scoring"))
        dialog = by_id("results")
        dialog.querySelector(".results-title").textContent = t("cz.p.over")
        dialog.querySelector(".results-table").innerHTML = (
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody>")
        if not dialog.open:
            dialog.showModal()

    def _after(self, events: list[dict[str, Any]]) -> None:
        self.selected = -1
        self.rotation = 0
        self.touch_preview = -1
        super()._after(events)

