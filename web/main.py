"""PyScript entry point: make the engine wheel importable, then start the app."""

import gc
import sys

sys.path.insert(0, "./inca_games.whl")

from app.shell import App

App().boot()
# Everything loaded so far lives as long as the page: keep it out of future collections
# so that garbage-collector pauses stay short while the game runs.
gc.freeze()
