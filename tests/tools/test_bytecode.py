"""tools/bytecode.py: the wheels and the standard library the page imports as bytecode
compiled by the vendored Pyodide (under Node; the npm packages are installed first)."""

from __future__ import annotations

import gzip
import io
import zipfile
from pathlib import Path

import pytest

from tools import bytecode
from tools.env import NODE_MODULES, ensure_node_modules
from tools.webwheel import EPOCH, record_line


@pytest.fixture(scope="module", autouse=True)
def _node_modules() -> None:
    ensure_node_modules()


def _wheel(path: Path, files: dict[str, str]) -> Path:
    record = [record_line(name, text.encode()) for name, text in files.items()]
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
        record.append("demo-1.dist-info/RECORD,,")
        archive.writestr("demo-1.dist-info/RECORD", "\n".join(record))
    return path


def _flags(pyc: bytes) -> int:
    return int.from_bytes(pyc[4:8], "little")


def test_a_wheel_ships_bytecode_only_with_a_matching_record(tmp_path: Path) -> None:
    wheel = _wheel(tmp_path / "demo-1-py3-none-any.whl", {
        "demo/__init__.py": "from .deep import ANSWER\n",
        "demo/deep.py": "ANSWER = 42\n",
        "demo-1.dist-info/METADATA": "Name: demo\n",
    })
    bytecode.compile_wheels([wheel])
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        assert names == ["demo/__init__.pyc", "demo/deep.pyc", "demo-1.dist-info/METADATA",
                         "demo-1.dist-info/RECORD"]
        pyc = archive.read("demo/deep.pyc")
        record = archive.read("demo-1.dist-info/RECORD").decode().splitlines()
        for name in names[:-1]:
            assert record_line(name, archive.read(name)) in record
        # pip dates a wheel's metadata at build time: fixed dates make rebuilds identical
        assert {info.date_time for info in archive.infolist()} == {EPOCH}
    assert _flags(pyc) == 0b01  # hash-based, never checked against a source
    assert b"/site-packages/demo/deep.py" in pyc  # tracebacks name the module's real path


def test_a_module_that_does_not_compile_stops_the_build(tmp_path: Path) -> None:
    wheel = _wheel(tmp_path / "demo-1-py3-none-any.whl", {"demo/bad.py": "def (:\n"})
    with pytest.raises(SystemExit, match=r"demo/bad\.py"):
        bytecode.compile_wheels([wheel])


def test_the_standard_library_is_the_vendored_one_compiled() -> None:
    """Every module of the vendored zip is there as bytecode (or, if it would not compile,
    as it was), every other file as it was, uncompressed inside the gzip."""
    vendored = zipfile.ZipFile(NODE_MODULES / "pyodide" / bytecode.STDLIB)
    packed = zipfile.ZipFile(io.BytesIO(gzip.decompress(bytecode.compiled_stdlib().read_bytes())))
    names = set(packed.namelist())
    magic = None
    for info in vendored.infolist():
        name = info.filename
        if name.endswith(".py") and name + "c" in names:
            pyc = packed.read(name + "c")
            magic = magic or pyc[:4]
            assert pyc[:4] == magic and _flags(pyc) == 0b01
        else:
            assert name in names and packed.read(name) == vendored.read(name), name
    assert all(info.compress_type == zipfile.ZIP_STORED for info in packed.infolist())
    assert sum(name.endswith(".pyc") for name in names) > 500
    # Slimmed before compiling: the code is there, its docstrings are not (the 3.14 syntax
    # of dataclasses.py too, which only Pyodide's own Python parses).
    vendored_text = vendored.read("dataclasses.py").decode()
    assert "Add dunder methods based on the fields defined in the class." in vendored_text
    compiled = packed.read("dataclasses.pyc")
    assert b"_process_class" in compiled
    assert b"Add dunder methods based on the fields" not in compiled
