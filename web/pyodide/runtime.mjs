// The interpreter module PyScript loads (pyscript.json and worker.json name it): the
// vendored Pyodide, whose two big files the site ships gzipped (tools/site.py). While
// Pyodide starts, its fetches of pyodide.asm.wasm and python_stdlib.zip get the .gz files
// instead, unpacked as they stream in (DecompressionStream), so WebAssembly still compiles
// while it downloads. 9.6 MB of WebAssembly travel as 3.5 MB whatever the host compresses.
import { loadPyodide as loadVendored, version } from "./pyodide.mjs";

export { version };

/** The files sent gzipped, and the type Pyodide expects each to have. */
const PACKED = {
  "pyodide.asm.wasm": "application/wasm",
  "python_stdlib.zip": "application/zip",
};

/** The bytes of ``body``, unpacked if they are gzipped: a host that already undid the
 *  gzip on the way (Content-Encoding) hands over the plain bytes, which pass as they are. */
async function unpacked(body) {
  const reader = body.getReader();
  const head = [];
  let seen = 0;
  while (seen < 2) {
    const { value, done } = await reader.read();
    if (done) break;
    head.push(value);
    seen += value.length;
  }
  const stream = new ReadableStream({
    start(controller) { for (const chunk of head) controller.enqueue(chunk); },
    async pull(controller) {
      const { value, done } = await reader.read();
      if (done) controller.close(); else controller.enqueue(value);
    },
    cancel(reason) { return reader.cancel(reason); },
  });
  const first = head.length ? head[0] : new Uint8Array(0);
  const bytes = seen >= 2 ? [first[0], first.length > 1 ? first[1] : head[1][0]] : [];
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return gzipped ? stream.pipeThrough(new DecompressionStream("gzip")) : stream;
}

function packedFetch(fetchPlain) {
  return async function fetch(resource, options) {
    const url = new URL(resource instanceof Request ? resource.url : String(resource),
      globalThis.location);
    const name = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
    if (!(name in PACKED)) return fetchPlain(resource, options);
    const response = await fetchPlain(url.href + ".gz", { credentials: "same-origin" });
    if (!response.ok) return response;
    return new Response(await unpacked(response.body), {
      status: 200, headers: { "Content-Type": PACKED[name] },
    });
  };
}

/** PyScript's call: the vendored loadPyodide, with the packed files' fetches redirected.
 *  The marks time it for the boot profile (tools/perf.py). */
export async function loadPyodide(options = {}) {
  const fetchPlain = globalThis.fetch.bind(globalThis);
  globalThis.fetch = packedFetch(fetchPlain);
  performance.mark("inca:pyodide-start");
  try {
    return await loadVendored(options);
  } finally {
    globalThis.fetch = fetchPlain;
    performance.mark("inca:pyodide-done");
  }
}
