"""The environment the project's commands need, installed on first use: the test tools in
.venv, pyodide-build in a venv of its own, the pinned npm packages, and a Chromium.

Each install is stamped with a hash of what it was made from, so an edited pin installs
again and nothing else does.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / ".venv"
PLAY_REQUIREMENTS = ROOT / "requirements-play.txt"
TEST_REQUIREMENTS = ROOT / "requirements-test.txt"
BUILD_REQUIREMENTS = ROOT / "requirements-build.txt"
PYODIDE_BUILD_VENV = ROOT / "build" / "pyodide-build"
"""pyodide-build needs Python >= 3.12 (the engine and its tests stay on 3.11)."""
NODE_MODULES = ROOT / "node_modules"
PACKAGE_LOCK = ROOT / "package-lock.json"
NPM_STAMP = NODE_MODULES / ".build-py-lock.sha256"
STAMP_NAME = ".installed"
TEST_STAMP = ".installed-test"

CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def run(cmd: list[str | Path], **kwargs) -> int:
    """Run a command from the project root, echoing it first; its exit code."""
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.call([str(c) for c in cmd], cwd=ROOT, **kwargs)


def _python_of(env_dir: Path) -> Path:
    return env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _digest(*paths: Path) -> str:
    return hashlib.sha256(b"".join(path.read_bytes() for path in paths)).hexdigest()


def _create(env_dir: Path, base: Path | None = None) -> None:
    """A fresh venv in ``env_dir``, made by this Python or by the interpreter ``base``."""
    print(f"creating virtual environment in {env_dir.relative_to(ROOT)}/", flush=True)
    try:
        if base is None:
            venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
        elif run([base, "-m", "venv", "--clear", env_dir]) != 0:
            raise OSError(f"{base} -m venv failed")
    except Exception as exc:  # ensurepip missing, disk full...
        sys.exit(f"build.py: could not create {env_dir}: {exc}\n"
                 "On Debian, install the venv module: apt-get install -y python3-venv")


def _pip_install(python: Path, *args: str | Path) -> None:
    if run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
            *args]) != 0:
        sys.exit("build.py: installing Python packages failed (see pip's message above); "
                 "the package registry must be reachable")


TRAIN_REQUIREMENTS = ROOT / "requirements-train.txt"
TRAIN_STAMP = ".installed-train"


def ensure_train_venv() -> Path:
    """.venv with the training tools too (numpy), installed once."""
    python = ensure_venv()
    stamp = VENV / TRAIN_STAMP
    wanted = _digest(TRAIN_REQUIREMENTS)
    if not (stamp.exists() and stamp.read_text() == wanted):
        _pip_install(python, "-r", TRAIN_REQUIREMENTS)
        stamp.write_text(wanted)
    return python


def ensure_venv(tests: bool = True) -> Path:
    """Create .venv with the engine (editable) and what building its wheel needs, once;
    with ``tests`` also the pinned test tools (playing needs none of them)."""
    python = _python_of(VENV)
    if not python.exists():
        _create(VENV)
    stamp = VENV / STAMP_NAME
    wanted = _digest(PLAY_REQUIREMENTS, ROOT / "pyproject.toml")
    if not (stamp.exists() and stamp.read_text() == wanted):
        _pip_install(python, "-r", PLAY_REQUIREMENTS)
        _pip_install(python, "--no-build-isolation", "--no-deps", "-e", ROOT)
        stamp.write_text(wanted)
    if tests:
        stamp = VENV / TEST_STAMP
        wanted = _digest(TEST_REQUIREMENTS, PLAY_REQUIREMENTS)
        if not (stamp.exists() and stamp.read_text() == wanted):
            _pip_install(python, "-r", TEST_REQUIREMENTS)
            stamp.write_text(wanted)
    return python


def _newer_python() -> Path | None:
    """A Python >= 3.12 for pyodide-build: $PYODIDE_BUILD_PYTHON, this one, one on PATH,
    or one that pyenv keeps."""
    named = os.environ.get("PYODIDE_BUILD_PYTHON")
    candidates = [named] if named else []
    if sys.version_info >= (3, 12):
        candidates.append(sys.executable)
    candidates += [shutil.which(f"python3.{minor}") for minor in (14, 13, 12)]
    pyenv = shutil.which("pyenv")
    if pyenv:
        root = subprocess.run([pyenv, "root"], capture_output=True, text=True).stdout.strip()
        candidates += [str(p) for p in sorted(Path(root).glob("versions/3.1[2-9]*/bin/python3"),
                                              reverse=True)]
    check = "import sys; sys.exit(sys.version_info < (3, 12))"
    for candidate in filter(None, candidates):
        if subprocess.call([candidate, "-c", check], stderr=subprocess.DEVNULL) == 0:
            return Path(candidate)
    return None


def ensure_pyodide_build() -> Path:
    """The `pyodide` command of the pinned pyodide-build, in a venv of its own."""
    env_dir = PYODIDE_BUILD_VENV
    stamp = env_dir / STAMP_NAME
    command = env_dir / ("Scripts/pyodide.exe" if os.name == "nt" else "bin/pyodide")
    wanted = _digest(BUILD_REQUIREMENTS)
    if command.exists() and stamp.exists() and stamp.read_text() == wanted:
        return command
    if not _python_of(env_dir).exists():
        base = _newer_python()
        if base is None:
            sys.exit("build.py: pyodide-build needs Python >= 3.12 and none was found; "
                     "install one (e.g. python3.12) or set PYODIDE_BUILD_PYTHON=/path/to/it")
        _create(env_dir, base)
    _pip_install(_python_of(env_dir), "-r", BUILD_REQUIREMENTS)
    stamp.write_text(wanted)
    return command


def ensure_node_modules() -> None:
    """Install the pinned npm packages with `npm ci`, unless node_modules matches the lock.

    The stamp holds the hash of package-lock.json as of the last successful `npm ci`, so an
    edited lock (or a deleted node_modules) triggers a fresh install and nothing else does.
    """
    wanted = _digest(PACKAGE_LOCK)
    if NPM_STAMP.exists() and NPM_STAMP.read_text() == wanted:
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build.py: npm not found; the site needs Node.js >= 20 with npm "
                 "(on Debian: apt-get install -y nodejs npm)")
    # --ignore-scripts: the runtime files come from the registry tarballs and nothing else.
    if run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"]) != 0:
        sys.exit("build.py: `npm ci` failed (see npm's message above); "
                 "the npm registry must be reachable")
    NPM_STAMP.write_text(wanted)


def _apt_install(package: str, why: str) -> None:
    """Debian's ``package`` with apt-get (as root, or through sudo without a password)."""
    apt = shutil.which("apt-get")
    if apt is None:
        sys.exit(f"build.py: {why} needs {package}, and there is no apt-get to install it")
    sudo = [] if os.geteuid() == 0 else ["sudo", "-n"]
    print(f"{package} is missing: installing Debian's package", flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if (run([*sudo, apt, "update"], env=env) != 0
            or run([*sudo, apt, "install", "-y", package], env=env) != 0):
        sys.exit(f"build.py: installing {package} with apt-get failed (see above); {why} "
                 f"needs it: run `apt-get install -y {package}` as root")


FIREFOX = Path(os.environ.get("FIREFOX", "/usr/bin/firefox-esr"))


def ensure_firefox() -> Path:
    """Debian's Firefox ESR for the browser tests of table mode (a phone in another
    engine), installed with apt-get when missing (FIREFOX=path overrides)."""
    if FIREFOX.exists():
        return FIREFOX
    for name in ("firefox-esr", "firefox"):
        found = shutil.which(name)
        if found:
            return Path(found)
    _apt_install("firefox-esr", "the browser tests")
    if not FIREFOX.exists():
        sys.exit(f"build.py: firefox-esr was installed but {FIREFOX} is missing; "
                 "set FIREFOX=/path/to/firefox")
    return FIREFOX


def ensure_chromium() -> Path:
    """Find a Chromium for Playwright, installing Debian's package when there is none.

    `playwright install` downloads a browser build of its own, which this project never
    relies on: the system browser is used instead (CHROMIUM=path overrides).
    """
    if CHROMIUM.exists():
        return CHROMIUM
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return Path(found)
    if shutil.which("apt-get") is None:
        sys.exit(f"build.py: no Chromium at {CHROMIUM} and no apt-get to install it; "
                 "install Chromium and set CHROMIUM=/path/to/chromium")
    _apt_install("chromium", "the browser tests")
    if not CHROMIUM.exists():
        sys.exit(f"build.py: chromium was installed but {CHROMIUM} is missing; set "
                 "CHROMIUM=/path/to/chromium")
    return CHROMIUM


def with_chromium() -> dict[str, str]:
    """The environment for a tool that drives Chromium (found or installed first)."""
    return dict(os.environ, CHROMIUM=str(ensure_chromium()))


def with_browsers() -> dict[str, str]:
    """The environment of the browser tests: Chromium and Firefox ESR (found or
    installed first)."""
    return dict(with_chromium(), FIREFOX=str(ensure_firefox()))
