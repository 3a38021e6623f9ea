"""Cuzco's validating ``apply`` checks one action without listing the others: it must
accept exactly the actions ``legal_actions()`` lists, in every kind of position.

Seeded random games (2-4 players; uniform or kind-first choices, so temples, festivals
and final rounds occur); at every few decisions, every listed action and many near
misses (one parameter changed, a parameter added, a flag for a number, other kinds) are
asked of ``_allowed`` and compared with the listing.
"""

from __future__ import annotations

from cuzco_invariants import pick
from incagames.core import Action, IllegalAction, Rng
from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H
from incagames.cuzco.state import CuzcoState


def _near_misses(a: Action, rng: Rng) -> list[Action]:
    """The action with each parameter nudged, one at a time, and with an extra one."""
    params = dict(a.params)
    out = [Action(a.kind, **params, extra=1)]
    for name, value in params.items():
        if isinstance(value, bool) or not isinstance(value, (int, tuple)):
            continue
        if isinstance(value, tuple):
            nudged: list[object] = [value[::-1], value[:-1], (*value[:-1], value[-1] + 1)]
        else:
            nudged = [value + 1, value - 1, value + 2, -1, H.N_CELLS, rng.randbelow(H.N_CELLS)]
        if value == 1:
            nudged.append(True)
        for v in nudged:
            out.append(Action(a.kind, **{**params, name: v}))
    return out


def _random_actions(rng: Rng) -> list[Action]:
    cell = rng.randbelow(H.N_CELLS)
    shape = rng.choice(H.PLACEMENTS[rng.randbelow(3) + 1])
    return [
        Action("move", cell=cell, to=rng.randbelow(H.N_CELLS)),
        Action("enter", cell=cell), Action("leave", cell=cell), Action("pond", cell=cell),
        Action("build_temple", cell=cell, value=rng.choice(C.TEMPLE_VALUES)),
        Action("expand_temple", cell=cell, value=rng.choice(C.TEMPLE_VALUES)),
        Action("place", cells=shape, village=rng.choice((-1, *shape))),
        Action("choose_terrain", tile=rng.choice(C.TILES)),
        Action("draw", source=rng.choice(("deck", "face_up", "top"))),
        Action("festival", temple=cell), Action("play_card", card=rng.randbelow(30)),
        Action("done"), Action("drop"), Action("end_turn"), Action("use_token"),
        Action("move", cell="a", to=None), Action("move"), Action("place", cells=[cell]),
    ]


def _check(s: CuzcoState, rng: Rng) -> int:
    legal = s.legal_actions()
    asked = (legal if len(legal) <= 40 else [rng.choice(legal) for _ in range(40)])
    asked = asked + _random_actions(rng)
    for _ in range(min(len(legal), 12)):
        a = rng.choice(legal)
        asked += _near_misses(a, rng)
    listed = set(legal)
    for a in asked:
        assert s.is_legal(a) == (a in listed), (a, s.phase, s.festival is not None)
    # The validating apply agrees, and a refusal changes nothing.
    for a in asked[-6:]:
        copy = s.clone()
        if a in listed:
            copy.apply(a)
        else:
            before = copy.to_json()
            try:
                copy.apply(a)
            except IllegalAction:
                pass
            else:
                raise AssertionError(f"{a} was applied")
            assert copy.to_json() == before
    return len(asked)


def test_allowed_is_membership_of_the_listing() -> None:
    asked = 0
    kinds: set[str] = set()
    for g in range(6):
        players = 2 + g % 3
        s = CuzcoState(players, 900 + g)
        rng = Rng(g)
        decisions = 0
        while not s.is_over:
            if decisions % 9 == 0 or s.festival is not None or s.phase[0] != "main":
                asked += _check(s, rng)
            action = pick(s, rng) if g % 2 else rng.choice(s.legal_actions())
            kinds.add(action.kind)
            s.apply(action)
            decisions += 1
    assert asked > 40_000
    assert {"build_temple", "festival", "place", "move", "enter", "pond"} <= kinds
