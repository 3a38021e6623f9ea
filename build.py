#!/usr/bin/env python3
"""Project commands, runnable on a fresh machine with nothing installed by hand.

    python3 build.py test        install test tools into .venv, build the site, then ruff,
                                 the engine tests and the browser tests (e2e/)
    python3 build.py build       build the static site into dist/ (npm ci, engine wheel)
    python3 build.py serve       build, then serve dist/ on http://127.0.0.1:8000/ (--port N)
    python3 build.py perf        build, then measure boot time, bytes and long tasks (e2e/perf.py)
    python3 build.py botspeed    seconds per bot decision, CPython vs the browser's Pyodide, per
                                 game and level (e2e/botspeed.py; --help lists its options)
    python3 build.py simulate …  play bot games in the terminal (same options as
                                 `python3 -m incagames simulate`)
    python3 build.py bench …     engine speed figures (`python3 -m incagames bench`)
    python3 build.py wheel       build the engine wheel into dist/

The engine itself needs nothing but Python >= 3.11; the site needs npm (Node >= 20) for the
pinned Pyodide and PyScript packages; the browser tests need Chromium (Debian's, installed
with apt-get when missing).
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import json
import os
import shutil
import signal
import subprocess
import sys
import venv
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
REQUIREMENTS = ROOT / "requirements-test.txt"
STAMP = VENV / ".installed"

WEB = ROOT / "web"
DIST = ROOT / "dist"
WHEELHOUSE = ROOT / "build" / "wheelhouse"
NODE_MODULES = ROOT / "node_modules"
PACKAGE_LOCK = ROOT / "package-lock.json"
NPM_STAMP = NODE_MODULES / ".build-py-lock.sha256"

# The Pyodide files a page needs; the rest of the npm package serves Node and type checkers.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
INTERPRETER = "./pyodide/pyodide.mjs"
WHEEL_IN_FS = "./inca_games.whl"  # where PyScript puts the wheel; main.py adds it to sys.path
SW_SOURCE = "sw.js"  # in web/, written to dist/ with its placeholders filled in
NOT_CACHED = ("sw.js", "perf/")  # dist files the service worker does not cache

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".py": "text/plain; charset=utf-8",
}
CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


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


# --- the static site ---------------------------------------------------------------------


def ensure_node_modules() -> None:
    """Install the pinned npm packages with `npm ci`, unless node_modules matches the lock.

    The stamp holds the hash of package-lock.json as of the last successful `npm ci`, so an
    edited lock (or a deleted node_modules) triggers a fresh install and nothing else does.
    """
    wanted = hashlib.sha256(PACKAGE_LOCK.read_bytes()).hexdigest()
    if NPM_STAMP.exists() and NPM_STAMP.read_text() == wanted:
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build.py: npm not found; the site needs Node.js >= 20 with npm "
                 "(on Debian: apt-get install -y nodejs npm)")
    # --ignore-scripts: the runtime files come from the registry tarballs and nothing else.
    if _run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"]) != 0:
        sys.exit("build.py: `npm ci` failed (see npm's message above); "
                 "the npm registry must be reachable")
    NPM_STAMP.write_text(wanted)


def build_wheel(python: Path) -> Path:
    """Build the engine wheel into a clean build/wheelhouse/ and return its path."""
    shutil.rmtree(WHEELHOUSE, ignore_errors=True)
    if _run([python, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
             "--wheel-dir", WHEELHOUSE, ROOT]) != 0:
        sys.exit("build.py: building the engine wheel failed (see pip's message above)")
    wheels = sorted(WHEELHOUSE.glob("inca_games-*-py3-none-any.whl"))
    if len(wheels) != 1:
        sys.exit(f"build.py: expected one pure-Python engine wheel, found {wheels}")
    return wheels[0]


def _web_files() -> list[Path]:
    """The files of web/ that belong on the site (no caches, no hidden files), sorted."""
    return sorted(
        path for path in WEB.rglob("*")
        if path.is_file()
        and not any(part.startswith(".") or part == "__pycache__"
                    for part in path.relative_to(WEB).parts)
        and path.suffix != ".pyc"
    )


def copy_web(dist: Path) -> None:
    """Copy web/ into dist/; the service worker source is filled in later, not copied."""
    missing = [name for name in ("index.html", "main.py", SW_SOURCE) if not (WEB / name).exists()]
    if missing:
        sys.exit(f"build.py: web/ lacks {', '.join(missing)}; the site cannot be built")
    for path in _web_files():
        rel = path.relative_to(WEB)
        if rel.as_posix() == SW_SOURCE:
            continue
        (dist / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, dist / rel)


def vendor_runtime(dist: Path) -> None:
    """Copy Pyodide and PyScript from node_modules, so the page never needs a CDN."""
    pyodide = NODE_MODULES / "pyodide"
    (dist / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, dist / "pyodide" / name)
    pyscript = NODE_MODULES / "@pyscript" / "core" / "dist"
    (dist / "pyscript").mkdir(parents=True)
    # core.js imports content-hashed chunks; globbing keeps up with a new version's names.
    for path in sorted([*pyscript.glob("*.js"), *pyscript.glob("*.css")]):
        shutil.copy2(path, dist / "pyscript" / path.name)


def copy_wheel(wheel: Path, dist: Path) -> str:
    """Put the wheel under dist/wheels/ and return its relative URL."""
    (dist / "wheels").mkdir(parents=True)
    shutil.copy2(wheel, dist / "wheels" / wheel.name)
    return f"./wheels/{wheel.name}"


def _app_files() -> dict[str, str]:
    """PyScript `files` entries for the UI package and the message catalogs, URL -> path."""
    files = {}
    for path in _web_files():
        rel = path.relative_to(WEB).as_posix()
        if (rel.startswith("app/") and path.suffix == ".py") or (
                rel.startswith("i18n/") and path.suffix == ".json"):
            files[f"./{rel}"] = f"./{rel}"
    return files


def pyscript_configs(wheel_url: str) -> dict[str, dict]:
    """The PyScript configs of the page and of the AI worker, by file name.

    Both load the same vendored interpreter and the same files: the worker imports the
    engine and may share helpers of the `app` package.
    """
    files = {wheel_url: WHEEL_IN_FS, **_app_files()}
    return {
        "pyscript.json": {"interpreter": INTERPRETER, "files": files},
        "worker.json": {"interpreter": INTERPRETER, "files": files},
    }


def write_configs(dist: Path, wheel_url: str) -> None:
    for name, config in pyscript_configs(wheel_url).items():
        (dist / name).write_text(json.dumps(config, indent=2) + "\n")


PERF_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bare Pyodide boot</title></head>
<body><pre id="out">loading</pre>
<script type="module">
// Written by build.py for e2e/perf.py: the cost of the runtime alone, without PyScript or app.
import { loadPyodide } from "../pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
const result = pyodide.runPython("1+1");
window.bootMs = performance.now();
document.getElementById("out").textContent = `1+1 = ${result} after ${window.bootMs} ms`;
document.documentElement.dataset.done = String(result);
</script></body></html>
"""


