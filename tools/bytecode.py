"""Bytecode instead of sources for the browser: Pyodide's Python compiles every module it
imports from a .py file, on every page load (its standard library is a read-only zip and
it never writes a cache). Compiled once here, with the vendored Pyodide's own Python
under Node (tools/bytecode.mjs), the page imports .pyc files instead: the standard library
Pyodide imports while it starts and our two wheels.

The standard library ships as one uncompressed zip, gzipped whole (``python_stdlib.zip.gz``,
unpacked by the page's loader, web/pyodide/runtime.mjs): smaller than the vendored zip of
sources and read without inflating each module. Its modules are slimmed before they are
compiled, as our wheels are (``tools/slim.py``: no docstrings, no comments, line numbers
kept): 15% fewer bytes on a first visit. Nothing the page runs reads a docstring of the
standard library, which is written to run without them (CPython's -OO drops them too);
Pyodide's own docstrings, which it copies onto its JavaScript proxies at start-up, may be
absent as well (the browser tests boot with them slimmed).
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import io
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

from .env import NODE_MODULES, ROOT
from .squeeze import gzip_bytes
from .webwheel import EPOCH, rewrite_wheel

COMPILER = ROOT / "tools" / "bytecode.mjs"
CACHE = ROOT / "build" / "runtime"
STDLIB = "python_stdlib.zip"
SLIM = ROOT / "tools" / "slim.py"
SQUEEZE = ROOT / "tools" / "squeeze.py"
STDLIB_PREFIX = "/lib/python314.zip/"
"""Where Pyodide puts its standard library zip in the browser (sys.path); the compiled
modules are named after it so that tracebacks show their real paths."""


def compile_trees(trees: list[tuple[Path, str | None]], slim: bool = False) -> dict:
    """Compile every .py below each folder to a .pyc beside it, naming the modules after
    ``prefix`` + their relative path (None: Pyodide's site-packages); with ``slim``, each
    module slimmed first (``tools/slim.py``: no docstrings, no comments)."""
    with tempfile.TemporaryDirectory(prefix="incagames-bytecode-") as tmp:
        job = Path(tmp) / "job.json"
        job.write_text(json.dumps({"trees": [{"dir": str(folder), "prefix": prefix, "slim": slim}
                                             for folder, prefix in trees]}))
        done = subprocess.run(["node", str(COMPILER), str(job)], cwd=ROOT,
                              capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"build.py: compiling Python to bytecode under Node failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _compiled_entry(info: zipfile.ZipInfo, folder: Path,
                    failed: frozenset[str] = frozenset()) -> tuple[zipfile.ZipInfo, bytes]:
    """The archive entry ``info`` as compiled in ``folder``: ``foo.pyc`` for ``foo.py``
    (unless it failed to compile), dated ``EPOCH`` so that rebuilds give the same bytes."""
    name = info.filename
    if name.endswith(".py") and name not in failed:
        name += "c"
    entry = zipfile.ZipInfo(name, EPOCH)
    entry.external_attr = info.external_attr
    return entry, b"" if info.is_dir() else (folder / name).read_bytes()


def compiled_stdlib() -> Path:
    """The vendored standard library as bytecode, stored in a zip, gzipped; built once per
    Pyodide version (and compiler) and kept in build/runtime/."""
    vendored = NODE_MODULES / "pyodide" / STDLIB
    key = hashlib.sha256(vendored.read_bytes() + COMPILER.read_bytes()
                         + SLIM.read_bytes()).hexdigest()[:16]
    target = CACHE / f"{STDLIB}.{key}.gz"
    if target.exists():
        return target
    with tempfile.TemporaryDirectory(prefix="incagames-stdlib-") as tmp:
        folder = Path(tmp)
        with zipfile.ZipFile(vendored) as archive:
            archive.extractall(folder)
            infos = archive.infolist()
        failed = frozenset(compile_trees([(folder, STDLIB_PREFIX)], slim=True)["failed"])
        packed = folder.with_suffix(".zip")
        with zipfile.ZipFile(packed, "w", zipfile.ZIP_STORED) as out:
            for info in infos:
                out.writestr(*_compiled_entry(info, folder, failed))
        CACHE.mkdir(parents=True, exist_ok=True)
        _gzip(packed, target)
    return target


@contextlib.contextmanager
def compiled_stdlib_archive() -> Iterator[zipfile.ZipFile]:
    """The compiled standard library (``compiled_stdlib``) as an open zip archive."""
    with zipfile.ZipFile(io.BytesIO(gzip.decompress(compiled_stdlib().read_bytes()))) as zipped:
        yield zipped


def split_stdlib() -> tuple[Path, Path]:
    """The compiled standard library split in two (``tools/stdlib.py``): the boot archive
    of the modules ``web/stdlib.txt`` lists, with the finder of the rest, and the rest;
    each gzipped, kept in build/runtime/ per list, finder and library."""
    from . import stdlib

    key = hashlib.sha256(compiled_stdlib().read_bytes() + stdlib.LIST.read_bytes()
                         + stdlib.FINDER.read_bytes() + SQUEEZE.read_bytes()).hexdigest()[:16]
    boot = CACHE / f"python_stdlib.boot.{key}.zip.gz"
    rest = CACHE / f"python_stdlib.rest.{key}.zip.gz"
    if not (boot.exists() and rest.exists()):
        with compiled_stdlib_archive() as archive:
            first, second, _ = stdlib.split(archive, stdlib.listed())
        for target, data in ((boot, first), (rest, second)):
            target.write_bytes(gzip_bytes(data))
    return boot, rest


def _gzip(source: Path, target: Path) -> None:
    with source.open("rb") as raw, gzip.GzipFile(target, "wb", compresslevel=9, mtime=0) as out:
        shutil.copyfileobj(raw, out)


def gzipped(source: Path) -> Path:
    """``source`` gzipped by Zopfli (``tools/squeeze.py``), kept in build/runtime/ so that
    the 9.6 MB of WebAssembly are compressed once per Pyodide version."""
    key = hashlib.sha256(source.read_bytes() + SQUEEZE.read_bytes()).hexdigest()[:16]
    target = CACHE / f"{source.name}.{key}.gz"
    if not target.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        target.write_bytes(gzip_bytes(source.read_bytes()))
    return target


def compile_wheels(wheels: list[Path], compression: int = zipfile.ZIP_DEFLATED) -> None:
    """Rewrite each wheel with its modules as bytecode only (``foo.pyc`` for ``foo.py``) and
    its RECORD to match, entries in the same order, compressed by ``compression``."""
    with tempfile.TemporaryDirectory(prefix="incagames-wheels-") as tmp:
        folders = []
        for index, wheel in enumerate(wheels):
            folder = Path(tmp) / str(index)
            with zipfile.ZipFile(wheel) as archive:
                archive.extractall(folder)
            folders.append(folder)
        failed = compile_trees([(folder, None) for folder in folders])["failed"]
        if failed:
            sys.exit(f"build.py: these modules do not compile for Pyodide: {failed}")
        for wheel, folder in zip(wheels, folders, strict=True):
            _rewrite_wheel(wheel, folder, compression)


def _rewrite_wheel(wheel: Path, folder: Path, compression: int) -> None:
    """The wheel with its compiled modules, every entry dated ``EPOCH``: pip dates the
    engine wheel's metadata at build time, so its bytes (and the service worker's cache
    version) would change with every build of unchanged sources."""
    with zipfile.ZipFile(wheel) as archive:
        infos = archive.infolist()
    rewrite_wheel(wheel, [_compiled_entry(info, folder) for info in infos], compression)
