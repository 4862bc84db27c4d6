// Scorepad's start (inlined into index.html by scorepad/site/offline.py): the offline service worker first,
// then the Flutter client. First visit: wait until the worker has cached the app and serves this page, so
// everything this browser fetches is kept. Later visits: start from the cache at once; a new build that is
// ready (or becomes ready within a few seconds) is switched to by one reload before anything runs.
(() => {
  const WORKER = "flutter_service_worker.js?v=__VERSION__"; // flutter_bootstrap.js registers this URL too
  const FIRST_VISIT_MS = 180000;
  const UPDATE_MS = 8000;
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

  async function switchToNewBuild(registration) {
    await Promise.race([registration.update().catch(() => {}), later(UPDATE_MS)]); // offline: fails at once
    const next = registration.installing || registration.waiting;
    if (!next) return false;
    const state = await Promise.race([reaches(next, ["installed", "activated", "redundant"]), later(UPDATE_MS)]);
    if (state !== "installed") return false; // not ready: it is there for the next visit
    const switched = new Promise((resolve) => sw.addEventListener("controllerchange", resolve, { once: true }));
    next.postMessage("scorepad:activate");
    await switched;
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
    return switchToNewBuild(registration);
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
