"""Shared test helpers: invariants every Machu Picchu state must satisfy."""

from __future__ import annotations

import os
import sys
from pathlib import Path

# The engine is importable without installation too (python3 -m pytest from a checkout).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from hypothesis import settings

settings.register_profile("ci", max_examples=100, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")
