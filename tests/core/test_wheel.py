"""The engine builds as one pure-Python wheel (py3-none-any) that Pyodide can load, holding
the engine and its bots and nothing of the dev tools."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_pure_python_wheel(tmp_path: Path) -> None:
    pytest.importorskip("setuptools", minversion="70.1")  # bdist_wheel built in
    # Built from a copy of the sources: setuptools' build/lib in a checkout may still hold
    # modules that were since removed.
    source = tmp_path / "source"
    shutil.copytree(ROOT / "engine", source / "engine",
                    ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    shutil.copy2(ROOT / "pyproject.toml", source / "pyproject.toml")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", str(tmp_path), str(source)],
        check=True, cwd=tmp_path,
    )
    wheels = list(tmp_path.glob("*.whl"))
    assert [w.name for w in wheels] == ["inca_games-0.1.0-py3-none-any.whl"]
    names = zipfile.ZipFile(wheels[0]).namelist()
    assert "incagames/__init__.py" in names
    assert "incagames/machupicchu/state.py" in names
    assert "incagames/core/bots.py" in names and "incagames/core/search.py" in names
    # The learned evaluations' weights ship beside their modules (read at run time).
    assert "incagames/machupicchu/ai/weights.json" in names
    assert "incagames/machupicchu/ai/weights-3-5.json" in names
    assert "incagames/machupicchu/ai/weights-replies.json" in names
    assert "incagames/cuzco/ai/weights.json" in names
    assert not any(n.startswith(("tests/", "tools/")) or n.endswith(".so") for n in names)
    metadata = zipfile.ZipFile(wheels[0]).read("inca_games-0.1.0.dist-info/METADATA")
    assert len(metadata) < 2000  # no README inside: every player's browser downloads it
    tools = ("tournament", "botspeed", "perf", "site", "serve")
    assert not [n for n in names if n in {f"incagames/{tool}.py" for tool in tools}]
