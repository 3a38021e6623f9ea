"""Cuzco (Kiesling & Kramer), 2-4 players."""

from .state import CuzcoState

__all__ = ["CuzcoState"]
