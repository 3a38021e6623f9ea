"""The guided first game: a scripted opening on a fixed deal, then free play.

A game's script (``games/<package>/tutorial.py``: ``SCRIPT``) names the deal (seed), the
seats and, step by step, the human's decision to make, with the message key of the
sentence that says why it matters. The game screen asks the ``Tutorial`` which action the
current step expects (it is highlighted like a hint) and tells it every action applied;
any other action is refused with the step's sentence, so the deal stays the scripted one
and every later step stays possible (the AI seats are the deterministic easy bot). After
the last step the game goes on as an ordinary game against the easy AI.

Pure Python (no browser API): the tests replay each script in the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from incagames.core import Action

AI_LEVEL = "ai-easy"


@dataclass(frozen=True)
class Step:
    """One decision of the human: the exact action (as JSON) and its sentence's key."""

    action: dict[str, Any]
    text: str


@dataclass(frozen=True)
class Script:
    """A guided opening: the deal, the seat kinds (seat 0 is the learner) and the steps;
    ``outro`` is the key of the sentence shown when the script hands over to free play."""

    seed: int
    steps: tuple[Step, ...]
    outro: str
    kinds: tuple[str, ...] = ("human", AI_LEVEL)


@dataclass
class Tutorial:
    """Where the learner is in a script. ``done_at[i]`` is the number of actions the match
    had when step ``i`` was played, so an undo takes the step back too."""

    script: Script
    done_at: list[int] = field(default_factory=list)
    free_moves: int = 0  # decisions made after the script ended (the outro shows until 1)

    def sync(self, moves: int) -> None:
        """Forget steps that were undone (the match has ``moves`` actions now)."""
        while self.done_at and self.done_at[-1] >= moves:
            self.done_at.pop()

    @property
    def index(self) -> int:
        return len(self.done_at)

    @property
    def finished(self) -> bool:
        return self.index >= len(self.script.steps)

    def step(self) -> Step | None:
        return None if self.finished else self.script.steps[self.index]

    def expected(self) -> Action | None:
        """The action the current step asks for (None once the script is over)."""
        step = self.step()
        return None if step is None else Action.from_json(step.action)

    def allows(self, action: Action) -> bool:
        """Whether the learner may play ``action`` now: the step's action, or anything
        once the script is over."""
        expected = self.expected()
        return expected is None or expected == action

    def applied(self, action: Action, moves_before: int) -> None:
        """The learner's ``action`` was played when the match had ``moves_before``
        actions."""
        if self.finished:
            self.free_moves += 1
        elif self.expected() == action:
            self.done_at.append(moves_before)
