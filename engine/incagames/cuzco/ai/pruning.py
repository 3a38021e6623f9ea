"""Cheap scores that prune a Cuzco strategy bot's candidates before it plays them out:
placements near its Incas, cities and ponds, moves to hexes that change a standing, the
temple changes and pond tiles worth a look. Only the candidates they keep are played on
clones and valued by ``evaluation.estimates`` (``planner.py``), so a decision stays
within a few milliseconds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.rng import Rng
from .. import components as C
from .. import hexgrid as H
from .facts import best_value, ranked, strict_highest, terrain

if TYPE_CHECKING:
    from ..state import CuzcoState
    from .strategy import Style


def temple_choices(s: CuzcoState, temples: list[Action]) -> list[Action]:
    """Every value of every temple change (one floor a turn often scores more than a
    jump); a new temple on the lowest free hexes of its village (the high ones are
    worth more to stand on)."""
    out = []
    builds: dict[tuple[int, int], list[Action]] = {}
    info = terrain(s)
    for a in temples:
        if a.kind == "expand_temple":
            out.append(a)
        else:
            builds.setdefault((info.comp_of[a["cell"]], a["value"]), []).append(a)
    for acts in builds.values():
        acts.sort(key=lambda a: (s.shared_height[a["cell"]], _free_around(s, a["cell"])))
        out += acts[:2]
    return out


def pond_choices(s: CuzcoState, seat: int, ponds: list[Action], width: int) -> list[Action]:
    """Pond tiles next to the bot's Incas or its nearly enclosed ponds, fewest empty
    hexes around first; ``width`` at most."""
    if not ponds:
        return []
    inca, top, pond = s.inca, s.shared_top, s.shared_pond
    scored = []
    for a in ponds:
        c = a["cell"]
        mine = empties = 0
        touches_pond = False
        for b in H.NEIGHBOURS[c]:
            if inca[b] == seat:
                mine += 1
            if pond[b]:
                touches_pond = True
            elif not top[b]:
                empties += 1
        if not mine and not touches_pond:
            continue
        scored.append((2.0 * mine - 0.7 * empties + (1.0 if touches_pond else 0.0), a))
    scored.sort(key=lambda x: -x[0])
    return [a for _, a in scored[:width]]


def _free_around(s: CuzcoState, cell: int) -> int:
    return sum(1 for b in H.NEIGHBOURS[cell] if s.shared_top[b] == C.VILLAGE and s.inca[b] < 0)


class CompFacts:
    """Per village or city: its worth, the best height of each seat there, the leader."""

    __slots__ = ("best", "first", "lead", "worth")

    def __init__(self, s: CuzcoState, comp: tuple[int, ...]) -> None:
        order = ranked(comp, s.inca, s.shared_height)
        self.lead = strict_highest(order)
        self.first = [q for k, q in order if k == order[0][0]] if order else []
        self.best = {q: k[0] for k, q in order}
        tc = next((c for c in comp if s.shared_temple[c]), -1)
        if tc >= 0:
            value = s.shared_temple[tc]
            self.worth = max(value, best_value(value, len(comp), s.floors)) + 1.0
        else:
            self.worth = float(best_value(0, len(comp), s.floors)) * 0.8


class MoveScorer:
    """A quick guess of what a move (or an entry) to a hex is worth to the seat."""

    def __init__(self, s: CuzcoState, seat: int) -> None:
        self.s = s
        self.seat = seat
        info = terrain(s)
        self.info = info
        self.facts = [CompFacts(s, comp) for comp in info.comps]
        pond_worth = [0.0] * H.N_CELLS
        for cells, around, empty in info.pond_groups:
            if not empty:
                continue
            worth = C.POND_PP * len(cells) / (1 + len(empty))
            for c in around:
                pond_worth[c] = max(pond_worth[c], worth)
        if s.ponds:
            for _cell, around in info.holes:
                for c in around:
                    pond_worth[c] = max(pond_worth[c], 2.0)
        self.pond_worth = pond_worth

    def score(self, start: int, dest: int) -> float:
        s = self.s
        seat = self.seat
        h = s.shared_height[dest]
        score = 0.0
        k = self.info.comp_of[dest]
        if k >= 0:
            facts = self.facts[k]
            rival = max((b for q, b in facts.best.items() if q != seat), default=0)
            same = start >= 0 and self.info.comp_of[start] == k
            if same:
                if h > s.shared_height[start]:
                    score += facts.worth * (1.0 if h >= rival else 0.3)
            elif h >= rival:
                score += facts.worth * (1.5 if h > rival else 1.0)
            else:
                score += 0.2 * facts.worth
        pw = self.pond_worth[dest]
        if pw:
            score += pw * (1.0 + 0.2 * h)
        return score


class PlaceScorer:
    """A quick guess of what a placement is worth to the seat: raising hexes next to its
    Incas (to climb), growing cities and villages it leads, enclosing ponds it leads,
    shrinking cities others lead; overflow costs AP."""

    def __init__(self, s: CuzcoState, seat: int, style: Style, rng: Rng) -> None:
        self.s = s
        n = H.N_CELLS
        crop = [0.0] * n
        vil = [0.0] * n
        info = terrain(s)
        inca, height = s.inca, s.shared_height
        ci = style.city_interest
        for m in range(n):
            if inca[m] != seat:
                continue
            hm = height[m]
            for b in H.NEIGHBOURS[m]:
                if height[b] == hm and inca[b] < 0:
                    vil[b] += 1.5
                    crop[b] += 0.4
                else:
                    vil[b] += 0.3
                    crop[b] += 0.2
        for k, comp in enumerate(info.comps):
            facts = CompFacts(s, comp)
            if not facts.first:
                continue
            mine = seat in facts.first
            tc = next((c for c in comp if s.shared_temple[c]), -1)
            room = 1.0
            if tc >= 0 and s.shared_temple[tc] >= 10:
                room = 0.3
            for c in comp:
                if mine:
                    crop[c] -= 1.5 * ci
                    vil[c] += 0.5 * ci
                else:
                    crop[c] += 0.6
                for b in H.NEIGHBOURS[c]:
                    if info.comp_of[b] == k:
                        continue
                    if mine:
                        vil[b] += 2.0 * ci * room
                    else:
                        vil[b] -= 1.0
        pi = style.pond_interest
        for _cells, around, empty in info.pond_groups:
            if not empty:
                continue
            lead = strict_highest(ranked(around, inca, height))
            gain = 2.5 * pi if lead == seat else (-2.0 if lead >= 0 else 0.0)
            for e in empty:
                crop[e] += gain
                vil[e] += gain
        for cell, around in info.holes:
            if any(inca[b] == seat for b in around):
                crop[cell] -= 1.0 * pi
                vil[cell] -= 1.0 * pi
        # Per hex: its crop value, less the overflow onto the ring, with a little noise
        # so that equal placements are picked at random.
        self.cell = [crop[c] - (1.5 if not height[c] and c in H.BORDER_CELLS else 0.0)
                     + 0.004 * rng.random() for c in range(n)]
        self.village = [vil[c] - crop[c] for c in range(n)]

    def score(self, a: Action) -> float:
        (_, cells), (_, village) = a.params  # ("cells", ...), ("village", ...)
        cell = self.cell
        score = 0.0
        for c in cells:
            score += cell[c]
        if village >= 0:
            score += self.village[village]
        return score
