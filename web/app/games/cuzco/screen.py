"""The Cuzco game screen: the hex map, placement preview, Inca moves, festival bidding.

Built on ``BoardView`` (undo, autosave, AI pacing, hand-over, log): this class draws the
map and the panels and says what the map's input means; costs and refusals come from the
engine's ``State.preview``. Every move on the map is one of the
engine's legal actions; the same actions are listed as controls for the keyboard.

Placing a terrain has one preview, shared by the map and the panel: pointing at the map
(or tapping it) moves the preview, R or "Rotate" turns it, the panel's two drop-downs
(hex, then orientation) show and change the same preview, and "Place" places exactly
what is previewed. On a touch screen, Place / Rotate / Cancel also appear next to it,
and the prompt speaks of taps and of that Rotate. A tap (or click) where the terrain
cannot go says why in the status line, as pointing there does.
"""

from __future__ import annotations

from typing import Any

from pyscript import window

from incagames.core import Action
from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H
from incagames.cuzco.preview import placement_refusal

from ...page.dom import by_id, esc, show
from ...view.board import BoardView
from . import board, cards, panels, words
from .messages import t

MAP_KINDS = ("place", "move", "enter", "leave", "pond", "build_temple", "expand_temple")
"""Actions done on the map; the panel also offers them for the keyboard."""
TOUCH_MEDIA = "(hover: none) and (pointer: coarse)"
"""A screen used with a finger (style.css hides key badges there too)."""


