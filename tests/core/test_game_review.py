"""Game review: which choices are judged, what a verdict says, that it is the same for
whoever asks, and that a review kept with a save is trusted only for the same moves."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from incagames.__main__ import main
from incagames.core import Rng
from incagames.core.bots import choose_action, make_bot
from incagames.core.match import Match, Seat
from incagames.core.review import SWING_FLOOR, Analyst, Review, Verdict, analyse

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def easy_game(game_id: str, players: int, seed: int, moves: int | None = None) -> Match:
    """Easy bots' game (its first ``moves`` actions when given); seat 0 is a human."""
    seats = [Seat("Ana")] + [Seat(f"AI {i}", "ai-easy") for i in range(1, players)]
    match = Match(game_id, seats, seed)
    bot = make_bot("easy", game_id)
    rng = Rng(seed)
    while not match.state.is_over and (moves is None or len(match.actions) < moves):
        match.apply(choose_action(bot, match.state, rng))
    return match


def test_machu_picchu_judges_each_run_of_the_seats_own_decisions() -> None:
    """A Machu Picchu unit is the seat's turn (the move and its own decisions after it)
    or a run of its decisions in another's turn, as the search plans them; every real
    choice of the seat falls in exactly one unit."""
    match = easy_game("machu-picchu", 3, 4)
    analyst = Analyst(match, 1)
    assert analyst.units
    states = analyst.states
    covered: set[int] = set()
    for start, end in analyst.units:
        assert all(s.current_player == 1 for s in states[start:end])
        assert states[end].current_player != 1 or states[end].phase == "turn" \
            or states[end].is_over
        assert any(len(s.legal_actions()) > 1 for s in states[start:end])
        assert not covered & set(range(start, end))
        covered |= set(range(start, end))
    assert any(states[start].phase == "turn" and end > start + 1
               for start, end in analyst.units), "some turns hold several decisions"
    for i, state in enumerate(states[:-1]):
        if state.current_player == 1 and len(state.legal_actions()) > 1:
            assert i in covered


def test_cuzco_judges_whole_turns_and_not_one_still_being_played() -> None:
    match = easy_game("cuzco", 3, 2, moves=90)
    analyst = Analyst(match, 0)
    assert len(analyst.units) >= 2
    for start, end in analyst.units:
        first, after = analyst.states[start], analyst.states[end]
        assert first.current_player == 0 and any(e["kind"] == "turn" for e in first.events)
        assert all(s.current_player == 0 for s in analyst.states[start:end])
        assert after.current_player != 0 or after.festival is not None or after.is_over
        assert match.actions[end - 1].kind in ("end_turn", "festival")
    # The game stopped at move 90: a turn of seat 0 under way there is not judged yet.
    if analyst.states[-1].current_player == 0:
        begun = max(i for i, s in enumerate(analyst.states)
                    if any(e["kind"] == "turn" for e in s.events))
        assert all(start < begun for start, _ in analyst.units)


def test_cuzco_judges_the_final_turns_too() -> None:
    """The last turns (no terrain left) begin in the main phase; they are turns too."""
    match = easy_game("cuzco", 2, 3)
    analyst = Analyst(match, 0)
    finals = [(a, b) for a, b in analyst.units if analyst.states[a].phase[0] != "start"]
    assert finals
    assert analyst.units[-1][1] >= len(match.actions) - 40


@pytest.mark.parametrize(("game_id", "moves", "units"),
                         [("machu-picchu", 60, 3), ("cuzco", 40, 1)])
def test_a_verdict_compares_the_move_played_with_the_bots(game_id: str, moves: int,
                                                          units: int) -> None:
    match = easy_game(game_id, 3, 5, moves=moves)
    analyst = Analyst(match, 1)
    assert len(analyst.units) >= units
    for k in range(units):
        v = analyst.judge(k)
        assert v.played == tuple(match.actions[v.start:v.end])
        assert 0.0 <= v.chance_played <= v.chance_best <= 1.0
        assert v.loss == pytest.approx(v.chance_best - v.chance_played)
        assert sum(v.chances) == pytest.approx(1.0, abs=1e-3)  # each rounded to 4 places
        assert v.chances[1] == pytest.approx(v.chance_played)
        # The bot's move can be played where the seat decided.
        state = analyst.states[v.start].clone()
        for action in v.best:
            if state.current_player != 1:
                break
            state.apply(action)
        # Judged twice, the same verdict (each unit has its own seed).
        assert analyst.judge(k) == v


