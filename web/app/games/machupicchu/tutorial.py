"""The guided first game of Machu Picchu: each kind of decision once on a fixed deal (an
Inca, a free move, production on your turn and on another's, a paid move, the Royal
Palace, a temple offering, a moon tile, the Sun Clock), then free play against the easy
AI. ``tests/web`` replays it in the engine, so a changed engine or deal breaks the test."""

from __future__ import annotations

from ...live.tutorial import Script, Step


def _move(district: str, text: str) -> Step:
    return Step({"kind": "move", "district": district}, text)


SCRIPT = Script(seed=1, outro="tut.outro", steps=(
    Step({"kind": "place_inca", "occupation": "farmer"}, "tut.first_inca"),
    _move("corn_terraces", "tut.move_free"),
    Step({"kind": "produce", "count": 1}, "tut.produce"),
    _move("royal_palace", "tut.move_paid"),
    Step({"kind": "set_up", "occupation": "potter"}, "tut.set_up"),
    Step({"kind": "produce", "count": 1}, "tut.produce_other"),
    _move("main_temple", "tut.temple"),
    Step({"kind": "offer", "goods": ["corn", "pottery"]}, "tut.offer"),
    Step({"kind": "stay", "tile": 0}, "tut.stay"),
    _move("sun_clock", "tut.move_sun"),
    Step({"kind": "sun_clock", "occupation": "potter"}, "tut.sun_clock"),
))
