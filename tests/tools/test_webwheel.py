"""The app's wheel: every module of web/app/, valid wheel metadata, the same bytes for the
same sources."""

from __future__ import annotations

import base64
import hashlib
import zipfile
from pathlib import Path

from tools import webwheel
from tools.site import WEB


def _web(tmp_path: Path) -> Path:
    (tmp_path / "app" / "games").mkdir(parents=True)
    (tmp_path / "app" / "__init__.py").write_text("")
    (tmp_path / "app" / "games" / "board.py").write_text("X = 1\n")
    (tmp_path / "app" / "__pycache__").mkdir()
    (tmp_path / "app" / "__pycache__" / "board.cpython-311.pyc").write_bytes(b"\0")
    (tmp_path / "main.py").write_text("")
    return tmp_path


def test_the_wheel_holds_the_package_and_a_valid_record(tmp_path: Path) -> None:
    wheel = webwheel.build_web_wheel(_web(tmp_path / "web"), "1.2", tmp_path / "out")
    assert wheel.name == "inca_games_web-1.2-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        assert [n for n in names if not n.startswith("inca_games_web-1.2.dist-info/")] == [
            "app/__init__.py", "app/games/board.py"]
        metadata = archive.read("inca_games_web-1.2.dist-info/METADATA").decode()
        assert "Name: inca-games-web" in metadata and "Version: 1.2" in metadata
        record = archive.read("inca_games_web-1.2.dist-info/RECORD").decode().splitlines()
        for line in record:
            name, digest, size = line.split(",")
            if name.endswith("RECORD"):
                assert digest == size == ""
                continue
            data = archive.read(name)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            assert digest == "sha256=" + expected.decode() and int(size) == len(data)


def test_the_same_sources_give_the_same_bytes(tmp_path: Path) -> None:
    web = _web(tmp_path / "web")
    first = webwheel.build_web_wheel(web, "1", tmp_path / "a").read_bytes()
    second = webwheel.build_web_wheel(web, "1", tmp_path / "b").read_bytes()
    assert first == second
    (web / "app" / "games" / "board.py").write_text("X = 2\n")
    assert webwheel.build_web_wheel(web, "1", tmp_path / "c").read_bytes() != first


def test_every_module_of_the_app_is_packed() -> None:
    packed = {p.relative_to(WEB).as_posix() for p in webwheel.package_files(WEB)}
    assert "app/shell.py" in packed and "app/games/cuzco/board.py" in packed
    assert packed == {p.relative_to(WEB).as_posix() for p in (WEB / "app").rglob("*.py")
                      if "__pycache__" not in p.parts}
