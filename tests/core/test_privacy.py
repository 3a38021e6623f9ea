"""Modules keep to each other's public names: no ``x._name`` of another object and no
``from m import _name``, in the engine and in the web app.

A private name stays private to its module, so a module's insides can change without
breaking another. One narrow exception: inside a method of class K, another instance's
private name that K itself defines in the same module (``other._hash`` in
``Action.__eq__``, the fields a ``clone`` copies onto its new instance).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine" / "incagames"
APP = ROOT / "web" / "app"


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _class_names(cls: ast.ClassDef) -> set[str]:
    """The names class ``cls`` defines: its body's functions and assignments, the
    entries of its ``__slots__`` and what its methods assign to ``self``."""
    names: set[str] = set()
    for node in cls.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Name):
                names.add(target.id)
                value = node.value  # type: ignore[union-attr]
                if target.id == "__slots__" and isinstance(value, (ast.Tuple, ast.List)):
                    names.update(e.value for e in value.elts
                                 if isinstance(e, ast.Constant) and isinstance(e.value, str))
    for node in ast.walk(cls):
        if (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
                and isinstance(node.value, ast.Name) and node.value.id == "self"):
            names.add(node.attr)
    return names


def offences_in(path: Path, shown: str) -> list[str]:
    """Each private access of another object's name and each private import in one file,
    as ``shown:line: what``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: list[str] = []

    def visit(node: ast.AST, own: set[str]) -> None:
        if isinstance(node, ast.ClassDef):
            names = _class_names(node)
            for child in node.body:
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    for part in ast.iter_child_nodes(child):
                        visit(part, names)
                else:
                    visit(child, own)
            return
        if isinstance(node, ast.Attribute) and _private(node.attr):
            mine = isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
            if not mine and node.attr not in own:
                out.append(f"{shown}:{node.lineno}: {ast.unparse(node.value)}.{node.attr}")
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if _private(alias.name):
                    out.append(f"{shown}:{node.lineno}: from {node.module} import "
                               f"{alias.name}")
        for child in ast.iter_child_nodes(node):
            visit(child, own)

    visit(tree, set())
    return out


def offences(base: Path) -> list[str]:
    """Every offence in the ``.py`` files under ``base``."""
    out: list[str] = []
    for path in sorted(base.rglob("*.py")):
        out += offences_in(path, str(path.relative_to(ROOT if base.is_relative_to(ROOT)
                                                      else base)))
    return out


def test_the_engine_uses_no_private_name_of_another_module() -> None:
    found = offences(ENGINE)
    assert not found, "private names used from outside:\n" + "\n".join(found)


def test_the_web_app_uses_no_private_name_of_another_module() -> None:
    found = offences(APP)
    assert not found, "private names used from outside:\n" + "\n".join(found)


def test_the_check_finds_a_planted_offence(tmp_path: Path) -> None:
    (tmp_path / "planted.py").write_text('''
from m import _hidden, shown


class K:
    __slots__ = ("_mine",)

    def copy(self, other: "K") -> "K":
        new = K()
        new._mine = other._mine      # K's own name: allowed
        return new._theirs           # not K's: an offence


class J:
    def peek(self, k: K) -> int:
        return k._mine               # K's name inside J: an offence


def outside(k: K) -> int:
    self = k
    return self._mine + len(k._mine) + k.__len__()   # the second one is an offence
''')
    found = offences(tmp_path)
    assert [f.split(": ", 1)[1] for f in found] == [
        "from m import _hidden", "new._theirs", "k._mine", "k._mine"]
