"""The command line: simulate prints endings and breakdowns; bench prints JSON figures."""

from __future__ import annotations

import json

import pytest

from incagames.__main__ import main
from incagames.core import Rng
from incagames.core.match import Match, Seat


def test_simulate_prints_each_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "machu-picchu", "--players", "3", "--games", "2",
                 "--bots", "easy,random,random", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert out.count("game ") >= 2
    assert "VP x" in out and "gold" in out
    assert "endings:" in out


def test_simulate_rejects_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "3", "--bots", "easy,easy"]) == 2
    assert main(["simulate", "--players", "7"]) == 2
    assert main(["simulate", "--players", "2", "--bots", "genius"]) == 2


def test_bench_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--json", "--game", "machu-picchu", "--seconds", "0.05"]) == 0
    report = json.loads(capsys.readouterr().out)
    players = [r["players"] for r in report["results"]]
    assert 2 in players and 5 in players
    for r in report["results"]:
        assert r["random_games_per_second"] > 0 and r["decisions_per_game"] > 0
        assert r["apply_us"] > 0 and r["clone_us"] > 0


def test_cuzco_simulate_and_bench(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "cuzco", "--players", "2", "--games", "1",
                 "--bots", "easy,random", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "grand final scoring" in out and "final" in out
    assert main(["bench", "--json", "--game", "cuzco", "--seconds", "0.05"]) == 0
    report = json.loads(capsys.readouterr().out)
    for r in report["results"]:
        assert r["game"] == "cuzco" and r["players"] in (2, 4)
        assert r["turn_start_listing_ms"] is not None and r["placement_listing_ms"] > 0


def test_replay_a_save_file(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    m = Match("machu-picchu", [Seat("a"), Seat("b")], seed=5)
    rng = Rng(5)
    while not m.state.is_over:
        m.apply(rng.choice(m.state.legal_actions()))
    path = tmp_path / "game.json"
    path.write_text(m.dumps())
    assert main(["replay", str(path)]) == 0
    assert "#1" in capsys.readouterr().out
    path.write_text("garbage")
    assert main(["replay", str(path)]) == 2
