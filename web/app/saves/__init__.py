"""Saved games: the store in the browser's storage and the game on screen kept in it (autosave,
resume, save files).
"""
