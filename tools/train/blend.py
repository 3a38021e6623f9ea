"""Shrinking a fit on few games toward a fit on many: every weight of the blend is
``share`` times the first model's plus the rest times the second's.

Machu Picchu's weights for three to five players are fitted on 90 games of those tables
alone; they value Incas as those tables reward them but carry the noise of a small data
set. Half of them and half of the main weights (213 games, every player count) won more
games at three, four and five players than either (docs/ai.md). A linear model's blend
predicts the same blend of the two models' predictions, so it is a plain average of
their judgements.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from incagames.core.learned import Linear, Model


def blend(first: Model, second: Model, share: float, meta: dict[str, Any]) -> Model:
    """``share`` of ``first`` and ``1 - share`` of ``second`` (the same features)."""
    if first.names != second.names or set(first.targets) != set(second.targets):
        raise ValueError("the two models are not over the same features and targets")
    if first.network is not None or second.network is not None:
        raise ValueError("a model with a network cannot be blended (its units are not "
                         "matched one to one with another's)")
    if not 0.0 <= share <= 1.0:
        raise ValueError("the share of the first model must lie in 0..1")

    def mix(a: float, b: float) -> float:
        return share * a + (1.0 - share) * b

    targets = {}
    for key, a in first.targets.items():
        b = second.targets[key]
        targets[key] = Linear(tuple(mix(x, y) for x, y in zip(a.weight, b.weight, strict=True)),
                              tuple(mix(x, y) for x, y in zip(a.late, b.late, strict=True)),
                              mix(a.bias, b.bias), mix(a.bias_late, b.bias_late))
    return Model(first.names, targets, meta)


def read(path: Path, names: tuple[str, ...]) -> Model:
    """A weights file (the engine's or a frozen league copy)."""
    return Model.from_json(json.loads(path.read_text(encoding="utf-8")), names)
