"""Checks for game states read from outside (a test's position, a file, a fuzzer).

A state read from JSON is trusted by the rules code as if the engine had made it, so a
loader must refuse anything the rules code could trip over later: wrong types, wrong
lengths, values out of range, a card in two places. ``Fields`` reads one JSON object
field by field and raises ``ValueError`` naming the first bad field; ``exercise`` then
runs the loaded state through the protocol once (list, clone, view, determinize, and
the first and last legal action of each kind on a copy), so a combination no single
check foresaw is refused at load time too, never half-way through a game.

What is deliberately *not* checked: that the position could arise in a real game (goods
in the bank, pieces in the supply and on the board adding up). Rule tests build positions
by editing a saved state, and the rules never rely on those sums.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from .errors import IllegalAction
from .rng import Rng

RNG_LIMIT = 1 << 64
"""The random generator's whole state is one 64-bit integer."""
MAX_COUNTER = 1 << 62
"""Bound for counters that only grow (checkpoints, idle turns): any real game is far below."""


def is_int(value: Any) -> bool:
    """A JSON integer (``True``/``False`` are not integers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_int(value: Any, where: str, low: int, high: int) -> int:
    if not is_int(value):
        raise ValueError(f"{where} must be an integer")
    if not low <= value <= high:
        raise ValueError(f"{where} must be between {low} and {high}, not {value}")
    return value


def check_bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{where} must be true or false")
    return value


def check_list(value: Any, where: str, length: int | None = None,
               longest: int | None = None) -> list[Any]:
    """A JSON array, of exactly ``length`` items or at most ``longest``."""
    if not isinstance(value, list):
        raise ValueError(f"{where} must be a list")
    if length is not None and len(value) != length:
        raise ValueError(f"{where} must have {length} entries, not {len(value)}")
    if longest is not None and len(value) > longest:
        raise ValueError(f"{where} has more than {longest} entries")
    return value


def check_ints(value: Any, where: str, length: int | None, low: int, high: int,
               longest: int | None = None) -> list[int]:
    items = check_list(value, where, length, longest)
    return [check_int(v, f"{where}[{i}]", low, high) for i, v in enumerate(items)]


def check_bools(value: Any, where: str, length: int) -> list[bool]:
    items = check_list(value, where, length)
    return [check_bool(v, f"{where}[{i}]") for i, v in enumerate(items)]


def check_distinct(groups: Iterable[tuple[str, list[int]]]) -> None:
    """No card (or piece) may lie in two places at once."""
    seen: dict[int, str] = {}
    for where, items in groups:
        for item in items:
            if item in seen:
                raise ValueError(f"card {item} is both in {seen[item]} and in {where}")
            seen[item] = where


def check_table(value: Any, where: str, rows: int, cols: int, low: int,
                high: int) -> list[list[int]]:
    items = check_list(value, where, rows)
    return [check_ints(v, f"{where}[{i}]", cols, low, high) for i, v in enumerate(items)]


def check_lists(value: Any, where: str, rows: int, low: int, high: int,
                longest: int) -> list[list[int]]:
    items = check_list(value, where, rows)
    return [check_ints(v, f"{where}[{i}]", None, low, high, longest)
            for i, v in enumerate(items)]


class Fields:
    """Reads the fields of one JSON object with checks; errors name the game and field."""

    def __init__(self, data: Any, fmt: str, version: int, game: str) -> None:
        if not isinstance(data, dict) or data.get("format") != fmt:
            raise ValueError(f"not a {game} state")
        if data.get("version") != version:
            raise ValueError(f"unsupported {game} state version {data.get('version')!r}")
        self.data = data
        self.game = game

    def raw(self, name: str) -> Any:
        try:
            return self.data[name]
        except KeyError:
            raise ValueError(f"broken {self.game} state: {name} is missing") from None

    def _checked(self, name: str, check: Callable[..., Any], *args: Any, **kw: Any) -> Any:
        try:
            return check(self.raw(name), name, *args, **kw)
        except ValueError as exc:
            if str(exc).startswith("broken "):
                raise
            raise ValueError(f"broken {self.game} state: {exc}") from None

    def int(self, name: str, low: int, high: int) -> int:
        return self._checked(name, check_int, low, high)

    def bool(self, name: str) -> bool:
        return self._checked(name, check_bool)

    def choice(self, name: str, choices: tuple[str, ...]) -> str:
        value = self.raw(name)
        if value not in choices or not isinstance(value, str):
            raise ValueError(f"broken {self.game} state: {name} must be one of {choices}")
        return value

    def ints(self, name: str, length: int | None, low: int, high: int,
             longest: int | None = None) -> list[int]:
        return self._checked(name, check_ints, length, low, high, longest)

    def bools(self, name: str, length: int) -> list[bool]:
        return self._checked(name, check_bools, length)

    def table(self, name: str, rows: int, cols: int, low: int, high: int) -> list[list[int]]:
        """``rows`` lists of ``cols`` integers (e.g. goods per seat)."""
        return self._checked(name, check_table, rows, cols, low, high)

    def int_lists(self, name: str, rows: int, low: int, high: int,
                  longest: int) -> list[list[int]]:
        """``rows`` lists of up to ``longest`` integers (e.g. each seat's hand)."""
        return self._checked(name, check_lists, rows, low, high, longest)

    def rng(self) -> Rng:
        return Rng(self.int("rng", 0, RNG_LIMIT - 1))

    @contextmanager
    def checking(self) -> Iterator[None]:
        """Inside: any ValueError from the plain ``check_*`` functions names this game."""
        try:
            yield
        except ValueError as exc:
            if str(exc).startswith("broken "):
                raise
            raise self.fail(str(exc)) from None

    def fail(self, why: str) -> ValueError:
        return ValueError(f"broken {self.game} state: {why}")


def refuse_broken_laws(f: Fields, problems: list[str]) -> None:
    """ValueError naming the conservation laws a loaded position breaks (at most three),
    if any."""
    if problems:
        more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
        raise f.fail("; ".join(problems[:3]) + more)


def _samples(actions: list[Any]) -> list[Any]:
    """The first and last legal action of each kind: every handler runs, at a cost that
    does not grow with the number of placements a Cuzco turn offers."""
    first: dict[str, Any] = {}
    last: dict[str, Any] = {}
    for action in actions:
        first.setdefault(action.kind, action)
        last[action.kind] = action
    return list({**first, **{f"{k} last": a for k, a in last.items()}}.values())


def exercise(state: Any, game: str) -> None:
    """Use a freshly loaded state the way the app and bots will; any failure, or a game
    that is not over but offers no decision, is a ValueError (the state is refused)."""
    try:
        actions = state.legal_actions()
        if not state.is_over and not actions:
            raise ValueError("nobody can decide but the game is not over")
        current = state.current_player
        if current is not None and not 0 <= current < state.num_players:
            raise ValueError("the deciding seat is not a player")
        for seat in (None, *range(state.num_players)):
            state.view(seat)
        state.to_json()
        if state.is_over:
            state.outcome()
        else:
            state.determinize(current, Rng(0)).legal_actions()
        for action in _samples(actions):
            copy = state.clone()
            copy.apply(action)
            copy.legal_actions()
    except ValueError as exc:
        raise ValueError(f"broken {game} state: {exc}") from None
    except (IllegalAction, Exception) as exc:
        raise ValueError(f"broken {game} state: it cannot be played "
                         f"({type(exc).__name__}: {exc})") from None