def write_perf_page(dist: Path) -> None:
    (dist / "perf").mkdir()
    (dist / "perf" / "bare.html").write_text(PERF_PAGE)


def site_assets(dist: Path) -> list[str]:
    """Every file the app needs, as URLs relative to the site root ("./" is the page)."""
    urls = [
        "./" + path.relative_to(dist).as_posix()
        for path in sorted(dist.rglob("*")) if path.is_file()
    ]
    cached = [url for url in urls if not url[2:].startswith(NOT_CACHED)]
    return ["./", *cached]


def content_hash(dist: Path, assets: Iterable[str]) -> str:
    """A short hash of the names and contents of the assets: the service worker's version."""
    digest = hashlib.sha256()
    for url in assets:
        path = dist / url[2:]
        if path.is_file():
            digest.update(url.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def write_service_worker(dist: Path) -> None:
    """Fill in web/sw.js: cache name version and the list of files to precache."""
    assets = site_assets(dist)
    source = (WEB / SW_SOURCE).read_text()
    source = source.replace("__VERSION__", content_hash(dist, assets))
    source = source.replace("__ASSETS__", json.dumps(assets, indent=2))
    (dist / "sw.js").write_text(source)


def build_site() -> Path:
    """Assemble dist/ from scratch, so that no stale file is ever served or cached."""
    ensure_node_modules()
    wheel = build_wheel(ensure_venv())
    shutil.rmtree(DIST, ignore_errors=True)
    DIST.mkdir()
    copy_web(DIST)
    vendor_runtime(DIST)
    write_configs(DIST, copy_wheel(wheel, DIST))
    write_perf_page(DIST)
    write_service_worker(DIST)
    total = sum(path.stat().st_size for path in DIST.rglob("*") if path.is_file())
    print(f"built {DIST.name}/: {len(site_assets(DIST)) - 1} files, {total / 1e6:.1f} MB",
          flush=True)
    return DIST


def cmd_build(args: list[str]) -> int:
    build_site()
    return 0


# --- serving -----------------------------------------------------------------------------


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types module scripts and WebAssembly need."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        # Revalidate every time: a rebuilt site is seen at once (the service worker caches).
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


class QuietSiteHandler(SiteHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def make_server(directory: Path, port: int = 0, quiet: bool = False,
                host: str = "127.0.0.1") -> http.server.ThreadingHTTPServer:
    """A threaded static server of `directory` on loopback; port 0 picks a free port."""
    handler = QuietSiteHandler if quiet else SiteHandler
    server = http.server.ThreadingHTTPServer(
        (host, port), functools.partial(handler, directory=str(directory)))
    server.daemon_threads = True
    return server


def _stop_on_signals() -> None:
    """Make Ctrl-C and `kill` stop the server cleanly, even when started in the background
    (where a shell may have set SIGINT to be ignored)."""
    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, interrupt)
    signal.signal(signal.SIGTERM, interrupt)


def cmd_serve(args: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="build.py serve")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    options = parser.parse_args(args)
    directory = DIST if options.no_build else build_site()
    try:
        server = make_server(directory, options.port)
    except OSError as exc:
        print(f"build.py: cannot listen on port {options.port}: {exc}", file=sys.stderr)
        return 1
    print(f"serving {directory.name}/ on http://127.0.0.1:{server.server_port}/ "
          "(Ctrl-C stops)", flush=True)
    _stop_on_signals()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nstopped", flush=True)
    finally:
        server.server_close()
    return 0


# --- tests and measurements ----------------------------------------------------------------


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
    apt = shutil.which("apt-get")
    if apt is None:
        sys.exit(f"build.py: no Chromium at {CHROMIUM} and no apt-get to install it; "
                 "install Chromium and set CHROMIUM=/path/to/chromium")
    sudo = [] if os.geteuid() == 0 else ["sudo", "-n"]
    print("Chromium is missing: installing Debian's package", flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if (_run([*sudo, apt, "update"], env=env) != 0
            or _run([*sudo, apt, "install", "-y", "chromium"], env=env) != 0
            or not CHROMIUM.exists()):
        sys.exit("build.py: installing Chromium with apt-get failed (see above); the browser "
                 "tests need it: run `apt-get install -y chromium` as root, or set "
                 "CHROMIUM=/path/to/chromium")
    return CHROMIUM


def cmd_test(args: list[str]) -> int:
    """ruff, then the engine and browser tests in one pytest run (extra args go to pytest)."""
    python = ensure_venv()
    linted = [p for p in ("engine", "tests", "build.py", "e2e", "web", "tools")
              if (ROOT / p).exists()]
    if _run([python, "-m", "ruff", "check", *linted]) != 0:
        print("build.py: ruff found problems", file=sys.stderr)
        return 1
    chromium = ensure_chromium()
    build_site()
    env = dict(os.environ, CHROMIUM=str(chromium))
    return _run([python, "-m", "pytest", *(args or ["tests", "e2e"])], env=env)


def cmd_perf(args: list[str]) -> int:
    python = ensure_venv()
    chromium = ensure_chromium()
    build_site()
    env = dict(os.environ, CHROMIUM=str(chromium))
    return _run([python, ROOT / "e2e" / "perf.py", *args], env=env)


def site_is_stale(dist: Path = DIST) -> bool:
    """Whether dist/ is missing or older than a source it is built from (engine, web/)."""
    stamp = dist / "sw.js"  # written last by build_site
    if not stamp.exists():
        return True
    built = stamp.stat().st_mtime
    sources = [*(ROOT / "engine").rglob("*.py"), *_web_files(), ROOT / "pyproject.toml",
               PACKAGE_LOCK]
    return any(path.stat().st_mtime > built for path in sources if path.exists())


def cmd_botspeed(args: list[str]) -> int:
    """Bot latency in CPython and in headless Chromium's Pyodide (e2e/botspeed.py)."""
    python = ensure_venv()
    chromium = ensure_chromium()
    if not {"-h", "--help", "--no-browser"} & set(args) and "--dist" not in args \
            and site_is_stale():
        build_site()
    env = dict(os.environ, CHROMIUM=str(chromium))
    return _run([python, ROOT / "e2e" / "botspeed.py", *args], env=env)


def _engine(args: list[str]) -> int:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "engine"))
    return _run([sys.executable, "-m", "incagames", *args], env=env)


def cmd_wheel(args: list[str]) -> int:
    python = ensure_venv()
    return _run([python, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                 "--wheel-dir", ROOT / "dist", ROOT, *args])


COMMANDS = {
    "test": cmd_test,
    "build": cmd_build,
    "serve": cmd_serve,
    "perf": cmd_perf,
    "botspeed": cmd_botspeed,
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
