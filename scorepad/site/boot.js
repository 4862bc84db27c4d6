// Scorepad's start (inlined into index.html by scorepad/site/offline.py): the offline service worker first,
// then the Flutter client. First visit: wait until the worker has cached the app and serves this page, so
// everything this browser fetches is kept. Later visits: start from the cache at once, and look for a new
// build meanwhile, which is used from the next time the app is opened.
(() => {
  const WORKER = "flutter_service_worker.js?v=__VERSION__"; // flutter_bootstrap.js registers this URL too
  const FIRST_VISIT_MS = 180000;
  const UPDATE_LATEST_MS = 20000;
  const sw = navigator.serviceWorker;
  const later = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const reaches = (worker, states) => new Promise((resolve) => {
    const check = () => states.includes(worker.state) && resolve(worker.state);
    worker.addEventListener("statechange", check);
    check();
  });
  const controlled = () => new Promise((resolve) => {
    if (sw.controller) return resolve();
    sw.addEventListener("controllerchange", resolve, { once: true });
  });

  async function firstVisit(registration) {
    const worker = registration.installing || registration.waiting || registration.active;
    await Promise.race([controlled(), reaches(worker, ["redundant"]), later(FIRST_VISIT_MS)]);
  }

  async function prepare() {
    const first = !sw.controller;
    const registration = await sw.register(WORKER);
    if (first) return firstVisit(registration);
    // Look for a newer build once the client has drawn its first frame (or after UPDATE_LATEST_MS, should it
    // never draw one), never waiting for the answer (about 2 s here, also offline): the register() of
    // Flutter's loader waits in the browser's queue behind an update, and the client's files are asked for
    // only after it. One found is cached while this visit runs and takes over once no tab runs the old one
    // (the browser's own rule: taking over a running tab stalled here, and a Python worker started
    // meanwhile never ran).
    let looked = false;
    const lookForNewBuild = () => {
      if (looked) return;
      looked = true;
      registration.update().catch(() => {});
    };
    window.addEventListener("flutter-first-frame", lookForNewBuild, { once: true });
    setTimeout(lookForNewBuild, UPDATE_LATEST_MS);
  }

  // The matches the browser keeps: the app's Python (in a worker) asks its page, which alone can ask the
  // browser to keep the site's data (at a new match) and knows whether the app runs from the home screen.
  // The answer: persisted (null where the browser has no such promise, as WebKit) and standalone.
  const PageWorker = window.Worker;
  const QUESTION = "scorepadKeeping"; // scorepad/storage/browser.py's question
  async function keeping(ask) {
    const storage = navigator.storage;
    if (ask && storage && storage.persist) await storage.persist().catch(() => false);
    const persisted = storage && storage.persisted ? await storage.persisted().catch(() => false) : null;
    const installed = ["standalone", "fullscreen"].some((mode) => matchMedia(`(display-mode: ${mode})`).matches);
    return { persisted, standalone: installed || navigator.standalone === true };
  }
  if (PageWorker) {
    // Every worker the page makes (Flet's Python worker among them) has its question answered here, before
    // Flet's own handler, which would hand it to the client as a frame.
    window.Worker = class extends PageWorker {
      constructor(...args) {
        super(...args);
        this.addEventListener("message", (event) => {
          const question = event.data && event.data[QUESTION];
          if (!question || !event.ports.length) return;
          event.stopImmediatePropagation();
          keeping(Boolean(question.ask)).then((answer) => event.ports[0].postMessage(answer));
        });
      }
    };
  }

  function start() {
    if (window.scorepadStartPython) window.scorepadStartPython(); // Pyodide loads while the client does
    const script = document.createElement("script");
    script.src = "flutter_bootstrap.js";
    script.async = true;
    document.body.append(script);
  }

  (async () => {
    try {
      if (sw) await prepare();
    } catch (error) {
      console.warn("Scorepad: no offline service worker:", error);
    }
    start();
  })();
})();
