"""The layout keeps its promises: no import circles (imports inside functions count), the web
app's imports go down its rooms' order, and the shared layers (the engine's core and command
line, the web app outside the game folders) never name a game, so a new game is one engine
package plus one web folder."""

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


def _imports(path: Path, name: str) -> Iterator[str]:
    """Every module ``path`` imports: at module level, inside ``if``/``try`` blocks, classes
    and functions alike (an import inside a function is still a dependency, only a later
    one), but not under ``if TYPE_CHECKING`` (type hints are not run)."""
    tree = ast.parse(path.read_text())
    is_package = path.name == "__init__.py"
    here = name if is_package else name.rpartition(".")[0]

    def walk(node: ast.AST) -> Iterator[str]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for other in child.orelse:
                    yield from visit(other)
            else:
                yield from visit(child)

    def visit(node: ast.AST) -> Iterator[str]:
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = here.split(".")
                up = up[: len(up) - node.level + 1]
                base = ".".join([*up, base]) if base else ".".join(up)
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)
        else:
            yield from walk(node)

    yield from walk(tree)


def _graph(base: Path, package: str) -> dict[str, set[str]]:
    modules = {_module_name(p, base, package): p for p in base.rglob("*.py")}
    return {name: {m for m in _imports(path, name) if m in modules and m != name}
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


ROOMS = ("text", "games", "draw", "page", "ai", "live", "results", "view", "game folders",
         "rules", "saves", "review", "table", "menu", "shell")
"""The web app's rooms, bottom first (docs/architecture.md says what each holds): a module
imports only from its own room or from rooms below it. ``games`` is the registry
(``games/__init__.py``, ``games/ui.py``), low because every room asks it about a game; the
game folders (``games/<package>/``) sit above the board view they draw into, and the
registry reaches them only by name, when a game's part is first needed. The shell's room is
the three modules at the top level."""
SHELL = ("shell", "wiring", "test_hooks")


def room(module: str) -> str | None:
    """The room of a web module (``app.view.board`` is in ``view``), None when it has none."""
    parts = module.split(".")[1:]
    if not parts:
        return "shell"
    if parts[0] == "games":
        return "games" if len(parts) == 1 or parts[1] == "ui" else "game folders"
    if parts[0] in SHELL:
        return "shell"
    return parts[0] if parts[0] in ROOMS else None


def upward(graph: dict[str, set[str]]) -> list[str]:
    """The imports of ``graph`` that go up the rooms' order (or leave a module roomless)."""
    found = []
    for module, imported in sorted(graph.items()):
        here = room(module)
        if here is None:
            found.append(f"{module} is in no room")
            continue
        for other in sorted(imported):
            there = room(other)
            if there is not None and ROOMS.index(there) > ROOMS.index(here):
                found.append(f"{module} ({here}) imports {other} ({there})")
    return found


def test_web_imports_go_down_the_rooms() -> None:
    assert upward(_graph(APP, "app")) == []


def test_web_app_top_level_is_small() -> None:
    """The top level holds the rooms and the shell's few modules, nothing else."""
    modules = sorted(p.stem for p in APP.glob("*.py"))
    assert set(modules) <= set(SHELL) | {"__init__"}, modules
    folders = {p.name for p in APP.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == set(ROOMS) - {"game folders", "shell"}, folders


def test_the_room_checks_find_a_function_level_circle_and_an_upward_import(
        tmp_path: Path) -> None:
    """An import inside a function makes a circle the checks see, and an import from a
    lower room to a higher one is refused wherever it is written."""
    pkg = tmp_path / "app"
    (pkg / "view").mkdir(parents=True)
    (pkg / "menu").mkdir()
    (pkg / "view" / "board.py").write_text("from ..menu import screen\n")
    (pkg / "menu" / "screen.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from ..shell import App\n"
        "def show():\n    from ..view.board import draw\n    return draw\n")
    (pkg / "shell.py").write_text("X = 1\n")
    graph = _graph(pkg, "app")
    assert "app.shell" not in graph["app.menu.screen"]  # type hints are not imports
    assert _cycle(graph) == ["app.menu.screen", "app.view.board", "app.menu.screen"]
    assert upward(graph) == ["app.view.board (view) imports app.menu.screen (menu)"]
    assert upward({"app.stray": set()}) == ["app.stray is in no room"]


def _shared_files() -> list[Path]:
    engine = [p for p in ENGINE.rglob("*.py")
              if p.relative_to(ENGINE).parts[0] not in GAME_PACKAGES]
    web = [p for p in APP.rglob("*.py") if len(p.relative_to(APP).parts) < 3
           or p.relative_to(APP).parts[0] != "games"]
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
