"""Bot tournaments: seat-rotated games over all cores, win rates with 95% intervals.

Game ``g`` deals seed ``seed + g // N`` and seats the bot list rotated by ``g % N``, so every
deal is played once from each seat and no bot profits from a lucky seat or deal.
"""

from __future__ import annotations

import json
import math
import os
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from incagames import game, new_game
from incagames.core.bots import Bot, choose_action, make_bot, strategies
from incagames.core.rng import Rng

from .league import FrozenBot, is_frozen


@dataclass(frozen=True)
class GameResult:
    """One finished game: each seat's bot level, score and share of the win."""

    index: int
    seed: int
    levels: tuple[str, ...]
    scores: tuple[float, ...]
    wins: tuple[float, ...]
    """1 for a sole winner, 1/k for each of k tied winners, 0 otherwise."""
    ending: str
    decisions: int
    seconds: dict[str, float] = field(default_factory=dict)
    """Thinking time per level in this game."""
    breakdowns: tuple[dict[str, float], ...] = ()
    """Each seat's score by source (the numbers of the outcome's breakdown)."""
    events: tuple[dict[str, int], ...] = ()
    """Each seat's count of events by kind (set-ups, festivals organized...)."""
    kinds: dict[str, int] = field(default_factory=dict)
    """The game's count of events by kind (a festival organized by two counts once)."""
    actions: tuple[dict[str, Any], ...] = ()
    """Every action of the game (``Action.to_json``): with ``seed`` the game replays, so
    a record is also training data (``build.py train --records``)."""


def seating(bots: list[str], index: int, seed: int) -> tuple[int, list[str]]:
    """The deal seed and the seat order of game ``index``."""
    n = len(bots)
    shift = index % n
    return seed + index // n, bots[shift:] + bots[:shift]


def play(game_id: str, bots: list[str], index: int, seed: int,
         timed: bool = True) -> GameResult:
    """Play game ``index`` of a tournament to the end (``timed``: see ``make_bot``)."""
    deal, levels = seating(bots, index, seed)
    state = new_game(game_id, len(levels), deal)
    players = [seat_bot(level, game_id, timed) for level in levels]
    rng = Rng(deal * 7919 + index)
    seconds: dict[str, float] = {}
    events: list[Counter[str]] = [Counter() for _ in levels]
    kinds: Counter[str] = Counter()
    actions: list[dict[str, Any]] = []
    count_events(state.events, events, kinds)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        start = time.perf_counter()
        action = choose_action(players[seat], state, rng)
        seconds[levels[seat]] = seconds.get(levels[seat], 0.0) + time.perf_counter() - start
        state.apply(action)
        actions.append(action.to_json())
        count_events(state.events, events, kinds)
    outcome = state.outcome()
    spec_tally = game(game_id).tally
    tally = spec_tally(state) if spec_tally else [{} for _ in levels]
    winners = outcome.winners
    return GameResult(index, deal, tuple(levels), outcome.scores,
                      tuple(1 / len(winners) if q in winners else 0.0
                            for q in range(len(levels))),
                      outcome.ending, len(actions), seconds,
                      tuple(numbers(r.breakdown) | tally[q]
                            for q, r in enumerate(outcome.results)),
                      tuple(dict(c) for c in events), dict(kinds), tuple(actions))


def seat_bot(name: str, game_id: str, timed: bool = True) -> Bot:
    """A bot by name: a level or strategy bot of today's engine, or an earlier version's
    (``git:<rev>:<level>``, see ``league``)."""
    if is_frozen(name):
        return FrozenBot(name, timed)
    return make_bot(name, game_id, timed)


def count_events(events: list[dict], counts: list[Counter[str]], kinds: Counter[str]) -> None:
    """Count each event once for the game and once for each seat it names (``seat`` or
    ``seats``)."""
    for event in events:
        kinds[event["kind"]] += 1
        seats = event.get("seats")
        if seats is None:
            seats = (event.get("seat"),)
        for seat in seats:
            if isinstance(seat, int) and 0 <= seat < len(counts):
                counts[seat][event["kind"]] += 1


def numbers(breakdown: dict) -> dict[str, float]:
    """The numeric entries of a score breakdown; nested ones (VP per icon) summed."""
    out: dict[str, float] = {}
    for key, value in breakdown.items():
        if isinstance(value, dict):
            out[key] = float(sum(v for v in value.values() if isinstance(v, (int, float))))
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            out[key] = float(value)
    return out


def run(game_id: str, bots: list[str], games: int | Iterable[int], seed: int,
        jobs: int | None = None, timed: bool = True) -> Iterator[GameResult]:
    """Play ``games`` games (or the games of these indices) on ``jobs`` processes (all
    cores by default), yielding each result as it finishes."""
    indices = list(range(games) if isinstance(games, int) else games)
    jobs = jobs or os.cpu_count() or 1
    if jobs == 1:
        for index in indices:
            yield play(game_id, bots, index, seed, timed)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play, game_id, bots, index, seed, timed) for index in indices]
        for future in futures:
            yield future.result()


