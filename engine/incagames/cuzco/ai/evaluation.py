"""How a competent Cuzco player judges a position: each seat's expected final prestige.

``estimates(state, weights)`` returns, for every seat, its prestige points (PP) now plus
what the position promises it, all on the PP scale of the score track (with the default
weights; a strategy bot's levers scale its own way to win):

* the grand final scoring: 1st place in a city scores its temple's value, 2nd place half
  (ties share the place), weighted by how settled the standing is (``final_early`` at the
  start of the game, 1 when the last triple is down). A lead is at risk (``steal``) while
  a free hex of the city stands as high as the leaders' best Inca and a rival can step in
  before the leaders score (in the final round: only seats still to play before them);
* temples still to come (``ladder``): the seat strictly highest in a city larger than its
  temple may expand it once a turn, half the new value each time, so one floor a turn
  while turns remain and a jump on the last one; the seat strictly highest in a village
  may build a temple there; a village or city nobody stands in yet is a claim for seats
  with an Inca right beside it (the seat on turn first);
* ponds: a pond with few empty hexes left around it pays 3 PP per hex to the seat
  strictly highest beside it once it is enclosed; an enclosed hole pays 3 PP at once for
  1 AP and a pond tile;
* festivals: the best festival the seat could propose (an unused temple where it has an
  Inca and would win or tie the bidding with the face-up card's relics) and its usable
  cards (none beyond ``card_cap``, none once no festival can be held);
* its own supply while it still has a turn to use it: additional-action tokens, and
  single and double terrains, worth more as the end nears (decisive in the final round);
  its Incas on the site.

How far the game is comes from ``state.triples`` (the game ends with the 56th triple):
turns left per seat, how settled standings are, how many temple steps remain.

Everything that depends only on the terrain (villages and cities with their rims, pond
groups, holes) is computed once per terrain and kept with the engine's terrain object
(``Terrain.memo``), which clones and equal boards share. All seats cost about 40 us (2 players) to
110 us (4 players) per call in CPython once the terrain is cached.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import components as C
from .. import hexgrid as H

if TYPE_CHECKING:
    from ..state import CuzcoState


@dataclass(frozen=True)
class Weights:
    """The knobs of the evaluation; the strategy bots differ only in these (and in their
    policy's candidate lists). Probabilities are chances that a promise comes true."""

    final_early: float = 0.8
    """Weight of the current grand-final standing at the start (many turns to change it)."""
    final_late: float = 1.0
    """... and when the last triple is about to be placed (the final round counts 1)."""
    expand: float = 0.8
    """Chance that a strictly highest seat expands its temple on a coming turn."""
    build: float = 0.75
    """Chance that a strictly highest seat builds a temple in its village."""
    decay: float = 0.85
    """Each later temple step counts this much less than the one before."""
    steal: float = 0.4
    """Chance a rival takes 1st place from the leaders of a city where a free hex stands
    as high as their best Inca."""
    claim: float = 0.3
    """Share of an empty village's (or city's) promise for a seat with an Inca beside it
    (its first Inca in will lead it)."""
    seed: float = 0.4
    """A single village hex beside the seat's Inca: where a village can grow."""
    growth: float = 0.25
    """Share of a temple's room to value 10 expected to be added by later expansions
    (scaled by the game left)."""
    tie_village: float = 0.2
    """Share of a village's promise for each seat tied at its top (the tie may break)."""
    pond_close: tuple[float, ...] = (1.0, 0.55, 0.35, 0.2, 0.1, 0.05)
    """Chance a pond is enclosed, by the number of empty hexes left around it (0, 1, ...)."""
    hole: float = 0.6
    """Chance the seat fills an enclosed hole with a pond tile before anyone else."""
    festival_now: float = 1.0
    """Weight of a festival the seat on turn can propose at the end of this turn."""
    festival_later: float = 0.95
    """Weight of a festival on a later turn (the face-up card and the Incas may change)."""
    card: float = 0.55
    """A usable festival card in hand."""
    card_match: float = 0.3
    """Extra for a card that matches the face-up card's relics."""
    card_cap: int = 6
    """Cards beyond this many are of no further use in a bid."""
    token: float = 1.6
    double: float = 1.1
    single_village: float = 0.8
    single_crop: float = 0.5
    """Own supply, while the seat still has a turn to use it."""
    tile_rise: float = 0.8
    """Own terrains are worth this much more at the end of the game: the final round, when
    no triple is left, is where a double or single lifts an Inca above a rival."""
    inca_on_site: float = 0.35
    inca_cap: int = 8
    turn_rate: float = 1.3
    """Triples placed per turn, on average, to guess how many turns each seat has left."""
    temples_lever: float = 1.0
    ponds_lever: float = 1.0
    festivals_lever: float = 1.0
    final_lever: float = 1.0
    """Multiply the PP of one source, won and promised (1: the plain PP scale; a strategy
    bot values its own way to win higher)."""


DEFAULT = Weights()

_EVEN = (0, 0, 2, 2, 4, 4, 6, 6, 8, 8, 10)
"""Largest temple value a village or city of n hexes allows (n <= 10)."""


def best_value(current: int, size: int, floors: dict[int, int]) -> int:
    """The highest temple value above ``current`` a city of ``size`` hexes allows with the
    floors left (every floor in between is needed); ``current`` when none."""
    best = current
    top = _EVEN[min(size, 10)]
    for v in C.TEMPLE_VALUES:
        if v <= current:
            continue
        if v > top or not floors[v]:
            break
        best = v
    return best


def festival_points(card: int, relics: tuple[int, ...]) -> int:
    """A card's festival points (FP): its relics that the face-up card asks for."""
    return sum(1 for r in C.FESTIVAL_CARDS[card] if r in relics)


def face_up_relics(s: CuzcoState) -> tuple[int, ...]:
    return C.FESTIVAL_CARDS[s.discard[-1]] if s.discard else ()


_FP_BY_FACE_UP = tuple(tuple(festival_points(card, C.FESTIVAL_CARDS[face_up])
                             for card in range(len(C.FESTIVAL_CARDS)))
                       for face_up in range(len(C.FESTIVAL_CARDS)))
_NO_FP = (0,) * len(C.FESTIVAL_CARDS)


def card_points(s: CuzcoState) -> tuple[int, ...]:
    """Every card's festival points for the face-up card (a table, for hot loops)."""
    return _FP_BY_FACE_UP[s.discard[-1]] if s.discard else _NO_FP


def festivals_left(s: CuzcoState) -> bool:
    """Can a festival still be held: a temple without its solar disc, or floors left for
    a new temple."""
    if s.floors[C.TEMPLE_VALUES[0]] > 0:
        return True
    return any(v and not d for v, d in zip(s.temple, s.disc, strict=True))


# ----------------------------------------------------------------------- terrain cache
class Terrain:
    """What depends only on the terrain and the ponds: villages and cities, pond groups
    with their surroundings, and holes where a pond tile would be enclosed at once."""

    __slots__ = ("comp_of", "comps", "gates", "holes", "pond_groups", "rims")

    def __init__(self, top: list[int], pond: list[bool], comps: list[list[int]],
                 comp_of: list[int]) -> None:
        n = H.N_CELLS
        nb = H.NEIGHBOURS
        self.comps = comps
        """Villages and cities (the engine's, in the order of their first hex)."""
        self.comp_of = comp_of
        rims = []
        for comp in comps:
            rim = set()
            for a in comp:
                for b in nb[a]:
                    if top[b] and comp_of[b] < 0:
                        rim.add(b)
            rims.append(tuple(sorted(rim)))
        self.rims = rims
        """Terrain hexes beside each village or city, outside it: one AP from it."""
        self.gates = [any(a in H.ENTRY_COST for a in comp) for comp in comps]
        """Whether an Inca can be brought straight into the village or city."""
        groups: list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = []
        seen = [False] * n
        near_pond = [False] * n
        for start in [c for c, p in enumerate(pond) if p]:
            if seen[start]:
                continue
            seen[start] = True
            cells, around, empty = [start], set(), set()
            stack = [start]
            while stack:
                a = stack.pop()
                for b in nb[a]:
                    if pond[b]:
                        if not seen[b]:
                            seen[b] = True
                            cells.append(b)
                            stack.append(b)
                    elif top[b]:
                        around.add(b)
                    else:
                        empty.add(b)
                        near_pond[b] = True
            groups.append((tuple(cells), tuple(sorted(around)), tuple(sorted(empty))))
        self.pond_groups = groups
        holes: list[tuple[int, tuple[int, ...]]] = []
        for c in _POND_CELLS:
            if top[c] or pond[c] or near_pond[c]:
                continue
            if all(top[b] for b in nb[c]):
                holes.append((c, nb[c]))
        self.holes = holes


_POND_CELLS = tuple(sorted(c for c in H.SITE_CELLS if c not in H.BORDER_HEXES))
"""Site hexes that may take a pond tile (never along the border)."""


def terrain(s: CuzcoState) -> Terrain:
    """The terrain facts of a position, kept with the engine's terrain (which clones and
    equal boards share, see ``cuzco/terrain.py``)."""
    t = s.terrain()
    info = t.memo.get("evaluation")
    if info is None:
        info = t.memo["evaluation"] = Terrain(s.top, s.pond, t.components(), t.label())
    return info  # type: ignore[no-any-return]


# ----------------------------------------------------------------------- standings
def ranked(cells: tuple[int, ...], inca: list[int], height: list[int]
           ) -> list[tuple[tuple[int, ...], int]]:
    """(standing, seat) of every seat with an Inca on these cells, best first; a standing
    is the seat's heights highest first and compares as in the rulebook."""
    by: dict[int, list[int]] = {}
    for c in cells:
        q = inca[c]
        if q >= 0:
            if q in by:
                by[q].append(height[c])
            else:
                by[q] = [height[c]]
    if not by:
        return []
    out = [(tuple(sorted(h, reverse=True)), q) for q, h in by.items()]
    out.sort(reverse=True)
    return out


def places(order: list[tuple[tuple[int, ...], int]]) -> tuple[list[int], list[int]]:
    """The seats in 1st and in 2nd place (ties share a place)."""
    if not order:
        return [], []
    top = order[0][0]
    first = [q for k, q in order if k == top]
    rest = order[len(first):]
    if not rest:
        return first, []
    nxt = rest[0][0]
    return first, [q for k, q in rest if k == nxt]


def strict_highest(order: list[tuple[tuple[int, ...], int]]) -> int:
    """The seat strictly in the highest position (who may build or expand), else -1."""
    if not order:
        return -1
    if len(order) > 1 and order[1][0] == order[0][0]:
        return -1
    return order[0][1]


def ladder(current: int, size: int, floors: dict[int, int], turns: int, w: Weights
           ) -> tuple[float, int]:
    """PP a strictly highest seat can expect from a temple at ``current`` in a city of
    ``size`` hexes with ``turns`` temple changes left (one a turn), and the value it
    reaches. One floor a turn scores most (2 -> 4 -> 6 scores 1 + 2 + 3 PP, 2 -> 6 only
    3), so with fewer turns than floors the bot jumps early and climbs the top steps;
    later turns count less (the lead may be lost)."""
    top = _EVEN[min(size, 10)]
    steps = []
    for v in C.TEMPLE_VALUES:
        if v <= current:
            continue
        if v > top or not floors[v]:
            break
        steps.append(v)
    if not steps or turns <= 0:
        return 0.0, current
    take = steps[-turns:] if turns < len(steps) else steps
    pp = 0.0
    weight = w.expand
    for v in take:
        pp += weight * v / 2
        weight *= w.decay
    return pp, steps[-1]


def _turns(now: bool, left: float) -> int:
    """Temple changes a seat can still make: this turn's if it can act now, and one per
    coming turn (at most 5 are ever needed)."""
    return min(5, int(now) + int(left + 0.5))


# ----------------------------------------------------------------------- the estimate
def turns_left(s: CuzcoState) -> list[float]:
    """Each seat's own turns still to come after the one in progress (the final round:
    one for every seat not yet scored, except the seat on turn)."""
    n = s.num_players
    if s.ending:
        return [0.0] * n
    if s.last_triple_by >= 0:
        return [0.0 if s.scored[q] or q == s.turn_player else 1.0 for q in range(n)]
    per_seat = s.triples / (n * DEFAULT.turn_rate)
    return [per_seat if q == s.turn_player else per_seat + 1.0 for q in range(n)]


SOURCES = ("temples", "ponds", "festivals", "final", "supply")
"""The parts of a seat's estimate: PP won and promised by each way to score, and what its
own supply and Incas are worth."""


def estimates(s: CuzcoState, w: Weights = DEFAULT) -> list[float]:
    """Each seat's expected final prestige (PP), on one scale for every seat."""
    levers = (w.temples_lever, w.ponds_lever, w.festivals_lever, w.final_lever, 1.0)
    return [sum(x * lever for x, lever in zip(seat, levers, strict=True))
            for seat in parts(s, w)]


def parts(s: CuzcoState, w: Weights = DEFAULT) -> list[list[float]]:
    """Every seat's estimate by source (``SOURCES``), before the style's levers."""
    n = s.num_players
    T = [float(d["temples"]) for d in s.scores]
    P = [float(d["ponds"]) for d in s.scores]
    F = [float(d["festivals"]) for d in s.scores]
    G = [float(d["final"]) for d in s.scores]
    S = [0.0] * n
    if s.ending:
        return [[T[q], P[q], F[q], G[q], S[q]] for q in range(n)]
    info = terrain(s)
    left = turns_left(s)
    chance = [min(1.0, x) for x in left]  # of at least one more own turn
    live = [not s.scored[q] for q in range(n)]
    on_turn = s.turn_player
    lt = lg = 1.0
    turn_ap = s.ap if s.festival is None else 0
    progress = 1.0 - s.triples / C.TRIPLES
    final_round = s.last_triple_by >= 0
    w_final = 1.0 if final_round else w.final_early + (w.final_late - w.final_early) * progress
    inca, height, temple, floors = s.inca, s.height, s.temple, s.floors
    changed = s.temple_changed
    fest_ok = festivals_left(s)
    points = card_points(s)
    hands = s.hands
    fp = [sum(points[c] for c in hands[q]) for q in range(n)]
    best_fest = [0.0] * n
    growth = w.growth * (1.0 - progress)

    for k, comp in enumerate(info.comps):
        order = ranked(comp, inca, height)
        if not order:
            _claim(s, w, info, k, left, live, T, G, w_final)
            continue
        size = len(comp)
        tc = -1
        for c in comp:
            if temple[c]:
                tc = c
                break
        lead = strict_highest(order)
        first, second = places(order)
        if tc >= 0:
            value = temple[tc]
            vf = float(value)
            if lead >= 0 and live[lead]:
                now = lead == on_turn and turn_ap >= C.TEMPLE_AP and tc not in changed
                pp, reach = ladder(value, size, floors, _turns(now, left[lead]), w)
                T[lead] += pp * lt
                vf += w.expand * (reach - value)
            vf += growth * (10 - vf)
            thief = _thief(s, info, k, order, first, live)
            keep = 1.0 - w.steal if thief >= 0 else 1.0
            for q in first:
                if live[q]:
                    G[q] += w_final * vf * lg * (keep + (1.0 - keep) / 2)
            for q in second:
                if live[q] and q != thief:
                    G[q] += w_final * vf / 2 * lg
            if thief >= 0:
                held = 0.5 if thief in second else 0.0
                G[thief] += w_final * vf * lg * (held + w.steal * (1.0 - held))
            if fest_ok and not s.disc[tc]:
                _festival_chances(s, w, order, value, fp, best_fest, chance)
        elif size >= 2:
            if lead >= 0:
                if not live[lead] or all(inca[c] >= 0 for c in comp):
                    continue
                now = lead == on_turn and turn_ap >= C.TEMPLE_AP
                pp, reach = ladder(0, size, floors, _turns(now, left[lead]), w)
                if not reach:
                    continue
                vf = w.build * reach
                vf += growth * (10 - vf)
                T[lead] += w.build / w.expand * pp * lt
                G[lead] += w_final * vf * lg
                for q in second:
                    if live[q]:
                        G[q] += w_final * vf / 2 * lg
            else:
                b = best_value(0, size, floors)
                for q in first:
                    if live[q]:
                        G[q] += w.tie_village * chance[q] * w_final * b * lg

    _ponds(s, w, info, chance, live, P)
    cards_ok = fest_ok and not final_round
    for q in range(n):
        if not live[q]:
            continue
        hand = s.hands[q]
        if fest_ok:
            F[q] += best_fest[q]
            if cards_ok:
                usable = min(len(hand), w.card_cap)
                matching = min(w.card_cap, sum(1 for c in hand if points[c]))
                F[q] += w.card * usable + w.card_match * matching
        if chance[q] > 0:
            tiles = (w.double * s.doubles[q] + w.single_village * s.singles_village[q]
                     + w.single_crop * s.singles_crop[q])
            S[q] += chance[q] * (w.token * s.tokens[q] + tiles * (1.0 + w.tile_rise * progress))
        on_site = C.INCAS_PER_PLAYER - s.off_board[q]
        S[q] += w.inca_on_site * min(on_site, w.inca_cap) * chance[q]
    return [[T[q], P[q], F[q], G[q], S[q]] for q in range(n)]


def _thief(s: CuzcoState, info: Terrain, k: int, order: list[tuple[tuple[int, ...], int]],
           first: list[int], live: list[bool]) -> int:
    """The rival best placed to take 1st place in a city before its leaders score: one
    that is in the city, beside it or can enter it, while a free hex of the city stands as
    high as the leaders' best Inca (it could step there, or raise it and climb). -1 when
    the lead is safe."""
    comp = info.comps[k]
    inca, height, temple = s.inca, s.height, s.temple
    top = order[0][0][0]
    if not any(inca[c] < 0 and not temple[c] and height[c] >= top for c in comp):
        return -1
    if s.last_triple_by >= 0:
        # Final round: only seats still to play before a leader's own scoring matter.
        waiting = [q for q in first if live[q] and q != s.turn_player]
        if not waiting:
            return -1
        queue = [s.turn_player, *s.final_queue]
        before = set(queue[:max(queue.index(q) for q in waiting if q in queue)]) if any(
            q in queue for q in waiting) else set()
    else:
        before = set(range(s.num_players))
    leaders = set(first)
    for _, q in order:
        if q not in leaders and q in before:
            return q
    near = {inca[c] for c in info.rims[k] if inca[c] >= 0}
    for q in sorted(near):
        if q not in leaders and q in before:
            return q
    if info.gates[k]:
        for q in sorted(before):
            if q not in leaders and s.off_board[q]:
                return q
    return -1


def _claim(s: CuzcoState, w: Weights, info: Terrain, k: int, left: list[float],
           live: list[bool], temples: list[float], standings: list[float],
           final: float) -> None:
    """A village or city nobody stands in yet, for the seats that can step in: with an
    Inca right beside it, or through the border when it touches it (everyone can, so that
    counts less). The seat on turn is first to claim it."""
    comp = info.comps[k]
    inca = s.inca
    near = {inca[c] for c in info.rims[k] if inca[c] >= 0}
    if not near and not info.gates[k]:
        return
    size = len(comp)
    value = 0
    for c in comp:
        if s.temple[c]:
            value = s.temple[c]
            break
    if size < 2:
        if value:
            return
        for q in near:
            if live[q]:
                temples[q] += w.seed * min(1.0, left[q])
        return
    on_turn = s.turn_player
    for q in range(s.num_players):
        if not live[q]:
            continue
        if q in near:
            weight = w.claim
        elif info.gates[k] and s.off_board[q]:
            weight = 0.5 * w.claim
        else:
            continue
        now = q == on_turn and s.festival is None and s.ap >= 2
        if not now:
            weight *= 0.6
        pp, reach = ladder(value, size, s.floors, _turns(now, left[q]), w)
        if not value:
            pp *= w.build / w.expand
        temples[q] += weight * pp
        standings[q] += weight * final * max(value, reach)


def _festival_chances(s: CuzcoState, w: Weights, order: list[tuple[tuple[int, ...], int]],
                      value: int, fp: list[int], best: list[float], chance: list[float]) -> None:
    """Record for each seat in a city with an unused temple the festival it could win
    there (keeps the best one per seat: one festival per turn)."""
    alone, shared = C.FESTIVAL_PP[value]
    present = [q for _, q in order]
    for q in present:
        mine = fp[q]
        if not mine:
            continue
        rival = max((fp[o] for o in present if o != q), default=0)
        if mine > rival:
            pp = alone
        elif mine == rival:
            pp = shared
        else:
            continue
        if q == s.turn_player and s.festival is None:
            pp *= w.festival_now
        else:
            pp *= w.festival_later * chance[q]
        if pp > best[q]:
            best[q] = pp


def _ponds(s: CuzcoState, w: Weights, info: Terrain, chance: list[float], live: list[bool],
           out: list[float]) -> None:
    """Ponds not yet enclosed, valued for the seat strictly highest beside them."""
    inca, height = s.inca, s.height
    closing = w.pond_close
    for cells, around, empty in info.pond_groups:
        if not empty:
            continue
        fresh = sum(1 for c in cells if not s.pond_scored[c])
        if not fresh:
            continue
        lead = strict_highest(ranked(around, inca, height))
        if lead < 0 or not live[lead]:
            continue
        k = len(empty)
        p = closing[k] if k < len(closing) else 0.0
        if not chance[lead] and lead != s.turn_player:
            continue
        out[lead] += p * C.POND_PP * fresh
    if not s.ponds:
        return
    for _cell, around in info.holes:
        lead = strict_highest(ranked(around, inca, height))
        if lead >= 0 and live[lead]:
            now = 1.0 if lead == s.turn_player and s.ap >= C.POND_AP else chance[lead]
            out[lead] += w.hole * now * C.POND_PP


def relative(values: list[float], seat: int) -> float:
    """A seat's estimate against the others: minus the mean of the best other and the
    average other (two players: the difference)."""
    others = [v for q, v in enumerate(values) if q != seat]
    if not others:
        return values[seat]
    return values[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


def evaluate(s: CuzcoState, seat: int, w: Weights = DEFAULT) -> float:
    """A seat's value of a position for greedy and search bots: exact at the end."""
    return relative(estimates(s, w), seat)
