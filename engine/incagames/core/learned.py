"""Learned evaluations: a linear model per predicted quantity over a game's features,
each weight moving with the time of the game, fitted offline (``python3 build.py train``)
to the final scores of self-play games of the search bots.

    value = bias + bias_late * t + sum_i x_i * (weight_i + late_i * t)

where ``t`` runs from 0 at the start of the game to 1 at its end, so a feature can be
worth much early and nothing late (a unit of corn) or the other way round.

A seat's expected final score is predicted in two parts (``Model.scores``): its
*margin*, its final score less the table's mean, from all its features, and the table's
*mean*, from the features every seat shares (players, time left...). The margin is what
a search compares (every seat's lead over the others); fitting it apart keeps what makes
whole games score high or low (the player count, a quick rescue) out of the seats'
weights, where a plain fit of scores would credit it to whatever goes with it. Inference is
plain Python (the page has no numpy): a few dozen multiplications a seat. The weights are
a small JSON file in the game's ``ai`` package; a model file names its features, and a
file that does not match the game's features is refused rather than misread.

A model may add a ``Network`` (one hidden layer) to the margin: a linear sum cannot say
that corn is worth much to a seat with Incas to feed and days left and nothing to one
without, and the network can. Such a model is fitted seat against seat (its margin is a
seat's linear sum plus network less the table's average of them), so its margins are
centred here in the same way.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from operator import mul
from typing import Any

MARGIN = "margin"
"""A seat's final score less the table's mean."""
MEAN = "mean"
"""The table's mean final score."""
TARGETS = (MARGIN, MEAN)


@dataclass(frozen=True)
class Linear:
    """One predicted quantity (e.g. a seat's final score)."""

    weight: tuple[float, ...]
    late: tuple[float, ...]
    bias: float
    bias_late: float

    def __call__(self, x: Sequence[float], t: float) -> float:
        total = self.bias + self.bias_late * t
        for xi, w, w_late in zip(x, self.weight, self.late, strict=True):
            total += xi * (w + w_late * t)
        return total


@dataclass(frozen=True)
class Network:
    """One hidden layer of tanh units over a seat's features and the time of the game:
    ``sum_j out_j * tanh(bias_j + sum_i hidden_j[i] * x_i + hidden_j[-1] * t)`` (the
    inputs' standardization folded into the weights when it was fitted)."""

    hidden: tuple[tuple[float, ...], ...]
    """Each unit's weights: one per feature, then the time of the game's."""
    bias: tuple[float, ...]
    out: tuple[float, ...]

    def __call__(self, x: Sequence[float], t: float) -> float:
        inputs = (*x, t)
        return sum(o * math.tanh(b + sum(map(mul, w, inputs)))
                   for w, b, o in zip(self.hidden, self.bias, self.out, strict=True))

    def to_json(self) -> dict[str, Any]:
        return {"hidden": [list(w) for w in self.hidden], "bias": list(self.bias),
                "out": list(self.out)}

    @classmethod
    def from_json(cls, data: Any, features: int) -> Network:
        """A network read back; ValueError unless it reads ``features`` features."""
        if not isinstance(data, dict) or not isinstance(data.get("hidden"), list):
            raise ValueError("the model's network is not one")
        hidden = tuple(_numbers(w) for w in data["hidden"])
        bias, out = _numbers(data.get("bias")), _numbers(data.get("out"))
        if not hidden or any(len(w) != features + 1 for w in hidden) \
                or len(bias) != len(hidden) or len(out) != len(hidden):
            raise ValueError("the model's network does not match its features")
        return cls(hidden, bias, out)


@dataclass(frozen=True)
class Model:
    """A learned evaluation: its feature names, one ``Linear`` per target and perhaps a
    ``Network`` added to the margin."""

    names: tuple[str, ...]
    targets: Mapping[str, Linear]
    meta: Mapping[str, Any]
    """Where it came from: the training round, data-set size, held-out error..."""
    network: Network | None = None

    def predict(self, target: str, x: Sequence[float], t: float) -> float:
        value = self.targets[target](x, t)
        if target == MARGIN and self.network is not None:
            value += self.network(x, t)
        return value

    def scores(self, table: Sequence[Sequence[float]], t: float) -> list[float]:
        """Every seat's expected final score from its features: its margin plus the
        table's mean (read from the first seat: its weights are on shared features).
        With a network the margins are centred on the table, as they were fitted."""
        mean = self.targets[MEAN](table[0], t)
        margin, network = self.targets[MARGIN], self.network
        if network is None:
            return [mean + margin(x, t) for x in table]
        margins = [margin(x, t) + network(x, t) for x in table]
        mean -= sum(margins) / len(margins)
        return [mean + m for m in margins]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "names": list(self.names), "meta": dict(self.meta),
            "targets": {k: {"weight": list(v.weight), "late": list(v.late),
                            "bias": v.bias, "bias_late": v.bias_late}
                        for k, v in self.targets.items()}}
        if self.network is not None:
            out["network"] = self.network.to_json()
        return out

    @classmethod
    def from_json(cls, data: Any, names: Sequence[str]) -> Model:
        """A model read back; ValueError unless it is one over exactly ``names``."""
        if not isinstance(data, dict) or list(data.get("names", ())) != list(names):
            raise ValueError("the model's features are not this game's")
        targets = {}
        raw = data.get("targets")
        if not isinstance(raw, dict) or set(raw) != set(TARGETS):
            raise ValueError("the model does not predict margins and means")
        for key, t in raw.items():
            weight, late = _numbers(t.get("weight")), _numbers(t.get("late"))
            if len(weight) != len(names) or len(late) != len(names):
                raise ValueError(f"the model's {key} weights do not match its features")
            targets[key] = Linear(weight, late, _number(t.get("bias")),
                                  _number(t.get("bias_late")))
        meta = data.get("meta", {})
        network = Network.from_json(data["network"], len(names)) if "network" in data \
            else None
        return cls(tuple(names), targets, meta if isinstance(meta, dict) else {}, network)


@cache
def load(package: str, resource: str, names: tuple[str, ...]) -> Model:
    """The model kept as ``resource`` in ``package`` (a JSON file shipped in the wheel),
    read once however many tables are judged by it."""
    text = resources.files(package).joinpath(resource).read_text(encoding="utf-8")
    return Model.from_json(json.loads(text), names)


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not math.isfinite(value):
        raise ValueError("the model holds a weight that is not a number")
    return float(value)


def _numbers(values: Any) -> tuple[float, ...]:
    if not isinstance(values, list):
        raise ValueError("the model's weights are not a list")
    return tuple(_number(v) for v in values)
