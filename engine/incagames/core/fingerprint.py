"""A position's fingerprint: one short string that pins a game position exactly, so that a
saved game replayed by a later engine can be checked against the position it had when it
was saved (``tests/data/saves``).

The fingerprint is the SHA-256 of the canonical JSON (keys sorted, no spaces, ASCII) of:

* ``scheme``: ``SCHEME``, the version of this definition;
* ``game`` and ``players``;
* ``state``: the state's ``to_json()``, everything the engine keeps of a position: the
  board, every seat's goods and pieces, the deck's order, every hand, who knows which card,
  the pending decisions and the random stream's state (so future draws are pinned too);
* ``outcome``: the ``Outcome.to_json()`` of a finished game (ending, every seat's score,
  rank and breakdown), else null.

The views (``view(seat)``) are left out: they follow from the state, and a change to what
a screen shows must not look like a change to the game. A deliberate change to a state's
JSON changes every fingerprint: ``SCHEME`` is then raised and the corpus's fingerprints
rewritten (``python3 build.py corpus --rehash``, which refuses a file whose replay no
longer has the same moves and outcome).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .state import State

SCHEME = 1


def canonical(value: Any) -> str:
    """``value`` as canonical JSON: sorted keys, no spaces, ASCII, no NaN."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True,
                      allow_nan=False)


def fingerprint(state: State) -> str:
    """``"sha256:"`` and the hex digest of the position's canonical description."""
    outcome = state.outcome().to_json() if state.is_over else None
    doc = {"scheme": SCHEME, "game": state.game_id, "players": state.num_players,
           "state": state.to_json(), "outcome": outcome}
    return "sha256:" + hashlib.sha256(canonical(doc).encode("ascii")).hexdigest()
