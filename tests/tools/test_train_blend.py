"""``build.py train --blend A B``: two weights files mixed into one; ``--adjust F
--late NAME=DELTA``: one with a late weight set by hand."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from incagames import new_game
from incagames.machupicchu.ai import learned
from tools.env import ROOT
from tools.train import adjust, blend, cli

ENGINE = Path(learned.__file__).parent
MANY = ENGINE / "weights-3-5.json"
LEAGUE = ROOT / "tests" / "data" / "league"
MAIN = LEAGUE / "machu-picchu-r33-2p.json"
"""A linear two-player model (round 3's, shipped before the hidden layer)."""
LAYER = LEAGUE / "machu-picchu-r38-2p.json"
"""Round 6: a linear sum and a hidden layer of 32 units."""


def test_a_blend_predicts_the_blend_of_the_two_predictions() -> None:
    a, b = blend.read(MANY, learned.NAMES), blend.read(MAIN, learned.NAMES)
    mixed = blend.blend(a, b, 0.25, {"game": "machu-picchu"})
    state = new_game("machu-picchu", 4, 3)
    table, t = learned.table(state), learned.progress(state)
    for pa, pb, pm in zip(a.scores(table, t), b.scores(table, t), mixed.scores(table, t),
                          strict=True):
        assert pm == pytest.approx(0.25 * pa + 0.75 * pb)
    assert blend.blend(a, b, 1.0, {}).targets == a.targets


def test_a_blend_with_a_network_blends_every_seat_s_margin() -> None:
    """The network's outputs scaled by its share: each seat's lead over another is the
    blend of the two models' leads (the engine centres a network model's margins)."""
    a, b = blend.read(MAIN, learned.NAMES), blend.read(LAYER, learned.NAMES)
    mixed = blend.blend(a, b, 0.3, {})
    assert mixed.network is not None and mixed.network.hidden == b.network.hidden
    for seed in (1, 2):
        state = new_game("machu-picchu", 2, seed)
        for _ in range(40):
            state.apply_legal(state.legal_actions()[0])
        table, t = learned.table(state), learned.progress(state)
        (a0, a1), (b0, b1) = a.scores(table, t), b.scores(table, t)
        m0, m1 = mixed.scores(table, t)
        assert m0 - m1 == pytest.approx(0.3 * (a0 - a1) + 0.7 * (b0 - b1))


def test_the_shipped_two_player_weights_are_half_round_3_and_half_round_6() -> None:
    """Reproducible by ``train --blend`` from the two frozen files (docs/ai.md)."""
    shipped = blend.read(ENGINE / "weights.json", learned.NAMES)
    again = blend.blend(blend.read(MAIN, learned.NAMES), blend.read(LAYER, learned.NAMES),
                        0.5, {})
    assert again.targets == shipped.targets and again.network == shipped.network


def test_models_of_other_features_or_a_share_outside_0_1_are_refused() -> None:
    a = blend.read(MANY, learned.NAMES)
    other = blend.Model(("x",) * len(a.names), a.targets, {})
    with pytest.raises(ValueError):
        blend.blend(a, other, 0.5, {})
    with pytest.raises(ValueError):
        blend.blend(a, a, 1.5, {})


def test_the_command_writes_the_blend_where_those_tables_read_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "engine-weights.json"
    monkeypatch.setattr(cli, "weights_path", lambda game_id, players: target)
    monkeypatch.setattr(cli, "TRAIN", tmp_path / "train")
    assert cli.main(["--game", "machu-picchu", "--round", "7", "--blend", str(MANY),
                     str(MAIN), "--fit-players", "3,4,5", "--write"]) == 0
    data = json.loads(target.read_text())
    assert data["meta"]["players"] == [3, 4, 5] and data["meta"]["blend"]["share"] == 0.5
    assert (tmp_path / "train" / "machu-picchu" / "weights-7.json").read_text() == \
        target.read_text()
    assert cli.main(["--game", "machu-picchu", "--blend", str(tmp_path / "none.json"),
                     str(MAIN)]) == 2


def test_blending_needs_no_numpy() -> None:
    """The tests' environment has no numpy (requirements-test.txt): only the fit needs
    it (requirements-train.txt), so the command must load and blend without it."""
    script = ("import sys; sys.modules['numpy'] = None\n"
              "from tools.train import cli\n"
              "sys.exit(cli.main(['--game', 'machu-picchu', '--blend', sys.argv[1], "
              "sys.argv[2], '--fit-players', '3,4,5']))")
    done = subprocess.run([sys.executable, "-c", script, str(MANY), str(MAIN)], cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": f"{ROOT / 'engine'}{os.pathsep}{ROOT}"},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_an_adjusted_late_weight_moves_the_worth_at_the_end_only(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--adjust F --late corn=-1``: a unit of corn is worth a point less to a seat's
    lead at the end of the game, half a point less halfway, the same at the start."""
    base = blend.read(MAIN, learned.NAMES)
    moved = adjust.shift_late(base, adjust.parse(["corn=-1"]), {})
    state = new_game("machu-picchu", 2, 3)
    x = learned.features(state, 0)
    more = list(x)
    more[learned.NAMES.index("corn")] += 1
    for t, change in ((0.0, 0.0), (0.5, -0.5), (1.0, -1.0)):
        gain = base.predict("margin", more, t) - base.predict("margin", x, t)
        assert moved.predict("margin", more, t) - moved.predict("margin", x, t) == \
            pytest.approx(gain + change)
        assert moved.predict("mean", x, t) == base.predict("mean", x, t)
    with pytest.raises(ValueError):
        adjust.shift_late(base, {"no such feature": 1.0}, {})
    with pytest.raises(ValueError):
        adjust.parse(["corn"])
    target = tmp_path / "engine-weights.json"
    monkeypatch.setattr(cli, "weights_path", lambda game_id, players: target)
    monkeypatch.setattr(cli, "TRAIN", tmp_path / "train")
    assert cli.main(["--game", "machu-picchu", "--adjust", str(MAIN), "--late",
                     "corn=-1", "--fit-players", "2", "--write"]) == 0
    data = json.loads(target.read_text())
    assert data["meta"]["adjusted"]["late"] == {"corn": -1.0}
    assert cli.main(["--game", "machu-picchu", "--adjust", str(MAIN), "--late",
                     "corn"]) == 2
