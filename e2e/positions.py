"""Save files made with the engine, to open the UI at a chosen moment: a festival, a night
decision, a finished game. Pure Python; the UI loads them through its own file import."""

from __future__ import annotations

from incagames.core import Action, Rng
from incagames.core.bots import bot_for, choose_action
from incagames.core.match import Match, Seat
from incagames.cuzco import hexgrid as H


def played(game: str, seats: list[Seat], seed: int, until: object) -> Match:
    """A match whose every seat is played by the easy bot until ``until(state)`` holds
    (or the game ends): the seats keep their kinds, so a human seat waits in the UI."""
    match = Match(game, seats, seed=seed)
    rng = Rng(seed)
    bots: dict[int, object] = {}
    while not match.state.is_over and not until(match.state):  # type: ignore[operator]
        seat = match.state.current_player
        bot = bots.setdefault(seat, bot_for(game, "easy", seat))
        match.apply(choose_action(bot, match.state, rng))
    return match


def machu_picchu_night() -> str:
    """Day 2's night: Ana (human) holds two goods Moon Tiles and corn for only one, so she
    chooses which to pay for (seed 0, found by playing easy bots)."""
    seats = [Seat("Ana", "human"), Seat("AI 1", "ai-easy"), Seat("AI 2", "ai-easy")]
    match = played("machu-picchu", seats, 0,
                   lambda s: bool(s.queue) and s.queue[0][0] == "moon_goods")
    assert match.state.current_player == 0, "the seed no longer reaches Ana's night choice"
    return match.dumps()


def finished(game: str, seats: int, seed: int) -> str:
    """A whole game of easy bots, with seat 1 a human who has finished playing."""
    kinds = [Seat("Ana", "human"), *(Seat(f"AI {n}", "ai-easy") for n in range(1, seats))]
    return played(game, kinds, seed, lambda s: False).dumps()


def cuzco_festival_ready() -> str:
    """A save file two turns in: Ana has two Incas and the Bot one in a 4-hex village, Ana
    is on turn with 3 AP left, both hold relics that match."""

    def at(r: int, c: int) -> int:
        return H.INDEX[(r, c)]

    def triple(v: tuple[int, int], a: tuple[int, int], b: tuple[int, int]) -> Action:
        return Action("place", cells=tuple(sorted((at(*v), at(*a), at(*b)))), village=at(*v))

    match = Match("cuzco", [Seat("Ana", "human"), Seat("Bot", "ai-easy")], seed=0)
    choose = Action("choose_terrain", tile="triple")
    plan = [
        choose, triple((9, 7), (9, 5), (10, 6)), choose, triple((9, 9), (8, 10), (9, 11)),
        choose, triple((10, 8), (11, 7), (11, 9)), choose, triple((8, 8), (7, 7), (7, 9)),
        Action("enter", cell=at(9, 5)), Action("move", cell=at(9, 5), to=at(9, 7)),
        Action("end_turn"),
        choose, triple((4, 30), (4, 28), (3, 29)),
        Action("enter", cell=at(9, 5)), Action("move", cell=at(9, 5), to=at(9, 9)),
        Action("end_turn"),
        choose, triple((4, 24), (4, 22), (3, 23)),
        Action("enter", cell=at(9, 5)), Action("move", cell=at(9, 5), to=at(8, 8)),
    ]
    for action in plan:
        match.apply(action)
    return match.dumps()


def cuzco_festival_bidding() -> str:
    """The festival position after Ana built a value-4 temple and proposed a festival
    there: the bidding has begun and it is Ana's bid."""
    match = Match.loads(cuzco_festival_ready())
    temple = H.INDEX[(10, 8)]
    match.apply(Action("build_temple", cell=temple, value=4))
    match.apply(Action("festival", temple=temple))
    return match.dumps()


def machu_picchu_deciding(kind: str, seed: int = 0) -> str:
    """Ana (human) on turn with an action of ``kind`` legal: "sell" at the Central Plaza
    (a trade), "acquire" at a House (a purchase). Found by playing easy bots."""
    seats = [Seat("Ana", "human"), Seat("AI 1", "ai-easy")]
    match = played("machu-picchu", seats, seed, lambda s: s.current_player == 0 and any(
        a.kind == kind for a in s.legal_actions()))
    assert not match.state.is_over, f"the seed no longer reaches Ana's {kind}"
    return match.dumps()


def machu_picchu_long_gain() -> str:
    """A hot-seat game of two (seed 31, easy bots' moves) where Bo is to take three goods
    at night and four of his goods and his corn change at once: the longest line of
    goods a summary shows; Ana decides next."""
    seats = [Seat("Ana", "human"), Seat("Bo", "human")]
    count = [0]

    def at_307(_state: object) -> bool:
        count[0] += 1
        return count[0] > 307

    match = played("machu-picchu", seats, 31, at_307)
    assert match.state.current_player == 1, "the seed no longer reaches Bo's take"
    return match.dumps()
