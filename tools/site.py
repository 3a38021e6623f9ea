"""Assembling the static site in dist/: web/, the vendored Pyodide and PyScript, the QR code
scripts, the engine wheel registered in Pyodide's lock file, the PyScript configs, the
measuring pages and the service worker that makes it all work offline."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import sys
import zipfile
from collections.abc import Iterable
from pathlib import Path

from .bytecode import compile_wheels, gzipped, split_stdlib
from .env import (
    NODE_MODULES,
    PACKAGE_LOCK,
    ROOT,
    ensure_node_modules,
    ensure_pyodide_build,
    ensure_venv,
    run,
)
from .slim import slim_wheel
from .squeeze import gzip_bytes
from .webwheel import PACKAGE, build_web_wheel

WEB = ROOT / "web"
DIST = ROOT / "dist"
TOOLS = ROOT / "tools"
WHEELHOUSE = ROOT / "build" / "wheelhouse"
SETUPTOOLS_BUILD = ROOT / "build" / "lib"
"""Where setuptools copies the package before zipping it; it never deletes a file there, so
a module removed from the engine would still ship unless this is cleared first."""

# The Pyodide files a page needs; the rest of the npm package serves Node and type checkers.
# The two big ones ship gzipped (the standard library compiled to bytecode first,
# tools/bytecode.py); web/pyodide/runtime.mjs unpacks them. pyodide-lock.json is not
# copied but written: our two wheels, nothing else (the site ships no other package).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs")
PYODIDE_PACKED = ("pyodide.asm.wasm", "python_stdlib.zip")
LOCK_FILE = "pyodide-lock.json"
INTERPRETER = "./pyodide/runtime.mjs"
PYSCRIPT_FILES = ("core.js", "core-", "deprecations-manager-", "donkey-", "error-",
                  "py-editor-", "py-game-", "py-terminal-")
"""The files of PyScript's dist/ the page and the worker load (their content-hashed names
begin so): the core and the plugins it always imports. Left out: the editor's CodeMirror,
the terminal's xterm, MicroPython, TOML and zip support, the package graph and PyScript's
service worker, which only pages using those features load (1 MB the service worker would
otherwise precache). tools/site.py checks that nothing kept imports a file left out."""
VENDOR_SCRIPTS = {
    "qrcode.js": ("qrcode-generator", "dist/qrcode.js"),
    "jsQR.js": ("jsqr", "dist/jsQR.js"),
}
"""Plain scripts from npm packages into dist/vendor/, each defining one global (`qrcode`,
`jsQR`) that web/qr.js uses to draw and read QR codes; index.html loads them. Each goes
with its package's licence as vendor/<name without .js>.LICENSE.txt."""
SW_SOURCE = "sw.js"  # in web/, written to dist/ with its placeholders filled in
NOT_COPIED = (SW_SOURCE, "stdlib.txt", "stdlib_rest.py")
"""Files of web/ the build uses rather than copies (the last two go into the boot archive
of the standard library, tools/stdlib.py)."""
PERF_FILES = ("botspeed.py",)
"""From tools/ into dist/perf/: the module the AI worker loads to time the bots; never
needed to play, so the service worker does not precache it."""
STDLIB_REST = "python_stdlib_rest.zip.gz"
"""The standard library the games were not seen to import (tools/stdlib.py): fetched on
first import, so neither preloaded nor precached (the service worker keeps it once used)."""
NOT_CACHED = ("sw.js", "perf/", f"pyodide/{STDLIB_REST}")  # the service worker skips these
PACKAGES = ("inca-games", "inca-games-web")
"""The lock file's entries of this project: the engine and bots, and the web app's `app`
package (tools/webwheel.py). The page loads both; the worker too (it shares `app.ai.bridge`)."""


def build_wheel(python: Path) -> Path:
    """Build the engine wheel into a clean build/wheelhouse/ and return its path."""
    shutil.rmtree(WHEELHOUSE, ignore_errors=True)
    shutil.rmtree(SETUPTOOLS_BUILD, ignore_errors=True)
    if run([python, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
            "--wheel-dir", WHEELHOUSE, ROOT]) != 0:
        sys.exit("build.py: building the engine wheel failed (see pip's message above)")
    wheels = sorted(WHEELHOUSE.glob("inca_games-*-py3-none-any.whl"))
    if len(wheels) != 1:
        sys.exit(f"build.py: expected one pure-Python engine wheel, found {wheels}")
    return wheels[0]


def web_files() -> list[Path]:
    """The files of web/ that belong on the site (no caches, no hidden files), sorted."""
    return sorted(
        path for path in WEB.rglob("*")
        if path.is_file()
        and not any(part.startswith(".") or part == "__pycache__"
                    for part in path.relative_to(WEB).parts)
        and path.suffix != ".pyc"
    )


def version() -> str:
    """The project's version (pyproject.toml), which both wheels carry."""
    for line in (ROOT / "pyproject.toml").read_text().splitlines():
        if line.startswith("version = "):
            return line.split("=", 1)[1].strip().strip('"')
    sys.exit("build.py: pyproject.toml names no version")


