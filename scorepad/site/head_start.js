// A head start for the app's Python worker (put at the top of Flet's python-worker.js by scorepad/site/head_start.py,
// which has the worker call scorepadHeadStart first thing and scorepadUnpack once Pyodide is loaded). Flet's worker
// does one thing after another: it imports Pyodide's module; Pyodide then fetches and compiles its wasm (after the
// snapshot is read); then the worker's Python fetches app.tar.gz and unpacks it (tarfile and gzip, in Python). In
// WebKit every page load compiles the wasm anew and Python's first runs are slow, so that took 2-3 s there (issue
// 44). Here, from the worker's first moment and side by side: Pyodide's wasm is compiled, its module script
// imported, and app.tar.gz fetched, inflated and read as a tar; Pyodide is given the compiled module, and the
// files are written into its file system before the worker's Python runs, which then leaves the archive alone.
// Pyodide's standard library and package list, which it asks for only once the snapshot is read and its load
// begins (in WebKit 0.5-1 s later, through the service worker), are fetched from the first moment too, and handed
// to Pyodide when it asks. Whatever fails here, the worker does itself, as before. self.scorepadHeadStart says
// what was used.
self.scorepadHeadStart = { wasm: "Pyodide's", archive: "Python's", files: "Pyodide's" };
const PYODIDE_FILES = ["python_stdlib.zip", "pyodide-lock.json"]; // what loadPyodide fetches, each once
let scorepadArchive = null; // a promise of [path, bytes] for each file of app.tar.gz
// When a step was done, in ms since the worker began (snapshot.js sends the page these marks).
const headStartMark = (name) => { (self.scorepadMarks ??= {})[name] ??= Math.round(performance.now()); };

function scorepadHeadStart(pyodideUrl, appPackageUrl) {
  const base = new URL(pyodideUrl, self.location);
  const wasmUrl = new URL("pyodide.asm.wasm", base).href;
  const compiled = WebAssembly.compileStreaming(fetch(wasmUrl));
  compiled.then(() => headStartMark("wasm compiled"), () => {}); // on failure Pyodide compiles it itself
  import(new URL("pyodide.asm.mjs", base).href).catch(() => {}); // Pyodide imports the same module: loaded already
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async function (source, imports) {
    const response = await source;
    if (response.url !== wasmUrl) return instantiateStreaming.call(this, response, imports);
    WebAssembly.instantiateStreaming = instantiateStreaming;
    let module;
    try {
      module = await compiled;
    } catch (error) {
      return instantiateStreaming.call(this, response, imports);
    }
    self.scorepadHeadStart.wasm = "compiled at once";
    headStartMark("wasm instantiate asked for");
    const instance = await WebAssembly.instantiate(module, imports);
    headStartMark("wasm instantiated");
    return { module, instance };
  };
  scorepadArchive = scorepadArchiveFiles(new URL(appPackageUrl, self.location).href);
  scorepadArchive.catch(() => {}); // then the worker's Python unpacks it
  fetchedAtOnce(PYODIDE_FILES.map((name) => new URL(name, base).href));
}

// Each of `urls` fetched now; the first fetch of it later gets this response (or, should this one fail, its own).
function fetchedAtOnce(urls) {
  const early = new Map(urls.map((url) => [url, fetch(url)]));
  early.forEach((response) => response.catch(() => {}));
  const handed = [];
  const fetchNow = self.fetch;
  self.fetch = function (resource, options) {
    const url = resource instanceof Request ? resource.url : new URL(String(resource), self.location).href;
    const response = early.get(url);
    if (response === undefined) return fetchNow.call(this, resource, options);
    early.delete(url);
    handed.push(url.slice(url.lastIndexOf("/") + 1));
    self.scorepadHeadStart.files = `fetched at once: ${handed.sort().join(", ")}`;
    return response.catch(() => fetchNow.call(this, resource, options));
  };
}

// Once Pyodide is loaded: the archive's files into its file system (where the worker's Python would unpack them).
async function scorepadUnpack(pyodide) {
  try {
    const files = await scorepadArchive;
    for (const [path, bytes] of files) {
      const folder = path.slice(0, path.lastIndexOf("/") + 1);
      if (folder) pyodide.FS.mkdirTree(folder);
      if (!path.endsWith("/")) pyodide.FS.writeFile(path, bytes);
    }
    self.flet_js.scorepad_unpacked = true; // the worker's Python leaves the archive alone
    self.scorepadHeadStart.archive = `unpacked at once: ${files.length} files`;
    headStartMark("app unpacked");
  } catch (error) {
    console.warn("Scorepad: app.tar.gz is unpacked by Python, as without a head start:", error);
  }
}

async function scorepadArchiveFiles(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  let bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) { // else a host inflated it already (Content-Encoding)
    const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    bytes = new Uint8Array(await new Response(inflated).arrayBuffer());
  }
  const files = scorepadTarFiles(bytes);
  headStartMark("app archive read");
  return files;
}

// The files of a tar (ustar or GNU, as Python's tarfile writes them): [path, bytes] each, a folder's path ending in
// "/". Anything else in it (links, pax headers) or a path leaving the folder: an error (Python then unpacks it).
function scorepadTarFiles(tar) {
  const files = [];
  const text = new TextDecoder();
  const field = (at, length) => {
    const bytes = tar.subarray(at, at + length);
    const end = bytes.indexOf(0);
    return text.decode(end < 0 ? bytes : bytes.subarray(0, end));
  };
  let longName = null;
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0;) {
    const size = parseInt(field(at + 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(tar[at + 156] || 0x30);
    const ustar = field(at + 257, 6) === "ustar"; // POSIX: a name may go on in the prefix field (GNU's is "ustar ")
    let path = longName ?? (ustar && field(at + 345, 155) ? `${field(at + 345, 155)}/${field(at, 100)}` : field(at, 100));
    longName = null;
    const data = tar.subarray(at + 512, at + 512 + size);
    if (Number.isNaN(size) || data.length !== size) throw new Error(`a damaged tar at byte ${at}`);
    if (type === "L") longName = field(at + 512, size);
    else if (type === "0" || type === "5") {
      if (type === "5" && !path.endsWith("/")) path += "/";
      if (path.startsWith("/") || path.split("/").includes("..")) throw new Error(`${path}: outside the folder`);
      files.push([path, type === "5" ? null : data]);
    } else throw new Error(`${path}: a tar entry of type ${type}`);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
