"""The board view of a position: its frame, the game's part, the decision panel (a bottom sheet
on phones), the recap of the others' moves, the outlines of what moved, the page's input and
the board in words for screen readers.
"""
