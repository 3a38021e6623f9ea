"""The end of a game: what the results say (the winner's headline, each seat's score over the
game) and the results dialog that shows them.
"""
