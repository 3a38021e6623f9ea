"""``python3 build.py records --paired A.jsonl B.jsonl ...``: two versions of a bot judged
on the same deals. Each record's first listed bot is the one compared; a game of one
record is paired with the game of the other that has the same tournament seed and index
(the same deal and the same seat for that bot, as ``tournament.seating`` rotates seats).

Win rates of 40 games differ by chance by ±15 points, but on the same deals most games go
the same way in both records; only the deals one version won and the other lost tell
them apart, and a sign test on those says how likely such a split is by chance.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .tournament import GameResult


@dataclass(frozen=True)
class Paired:
    """The first bot of record A against the first bot of record B, deal by deal."""

    deals: int
    """Deals played in both records (where each first bot has exactly one seat)."""
    only_a: int
    """Deals where A's bot won more (a win share higher than B's bot had there)."""
    only_b: int
    both: int
    """Deals both won (the same share)."""
    neither: int
    mean_a: dict[str, float]
    """Per compared key (``score`` and the keys asked for), A's bot's mean per deal."""
    mean_b: dict[str, float]

    @property
    def p_value(self) -> float:
        """Two-sided exact sign test of the deals only one of the two won."""
        n = self.only_a + self.only_b
        if n == 0:
            return 1.0
        k = min(self.only_a, self.only_b)
        tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
        return min(1.0, 2 * tail)


def seat_value(result: GameResult, seat: int, key: str) -> float:
    """A seat's score (``score``), score source (e.g. ``corn_left``) or, as
    ``events.<kind>``, count of events; ``a+b`` is the sum of two (the Incas set up are
    ``events.place_inca+events.set_up``, as the game's report counts them)."""
    if "+" in key:
        return sum(seat_value(result, seat, part) for part in key.split("+"))
    if key == "score":
        return result.scores[seat]
    if key.startswith("events."):
        return float(result.events[seat].get(key.removeprefix("events."), 0))
    return float(result.breakdowns[seat].get(key, 0.0))


def _seat_of(result: GameResult, bot: str) -> int | None:
    seats = [q for q, level in enumerate(result.levels) if level == bot]
    return seats[0] if len(seats) == 1 else None


def compare(a: list[GameResult], bot_a: str, b: list[GameResult], bot_b: str,
            keys: tuple[str, ...] = ()) -> Paired:
    """Deal by deal, ``bot_a`` in ``a`` against ``bot_b`` in ``b``."""
    by_deal = {(r.seed, r.index): r for r in b}
    counts = {"a": 0, "b": 0, "both": 0, "neither": 0}
    keys = ("score", *keys)
    sums_a = dict.fromkeys(keys, 0.0)
    sums_b = dict.fromkeys(keys, 0.0)
    deals = 0
    for ra in a:
        rb = by_deal.get((ra.seed, ra.index))
        if rb is None:
            continue
        qa, qb = _seat_of(ra, bot_a), _seat_of(rb, bot_b)
        if qa is None or qb is None or qa != qb:
            continue
        deals += 1
        wa, wb = ra.wins[qa], rb.wins[qb]
        side = ("a" if wa > wb else "b" if wb > wa else "both" if wa > 0 else "neither")
        counts[side] += 1
        for key in keys:
            sums_a[key] += seat_value(ra, qa, key)
            sums_b[key] += seat_value(rb, qb, key)
    per = max(1, deals)
    return Paired(deals, counts["a"], counts["b"], counts["both"], counts["neither"],
                  {k: v / per for k, v in sums_a.items()},
                  {k: v / per for k, v in sums_b.items()})


def lines(name_a: str, name_b: str, paired: Paired) -> list[str]:
    """What ``records --paired`` prints for one pair of records."""
    if not paired.deals:
        return [f"paired: {name_a} and {name_b} share no deal"]
    means = "; ".join(f"{key} {paired.mean_a[key]:.1f} vs {paired.mean_b[key]:.1f}"
                      for key in paired.mean_a)
    return [f"paired on {paired.deals} deals: {name_a} vs {name_b}",
            f"  won by the first only {paired.only_a}, by the second only {paired.only_b}, "
            f"by both {paired.both}, by neither {paired.neither}; "
            f"sign test p = {paired.p_value:.2f}",
            f"  means per deal: {means}"]
