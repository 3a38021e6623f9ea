"""A Cuzco strategy bot's plan for its turn: greedy over *macros*, one step per decision.

A short list of candidate macros (one to three decisions that only make sense together:
choose a terrain and place it, and climb onto it; bring an Inca in and walk it to a
village; use a token and the action it pays for) is played on clones of the position,
pruned first by cheap scores (``pruning.py``), and the best one is taken while it raises
the bot's standing against the others (``evaluation.estimates``) by more than the style's
``min_gain``; then the turn ends, with a festival when one pays (``bidding.py``).
"""

from __future__ import annotations

import heapq
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.chances import relative
from ...core.rng import Rng
from ...core.search import fallback
from .. import components as C
from .. import hexgrid as H
from .bidding import festival_gain
from .evaluation import estimates
from .facts import face_up_relics, festival_points, festivals_left
from .pruning import MoveScorer, PlaceScorer, pond_choices, temple_choices

if TYPE_CHECKING:
    from ..state import CuzcoState
    from .strategy import Style

Macro = list[Action]
_END = Action("end_turn")
_TOKEN = Action("use_token")
_DRAW_DECK = Action("draw", source="deck")
_DRAW_FACE_UP = Action("draw", source="face_up")
_CHOOSE = {t: Action("choose_terrain", tile=t) for t in C.TILES}
MAX_STEPS = 40
"""Macros per turn at most (each must improve the position, so this is a safety net)."""


def fingerprint(s: CuzcoState, seat: int) -> tuple:
    """Everything a plan depends on: the same fingerprint means the same position for
    the planning seat (hidden cards of others aside, which a plan never uses)."""
    return (s.checkpoint, s.turn_player, s.ap, s.phase, s.draws, s.token_used,
            tuple(s.inca), bytes(s.shared_height), bytes(s.shared_top), bytes(s.shared_pond),
            tuple(s.shared_temple),
            tuple(s.hands[seat]), s.discard[-1] if s.discard else -1)


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
        for _ in range(MAX_STEPS):
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
        singles: list[Macro] = [[a] for a in temple_choices(s, temples)]
        singles += [[a] for a in self.move_choices(s, moves)]
        singles += [[a] for a in pond_choices(s, self.seat, ponds,
                                                  self.style.pond_width)]
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
