// A hand-over link's address does not stay in the tab's history (inlined into index.html by scorepad/site/pages.py,
// before Flet's scripts; the site and `scorepad --web` alike). Opening `#/take/PAYLOAD` (on `scorepad --web`
// `/take/PAYLOAD`) stores the link's match; the app then shows the match (or the start, saying why not), and
// Flutter's router pushes that address after the link's. The browser's back came to the link again: the app took it
// again ("This phone has all of the link's match already") and the router pushed the match anew, so back never left
// it. Here the address the app goes to from a link takes the link's place (history.replaceState), as sites do with
// a link that works once: back goes to where the tab was before the link.
(() => {
  const TAKE = "__TAKE__"; // the link's route (scorepad/rules/handover.py)
  const route = () => (location.hash ? location.hash.slice(1) : location.pathname);
  const push = History.prototype.pushState;
  History.prototype.pushState = function (state, title, url) {
    if (route().startsWith(TAKE)) return this.replaceState(state, title, url);
    return push.call(this, state, title, url);
  };
})();
