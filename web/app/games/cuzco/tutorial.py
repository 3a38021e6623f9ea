"""The guided first game of Cuzco: each kind of decision once on a fixed deal (terrain,
an Inca entering and moving, a festival card, the end of a turn, a temple, a festival and
its bidding), then free play against the easy AI. ``tests/web`` replays it in the
engine, so a changed engine or deal breaks the test."""

from __future__ import annotations

from ...live.tutorial import Script, Step


def _terrain(tile: str, text: str) -> Step:
    return Step({"kind": "choose_terrain", "tile": tile}, text)


def _place(cells: list[int], village: int, text: str) -> Step:
    return Step({"kind": "place", "cells": cells, "village": village}, text)


SCRIPT = Script(seed=1, outro="tut.outro", steps=(
    _terrain("triple", "tut.terrain"),
    _place([32, 48, 49], 32, "tut.place"),
    Step({"kind": "enter", "cell": 49}, "tut.enter"),
    Step({"kind": "draw", "source": "deck"}, "tut.draw"),
    Step({"kind": "end_turn"}, "tut.end_turn"),
    _terrain("triple", "tut.terrain2"),
    _place([65, 66, 84], 65, "tut.place2"),
    _terrain("double", "tut.double"),
    _place([48, 66], 66, "tut.place3"),
    Step({"kind": "move", "cell": 49, "to": 66}, "tut.move"),
    Step({"kind": "build_temple", "cell": 65, "value": 2}, "tut.temple"),
    Step({"kind": "festival", "temple": 65}, "tut.festival"),
    Step({"kind": "play_card", "card": 21}, "tut.bid"),
    Step({"kind": "done"}, "tut.bid_done"),
))
