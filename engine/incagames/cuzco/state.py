"""Cuzco: the game state, and the protocol's entry points over the rules.

A turn is a sequence of atomic decisions of the turn owner, each paid in action points
(AP): the mandatory first placement (choose a terrain, then where it goes), then any of
placing terrain, bringing Incas in or out, moving them, building or expanding temples,
setting up ponds, drawing festival cards, using an additional-action token, and at last
ending the turn or proposing a festival, whose bidding asks the other players in turn.

Each rule lives in the module named after the rulebook section that states it: ``turn``
(playing the game), ``placement`` (placing a terrain), ``incas`` (moving Incas),
``temples``, ``ponds``, ``cards`` (drawing festival cards), ``tokens`` (additional
action tokens), ``festival``, ``scoring`` (grand final scoring and end of the game), and
``site`` for the villages and cities they all read. Each offers the listing, the check
and the ``apply_<kind>`` of its actions as functions of the state; ``preview`` tells an
action's price and refusal before it is played. ``site_state`` holds the site and the
only ways the rules change it; this module holds the rest of the data, set-up and
cloning, and dispatches by action kind.

Rulings beyond the rule text (COMPONENTS.md and here):

* Placing is two decisions: which terrain (``choose_terrain``), then where (``place``,
  with the cells and which of them is the village hex). Undo returns to the choice.
* A festival bid is played one card at a time; ``done`` ends your bidding turn once your
  total reaches the highest bid (at least 1 FP); ``drop`` (only while below the highest
  bid) leaves the bidding and loses the cards played. When every remaining bidder ends a
  turn without playing, they co-organize. A decision with a single possible answer is
  taken automatically (so a tie nobody can raise is agreed at once, as the rules say).
* If a whole round passes in which nobody can place any terrain, the game goes to its
  end as if the last triple had been placed (the rulebook does not cover a stalled site).
* Knowledge of festival cards: a card drawn face up, or played, is known to everyone; a
  card drawn from the deck only to its holder.
* The face-up festival card is always there (the rulebook does not say what happens when
  deck and discard pile run out): a card may be drawn, face up or from the deck, only
  while another card can take the face-up place, from the deck or from the discard pile.
  So a festival can always be proposed when the rules allow one, even when every other
  card sits in a hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.actions import Action
from ..core.adapter import CardGameState
from ..core.errors import IllegalAction
from ..core.rng import Rng
from ..core.state import Event, Outcome, Preview, followed
from . import catalog as K
from . import components as C
from . import hexgrid as H
from .cards import apply_draw, draw_actions, draw_allowed
from .festival import (
    apply_done,
    apply_drop,
    apply_festival,
    apply_play_card,
    bids,
    copy_festival,
    proposals,
    propose_allowed,
    settle,
)
from .incas import apply_enter, apply_leave, apply_move, entry_allowed, inca_actions, move_allowed
from .incas import move_costs as _move_costs
from .placement import (
    apply_choose_terrain,
    apply_place,
    choose_allowed,
    place_allowed,
    placements,
    terrain_choices,
)
from .placement import placement_cost as _placement_cost
from .placement import placement_problem as _placement_problem
from .ponds import apply_pond, pond_actions, pond_allowed
from .preview import preview as _preview
from .regions import Regions
from .scoring import SCORE_KEYS
from .scoring import outcome as _outcome
from .serial import state_from_json, state_to_json
from .site import settlements_of
from .site_state import SiteState
from .temples import apply_build_temple, apply_expand_temple, temple_actions, temple_allowed
from .terrain import Terrain
from .tokens import apply_use_token, token_actions, token_allowed
from .turn import apply_end_turn, end_allowed, start_turn
from .view import build_view


class CuzcoState(SiteState, CardGameState):
    """A position of Cuzco for 2 to 4 players.

    Besides its fields, a state keeps derived data for speed (bots list and apply
    actions in thousands of clones): the terrain's (``terrain.py``: placement costs,
    villages, Inca regions..., shared by clones and cached by content) and each player's
    Inca hexes. The site, its lists shared with clones, the derived data and the
    mutators the rule modules change the site with are ``SiteState``'s
    (``site_state.py``); the rule modules also ask ``is_legal(action)`` and set the
    plain fields (``ap``, ``phase``, the supplies...) directly.
    Incas stand only on terrain without a temple, as the engine and the loader ensure.
    """

    game_id = "cuzco"
    VIEW = build_view
    TO_JSON = state_to_json
    FROM_JSON = state_from_json
    __slots__ = (
        "ap",
        "checkpoint_no",
        "deck",
        "discard",
        "discs",
        "doubles",
        "draws",
        "ending",
        "events",
        "festival",
        "final_queue",
        "floors",
        "hands",
        "idle_turns",
        "last_triple_by",
        "num_players",
        "off_board",
        "phase",
        "placed",
        "ponds",
        "rng",
        "scored",
        "scores",
        "singles_crop",
        "singles_village",
        "temple_changed",
        "token_used",
        "tokens",
        "triples",
        "turn_player",
    )
    # Set at the start of each turn (``turn.start_turn``):
    ap: int
    draws: int
    placed: bool
    token_used: bool
    temple_changed: set[int]
    """Temples built or expanded this turn (each at most once a turn)."""
    phase: tuple
    """("start",) before the mandatory placement, ("main",), or ("place", terrain,
    whether it is the mandatory placement) between choosing a terrain and placing it."""

    # ------------------------------------------------------------------ set-up
    def __init__(self, players: int, seed: int) -> None:
        if not isinstance(players, int) or not 2 <= players <= 4:
            raise ValueError("Cuzco is for 2 to 4 players")
        n = self.num_players = players
        self.rng = Rng(seed)
        self._set_up_site()
        self.ponds = C.POND_TILES - len(H.PRINTED_PONDS)
        self.discs = C.SOLAR_DISCS
        self.floors = dict(C.FLOORS)
        self.off_board = [C.INCAS_PER_PLAYER] * n
        self.triples = C.TRIPLES
        self.doubles = [C.DOUBLES_PER_PLAYER] * n
        self.singles_village = [C.SINGLE_VILLAGES_PER_PLAYER] * n
        self.singles_crop = [C.SINGLE_CROPS_PER_PLAYER] * n
        self.tokens = [C.TOKENS_PER_PLAYER] * n
        self.scores = [dict.fromkeys(SCORE_KEYS, 0) for _ in range(n)]
        deck = list(range(len(C.FESTIVAL_CARDS)))
        self.rng.shuffle(deck)
        self._known = [0] * len(C.FESTIVAL_CARDS)
        self.hands: list[list[int]] = []
        for p in range(n):
            hand = [deck.pop() for _ in range(C.START_HAND)]
            for card in hand:
                self.known[card] = 1 << p
            self.hands.append(hand)
        face_up = deck.pop()
        self.known[face_up] = (1 << n) - 1
        self.discard = [face_up]
        self.deck = deck
        self.turn_player = self.rng.randbelow(n)
        self.ending = ""
        self.checkpoint_no = 0
        self.last_triple_by = -1
        self.scored = [False] * n
        self.final_queue: list[int] = []
        self.idle_turns = 0
        self.festival: dict[str, Any] | None = None
        self.events: list[Event] = [{"kind": "setup", "start_player": self.turn_player}]
        self.derive()
        start_turn(self, self.turn_player)

    # ------------------------------------------------------------ the protocol
    @property
    def current_player(self) -> int | None:
        if self.ending:
            return None
        if self.festival is not None:
            return self.festival["order"][self.festival["at"]]
        return self.turn_player

    @property
    def is_over(self) -> bool:
        return bool(self.ending)

    @property
    def checkpoint(self) -> int:
        return self.checkpoint_no

    def clone(self) -> CuzcoState:
        s = object.__new__(CuzcoState)
        s.num_players = self.num_players
        s.ap = self.ap
        s.checkpoint_no = self.checkpoint_no
        s.discs = self.discs
        s.draws = self.draws
        s.ending = self.ending
        s.events = self.events
        s.last_triple_by = self.last_triple_by
        s.phase = self.phase
        s.placed = self.placed
        s.ponds = self.ponds
        s.triples = self.triples
        s.turn_player = self.turn_player
        s.token_used = self.token_used
        s.idle_turns = self.idle_turns
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.off_board = self.off_board[:]
        s.scored = self.scored[:]
        s.singles_crop = self.singles_crop[:]
        s.singles_village = self.singles_village[:]
        s.doubles = self.doubles[:]
        s.tokens = self.tokens[:]
        s.final_queue = self.final_queue[:]
        self._share_site(s)
        s.rng = Rng(self.rng.state)
        s.floors = self.floors.copy()
        s.hands = [h[:] for h in self.hands]
        s.scores = [d.copy() for d in self.scores]
        s.temple_changed = self.temple_changed.copy()
        f = self.festival
        s.festival = None if f is None else copy_festival(f)
        return s

    def legal_actions(self) -> list[Action]:
        if self.ending:
            return []
        if self.festival is not None:
            return bids(self)
        t = self.terrain()
        p = self.turn_player
        kind = self.phase[0]
        if kind == "place":
            return placements(self, p, self.phase[1])
        out = terrain_choices(self, p)
        if kind == "start":
            return out
        inca_actions(self, p, t, out)
        mine = settlements_of(self, p, t)
        if mine:
            temple_actions(self, p, t, mine, out)
        pond_actions(self, t, out)
        draw_actions(self, out)
        token_actions(self, p, out)
        if mine:
            proposals(self, p, t, mine, out)
        out.append(K.END)
        return out

    def apply(self, action: Action) -> None:
        if self.ending:
            raise IllegalAction("the game is over")
        if not isinstance(action, Action):
            raise IllegalAction("not an action")
        if not self.is_legal(action):
            legal = self.legal_actions()  # only to say why
            kinds = sorted({a.kind for a in legal})
            if action.kind not in kinds:
                raise IllegalAction(f"'{action.kind}' is not possible now: seat "
                                    f"{self.current_player} may {', '.join(kinds)}")
            raise IllegalAction(f"{action} is not allowed here (blocked, not affordable "
                                f"with {self.ap} AP, or unknown)")
        self.events = []
        _APPLY[action.kind](self, action)
        settle(self)

    def apply_legal(self, action: Action) -> None:
        """Apply an action taken from ``legal_actions()`` of this very state, without
        checking it again (bots try thousands of them on clones)."""
        self.terrain()
        self.events = []
        if action.kind == "move":  # most decisions
            apply_move(self, action)
        else:
            _APPLY[action.kind](self, action)
            settle(self)

    def is_legal(self, a: Action) -> bool:
        """Is ``a`` one of ``legal_actions()``? Checked for that one action (the reach of
        one Inca, the cells of one placement, one city), without listing the others;
        each check ends by comparing with the object ``legal_actions`` would list."""
        if self.festival is not None:
            return a in bids(self)
        t = self.terrain()
        kind = a.kind
        phase = self.phase[0]
        if phase == "place":
            return kind == "place" and place_allowed(self, a, t)
        if phase == "start" and kind != "choose_terrain":
            return False
        allowed = _ALLOWED.get(kind)
        return allowed is not None and allowed(self, a, t)

    def preview(self, action: Action, follow: bool = False) -> Preview:
        """What ``action`` would cost the deciding seat and why it is refused
        (``preview.py``); changes nothing. ``follow``: the position after a legal action
        too (``core.state.followed``)."""
        preview = _preview(self, action)
        return followed(preview, self, action) if follow else preview

    def outcome(self) -> Outcome:
        return _outcome(self)

    def score(self, p: int) -> int:
        return sum(self.scores[p].values())

    def breakdown(self, p: int) -> dict[str, Any]:
        """PP by source (``scoring.SCORE_KEYS``) and their ``total``."""
        return {**self.scores[p], "total": self.score(p)}

    # ------------------------------------- queries of the rules (bots, tests)
    def placement_cost(self, cells: tuple[int, ...]) -> int:
        """``placement.placement_cost``: AP of a placement, -1 when not possible now."""
        return _placement_cost(self, cells)

    def placement_problem(self, cells: tuple[int, ...], village: int) -> str | None:
        """``placement.placement_problem``: why a terrain cannot go there now."""
        return _placement_problem(self, cells, village)

    def move_costs(self, start: int, p: int, regions: Regions | None = None) -> dict[int, int]:
        """``incas.move_costs``: cheapest AP from ``start`` to every free hex."""
        return _move_costs(self, start, p, regions)


_APPLY: dict[str, Callable[[CuzcoState, Action], None]] = {
    "choose_terrain": apply_choose_terrain, "place": apply_place,
    "enter": apply_enter, "leave": apply_leave, "move": apply_move,
    "build_temple": apply_build_temple, "expand_temple": apply_expand_temple,
    "pond": apply_pond, "draw": apply_draw, "use_token": apply_use_token,
    "end_turn": apply_end_turn, "festival": apply_festival,
    "play_card": apply_play_card, "done": apply_done, "drop": apply_drop,
}
"""Action kind -> the rule that plays it."""

_ALLOWED: dict[str, Callable[[CuzcoState, Action, Terrain], bool]] = {
    "choose_terrain": choose_allowed, "move": move_allowed,
    "enter": entry_allowed, "leave": entry_allowed,
    "build_temple": temple_allowed, "expand_temple": temple_allowed,
    "pond": pond_allowed, "draw": draw_allowed, "use_token": token_allowed,
    "end_turn": end_allowed, "festival": propose_allowed,
}
"""Action kind -> its check, outside a festival's bidding and a placement (``is_legal``
checks those)."""
