"""Test set-up: the engine and the test helpers importable, hypothesis profiles."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# The engine is importable without installation too (python3 -m pytest from a checkout).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
# The dev tools (the ``tools`` package at the project root), tested in tests/tools/.
sys.path.append(str(Path(__file__).resolve().parents[1]))
# Test helpers: the invariants of any game (here) and of each game (in its folder).
_TESTS = Path(__file__).resolve().parent
_GAME_CHECKS = sorted(_TESTS.glob("*/*_invariants.py"))
sys.path[1:1] = [str(_TESTS), *(str(path.parent) for path in _GAME_CHECKS)]


settings.register_profile("ci", max_examples=100, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(autouse=True)
def _english_web_app() -> None:
    """Every test starts with the web app in English: a language another test left set on
    the same xdist worker must not change the messages this test matches."""
    i18n = sys.modules.get("app.text.i18n")
    if i18n is not None:
        i18n.set_language("en")