class CuzcoScreen(BoardView):
    game_id = "cuzco"
    words = words
    t = staticmethod(t)
    score_unit = "PP"
    explicit_end = ("end_turn", "done", "drop")
    """Ending the turn, ending or leaving a festival bid: the buttons say so themselves."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.selected = -1  # the Inca (its hex) picked for a move
        self.hover_cell = -1  # where the mouse is
        self.anchor = -1  # the hex the previewed placement goes through
        self.rotation = 0  # which of the placements through ``anchor`` is previewed
        self.last_pointer = "mouse"
        self.pond_mode = False  # the player chose "Set up a pond": pond hexes are shown
        self.popup = False  # touch: Place / Rotate / Cancel next to the preview
        self.refused = -1  # a hex tapped where the terrain cannot go: the map says why
        self._followed_hint: Action | None = None
        words.use_touch(bool(window.matchMedia(TOUCH_MEDIA).matches))

    # ---------------------------------------------------------------- the preview
    def placements_at(self, cell: int) -> list[Action]:
        """The legal placements covering ``cell``, in the order rotation steps through
        them (the hinted one first)."""
        if cell < 0:
            return []
        options = [a for a in self.human_actions() if a.kind == "place" and cell in a["cells"]]
        if self.hint in options:
            options.remove(self.hint)
            options.insert(0, self.hint)
        return options

    def preview(self) -> Action | None:
        """The placement shown on the map and in the panel, which "Place" places."""
        if self.view["phase"] != "place":
            return None
        options = self.placements_at(self.anchor)
        return options[self.rotation % len(options)] if options else None

    def set_preview(self, cell: int, rotation: int = 0) -> None:
        self.anchor, self.rotation, self.refused = cell, rotation, -1
        self.render_board()
        panels.sync_placer(self)

    def rotate(self, step: int = 1) -> None:
        if self.view["phase"] != "place":
            return
        if self.preview() is None:  # nothing previewed yet: start at the first hex
            first = next((a for a in self.human_actions() if a.kind == "place"), None)
            if first is None:
                return
            self.anchor, self.rotation = first["cells"][0], 0
        else:
            self.rotation += step
        self.refused = -1
        self.render_board()
        panels.sync_placer(self)

    def place_preview(self) -> None:
        action = self.preview()
        if action is not None:
            self.apply(action)

    def cancel_preview(self) -> None:
        self.popup = False
        self.set_preview(-1)

    def follow_hint(self) -> None:
        """A hinted placement becomes the preview (once, when the hint arrives)."""
        if self.hint is not None and self.hint is not self._followed_hint:
            self._followed_hint = self.hint
            if self.hint.kind == "place":
                self.anchor, self.rotation = int(self.hint["cells"][0]), 0  # type: ignore[index]

    # ---------------------------------------------------------------- board
    def render_board(self) -> None:
        ops, self.frame.regions = board.draw(self.view, self.names, panels.map_marks(self))
        self.frame.paint(ops, board.WIDTH, board.HEIGHT)
        panels.place_popup(self)


    def cost_text(self, action: Action) -> str:
        costs = self.costs(action)
        ap, ring = costs.get("ap", 0), costs.get("ring", 0)
        return t("cost", ap=ap, ring=ring) if ring else t("cost_plain", ap=ap)

    def cost(self, action: Action) -> int:
        """The action points ``action`` would cost, as the engine tells it."""
        return self.costs(action).get("ap", 0)


    def problem_at(self, cell: int) -> tuple[tuple[int, ...], str] | None:
        """A placement of the chosen terrain through ``cell`` and why it is not allowed,
        as the engine tells it (the candidate closest to being legal)."""
        return placement_refusal(self.match.state, cell)

    def refusal_text(self, cell: int, problem: tuple[tuple[int, ...], str] | None) -> str:
        """Why the chosen terrain cannot go through ``cell``: the engine's reason
        (``problem_at``), else the hex is beyond the site's reach (a single never leaves
        the site)."""
        if problem is not None:
            return t("why." + problem[1])
        tile = str(self.view["placing"])
        size = C.TILE_SIZE[tile]
        if not H.PLACEMENTS_AT[size][cell]:
            return t("why.off_site_single" if size == 1 else "why.off_site")
        return t("why.nowhere", tile=t("tile." + tile))

    def on_pointer_down(self, event: Any) -> None:
        pointer = str(event.pointerType or "mouse")
        if pointer != self.last_pointer and pointer in ("touch", "mouse"):
            words.use_touch(pointer == "touch")  # the prompt speaks of what is in hand
        self.last_pointer = pointer
        super().on_pointer_down(event)

    def on_canvas_move(self, event: Any) -> None:
        if self.last_pointer == "touch":
            return
        region = self.frame.region_at(event)
        cell = region.key if region is not None else -1
        canvas = by_id("board")
        canvas.title = region.tip if region else ""
        if region is not None:
            self.frame.show_info(region)
        if cell == self.hover_cell:
            return
        self.hover_cell, self.refused = cell, -1
        if self.view["phase"] == "place" and cell >= 0 and self.placements_at(cell) \
                and cell != self.anchor:
            self.anchor, self.rotation = cell, 0
            panels.sync_placer(self)
        self.render_board()

    def on_canvas_leave(self) -> None:
        if self.hover_cell >= 0:
            self.hover_cell = -1
            self.render_board()

    def on_canvas_click(self, event: Any) -> None:
        """A hex clicked: place the previewed terrain there, set up a pond, pick an Inca
        and then its destination, or bring an Inca in through the edge."""
        region = self.frame.region_at(event)
        if region is None:
            return
        self.frame.show_info(region)
        if region.kind != "cell":  # the legend and the score track
            return
        if self.view["phase"] == "place":
            self._click_placement(region.key)
        elif self.pond_mode:
            self._apply_first("pond", cell=region.key)
        elif self.selected >= 0:
            start, self.selected = self.selected, -1
            if not self._apply_first("move", cell=start, to=region.key):
                self.render()
        elif any(a.kind == "move" and a["cell"] == region.key for a in self.human_actions()):
            self.selected = region.key
            self.render()
        else:
            self._apply_first("enter", cell=region.key)

    def _click_placement(self, cell: int) -> None:
        """Mouse: place the terrain through ``cell``. Touch: preview it first (a second
        tap turns it); the buttons beside it place. Where it cannot go, the map shows
        the closest try in red and the status line says why."""
        if not self.placements_at(cell):
            if any(a.kind == "place" for a in self.human_actions()):
                self.popup, self.anchor, self.refused = False, -1, cell
                self.render_board()
                panels.sync_placer(self)
            return
        if self.last_pointer == "touch":
            self.popup = True
            if cell == self.anchor:
                self.rotate()
            else:
                self.set_preview(cell)
            return
        if cell != self.anchor:
            self.anchor, self.rotation = cell, 0
        self.place_preview()

    def _apply_first(self, kind: str, **fields: int) -> bool:
        """Play the human's legal ``kind`` action with these fields, if there is one."""
        action = next((a for a in self.human_actions() if a.kind == kind
                       and all(a[k] == v for k, v in fields.items())), None)
        if action is not None:
            self.apply(action)
        return action is not None

    def on_game_ui(self, name: str, element: Any) -> bool:
        """The map's own controls (in the panel and beside the preview)."""
        if name == "place-go":
            self.place_preview()
        elif name == "rotate":
            self.rotate()
        elif name == "cancel":
            self.cancel_preview()
        elif name == "pond-mode":
            self.pond_mode = not self.pond_mode
            self.selected = -1
            self.render()
        else:
            return False
        return True

    def on_select(self, element: Any) -> None:
        """The panel's placement drop-downs move the same preview as the map."""
        name = str(element.getAttribute("data-ui") or "")
        if name == "place-cell":
            self.set_preview(int(element.value))
        elif name == "place-rot":
            self.set_preview(self.anchor, int(element.value))
        elif name == "move-from":  # as if the Inca were picked on the map
            self.selected = int(element.value)
            self.render()

    # ---------------------------------------------------------------- panels
    def controls_html(self, view: dict[str, Any]) -> str:
        self.follow_hint()
        actions = self.legal()
        buttons, picks = [], {}
        for action in actions:
            if action.kind in MAP_KINDS:
                if self.selected >= 0 and action.kind in ("build_temple", "expand_temple",
                                                          "leave") \
                        and action["cell"] == self.selected:
                    buttons.append(self.button(action, view))
                if action.kind != "place" and (action.kind != "pond" or self.pond_mode):
                    picks.setdefault(action.kind, []).append(action)
            elif action.kind == "play_card":
                buttons.append(panels.card_button(self, action, view, cards.relics(
                    int(action["card"]))))  # type: ignore[arg-type]
            elif action.kind == "draw" and action["source"] == "face_up":
                buttons.append(panels.card_button(self, action, view, view["face_up_relics"]))
            else:
                buttons.append(self.button(action, view))
        if any(a.kind == "pond" for a in actions):
            buttons.append(
                f'<button type="button" class="act secondary{" on" if self.pond_mode else ""}"'
                f' data-ui="pond-mode" aria-pressed="{str(self.pond_mode).lower()}">'
                f'{esc(t("pond_mode", left=view["ponds_left"]))}</button>')
        html = panels.festival_box(self, view)
        if view["phase"] == "place":
            html += panels.placer_html(self, view)
        html += f'<div class="group">{"".join(buttons)}</div>'
        html += panels.map_picks_html(self, view, picks)
        return html








    def hand_html(self, view: dict[str, Any], seat: int, heading: str | None = None) -> str:
        hand = view["players"][seat].get("hand", [])
        return f'<h2>{esc(heading or t("your_cards"))}</h2>{cards.hand_html(hand)}'

    def seat_html(self, view: dict[str, Any], seat: int) -> tuple[str, str]:
        info = view["players"][seat]
        supplies = t("supplies", d=info["doubles"], v=info["single_villages"],
                     c=info["single_crops"], k=info["tokens"])
        badge = (f'<span class="small">{esc(self.seat_kind(seat))}</span>'
                 f'<b class="pp">{info["score"]} PP</b>')
        body = (f'<div class="small">{esc(t("off_board"))}: {info["incas_off_board"]} · '
                f'{esc(supplies)} · {esc(t("n_cards", n=info["cards"]))}</div>')
        return badge, body

    def toolbar_text(self, view: dict[str, Any]) -> str:
        return t("ap", ap=view["ap"])

    def result_columns(self) -> list[tuple[str, Any]]:
        return [(key, lambda b, key=field: str(b[key])) for key, field in (
            ("total", "total"), ("temples", "temples"), ("ponds", "ponds"),
            ("festivals", "festivals"), ("final_scoring", "final"))]

    def results_subtitle(self, ending: str) -> str:
        return t("ending")

    def clear_choices(self) -> None:
        self.selected = -1
        self.anchor = -1
        self.rotation = 0
        self.popup = False
        self.refused = -1
        self.pond_mode = False

    def close(self) -> None:
        show(by_id("board-pop"), False)
        super().close()


SCREEN = CuzcoScreen
