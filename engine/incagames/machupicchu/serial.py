"""JSON round trip of a Machu Picchu state, with validation of foreign input."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.rng import Rng

if TYPE_CHECKING:
    from .state import MachuPicchuState

FORMAT = "machu-picchu-state"
VERSION = 1
_LIST_FIELDS = (
    "bank", "bonus", "deck", "goods", "hands", "incas", "known", "market", "moon_owner",
    "owed", "pending_corn", "pending_llama", "priests", "princes", "scouts", "supply",
    "taken", "time_corn",
)
_INT_FIELDS = (
    "checkpoint_no", "day", "moon_taken_today", "num_players", "start_player",
    "sun_holder", "turn_player",
)


def state_to_json(s: MachuPicchuState) -> dict[str, Any]:
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "rng": s.rng.state,
                           "ending": s.ending, "deck_exhausted": s.deck_exhausted}
    for name in _INT_FIELDS:
        out[name] = getattr(s, name)
    for name in _LIST_FIELDS:
        value = getattr(s, name)
        out[name] = [v[:] if isinstance(v, list) else v for v in value]
    out["queue"] = [list(t) for t in s.queue]
    return out


def _tuple(value: Any) -> Any:
    return tuple(_tuple(v) for v in value) if isinstance(value, list) else value


def state_from_json(cls: type[MachuPicchuState], data: Any) -> MachuPicchuState:
    """Rebuild a state; raise ValueError when the data is not a state of this version."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a Machu Picchu state")
    if data.get("version") != VERSION:
        raise ValueError(f"unsupported state version {data.get('version')!r}")
    s = object.__new__(cls)
    try:
        s.rng = Rng(int(data["rng"]))
        s.ending = str(data["ending"])
        s.deck_exhausted = bool(data["deck_exhausted"])
        for name in _INT_FIELDS:
            value = data[name]
            if not isinstance(value, int):
                raise ValueError(f"{name} must be an integer")
            setattr(s, name, value)
        for name in _LIST_FIELDS:
            value = data[name]
            if not isinstance(value, list):
                raise ValueError(f"{name} must be a list")
            setattr(s, name, [list(v) if isinstance(v, list) else v for v in value])
        s.queue = [_tuple(t) for t in data["queue"]]
    except (KeyError, TypeError) as exc:
        raise ValueError(f"broken Machu Picchu state: {exc}") from None
    if not 2 <= s.num_players <= 5 or len(s.goods) != s.num_players or not s.queue:
        raise ValueError("broken Machu Picchu state: inconsistent players")
    s.events = []
    return s
