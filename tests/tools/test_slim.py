"""The shipped Python without docstrings and comments: same lines, same behaviour."""

from __future__ import annotations

import ast
import zipfile
from pathlib import Path

from tools import slim, webwheel
from tools.site import WEB

SAMPLE = '''"""Module words."""

from __future__ import annotations

X = 1
"""A note on X."""


class Empty:
    """Only words."""


def f(a: int) -> str:  # a comment after code
    """What f does,
    over two lines."""
    # a comment line
    s = "# not a comment"
    return f"{a} {s}"


def g(): return "kept"  # one-line body: the string is code here
'''


def test_docstrings_and_comments_go_and_lines_stay() -> None:
    out = slim.slim_source(SAMPLE)
    assert len(out.splitlines()) == len(SAMPLE.splitlines())
    assert "words" not in out and "A note" not in out and "comment line" not in out
    assert "a comment after" not in out and '"# not a comment"' in out
    namespace: dict = {}
    exec(compile(out, "sample", "exec"), namespace)
    assert namespace["f"](3) == "3 # not a comment" and namespace["g"]() == "kept"
    assert namespace["Empty"].__doc__ is None and namespace["X"] == 1
    # the same statements, docstrings aside
    assert out.splitlines().index("    return f\"{a} {s}\"") == \
        SAMPLE.splitlines().index("    return f\"{a} {s}\"")


def _code(source: str) -> str:
    """The AST of ``source`` without string-only statements (docstrings, notes)."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            body[:] = [s for s in body if not (isinstance(s, ast.Expr)
                       and isinstance(s.value, ast.Constant) and isinstance(s.value.value, str))]
            if not body and not isinstance(node, ast.Module):
                body.append(ast.Pass())
    return ast.dump(tree)


def test_every_shipped_module_keeps_its_code() -> None:
    root = Path(__file__).resolve().parents[2]
    modules = [*(root / "engine" / "incagames").rglob("*.py"), *webwheel.package_files(WEB)]
    for path in modules:
        source = path.read_text()
        assert _code(slim.slim_source(source)) == _code(source), path


def test_a_slimmed_wheel_has_a_matching_record(tmp_path: Path) -> None:
    (tmp_path / "web" / "app").mkdir(parents=True)
    (tmp_path / "web" / "app" / "m.py").write_text('"""Words."""\nX = 1  # note\n')
    wheel = webwheel.build_web_wheel(tmp_path / "web", "1", tmp_path / "a")
    out = slim.slim_wheel(wheel, tmp_path / "slim.whl")
    with zipfile.ZipFile(out) as archive:
        assert archive.read("app/m.py") == b"\nX = 1\n"
        record = archive.read("inca_games_web-1.dist-info/RECORD").decode()
    assert "app/m.py,sha256=" in record and record.count("\n") == 5
    assert slim.slim_wheel(wheel, tmp_path / "again.whl").read_bytes() == out.read_bytes()


def test_the_browser_wheel_leaves_out_the_command_line(tmp_path: Path) -> None:
    wheel = tmp_path / "inca_games-1-py3-none-any.whl"
    files = {"incagames/__init__.py": "X = 1\n", "incagames/__main__.py": "import sys\n",
             "inca_games-1.dist-info/entry_points.txt": "[console_scripts]\n",
             "inca_games-1.dist-info/RECORD": ""}
    with zipfile.ZipFile(wheel, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    with zipfile.ZipFile(slim.slim_wheel(wheel, tmp_path / "slim.whl")) as archive:
        assert archive.namelist() == ["incagames/__init__.py", "inca_games-1.dist-info/RECORD"]
        assert "__main__" not in archive.read("inca_games-1.dist-info/RECORD").decode()
