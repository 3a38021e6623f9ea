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
groups, holes: ``facts.py``) is computed once per terrain and kept with the engine's
terrain object (``Terrain.memo``), which clones and equal boards share; the weights are
``weights.py``'s. All seats cost about 40 us (2 players) to
110 us (4 players) per call in CPython once the terrain is cached.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import components as C
from .facts import (
    TEMPLE_CAP,
    best_value,
    card_points,
    festivals_left,
    open_ponds,
    places,
    ranked,
    strict_highest,
    terrain,
)
from .weights import DEFAULT, Weights

if TYPE_CHECKING:
    from ..state import CuzcoState
    from .facts import Terrain


def ladder(current: int, size: int, floors: dict[int, int], turns: int, w: Weights
           ) -> tuple[float, int]:
    """PP a strictly highest seat can expect from a temple at ``current`` in a city of
    ``size`` hexes with ``turns`` temple changes left (one a turn), and the value it
    reaches. One floor a turn scores most (2 -> 4 -> 6 scores 1 + 2 + 3 PP, 2 -> 6 only
    3), so with fewer turns than floors the bot jumps early and climbs the top steps;
    later turns count less (the lead may be lost)."""
    top = TEMPLE_CAP[min(size, 10)]
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
    inca, height, temple, floors = s.inca, s.shared_height, s.shared_temple, s.floors
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
            if fest_ok and not s.shared_disc[tc]:
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
    inca, height, temple = s.inca, s.shared_height, s.shared_temple
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
        if s.shared_temple[c]:
            value = s.shared_temple[c]
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
    inca, height = s.inca, s.shared_height
    closing = w.pond_close
    for fresh, around, empty in open_ponds(s, info):
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
