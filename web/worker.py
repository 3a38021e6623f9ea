"""The AI worker: bots think here, off the page's main thread."""

import json
import sys

sys.path.insert(0, "./inca_games.whl")

import incagames
from incagames.core import Rng
from incagames.core.bots import choose_action, make_bot


def choose(state_json: str, level: str, seed: int) -> str:
    """The move of the state's current seat at ``level``; the bot sees only its seat's view."""
    state = incagames.state_from_json(json.loads(str(state_json)))
    action = choose_action(make_bot(str(level), state.game_id), state, Rng(int(seed)))
    return json.dumps(action.to_json())


__export__ = ["choose"]
