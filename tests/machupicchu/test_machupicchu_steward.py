"""The steward, Machu Picchu's rule-based sparring partner: whole legal games at every
table size, choices that never depend on what its seat cannot see, and the priorities its
docstring names in positions made for them. Its strength is measured with the tournament
command, never asserted."""

from __future__ import annotations

import pytest

from incagames import new_game
from incagames.core import Rng
from incagames.core.bots import choose_action, make_bot
from incagames.machupicchu import components as C
from incagames.machupicchu.ai.ledger import Ledger
from incagames.machupicchu.ai.steward import StewardBot
from incagames.machupicchu.state import MachuPicchuState


@pytest.mark.parametrize("players", [2, 4, 5])
def test_steward_plays_whole_games(players: int) -> None:
    state = new_game("machu-picchu", players, 30 + players)
    bot = make_bot("steward", "machu-picchu")
    rng = Rng(3)
    for _ in range(4000):  # far beyond a real game: a stalling bot fails here, not hangs
        if state.is_over:
            break
        state.apply(choose_action(bot, state, rng))
    assert state.is_over


def test_steward_never_reads_what_its_seat_cannot_see() -> None:
    state = new_game("machu-picchu", 3, 12)
    bot, easy, rng = StewardBot(), make_bot("easy", "machu-picchu"), Rng(5)
    checked = 0
    for step in range(400):
        if state.is_over:
            break
        seat = state.current_player
        assert seat is not None
        if step % 7 == 3 and len(state.legal_actions()) > 1:
            other = state.determinize(seat, Rng(900 + step))
            if other.to_json() != state.to_json():
                assert bot.choose(other.clone(), seat, Rng(1)) == \
                    bot.choose(state.clone(), seat, Rng(1))
                checked += 1
        state.apply(choose_action(easy, state, rng))
    assert checked > 5


def test_ledger_values_an_inca_of_the_cards_held() -> None:
    """An Inca whose icon a card in hand counts is worth more than one no card counts."""
    s: MachuPicchuState = new_game("machu-picchu", 2, 4)  # type: ignore[assignment]
    first = C.ICON_INDEX["farmer"]  # the occupations' icons follow the temples' three
    hand = [c for c, (a, b, _g) in enumerate(C.CARDS) if min(a, b) >= first][:1]
    icons = {i - first for c in hand for i in C.CARDS[c][:2] if i >= first}
    counted = sorted(icons)
    others = [k for k in range(len(C.OCCUPATIONS)) if k not in icons]
    assert counted and others
    ledger = Ledger(s, 0, hand)
    worth = []
    for k in (counted[0], others[0]):
        t = s.clone()
        t.incas[0][k] += 1
        t.supply[0] -= 1
        worth.append(ledger.value(t))
    assert worth[0] > worth[1]