class Record:
    """A file of finished games, one JSON line each, so that a long tournament can stop
    and go on later: the games it holds for the same game, bots (in seating order) and seed
    are not played again. A line that cannot be read is skipped and counted."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.unreadable = 0

    def load(self, game_id: str, bots: list[str], seed: int,
             timed: bool = True) -> dict[int, GameResult]:
        """The recorded games of this tournament by index (the last record of each)."""
        found: dict[int, GameResult] = {}
        self.unreadable = 0
        if not self.path.exists():
            return found
        key = {"game": game_id, "bots": list(bots), "tournament_seed": seed, "timed": timed}
        with self.path.open(encoding="utf-8") as lines:
            for line in lines:
                if not line.strip():
                    continue
                try:
                    data = json.loads(line)
                    if {k: data.get(k, True) for k in key} != key:
                        continue
                    result = result_from_json(data["result"])
                except (ValueError, KeyError, TypeError, AttributeError):
                    self.unreadable += 1
                    continue
                found[result.index] = result
        return found

    def add(self, game_id: str, bots: list[str], seed: int, result: GameResult,
            timed: bool = True) -> None:
        line = {"game": game_id, "bots": list(bots), "tournament_seed": seed, "timed": timed,
                "result": asdict(result)}
        with self.path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(line) + "\n")


def result_from_json(data: dict[str, Any]) -> GameResult:
    """A GameResult from ``asdict`` output read back from JSON."""
    return GameResult(
        index=int(data["index"]), seed=int(data["seed"]), levels=tuple(data["levels"]),
        scores=tuple(float(x) for x in data["scores"]),
        wins=tuple(float(x) for x in data["wins"]), ending=str(data["ending"]),
        decisions=int(data["decisions"]), seconds=dict(data["seconds"]),
        breakdowns=tuple(dict(b) for b in data["breakdowns"]),
        events=tuple(dict(e) for e in data["events"]), kinds=dict(data["kinds"]),
        actions=tuple(dict(a) for a in data.get("actions", ())))


@dataclass
class Standing:
    """A bot level's totals: wins are games won by one of its seats."""

    level: str
    games: int = 0
    wins: float = 0.0
    score: float = 0.0
    seats: int = 0
    sources: Counter[str] = field(default_factory=Counter)
    """Sums over its seats of each score source and event count."""

    def mean(self, key: str) -> float:
        """Mean per seat of a score source or an event count."""
        return self.sources[key] / self.seats if self.seats else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """Wilson 95% interval of the win rate."""
        return wilson(self.wins, self.games)


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval: sound also near 0% and 100% and for few games."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def standings(results: list[GameResult]) -> list[Standing]:
    """Per bot level: games played, share of games won, mean score per seat."""
    table: dict[str, Standing] = {}
    for result in results:
        for level in dict.fromkeys(result.levels):
            entry = table.setdefault(level, Standing(level))
            entry.games += 1
            shares = zip(result.wins, result.levels, strict=True)
            entry.wins += sum(w for w, lv in shares if lv == level)
        for q, (level, score) in enumerate(zip(result.levels, result.scores, strict=True)):
            entry = table[level]
            entry.score += score
            entry.seats += 1
            if result.breakdowns:
                entry.sources.update(result.breakdowns[q])
            if result.events:
                entry.sources.update({f"events.{k}": v for k, v in result.events[q].items()})
    return sorted(table.values(), key=lambda s: -s.win_rate)


@dataclass(frozen=True)
class Pairing:
    """One table of a strength suite: the bots seated (rotated every game) and how many
    games they play."""

    bots: tuple[str, ...]
    games: int

    @property
    def players(self) -> int:
        return len(self.bots)

    @property
    def mirror(self) -> bool:
        """Every seat the same bot: a win rate says nothing, the figures describe play."""
        return len(set(self.bots)) == 1


def suite(game_id: str, games2: int, games4: int) -> list[Pairing]:
    """The pairings the README's strength table reports: hard against normal, each search
    level against each of the game's strategy bots (2 players), hard against three
    strategy bots and four hard bots (4 players)."""
    named = list(strategies(game_id))
    out = [Pairing(("hard", "normal"), games2)]
    out += [Pairing(("hard", name), games2) for name in named]
    out += [Pairing(("normal", name), games2) for name in named]
    out.append(Pairing(("hard", *[named[i % len(named)] for i in range(3)]), games4))
    out.append(Pairing(("hard",) * 4, games4))
    return out
