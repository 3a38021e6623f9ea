"""The gzip files the site ships, made smaller: Zopfli writes a gzip stream any browser's
DecompressionStream unpacks, about 4% smaller than zlib's best for the WebAssembly and
the standard library, at the cost of seconds at build time (done once per content, the
results kept in build/runtime/).

Zopfli is a package of .venv (requirements-play.txt); build.py runs on the Python that
started it, so there the build calls ``python -m tools.squeeze`` in .venv (bytes in on
stdin, gzip out on stdout).
"""

from __future__ import annotations

import subprocess
import sys

from .env import ROOT, ensure_venv

ITERATIONS = 1
"""Zopfli's passes per block: more gain under 0.1% on these files and take twice as long."""


def gzip_bytes(data: bytes) -> bytes:
    """``data`` as a reproducible gzip stream (no name, no time), compressed by Zopfli."""
    try:
        import zopfli.gzip
    except ImportError:
        pass
    else:
        return zopfli.gzip.compress(data, numiterations=ITERATIONS)
    done = subprocess.run([ensure_venv(tests=False), "-m", "tools.squeeze"], input=data,
                          capture_output=True, cwd=ROOT)
    if done.returncode != 0:
        sys.exit("build.py: compressing with Zopfli failed:\n"
                 + done.stderr.decode(errors="replace"))
    return done.stdout


def main() -> None:
    import zopfli.gzip  # here, in .venv, it must be there

    data = sys.stdin.buffer.read()
    sys.stdout.buffer.write(zopfli.gzip.compress(data, numiterations=ITERATIONS))


if __name__ == "__main__":
    main()
