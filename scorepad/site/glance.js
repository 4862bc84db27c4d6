// The running match at a glance, shown with the page's first paint (inlined first into index.html's body by
// scorepad/site/glance.py): the next deal and the totals as the app's Python last kept them in the client's
// storage (scorepad/ui/glance.py). Read-only; gone once the app has drawn its first screen, which it tells by
// keeping the glance anew. Shown only on the start (no other screen's address), only a glance of this very
// build, and only as text: a name is a name, never markup.
(() => {
  const STAMP = "__STAMP__";
  const KEY = "__KEY__"; // Flutter's shared_preferences: "flutter." + the key, the value JSON-encoded
  const LIMIT = __LIMIT__; // characters the app keeps at most
  const POLL_MS = 100;
  const GIVE_UP_MS = 120000; // an app that never says it is up (it failed to start) is not hidden for ever
  const text = (value, most = 400) => typeof value === "string" && value.length <= most;

  function read() {
    try {
      return localStorage.getItem(KEY);
    } catch (error) {
      return null; // storage refused (a private window, a policy): the app starts as it always did
    }
  }

  function parse(stored) {
    if (!text(stored, 2 * LIMIT)) return null;
    try {
      const glance = JSON.parse(JSON.parse(stored));
      const rows = glance && glance.players;
      const good = glance.stamp === STAMP && text(glance.title) && Array.isArray(glance.lines) && glance.lines.length <= 3
        && glance.lines.every((line) => text(line)) && Array.isArray(rows) && rows.length >= 2 && rows.length <= 8
        && rows.every((row) => Array.isArray(row) && row.length === 3 && row.every((cell) => text(cell)));
      return good ? glance : null;
    } catch (error) {
      return null; // not this app's JSON: nothing shown
    }
  }

  function element(tag, content, className) {
    const made = document.createElement(tag);
    if (className) made.className = className;
    if (typeof content === "string") made.textContent = content;
    else if (content) made.append(...content);
    return made;
  }

  function draw(glance) {
    const style = element("style", `
      #scorepad-glance { position: fixed; inset: 0; z-index: 10; overflow: hidden; padding: 64px 8px 8px;
        font-family: "DejaVu Sans", Roboto, sans-serif; background: #ffffff; color: #1a1c19; }
      #scorepad-glance .deal { padding: 10px; border-radius: 10px; background: #d5e8cf; margin-bottom: 12px; }
      #scorepad-glance h1 { font-size: 20px; margin: 0 0 2px; }
      #scorepad-glance p { font-size: 14px; margin: 2px 0; }
      #scorepad-glance p.passing { font-size: 18px; font-weight: 600; }
      #scorepad-glance table { width: 100%; table-layout: fixed; border-collapse: collapse; text-align: center; }
      #scorepad-glance th { font-size: 15px; overflow: hidden; white-space: nowrap; }
      #scorepad-glance td { font-size: 26px; font-weight: 500; padding-top: 4px; }
      @media (prefers-color-scheme: dark) {
        #scorepad-glance { background: #1a1c19; color: #e2e3dd; }
        #scorepad-glance .deal { background: #3a4b36; }
      }`);
    const [passing, ...rest] = glance.lines;
    const deal = element("div", [element("h1", glance.title), ...(passing ? [element("p", passing, "passing")] : []),
                                 ...rest.map((line) => element("p", line))], "deal");
    const names = element("tr", glance.players.map(([name]) => element("th", name)));
    const totals = element("tr", glance.players.map(([, total, label]) => {
      const cell = element("td", total);
      cell.setAttribute("aria-label", label);
      return cell;
    }));
    const shown = element("div", [style, deal, element("table", [names, totals])]);
    shown.id = "scorepad-glance";
    shown.lang = text(glance.lang, 8) ? glance.lang : "";
    document.body.prepend(shown);
    return shown;
  }

  function handOver(shown, stored) {
    const gone = () => {
      clearInterval(poll);
      shown.remove();
    };
    // the app keeps its glance anew once its first screen is drawn: hand over after that screen's frame
    const poll = setInterval(() => {
      if (read() !== stored) requestAnimationFrame(() => requestAnimationFrame(gone));
    }, POLL_MS);
    setTimeout(gone, GIVE_UP_MS);
    shown.addEventListener("click", gone);
  }

  const onTheStart = ["", "#", "#/"].includes(location.hash);
  const stored = onTheStart ? read() : null;
  const glance = parse(stored);
  if (glance) handOver(draw(glance), stored);
})();
