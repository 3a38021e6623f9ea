"""The save-file corpus: saved games of every save format version, kept as test data so
that every later engine is checked to still load them (tests/core/test_save_corpus.py).

    python3 build.py corpus            write the current format's files that are missing
    python3 build.py corpus --dry-run  say which files would be written
    python3 build.py corpus --rehash   rewrite the fingerprints after a deliberate change of
                                       their definition (core/fingerprint.py's SCHEME)

Files live in ``tests/data/saves/v<format version>/<game>-<players>p-<what>.json``; one
``manifest.json`` beside the version folders gives each file's fingerprint of its final
position (``core.fingerprint``), its number of moves, whether it is over, the final scores
and the engine version that wrote it. Existing files are never overwritten: each release
that raises the format adds its own folder and the old ones stay, loaded through
``core.migrations``.

What is written, per game and player count: a finished game (a bare match file, as the
web app's "Save file" writes it) and a game in progress (the web app's autosave wrapper,
``{"match": ..., "pace": ...}``), both played by seeded easy bots; per game, a finished
game of random bots (moves the bots never make); and for the first game, a finished game
with a kept review of seat 0 (``reviews``, as the web app keeps it) and an autosave of a
guided game (``tutorial``). Everything is seeded: the same engine writes the same files.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import incagames
from incagames.core import Rng
from incagames.core.bots import choose_action, make_bot
from incagames.core.fingerprint import fingerprint
from incagames.core.match import VERSION, Match, Seat
from incagames.core.review import Analyst, Review

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "data" / "saves"
MANIFEST = "manifest.json"
PACE = 700
"""The web app's default pace, as an autosave keeps it."""
REVIEWED_UNITS = 2
"""Units of seat 0 judged for the kept review (the hard bot's search is slow)."""


@dataclass(frozen=True)
class Entry:
    """One corpus file to write."""

    game: str
    players: int
    what: str
    """``finished``, ``midgame``, ``random``, ``reviewed`` or ``tutorial``."""
    level: str
    """The bots that play every seat (the first seat is written as a human's)."""
    seed: int
    wrapper: bool = False
    """Written as the web app's autosave (``{"match": ..., "pace": ...}``)."""

    @property
    def name(self) -> str:
        return f"{self.game}-{self.players}p-{self.what}.json"

    @property
    def finished(self) -> bool:
        return self.what not in ("midgame", "tutorial")


def plan() -> list[Entry]:
    """Every file of the current format, for every registered game."""
    entries = []
    for listed, (game_id, spec) in enumerate(incagames.GAMES.items()):
        low, high = spec.players
        for n in range(low, high + 1):
            entries.append(Entry(game_id, n, "finished", "easy", 100 + n))
            entries.append(Entry(game_id, n, "midgame", "easy", 200 + n, wrapper=True))
        entries.append(Entry(game_id, low, "random", "random", 300))
        if listed == 0:
            entries.append(Entry(game_id, low, "reviewed", "easy", 400))
            entries.append(Entry(game_id, low, "tutorial", "easy", 1, wrapper=True))
    return entries


