// Python from a memory snapshot (put at the top of Flet's python-worker.js by scorepad/site/snapshot.py, which
// also makes the worker load Pyodide through scorepadLoadPyodide). A start without a usable snapshot is the
// worker's own; once the app is up, this worker starts a spare one that loads Pyodide in snapshot mode, unpacks
// app.tar.gz, imports what the app's start imports and keeps the memory of that Python in Cache Storage, under
// this build's stamp and the Pyodide version. The next start restores that memory instead of starting Python
// and importing it all again. The files are not in a snapshot: Pyodide writes its standard library again, and
// the worker unpacks app.tar.gz again as always. Anything that goes wrong: a start as today, and a snapshot
// that was refused is not made again for this build.
const SNAPSHOTS = "scorepad.snapshot"; // not "scorepad-...": the service worker deletes those of other builds
const SNAPSHOT_STAMP = "__STAMP__"; // app.tar.gz's stamp: its Python, this file and the imports below
const SNAPSHOT_PRELOAD = __PRELOAD__; // Python run before the memory is kept: imports, nothing that holds JS
const SNAPSHOT_AFTER_MS = __AFTER_MS__; // after the app is up: its first screen and first work go first
const SPARE = "__SPARE__"; // the spare worker's script: this one, imported (a page's Python worker is never it)
const SNAPSHOT_MADE_BY = "x-scorepad-snapshot"; // header: the key the snapshot was made for, or "refused"
// How this worker's Python started: "none" (no snapshot for this build: one is made), "restored", "refused"
// (the stored one failed: started as today), "unavailable" (no Cache Storage here), or, in the spare worker,
// "making", "made" and "failed".
self.scorepadSnapshot = "none";
// When each step of this worker's start was done, in ms since it began ("snapshot read", "Pyodide loaded",
// "initialized"; head_start.js adds its own). A page that asks (scorepadMarks in the first message: early_python.js)
// is sent them, with this worker's time origin, once the app is up.
self.scorepadMarks ??= {};
const scorepadMark = (name) => { self.scorepadMarks[name] ??= Math.round(performance.now()); };

const snapshotKey = (version) => new URL(`scorepad-snapshot/${SNAPSHOT_STAMP}/${version}`, self.location).href;

// Pyodide 314.0.7 asks for a heap as large as the snapshot (INITIAL_MEMORY), which its module does not read:
// a snapshot larger than the default heap fails to load (pyodide/pyodide#6254). The module is grown first.
async function grownModule(pyodideUrl, bytes) {
  const factory = (await import(new URL("pyodide.asm.mjs", new URL(pyodideUrl, self.location)).href)).default;
  return async (settings) => {
    scorepadMark("module asked for");
    const module = await factory(settings);
    scorepadMark("module made"); // its wasm instantiated, the runtime's start run
    if (module.HEAP8.length < bytes) module.growMemory(bytes);
    return module;
  };
}

async function scorepadLoadPyodide(pyodideModule, options) {
  const pyodide = await loadWithSnapshot(pyodideModule, options);
  scorepadMark("Pyodide loaded");
  return pyodide;
}

async function loadWithSnapshot(pyodideModule, options) {
  let cache;
  let key;
  let stored;
  try {
    cache = await caches.open(SNAPSHOTS);
    key = snapshotKey(pyodideModule.version);
    stored = await cache.match(key);
  } catch (error) {
    self.scorepadSnapshot = "unavailable";
    return pyodideModule.loadPyodide(options);
  }
  if (!stored) return pyodideModule.loadPyodide(options);
  if (stored.headers.get(SNAPSHOT_MADE_BY) === "refused") {
    self.scorepadSnapshot = "refused";
    return pyodideModule.loadPyodide(options);
  }
  try {
    if (stored.headers.get(SNAPSHOT_MADE_BY) !== key) throw new Error(`made for ${stored.headers.get(SNAPSHOT_MADE_BY)}`);
    const snapshot = new Uint8Array(await stored.arrayBuffer());
    scorepadMark("snapshot read");
    const createPyodideModule = await grownModule(self.pyodideUrl, snapshot.length);
    const pyodide = await pyodideModule.loadPyodide({ ...options, _loadSnapshot: snapshot, createPyodideModule });
    scorepadMark("snapshot restored");
    pyodide.runPython("import random; random.seed()"); // else every start from it draws the same numbers
    // Flet's connection, when the snapshot has it, was imported with a stand-in for the worker's JS module
    // (SNAPSHOT_PRELOAD): now the real one. (Nothing is imported here: the app's files are not there yet.)
    pyodide.registerJsModule("flet_js", self.flet_js);
    pyodide.runPython(`import sys
connection = sys.modules.get("flet.messaging.pyodide_connection")
if connection is not None:
    import flet_js
    connection.flet_js = flet_js`);
    const restored = pyodide.runPython("import sys; list(sys.modules)"); // what the snapshot had imported
    self.scorepadRestoredModules = restored.toJs();
    restored.destroy();
    self.scorepadSnapshot = "restored";
    return pyodide;
  } catch (error) {
    console.warn("Scorepad: the stored Python snapshot was refused, Python starts as without it:", error);
    self.scorepadSnapshot = "refused";
    await refuseSnapshot(pyodideModule.version);
    return pyodideModule.loadPyodide(options);
  }
}

