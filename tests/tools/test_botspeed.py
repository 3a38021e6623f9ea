"""Bot timing (tools/botspeed.py and `build.py botspeed --no-browser`): the same positions
for a seed, and per level the median, 95th percentile and maximum seconds per decision."""

from __future__ import annotations

import json

import pytest

from tools import botspeed
from tools.botspeed_report import main


def test_positions_are_the_same_for_a_seed() -> None:
    first = [s.to_json() for s in botspeed.positions("machu-picchu", 3, seed=2)]
    assert first == [s.to_json() for s in botspeed.positions("machu-picchu", 3, seed=2)]
    assert len(first) == 3


def test_cpython_figures_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--no-browser", "--game", "cuzco", "--bots", "easy,random", "--decisions",
                 "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [r["level"] for r in report["rows"]] == ["easy", "random"]
    for row in report["rows"]:
        figures = row["cpython"]
        assert figures["decisions"] == 3 and 0 <= figures["p50"] <= figures["p95"] <= figures["max"]
        assert row["pyodide"] is None
    assert main(["--no-browser", "--bots", "genius"]) == 2
    assert "unknown bot 'genius'" in capsys.readouterr().err
