"""The layout keeps its promises: no import circles, and the shared layers (the engine's
core and command line, the web app outside ``games/``) never name a game, so a new game is
one engine package plus one web folder."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import incagames

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine" / "incagames"
APP = ROOT / "web" / "app"
GAME_PACKAGES = {spec.state.__module__.split(".")[1] for spec in incagames.GAMES.values()}


def _module_name(path: Path, base: Path, package: str) -> str:
    parts = [package, *path.relative_to(base).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _top_level_imports(path: Path, name: str) -> Iterator[str]:
    """The modules ``path`` imports when it is loaded: module-level imports, also inside
    ``if``/``try`` blocks, but not under ``if TYPE_CHECKING`` nor inside functions."""
    tree = ast.parse(path.read_text())
    is_package = path.name == "__init__.py"
    here = name if is_package else name.rpartition(".")[0]

    def walk(body: list[ast.stmt]) -> Iterator[str]:
        for node in body:
            if isinstance(node, ast.If):
                if "TYPE_CHECKING" not in ast.unparse(node.test):
                    yield from walk(node.body)
                yield from walk(node.orelse)
            elif isinstance(node, ast.Try):
                yield from walk(node.body)
            elif isinstance(node, ast.Import):
                yield from (alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = here.split(".")
                    up = up[: len(up) - node.level + 1]
                    base = ".".join([*up, base]) if base else ".".join(up)
                yield base
                yield from (f"{base}.{alias.name}" for alias in node.names)

    yield from walk(tree.body)


def _graph(base: Path, package: str) -> dict[str, set[str]]:
    modules = {_module_name(p, base, package): p for p in base.rglob("*.py")}
    return {name: {m for m in _top_level_imports(path, name) if m in modules and m != name}
            for name, path in modules.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph``, or None (a package importing its own submodules in
    its ``__init__`` is not a circle: the submodule finds the package loaded)."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if node.startswith(nxt + "."):  # a module importing its own package
                continue
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt):], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


@pytest.mark.parametrize("base, package", [(ENGINE, "incagames"), (APP, "app")])
def test_no_import_circles(base: Path, package: str) -> None:
    assert _cycle(_graph(base, package)) is None


def _shared_files() -> list[Path]:
    engine = [p for p in ENGINE.rglob("*.py")
              if p.relative_to(ENGINE).parts[0] not in GAME_PACKAGES]
    web = [p for p in APP.rglob("*.py") if "games" not in p.relative_to(APP).parts[:-1]]
    return sorted(engine + web)


def _names_a_game(path: Path) -> list[str]:
    """Imports of a game package and game ids or package names in code (docstrings and
    comments may give examples)."""
    tree = ast.parse(path.read_text())
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)}
    found = []
    ids = set(incagames.GAMES) | GAME_PACKAGES
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            if set(node.module.split(".")) & GAME_PACKAGES:
                found.append(f"imports {node.module}")
        elif isinstance(node, ast.Import):
            found += [f"imports {a.name}" for a in node.names
                      if set(a.name.split(".")) & GAME_PACKAGES]
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
              and id(node) not in docstrings and node.value in ids):
            found.append(f"names {node.value!r} at line {node.lineno}")
    return found


def test_shared_layers_never_name_a_game() -> None:
    assert len(_shared_files()) > 20
    offenders = {str(p.relative_to(ROOT)): found for p in _shared_files()
                 if (found := _names_a_game(p))}
    assert offenders == {}


def test_the_checks_find_what_they_look_for() -> None:
    """The two checks above can fail: a circle and a game's own module are found."""
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"p": {"p.x"}, "p.x": {"p"}}) is None
    assert _names_a_game(APP / "games" / "cuzco" / "screen.py")
    assert "incagames.core.spec" in _graph(ENGINE, "incagames")["incagames.core.match"]


MAX_MODULE_LINES = 500
MAX_CLASS_LINES = 300


def oversized(base: Path, module_lines: int = MAX_MODULE_LINES,
              class_lines: int = MAX_CLASS_LINES) -> list[str]:
    """Modules under ``base`` longer than ``module_lines`` lines and classes longer than
    ``class_lines``: a module (or class) that size does more than one job."""
    found = []
    for path in sorted(base.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(base)
        lines = len(text.splitlines())
        if lines > module_lines:
            found.append(f"{where}: {lines} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > class_lines:
                    found.append(f"{where}: class {node.name}, {length} lines")
    return found


@pytest.mark.parametrize("base", [ENGINE, APP], ids=["engine", "web"])
def test_modules_and_classes_stay_small(base: Path) -> None:
    found = oversized(base)
    assert not found, "split these along their seams:\n" + "\n".join(found)


def test_the_size_check_finds_a_long_module_and_class(tmp_path: Path) -> None:
    body = "\n".join(f"    x{i} = {i}" for i in range(5))
    (tmp_path / "long.py").write_text("class K:\n" + body + "\n\n\nY = 1\n")
    assert oversized(tmp_path, module_lines=8, class_lines=5) == [
        "long.py: 9 lines", "long.py: class K, 6 lines"]
    assert oversized(tmp_path) == []