def copy_web(dist: Path) -> None:
    """Copy web/ into dist/, except the `app` package (it ships as a wheel) and the
    service worker source (filled in later)."""
    missing = [name for name in ("index.html", "main.py", SW_SOURCE) if not (WEB / name).exists()]
    if missing:
        sys.exit(f"build.py: web/ lacks {', '.join(missing)}; the site cannot be built")
    for path in web_files():
        rel = path.relative_to(WEB)
        if rel.as_posix() in NOT_COPIED or rel.parts[0] == PACKAGE:
            continue
        (dist / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, dist / rel)


def vendor_runtime(dist: Path) -> None:
    """Copy Pyodide and PyScript from node_modules, so the page never needs a CDN."""
    pyodide = NODE_MODULES / "pyodide"
    (dist / "pyodide").mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, dist / "pyodide" / name)
    shutil.copy2(gzipped(pyodide / "pyodide.asm.wasm"), dist / "pyodide" / "pyodide.asm.wasm.gz")
    boot, rest = split_stdlib()
    shutil.copy2(boot, dist / "pyodide" / "python_stdlib.zip.gz")
    shutil.copy2(rest, dist / "pyodide" / STDLIB_REST)
    pyscript = NODE_MODULES / "@pyscript" / "core" / "dist"
    (dist / "pyscript").mkdir(parents=True)
    # core.js imports content-hashed chunks; matching prefixes keeps up with new names.
    for path in sorted(pyscript.glob("*.js")):
        if path.name.startswith(PYSCRIPT_FILES):
            shutil.copy2(path, dist / "pyscript" / path.name)
    check_pyscript_imports(dist / "pyscript")


def vendor_scripts(dist: Path) -> None:
    """Copy VENDOR_SCRIPTS and their licences into dist/vendor/."""
    (dist / "vendor").mkdir(parents=True, exist_ok=True)
    for name, (package, script) in VENDOR_SCRIPTS.items():
        source = NODE_MODULES / package / script
        if not source.is_file():
            sys.exit(f"build.py: node_modules/{package} has no {script}; run `npm ci`")
        shutil.copy2(source, dist / "vendor" / name)
        licence = package_licence(NODE_MODULES / package, source)
        (dist / "vendor" / f"{name.removesuffix('.js')}.LICENSE.txt").write_text(licence)


def package_licence(package: Path, script: Path) -> str:
    """The package's LICENSE file or, when it ships none (qrcode-generator), the notice
    at the head of its script (the same words as the LICENSE file of its repository)."""
    for name in ("LICENSE", "LICENSE.txt", "LICENSE.md", "LICENCE"):
        if (package / name).is_file():
            return (package / name).read_text(encoding="utf-8")
    head = []
    for line in script.read_text(encoding="utf-8").splitlines():
        if not line.startswith("//"):
            break
        head.append(line[2:].removeprefix(" ").rstrip("-").rstrip())
    text = "\n".join(head).strip()
    if "license" not in text.lower():
        sys.exit(f"build.py: no licence found for {package.name} (no LICENSE, no notice)")
    return text + "\n"


STATIC_IMPORT = re.compile(r"""(?:\bfrom|\bimport)\s*["'](\./[^"']+\.js)["']""")


def check_pyscript_imports(folder: Path) -> None:
    """Fail the build if a PyScript file kept statically imports one left out: the page
    would not start. (Its dynamic imports, ``import("./x.js")``, load optional features.)"""
    for path in folder.glob("*.js"):
        for target in STATIC_IMPORT.findall(path.read_text(encoding="utf-8")):
            if not (folder / target[2:]).exists():
                sys.exit(f"build.py: pyscript/{path.name} imports {target}, which "
                         "tools/site.py PYSCRIPT_FILES leaves out")


def register_wheels(pyodide: Path, wheels: list[Path], dist: Path) -> None:
    """Put the wheels beside Pyodide, slimmed (tools/slim.py: no docstrings or comments),
    and write the vendored lock file with them added (`pyodide lockfile add-wheels`,
    offline), so the page and the worker load them with Pyodide's loadPackage from the
    site's own origin; each ships gzipped whole."""
    folder = dist / "pyodide"
    for wheel in wheels:
        slim_wheel(wheel, folder / wheel.name)
    # Entries stored uncompressed: each wheel ships gzipped whole (``<name>.whl.gz``, which
    # the page's loader unpacks, web/pyodide/runtime.mjs), 15% smaller than zipped file by file.
    compile_wheels([folder / wheel.name for wheel in wheels], compression=zipfile.ZIP_STORED)
    if run([pyodide, "lockfile", "add-wheels", "--input", NODE_MODULES / "pyodide" / LOCK_FILE,
            "--output", folder / LOCK_FILE, "--base-path", folder,
            *(folder / wheel.name for wheel in wheels)]) != 0:
        sys.exit("build.py: `pyodide lockfile add-wheels` failed (see its message above)")
    lock = json.loads((folder / LOCK_FILE).read_text())
    packages = {name: lock["packages"][name] for name in PACKAGES if name in lock["packages"]}
    named = {package.get("file_name") for package in packages.values()}
    if named != {wheel.name for wheel in wheels}:
        sys.exit(f"build.py: the lock file does not point at {[w.name for w in wheels]}")
    for package in packages.values():
        # pyodide-build reads a wheel's import names from its .py files; ours ship .pyc.
        package["imports"] = package["imports"] or top_level_names(folder / package["file_name"])
    # Only our packages: the page never loads another, and the whole list is 120 KB.
    (folder / LOCK_FILE).write_text(json.dumps({**lock, "packages": packages}, indent=1))
    for wheel in wheels:
        path = folder / wheel.name
        path.with_name(path.name + ".gz").write_bytes(gzip_bytes(path.read_bytes()))
        path.unlink()


