"""Actions: small, hashable, JSON-ready decisions.

A turn is a sequence of atomic actions (move, then produce, then done...), so every
action names one decision. Parameters are JSON scalars or tuples of scalars; lists read
from JSON become tuples so that actions stay hashable and compare by value.
"""

from __future__ import annotations

from typing import Any

from . import safejson
from .errors import IllegalAction

Scalar = str | int | bool | None
ParamValue = Scalar | tuple[Scalar, ...]


def _is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, (bool, int, str))


def _freeze(value: Any, where: str) -> ParamValue:
    """A scalar, or a flat list/tuple of scalars as a tuple. Never recurses, so a hostile
    parameter nested thousands deep is refused at its first level."""
    if _is_scalar(value):
        return value
    if isinstance(value, (list, tuple)):
        if not all(_is_scalar(v) for v in value):
            raise IllegalAction(f"parameter {where!r} must hold only numbers, text, "
                                "true/false or null")
        return tuple(value)
    raise IllegalAction(f"parameter {where!r} has an unsupported type {type(value).__name__}")


class Action:
    """One atomic decision: a kind (``"move"``) and named parameters (``district=...``).

    >>> a = Action("move", district="sun_clock")
    >>> a.to_json()
    {'kind': 'move', 'district': 'sun_clock'}
    >>> Action.from_json(a.to_json()) == a
    True
    """

    __slots__ = ("_hash", "kind", "params")

    def __init__(self, kind: str, **params: Any) -> None:
        self.kind = kind
        self.params: tuple[tuple[str, ParamValue], ...] = tuple(
            sorted((k, _freeze(v, k)) for k, v in params.items())
        )
        self._hash = hash((kind, self.params))

    @classmethod
    def trusted(cls, kind: str, params: tuple[tuple[str, ParamValue], ...]) -> Action:
        """Fast constructor for engine-made actions: ``params`` already sorted by name and
        holding only scalars or tuples of scalars (hot paths list thousands of these)."""
        action = object.__new__(cls)
        action.kind = kind
        action.params = params
        action._hash = hash((kind, params))
        return action

    def __getitem__(self, name: str) -> ParamValue:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: ParamValue = None) -> ParamValue:
        for key, value in self.params:
            if key == name:
                return value
        return default

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Action)
            and self._hash == other._hash
            and self.kind == other.kind
            and self.params == other.params
        )

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params)
        return f"Action({self.kind!r}{args})"

    def __str__(self) -> str:
        if not self.params:
            return self.kind
        args = " ".join(
            f"{k}={','.join(map(str, v)) if isinstance(v, tuple) else v}" for k, v in self.params
        )
        return f"{self.kind} {args}"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for key, value in self.params:
            out[key] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Read an action from a dict (or a JSON string); anything else is IllegalAction."""
        if isinstance(data, (str, bytes)):
            try:
                data = safejson.loads(data)
            except ValueError as exc:
                raise IllegalAction(f"not valid JSON: {exc}") from None
        if not isinstance(data, dict):
            raise IllegalAction("an action must be a JSON object")
        kind = data.get("kind")
        if not isinstance(kind, str) or not kind:
            raise IllegalAction("an action needs a 'kind' string")
        params = {}
        for key, value in data.items():
            if key == "kind":
                continue
            if not isinstance(key, str):
                raise IllegalAction("parameter names must be strings")
            params[key] = value
        return cls(kind, **params)
