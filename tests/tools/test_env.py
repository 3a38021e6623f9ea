"""build.py's environment: playing installs only what builds the site; the tests add
their tools; nothing installs twice."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import env


def test_playing_installs_no_test_tools(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                        ) -> None:
    installs: list[tuple[str, ...]] = []

    def create(env_dir: Path, base: Path | None = None) -> None:
        python = env._python_of(env_dir)
        python.parent.mkdir(parents=True)
        python.write_text("")

    monkeypatch.setattr(env, "VENV", tmp_path / ".venv")
    monkeypatch.setattr(env, "_create", create)
    monkeypatch.setattr(env, "_pip_install",
                        lambda _python, *args: installs.append(tuple(map(str, args))))
    env.ensure_venv(tests=False)  # serve, build
    assert not any(str(env.TEST_REQUIREMENTS) in args for args in installs)
    assert any(str(env.PLAY_REQUIREMENTS) in args for args in installs)
    assert any("-e" in args for args in installs)  # the engine itself
    before = len(installs)
    env.ensure_venv()  # test
    assert [str(env.TEST_REQUIREMENTS) in args for args in installs[before:]] == [True]
    before = len(installs)
    env.ensure_venv()
    env.ensure_venv(tests=False)
    assert len(installs) == before  # stamped: nothing again
