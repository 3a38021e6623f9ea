"""The soak (tools/soak.py, ``python3 build.py soak``) plays checked games and reports
what broke, with the seed that replays it."""

from __future__ import annotations

from typing import Any

import pytest

from tools import soak


def test_a_short_soak_passes(capsys: pytest.CaptureFixture[str]) -> None:
    assert soak.main(["--game", "machu-picchu", "--random", "2", "--bots", "0",
                      "--every", "10"]) == 0
    out = capsys.readouterr().out
    assert "machu-picchu" in out and "0 failures" in out and "in all: 2 games" in out


def test_a_broken_law_and_a_crash_are_reported(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    calls = {"n": 0}

    def broken(state: Any) -> list[str]:
        calls["n"] += 1
        return ["the llamas ran off"] if calls["n"] == 5 else []

    monkeypatch.setattr(soak, "broken_laws", broken)
    result = soak.play(soak.Task("machu-picchu", 2, 3, "random", 10))
    assert result.failure == "after 4 actions: the llamas ran off"
    monkeypatch.setattr(soak, "broken_laws", lambda state: [])
    monkeypatch.setattr(soak, "_round_trip", lambda state: 1 / 0)
    assert soak.play(soak.Task("cuzco", 2, 3, "random", 1)).failure.startswith(
        "at action 1: ZeroDivisionError")
    monkeypatch.setattr(soak, "_round_trip", lambda state: "its JSON loads into another")
    assert soak.main(["--game", "cuzco", "--random", "1", "--bots", "0"]) == 1
    assert "seed 1: after 0 actions: its JSON loads into another" in capsys.readouterr().out


def test_the_tasks_cover_every_player_count_and_level() -> None:
    tasks = list(soak.tasks("cuzco", 3, 4, ["easy", "normal"], 25, 1))
    assert [t.players for t in tasks[:3]] == [2, 3, 4]
    assert [t.level for t in tasks[3:]] == ["easy", "normal", "easy", "normal"]
    assert len({t.seed for t in tasks}) == len(tasks)