// A "refused" mark in the snapshot's place: no snapshot is made again for this build.
async function refuseSnapshot(version) {
  const cache = await caches.open(SNAPSHOTS).catch(() => null);
  await cache?.put(snapshotKey(version), new Response("", { headers: { [SNAPSHOT_MADE_BY]: "refused" } })).catch(() => {});
}

async function scorepadMakeSnapshot({ pyodideUrl, appPackageUrl }) {
  self.scorepadSnapshot = "making";
  try {
    const pyodideModule = await import(pyodideUrl);
    const pyodide = await pyodideModule.loadPyodide({ _makeSnapshot: true });
    const archive = await fetch(appPackageUrl);
    if (!archive.ok) throw new Error(`${appPackageUrl}: HTTP ${archive.status}`);
    pyodide.unpackArchive(await archive.arrayBuffer(), "gztar");
    pyodide.runPython(SNAPSHOT_PRELOAD);
    const snapshot = pyodide.makeMemorySnapshot();
    const key = snapshotKey(pyodideModule.version);
    const cache = await caches.open(SNAPSHOTS);
    for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old);
    await cache.put(key, new Response(snapshot, { headers: { [SNAPSHOT_MADE_BY]: key } }));
    self.scorepadSnapshot = "made";
  } catch (error) {
    console.warn("Scorepad: no Python snapshot made:", error);
    self.scorepadSnapshot = "failed";
  }
  self.postMessage(self.scorepadSnapshot);
}

// The end of python-worker.js calls this: a first message asking for a snapshot makes this worker the spare
// one; otherwise, once the app is up and started without a snapshot, a spare worker makes one for next time.
function scorepadSnapshotHooks() {
  const fletOnMessage = self.onmessage;
  let sendMarks = false;
  self.onmessage = (event) => {
    if (event.data && event.data.scorepadMakeSnapshot) return scorepadMakeSnapshot(event.data.scorepadMakeSnapshot);
    if (!self.initialized && event.data && event.data.scorepadMarks) sendMarks = true;
    return fletOnMessage(event);
  };
  const fletInit = self.initPyodide;
  self.initPyodide = async () => {
    await fletInit();
    self.scorepadPythonMs = Math.round(performance.now()); // since this worker began: Python and the app up
    scorepadMark("initialized");
    if (sendMarks) {
      self.postMessage({ scorepadMarks: self.scorepadMarks, timeOrigin: performance.timeOrigin, snapshot: self.scorepadSnapshot });
    }
    const up = typeof self.flet_js.send === "function"; // the app connected (Flet's worker says errors itself)
    if (up && self.scorepadSnapshot === "none" && typeof Worker === "function") setTimeout(makeSpare, SNAPSHOT_AFTER_MS);
    // The app failed to start from a restored snapshot: that start fails as any does, the next one is without it.
    if (!up && self.scorepadSnapshot === "restored") await refuseSnapshot((await import(self.pyodideUrl)).version);
  };
}

function makeSpare() {
  const spare = new Worker(new URL(SPARE, self.location).href, { type: "module" }); // this file, by another name
  spare.onmessage = () => spare.terminate();
  spare.onerror = () => spare.terminate();
  spare.postMessage({ scorepadMakeSnapshot: { pyodideUrl: new URL(self.pyodideUrl, self.location).href,
                                              appPackageUrl: new URL(self.appPackageUrl, self.location).href } });
}
