"""Deep links: ``?game=machu-picchu&players=human,ai-easy&seed=42&pace=0``, and
``?review`` (the title screen asks for a save file and opens its replay).

Pure parsing, so it is tested without a browser. A bad link yields a clear message and
the app falls back to the menu.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qs

from incagames import GAMES

from .. import games
from ..text.i18n import LANGUAGES, t

PLAYABLE = {game_id: GAMES[game_id].players for game_id in games.PLAYABLE}
"""Game id -> (fewest, most) seats (the engine's specs) of the games with a screen, in
listing order."""
SEAT_KINDS = ("human", "ai-easy", "ai-normal", "ai-hard", "ai-expert", "ai-random")
KNOWN = ("game", "players", "seed", "pace", "lang", "review")
DEFAULT_PACE = 700
MAX_PACE = 5000
SEED_DIGITS = 18
"""A seed has at most 18 decimal digits, with or without a minus sign: the range is
symmetric, -999,999,999,999,999,999 to 999,999,999,999,999,999."""
_SEED = re.compile(rf"-?[0-9]{{1,{SEED_DIGITS}}}", re.ASCII)
_PACE = re.compile(r"[0-9]{1,4}", re.ASCII)


class LinkError(ValueError):
    """A deep link that cannot start a game; the message is for the player."""


@dataclass(frozen=True)
class GameSetup:
    game: str
    kinds: tuple[str, ...]
    seed: int | None
    pace: int = DEFAULT_PACE


def link_language(query: str) -> str | None:
    """The ``lang`` parameter (``en``, ``es``, ``de``, ``fr``) when the link has a valid
    one."""
    try:
        values = parse_qs(query.lstrip("?")).get("lang", [])
    except ValueError:
        return None
    return values[-1] if values and values[-1] in LANGUAGES else None


def _query(query: str) -> str:
    """The query without its "?", a bare ``review`` written as ``review=`` (strict parsing
    wants a value)."""
    return "&".join("review=" if part == "review" else part
                    for part in query.lstrip("?").split("&"))


def parse_link(query: str) -> GameSetup | None:
    """The setup a query string asks for, None when it asks for nothing (the menu)."""
    query = _query(query) if query.lstrip("?") else ""
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
        raise LinkError(t("err.players", game=games.name(game), low=low, high=high))
    raw_seed = params.get("seed", [""])[-1]
    seed = parse_seed(raw_seed) if raw_seed != "" else None
    pace = DEFAULT_PACE
    if "pace" in params:
        raw = params["pace"][-1]
        if not _PACE.fullmatch(raw) or int(raw) > MAX_PACE:
            raise LinkError(t("err.pace", high=MAX_PACE))
        pace = int(raw)
    return GameSetup(game, kinds, seed, pace)


def review_link(query: str) -> bool:
    """Whether the link asks to review a save file (``?review``, with no value; not with
    ``game``, which starts a game). Call after ``parse_link``, which checks the rest."""
    try:
        params = parse_qs(_query(query), keep_blank_values=True)
    except ValueError:
        return False
    if "review" not in params:
        return False
    if params["review"][-1] not in ("", "1") or "game" in params:
        raise LinkError(t("err.review"))
    return True


def parse_seed(raw: str) -> int:
    """A seed typed in the menu or given in a link: ASCII digits only (``isdigit`` would
    let "²" through, which ``int`` refuses), at most ``SEED_DIGITS`` of them, one
    optional leading minus sign."""
    raw = raw.strip()
    if not _SEED.fullmatch(raw):
        raise LinkError(t("err.seed", high="9" * SEED_DIGITS))
    return int(raw)
