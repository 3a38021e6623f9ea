"""What moved, on the board: each move's places recorded for the recap, the animation
from the position before to the one after (``web/motion.js``), and the outlines drawn
over the board (the recap's moves, the replay's last move, a log line pointed at)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from pyscript import window

from ..draw import motion as anim
from ..draw.canvas import Painter
from ..page.dom import by_id

if TYPE_CHECKING:
    from .board import BoardView


def record(board: BoardView, seat: int, before: dict[str, Any] | None, after: dict[str, Any],
            events: list[dict[str, Any]], lines: list[str]) -> None:
    if before is None:
        return
    try:
        places = board.motion.places(before, after, events)
    except Exception:  # an outline is never worth a broken game
        places = []
    board.recap.record(seat, lines, places, before, after)

def _pace(board: BoardView) -> int:
    """The pace of the move being drawn (an AI turn's later moves pass faster)."""
    return board.pace if board.tempo is None else board.tempo


def will_animate(board: BoardView, before: dict[str, Any] | None) -> bool:
    """Whether the next position is animated: not at pace 0, with reduced motion,
    behind the hand-over screen or at the end."""
    return (before is not None and anim.duration(_pace(board), board.reduced) > 0
            and not board.needs_handover() and not board.match.state.is_over)

def animate(board: BoardView, before: dict[str, Any] | None, events: list[dict[str, Any]]) -> None:
    """Tween what moved (``web/motion.js``) over the board just painted."""
    try:
        ms, sprites = anim.plan_for(board.motion, before, board.view, events,
                                    board.frame.width(), _pace(board), board.reduced)
    except Exception:  # an animation is never worth a broken game
        ms, sprites = 0, []
    window.incaAnimate(by_id("board"), json.dumps(sprites, separators=(",", ":")),
                       board.frame.device_scale, ms)

def overlay_ops(board: BoardView) -> list[list[Any]]:
    """The moves outlined on the board: the replay's last move, or each opponent's
    last move (or the move stepped to) until the deciding human decides, and a log
    line pointed at."""
    if board.last_move is not None:
        before, events, mover = board.last_move
        try:
            outlines = [(board.motion.places(before, board.view, events), mover, True)]
        except Exception:  # an outline is never worth a broken replay
            return []
    else:
        seat = None if board.needs_handover() else board.deciding_human()
        outlines = [(move.places, move.seat, strong)
                    for move, strong in board.recap.outlined(seat)]
    if board.log_spot is not None:
        outlines.append((board.log_spot[1], board.log_spot[0], True))
    p = Painter()
    for places, mover, strong in outlines:
        try:
            board.motion.highlight(p, board.view, places, mover, board.frame.width(), strong)
        except Exception:
            continue
    return p.ops

