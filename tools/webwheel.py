"""The web app's Python package (`web/app/`) as one wheel, so the page loads it with
Pyodide's loadPackage in one request instead of PyScript fetching every module at boot.

The wheel is written here rather than by pip: it holds only `app/` and its metadata, its
bytes depend only on the sources (fixed timestamps, sorted entries), so an unchanged app
keeps its hash and the service worker's cache version.
"""

from __future__ import annotations

import base64
import hashlib
import zipfile
from pathlib import Path

NAME = "inca-games-web"
"""The distribution name, registered in Pyodide's lock file beside the engine's."""
PACKAGE = "app"
EPOCH = (2020, 1, 1, 0, 0, 0)
"""Every entry's timestamp: a rebuild of the same sources gives the same bytes."""


def record_line(name: str, data: bytes) -> str:
    """A wheel RECORD line: the entry, its urlsafe-base64 SHA-256 and its size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def rewrite_wheel(target: Path, entries: list[tuple[zipfile.ZipInfo, bytes]],
                  compression: int = zipfile.ZIP_DEFLATED) -> Path:
    """Write a wheel of ``entries`` (in their order, with their timestamps, so the bytes are
    reproducible) with its RECORD computed again from them, each entry compressed by
    ``compression`` (ZIP_STORED: for a wheel gzipped whole)."""
    record_name = next(info.filename for info, _ in entries
                       if info.filename.endswith(".dist-info/RECORD"))
    record = [record_line(info.filename, data) for info, data in entries
              if info.filename != record_name]
    record.append(f"{record_name},,")
    with zipfile.ZipFile(target, "w", compression, compresslevel=9) as archive:
        for info, data in entries:
            if info.filename == record_name:
                data = ("\n".join(record) + "\n").encode()
            info.compress_type = compression
            archive.writestr(info, data)
    return target


def package_files(web: Path) -> list[Path]:
    """The modules of `web/app/` that belong in the wheel (sources only), sorted."""
    return sorted(
        path for path in (web / PACKAGE).rglob("*.py")
        if "__pycache__" not in path.parts and not path.name.startswith(".")
    )


def wheel_name(version: str) -> str:
    return f"{NAME.replace('-', '_')}-{version}-py3-none-any.whl"


def build_web_wheel(web: Path, version: str, out_dir: Path) -> Path:
    """Write the app's wheel into `out_dir` and return its path."""
    dist_info = f"{NAME.replace('-', '_')}-{version}.dist-info"
    entries: list[tuple[str, bytes]] = [
        (path.relative_to(web).as_posix(), path.read_bytes()) for path in package_files(web)
    ]
    entries += [
        (f"{dist_info}/METADATA",
         f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {version}\n"
         "Summary: The browser app of Inca Games (PyScript UI)\n".encode()),
        (f"{dist_info}/WHEEL",
         b"Wheel-Version: 1.0\nGenerator: tools/webwheel.py\nRoot-Is-Purelib: true\n"
         b"Tag: py3-none-any\n"),
        (f"{dist_info}/top_level.txt", f"{PACKAGE}\n".encode()),
    ]
    record = [record_line(name, data) for name, data in entries]
    record.append(f"{dist_info}/RECORD,,")
    entries.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode()))
    out_dir.mkdir(parents=True, exist_ok=True)
    wheel = out_dir / wheel_name(version)
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return wheel
