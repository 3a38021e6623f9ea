"""PyScript entry point: load the engine and the app from Pyodide's lock file, then start."""

import gc

import _inca_rest  # the standard library beyond the boot archive, on first import
import pyodide_js
from js import performance

# Boot profile marks (``python3 build.py perf``): Python runs, the wheels are in, the app
# is imported; the page marks itself ready once the first screen is drawn.
performance.mark("inca:python")
_inca_rest.install()

# The engine wheel and the app's wheel (the `app` package) are registered in
# dist/pyodide/pyodide-lock.json (build.py), so Pyodide fetches them from this site, checks
# their hashes and installs them like any of its own packages: two requests, not one per module.
await pyodide_js.loadPackage(["inca-games", "inca-games-web"])  # noqa: F704 (PyScript runs this with top-level await)
performance.mark("inca:wheels")

from app.shell import App  # noqa: E402

performance.mark("inca:imports")
App().boot()
# Everything loaded so far lives as long as the page: keep it out of future collections
# so that garbage-collector pauses stay short while the game runs.
gc.freeze()
