"""Earlier versions of the bots as sparring partners:

* ``git:<rev>:<level>``: the bot of a level as the engine stood at a git revision (a tag,
  a branch or a commit), its code and its weights;
* ``weights:<file>:<level>``: today's bot of a level with other learned weights (a
  round's frozen weights, e.g. ``tests/data/league/machu-picchu-r1.json``; refused when
  they were fitted on other features).

A revision's engine is exported once into ``build/league/<commit>/``. Either kind runs
in a process of its own; every decision the position goes there as the state's JSON and
the action comes back. The old bot gets the full state, like any bot, and sees only its seat's
view of it (``choose_action`` determinizes it there), so the league is as fair as a
tournament between today's bots. A revision whose state format differs from today's
cannot be loaded there and says so.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import tarfile
from io import BytesIO
from pathlib import Path

from incagames.core.actions import Action
from incagames.core.rng import Rng
from incagames.core.state import State

ROOT = Path(__file__).resolve().parents[1]
LEAGUE = ROOT / "build" / "league"
PREFIXES = ("git:", "weights:")

_SERVER = r"""
import json, os, sys
import incagames
from incagames.core.bots import choose_action, make_bot
from incagames.core.rng import Rng
weights = os.environ.get("LEAGUE_WEIGHTS")
if weights:
    import importlib
    from incagames.core.learned import Model
    data = json.load(open(weights, encoding="utf-8"))
    package = incagames.game(data["meta"]["game"]).state.__module__.rpartition(".")[0]
    learned = importlib.import_module(package + ".ai.learned")
    model = Model.from_json(data, learned.NAMES)
    learned.model = lambda players=2: model
bots = {}
for line in sys.stdin:
    msg = json.loads(line)
    state = incagames.state_from_json(msg["state"])
    key = (msg["level"], msg["seat"])
    if key not in bots:
        bots[key] = make_bot(msg["level"], state.game_id, timed=msg["timed"])
    action = choose_action(bots[key], state, Rng(msg["seed"]))
    sys.stdout.write(json.dumps(action.to_json()) + "\n")
    sys.stdout.flush()
"""


def is_frozen(name: str) -> bool:
    return name.startswith(PREFIXES)


def export(rev: str) -> Path:
    """The engine of a revision, exported once (``git archive``) by its full commit."""
    commit = subprocess.run(["git", "rev-parse", "--verify", f"{rev}^{{commit}}"], cwd=ROOT,
                            capture_output=True, text=True)
    if commit.returncode != 0:
        raise ValueError(f"no git revision {rev!r}")
    where = LEAGUE / commit.stdout.strip()
    if not (where / "engine" / "incagames").is_dir():
        data = subprocess.run(["git", "archive", "--format=tar", commit.stdout.strip(),
                               "engine"], cwd=ROOT, capture_output=True, check=True).stdout
        where.mkdir(parents=True, exist_ok=True)
        with tarfile.open(fileobj=BytesIO(data)) as tar:
            tar.extractall(where, filter="data")
    return where


class FrozenBot:
    """The bot of a level at a git revision (``git:<rev>:<level>``) or with other
    weights (``weights:<file>:<level>``), in its own process."""

    def __init__(self, name: str, timed: bool = True) -> None:
        try:
            kind, where, level = name.rsplit(":", 2) if name.startswith("weights:") \
                else name.split(":", 2)
        except ValueError:
            raise ValueError(f"a frozen bot is git:<rev>:<level> or weights:<file>:<level>, "
                             f"not {name!r}") from None
        self.name = name
        self.level = level
        self.timed = timed
        env = {"PATH": "/usr/bin:/bin"}
        if kind == "git":
            env["PYTHONPATH"] = str(export(where) / "engine")
        else:
            path = Path(where)
            if not path.is_file():
                raise ValueError(f"no weights file {where!r}")
            env["PYTHONPATH"] = str(ROOT / "engine")
            env["LEAGUE_WEIGHTS"] = str(path.resolve())
        self.process = subprocess.Popen(
            [sys.executable, "-c", _SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, env=env)

    def choose(self, state: State, seat: int, rng: Rng) -> Action:
        assert self.process.stdin and self.process.stdout
        msg = {"state": state.to_json(), "seat": seat, "level": self.level,
               "seed": rng.next_u64(), "timed": self.timed}
        self.process.stdin.write(json.dumps(msg) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"{self.name} stopped (its state format may differ)")
        return Action.from_json(json.loads(line))

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()  # type: ignore[union-attr]
            self.process.wait(timeout=10)

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # best effort at interpreter exit
            self.close()
