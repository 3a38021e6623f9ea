"""PyScript entry point: load the engine package from Pyodide's lock file, then start the app."""

import gc

import pyodide_js

# The engine wheel is registered in dist/pyodide/pyodide-lock.json (build.py), so Pyodide
# fetches it from this site, checks its hash and installs it like any of its own packages.
await pyodide_js.loadPackage("inca-games")  # noqa: F704 (PyScript runs this with top-level await)

from app.shell import App  # noqa: E402

App().boot()
# Everything loaded so far lives as long as the page: keep it out of future collections
# so that garbage-collector pauses stay short while the game runs.
gc.freeze()
