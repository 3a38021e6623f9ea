"""Bot timing (tools/botspeed.py and `build.py botspeed --no-browser`): the same turn starts
for a seed, and per level the median, 95th percentile and maximum seconds per turn."""

from __future__ import annotations

import json

import pytest

import incagames
from tools import botspeed
from tools.botspeed_report import main


def test_positions_are_the_same_for_a_seed() -> None:
    first = [s.to_json() for s in botspeed.positions("machu-picchu", 3, seed=2)]
    assert first == [s.to_json() for s in botspeed.positions("machu-picchu", 3, seed=2)]
    assert len(first) == 3


def test_positions_are_turn_starts() -> None:
    for game_id in ("machu-picchu", "cuzco"):
        spec = incagames.game(game_id)
        for state in botspeed.positions(game_id, 4, seed=3):
            assert spec.turn_start is not None and spec.turn_start(state)


def test_cpython_figures_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--no-browser", "--game", "cuzco", "--bots", "easy,random", "--turns",
                 "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [r["level"] for r in report["rows"]] == ["easy", "random"]
    for row in report["rows"]:
        figures = row["cpython"]
        assert figures["turns"] == 3 and 0 <= figures["p50"] <= figures["p95"] <= figures["max"]
        assert figures["decisions"] >= 1, "a turn is at least one decision"
        assert row["pyodide"] is None
    assert main(["--no-browser", "--bots", "genius"]) == 2
    assert "unknown bot 'genius'" in capsys.readouterr().err


def test_untimed_turns_do_the_same_work_every_run() -> None:
    """Untimed, a search stops by its iterations: the same decisions and iterations on
    every run, so only the CPU seconds can differ between two versions of the engine."""
    first = botspeed.measure("machu-picchu", "normal", 2, seed=4, untimed=True)
    again = botspeed.measure("machu-picchu", "normal", 2, seed=4, untimed=True)
    assert first["iterations"] == again["iterations"] and sum(first["iterations"]) > 0
    assert first["decisions"] == again["decisions"]
    assert all(seconds > 0 for seconds in first["seconds"])
