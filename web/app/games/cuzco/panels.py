"""Cuzco's panels and marks, drawn for its screen (``screen.py``): the map's marks (the
targets, the preview, the hint), the touch buttons beside a previewed terrain, the
keyboard's placer (hex, orientation, "Place"), the other map actions' labelled
drop-downs, the festival being bid for and the festival card buttons."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from incagames.core import Action

from ...page.dom import by_id, esc, mark_svg, present, show
from . import board, cards, words
from .messages import t
from .words import directions, option_label, where

if TYPE_CHECKING:
    from .screen import CuzcoScreen

POPUP_W, POPUP_H = 250, 52
"""CSS size of the touch buttons shown next to a previewed placement."""


def hint_marks(screen: CuzcoScreen, marks: board.Marks) -> None:
    """Where the hinted action shows on the map (nothing for panel-only actions)."""
    hint = screen.hint
    if hint is None or screen.needs_handover():
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


def place_popup(screen: CuzcoScreen) -> None:
    """On touch screens: Place / Rotate / Cancel beside the previewed terrain."""
    popup = by_id("board-pop")
    preview = screen.preview() if screen.popup and not screen.needs_handover() else None
    if preview is None:
        show(popup, False)
        return
    xs, ys = zip(*(board.centre(c) for c in preview["cells"]), strict=True)  # type: ignore[union-attr]
    frame = by_id("board-scroll")  # positions are in the frame's scrolled content
    x0, y0 = frame.scrollLeft, frame.scrollTop
    left = (sum(xs) / len(xs)) * screen.frame.scale - POPUP_W / 2
    below = (max(ys) + board.R) * screen.frame.scale + 8
    above = (min(ys) - board.R) * screen.frame.scale - POPUP_H - 8
    bottom = y0 + frame.clientHeight
    top = below if below + POPUP_H < bottom or above < y0 else above
    popup.style.left = f"{max(x0 + 4, min(left, x0 + frame.clientWidth - POPUP_W - 4))}px"
    popup.style.top = f"{max(y0 + 4, min(top, bottom - POPUP_H - 4))}px"
    popup.innerHTML = (
        f'<button type="button" class="act" data-ui="place-go">'
        f'{esc(t("place_ap", ap=screen.cost(preview)))}</button>'
        f'<button type="button" class="act secondary" data-ui="rotate">'
        f'{esc(t("rotate"))}</button>'
        f'<button type="button" class="act secondary" data-ui="cancel">'
        f'{esc(t("cancel"))}</button>')
    show(popup, True)


def card_button(screen: CuzcoScreen, action: Action, view: dict[str, Any],
                relics: list[str]) -> str:
    """Playing or drawing a festival card: the same button as any action, with the
    card's relics drawn before its words."""
    data = esc(json.dumps(action.to_json()))
    label = esc(words.action_label(action.to_json(), view, screen.costs(action)))
    icons = cards.relic_icons(relics)
    return (f'<button type="button" class="act cardplay" data-action="{data}">'
            f"{icons}<span>{label}</span></button>")


def placer_html(screen: CuzcoScreen, view: dict[str, Any]) -> str:
    """Two drop-downs (hex, then orientation) and "Place": the keyboard's way to
    the same preview the map shows."""
    cells = sorted({c for a in screen.legal() if a.kind == "place" for c in a["cells"]})
    if not cells:
        return ""
    anchor = screen.anchor if screen.preview() is not None else -1
    cell_options = f'<option value="-1">{esc(t("choose_hex"))}</option>' + "".join(
        f'<option value="{c}"{" selected" if c == anchor else ""}>{esc(where(c))}'
        f"</option>" for c in cells)
    return (f'<div class="placer" role="group" aria-label="{esc(t("placer"))}">'
            f'<label class="field">{esc(t("place_hex"))}<select data-ui="place-cell">'
            f"{cell_options}</select></label>"
            f'<label class="field">{esc(t("place_rot"))}<select data-ui="place-rot">'
            f"{rotation_options(screen)}</select></label>"
            f'<div class="group">{place_button(screen)}<button type="button" '
            f'class="act secondary" data-ui="rotate" aria-keyshortcuts="r">'
            f'{esc(t("rotate"))} <kbd>R</kbd></button></div>'
            f"</div>")


def rotation_options(screen: CuzcoScreen) -> str:
    options = screen.placements_at(screen.anchor)
    current = screen.rotation % len(options) if options else 0
    return "".join(
        f'<option value="{i}"{" selected" if i == current else ""}>'
        f"{esc(rotation_label(screen, a, i, len(options)))}</option>"
        for i, a in enumerate(options))


def rotation_label(screen: CuzcoScreen, action: Action, i: int, n: int) -> str:
    """Every orientation told apart in a few signs, so that it reads whole on a phone:
    which it is, arrows from the chosen hex to its other hexes, where the village is
    and the cost."""
    anchor = screen.anchor
    cells: tuple[int, ...] = action["cells"]  # type: ignore[assignment]
    ap = screen.cost(action)
    if len(cells) == 1:
        return t("rot_alone", k=i + 1, n=n, ap=ap)
    dirs = directions(anchor, cells)
    village: int = action["village"]  # type: ignore[assignment]
    if village < 0:
        return t("rot", k=i + 1, n=n, dirs=dirs, ap=ap)
    spot = t("here") if village == anchor else directions(anchor, (village,))
    return t("rot_village", k=i + 1, n=n, dirs=dirs, village=spot, ap=ap)


def place_button(screen: CuzcoScreen) -> str:
    preview = screen.preview()
    if preview is None:
        return (f'<button type="button" class="act" data-ui="place-go" disabled>'
                f'{esc(t("place"))}</button>')
    return (f'<button type="button" class="act" data-ui="place-go" '
            f'data-action="{esc(json.dumps(preview.to_json()))}">'
            f'{esc(t("place_ap", ap=screen.cost(preview)))}</button>')


