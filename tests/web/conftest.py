"""The web app's pure-Python tests: each starts in English, whatever language the test
before it chose (a test's language would otherwise leak into the next one's messages)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    from app import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")
