"""The Princes of Machu Picchu (Mac Gerdts), 2-5 players."""

from .spec import SPEC
from .state import MachuPicchuState

__all__ = ["SPEC", "MachuPicchuState"]
