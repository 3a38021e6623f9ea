"""Cuzco's ``preview``: the price it tells is what playing the action spends, its problem
is the placement's reason or "illegal" exactly when the action is not listed, and asking
changes nothing, whatever the action (also garbage).

Seeded random games (2-4 players, kinds chosen first so that temples, festivals and the
final round occur), asking at every decision about the listed actions, near misses and
every placement through a hovered hex, as the screen does.
"""

from __future__ import annotations

from cuzco_invariants import pick
from incagames.core import Action, Rng
from incagames.cuzco import components as C
from incagames.cuzco import hexgrid as H
from incagames.cuzco.preview import placement_refusal
from incagames.cuzco.state import CuzcoState

GARBAGE: list[object] = [
    None, "end_turn", {"kind": "move"}, Action("move"), Action("move", cell="a", to=None),
    Action("move", cell=-1, to=H.N_CELLS), Action("place"), Action("place", cells=()),
    Action("place", cells=("a", "b")), Action("place", cells=(0, 1, 2, 3), village=0),
    Action("place", cells=H.TRIPLES[0], village="x"), Action("place", cells=H.DOUBLES[0]),
    Action("enter", cell=None), Action("leave", cell=10**9), Action("pond", cell=True),
    Action("build_temple", cell=3, value="ten"), Action("draw", source="top"),
    Action("festival"), Action("play_card", card=-1), Action("teleport", cell=1),
]


def _ring(s: CuzcoState, cells: tuple[int, ...]) -> int:
    """The ring overflow as the screen counted it from the view."""
    height = s.view(None)["height"]
    return sum(1 for c in cells if H.KIND[c] in ("forest", "mountain") and height[c] == 0)


def _near_misses(a: Action, rng: Rng) -> list[Action]:
    params = dict(a.params)
    out = [Action(a.kind, **params, extra=1)]
    for name, value in params.items():
        if isinstance(value, int) and not isinstance(value, bool):
            out.append(Action(a.kind, **{**params, name: rng.randbelow(H.N_CELLS)}))
        elif isinstance(value, tuple) and value:
            out.append(Action(a.kind, **{**params, name: value[::-1]}))
    return out


def _hovered(s: CuzcoState, cell: int) -> list[Action]:
    """Every place action of the chosen terrain through ``cell``, as the screen asks."""
    tile = s.phase[1]
    out = []
    for cells in H.PLACEMENTS[C.TILE_SIZE[tile]]:
        if cell in cells:
            villages = cells if C.TILE_VILLAGES[tile] else (-1,)
            out += [Action("place", cells=cells, village=v) for v in villages]
    return out


def _check_price(s: CuzcoState, a: Action) -> None:
    """A listed action: legal, and applying it spends the AP its preview tells."""
    seen = s.preview(a)
    assert seen.problem is None and seen.legal, a
    costs = seen.costs
    if a.kind == "place":
        ring = _ring(s, a["cells"])
        assert costs.get("ring", 0) == ring and ("ring" in costs) == bool(ring)
        assert costs["ap"] == s.placement_cost(a["cells"]) == C.PLACE_AP + ring
    elif a.kind == "move":
        assert costs == {"ap": s.move_costs(a["cell"], s.turn_player)[a["to"]]}
    after = s.clone()
    after.apply(a)
    if a.kind == "use_token":
        assert costs == {} and after.ap == s.ap + C.TOKEN_AP
    elif (after.turn_player == s.turn_player and after.festival is None
          and s.festival is None and not after.ending):
        assert s.ap - after.ap == costs.get("ap", 0), (a, costs)
    else:
        assert "ap" not in costs, (a, costs)


def _check_unchanged(s: CuzcoState, asked: list[object], legal: set[Action]) -> None:
    """Every answer agrees with the listing; the state is the same afterwards."""
    before = s.to_json()
    for a in asked:
        seen = s.preview(a)  # type: ignore[arg-type]
        assert seen.legal == (isinstance(a, Action) and a in legal), (a, seen)
        if not seen.legal:
            assert seen.problem
    assert s.to_json() == before


