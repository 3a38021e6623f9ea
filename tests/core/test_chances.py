"""What the search maximises (``core.chances.win_chances``): at a finished play-out the
win itself, and for a loser a little of the final margin, so that lines which all lose
are still told apart."""

from __future__ import annotations

import pytest

from incagames import new_game
from incagames.core import Rng
from incagames.core.bots import choose_action, make_bot
from incagames.core.chances import MARGIN_SHARE, squash, win_chances
from incagames.core.state import State

GAMES = ("machu-picchu", "cuzco")


def _finished(game_id: str, seed: int) -> State:
    state = new_game(game_id, 2, seed)
    bot, rng = make_bot("easy", game_id), Rng(seed)
    while not state.is_over:
        state.apply(choose_action(bot, state, rng))
    return state


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_rewards_the_win_and_grades_a_loss_by_its_margin(game_id: str
                                                                         ) -> None:
    ends = [_finished(game_id, seed) for seed in range(4)]
    lost = []
    for end in ends:
        scores = end.outcome().scores
        winners = end.outcome().winners
        chances = win_chances(end, [0.0, 0.0], 8.0)
        for q in range(2):
            margin = scores[q] - scores[1 - q]
            if q in winners:
                assert chances[q] == 1.0 / len(winners)
            else:
                assert chances[q] == pytest.approx(MARGIN_SHARE * squash(margin, 8.0))
                assert 0.0 < chances[q] <= MARGIN_SHARE / 2  # ties go to goods
                lost.append((margin, chances[q]))
    # Among lost games the narrower loss is rewarded more: the estimates play no part.
    assert len(lost) >= 2
    rewards = [chance for _margin, chance in sorted(lost)]
    assert rewards == sorted(rewards) and rewards[0] < rewards[-1]
