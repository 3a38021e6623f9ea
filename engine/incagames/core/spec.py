"""What the shared layers (bots, command line, saves, web app) know of a game: its
``GameSpec``, which each game package exports as ``SPEC``.

``GAMES`` is filled from the game packages' specs when ``incagames`` is first imported
(before any of its modules can run), so shared code reads a spec and never names a game; a
new game is a new package with a ``SPEC``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .bots import Bot
    from .search import Budget
    from .state import State

Figures = tuple[tuple[str, str], ...]
"""(label, what it adds up): a score source of the breakdown, or ``events.<kind>`` for a
count of events."""


@dataclass(frozen=True)
class GameSpec:
    """One game as the shared layers see it.

    Bots are built on demand (``easy``, ``search``, ``strategies``) so that a page that
    only plays never imports the search."""

    id: str
    name: str
    players: tuple[int, int]
    """Fewest and most seats."""
    state: type[State]
    """The game's State class: ``state(players, seed)`` deals a new game."""
    easy: Callable[[], Bot]
    search: Callable[[str, Budget], Bot]
    """The search bot of a level in ``budgets`` with that budget."""
    budgets: dict[str, Budget]
    """Search per decision by level (normal, hard): the time limits keep a slower browser
    within its targets; untimed (``make_bot(timed=False)``) the iterations alone decide,
    so a seed replays the same game."""
    strategies: Callable[[], Mapping[str, Callable[[], Bot]]]
    """The strategy bots by name: sparring partners that each play one way to score."""
    breakdown: Callable[[Mapping[str, Any]], str]
    """One line of a seat's final score by source, for the command line."""
    listed: int = 0
    """Position in listings (menus, the command line's defaults)."""
    report: Figures = ()
    """The tournament's figures per seat."""
    game_report: Figures = ()
    """Event counts reported per game (each event once, whoever took part)."""
    suite_extra: tuple[tuple[str, str, str], ...] = ()
    """The strength suite's own columns: a label, the event kinds it counts
    (``+``-separated) and whether per seat of each bot ("seat") or per game ("game")."""
    bench_extra: Callable[[int, int], dict[str, Any]] | None = field(default=None)
    """Extra engine figures for ``bench`` (players, seed)."""
    turn_start: Callable[[State], bool] | None = field(default=None)
    """Whether a state opens a seat's turn (read from it and the events that led to it,
    which it keeps): where a replay's turn steps land."""
    tally: Callable[[State], list[dict[str, float]]] | None = field(default=None)
    """Figures of a finished game per seat beside its score (what was left unspent...),
    for the tournament's reports."""
    review_unit: Callable[[Sequence[State], int, int], int] | None = field(default=None)
    """What a game review judges (``core.review.UnitEnd``); default: each decision with
    more than one option."""
    conservation: Callable[[State], list[str]] | None = field(default=None)
    """The laws every position of the game keeps (pieces and goods add up, per-cell
    invariants): the broken ones in words, [] when all hold. The loader refuses a position
    that breaks one; the soak and the property tests check them after every action."""

    def new_game(self, players: int, seed: int) -> State:
        """A new game at its first decision (a bad player count raises ValueError)."""
        return self.state(players, seed)  # type: ignore[call-arg]


def registry(specs: list[GameSpec]) -> dict[str, GameSpec]:
    """Game id -> spec, in listing order; two specs with one id are an error."""
    out: dict[str, GameSpec] = {}
    for spec in sorted(specs, key=lambda s: (s.listed, s.id)):
        if spec.id in out:
            raise ValueError(f"two games with the id {spec.id!r}")
        out[spec.id] = spec
    return out


GAMES: dict[str, GameSpec] = {}
"""Game id -> spec, in listing order (filled by ``incagames`` from its game packages)."""


def game(game_id: str) -> GameSpec:
    """A game's spec; an unknown id raises ValueError naming the known ones."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}") from None


def new_game(game_id: str, players: int, seed: int, **options: Any) -> State:
    """A new game at its first decision. Unknown ids or player counts raise ValueError."""
    spec = game(game_id)
    if options:
        raise ValueError(f"unknown options for {game_id}: {', '.join(options)}")
    return spec.new_game(players, seed)
