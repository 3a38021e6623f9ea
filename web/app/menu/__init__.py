"""The title screen and the set-up form: the games' cards, the newest saved game, the list of
saves, the last set-up remembered.
"""
