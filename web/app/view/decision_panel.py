"""The decision panel: the prompt, the guided game's step or the hint row, the decision's
controls (the game's ``controls_html``) or the action waiting for "End turn"; keyboard
focus stays in the panel across redraws."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from pyodide.ffi import to_js
from pyscript import document, window

from incagames.core import Action

from ..live.play import plays_elsewhere
from ..page.dom import by_id, esc, present, reveal_in_panel
from ..text.i18n import t

if TYPE_CHECKING:
    from .board import BoardView

FOCUSABLE = "button:not([disabled]):not(.hint-btn):not(.tut-skip), select, input"
"""What keyboard focus may land on in the decision panel."""


def render_prompt(board: BoardView, view: dict[str, Any], handover: bool) -> None:
    """The status line and the controls of whoever decides now."""
    play = board.play
    # A step waiting for "End turn" is shown done, but the decision is still the
    # human's: the prompt asks it to confirm, whoever decides next on the board.
    seat = board.match.state.current_player if play.pending is not None \
        else view["current_player"]
    here = seat is not None and not plays_elsewhere(play, seat) \
        and board.match.seats[seat].level is None
    by_id("prompt-title").textContent = t("prompt.title" if here else "prompt.title_wait")
    if seat is None:
        board.set_status(board.words.prompt_text(view, board.names))
        by_id("controls").innerHTML = ""
        return
    if plays_elsewhere(play, seat):  # a phone at the table decides (on a phone: another device)
        board.set_status(t("table.waiting_for", name=board.names[seat]))
        by_id("controls").innerHTML = ""
        return
    level = board.match.seats[seat].level
    if level is not None:
        board.set_status(t("waiting_ai", name=board.names[seat], level=t("level." + level)))
        skip = ("" if getattr(play, "hurry", True) else
                f'<div class="buttons"><button type="button" class="act secondary skip-ahead" '
                f'data-ui="skip-ahead" title="{esc(t("skip.title"))}" aria-keyshortcuts='
                f'"Space">{esc(t("skip.button"))}</button></div>')
        by_id("controls").innerHTML = board.thinking_line.sheet_bar_html() + skip
        return
    board.set_status(t("end.status", name=board.names[seat]) if play.pending is not None
                     else board.words.prompt_text(view, board.names))
    if handover:
        by_id("controls").innerHTML = ""
        return
    render_controls(board)


def render_controls(board: BoardView) -> None:
    """The decision's controls, below the hint button and its answer. Keyboard focus
    stays in the panel: on the same control if it is still there, else the first."""
    box = by_id("controls")
    focus = _focus_key(box)
    if board.play.pending is not None:
        box.innerHTML = pending_html(board)
    else:
        box.innerHTML = _tutorial_html(board) + board.controls_html(board.view)
        mark_hint(board, box)
    if focus is not None:
        _restore_focus(box, focus)


def _focus_key(box: Any) -> str | None:
    """What has keyboard focus, as a CSS selector to find it again after the panel is
    redrawn; "" when focus should go to the first control (the page itself has it, or
    a control that is about to disappear); None when the player is elsewhere."""
    active = document.activeElement
    if not present(active) or active == document.body:
        return ""
    if not box.contains(active):
        return None
    for attr in ("data-ui", "data-pick-go", "data-kind", "data-action", "data-pick"):
        value = active.getAttribute(attr)
        if present(value):
            return f'[{attr}="{esc(str(value))}"]'
    return ""


def _restore_focus(box: Any, key: str) -> None:
    target = box.querySelector(key) if key else None
    if not present(target) or target.disabled:
        target = box.querySelector(FOCUSABLE)
    if present(target):
        target.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))


def pending_html(board: BoardView) -> str:
    """The action that would end the turn, with "End turn" and "Take back"."""
    play = board.play
    # worded in the position it was chosen in (the board shows the one after it, where
    # returned cards, say, are no longer in the hand)
    before = board.match.state.view(board.viewer())
    what = board.words.hint_text(play.pending.to_json(), before, board.costs(play.pending))
    guided = " hinted" if play.guiding() and play.pending == play.hint else ""
    return (f'<div class="pending" role="group" aria-label="{esc(t("end.title"))}">'
            f'<p class="pending-text">{esc(t("end.text", action=what))}</p>'
            f'<div class="group"><button type="button" class="act{guided}" '
            f'data-ui="end-turn">'
            f'{esc(t("end.confirm"))}</button><button type="button" class="act secondary"'
            f' data-ui="take-back">{esc(t("end.take_back"))}</button></div></div>')


def _tutorial_html(board: BoardView) -> str:
    """The step's sentence above the controls (the hint row while nothing is guided;
    the closing sentence until the learner's first free decision)."""
    play = board.play
    tutorial = play.tutorial
    if tutorial is None or (tutorial.finished and tutorial.free_moves > 0):
        return _hint_html(board)
    if tutorial.finished:
        head, text, row = t("tut.free"), board.t(tutorial.script.outro), ""
    else:
        head = t("tut.step", n=tutorial.index + 1, total=len(tutorial.script.steps))
        text = play.step_text(board.t)
        # the step's own button here too, so a phone's sheet shows it with its reason
        row = (button(board, play.hint, board.view, " hinted") if play.hint is not None
               else "") + (f'<button type="button" class="act secondary tut-skip" '
                           f'data-ui="tutorial-skip">{esc(t("tut.skip"))}</button>')
        row = f'<div class="group tut-row">{row}</div>'
    step = "free" if tutorial.finished else tutorial.index + 1
    return (f'<div class="tutorial" data-testid="tutorial" data-step="{step}">'
            f'<p class="tut-head">{esc(head)}</p><p class="tut-text">{esc(text)}</p>'
            f'{row}</div>' + (_hint_html(board) if tutorial.finished else ""))


def _hint_html(board: BoardView) -> str:
    play = board.play
    if play.hint_busy:
        state, label = ' disabled aria-busy="true"', esc(t("hint.busy"))
    else:
        state, label = "", esc(t("hint.button")) + " <kbd>H</kbd>"
    text = ""
    if play.hint is not None:
        what = board.words.hint_text(play.hint.to_json(), board.view, board.costs(play.hint))
        text = esc(t("hint.text", action=what))
    return (f'<div class="hint-row"><button type="button" class="act secondary hint-btn"'
            f' data-ui="hint" aria-keyshortcuts="h" title="{esc(t("hint.title"))}"{state}>'
            f'{label}</button><p class="hint-text" role="status">{text}</p></div>')


def reveal_hint() -> None:
    """Scroll the hinted control into the panel's view (the page stays put: the board
    is outlined too)."""
    marked = by_id("controls").querySelector(".hinted")
    if present(marked):
        reveal_in_panel(marked)


def mark_hint(board: BoardView, box: Any) -> None:
    """Highlight the controls of the hinted action: its button, the toggles that lead
    to it, and, in a drop-down of map actions, select it."""
    hint = board.play.hint
    if hint is None:
        return
    data = json.dumps(hint.to_json())
    for element in box.querySelectorAll("[data-action]"):
        if str(element.dataset.action) == data:
            element.classList.add("hinted")
    picks = board.hint_picks()
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


def button(board: BoardView, action: Action, view: dict[str, Any], extra: str = "") -> str:
    """A button playing ``action``, labelled by the game's words with its cost."""
    data = esc(json.dumps(action.to_json()))
    label = esc(board.words.action_label(action.to_json(), view, board.costs(action)))
    cls = "act" + (" secondary" if action.kind == "done" else "") + extra
    return f'<button type="button" class="{cls}" data-action="{data}">{label}</button>'
