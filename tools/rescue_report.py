"""How far Machu Picchu's recorded games were from the rescue ending (``build.py records
--rescue``): the issue asks that the rescue appear wherever it is the better line, so
this says how often it would have been better and how far out of reach it was, and in
the games that did end by rescue, who ended them and whether the rescue was that seat's
better line (it won, where the same VP and gold would have lost the conquest).

The rescue ends the game at once when the last Priest or Virgin is acquired or the
sacrifice deck runs out, and no one's VP are multiplied by gold. It would have been the
better line in a game whose seat with the most VP lost on the gold multiplier. How far
it was: the Priests and Virgins still on the board and the cards still in the deck, at
the start of day 9 and at the end, read by replaying the record's actions.
"""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import dataclass

from incagames import new_game
from incagames.core.actions import Action
from incagames.machupicchu import components as C
from incagames.machupicchu.scoring import final_outcome
from incagames.machupicchu.state import MachuPicchuState

from .tournament import GameResult

GAME = "machu-picchu"
_ROWS_TOTAL = sum(C.ROW_SIZE)


@dataclass(frozen=True)
class Distance:
    """One game's distance from the rescue."""

    lost_on_gold: bool
    """The seat with the most VP (alone) did not win: the rescue would have won it."""
    left_at_day_9: tuple[int, int] | None
    """(Priests and Virgins on the board, cards in the deck) as day 9 began, if it did."""
    left_at_end: tuple[int, int]
    ending: str
    rescuer: str | None = None
    """The bot whose turn ended the game by rescue."""
    rescue_won: bool = False
    """The rescuer won the game."""
    conquest_won: bool = False
    """The rescuer would have won a conquest with the same VP and gold."""


def _left(state: MachuPicchuState) -> tuple[int, int]:
    return _ROWS_TOTAL - sum(state.taken), len(state.deck)


def distance(result: GameResult) -> Distance | None:
    """The game's distance from the rescue, or None for a record without its actions."""
    if not result.actions or not result.breakdowns:
        return None
    state = new_game(GAME, len(result.levels), result.seed)
    at_day_9 = None
    seat = None
    for raw in result.actions:
        if at_day_9 is None and state.day == C.LAST_DAY:
            at_day_9 = _left(state)
        seat = state.current_player
        state.apply(Action.from_json(raw))
    vps = [b.get("vp", 0.0) for b in result.breakdowns]
    top = max(vps)
    leaders = [q for q, v in enumerate(vps) if v == top]
    lost = len(leaders) == 1 and result.wins[leaders[0]] < 1.0
    if state.ending != "rescue" or seat is None:
        return Distance(lost, at_day_9, _left(state), state.ending)
    outcome = state.outcome()
    conquest = final_outcome("conquest", [dict(r.breakdown) for r in outcome.results])
    return Distance(lost, at_day_9, _left(state), state.ending, result.levels[seat],
                    seat in outcome.winners, seat in conquest.winners)


def lines(results: list[GameResult]) -> list[str]:
    """The report's lines for one record's games."""
    found = [d for d in map(distance, results) if d is not None]
    if not found:
        return ["rescue: no game of this record keeps its actions"]
    lost = sum(d.lost_on_gold for d in found)
    rescued = sum(d.ending == "rescue" for d in found)
    out = [f"rescue: {len(found)} games replayed; ended by rescue {rescued}; the seat "
           f"with the most VP lost on gold in {lost} ({lost / len(found):.0%}), where a "
           f"rescue would have won it"]
    by_bot = Counter(d.rescuer for d in found if d.rescuer is not None)
    for bot, count in sorted(by_bot.items()):
        mine = [d for d in found if d.rescuer == bot]
        won = sum(d.rescue_won for d in mine)
        better = sum(d.rescue_won and not d.conquest_won for d in mine)
        out.append(f"  rescues ended by {bot}: {count}, won {won}, of which {better} the "
                   f"conquest would have lost (same VP and gold)")
    for label, pick in (("as day 9 began", lambda d: d.left_at_day_9),
                        ("at the end", lambda d: d.left_at_end)):
        seen = [pick(d) for d in found if pick(d) is not None]
        if seen:
            pv, deck = [x[0] for x in seen], [x[1] for x in seen]
            out.append(f"  {label}: Priests/Virgins left median {statistics.median(pv):g} "
                       f"(fewest {min(pv)}), cards in the deck median "
                       f"{statistics.median(deck):g} (fewest {min(deck)})")
    return out
