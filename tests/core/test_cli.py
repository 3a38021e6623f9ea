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


def test_tournament_prints_win_rates_with_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--game", "machu-picchu", "--players", "2", "--bots",
                 "easy,random", "--games", "2", "--seed", "3", "--jobs", "1",
                 "--verbose"]) == 0
    out = capsys.readouterr().out
    assert "seats rotated: easy, random" in out
    assert out.count("game ") == 2 and "95% interval" in out and "mean score" in out
    rows = [line.split() for line in out.splitlines() if line.startswith(("easy", "random"))]
    assert {r[0] for r in rows} == {"easy", "random"}
    assert sum(float(r[2]) for r in rows) == 2.0  # every game has one winner (or split)
    assert "mean per seat: VP | x gold" in out and "Priests/Virgins" in out


def test_tournament_reports_festivals_and_ponds_for_cuzco(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--game", "cuzco", "--players", "2", "--bots",
                 "easy,random", "--games", "1", "--seed", "3", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "festivals organized" in out and "festivals per game:" in out
    assert "ponds scored per game:" in out


def test_tournament_rejects_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--players", "3", "--bots", "easy,easy"]) == 2
    assert main(["tournament", "--players", "2", "--bots", "genius"]) == 2
    assert main(["tournament", "--players", "2", "--games", "0"]) == 2
    assert main(["tournament", "--game", "cuzco", "--players", "5"]) == 2
    assert "error:" in capsys.readouterr().err


def test_botspeed_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["botspeed", "--game", "cuzco", "--bots", "easy,random", "--decisions", "3",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [r["level"] for r in report["results"]] == ["easy", "random"]
    for r in report["results"]:
        assert r["decisions"] == 3 and 0 <= r["p50"] <= r["p95"] <= r["max"]
    assert main(["botspeed", "--bots", "genius"]) == 2
