"""Developer tools, outside the engine's wheel: the site assembly and dev server, the
environment bootstrap, bot tournaments, bot timing and the browser measurements.
`build.py` at the project root is their command line."""
