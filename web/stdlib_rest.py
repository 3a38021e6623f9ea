"""The standard library beyond the boot archive, loaded the first time it is imported.

The page boots with only the modules the games were seen to import (``web/stdlib.txt``);
every other module of Pyodide's standard library waits in a second archive,
``pyodide/python_stdlib_rest.zip.gz``. The build puts this file into the boot archive as
``_inca_rest`` with ``REST``, the names that archive holds, and ``web/main.py`` and
``web/worker.py`` install its finder first: an import of one of those names fetches the
archive once (a synchronous request: an import cannot wait), unpacks it beside the boot
archive and imports from there, so no import of the standard library fails at play time
for want of a file. Any other missing module is left to fail as it always would.
"""

from __future__ import annotations

import contextlib
import importlib.machinery
import sys
import zlib
from collections.abc import Callable, Sequence
from types import ModuleType

REST: frozenset[str] = frozenset()
"""The modules of the second archive (the build appends their names)."""
NAME = "python_stdlib_rest.zip.gz"
"""The second archive, beside Pyodide's lock file (the page's and the workers' alike)."""
ARCHIVE = "/lib/python_stdlib_rest.zip"
"""Where it is unpacked in Pyodide's file system."""


def fetch_bytes(url: str) -> bytes:
    """The bytes at ``url``, fetched synchronously: a page allows a synchronous request
    only as text, so each byte comes as one character of the user-defined charset."""
    from js import XMLHttpRequest

    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    request.overrideMimeType("text/plain; charset=x-user-defined")
    request.send(None)
    if request.status != 200:
        raise ImportError(f"the rest of the standard library is unreachable ({url}: "
                          f"HTTP {request.status})")
    text = str(request.responseText)
    return text.translate(_BYTES).encode("latin-1")


_BYTES = {0xF700 + byte: byte for byte in range(0x80, 0x100)}
"""x-user-defined maps bytes 0x80-0xFF to U+F780-U+F7FF."""


class RestFinder:
    """A finder at the end of ``sys.meta_path`` for the names in ``REST`` only."""

    def __init__(self, fetch: Callable[[str], bytes] = fetch_bytes, url: str | None = None,
                 archive: str = ARCHIVE, names: frozenset[str] | None = None) -> None:
        self.fetch, self.url, self.archive = fetch, url, archive
        self.names = REST if names is None else names
        self.loaded = False

    def _load(self) -> None:
        if self.url is None:
            import pyodide_js

            self.url = str(pyodide_js.lockfileBaseUrl) + NAME
        data = zlib.decompress(self.fetch(self.url), 16 + zlib.MAX_WBITS)
        with open(self.archive, "wb") as out:
            out.write(data)
        sys.path.append(self.archive)
        importlib.invalidate_caches()
        self.loaded = True

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.names:
            return None
        if not self.loaded:
            self._load()
        parent, _, _ = fullname.rpartition(".")
        if not parent:
            return importlib.machinery.PathFinder.find_spec(fullname, [self.archive])
        where = f"{self.archive}/{parent.replace('.', '/')}"
        if path is not None and where not in path:
            with contextlib.suppress(AttributeError):  # a namespace package's path
                path.append(where)  # the package's other modules are found there too
        return importlib.machinery.PathFinder.find_spec(fullname, [where])


def install(finder: RestFinder | None = None) -> RestFinder:
    """Put the finder at the end of ``sys.meta_path`` (once)."""
    for present in sys.meta_path:
        if isinstance(present, RestFinder):
            return present
    finder = finder or RestFinder()
    sys.meta_path.append(finder)
    return finder
