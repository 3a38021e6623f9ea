"""The engine builds as one pure-Python wheel (py3-none-any) that Pyodide can load."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_pure_python_wheel(tmp_path: Path) -> None:
    pytest.importorskip("setuptools", minversion="70.1")  # bdist_wheel built in
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", str(tmp_path), str(ROOT)],
        check=True, cwd=tmp_path,
    )
    wheels = list(tmp_path.glob("*.whl"))
    assert [w.name for w in wheels] == ["inca_games-0.1.0-py3-none-any.whl"]
    names = zipfile.ZipFile(wheels[0]).namelist()
    assert "incagames/__init__.py" in names
    assert "incagames/machupicchu/state.py" in names
    assert not any(n.startswith("tests/") or n.endswith(".so") for n in names)
