"""A fitted model with some features' worth at the end of the game set by hand.

The fit learns what goes with a high final score in the bots' games, not what causes it.
In Machu Picchu a rich economy ends holding corn, so the two-player fit leaves a unit of
corn worth a little to the very end, where the rules make it worth nothing but a share of
a tie-break, and hard kept a standing stock of about ten corn a game (median 10.5 to 12 at
the end) that it could have turned into goods, offerings and steps. Moving the late
weight of ``corn`` down (``--late corn=-1``: a unit is worth one point less at the end,
half a point less halfway, nothing less at the start) cut that stock to 2, but by
gathering less corn, not by spending it, and lost games (docs/ai.md): the tool is kept
for such tries, the shipped weights are plain fits.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from incagames.core.learned import MARGIN, Linear, Model


def parse(items: list[str]) -> dict[str, float]:
    """``NAME=DELTA`` pairs (``--late``); ValueError for a malformed one."""
    out: dict[str, float] = {}
    for item in items:
        name, sep, delta = item.partition("=")
        if not sep or not name.strip():
            raise ValueError(f"--late wants NAME=DELTA, not {item!r}")
        out[name.strip()] = float(delta)
    return out


def shift_late(model: Model, shifts: Mapping[str, float], meta: dict[str, Any]) -> Model:
    """``model`` with each named feature's late weight of the margin moved by its delta:
    the feature is worth ``delta`` more (or less) to a seat's lead at the end of the
    game, the change growing with the time of the game from nothing at the start."""
    unknown = sorted(set(shifts) - set(model.names))
    if unknown:
        raise ValueError(f"no such feature: {', '.join(unknown)}")
    margin = model.targets[MARGIN]
    late = tuple(w + shifts.get(name, 0.0) for name, w in zip(model.names, margin.late,
                                                              strict=True))
    targets = {**model.targets,
               MARGIN: Linear(margin.weight, late, margin.bias, margin.bias_late)}
    return Model(model.names, targets, meta, model.network)
