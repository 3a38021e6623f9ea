"""JSON round trip of a Cuzco state, with validation of foreign input."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.rng import Rng

if TYPE_CHECKING:
    from .state import CuzcoState

FORMAT = "cuzco-state"
VERSION = 1
_LISTS = ("deck", "discard", "height", "inca", "known", "off_board", "pond", "pond_scored",
          "scored", "singles_crop", "singles_village", "doubles", "temple", "tokens", "top",
          "top_tile", "final_queue", "disc")
_SCALARS = ("num_players", "ap", "checkpoint_no", "discs", "draws", "ending",
            "last_triple_by", "placed", "ponds", "triples", "turn_player", "token_used",
            "idle_turns")


def state_to_json(s: CuzcoState) -> dict[str, Any]:
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "rng": s.rng.state}
    for name in _SCALARS:
        out[name] = getattr(s, name)
    for name in _LISTS:
        out[name] = list(getattr(s, name))
    out["tile_cells"] = [list(t) for t in s.tile_cells]
    out["hands"] = [list(h) for h in s.hands]
    out["scores"] = [dict(d) for d in s.scores]
    out["floors"] = [[v, n] for v, n in sorted(s.floors.items())]
    out["phase"] = list(s.phase)
    out["temple_changed"] = sorted(s.temple_changed)
    f = s.festival
    out["festival"] = None if f is None else {
        **{k: v for k, v in f.items() if k not in ("total", "played", "relics")},
        "total": [[q, t] for q, t in f["total"].items()],
        "played": [[q, list(c)] for q, c in f["played"].items()],
        "relics": list(f["relics"]),
    }
    return out


def state_from_json(cls: type[CuzcoState], data: Any) -> CuzcoState:
    """Rebuild a state; ValueError when the data is not a Cuzco state of this version."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a Cuzco state")
    if data.get("version") != VERSION:
        raise ValueError(f"unsupported state version {data.get('version')!r}")
    s = object.__new__(cls)
    try:
        s.rng = Rng(int(data["rng"]))
        for name in _SCALARS:
            setattr(s, name, data[name])
        for name in _LISTS:
            if not isinstance(data[name], list):
                raise ValueError(f"{name} must be a list")
            setattr(s, name, list(data[name]))
        s.tile_cells = [tuple(t) for t in data["tile_cells"]]
        s.hands = [list(h) for h in data["hands"]]
        s.scores = [dict(d) for d in data["scores"]]
        s.floors = {int(v): int(n) for v, n in data["floors"]}
        s.phase = tuple(data["phase"])
        s.temple_changed = set(data["temple_changed"])
        f = data["festival"]
        s.festival = None if f is None else {
            **f,
            "total": {int(q): int(t) for q, t in f["total"]},
            "played": {int(q): list(c) for q, c in f["played"]},
            "relics": tuple(f["relics"]),
        }
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"broken Cuzco state: {exc}") from None
    if not 2 <= s.num_players <= 4 or len(s.hands) != s.num_players:
        raise ValueError("broken Cuzco state: inconsistent players")
    s.events = []
    return s