def play(entry: Entry) -> Match:
    """The entry's game: seeded bots to the end, or to half-way for a game in progress."""
    kind = f"ai-{entry.level}"
    seats = [Seat("Ana", "human" if entry.level != "random" else kind),
             *(Seat(f"Bot {i}", kind) for i in range(1, entry.players))]
    match = Match(entry.game, seats, entry.seed)
    bots = [make_bot(entry.level, entry.game, timed=False) for _ in seats]
    rng = Rng(entry.seed)
    while not match.state.is_over:
        seat = match.state.current_player
        assert seat is not None
        match.apply(choose_action(bots[seat], match.state, rng))
    if entry.finished:
        return match
    half = Match(entry.game, seats, entry.seed)
    for action in match.actions[: len(match.actions) // 2]:
        half.apply(action)
    return half


def payload(entry: Entry, match: Match) -> dict[str, Any]:
    """What the web app would store or export for the entry's match."""
    saved = match.to_json()
    if entry.what == "reviewed":
        analyst = Analyst(match, 0)
        review = Review(match.game_id, 0, analyst.level, analyst.units, [])
        for k in range(min(REVIEWED_UNITS, len(analyst.units))):
            review.verdicts.append(analyst.judge(k))
        saved["reviews"] = {"0": review.to_json()}
    if not entry.wrapper:
        return saved
    data: dict[str, Any] = {"match": saved, "pace": PACE}
    if entry.what == "tutorial":
        # Steps done after 2, 5 and 9 actions, then the end marker and no free moves.
        data["tutorial"] = [2, 5, 9, -1, 0]
    return data


def describe(match: Match) -> dict[str, Any]:
    """The manifest's record of a replayed match (the fingerprint and what a changed
    definition of it must leave equal)."""
    state = match.state
    scores = list(state.outcome().scores) if state.is_over else None
    return {"fingerprint": fingerprint(state), "moves": len(match.actions),
            "over": state.is_over, "scores": scores}


def match_of(data: dict[str, Any]) -> dict[str, Any]:
    """The match of a corpus file: bare, or inside the autosave wrapper."""
    inner = data.get("match")
    return inner if isinstance(inner, dict) else data


def engine_version() -> str:
    """The engine's version (pyproject.toml) and, in a git checkout, its commit."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        version = str(tomllib.load(f)["project"]["version"])
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                                capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return version
    return f"{version}+{commit}" if commit else version


def load_manifest(corpus: Path) -> dict[str, dict[str, Any]]:
    path = corpus / MANIFEST
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return dict(data["files"])


def save_manifest(corpus: Path, files: dict[str, dict[str, Any]]) -> None:
    doc = {"about": "Saved games of every format version and the fingerprint of each "
                    "one's final position; written by `python3 build.py corpus`, checked "
                    "by tests/core/test_save_corpus.py. Never edit or remove an entry.",
           "files": dict(sorted(files.items()))}
    (corpus / MANIFEST).write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


def write(entries: Iterable[Entry], corpus: Path = CORPUS, dry_run: bool = False,
          say: Any = print) -> list[str]:
    """Write the entries' files that are missing from the current format's folder, and
    their manifest records; never touches an existing file. The names written."""
    folder = corpus / f"v{VERSION}"
    files = load_manifest(corpus)
    version = engine_version()
    written = []
    for entry in entries:
        key = f"{folder.name}/{entry.name}"
        if (folder / entry.name).exists():
            continue
        if key in files:
            raise SystemExit(f"corpus: {key} is in the manifest but missing: restore it")
        written.append(key)
        if dry_run:
            say(f"would write {key}")
            continue
        match = play(entry)
        data = payload(entry, match)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / entry.name).write_text(json.dumps(data, separators=(",", ":")) + "\n",
                                         encoding="utf-8")
        files[key] = {**describe(match), "engine": version}
        save_manifest(corpus, files)
        say(f"wrote {key}: {files[key]['moves']} moves, {files[key]['fingerprint'][:19]}…")
    return written


def rehash(corpus: Path = CORPUS, say: Any = print) -> int:
    """Rewrite every manifest fingerprint with the current definition, after checking that
    each file still replays to the same moves, end and scores; 1 (nothing written) when
    one does not."""
    files = load_manifest(corpus)
    wrong = []
    for key, record in files.items():
        data = json.loads((corpus / key).read_text(encoding="utf-8"))
        now = describe(Match.from_json(match_of(data)))
        if any(now[k] != record[k] for k in ("moves", "over", "scores")):
            wrong.append(key)
        record["fingerprint"] = now["fingerprint"]
    if wrong:
        say(f"corpus: these files no longer replay to the same end: {', '.join(wrong)}; "
            f"that needs a migration (core/migrations.py), not new fingerprints")
        return 1
    save_manifest(corpus, files)
    say(f"rewrote the fingerprints of {len(files)} files")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py corpus", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dry-run", action="store_true",
                        help="say which files would be written, write nothing")
    parser.add_argument("--rehash", action="store_true",
                        help="rewrite the fingerprints (only after changing their definition)")
    args = parser.parse_args(argv)
    if args.rehash:
        return rehash()
    written = write(plan(), dry_run=args.dry_run)
    if not written:
        print(f"corpus: every file of format {VERSION} is there already")
    return 0


if __name__ == "__main__":
    sys.exit(main())
