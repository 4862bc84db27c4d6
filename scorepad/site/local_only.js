// Scorepad's page loads no script from another host (inlined into index.html by scorepad/site/pages.py, before
// any other script; the site and `scorepad --web` alike). Flet's web client carries Flutter's rive plugin,
// which Scorepad never uses and which at every start adds a script element for rive_native.js from a CDN, also
// with no_cdn. Such a script now gets at once the error it gets offline, without asking anyone, and the plugin
// does without it as it does offline.
(() => {
  const src = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, "src");
  const local = (url) => {
    const { protocol, origin } = new URL(url, document.baseURI);
    return origin === location.origin || protocol === "blob:" || protocol === "data:";
  };
  Object.defineProperty(HTMLScriptElement.prototype, "src", {
    ...src,
    set(url) {
      if (local(String(url))) return src.set.call(this, url);
      console.info("Scorepad loads nothing from other hosts; not loaded:", String(url));
      setTimeout(() => this.dispatchEvent(new Event("error")), 0);
    },
  });
})();
