// Scorepad's service worker (written by `scorepad publish`, see scorepad/site/offline.py): every file of one
// build is kept in a cache named after the build and served from there first, so after the first visit the
// app starts with no network. A new build is a new worker: it fills its own cache (taking unchanged files
// from the old one) and takes over, deleting the old cache, once no tab runs the old build.
"use strict";

const BUILD = "__BUILD__";
const FILES = __FILES__; // path below this worker's folder -> [SHA-256 of the bytes (32 hex), precache?, packed?]
const PACKED = ".gz"; // a packed file is fetched as its gzipped twin and kept inflated
const TYPES = { js: "text/javascript", mjs: "text/javascript", wasm: "application/wasm", json: "application/json",
                ttf: "font/ttf", otf: "font/otf" }; // of a packed file, by its ending
const PREFIX = "scorepad-";
const CACHE = PREFIX + BUILD;
const HASH = "x-scorepad-hash"; // the hash a cached response was checked against
const SCOPE = new URL("./", self.location).href;
const PARALLEL = 6;

self.addEventListener("install", (event) => event.waitUntil(fill()));
self.addEventListener("activate", (event) => event.waitUntil(activate()));
self.addEventListener("fetch", (event) => {
  const path = pathOf(event.request);
  if (path !== null) event.respondWith(serve(event, path));
});

function pathOf(request) {
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return null;
  const url = new URL(request.url);
  const path = decodeURIComponent(url.pathname.slice(new URL(SCOPE).pathname.length));
  if (request.mode === "navigate" && (path === "" || path === "index.html")) return "index.html";
  return Object.hasOwn(FILES, path) ? path : null;
}

async function serve(event, path) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(SCOPE + path);
  if (hit) return hit;
  if (FILES[path][2]) {
    const copy = await fetched(path, { cache: "no-cache" });
    if (copy) await cache.put(SCOPE + path, copy.clone());
    return copy || fetch(event.request);
  }
  const response = await fetch(event.request);
  if (response.status === 200 && response.type === "basic") {
    // kept when it is this build's file (a host already on a newer build must not fill this cache)
    event.waitUntil(checked(response.clone(), path).then((copy) => copy && cache.put(SCOPE + path, copy)));
  }
  return response;
}

// This build's file as fetched (a packed one through its gzipped twin, inflated), or null.
async function fetched(path, options) {
  if (!FILES[path][2]) {
    const response = await fetch(SCOPE + path, options);
    return response.ok ? checked(response, path) : null;
  }
  const response = await fetch(SCOPE + path + PACKED, options);
  return response.ok ? checked(response, path, true) : null;
}

async function inflated(body) {
  const bytes = new Uint8Array(body);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return body; // the host inflated it already (Content-Encoding)
  return new Response(new Blob([body]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
}

async function checked(response, path, packed = false) {
  const body = packed ? await inflated(await response.arrayBuffer()) : await response.arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const hex = Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  if (hex !== FILES[path][0]) return null;
  const headers = { [HASH]: hex };
  const type = packed ? TYPES[path.split(".").pop()] : response.headers.get("content-type");
  if (type) headers["content-type"] = type;
  return new Response(body, { headers });
}

async function fill() {
  const cache = await caches.open(CACHE);
  const olds = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
  const paths = Object.keys(FILES);
  const one = async (path) => {
    const [hash, precache] = FILES[path];
    if (await cache.match(SCOPE + path)) return;
    const old = await matchIn(olds, SCOPE + path);
    if (old && old.headers.get(HASH) === hash) return cache.put(SCOPE + path, old);
    if (!precache && !old) return; // fetched (and kept) when this browser asks for it
    const copy = await fetched(path, { cache: "no-cache" });
    if (!copy) throw new Error(`${path}: not this build's file`);
    await cache.put(SCOPE + path, copy);
  };
  const workers = Array.from({ length: PARALLEL }, async () => {
    while (paths.length) await one(paths.pop());
  });
  await Promise.all(workers);
}

async function matchIn(names, key) {
  for (const name of names) {
    const found = await (await caches.open(name)).match(key);
    if (found) return found;
  }
  return undefined;
}

async function activate() {
  await self.clients.claim(); // first visit: the page waits for this (boot.js)
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  }
}
