// The browser's languages as tags Flutter can read (inlined into index.html by scorepad/site/pages.py, before any
// other script but the guard; the site and `scorepad --web` alike). Flutter's web engine makes each tag of
// navigator.languages an Intl.Locale at its start, and one that is no tag throws there: the page never leaves
// its splash. WebKitGTK under a POSIX locale (LANG=C.UTF-8) says "C"; a system may say "de_DE.UTF-8", or nothing.
// So each tag is made one where it can be ("de_DE.UTF-8" is "de-DE"), one that cannot is left out, and with none
// left the page says English; the app's own language follows (a language chosen in its settings comes first).
(() => {
  const FALLBACK = "en";
  const readable = (tag) => {
    try {
      return typeof Intl.Locale !== "function" || Boolean(new Intl.Locale(tag));
    } catch (error) {
      return false;
    }
  };
  const given = Array.from(navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language],
    (tag) => String(tag || ""));
  const tags = given.map((tag) => tag.split(/[.@]/)[0].replace(/_/g, "-")).filter(readable);
  if (tags.length === given.length && tags.every((tag, k) => tag === given[k])) return;  // all readable as they are
  const languages = Object.freeze(tags.length ? tags : [FALLBACK]);
  console.info("Scorepad: the browser's languages", given, "read as", languages);
  Object.defineProperty(navigator, "languages", { configurable: true, get: () => languages });
  Object.defineProperty(navigator, "language", { configurable: true, get: () => languages[0] });
})();
