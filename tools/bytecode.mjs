// Compile Python sources to bytecode with the vendored Pyodide's own Python, under Node, at
// build time (tools/bytecode.py runs it). The browser then imports .pyc files instead of
// compiling every module of the standard library and of our wheels on each page load.
//
//   node tools/bytecode.mjs JOB.json
//
// JOB.json: {"trees": [{"dir": "<host folder>", "prefix": "<path the modules have in the
// browser, e.g. /lib/python314.zip/>" or null for site-packages, "slim": true or false}]}.
// With "slim", each module is first slimmed in place (tools/slim.py, run by Pyodide's own
// Python, whose grammar the vendored sources are written in). Next to each foo.py the
// script writes foo.pyc (the sourceless layout a zip or a package folder can import from),
// names each code object after its path in the browser (tracebacks point at the right
// module) and prints one JSON line:
// {"compiled": n, "slimmed": n, "failed": [paths], "purelib": "..."}.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));
const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const pyodide = await loadPyodide();
const trees = job.trees.map((tree, index) => {
  const mount = `/mnt/tree${index}`;
  pyodide.FS.mkdirTree(mount);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: tree.dir }, mount);
  return { mount, prefix: tree.prefix, slim: Boolean(tree.slim) };
});
pyodide.FS.mkdirTree("/mnt/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/mnt/repo");
pyodide.globals.set("trees", pyodide.toPy(trees));
const result = pyodide.runPython(`
import json, os, py_compile, sys, sysconfig

sys.path.insert(0, "/mnt/repo")
from tools.slim import slim_source

purelib = sysconfig.get_path("purelib")
compiled, slimmed, failed = 0, 0, []
for tree in trees:
    prefix = tree["prefix"] or purelib + "/"
    for folder, dirs, files in os.walk(tree["mount"]):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            source = os.path.join(folder, name)
            rel = os.path.relpath(source, tree["mount"])
            if tree["slim"]:
                with open(source, encoding="utf-8") as f:
                    text = f.read()
                try:
                    slim = slim_source(text)
                except Exception:
                    slim = text  # compiled (or reported) as it is below
                else:
                    slimmed += 1
                with open(source, "w", encoding="utf-8") as f:
                    f.write(slim)
            try:
                # Unchecked hash: the file is reproducible (no timestamp) and never checked
                # against a source, which the browser does not have.
                py_compile.compile(
                    source, cfile=source + "c", dfile=prefix + rel, doraise=True,
                    invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
                compiled += 1
            except py_compile.PyCompileError:
                failed.append(rel)
json.dumps({"compiled": compiled, "slimmed": slimmed, "failed": failed,
            "purelib": purelib})
`);
console.log(result);
