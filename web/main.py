"""PyScript entry point: make the engine wheel importable, then start the app."""

import sys

sys.path.insert(0, "./inca_games.whl")

from app.shell import App

App().boot()
