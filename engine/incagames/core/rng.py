"""A small seeded RNG whose whole state is one integer.

Python's ``random.Random`` carries 625 words of state: slow to clone and bulky in
saves. Bots clone states millions of times, so the engine uses SplitMix64, which is
deterministic on every Python version (the browser's Pyodide included).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64. ``Rng(seed)``; ``state`` is a plain int that serialises as-is."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = (_MASK + 1) - ((_MASK + 1) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def random(self) -> float:
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """An independent generator seeded from this one (advances this one)."""
        return Rng(self.next_u64())

    def clone(self) -> Rng:
        return Rng(self.state)
