// The interpreter module PyScript loads (pyscript.json and worker.json name it): the
// vendored Pyodide, whose two big files and our two wheels the site ships gzipped
// (tools/site.py). Pyodide's fetches of pyodide.asm.wasm, python_stdlib.zip and the .whl
// files get the .gz files instead, unpacked as they stream in (DecompressionStream), so
// WebAssembly still compiles while it downloads. 9.6 MB of WebAssembly travel as 3.4 MB
// whatever the host compresses; a wheel, a zip stored uncompressed, gzipped whole is 15%
// smaller than zipped file by file. A wheel's bytes are checked against the lock file's
// hash here, as the browser would check them if Pyodide fetched the .whl itself.
import { loadPyodide as loadVendored, version } from "./pyodide.mjs";

export { version };

/** The files sent gzipped, and the type Pyodide expects each to have. */
const PACKED = {
  "pyodide.asm.wasm": "application/wasm",
  "python_stdlib.zip": "application/zip",
};

/** The type of a file the site sends gzipped (every wheel too), or null. */
function packedType(name) {
  if (name in PACKED) return PACKED[name];
  return name.endsWith(".whl") ? "application/zip" : null;
}

/** The whole body, checked against a subresource-integrity hash ("sha256-<base64>")
 *  where the page may compute one (crypto.subtle needs a secure context). */
async function checked(body, integrity, name) {
  const bytes = await new Response(body).arrayBuffer();
  const subtle = globalThis.crypto?.subtle;
  if (integrity && integrity.startsWith("sha256-") && subtle) {
    const digest = new Uint8Array(await subtle.digest("SHA-256", bytes));
    const actual = btoa(String.fromCharCode(...digest));
    if (actual !== integrity.slice("sha256-".length)) {
      throw new TypeError(`${name} does not match the hash in the lock file`);
    }
  }
  return bytes;
}

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
    const type = packedType(name);
    if (!type) return fetchPlain(resource, options);
    const response = await fetchPlain(url.href + ".gz", { credentials: "same-origin" });
    if (!response.ok) return response;
    const body = await unpacked(response.body);
    const integrity = options?.integrity;
    return new Response(integrity ? await checked(body, integrity, name) : body, {
      status: 200, headers: { "Content-Type": type },
    });
  };
}

/** PyScript's call: the vendored loadPyodide, with the packed files' fetches redirected
 *  from then on (the wheels are loaded after it returns; every other fetch passes as it
 *  is). The marks time it for the boot profile (tools/perf.py). */
export async function loadPyodide(options = {}) {
  if (!globalThis.fetch.incaPacked) {
    globalThis.fetch = Object.assign(packedFetch(globalThis.fetch.bind(globalThis)),
      { incaPacked: true });
  }
  performance.mark("inca:pyodide-start");
  try {
    return await loadVendored(options);
  } finally {
    performance.mark("inca:pyodide-done");
  }
}
