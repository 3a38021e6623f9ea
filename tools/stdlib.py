"""The standard library in two archives: what the games import, fetched at boot, and the
rest, fetched the first time one of its modules is imported (``web/stdlib_rest.py``).

``web/stdlib.txt`` lists the boot archive's modules. The browser tests record every
module each page and its AI worker imported (``build/imports/``, ``e2e/conftest.py``);
``python3 build.py stdlib`` says which of them the list lacks (each would cost a first
visit the second archive) and ``--update`` adds them.
"""

from __future__ import annotations

import argparse
import io
import zipfile
from collections.abc import Iterable
from pathlib import Path

from .env import ROOT

LIST = ROOT / "web" / "stdlib.txt"
FINDER = ROOT / "web" / "stdlib_rest.py"
RECORDED = ROOT / "build" / "imports"
FINDER_MODULE = "_inca_rest.py"
"""The finder's name in the boot archive (web/main.py and web/worker.py install it)."""


def listed(path: Path = LIST) -> set[str]:
    """The modules of the boot archive, as ``web/stdlib.txt`` names them."""
    return {line.strip() for line in path.read_text().splitlines()
            if line.strip() and not line.startswith("#")}


def module_of(filename: str) -> str | None:
    """The module an archive entry holds (``email/mime/text.pyc`` is ``email.mime.text``,
    a package's ``__init__`` the package), None for a folder or a data file."""
    for suffix in (".pyc", ".py"):
        if filename.endswith(suffix):
            name = filename[: -len(suffix)].replace("/", ".")
            return name.removesuffix(".__init__")
    return None


def split(archive: zipfile.ZipFile, boot: set[str]) -> tuple[bytes, bytes, list[str]]:
    """The boot archive (the modules in ``boot`` and the finder, knowing the rest), the
    rest archive, and the names of the rest's modules; both stored, not deflated (the
    whole archive is gzipped)."""
    first, rest = io.BytesIO(), io.BytesIO()
    rest_names: list[str] = []
    with (zipfile.ZipFile(first, "w", zipfile.ZIP_STORED) as head,
          zipfile.ZipFile(rest, "w", zipfile.ZIP_STORED) as tail):
        for info in archive.infolist():
            if info.is_dir():
                continue
            name = module_of(info.filename)
            if name in boot:
                head.writestr(info, archive.read(info))
            else:
                tail.writestr(info, archive.read(info))
                if name is not None:
                    rest_names.append(name)
        head.writestr(zipfile.ZipInfo(FINDER_MODULE, (2020, 1, 1, 0, 0, 0)),
                      finder_source(rest_names))
    return first.getvalue(), rest.getvalue(), sorted(rest_names)


def finder_source(rest_names: Iterable[str]) -> str:
    """web/stdlib_rest.py with the rest's module names filled in."""
    names = ", ".join(repr(name) for name in sorted(rest_names))
    return FINDER.read_text() + f"\n\nREST = frozenset({{{names}}})\n"


def recorded(folder: Path = RECORDED) -> set[str]:
    """Every module the browser tests saw imported (all of them, not only the library's)."""
    found: set[str] = set()
    for path in sorted(folder.glob("*.txt")) if folder.is_dir() else []:
        found |= set(path.read_text().split())
    return found


def missing(seen: set[str], library: set[str], boot: set[str]) -> list[str]:
    """The library's modules seen imported that the boot archive lacks."""
    return sorted((seen & library) - boot)


def main(args: list[str]) -> int:
    """`build.py stdlib [--update]`."""
    from .bytecode import compiled_stdlib_archive

    parser = argparse.ArgumentParser(prog="build.py stdlib", description=__doc__)
    parser.add_argument("--update", action="store_true",
                        help="add the modules the tests imported to web/stdlib.txt")
    options = parser.parse_args(args)
    with compiled_stdlib_archive() as archive:
        library = {name for info in archive.infolist()
                   if (name := module_of(info.filename)) is not None}
    lacking = missing(recorded(), library, listed())
    if not lacking:
        print(f"web/stdlib.txt holds every standard-library module the tests imported "
              f"({len(listed())} modules)")
        return 0
    print("imported in the browser tests, not in web/stdlib.txt:\n  " + "\n  ".join(lacking))
    if options.update:
        lines = LIST.read_text().splitlines()
        header = [line for line in lines if line.startswith("#")]
        body = sorted({line for line in lines if line and not line.startswith("#")}
                      | set(lacking))
        LIST.write_text("\n".join(header + body) + "\n")
        print("added")
    return 0
