"""The Python the site ships, without docstrings and comments: every player's browser
downloads the two wheels, and their words are for the next engineer, not for the player.

Line numbers stay as in the sources (a docstring or a comment becomes blank lines, or
``pass`` where a body would be left empty), so a traceback from the browser points at
the right line of the repository's file. Nothing reads a docstring at run time in the
browser (the in-app rules are their own texts).
"""

from __future__ import annotations

import ast
import io
import tokenize
import zipfile
from pathlib import Path

from .webwheel import rewrite_wheel


def _docstring_lines(tree: ast.Module, lines: list[str]) -> list[tuple[int, int, bool]]:
    """(first line, last line, whether ``pass`` must stand in) of every statement that is
    only a string and has its lines to itself: docstrings of modules, classes and
    functions, and attribute notes."""
    found = []
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for stmt in body:
            if (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
                    and isinstance(stmt.value.value, str)):
                last = stmt.end_lineno or stmt.lineno
                if (lines[stmt.lineno - 1][: stmt.col_offset].strip()
                        or lines[last - 1][stmt.end_col_offset or 0:].strip()):
                    continue  # shares a line with other code: left as it is
                alone = len(body) == 1 and not isinstance(node, ast.Module)
                found.append((stmt.lineno, last, alone))
    return found


def _without_comments(source: str) -> list[str]:
    lines = source.splitlines(keepends=True)
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    for token in tokens:
        if token.type == tokenize.COMMENT:
            row, col = token.start
            line = lines[row - 1]
            lines[row - 1] = line[:col].rstrip() + ("\n" if line.endswith("\n") else "")
    return lines


def slim_source(source: str) -> str:
    """``source`` without docstrings and comments, with its line numbers kept."""
    tree = ast.parse(source)
    lines = _without_comments(source)
    for first, last, alone in _docstring_lines(tree, lines):
        indent = lines[first - 1][: len(lines[first - 1]) - len(lines[first - 1].lstrip())]
        lines[first - 1] = f"{indent}pass\n" if alone else "\n"
        for row in range(first, last):
            lines[row] = "\n"
    slim = "".join(line if line.strip() else "\n" for line in lines)
    ast.parse(slim)  # a slip here would break the site: fail the build instead
    return slim


NOT_IN_THE_BROWSER = ("incagames/__main__.py", ".dist-info/entry_points.txt")
"""Files of the engine's wheel only a terminal uses: the command line and the entry point
that names it."""


def slim_wheel(source: Path, target: Path) -> Path:
    """Copy the wheel ``source`` to ``target`` with its modules slimmed, without what only
    a terminal uses (``NOT_IN_THE_BROWSER``), and its RECORD rewritten to match (same entry
    order and timestamps, so the bytes are reproducible)."""
    with zipfile.ZipFile(source) as archive:
        entries = [(info, archive.read(info)) for info in archive.infolist()
                   if not info.filename.endswith(NOT_IN_THE_BROWSER)]
    slimmed = [(info, slim_source(data.decode("utf-8")).encode("utf-8")
                if info.filename.endswith(".py") else data) for info, data in entries]
    return rewrite_wheel(target, slimmed)
