"""Cuzco strategy bots: three ways to win, written from the rulebook.

A bot plans its turn greedily on ``evaluation.estimates`` (each seat's expected final
prestige), one step per decision: a short list of candidate *macros* is played on clones
of the position and the best one is taken while it improves the bot's standing against
the others by more than ``min_gain``; then the turn ends, with a festival when one pays.
The later decisions of a macro are remembered by the position they are meant for. A macro is
one to three decisions that only make sense together: choose a terrain and place it (and
climb onto it), bring an Inca in and walk it to a village, use a token and the action it
pays for. Candidates are pruned by cheap scores (placements near the bot's Incas, cities
and ponds; moves to hexes that change a standing), so a decision stays within a few
milliseconds on average.

Festival bidding is decided by rule: the bot estimates each rival's festival points from
the cards it has seen and the average of the cards it has not, raises while winning (or
tying) is worth the cards, and drops when it cannot win.

``STRATEGIES`` maps "temples", "ponds" and "festivals" to bot factories; the styles
differ in their evaluation weights and in how much room their candidate lists give their
own lever.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.rng import Rng
from ...core.search import fallback
from .. import components as C
from .. import hexgrid as H
from .evaluation import (
    DEFAULT,
    Weights,
    best_value,
    estimates,
    face_up_relics,
    festival_points,
    festivals_left,
    ranked,
    relative,
    strict_highest,
    terrain,
)

if TYPE_CHECKING:
    from ..state import CuzcoState

Macro = list[Action]
_END = Action("end_turn")
_TOKEN = Action("use_token")
_DONE = Action("done")
_DROP = Action("drop")
_DRAW_DECK = Action("draw", source="deck")
_DRAW_FACE_UP = Action("draw", source="face_up")
_CHOOSE = {t: Action("choose_terrain", tile=t) for t in C.TILES}
_MAX_STEPS = 40
"""Macros per turn at most (each must improve the position, so this is a safety net)."""


@dataclass(frozen=True)
class Style:
    """A way to play: evaluation weights and how wide each kind of candidate is looked at."""

    name: str
    weights: Weights = DEFAULT
    place_width: int = 14
    """Placements of each terrain kind played out per step."""
    extra_width: int = 0
    """The same for a placement beyond the turn's mandatory one (0: ``place_width``)."""
    climb_width: int = 6
    """Of those, how many also try the best climb onto the new terrain."""
    move_width: int = 16
    enter_width: int = 8
    pond_width: int = 6
    min_gain: float = 0.05
    """A macro must raise the bot's relative estimate by this much (PP) to be played."""
    propose_margin: float = 0.0
    """A festival is proposed when its expected gain beats the cards by this much (PP)."""
    pond_interest: float = 1.0
    """How strongly the placement prefilter favours enclosing the bot's ponds."""
    city_interest: float = 1.0
    """... and growing the bot's cities and villages."""


# ----------------------------------------------------------------------------- the bot
class StrategyBot:
    """Plans its turn greedily over pruned macros on ``estimates``; bids by rule."""

    def __init__(self, style: Style) -> None:
        self.style = style
        self.name = style.name
        self._plan: dict[tuple, Action] = {}
        self._turn: tuple[int, int] = (-1, -1)
        self._steps = 0

    def choose(self, state: CuzcoState, seat: int, rng: Rng) -> Action:
        actions = state.legal_actions()
        settled = without_thought(state, seat, actions, self._plan, self.style.weights)
        if settled is not None:
            return settled
        # Each macro improves the position, but on a fresh copy each time (other hands
        # re-dealt): a hard cap per turn (and card draw) keeps any turn finite.
        turn = (state.turn_player, state.checkpoint)
        self._steps = self._steps + 1 if turn == self._turn else 0
        self._turn = turn
        if self._steps > _MAX_STEPS and state.phase[0] == "main":
            return fallback(actions)
        # One macro per decision keeps every decision short; its later decisions (the
        # placement after the choice of terrain, the climb after it) are remembered by
        # the position they are meant for.
        self._plan = {}
        macro = Planner(state, seat, self.style, rng).step(state)
        if macro[0] not in actions:
            return fallback(actions)
        if len(macro) > 1:
            sim = state.clone()
            for a, nxt in pairwise(macro):
                sim.apply_legal(a)
                self._plan[fingerprint(sim, seat)] = nxt
        return macro[0]

    def plan_turn(self, state: CuzcoState, seat: int, rng: Rng) -> list[Action]:
        """The decisions the bot would take from here to the end of its turn (for tests,
        hints and rollouts); the last one ends the turn or proposes a festival. A card
        drawn is the one this copy of the position deals."""
        return [a for _, a in Planner(state, seat, self.style, rng).plan()]


