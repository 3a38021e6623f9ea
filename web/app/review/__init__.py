"""The review: a finished or saved game replayed move by move on its own board, with the hard
bot's analysis of one seat's choices.
"""