def sync_placer(screen: CuzcoScreen) -> None:
    """Make the panel's drop-downs and "Place" show the map's preview."""
    box = by_id("controls")
    cell = box.querySelector('[data-ui="place-cell"]')
    rot = box.querySelector('[data-ui="place-rot"]')
    go = box.querySelector('button[data-ui="place-go"]')
    if not (present(cell) and present(rot) and present(go)):
        return
    cell.value = str(screen.anchor if screen.preview() is not None else -1)
    rot.innerHTML = rotation_options(screen)
    go.outerHTML = place_button(screen)
    if screen.hint is not None:
        screen.mark_hint(box)


def map_picks_html(screen: CuzcoScreen, view: dict[str, Any],
                   picks: dict[str, list[Action]]) -> str:
    """The map's actions for the keyboard: per kind a drop-down, labelled with what is
    done, of options that say only where (and the cost), and a button that names the
    action; an Inca's move is chosen in two steps, which Inca and then where to, as on
    the map."""
    html = ""
    for kind, group in picks.items():
        if kind == "move":
            html += _move_pick(screen, view, group)
            continue
        label = t("pick." + kind, ap=screen.cost(group[0]))
        html += (f'<div class="cz-pick"><label class="field">{esc(label)}'
                 f"{_pick_select(screen, view, kind, group)}</label>{_go(kind)}</div>")
    return html


def move_start(screen: CuzcoScreen, starts: list[int]) -> int:
    """The Inca whose moves the panel offers: the one picked on the map, else the one
    a hint moves, else the first."""
    hint = screen.hint
    for cell in (screen.selected, hint["cell"] if hint is not None and hint.kind == "move"
                 else -1):
        if cell in starts:
            return int(cell)  # type: ignore[arg-type]
    return starts[0]


def _move_pick(screen: CuzcoScreen, view: dict[str, Any], group: list[Action]) -> str:
    starts = sorted({int(a["cell"]) for a in group})  # type: ignore[arg-type]
    start = move_start(screen, starts)
    incas = "".join(f'<option value="{c}"{" selected" if c == start else ""}>'
                    f"{esc(words.short_place(view, c))}</option>" for c in starts)
    moves = [a for a in group if a["cell"] == start]
    return (f'<div class="cz-pick"><label class="field">{esc(t("pick.move"))}'
            f'<select data-ui="move-from">{incas}</select></label>'
            f'<label class="field">{esc(t("pick.move_to"))}'
            f"{_pick_select(screen, view, 'move', moves)}</label>{_go('move')}</div>")


def _pick_select(screen: CuzcoScreen, view: dict[str, Any], kind: str,
                 group: list[Action]) -> str:
    options = "".join(
        f'<option value="{esc(json.dumps(a.to_json()))}">'
        f"{esc(option_label(a.to_json(), view, screen.costs(a)))}</option>" for a in group)
    return f'<select class="map-pick" data-kind="{kind}">{options}</select>'


def _go(kind: str) -> str:
    return (f'<button type="button" class="act" data-pick-go="{kind}">'
            f'{esc(t("go." + kind))}</button>')


def festival_box(screen: CuzcoScreen, view: dict[str, Any]) -> str:
    """The festival being bid for: temple, relics asked for, each bidder's points."""
    f = view["festival"]
    if f is None:
        return ""
    value = view["temple"][f["temple"]]
    relics = words.relic_list(view["face_up_relics"])
    totals = dict((q, v) for q, v in f["total"])
    rows = "".join(
        f'<li>{mark_svg(q)} {esc(screen.names[q])}: {totals[q]} FP'
        f'{"" if q in f["active"] else " — " + esc(t("dropped"))}</li>'
        for q in f["order"])
    return (f'<div class="festival" role="group" aria-label="{esc(t("festival"))}">'
            f'<h3>{cards.relic_icons(view["face_up_relics"], 22)} '
            f'{esc(t("festival_title", value=value, relics=relics))}</h3>'
            f'<ul class="bids">{rows}</ul></div>')


def map_marks(screen: CuzcoScreen) -> board.Marks:
    marks = board.Marks(selected=screen.selected, hover=screen.hover_cell)
    actions = screen.human_actions()
    hint_marks(screen, marks)
    if screen.view["phase"] == "place":
        spot = screen.hover_cell if screen.hover_cell >= 0 else screen.refused
        refused = spot >= 0 and bool(actions) and not screen.placements_at(spot)
        shown = screen.problem_at(spot) if refused else None
        preview = screen.preview()
        if refused:
            if shown is not None:
                marks.ghost, marks.ghost_ok = shown[0], False
            screen.set_status(screen.refusal_text(spot, shown))
        elif preview is not None:
            marks.ghost = preview["cells"]  # type: ignore[assignment]
            marks.ghost_village = preview["village"]  # type: ignore[assignment]
            screen.set_status(screen.cost_text(preview))
        elif actions and screen.pending is None:
            screen.set_status(words.prompt_text(screen.view, screen.names))
        return marks
    if screen.pond_mode:
        marks.pond_targets = {a["cell"] for a in actions if a.kind == "pond"}
        return marks
    if screen.selected >= 0:
        for a in actions:
            if a.kind == "move" and a["cell"] == screen.selected:
                marks.costs[a["to"]] = screen.cost(a)
        marks.targets = set(marks.costs)
        return marks
    for a in actions:
        if a.kind in ("enter", "build_temple", "expand_temple", "move"):
            marks.targets.add(a["cell"])
    return marks
