"""Save files of earlier format versions, brought up to the current one.

A save file (``core.match``) is a set-up plus the actions played, replayed by the
engine. When the way actions are written, the order of the legal actions or the random
draws change, the format's ``VERSION`` goes up and ``MIGRATIONS`` gets the step that
turns a file of the previous version into one of the new: ``MIGRATIONS[n]`` takes the
JSON of a version-``n`` file and returns that of version ``n + 1`` (it may rewrite the
actions, the seed or the options; the version number is set by ``upgrade``). Loading
applies every step from the file's version up, in order; a file of a newer version than
this engine reads is refused, and so is one whose chain of steps has a gap.

Every version keeps its files in the test corpus (``tests/data/saves/v<n>/``), and the
corpus test loads them all through these steps, so a change that alters replays without
a migration fails there.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

Migration = Callable[[dict[str, Any]], dict[str, Any]]

MIGRATIONS: dict[int, Migration] = {}
"""Format version n -> the step from a version-n save file to a version-(n + 1) one."""


class MigrationError(ValueError):
    """A save file that no step can bring to the current version; the message says why,
    for a player."""


def upgrade(data: dict[str, Any], current: int,
            steps: dict[int, Migration] | None = None) -> dict[str, Any]:
    """``data`` (a save file's JSON, its version in ``"version"``) brought to version
    ``current`` by the registered steps; the input is never changed. MigrationError when
    the version is not a number, is newer than ``current`` or has no way up."""
    steps = MIGRATIONS if steps is None else steps
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise MigrationError(f"the save file's version {version!r} is not a version number")
    if version > current:
        raise MigrationError(f"this save file was made by a newer version of the game "
                             f"(save format {version}; this version reads up to {current}): "
                             f"update the game to open it")
    if version == current:
        return data
    data = copy.deepcopy(data)
    while version < current:
        step = steps.get(version)
        if step is None:
            raise MigrationError(f"save files of format {version} can no longer be read "
                                 f"(no migration to format {version + 1})")
        data = step(data)
        if not isinstance(data, dict):
            raise MigrationError(f"the migration from format {version} returned no save file")
        version += 1
        data["version"] = version
    return data
