"""Bots: every level plays legal moves in both games, never reads hidden information, and a
single legal action costs no search. Strength and speed are measured, never asserted."""

from __future__ import annotations

import pytest

from incagames import GAMES as ALL_GAMES
from incagames import game, new_game
from incagames.core import Action, Rng, State
from incagames.core.bots import LEVELS, choose_action, make_bot
from incagames.core.search import Budget, PlanSearch

GAMES = tuple(ALL_GAMES)


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Few iterations and no time limit: fast, and the same choice on every machine."""
    budgets(monkeypatch, 6, 12)


def budgets(monkeypatch: pytest.MonkeyPatch, normal: int, hard: int) -> None:
    """Iterations only (no time limit); expert gets hard's, as these tests ask what a level
    chooses, not how well."""
    for game_id in GAMES:
        monkeypatch.setitem(game(game_id).budgets, "normal", Budget(normal, 1e9))
        monkeypatch.setitem(game(game_id).budgets, "hard", Budget(hard, 1e9))
        monkeypatch.setitem(game(game_id).budgets, "expert", Budget(hard, 1e9))


def positions(game_id: str, count: int, seed: int, players: int = 2) -> list[State]:
    """Positions with a real choice, spread over an easy-bot game."""
    state = new_game(game_id, players, seed)
    easy = make_bot("easy", game_id)
    rng = Rng(seed)
    out: list[State] = []
    step = 0
    while not state.is_over and len(out) < count:
        if step % 9 == 4 and len(state.legal_actions()) > 1:
            out.append(state.clone())
        state.apply(choose_action(easy, state, rng))
        step += 1
    return out


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_chooses_a_legal_action(game_id: str, level: str) -> None:
    bot = make_bot(level, game_id)
    rng = Rng(5)
    for state in positions(game_id, 4, seed=3):
        before = state.to_json()
        action = choose_action(bot, state, rng)
        assert action in state.legal_actions()
        assert state.to_json() == before, "choosing must not change the position"


@pytest.mark.parametrize("game_id", GAMES)
def test_search_levels_play_a_whole_game(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    budgets(monkeypatch, 2, 3)
    state = new_game(game_id, 2, 11)
    bots = [make_bot("normal", game_id), make_bot("hard", game_id)]
    rng = Rng(11)
    for _ in range(3000):  # far beyond a real game: a stalling bot fails here, not hangs
        if state.is_over:
            break
        state.apply(choose_action(bots[state.current_player], state, rng))
    assert state.is_over, "search bots must not stall the game (Machu Picchu: never stay)"
    assert len(state.outcome().results) == 2


def test_single_legal_action_costs_no_search() -> None:
    bot = make_bot("hard", "machu-picchu")
    assert isinstance(bot, PlanSearch)
    state = new_game("machu-picchu", 2, 1)
    rng = Rng(1)
    easy = make_bot("easy", "machu-picchu")
    found = 0
    for _ in range(400):
        if state.is_over:
            break
        if len(state.legal_actions()) == 1:
            assert choose_action(bot, state, rng) == state.legal_actions()[0]
            assert bot.last_iterations == 0
            found += 1
        state.apply(choose_action(easy, state, rng))
    # Machu Picchu asks nothing with one answer in most games; the Cuzco engine answers
    # those itself. Make one: a search bot given a one-action list must not search.
    if not found:
        real = new_game("machu-picchu", 2, 1)
        only = real.legal_actions()[0]

        class OneChoice:
            num_players = real.num_players

            def legal_actions(self) -> list[Action]:
                return [only]

            def __getattr__(self, name: str) -> object:
                raise AssertionError(f"a single choice must not read {name}")

        assert bot.choose(OneChoice(), 0, rng) == only  # type: ignore[arg-type]
        assert bot.last_iterations == 0


def test_search_is_reproducible_for_a_seed() -> None:
    for game_id in GAMES:
        bot = make_bot("normal", game_id)
        for state in positions(game_id, 3, seed=8):
            first = choose_action(bot, state, Rng(99))
            assert choose_action(bot, state, Rng(99)) == first


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_never_read_what_their_seat_cannot_see(game_id: str, level: str) -> None:
    """Re-deal everything the deciding seat has not seen (other hands, deck order, the
    game's random seed): its view is the same, and so is its choice for a fixed seed."""
    bot = make_bot(level, game_id)
    checked = 0
    for state in positions(game_id, 6, seed=4):
        seat = state.current_player
        assert seat is not None
        for salt in (1, 2):
            other = state.determinize(seat, Rng(1000 + salt))
            if other.to_json() == state.to_json():
                continue
            assert other.view(seat) == state.view(seat)
            assert choose_action(bot, other, Rng(7)) == choose_action(bot, state, Rng(7))
            checked += 1
    assert checked > 0, "no position had hidden information to vary"


def test_bots_receive_determinized_copies_only() -> None:
    seen: list[State] = []

    class Spy:
        name = "spy"

        def choose(self, state: State, seat: int, rng: Rng) -> Action:
            seen.append(state)
            return state.legal_actions()[0]

    for game_id in GAMES:
        state = new_game(game_id, 3, 2)
        choose_action(Spy(), state, Rng(1))
        assert seen[-1] is not state


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster", "cuzco")


def _drawing_positions(count: int) -> list[State]:
    """Cuzco positions where the seat to move may draw a festival card."""
    out = []
    for seed in range(20):
        for state in positions("cuzco", 40, seed):
            if any(a.kind == "draw" for a in state.legal_actions()):
                out.append(state)
                if len(out) == count:
                    return out
    return out


def _give_cards(state: State, seat: int, count: int) -> None:
    hand = state.hands[seat]  # type: ignore[attr-defined]
    while len(hand) < count:
        hand.append(state.deck.pop())  # type: ignore[attr-defined]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_never_draw_festival_cards_they_cannot_use(level: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint and the bots leave cards they cannot use in the deck: beyond their cap in
    hand (easy: USEFUL_CARDS; the search levels: the most any turn they try holds, the
    celebrant's ``card_cap``), or once no festival can be held any more. (A draw is never
    among the plans compared, so a few iterations ask the same question.)"""
    budgets(monkeypatch, 2, 3)
    from incagames.cuzco.ai import heuristics as CH
    from incagames.cuzco.ai.celebrant import CELEBRANT

    rng = Rng(3)
    bot = make_bot(level, "cuzco")
    cap = (max(bot.planning.style.weights.card_cap, CELEBRANT.weights.card_cap)
           if isinstance(bot, PlanSearch) else CH.USEFUL_CARDS)
    states = _drawing_positions(6)
    assert len(states) == 6
    for state in states:
        seat = state.current_player
        full = state.clone()
        _give_cards(full, seat, cap)
        assert any(a.kind == "draw" for a in full.legal_actions())
        assert bot.choose(full, seat, rng).kind != "draw"
        over = state.clone()
        for cell, value in enumerate(over.temple):  # type: ignore[attr-defined]
            if value and not over.disc[cell]:  # type: ignore[attr-defined]
                over.disc[cell] = True  # type: ignore[attr-defined]
                over.discs -= 1  # type: ignore[attr-defined]
        over.floors[2] = 0  # type: ignore[attr-defined]
        assert not CH.festivals_left(over) and CH.usable_cards(over, seat) == 0
        assert bot.choose(over, seat, rng).kind != "draw"


def test_hard_plays_machu_picchu_out_to_the_end_from_day_nine() -> None:
    """Machu Picchu's hard level plays its play-outs to the end of the game from day 9
    (the last day before conquest); normal always stops at its next turn."""
    from incagames.core.search import PlanSearch

    state = positions("machu-picchu", 1, seed=6)[0]
    seat = state.current_player
    normal, hard = make_bot("normal", "machu-picchu"), make_bot("hard", "machu-picchu")
    assert isinstance(normal, PlanSearch) and isinstance(hard, PlanSearch)
    for day, ends in ((1, False), (8, False), (9, True)):
        state.day = day  # type: ignore[attr-defined]
        assert hard.planning.to_the_end(state) == ends
        assert not normal.planning.to_the_end(state)
    state.day = 9  # type: ignore[attr-defined]
    world, policies, luck = hard.world(state, seat, 5)
    end = hard.played_out(world, seat, (), policies, Rng(luck))
    assert end.is_over


@pytest.mark.parametrize("game_id", GAMES)
def test_untimed_search_stops_by_iterations_only(game_id: str) -> None:
    """Tournaments may drop the browser's time limit: the iterations alone then decide,
    so a seed replays the same game on any machine and under any load."""
    import math

    timed = make_bot("hard", game_id)
    untimed = make_bot("hard", game_id, timed=False)
    assert timed.budget.seconds < math.inf  # type: ignore[attr-defined]
    assert untimed.budget.seconds == math.inf  # type: ignore[attr-defined]
    assert untimed.budget.iterations == timed.budget.iterations  # type: ignore[attr-defined]