def top_level_names(wheel: Path) -> list[str]:
    """The packages a wheel installs at the top of site-packages, sorted."""
    with zipfile.ZipFile(wheel) as archive:
        names = {name.split("/")[0] for name in archive.namelist() if "/" in name}
    return sorted(name for name in names if not name.endswith((".dist-info", ".data")))


def preload_boot_files(dist: Path) -> None:
    """Let the browser fetch everything the boot needs at once, from the page's head,
    instead of one file after another as each script discovers the next (core.js, its
    chunk, the config, the interpreter, the runtime, the standard library, the wheels):
    modulepreload links for the modules, fetch preloads for the rest, whose responses
    PyScript, Pyodide and loadPackage then take. No integrity attribute: Chromium ignores
    it on fetch preloads and says so in the console."""
    packages = json.loads((dist / "pyodide" / LOCK_FILE).read_text())["packages"]
    fetched = [f"./pyodide/{name}.gz" for name in PYODIDE_PACKED]
    fetched += ["./pyscript.json", f"./pyodide/{LOCK_FILE}"]
    fetched += [f"./pyodide/{packages[name]['file_name']}.gz" for name in PACKAGES
                if name in packages]
    modules = [INTERPRETER, *(f"./pyodide/{name}" for name in PYODIDE_FILES)]
    modules += [f"./pyscript/{path.name}" for path in sorted((dist / "pyscript").glob("core-*.js"))]
    links = [f'<link rel="preload" href="{url}" as="fetch" crossorigin="anonymous">\n'
             for url in fetched]
    links += [f'<link rel="modulepreload" href="{url}">\n' for url in modules]
    page = dist / "index.html"
    anchor = '<script type="module" src="./pyscript/core.js"></script>'
    html = page.read_text()
    if anchor not in html:
        sys.exit("build.py: index.html does not load ./pyscript/core.js; cannot preload")
    page.write_text(html.replace(anchor, "".join(links) + anchor, 1))


def pyscript_configs() -> dict[str, dict]:
    """The PyScript configs of the page and of the AI worker, by file name.

    Both load the same vendored interpreter and no files: main.py and worker.py load the
    engine and the `app` package as wheels from the lock file.
    """
    return {
        "pyscript.json": {"interpreter": INTERPRETER},
        "worker.json": {"interpreter": INTERPRETER},
    }


def write_configs(dist: Path) -> None:
    for name, config in pyscript_configs().items():
        (dist / name).write_text(json.dumps(config, indent=2) + "\n")


def copy_perf_files(dist: Path) -> None:
    (dist / "perf").mkdir()
    for name in PERF_FILES:
        shutil.copy2(TOOLS / name, dist / "perf" / name)


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
    wheels = [build_wheel(ensure_venv(tests=False)), build_web_wheel(WEB, version(), WHEELHOUSE)]
    pyodide = ensure_pyodide_build()
    shutil.rmtree(DIST, ignore_errors=True)
    DIST.mkdir()
    copy_web(DIST)
    vendor_runtime(DIST)
    vendor_scripts(DIST)
    register_wheels(pyodide, wheels, DIST)
    preload_boot_files(DIST)
    write_configs(DIST)
    copy_perf_files(DIST)
    write_service_worker(DIST)
    total = sum(path.stat().st_size for path in DIST.rglob("*") if path.is_file())
    print(f"built {DIST.name}/: {len(site_assets(DIST)) - 1} files, {total / 1e6:.1f} MB",
          flush=True)
    return DIST


def site_is_stale(dist: Path = DIST) -> bool:
    """Whether dist/ is missing or older than a source it is built from."""
    stamp = dist / "sw.js"  # written last by build_site
    if not stamp.exists():
        return True
    built = stamp.stat().st_mtime
    sources = [*(ROOT / "engine").rglob("*.py"), *web_files(), ROOT / "pyproject.toml",
               PACKAGE_LOCK, *(TOOLS / name for name in (*PERF_FILES, "bytecode.mjs"))]
    return any(path.stat().st_mtime > built for path in sources if path.exists())
