"""The corpus generator (tools/corpus.py, ``python3 build.py corpus``) writes seeded,
reproducible save files and their manifest, and never overwrites a file."""

from __future__ import annotations

import json
from pathlib import Path

from tools import corpus

RANDOM = corpus.Entry("machu-picchu", 2, "random", "random", 300)
"""The committed corpus's random Machu Picchu game: the same engine writes it again."""
IN_PROGRESS = corpus.Entry("machu-picchu", 3, "tutorial", "random", 7, wrapper=True)


def test_the_files_are_written_once_and_reproducibly(tmp_path: Path) -> None:
    said: list[str] = []
    written = corpus.write([RANDOM, IN_PROGRESS], tmp_path, say=said.append)
    key = f"v{corpus.VERSION}/{RANDOM.name}"
    assert written == [key, f"v{corpus.VERSION}/{IN_PROGRESS.name}"] and len(said) == 2
    files = corpus.load_manifest(tmp_path)
    committed = corpus.load_manifest(corpus.CORPUS)
    assert files[key]["fingerprint"] == committed[key]["fingerprint"]
    assert (tmp_path / key).read_text() == (corpus.CORPUS / key).read_text()
    wrapped = json.loads((tmp_path / written[1]).read_text())
    assert set(wrapped) == {"match", "pace", "tutorial"}
    assert not files[written[1]]["over"] and files[written[1]]["scores"] is None
    # A second run writes nothing and leaves every file as it was.
    (tmp_path / key).write_text("kept")
    assert corpus.write([RANDOM, IN_PROGRESS], tmp_path, say=said.append) == []
    assert (tmp_path / key).read_text() == "kept"
    assert corpus.load_manifest(tmp_path) == files


def test_the_plan_covers_every_game_and_seat_count() -> None:
    names = {e.name for e in corpus.plan()}
    for n in (2, 3, 4, 5):
        assert f"machu-picchu-{n}p-finished.json" in names
    assert "cuzco-4p-midgame.json" in names and "cuzco-5p-midgame.json" not in names
    assert len(names) == len(corpus.plan())


def test_rehash_refuses_a_file_that_replays_differently(tmp_path: Path) -> None:
    corpus.write([RANDOM], tmp_path, say=lambda _line: None)
    said: list[str] = []
    assert corpus.rehash(tmp_path, say=said.append) == 0
    manifest = tmp_path / corpus.MANIFEST
    doc = json.loads(manifest.read_text())
    record = doc["files"][f"v{corpus.VERSION}/{RANDOM.name}"]
    record["moves"] += 1
    record["fingerprint"] = "sha256:old"
    manifest.write_text(json.dumps(doc))
    assert corpus.rehash(tmp_path, say=said.append) == 1
    assert "migration" in said[-1]
    assert json.loads(manifest.read_text()) == doc  # nothing rewritten
