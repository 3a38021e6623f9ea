"""The AI seats' turns in a live game: each AI decision is asked of the worker and played
on screen at the player's pace. The first move of an AI's turn waits the chosen pace;
later moves come faster, so that a long turn passes in seconds while every move stays in
the recap, the outlines and the log; "Skip ahead" (or Space) plays the rest at once.
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING

from ..ai.bridge import error_reason
from ..page.dom import toast
from ..page.params import DEFAULT_PACE
from ..text.i18n import t

if TYPE_CHECKING:
    from .play import PlayController

TURN_TEMPO = 0.55
"""At the default speed or faster, each later move of an AI's turn waits this share of the
move before it (700, 385, 212, 116… ms): a Cuzco turn of ten moves passes in about two
seconds (thinking counts in each wait), and every move stays in the recap, the outlines
and the log to be read at leisure. Slower than the default ("slow", for those who like
to watch), every move takes the chosen pace."""


def move_pace(pace: int, nth: int, hurry: bool = False) -> int:
    """The least time (ms) between an AI's ``nth`` move of its turn (0: its first) and
    the move before it on screen; none once the player asked to skip ahead."""
    if hurry:
        return 0
    if pace > DEFAULT_PACE:
        return pace
    return int(pace * TURN_TEMPO ** nth)


async def play_ai_turns(play: PlayController) -> None:
    """Each AI decision starts at once; the pace is the least time between two moves
    on screen, and the thinking counts in it (a turn of quick decisions is not slowed
    twice, and a long search is not followed by a pause). Later moves of a turn come
    faster (``move_pace``)."""
    match, board = play.match, play.board
    assert board is not None, "a board view draws every live match"
    shown_at = time.perf_counter()  # the move now on screen (the human's, or the last)
    turn, nth = None, 0  # whose turn the last AI move was in, and how many it had
    while not play.closed and not match.state.is_over:
        seat = match.state.current_player
        if not play.ai_deciding():
            play.hurry = False
            return  # a person here or on a phone: the decision panel says whom it waits for
        player = play.seats[seat]
        now_turn = getattr(match.state, "turn_player", seat)
        if now_turn != turn:
            turn, nth = now_turn, 0
            play.hurry = False
        level = player.level  # type: ignore[union-attr]
        board.think(seat, level)
        await asyncio.sleep(0)  # the thinking line is drawn before the worker is asked
        if play.closed or match.state.current_player != seat:
            return
        board.set_status(t("thinking", name=board.names[seat], level=t("level." + level)))
        seed = (match.seed * 7919 + len(match.actions)) & 0xFFFFFFFF
        before = len(match.actions)
        try:
            action = await player.choose(  # type: ignore[union-attr]
                match.state, seed, board.thinking)
        except Exception as exc:  # e.g. a level this engine does not have
            if not play.closed:
                message = t("err.ai", name=board.names[seat], level=t("level." + level),
                            reason=error_reason(exc))
                board.set_status(message)
                toast(message)
            return
        pace = move_pace(board.pace, nth, play.hurry)
        rest = pace / 1000 - (time.perf_counter() - shown_at)
        while rest > 0 and not play.hurry:  # a skip ahead ends the wait too
            await asyncio.sleep(min(rest, 0.05))
            rest = pace / 1000 - (time.perf_counter() - shown_at)
        if play.closed or len(match.actions) != before:
            return
        events = match.apply(action, seat=seat)
        shown_at = time.perf_counter()
        nth += 1
        if match.state.current_player != seat:
            board.stop_thinking()  # its move is played: the line goes with it
        play.moved()
        board.tempo = move_pace(board.pace, nth - 1, play.hurry)
        try:
            board.played(seat, events, announce=True)
        finally:
            board.tempo = None
