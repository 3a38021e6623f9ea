"""The command line: simulate prints endings and breakdowns; bench prints JSON figures."""

from __future__ import annotations

import json
from pathlib import Path

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


def test_a_recorded_tournament_goes_on_where_it_stopped(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Games in the record file are not played again; a new run adds only the rest, and
    the standings are those of one uninterrupted run."""
    record = tmp_path / "games.jsonl"
    base = ["tournament", "--game", "machu-picchu", "--players", "2", "--bots",
            "easy,random", "--seed", "5", "--jobs", "1", "--verbose"]
    assert main([*base, "--games", "2", "--record", str(record)]) == 0
    capsys.readouterr()
    with record.open("a", encoding="utf-8") as out:
        out.write("not json\n")
    assert main([*base, "--games", "3", "--record", str(record)]) == 0
    resumed = capsys.readouterr().out
    assert "2 games from" in resumed and "1 unreadable lines skipped" in resumed
    played = [line for line in resumed.splitlines() if line.startswith("game ")]
    assert len(played) == 1 and played[0].startswith("game 3 ")  # only game 3 played
    assert len(record.read_text().splitlines()) == 4
    assert main([*base, "--games", "3"]) == 0
    whole = capsys.readouterr().out
    table = [line for line in whole.splitlines() if line.startswith(("easy ", "random "))]
    assert table == [line for line in resumed.splitlines()
                     if line.startswith(("easy ", "random "))]


def test_a_record_for_other_bots_or_seeds_is_not_reused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "games.jsonl"
    run = ["tournament", "--game", "machu-picchu", "--players", "2", "--games", "1",
           "--jobs", "1", "--record", str(record)]
    assert main([*run, "--bots", "easy,random", "--seed", "5"]) == 0
    assert main([*run, "--bots", "random,easy", "--seed", "5"]) == 0
    assert main([*run, "--bots", "easy,random", "--seed", "6"]) == 0
    assert "games from" not in capsys.readouterr().out
    assert len(record.read_text().splitlines()) == 3
    assert main([*run, "--bots", "easy,random", "--seed", "5", "--record", str(tmp_path)]) == 2
