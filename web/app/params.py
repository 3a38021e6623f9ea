"""Deep links: ``?game=machu-picchu&players=human,ai-easy&seed=42&pace=0``.

Pure parsing, so it is tested without a browser. A bad link yields a clear message and
the app falls back to the menu.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qs

from .i18n import t

PLAYABLE = {"machu-picchu": (2, 5), "cuzco": (2, 4)}
SEAT_KINDS = ("human", "ai-easy", "ai-normal", "ai-hard", "ai-random")
KNOWN = ("game", "players", "seed", "pace", "lang")
DEFAULT_PACE = 700
MAX_PACE = 5000


class LinkError(ValueError):
    """A deep link that cannot start a game; the message is for the player."""


@dataclass(frozen=True)
class GameSetup:
    game: str
    kinds: tuple[str, ...]
    seed: int | None
    pace: int = DEFAULT_PACE


def link_language(query: str) -> str | None:
    """The ``lang`` parameter (``en``, ``es``) when the link has a valid one."""
    try:
        values = parse_qs(query.lstrip("?")).get("lang", [])
    except ValueError:
        return None
    return values[-1] if values and values[-1] in ("en", "es") else None


def parse_link(query: str) -> GameSetup | None:
    """The setup a query string asks for, None when it asks for nothing (the menu)."""
    query = query.lstrip("?")
    if not query:
        return None
    try:
        params = parse_qs(query, keep_blank_values=True, strict_parsing=True)
    except ValueError:
        raise LinkError(t("err.unknown_param", name=query[:40])) from None
    for name in params:
        if name not in KNOWN:
            raise LinkError(t("err.unknown_param", name=name))
    if "game" not in params:
        return None
    game = params["game"][-1]
    if game not in PLAYABLE:
        raise LinkError(t("err.game", game=game))
    low, high = PLAYABLE[game]
    kinds = tuple(k.strip() for k in params.get("players", ["human,ai-easy"])[-1].split(","))
    for kind in kinds:
        if kind not in SEAT_KINDS:
            raise LinkError(t("err.seat", kind=kind))
    if not low <= len(kinds) <= high:
        raise LinkError(t("err.players", game=t("game." + game), low=low, high=high))
    seed = None
    if params.get("seed", [""])[-1] != "":
        raw = params["seed"][-1]
        if not raw.lstrip("-").isdigit() or len(raw) > 18:
            raise LinkError(t("err.seed"))
        seed = int(raw)
    pace = DEFAULT_PACE
    if "pace" in params:
        raw = params["pace"][-1]
        if not raw.isdigit() or int(raw) > MAX_PACE:
            raise LinkError(t("err.pace"))
        pace = int(raw)
    return GameSetup(game, kinds, seed, pace)
