"""The games a review is timed on: whole 4-player games of normal AIs (untimed, so the
same seed plays the same game on any machine), made once and kept in build/.

``python3 build.py perf --only review`` opens each in the browser's review and times the
analysis of seat 0; ``python3 -m incagames review build/review-games/<game>.json
--seat 0`` is the same analysis in CPython.
"""

from __future__ import annotations

from pathlib import Path

from incagames.core import Rng
from incagames.core.bots import choose_action, make_bot
from incagames.core.match import Match, Seat

from .env import ROOT

FOLDER = ROOT / "build" / "review-games"
SEED = 5
PLAYERS = 4
LEVEL = "normal"


def review_game(game_id: str) -> Path:
    """The save file of the game (played on first use; a few minutes for Cuzco)."""
    path = FOLDER / f"{game_id}.json"
    if path.exists():
        return path
    seats = [Seat(f"AI {i + 1}", f"ai-{LEVEL}") for i in range(PLAYERS)]
    match = Match(game_id, seats, SEED)
    bots = [make_bot(LEVEL, game_id, timed=False) for _ in seats]
    rng = Rng(SEED)
    while not match.state.is_over:
        match.apply(choose_action(bots[match.state.current_player], match.state, rng))
    FOLDER.mkdir(parents=True, exist_ok=True)
    path.write_text(match.dumps(), encoding="utf-8")
    return path
