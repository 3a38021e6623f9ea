"""What both games share: actions, the state protocol, a seeded RNG, matches and bots."""

from .actions import Action
from .errors import IllegalAction
from .rng import Rng
from .state import Event, Outcome, Preview, SeatResult, State

__all__ = ["Action", "Event", "IllegalAction", "Outcome", "Preview", "Rng", "SeatResult", "State"]
