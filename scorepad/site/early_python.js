// Python starts with the Flutter client, not after it (inlined into index.html by scorepad/site/early.py; the
// start script calls it when it starts the client). Flet's client makes its Python worker only once it is
// up itself and connects (python.js's jsConnect): the client's start and Pyodide's one after the other. Here
// the worker is made at the client's start, so Pyodide and the app load meanwhile; when the client connects
// it is given this worker. A client that asks with other arguments gets a worker of its own, as before.
//
// While Python starts, the client has nothing to draw but Flet's "Working..." spinner, and draws it in every frame:
// in WebKit (CanvasKit on the page's thread, its WebGL composited) that took about a core from the worker on two
// (issue 44). With QUIET_MS set, from the client's first frame until the worker answers the client gets a frame at
// most every QUIET_MS (the spinner still turns), then every frame again.
//
// window.scorepadStartMarks: when the client drew its first frame, when the worker answered, and the worker's own
// marks (snapshot.js, head_start.js), each in ms of the page's clock (since the navigation's start);
// window.scorepadPythonStarted: how the worker's Python started (snapshot.js's scorepadSnapshot).
window.scorepadStartPython = () => {
  const ARGS = __ARGS__; // what Flet's client passes to jsConnect for a published app
  const QUIET_MS = __QUIET_MS__; // 0: every frame all along
  const base = flet.entrypointBaseUrl.endsWith("/") ? flet.entrypointBaseUrl.slice(0, -1) : flet.entrypointBaseUrl;
  const marks = (window.scorepadStartMarks = {});
  const mark = (name) => { marks[name] ??= Math.round(performance.now()); };
  mark("worker made");
  const worker = new Worker(base + "/python-worker.js", { type: "module" });
  const early = [];
  let said;
  const initialized = new Promise((resolve) => { said = resolve; });
  if (QUIET_MS) quietUntil(initialized, QUIET_MS);
  window.addEventListener("flutter-first-frame", () => mark("client's first frame"), { once: true });
  initialized.then(() => mark("worker answered"));
  const workerMarks = ({ scorepadMarks, timeOrigin, snapshot }) => {
    window.scorepadPythonStarted = snapshot; // snapshot.js's scorepadSnapshot: "restored", "none", ...
    marks["worker: began"] = Math.round(timeOrigin - performance.timeOrigin);
    for (const [name, ms] of Object.entries(scorepadMarks)) {
      marks[`worker: ${name}`] = Math.round(timeOrigin + ms - performance.timeOrigin);
    }
  };
  let toClient = (data) => early.push(data);
  worker.onmessage = (event) => {
    if (typeof event.data === "string") said(event.data);
    else if (event.data && event.data.scorepadMarks) workerMarks(event.data);
    else toClient(event.data);
  };
  worker.postMessage({
    scorepadMarks: true,
    pyodideUrl: flet.pyodideUrl || "pyodide/pyodide.mjs", args: ARGS, documentUrl: document.URL,
    appPackageUrl: flet.appPackageUrl, micropipIncludePre: flet.micropipIncludePre, pythonModuleName: flet.pythonModuleName,
  });
  const connect = globalThis.jsConnect;
  let waiting = true;
  globalThis.jsConnect = async (appId, args, dartOnMessage) => {
    if (!waiting || JSON.stringify(args) !== JSON.stringify(ARGS)) {
      if (waiting) worker.terminate();
      waiting = false;
      return connect(appId, args, dartOnMessage);
    }
    waiting = false;
    mark("client connected");
    _apps[appId] = { dartOnMessage, worker }; // python.js's own record: jsSend and jsDisconnect find it there
    toClient = (data) => dartOnMessage(data);
    early.splice(0).forEach(toClient);
    const answer = await initialized;
    if (answer !== "initialized") {
      console.error("Python worker init error:", answer);
      await jsDisconnect(appId);
      throw answer;
    }
  };
};

// From the client's first frame until `answered` settles (or QUIET_LONGEST_MS have passed), the frames the page asks
// for come together at most every `ms`; then at once, and every frame again.
function quietUntil(answered, ms) {
  const QUIET_LONGEST_MS = 120000; // a worker that never answers does not slow the client for ever
  const frame = window.requestAnimationFrame.bind(window);
  const cancelFrame = window.cancelAnimationFrame.bind(window);
  const waiting = new Map(); // our id (negative, never one of the browser's) -> callback
  let next = 0;
  let timer = null;
  let quiet = false; // from the first frame
  let over = false; // answered (a caller that kept `held` gets every frame again too)
  const due = () => {
    timer = null;
    const callbacks = [...waiting.values()];
    waiting.clear();
    if (callbacks.length) frame((time) => callbacks.forEach((callback) => callback(time)));
  };
  const end = () => {
    if (over) return;
    over = true;
    quiet = false;
    window.requestAnimationFrame = frame;
    window.cancelAnimationFrame = cancelFrame;
    clearTimeout(timer);
    due();
  };
  const held = (callback) => {
    if (!quiet) return frame(callback);
    waiting.set(--next, callback);
    timer ??= setTimeout(due, ms);
    return next;
  };
  window.requestAnimationFrame = held;
  window.cancelAnimationFrame = (id) => (id < 0 ? waiting.delete(id) : cancelFrame(id));
  window.addEventListener("flutter-first-frame", () => { quiet = !over; }, { once: true });
  answered.then(end);
  setTimeout(end, QUIET_LONGEST_MS);
}
