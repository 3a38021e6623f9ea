#!/usr/bin/env python3
"""Project commands, runnable on a fresh machine with nothing installed by hand.

    python3 build.py test        install test tools into .venv, build the site, then ruff,
                                 the engine tests and the browser tests (e2e/)
    python3 build.py build       build the static site into dist/ (npm ci, engine wheel
                                 registered in Pyodide's lock file by pyodide-build)
    python3 build.py serve       build, then serve dist/ on http://127.0.0.1:8000/ (--port N)
    python3 build.py perf        build, then measure boot time, bytes and long tasks
    python3 build.py botspeed    seconds per whole bot turn, CPython vs the browser's Pyodide,
                                 per game and level (--help lists its options)
    python3 build.py tournament  seat-rotated bot games with win rates (--help lists its
                                 options; --suite plays the README's strength table)
    python3 build.py records     what recorded tournament games say (docs/ai.md), no play
    python3 build.py train       one round of training of a game's learned evaluation:
                                 self-play games, then the fit (--help lists its options)
    python3 build.py simulate …  play bot games in the terminal (same options as
                                 `python3 -m incagames simulate`)
    python3 build.py bench …     engine speed figures (`python3 -m incagames bench`)
    python3 build.py wheel       build the engine wheel into dist/
    python3 build.py corpus      add this save format's files to the save-file corpus
                                 (tests/data/saves/; never overwrites; --help)
    python3 build.py soak        many games with every law checked after every action
                                 (--game G --random N --bots M --jobs 2; --help)

The work is done in tools/; this file only dispatches. The engine itself needs nothing but
Python >= 3.11; the site needs npm (Node >= 20) for the pinned Pyodide and PyScript packages
and a Python >= 3.12 for pyodide-build; the browser tests need Chromium (Debian's, installed
with apt-get when missing).
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable

from tools import env, serve, site, stdlib

PARALLEL = ["-n", "2", "--dist", "load", "-rR"]
"""Two pytest workers (pytest-xdist) share the engine and the browser tests, so two
Chromiums may run at once (e2e/conftest.py); the suite takes about 19 minutes here.
``-rR`` names every test that ran once more (e2e/conftest.py says which failures may)."""


def cmd_test(args: list[str]) -> int:
    """ruff, then the engine and browser tests in one pytest run (extra args go to pytest)."""
    python = env.ensure_venv()
    linted = [p for p in ("engine", "tests", "build.py", "e2e", "web", "tools")
              if (env.ROOT / p).exists()]
    if env.run([python, "-m", "ruff", "check", *linted]) != 0:
        print("build.py: ruff found problems", file=sys.stderr)
        return 1
    browsers = env.with_browsers()
    site.build_site()
    return env.run([python, "-m", "pytest", *(args or [*PARALLEL, "tests", "e2e"])],
                   env=browsers)


def cmd_build(args: list[str]) -> int:
    site.build_site()
    return 0


def cmd_perf(args: list[str]) -> int:
    python = env.ensure_venv()
    chromium = env.with_chromium()
    site.build_site()
    return env.run([python, "-m", "tools.perf", *args], env=chromium)


def cmd_botspeed(args: list[str]) -> int:
    """Bot latency in CPython and in headless Chromium's Pyodide (tools/botspeed_report.py);
    dist/ is rebuilt first when it is older than its sources."""
    python = env.ensure_venv()
    chromium = env.with_chromium()
    if not {"-h", "--help", "--no-browser", "--untimed"} & set(args) and "--dist" not in args \
            and site.site_is_stale():
        site.build_site()
    return env.run([python, "-m", "tools.botspeed_report", *args], env=chromium)


def _python(module: str) -> Callable[[list[str]], int]:
    """A command that runs ``python3 -m module`` with the engine and tools importable,
    needing nothing installed."""
    def command(args: list[str]) -> int:
        path = os.pathsep.join([str(env.ROOT / "engine"), str(env.ROOT)])
        return env.run([sys.executable, "-m", module, *args], env=dict(os.environ,
                                                                       PYTHONPATH=path))
    return command


def cmd_train(args: list[str]) -> int:
    """One round of training of a game's learned evaluation (tools/train; needs numpy,
    installed into .venv on first use)."""
    python = env.ensure_train_venv()
    return env.run([python, "-m", "tools.train.cli", *args])


def cmd_wheel(args: list[str]) -> int:
    wheel = site.build_wheel(env.ensure_venv(tests=False))
    site.DIST.mkdir(exist_ok=True)
    shutil.copy2(wheel, site.DIST / wheel.name)
    print(f"{site.DIST.name}/{wheel.name}", flush=True)
    return 0


COMMANDS: dict[str, Callable[[list[str]], int]] = {
    "test": cmd_test,
    "build": cmd_build,
    "serve": serve.main,
    "perf": cmd_perf,
    "botspeed": cmd_botspeed,
    "tournament": _python("tools.tournament_cli"),
    "records": _python("tools.records_report"),
    "train": cmd_train,
    "simulate": lambda a: _python("incagames")(["simulate", *a]),
    "bench": lambda a: _python("incagames")(["bench", *a]),
    "wheel": cmd_wheel,
    "corpus": _python("tools.corpus"),
    "soak": _python("tools.soak"),
    "stdlib": stdlib.main,
}


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        print(__doc__)
        return 2
    return COMMANDS[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
