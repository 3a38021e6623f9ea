"""The Princes of Machu Picchu on screen: its screen, board, words, messages, rules, guided game,
motion, results, board in words and cover, named by ``UI``."""

from __future__ import annotations

from ..ui import GameUI

UI = GameUI(game_id="machu-picchu", package=__name__, short_name="Machu Picchu")
