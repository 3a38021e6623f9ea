"""The standard library in two archives (tools/stdlib.py, web/stdlib_rest.py): the boot
archive holds the listed modules and the finder, the rest holds everything else, and the
finder imports a module of the rest, fetched once, also a submodule of a package the boot
archive holds in part."""

from __future__ import annotations

import gzip
import io
import sys
import zipfile
from pathlib import Path

import pytest

from tools import stdlib

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
import stdlib_rest


def _library() -> zipfile.ZipFile:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as out:
        out.writestr("boot_a.py", "A = 1\n")
        out.writestr("incapkg/__init__.py", "")
        out.writestr("incapkg/used.py", "U = 1\n")
        out.writestr("incapkg/later.py", "from . import used\nL = used.U + 1\n")
        out.writestr("incarest_b.py", "B = 2\n")
        out.writestr("incarest_b_data/README.txt", "data\n")
    return zipfile.ZipFile(io.BytesIO(buf.getvalue()))


def test_module_names_of_archive_entries() -> None:
    assert stdlib.module_of("email/mime/text.pyc") == "email.mime.text"
    assert stdlib.module_of("email/__init__.py") == "email"
    assert stdlib.module_of("site-packages/README.txt") is None


def test_the_split_keeps_the_listed_modules_and_the_finder_knows_the_rest() -> None:
    boot, rest, names = stdlib.split(_library(), {"boot_a", "incapkg", "incapkg.used"})
    first = zipfile.ZipFile(io.BytesIO(boot))
    assert sorted(first.namelist()) == ["_inca_rest.py", "boot_a.py", "incapkg/__init__.py",
                                        "incapkg/used.py"]
    assert sorted(zipfile.ZipFile(io.BytesIO(rest)).namelist()) == [
        "incapkg/later.py", "incarest_b.py", "incarest_b_data/README.txt"]
    assert names == ["incapkg.later", "incarest_b"]
    finder = first.read("_inca_rest.py").decode()
    assert "REST = frozenset({'incapkg.later', 'incarest_b'})" in finder
    compile(finder, "_inca_rest.py", "exec")


@pytest.fixture
def split_into(tmp_path: Path) -> tuple[Path, bytes, frozenset[str]]:
    boot, rest, names = stdlib.split(_library(), {"boot_a", "incapkg", "incapkg.used"})
    (tmp_path / "boot.zip").write_bytes(boot)
    return tmp_path, gzip.compress(rest), frozenset(names)


def test_the_finder_imports_the_rest_on_first_use(
        split_into: tuple[Path, bytes, frozenset[str]]) -> None:
    folder, packed, names = split_into
    fetched: list[str] = []

    def fetch(url: str) -> bytes:
        fetched.append(url)
        return packed

    finder = stdlib_rest.RestFinder(fetch, url="rest.zip.gz",
                                    archive=str(folder / "rest.zip"), names=names)
    sys.path.insert(0, str(folder / "boot.zip"))
    sys.meta_path.append(finder)
    try:
        import boot_a  # noqa: F401  (from the boot archive: nothing fetched)
        import incapkg.used
        assert fetched == []
        import incapkg.later
        import incarest_b
        assert (incarest_b.B, incapkg.later.L) == (2, 2)
        assert fetched == ["rest.zip.gz"]
        with pytest.raises(ModuleNotFoundError):
            import incarest_absent  # noqa: F401  (not in the rest: left to fail as ever)
        assert fetched == ["rest.zip.gz"]
    finally:
        sys.meta_path.remove(finder)
        for path in (str(folder / "boot.zip"), str(folder / "rest.zip")):
            if path in sys.path:
                sys.path.remove(path)
        for name in ("boot_a", "incapkg", "incapkg.used", "incapkg.later", "incarest_b"):
            sys.modules.pop(name, None)


def test_an_unreachable_rest_says_so(split_into: tuple[Path, bytes, frozenset[str]]) -> None:
    folder, _, names = split_into

    def fail(url: str) -> bytes:
        raise ImportError(f"the rest of the standard library is unreachable ({url})")

    finder = stdlib_rest.RestFinder(fail, url="x", archive=str(folder / "r.zip"), names=names)
    with pytest.raises(ImportError, match="unreachable"):
        finder.find_spec("incarest_b")
    assert finder.find_spec("json") is None


def test_the_list_holds_only_modules_of_the_library() -> None:
    listed = stdlib.listed()
    assert {"asyncio", "json", "zipfile", "encodings"} <= listed
    assert all(name.replace("_", "").replace(".", "").isalnum() for name in listed)
