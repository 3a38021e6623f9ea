"""Bot tournaments (tools/tournament.py and its command line): seats rotate and deals
repeat, win rates come with Wilson intervals, the strength suite covers every target
pairing, and a recorded tournament goes on where it stopped."""

from __future__ import annotations

from pathlib import Path

import pytest

from incagames import GAMES, new_game
from incagames.core.actions import Action
from incagames.core.bots import strategies
from tools.tournament import GameResult, Pairing, Record, play, seating, standings, suite, wilson
from tools.tournament_cli import main
from tools.tournament_report import suite_row
from tools.train import dataset


def test_tournament_rotates_seats_and_repeats_deals() -> None:
    bots = ["hard", "easy", "easy"]
    assert seating(bots, 0, 10) == (10, ["hard", "easy", "easy"])
    assert seating(bots, 1, 10) == (10, ["easy", "easy", "hard"])
    assert seating(bots, 2, 10) == (10, ["easy", "hard", "easy"])
    assert seating(bots, 3, 10) == (11, bots)


def test_wilson_interval() -> None:
    low, high = wilson(65, 100)
    assert 0.55 < low < 0.56 and 0.73 < high < 0.74
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_standings_split_ties_and_average_scores() -> None:
    results = [GameResult(0, 1, ("easy", "random"), (10, 10), (0.5, 0.5), "x", 5),
               GameResult(1, 1, ("random", "easy"), (3, 9), (0.0, 1.0), "x", 5)]
    table = {row.level: row for row in standings(results)}
    assert table["easy"].wins == 1.5 and table["easy"].games == 2
    assert table["random"].score / table["random"].seats == 6.5


def test_tournament_counts_sources_and_events_per_seat() -> None:
    """A played game reports each seat's score sources and the events it took part in."""
    result = play("machu-picchu", ["easy", "random"], 0, 3)
    assert [e.get("place_inca") for e in result.events] == [1, 1]
    for breakdown, score in zip(result.breakdowns, result.scores, strict=True):
        assert breakdown["final"] == score == breakdown["vp"] * breakdown["multiplier"]
    assert result.kinds["place_inca"] == 2
    table = {row.level: row for row in standings([result])}
    assert table["easy"].mean("events.place_inca") == 1.0
    assert table["easy"].mean("vp") == result.breakdowns[result.levels.index("easy")]["vp"]


def test_the_strength_suite_covers_every_target_pairing() -> None:
    for game_id in GAMES:
        named = list(strategies(game_id))
        pairings = suite(game_id, 100, 40)
        two = {p.bots for p in pairings if p.players == 2}
        assert ("hard", "normal") in two
        for name in named:
            assert ("hard", name) in two and ("normal", name) in two
        four = [p for p in pairings if p.players == 4]
        assert any(p.bots[0] == "hard" and set(p.bots[1:]) <= set(named) for p in four)
        assert any(p.mirror and p.bots[0] == "hard" for p in four)
        assert all(p.games == (100 if p.players == 2 else 40) for p in pairings)


def test_suite_rows_report_win_rates_endings_and_levers() -> None:
    def game(i: int, wins: tuple[float, float], kinds: dict[str, int]) -> GameResult:
        return GameResult(i, 1, ("hard", "ponds"), (30.0, 20.0), wins, "final", 100,
                          events=({}, {}), kinds=kinds)

    results = [game(0, (1.0, 0.0), {"festival_organized": 3, "pond_scored": 1}),
               game(1, (0.0, 1.0), {"festival_organized": 1})]
    row = suite_row("cuzco", Pairing(("hard", "ponds"), 2), results)
    assert row.startswith("| 2: hard,ponds | 2 | hard 50.0% |")
    assert "30.0 vs 20.0" in row and "final 2" in row
    assert "2.0 (2 of 2)" in row and "0.5 (1 of 2)" in row


def test_tournament_prints_win_rates_with_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "machu-picchu", "--players", "2", "--bots",
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
    assert main(["--game", "cuzco", "--players", "2", "--bots",
                 "easy,random", "--games", "1", "--seed", "3", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "festivals organized" in out and "festivals per game:" in out
    assert "ponds scored per game:" in out


def test_tournament_rejects_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "3", "--bots", "easy,easy"]) == 2
    assert main(["--players", "2", "--bots", "genius"]) == 2
    assert main(["--players", "2", "--games", "0"]) == 2
    assert main(["--game", "cuzco", "--players", "5"]) == 2
    assert "error:" in capsys.readouterr().err


def test_a_recorded_tournament_goes_on_where_it_stopped(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Games in the record file are not played again; a new run adds only the rest, and
    the standings are those of one uninterrupted run."""
    record = tmp_path / "games.jsonl"
    base = ["--game", "machu-picchu", "--players", "2", "--bots",
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
    run = ["--game", "machu-picchu", "--players", "2", "--games", "1",
           "--jobs", "1", "--record", str(record)]
    assert main([*run, "--bots", "easy,random", "--seed", "5"]) == 0
    assert main([*run, "--bots", "random,easy", "--seed", "5"]) == 0
    assert main([*run, "--bots", "easy,random", "--seed", "6"]) == 0
    assert "games from" not in capsys.readouterr().out
    assert len(record.read_text().splitlines()) == 3
    assert main([*run, "--bots", "easy,random", "--seed", "5", "--record", str(tmp_path)]) == 2


def test_records_report_reads_what_a_tournament_recorded(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``build.py records`` prints the same standings as the run that recorded the games,
    with medians and the strength table's row, and reads a file cut mid-line."""
    from tools import records_report

    record = tmp_path / "games.jsonl"
    run = ["--game", "machu-picchu", "--players", "2", "--bots", "easy,random", "--seed",
           "5", "--jobs", "1", "--games", "2", "--record", str(record)]
    assert main(run) == 0
    played = [line for line in capsys.readouterr().out.splitlines()
              if line.startswith(("easy ", "random "))]
    with record.open("a", encoding="utf-8") as out:
        out.write('{"game": "machu-')  # a game being written
    assert records_report.main([str(record), "--median", "corn_left"]) == 0
    out = capsys.readouterr().out
    assert [line for line in out.splitlines() if line.startswith(("easy ", "random "))] \
        == played
    assert "median per seat of corn_left: " in out
    assert "| 2: easy,random | 2 | easy " in out
    assert records_report.main([str(tmp_path)]) == 2


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_recorded_game_replays_as_training_data(game_id: str, tmp_path: Path) -> None:
    """A record keeps every action, so its games replay to the same end and are rows of
    the learned evaluation's training (``build.py train --records``)."""
    bots = ["easy", "random"]
    result = play(game_id, bots, 1, 5)
    path = tmp_path / "record.jsonl"
    Record(path).add(game_id, bots, 5, result)
    other = "cuzco" if game_id != "cuzco" else "machu-picchu"
    assert dataset.tournament_games([path], other) == []
    games = dataset.tournament_games([path, tmp_path / "missing.jsonl"], game_id)
    assert len(games) == 1 and len(games[0]["actions"]) == result.decisions
    state = new_game(game_id, 2, games[0]["seed"])
    for raw in games[0]["actions"]:
        state.apply(Action.from_json(raw))
    assert tuple(state.outcome().scores) == tuple(result.scores)
    rows = dataset.build(game_id, games)
    assert rows.games == 1 and rows.x
    assert set(rows.score) <= {float(s) for s in result.scores}
