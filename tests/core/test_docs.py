"""The README's examples and the docstring examples run as written."""

from __future__ import annotations

import doctest
from pathlib import Path

import incagames
import incagames.core.actions

ROOT = Path(__file__).resolve().parents[2]


def test_readme_examples() -> None:
    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


def test_docstring_examples() -> None:
    for module in (incagames, incagames.core.actions):
        result = doctest.testmod(module)
        assert result.failed == 0
