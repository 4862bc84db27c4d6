// Scorepad's start (inlined into index.html by scorepad/site/offline.py): the offline service worker first,
// then the Flutter client. First visit: wait until the worker has cached the app and serves this page, so
// everything this browser fetches is kept. Later visits: start from the cache at once, and look for a new
// build meanwhile; one found (and cached) on an earlier visit is switched to by one reload before anything runs.
(() => {
  const WORKER = "flutter_service_worker.js?v=__VERSION__"; // flutter_bootstrap.js registers this URL too
  const FIRST_VISIT_MS = 180000;
  const SWITCH_MS = 5000;
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

  async function switchTo(worker) {
    const switched = new Promise((resolve) => sw.addEventListener("controllerchange", () => resolve(true), { once: true }));
    worker.postMessage("scorepad:activate");
    if (!(await Promise.race([switched, later(SWITCH_MS).then(() => false)]))) return false; // start as we are
    location.reload();
    return true;
  }

  async function prepare() {
    const first = !sw.controller;
    const registration = await sw.register(WORKER);
    if (first) {
      await firstVisit(registration);
      return false;
    }
    if (registration.waiting) return switchTo(registration.waiting); // a build found on an earlier visit
    // Look for a newer build without waiting for the answer (about 2 s here, also offline): found and
    // cached while this visit runs, it is switched to when the app starts next.
    registration.update().catch(() => {});
    return false;
  }

  function start() {
    const script = document.createElement("script");
    script.src = "flutter_bootstrap.js";
    script.async = true;
    document.body.append(script);
  }

  (async () => {
    try {
      // Ask once per start that the browser keeps the matches (a worker cannot ask; it reads the answer).
      if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
      if (sw && await prepare()) return;
    } catch (error) {
      console.warn("Scorepad: no offline service worker:", error);
    }
    start();
  })();
})();
