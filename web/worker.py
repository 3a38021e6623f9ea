"""The AI worker: bots think here, off the page's main thread."""

import json
import sys

sys.path.insert(0, "./inca_games.whl")

from app.ai import HINT_LEVEL

import incagames
from incagames.core import Rng
from incagames.core.bots import bot_for, choose_action


def choose(state_json: str, level: str, seed: int) -> str:
    """The move of the state's current seat at ``level``; the bot sees only its seat's view."""
    state = incagames.state_from_json(json.loads(str(state_json)))
    bot = bot_for(state.game_id, str(level), state.current_player)
    action = choose_action(bot, state, Rng(int(seed)))
    return json.dumps(action.to_json())


def hint(state_json: str, seed: int) -> str:
    """The hint for the state's current seat: the normal bot's move, computed from that
    seat's view only."""
    return choose(state_json, HINT_LEVEL, seed)


def latency(game_id: str, level: str, decisions: int, seed: int) -> str:
    """``incagames.botspeed.measure`` run here, in Pyodide: seconds and search iterations
    per bot decision."""
    from incagames import botspeed

    return json.dumps(botspeed.measure(str(game_id), str(level), int(decisions), int(seed)))


__export__ = ["choose", "hint", "latency"]
