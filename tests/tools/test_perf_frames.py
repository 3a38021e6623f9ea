"""perf's frame-rate figures from the frame times web/motion.js records (pure Python)."""

from __future__ import annotations

import pytest

pytest.importorskip("playwright")

from tools.perf import frame_rates  # after the skip: perf imports playwright


def test_frame_rates_per_animation() -> None:
    # two animations at 60 fps with one slow frame, and the gap between them ignored
    frames = [-1, 0.0, 16.0, 32.0, 48.0, 98.0, -1, 5000.0, 5016.0, 5032.0]
    median, p5, animations = frame_rates(frames)
    assert animations == 2
    assert median == pytest.approx(62.5)
    assert p5 == pytest.approx(20.0)


def test_no_frames_no_rates() -> None:
    assert frame_rates([]) == (0.0, 0.0, 0)
    assert frame_rates([-1]) == (0.0, 0.0, 1)