def without_thought(s: CuzcoState, seat: int, actions: list[Action],
                    plan: dict[tuple, Action], w: Weights) -> Action | None:
    """The decision that needs no search: the only option, a festival bid (by rule) or
    the next step of the plan made for this very position."""
    if len(actions) == 1:
        return actions[0]
    if s.festival is not None:
        return bid(s, seat, actions, w)
    planned = plan.get(fingerprint(s, seat))
    return planned if planned is not None and planned in actions else None


def fingerprint(s: CuzcoState, seat: int) -> tuple:
    """Everything a plan depends on: the same fingerprint means the same position for
    the planning seat (hidden cards of others aside, which a plan never uses)."""
    return (s.checkpoint, s.turn_player, s.ap, s.phase, s.draws, s.token_used,
            tuple(s.inca), bytes(s.height), bytes(s.top), bytes(s.pond), tuple(s.temple),
            tuple(s.hands[seat]), s.discard[-1] if s.discard else -1)


# ------------------------------------------------------------------------- planning
class Planner:
    """One turn's greedy plan for ``seat``, on a clone of ``state``."""

    def __init__(self, state: CuzcoState, seat: int, style: Style, rng: Rng) -> None:
        self.root = state
        self.seat = seat
        self.style = style
        self.w = style.weights
        self.rng = rng

    def value(self, s: CuzcoState) -> float:
        return relative(estimates(s, self.w), self.seat)

    def plan(self) -> list[tuple[tuple, Action]]:
        sim = self.root.clone()
        seat = self.seat
        out: list[tuple[tuple, Action]] = []
        for _ in range(_MAX_STEPS):
            if sim.is_over or sim.current_player != seat or sim.festival is not None:
                break
            macro = self.step(sim)
            for action in macro:
                out.append((fingerprint(sim, seat), action))
                sim.apply_legal(action)
            if macro[-1].kind in ("end_turn", "festival"):
                break
        else:
            if sim.current_player == seat and sim.festival is None and not sim.is_over:
                out.append((fingerprint(sim, seat), self.finish(sim)))
        return out

    def step(self, s: CuzcoState) -> Macro:
        """The next macro: the mandatory placement, the best improving macro, or the end
        of the turn."""
        phase = s.phase[0]
        if phase == "start":
            tiles = [a["tile"] for a in s.legal_actions() if a.kind == "choose_terrain"]
            best = self.best_placement(s, tiles)
            assert best is not None
            return best[1]
        if phase == "place":
            best = self.best_placement(s, [s.phase[1]], chosen=True)
            assert best is not None
            return best[1]
        base = self.value(s)
        legal = s.legal_actions()
        best = self.best_main(s, legal)
        if best is not None and best[0] > base + self.style.min_gain:
            return best[1]
        if _TOKEN in legal:
            c = s.clone()
            c.apply_legal(_TOKEN)
            extra = self.best_main(c, c.legal_actions())
            if extra is not None and extra[0] > base + self.style.min_gain:
                return [_TOKEN, *extra[1]]
        return [self.finish(s, legal)]

    # -------------------------------------------------------------- the turn's end
    def finish(self, s: CuzcoState, legal: list[Action] | None = None) -> Action:
        """End the turn, proposing the festival that pays best if any does."""
        legal = legal if legal is not None else s.legal_actions()
        best, gain = None, self.style.propose_margin
        for a in legal:
            if a.kind == "festival":
                g = festival_gain(s, self.seat, a["temple"], self.w)
                if g > gain:
                    best, gain = a, g
        if best is not None:
            return best
        return _END if _END in legal else fallback(legal)

    # -------------------------------------------------------------- main-phase macros
    def best_main(self, s: CuzcoState, legal: list[Action]) -> tuple[float, Macro] | None:
        """The best macro other than ending the turn, with its value."""
        options = self.main_options(s, legal)
        return max(options, key=lambda o: o[0]) if options else None

    def main_options(self, s: CuzcoState, legal: list[Action],
                     placements: int = 1) -> list[tuple[float, Macro]]:
        """Every candidate macro other than ending the turn, each with its value: the
        temple changes, moves, ponds, entries, the ``placements`` best terrain placements
        and a card draw."""
        out: list[tuple[float, Macro]] = []
        tiles: list[str] = []
        moves: list[Action] = []
        enters: list[Action] = []
        ponds: list[Action] = []
        temples: list[Action] = []
        draw = False
        for a in legal:
            kind = a.kind
            if kind == "move":
                moves.append(a)
            elif kind == "choose_terrain":
                tiles.append(a["tile"])
            elif kind == "enter":
                enters.append(a)
            elif kind == "pond":
                ponds.append(a)
            elif kind in ("build_temple", "expand_temple"):
                temples.append(a)
            elif kind == "draw":
                draw = True
        singles: list[Macro] = [[a] for a in self.temple_choices(s, temples)]
        singles += [[a] for a in self.move_choices(s, moves)]
        singles += [[a] for a in self.pond_choices(s, ponds)]
        for macro in singles:
            c = s.clone()
            for a in macro:
                c.apply_legal(a)
            out.append((self.value(c), macro))
        out += self.enter_choices(s, enters)
        if tiles:
            out += self.placements(s, tiles, extra=True)[:placements]
        if draw:
            drawn = self.draw_choice(s)
            if drawn is not None:
                out.append(drawn)
        return out

    def temple_choices(self, s: CuzcoState, temples: list[Action]) -> list[Action]:
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
            acts.sort(key=lambda a: (s.height[a["cell"]], _free_around(s, a["cell"])))
            out += acts[:2]
        return out

    def move_choices(self, s: CuzcoState, moves: list[Action]) -> list[Action]:
        """Moves to hexes that can change a standing: into a village or city at a height
        that matters there, or beside a pond or hole, best few per Inca."""
        if not moves:
            return []
        scorer = MoveScorer(s, self.seat)
        per_inca: dict[int, list[tuple[float, Action]]] = {}
        for a in moves:
            score = scorer.score(a["cell"], a["to"])
            if score > 0:
                per_inca.setdefault(a["cell"], []).append((score, a))
        pool: list[tuple[float, Action]] = []
        for items in per_inca.values():
            items.sort(key=lambda x: -x[0])
            pool += items[:4]
        pool.sort(key=lambda x: -x[0])
        return [a for _, a in pool[: self.style.move_width]]

    def pond_choices(self, s: CuzcoState, ponds: list[Action]) -> list[Action]:
        """Pond tiles next to the bot's Incas or its nearly enclosed ponds, fewest empty
        hexes around first."""
        if not ponds:
            return []
        seat = self.seat
        inca, top, pond = s.inca, s.top, s.pond
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
        return [a for _, a in scored[: self.style.pond_width]]

    def enter_choices(self, s: CuzcoState, enters: list[Action]) -> list[tuple[float, Macro]]:
        """An Inca brought in and walked to the best hex it can then reach (or left on its
        entry hex), valued as one macro."""
        if not enters or s.off_board[self.seat] == 0:
            return []
        scorer = MoveScorer(s, self.seat)
        options: list[tuple[float, Action, Action | None]] = []
        for a in enters:
            e = a["cell"]
            left = s.ap - H.ENTRY_COST[e]
            here = scorer.score(-1, e)
            options.append((here, a, None))
            for d, cost in s.move_costs(e, self.seat).items():
                if cost <= left and d != e:
                    score = scorer.score(-1, d) - 0.3 * cost
                    if score > 0:
                        options.append((score, a, Action("move", cell=e, to=d)))
        options.sort(key=lambda x: -x[0] + 0.2 * H.ENTRY_COST[x[1]["cell"]])
        out = []
        for _, a, move in options[: self.style.enter_width]:
            c = s.clone()
            c.apply_legal(a)
            macro = [a]
            if move is not None:
                c.apply_legal(move)
                macro.append(move)
            out.append((self.value(c), macro))
        return out

    def draw_choice(self, s: CuzcoState) -> tuple[float, Macro] | None:
        """Drawing a card, valued by what a card is worth to the bot (never a card it
        cannot use: a full hand or no festival left). The face-up card is taken when it
        matches more relics than an average card and no festival of this turn needs the
        current face-up card."""
        w = self.w
        hand = s.hands[self.seat]
        if (len(hand) >= w.card_cap or not festivals_left(s) or s.last_triple_by >= 0
                or not s.discard):
            return None
        c = s.clone()
        relics = face_up_relics(s)
        face_up = s.discard[-1]
        wanted = len(C.FESTIVAL_CARDS[face_up]) == 2 and not any(
            festival_points(x, relics) for x in hand)
        action = _DRAW_FACE_UP if wanted else _DRAW_DECK
        c.apply_legal(action)
        # Value with the card the bot expects rather than the one this clone happened to
        # deal: the deck is hidden.
        values = estimates(c, w)
        if action is _DRAW_DECK:
            drawn = c.hands[self.seat][-1]
            values[self.seat] -= w.card_match * bool(festival_points(drawn, relics))
            values[self.seat] += w.card_match * 0.5
        return relative(values, self.seat), [action]

    # -------------------------------------------------------------- placements
    def best_placement(self, s: CuzcoState, tiles: list[str],
                       chosen: bool = False) -> tuple[float, Macro] | None:
        """The best terrain to place (of the given kinds) with, for the most promising
        ones, the climb of an adjacent Inca onto it."""
        options = self.placements(s, tiles, chosen)
        return options[0] if options else None

    def placements(self, s: CuzcoState, tiles: list[str], chosen: bool = False,
                   extra: bool = False) -> list[tuple[float, Macro]]:
        """The placements worth a look (the best by the prefilter, and one at random), each
        valued with, for the most promising, the best climb onto it; best first.
        ``extra``: a placement beyond the turn's mandatory one (``Style.extra_width``)."""
        scorer = PlaceScorer(s, self.seat, self.style, self.rng)
        score = scorer.score
        out: list[tuple[float, Macro]] = []
        for tile in tiles:
            if chosen:
                c0 = s
                prefix: Macro = []
            else:
                c0 = s.clone()
                c0.apply_legal(_CHOOSE[tile])
                prefix = [_CHOOSE[tile]]
            places = c0.legal_actions()
            full = (self.style.extra_width or self.style.place_width) if extra else \
                self.style.place_width
            width = full if tile == "triple" else max(min(4, full), full // 2)
            n = len(places)
            if n > width:
                top = heapq.nlargest(width, range(n), key=lambda i: score(places[i]))
                picks = [places[i] for i in top]
                rest = self.rng.randbelow(n - width)  # and one of the others at random
                taken = sorted(top)
                for i in taken:
                    if i <= rest:
                        rest += 1
                picks.append(places[rest])
            else:
                picks = sorted(places, key=score, reverse=True)
            for i, a in enumerate(picks):
                c = c0.clone()
                c.apply_legal(a)
                v = self.value(c)
                macro = [*prefix, a]
                if i < self.style.climb_width:
                    climb = self.best_climb(c, a["cells"])
                    if climb is not None and climb[0] > v:
                        v, macro = climb[0], [*macro, climb[1]]
                out.append((v, macro))
        # Stable: among equal values the first looked at stays first.
        out.sort(key=lambda o: -o[0])
        return out

    def best_climb(self, s: CuzcoState, cells: tuple[int, ...]) -> tuple[float, Action] | None:
        """An Inca of the bot next to new terrain moved onto it, if that helps."""
        seat = self.seat
        best = None
        tried: set[tuple[int, int]] = set()
        for cell in cells:
            for m in H.NEIGHBOURS[cell]:
                if s.inca[m] != seat:
                    continue
                costs = s.move_costs(m, seat)
                for d in cells:
                    cost = costs.get(d)
                    if cost is None or cost > s.ap or (m, d) in tried:
                        continue
                    tried.add((m, d))
                    c = s.clone()
                    c.apply_legal(Action("move", cell=m, to=d))
                    v = self.value(c)
                    if best is None or v > best[0]:
                        best = (v, Action("move", cell=m, to=d))
        return best


def _free_around(s: CuzcoState, cell: int) -> int:
    return sum(1 for b in H.NEIGHBOURS[cell] if s.top[b] == C.VILLAGE and s.inca[b] < 0)


# ------------------------------------------------------------------ cheap prefilters
class CompFacts:
    """Per village or city: its worth, the best height of each seat there, the leader."""

    __slots__ = ("best", "first", "lead", "worth")

    def __init__(self, s: CuzcoState, comp: tuple[int, ...]) -> None:
        order = ranked(comp, s.inca, s.height)
        self.lead = strict_highest(order)
        self.first = [q for k, q in order if k == order[0][0]] if order else []
        self.best = {q: k[0] for k, q in order}
        tc = next((c for c in comp if s.temple[c]), -1)
        if tc >= 0:
            value = s.temple[tc]
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
        h = s.height[dest]
        score = 0.0
        k = self.info.comp_of[dest]
        if k >= 0:
            facts = self.facts[k]
            rival = max((b for q, b in facts.best.items() if q != seat), default=0)
            same = start >= 0 and self.info.comp_of[start] == k
            if same:
                if h > s.height[start]:
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
        inca, height = s.inca, s.height
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
            tc = next((c for c in comp if s.temple[c]), -1)
            room = 1.0
            if tc >= 0 and s.temple[tc] >= 10:
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


# ------------------------------------------------------------------------ festivals
def average_fp(s: CuzcoState, seat: int, relics: tuple[int, ...]) -> float:
    """Festival points of a card ``seat`` has not seen, on average."""
    bit = 1 << seat
    unseen = [c for c in range(len(C.FESTIVAL_CARDS)) if not s.known[c] & bit]
    if not unseen:
        return 0.0
    return sum(festival_points(c, relics) for c in unseen) / len(unseen)


def rival_points(s: CuzcoState, seat: int, rival: int, relics: tuple[int, ...],
                 avg: float) -> float:
    """What ``seat`` can expect a rival's hand to bring to a bid: the cards it has seen
    exactly, the others at the average."""
    bit = 1 << seat
    total = 0.0
    for c in s.hands[rival]:
        total += festival_points(c, relics) if s.known[c] & bit else avg
    return total


def _card_cost(w: Weights) -> float:
    return w.card + w.card_match


@dataclass(frozen=True)
class Contest:
    """A festival bid as ``seat`` sees it: what it has bid and can still bid, and the same
    for its strongest rival (seen cards exactly, unseen ones at the average)."""

    mine: int
    reserve: int
    rival: int
    """The highest total of the rivals still in."""
    rival_max: float
    """The most festival points a rival still in can be expected to reach."""
    card_fp: float
    """The bot's festival points per card, on average."""

    @property
    def my_max(self) -> int:
        return self.mine + self.reserve

    def cards_to(self, target: float) -> int:
        """Cards the bot expects to play to bring its total to ``target``."""
        need = max(0.0, target - self.mine)
        return int(-(-need // max(1.0, self.card_fp)))


def contest(s: CuzcoState, seat: int, rivals: list[int], totals: dict[int, int],
            relics: tuple[int, ...]) -> Contest:
    points = [festival_points(c, relics) for c in s.hands[seat]]
    points = [p for p in points if p]
    avg = average_fp(s, seat, relics)
    mine = totals.get(seat, 0)
    rival = max((totals.get(q, 0) for q in rivals), default=0)
    rival_max = max((totals.get(q, 0) + rival_points(s, seat, q, relics, avg)
                     for q in rivals), default=0.0)
    card_fp = sum(points) / len(points) if points else 1.0
    return Contest(mine, sum(points), rival, rival_max, card_fp)


def all_in(c: Contest, alone: int, shared: int, share: float, cost: float) -> float:
    """What bidding on to the end is worth against dropping now (rivals raise as long
    as they can): the sole organization when the bot can outlast its rivals, a shared one
    when it can only match them, nothing otherwise. A rival's gain counts ``share``."""
    if c.my_max > c.rival_max + 0.5:
        return alone + share * alone - c.cards_to(min(c.my_max, c.rival_max + 1)) * cost
    if c.my_max >= c.rival_max - 0.5:
        return shared + share * (alone - shared) - c.cards_to(c.my_max) * cost
    return -1.0


def festival_gain(s: CuzcoState, seat: int, temple: int, w: Weights) -> float:
    """Expected PP for ``seat`` (against the others) of proposing a festival at
    ``temple`` now, minus the cards it expects to spend."""
    value = s.temple[temple]
    alone, shared = C.FESTIVAL_PP[value]
    relics = face_up_relics(s)
    info = terrain(s)
    comp = info.comps[info.comp_of[temple]]
    rivals = sorted({s.inca[c] for c in comp if s.inca[c] >= 0} - {seat})
    c = contest(s, seat, rivals, {}, relics)
    if not c.reserve:
        return -1.0
    cost = _card_cost(w)
    if not rivals:
        return alone - cost
    share = 1.0 / max(1, s.num_players - 1)
    if c.my_max > c.rival_max + 0.5:
        return alone - c.cards_to(c.rival_max + 1) * cost
    if c.my_max >= c.rival_max - 0.5:
        return shared - share * shared - c.cards_to(c.my_max) * cost
    return -share * alone - cost


def bid(s: CuzcoState, seat: int, actions: list[Action], w: Weights) -> Action:
    """A festival bid: bid on while outlasting (or matching) the rivals is worth the cards,
    keep a lead without spending more, co-organize when raising cannot outlast them, drop
    as soon as the festival cannot be won."""
    f = s.festival
    assert f is not None
    relics = f["relics"]
    alone, shared = C.FESTIVAL_PP[s.temple[f["temple"]]]
    cost = _card_cost(w)
    plays = sorted((a for a in actions if a.kind == "play_card"),
                   key=lambda a: (festival_points(a["card"], relics),
                                  len(C.FESTIVAL_CARDS[a["card"]])))
    rivals = [q for q in f["active"] if q != seat]
    c = contest(s, seat, rivals, f["total"], relics)
    share = 1.0 / max(1, s.num_players - 1)

    def play(needed: int) -> Action:
        fits = [a for a in plays if festival_points(a["card"], relics) >= needed]
        return fits[0] if fits else plays[-1]

    def stop() -> Action:
        for a in (_DONE, _DROP):
            if a in actions:
                return a
        return plays[0] if plays else fallback(actions)

    if c.mine < c.rival:
        if c.my_max < c.rival or all_in(c, alone, shared, share, cost) <= 0:
            return stop()
        return play(c.rival - c.mine)
    if c.mine == 0:  # the proposer's first card
        return play(1) if plays else stop()
    if c.mine > c.rival or not rivals or not plays:
        return stop()
    # Tied: raise for the sole organization only when the bot can outlast its rivals.
    if (c.my_max > c.rival_max + 0.5
            and (alone - shared) * (1 + share) > c.cards_to(c.rival_max + 1) * cost):
        return play(1)
    return stop()


# ------------------------------------------------------------------------ the styles
TEMPLES = Style(
    name="temples",
    weights=replace(DEFAULT, temples_lever=1.15, final_lever=1.1, expand=0.85, build=0.85,
                    final_early=0.85, steal=0.45),
    city_interest=1.4, pond_interest=0.6,
)
"""Gets and keeps the highest position in many cities, builds and grows temples."""

PONDS = Style(
    name="ponds",
    weights=replace(DEFAULT, ponds_lever=1.5, hole=0.8,
                    pond_close=(1.0, 0.65, 0.45, 0.3, 0.15, 0.08)),
    pond_interest=2.0, pond_width=10, city_interest=0.8,
)
"""Sets up ponds beside its high Incas and encloses them; plays temples sensibly."""

FESTIVALS = Style(
    name="festivals",
    weights=replace(DEFAULT, festivals_lever=1.3),
)
"""Holds cards with the relics that matter, stands in cities with unused temples and
proposes festivals it leads or ties."""

STYLES = {style.name: style for style in (TEMPLES, PONDS, FESTIVALS)}


def rollout_bot(name: str = "temples") -> StrategyBot:
    """A cheaper bot of a style for search rollouts: the same evaluation and bidding,
    narrower candidate lists (a few placements, moves and entries per step)."""
    style = STYLES[name]
    return StrategyBot(replace(style, name=f"{name}-rollout", place_width=5, extra_width=2,
                               climb_width=2, move_width=6, enter_width=3, pond_width=3))


def _factory(style: Style) -> Callable[[], StrategyBot]:
    return lambda: StrategyBot(style)


STRATEGIES: dict[str, Callable[[], StrategyBot]] = {
    name: _factory(style) for name, style in STYLES.items()
}
"""Strategy bots by name, for ``make_bot(name, "cuzco")``."""
