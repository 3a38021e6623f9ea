"""The Princes of Machu Picchu (Mac Gerdts), 2-5 players."""

from .state import MachuPicchuState

__all__ = ["MachuPicchuState"]