def test_preview_prices_and_problems_over_games() -> None:
    priced = hovered = 0
    for g in range(4):
        s = CuzcoState(2 + g % 3, 700 + g)
        rng = Rng(g)
        steps = 0
        while not s.is_over and steps < 500:
            legal = s.legal_actions()
            listed = set(legal)
            sample = legal if len(legal) <= 6 else [rng.choice(legal) for _ in range(6)]
            for a in sample:
                _check_price(s, a)
                priced += 1
            asked: list[object] = [*sample, *GARBAGE]
            for a in sample[:2]:
                asked += _near_misses(a, rng)
            if s.phase[0] == "place" and s.festival is None:
                cells = _hovered(s, rng.choice(sorted(H.SITE_CELLS)))
                for a in cells:
                    problem = s.placement_problem(a["cells"], a["village"])
                    want = problem or (None if a in listed else "illegal")
                    assert s.preview(a).problem == want, (a, want)
                asked += cells
                hovered += 1
            _check_unchanged(s, asked, listed)
            s.apply(pick(s, rng))
            steps += 1
        if s.is_over:
            _check_unchanged(s, [Action("end_turn"), *GARBAGE], set())
    assert priced > 1000 and hovered > 20


def test_preview_of_a_placement_names_its_price_and_reason() -> None:
    """A triple on the printed pond: "pond"; onto the ring: 1 AP plus 1 per ring cell."""
    s = CuzcoState(2, 1)
    s.apply(Action("choose_terrain", tile="triple"))
    wet = next(t for t in H.TRIPLES if any(s.pond[c] for c in t) and not _ring(s, t))
    seen = s.preview(Action("place", cells=wet, village=wet[0]))
    assert (seen.costs, seen.problem) == ({"ap": 1}, "pond")
    edge = next(t for t in H.TRIPLES if _ring(s, t) == 2)
    seen = s.preview(Action("place", cells=edge, village=edge[0]))
    assert seen.costs == {"ap": 3, "ring": 2}
    assert seen.legal == (Action("place", cells=edge, village=edge[0]) in s.legal_actions())
    # Not the terrain chosen (a double's hexes): no placement reason, still refused.
    double = next(d for d in H.DOUBLES if all(c in H.SITE_CELLS for c in d)
                  and not any(s.pond[c] for c in d))
    assert s.preview(Action("place", cells=double, village=double[0])).problem == "illegal"


def test_preview_of_fixed_prices() -> None:
    """Temples, ponds and draws cost their AP; ending the turn or a token costs none."""
    s = CuzcoState(2, 3)
    s.apply(next(a for a in s.legal_actions() if a.kind == "choose_terrain"))
    s.apply(next(a for a in s.legal_actions()
                 if any(c in H.ENTRY_COST and c in H.SITE_CELLS for c in a["cells"])))
    kinds = {a.kind: s.preview(a).costs for a in s.legal_actions()}
    assert kinds["pond"] == {"ap": C.POND_AP} and kinds["draw"] == {"ap": C.DRAW_AP}
    assert kinds["end_turn"] == {} and kinds["use_token"] == {}
    assert kinds["enter"]["ap"] in (H.FOREST_ENTRY_AP, H.MOUNTAIN_ENTRY_AP)
    assert s.preview(Action("build_temple", cell=0, value=2)).costs == {"ap": C.TEMPLE_AP}


def _closest_refusal(s: CuzcoState, cell: int) -> tuple[tuple[int, ...], str] | None:
    """The screen's own search, as it was written in the app: every placement of the
    chosen terrain through ``cell``, the refused one closest to legal."""
    tile = s.phase[1]
    order = ("pond", "temple", "inca", "two_cities", "same_shape", "uneven", "ap")
    best: tuple[tuple[int, ...], str] | None = None
    for cells in H.PLACEMENTS[C.TILE_SIZE[tile]]:
        if cell not in cells:
            continue
        village = cell if C.TILE_VILLAGES[tile] else -1
        problem = s.preview(Action("place", cells=cells, village=village)).problem
        if problem not in order:
            continue
        if best is None or order.index(problem) > order.index(best[1]):
            best = (cells, problem)
    return best


def test_placement_refusal_is_the_refused_placement_closest_to_legal() -> None:
    reasons: set[str] = set()
    nothing = 0
    for g in range(4):
        s = CuzcoState(2 + g % 3, 900 + g)
        rng = Rng(g)
        steps = 0
        while not s.is_over and steps < 400:
            if s.phase[0] == "place" and s.festival is None:
                for cell in sorted(H.SITE_CELLS)[rng.randbelow(5)::5]:
                    found = placement_refusal(s, cell)
                    assert found == _closest_refusal(s, cell), (cell, s.phase)
                    if found is None:
                        nothing += 1
                    else:
                        reasons.add(found[1])
                        assert cell in found[0]
            else:
                assert placement_refusal(s, sorted(H.SITE_CELLS)[0]) is None
            s.apply(pick(s, rng))
            steps += 1
    assert {"pond", "inca", "ap"} <= reasons and nothing