def test_verdicts_are_the_same_in_another_process() -> None:
    """The browser's worker and the command line must print the same figures, whatever
    the process's hash seed (set iteration order)."""
    match = easy_game("machu-picchu", 2, 8, moves=30)
    code = ("import sys,json\nfrom incagames.core.match import Match\n"
            "from incagames.core.review import Analyst\n"
            "a = Analyst(Match.loads(sys.stdin.read()), 0)\n"
            "print(json.dumps([a.judge(k).to_json() for k in range(2)]))")
    outs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ENGINE)}
        run = subprocess.run([sys.executable, "-c", code], input=match.dumps(), env=env,
                             capture_output=True, text=True, check=True)
        outs.append(json.loads(run.stdout))
    assert outs[0] == outs[1]
    assert outs[0] == [Analyst(match, 0).judge(k).to_json() for k in range(2)]


def _verdict(start: int, loss: float, match: Match) -> Verdict:
    action = match.actions[start]
    return Verdict(start, start + 1, (action,), (action,), 0.5, 0.5 - loss, 10.0, 9.0,
                   (0.5 - loss, 0.5 + loss))


def test_swings_are_the_costliest_choices() -> None:
    match = easy_game("machu-picchu", 2, 3, moves=20)
    losses = [0.01, 0.2, 0.05, 0.3, 0.0, 0.03, SWING_FLOOR]
    review = Review(match.game_id, 0, "hard", [(i, i + 1) for i in range(len(losses))],
                    [_verdict(i, loss, match) for i, loss in enumerate(losses)])
    assert [v.start for v in review.swings()] == [3, 1, 2]
    assert [v.start for v in review.swings(10)] == [3, 1, 2, 5, 6]


def test_a_kept_review_counts_only_for_the_same_moves() -> None:
    match = easy_game("machu-picchu", 2, 6, moves=40)
    analyst = Analyst(match, 0)
    review = Review(match.game_id, 0, "hard", analyst.units,
                    [analyst.judge(k) for k in range(2)])
    data = json.loads(json.dumps(review.to_json()))
    back = Review.from_json(data, match, analyst.units)
    assert back.verdicts == review.verdicts and not back.complete
    # Another game from the same deal: the verdicts on moves it did not play are dropped.
    other = easy_game("machu-picchu", 2, 6, moves=40)
    other.actions[analyst.units[1][0]] = other.actions[analyst.units[0][0]]
    assert len(Review.from_json(data, other, analyst.units).verdicts) == 1
    for bad in (None, [], {"seat": 5, "level": "hard", "verdicts": []},
                {"seat": 0, "level": "hard", "verdicts": [{"start": "x"}]},
                {"seat": 0, "level": "hard", "verdicts": [{**data["verdicts"][0],
                                                          "chance_best": 7}]},
                {"seat": 0, "level": "hard", "verdicts": [{**data["verdicts"][0],
                                                          "played": [{"kind": 3}]}]}):
        with pytest.raises(ValueError):
            Review.from_json(bad, match, analyst.units)


def test_analyse_reports_progress() -> None:
    match = easy_game("machu-picchu", 2, 9, moves=14)
    seen: list[tuple[int, int]] = []
    review = analyse(match, 0, progress=lambda done, total: seen.append((done, total)))
    assert review.complete and seen[-1] == (len(review.units), len(review.units))
    assert [done for done, _ in seen] == list(range(1, len(review.units) + 1))


def test_cli_review(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = easy_game("machu-picchu", 2, 12, moves=16)
    save = tmp_path / "game.json"
    save.write_text(match.dumps(), encoding="utf-8")
    assert main(["review", str(save)]) == 0
    out = capsys.readouterr().out
    assert "review of seat 0 (Ana) by the hard bot" in out
    assert "Every seat's chance of winning" in out
    assert ("Biggest swings:" in out) or ("No choice cost" in out)
    assert main(["review", str(save), "--seat", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["seat"] == 1 and Review.from_json(data, match, Analyst(match, 1).units)
    assert main(["review", str(save), "--seat", "4"]) == 2
    broken = tmp_path / "broken.json"
    broken.write_text("{nope", encoding="utf-8")
    assert main(["review", str(broken)]) == 2
    assert "not a saved game" in capsys.readouterr().err
