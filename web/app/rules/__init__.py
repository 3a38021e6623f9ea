"""The rules dialog: each game's rules by section, the player aid and the legend.
"""
