"""Cuzco (Kiesling & Kramer), 2-4 players."""

from .spec import SPEC
from .state import CuzcoState

__all__ = ["SPEC", "CuzcoState"]
