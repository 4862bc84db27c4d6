// Python starts with the Flutter client, not after it (inlined into index.html by scorepad/site/early.py; the
// start script calls it when it starts the client). Flet's client makes its Python worker only once it is
// up itself and connects (python.js's jsConnect): the client's start and Pyodide's one after the other. Here
// the worker is made at the client's start, so Pyodide and the app load meanwhile; when the client connects
// it is given this worker. A client that asks with other arguments gets a worker of its own, as before.
window.scorepadStartPython = () => {
  const ARGS = __ARGS__; // what Flet's client passes to jsConnect for a published app
  const base = flet.entrypointBaseUrl.endsWith("/") ? flet.entrypointBaseUrl.slice(0, -1) : flet.entrypointBaseUrl;
  const worker = new Worker(base + "/python-worker.js", { type: "module" });
  const early = [];
  let said;
  const initialized = new Promise((resolve) => { said = resolve; });
  let toClient = (data) => early.push(data);
  worker.onmessage = (event) => (typeof event.data === "string" ? said(event.data) : toClient(event.data));
  worker.postMessage({
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
