"""A live game's turn loop: one controller per seat, the AI seats' turns at the player's pace,
the guided first game's script and the game log.
"""
