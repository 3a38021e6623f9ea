#!/usr/bin/env python3
"""Project commands, runnable on a fresh machine with nothing installed by hand.

    python3 build.py test        install test tools into .venv, then ruff + all tests
    python3 build.py simulate …  play bot games in the terminal (same options as
                                 `python3 -m incagames simulate`)
    python3 build.py bench …     engine speed figures (`python3 -m incagames bench`)
    python3 build.py wheel       build the engine wheel into dist/

The engine itself needs nothing but Python >= 3.11; only the tests need packages.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
REQUIREMENTS = ROOT / "requirements-test.txt"
STAMP = VENV / ".installed"


def _venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _run(cmd: list[str | Path], **kwargs) -> int:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.call([str(c) for c in cmd], cwd=ROOT, **kwargs)


def ensure_venv() -> Path:
    """Create .venv and install the pinned test tools and the engine (editable) once."""
    python = _venv_python()
    wanted = hashlib.sha256(
        REQUIREMENTS.read_bytes() + (ROOT / "pyproject.toml").read_bytes()
    ).hexdigest()
    if python.exists() and STAMP.exists() and STAMP.read_text() == wanted:
        return python
    if not python.exists():
        print(f"creating virtual environment in {VENV.name}/", flush=True)
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        except Exception as exc:  # ensurepip missing, disk full...
            sys.exit(f"build.py: could not create {VENV}: {exc}\n"
                     "On Debian, install the venv module: apt-get install -y python3-venv")
    steps = [
        [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "-r", REQUIREMENTS],
        [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "--no-build-isolation", "--no-deps", "-e", ROOT],
    ]
    for cmd in steps:
        if _run(cmd) != 0:
            sys.exit("build.py: installing the test tools failed (see pip's message above); "
                     "the package registry must be reachable")
    STAMP.write_text(wanted)
    return python


def cmd_test(args: list[str]) -> int:
    python = ensure_venv()
    if _run([python, "-m", "ruff", "check", "engine", "tests", "build.py"]) != 0:
        print("build.py: ruff found problems", file=sys.stderr)
        return 1
    return _run([python, "-m", "pytest", *args])


def _engine(args: list[str]) -> int:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "engine"))
    return _run([sys.executable, "-m", "incagames", *args], env=env)


def cmd_wheel(args: list[str]) -> int:
    python = ensure_venv()
    return _run([python, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                 "--wheel-dir", ROOT / "dist", ROOT, *args])


COMMANDS = {
    "test": cmd_test,
    "simulate": lambda a: _engine(["simulate", *a]),
    "bench": lambda a: _engine(["bench", *a]),
    "wheel": cmd_wheel,
}


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        print(__doc__)
        return 2
    return COMMANDS[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
