"""Shrinking a fit on few games toward a fit on many: every weight of the blend is
``share`` times the first model's plus the rest times the second's.

Machu Picchu's weights for three to five players are fitted on 90 games of those tables
alone; they value Incas as those tables reward them but carry the noise of a small data
set. Half of them and half of the main weights (213 games, every player count) won more
games at three, four and five players than either (docs/ai.md). A linear model's blend
predicts the same blend of the two models' predictions, so it is a plain average of
their judgements.

One of the two may add a hidden layer to its margin (``--network``): the blend keeps
its units, their outputs scaled by that model's share, so a seat's margin is the same
blend of the two margins (centred on the table, as the engine centres a network
model's). Machu Picchu's two-player weights are half round 3's linear fit and half
round 6's layer, which beat either alone (docs/ai.md).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from incagames.core.learned import Linear, Model, Network


def blend(first: Model, second: Model, share: float, meta: dict[str, Any]) -> Model:
    """``share`` of ``first`` and ``1 - share`` of ``second`` (the same features)."""
    if first.names != second.names or set(first.targets) != set(second.targets):
        raise ValueError("the two models are not over the same features and targets")
    if first.network is not None and second.network is not None:
        raise ValueError("two models with networks cannot be blended (their units are "
                         "not matched one to one)")
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
    network = _scaled(first.network, share) if first.network is not None \
        else _scaled(second.network, 1.0 - share)
    return Model(first.names, targets, meta, network)


def _scaled(network: Network | None, share: float) -> Network | None:
    """``network`` with each unit's output times ``share``."""
    if network is None:
        return None
    return Network(network.hidden, network.bias, tuple(share * o for o in network.out))


def read(path: Path, names: tuple[str, ...]) -> Model:
    """A weights file (the engine's or a frozen league copy)."""
    return Model.from_json(json.loads(path.read_text(encoding="utf-8")), names)
