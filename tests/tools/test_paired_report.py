"""``build.py records --paired``: two versions of a bot judged deal by deal."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import pytest

from tools import paired_report, records_report
from tools.tournament import GameResult, seating


def _game(bots: list[str], index: int, winner: str, incas: int = 0) -> GameResult:
    """Game ``index`` of a 2-seat tournament on seed 10, won by ``winner``'s seat."""
    deal, levels = seating(bots, index, 10)
    return GameResult(index=index, seed=deal, levels=tuple(levels),
                      scores=tuple(20.0 if lv == winner else 10.0 for lv in levels),
                      wins=tuple(1.0 if lv == winner else 0.0 for lv in levels),
                      ending="conquest", decisions=1,
                      breakdowns=tuple({"vp": 1.0} for _ in levels),
                      events=tuple({"set_up": incas if lv == bots[0] else 0}
                                   for lv in levels))


NEW, OLD = ["new", "steward"], ["old", "steward"]


def test_deals_are_paired_by_seed_and_index_and_split_by_who_won() -> None:
    a = [_game(NEW, i, "new" if i in (0, 1, 2, 5) else "steward", incas=4)
         for i in range(6)]
    b = [_game(OLD, i, "old" if i in (0, 3) else "steward", incas=1) for i in range(5)]
    paired = paired_report.compare(a, "new", b, "old", ("events.set_up",))
    # deal 5 is in one record only; 0 both, 1 and 2 new only, 3 old only, 4 neither
    assert (paired.deals, paired.only_a, paired.only_b, paired.both, paired.neither) == (
        5, 2, 1, 1, 1)
    assert paired.mean_a == {"score": 16.0, "events.set_up": 4.0}
    assert paired.mean_b == {"score": 14.0, "events.set_up": 1.0}
    assert paired.p_value == pytest.approx(1.0)  # 2 against 1 is no evidence


def test_the_sign_test_is_exact_and_two_sided() -> None:
    def split(only_a: int, only_b: int) -> float:
        return paired_report.Paired(only_a + only_b, only_a, only_b, 0, 0, {}, {}).p_value
    assert split(6, 9) == pytest.approx(2 * 9949 / 2 ** 15)
    assert split(9, 6) == split(6, 9)
    assert split(10, 0) == pytest.approx(2 / 2 ** 10)
    assert split(0, 0) == 1.0


def test_a_bot_with_two_seats_is_not_paired() -> None:
    a = [_game(["new", "new"], 0, "new")]
    b = [_game(OLD, 0, "old")]
    assert paired_report.compare(a, "new", b, "old").deals == 0
    assert paired_report.lines("A", "B", paired_report.compare(a, "new", b, "old")) == [
        "paired: A and B share no deal"]


def _record(path: Path, bots: list[str], games: list[GameResult]) -> Path:
    path.write_text("".join(json.dumps({"game": "machu-picchu", "bots": bots,
                                        "tournament_seed": 10, "timed": False,
                                        "result": asdict(g)}) + "\n" for g in games),
                    encoding="utf-8")
    return path


def test_the_command_prints_the_split(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                      ) -> None:
    a = _record(tmp_path / "a.jsonl", NEW, [_game(NEW, i, "new") for i in range(4)])
    b = _record(tmp_path / "b.jsonl", OLD, [_game(OLD, i, "steward") for i in range(4)])
    assert records_report.main(["--paired", str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert "paired on 4 deals: new (a.jsonl) vs old (b.jsonl)" in out
    assert "won by the first only 4, by the second only 0" in out
    assert records_report.main(["--paired", str(a)]) == 2
