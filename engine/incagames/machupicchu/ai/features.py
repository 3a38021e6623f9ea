"""What the learned evaluation reads of a Machu Picchu position, per seat: numbers a player
weighs (goods, Incas and where they stand, cards and what they reward, Priests and
Virgins, the trail, gold, the day), and the parts of the hand-made reckoning
(``evaluation.reckon``) that say what they will still become.

``features(state, seat)`` returns one number per name of ``NAMES``; the learned model
weighs each of them by the time of the game (``progress``), so a unit of corn may be
worth much on day 2 and nothing on the last day.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import components as C
from .evaluation import BUILDER, horizon, reckon, today_left
from .heuristics import house_in_reach, next_turn

if TYPE_CHECKING:
    from ..state import MachuPicchuState

N_ICONS = len(C.ICONS)
_CARD_ICONS = tuple((a, b) for a, b, _ in C.CARDS)
_CARD_GOLD = tuple(g for _, _, g in C.CARDS)
_PROD_BONUS = tuple(C.BONUS_INDEX[C.OCCUPATION_DISTRICT[o]] for o in C.OCCUPATIONS)
_ROWS_TOTAL = sum(C.ROW_SIZE)

NAMES: tuple[str, ...] = (
    # the reckoning of the seat's end (evaluation.reckon)
    "reckon_vp", "reckon_gold", "reckon_card_vp", "reckon_new_card_vp",
    "reckon_new_piece_vp", "reckon_pieces", "reckon_steps", "reckon_future",
    # what the seat holds now
    "card_vp", "cards", "gold", "gold_lead", "gold_behind", "trail_bonus", "scout",
    "owed", "corn", "llama", "coca", "pottery", "cloth",
    "farmers", "shepherds", "coca_planters", "potters", "weavers", "sun_clock",
    "condor", "puma", "virgin",
    # what the cards reward: icons in hand and what a new piece of each kind adds
    "icons_incas", "icons_priests", "best_icon", "moon_tiles", "moon_steps",
    # production still to come
    "fed_incas", "unfed", "bonus_here",
    # the table
    "rows_left", "conquest", "days_left", "players", "rival_reckon", "rival_gold",
    # where the Prince stands: what its next turn can reach
    "next_turn", "house_in_reach",
)


TABLE: tuple[str, ...] = ("rows_left", "conquest", "days_left", "players")
"""The features every seat shares: what the table's mean score is read from."""


def progress(s: MachuPicchuState, today: float | None = None) -> float:
    """How far the game is, 0 at the first turn and 1 at the end of the last day
    (``today``: the part of today left, default read from the moon tiles taken)."""
    start = C.START_DAY[s.num_players]
    days = C.LAST_DAY - start + 1
    left = today_left(s) if today is None else today
    return min(1.0, max(0.0, (s.day - start + 1.0 - left) / days))


def _gold_now(s: MachuPicchuState, q: int) -> int:
    return sum(_CARD_GOLD[c] for c in s.hands[q]) + C.trail_bonus(s.scouts[q])


def features(s: MachuPicchuState, p: int, today: float | None = None) -> list[float]:
    """Seat p's numbers, in the order of ``NAMES`` (see ``table``)."""
    return table(s, today)[p]


def table(s: MachuPicchuState, today: float | None = None) -> list[list[float]]:
    """Every seat's numbers, in the order of ``NAMES``. ``today`` fixes the part of today
    left (see ``evaluation.estimates``): a decision compares its options at one time of
    day, or a moon tile would look like a loss and moves worth nothing would go round
    for ever."""
    n = s.num_players
    reckoned = [reckon(s, q, BUILDER, today) for q in range(n)]
    golds = [_gold_now(s, q) for q in range(n)]
    table_facts = horizon(s, today=today)
    return [_seat(s, p, reckoned, golds, table_facts) for p in range(n)]


def _seat(s: MachuPicchuState, p: int, reckoned: list, golds: list[int],
          table_facts: tuple[float, float, float, float]) -> list[float]:
    n = s.num_players
    r = reckoned[p]
    others = [q for q in range(n) if q != p]
    rivals = [reckoned[q] for q in others]
    gold = golds[p]
    other_gold = max(golds[q] for q in others)
    hand = s.hands[p]
    icons = [0] * N_ICONS
    for card in hand:
        a, b = _CARD_ICONS[card]
        icons[a] += 1
        icons[b] += 1
    incas = s.incas[p]
    priests = s.priests[p]
    matches = priests + incas[:5]
    card_vp = sum(icons[i] * matches[i] for i in range(N_ICONS))
    goods = s.goods[p]
    eaters = sum(incas[1:5])
    corn = goods[C.CORN] + s.pending_corn[p]
    bonus_here = sum(incas[o] for o in range(5) if s.bonus[_PROD_BONUS[o]])
    moon = [t for t, owner in enumerate(s.moon_owner) if owner == p]
    after, today, _share, conquest = table_facts
    return [
        r.vp, r.gold, r.card_vp, r.new_card_vp, r.new_piece_vp, r.pieces, r.steps,
        r.future,
        float(card_vp), float(len(hand)), float(gold), float(max(0, gold - other_gold)),
        float(max(0, other_gold - gold)), float(C.trail_bonus(s.scouts[p])),
        float(s.scouts[p]), float(s.owed[p]),
        float(corn), float(goods[C.LLAMA] + s.pending_llama[p]), float(goods[C.COCA]),
        float(goods[C.POTTERY]), float(goods[C.CLOTH]),
        float(incas[0]), float(incas[1]), float(incas[2]), float(incas[3]), float(incas[4]),
        float(incas[5]), float(priests[0]), float(priests[1]), float(priests[2]),
        float(sum(icons[3:])), float(sum(icons[:3])), float(max(icons) if hand else 0),
        float(len(moon)), float(sum(C.MOON_TILES[t][1] for t in moon
                                    if C.MOON_TILES[t][0] == "steps")),
        float(min(eaters, corn)), float(max(0, eaters - corn)), float(bonus_here),
        float(_ROWS_TOTAL - sum(s.taken)), conquest, after + today, float(n),
        max(x.vp for x in rivals), max(x.gold for x in rivals),
        next_turn(s, p), house_in_reach(s, p),
    ]
