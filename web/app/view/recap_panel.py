"""The "Since your last turn" summary on screen: what the others did since the deciding
human's last decision, each move outlined on the board, stepped through with its
buttons. What is recorded and shown: ``view/recap.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..page.dom import by_id, mark_svg, present, show
from ..text.i18n import t
from .decision_panel import FOCUSABLE
from .recap import summary_html

if TYPE_CHECKING:
    from .board import BoardView


def render(board: BoardView) -> None:
    """The summary for the human deciding now (none at the end or behind the hand-over)."""
    box = by_id("recap")
    if box is None:
        return
    over = board.match.state.is_over
    seat = None if over or board.needs_handover() else board.deciding_human()
    moves = board.recap.shown(seat)
    show(box, bool(moves))
    if not moves:
        box.innerHTML = ""
        return
    motion, names = board.motion, board.names

    def gain(move: Any) -> str:
        try:
            return motion.gain_text(move.before, move.after, move.seat, names)  # type: ignore[no-any-return]
        except Exception:
            return ""

    box.innerHTML = summary_html(moves, board.recap.focus, names, gain, t, mark_svg)


def step(board: BoardView, name: str) -> None:
    """A button of the summary: step to the previous or next move, or close it."""
    seat = board.deciding_human()
    if seat is None:
        return
    recap = board.recap
    if name in ("prev", "next"):
        recap.step(seat, -1 if name == "prev" else 1)
    elif name == "close":
        recap.dismiss(seat)
    elif name.isdigit():
        recap.focus = int(name)
    render(board)
    board.render_board()
    focused = [move for move, strong in recap.outlined(seat) if strong]
    if focused and focused[0].places:
        board.show_place(focused[0].places[0])
    box = by_id("recap")
    target = box.querySelector(f'[data-recap="{name}"]:not([disabled])') if name in (
        "prev", "next") else None
    if not present(target):
        target = box.querySelector("[data-recap]:not([disabled])") if name != "close" \
            else by_id("controls").querySelector(FOCUSABLE)
    if present(target):
        target.focus()
