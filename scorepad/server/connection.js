// A phone of `scorepad --web` says in one line when it has lost the scorer's computer, and gets back by itself
// (inlined into the served index.html by scorepad/server/client_files.py, with WORDS filled in; the published
// site has no server and no such script).
//
// Why: Flet's web client retries a closed websocket after 0.5 s, then doubles the wait after every failed try,
// without end, on any address but localhost: after two minutes without Wi-Fi its next try can be two minutes
// away. And it shows nothing while the server does not answer (a laptop's lid shut keeps the socket open).
// So: (1) the client's websocket is a stand-in that, until a real one opens, keeps trying every second (and at
// once when the network or the page is back) instead of failing: Flet never gets to double its wait; (2) the
// server is asked for a tiny file every few seconds: no answer, or no socket, shows the line; (3) a 403 means
// the link was renewed or has expired: the page is loaded again, where the gate says what to do.
(() => {
  const WORDS = __WORDS__;
  const PROBE_EVERY = 3000;   // ms between two questions to the server while the page is shown
  const LATE = 2500;          // ms without an answer: the server counts as gone
  const GIVE_UP = 10000;      // ms after which an unanswered question is dropped and asked anew
  const RETRY_EVERY = 1000;   // ms between two tries of a websocket that has not opened yet
  const QUIET = 1500;         // ms a closed socket may take to come back before the line shows
  const PROBE = "manifest.json";  // small, made in memory, behind the gate like every file

  const lang = () => {
    const wanted = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]);
    return wanted.map((tag) => String(tag || "").slice(0, 2).toLowerCase()).find((code) => code in WORDS) || "en";
  };
  const state = { everOpen: false, open: 0, closedAt: 0, answered: true, asking: null };
  const held = new Set();  // stand-ins still waiting for a socket to open
  const Real = window.WebSocket;

  const line = document.createElement("div");
  line.id = "scorepad-connection";
  line.setAttribute("role", "status");
  line.setAttribute("aria-live", "polite");
  line.hidden = true;
  line.style.cssText = "position:fixed;top:0;left:0;right:0;z-index:2147483647;pointer-events:none;" +
    "padding:6px 12px;text-align:center;font:15px/1.3 system-ui,sans-serif;color:#fff;background:#455a64;";
  const attach = () => document.body && !line.isConnected && document.body.append(line);
  document.addEventListener("DOMContentLoaded", attach);

  function show() {
    attach();
    const gone = state.everOpen && (navigator.onLine === false || !state.answered ||
      (state.open === 0 && Date.now() - state.closedAt >= QUIET));
    line.textContent = WORDS[lang()];
    if (line.hidden === gone) line.dataset.since = String(Date.now());  // when the line last came or went
    line.hidden = !gone;
  }

  async function ask() {
    if (document.hidden) return;
    const asking = state.asking;
    if (asking && Date.now() - asking.since < GIVE_UP) {
      if (Date.now() - asking.since >= LATE) state.answered = false;
      return show();
    }
    if (asking) asking.stop.abort();
    const mine = { since: Date.now(), stop: new AbortController() };
    state.asking = mine;
    const late = setTimeout(() => { if (state.asking === mine) { state.answered = false; show(); } }, LATE);
    let reply = null;
    try {
      reply = await fetch(PROBE, { method: "HEAD", cache: "no-store", credentials: "same-origin", signal: mine.stop.signal });
    } catch (error) {  // no network, or the question was dropped
      reply = null;
    }
    clearTimeout(late);
    if (state.asking !== mine) return;
    state.asking = null;
    if (reply && reply.status === 403) return location.reload();  // the gate now says what to do
    state.answered = reply !== null;
    show();
    if (state.answered) held.forEach((socket) => socket.tryNow());
  }
  const askNow = () => {
    if (state.asking) { state.asking.stop.abort(); state.asking = null; }
    ask();
    held.forEach((socket) => socket.tryNow());
  };
  setInterval(ask, PROBE_EVERY);
  setInterval(show, 1000);
  window.addEventListener("online", askNow);
  window.addEventListener("offline", show);
  window.addEventListener("pageshow", askNow);
  document.addEventListener("visibilitychange", () => { if (!document.hidden) askNow(); });
  document.addEventListener("resume", askNow);

  // The client's websocket: the same events and methods, over the real socket that opened.
  class StandIn extends EventTarget {
    constructor(url, protocols) {
      super();
      Object.assign(this, { url: String(url), protocols, readyState: 0, protocol: "", extensions: "",
                            onopen: null, onmessage: null, onclose: null, onerror: null });
      this._binaryType = "blob";
      this._real = null;
      this._timer = 0;
      this._closing = false;
      this._try();
    }
    get binaryType() { return this._binaryType; }
    set binaryType(value) { this._binaryType = value; if (this._real) this._real.binaryType = value; }
    get bufferedAmount() { return this._real ? this._real.bufferedAmount : 0; }
    send(data) { this._real.send(data); }
    close(code, reason) {
      this._closing = true;
      if (this._real && this.readyState === 1) return this._real.close(code, reason);
      this._stopTrying();
      if (this._real) this._real.close();
      this._closed({ code: code || 1000, reason: reason || "", wasClean: true });
    }
    tryNow() {
      if (this.readyState !== 0 || this._closing || (this._real && this._real.readyState === 0)) return;
      clearTimeout(this._timer);
      this._try();
    }
    _try() {
      this._timer = 0;
      held.add(this);
      const real = this._real = new Real(this.url, this.protocols);
      real.binaryType = this._binaryType;
      real.onopen = () => {
        held.delete(this);
        Object.assign(this, { readyState: 1, protocol: real.protocol, extensions: real.extensions });
        state.open += 1;
        state.everOpen = true;
        state.answered = true;  // the server took the socket: it is there
        show();
        this._fire(new Event("open"));
      };
      real.onmessage = (event) => this._fire(new MessageEvent("message", { data: event.data }));
      real.onerror = () => { if (this.readyState === 1) this._fire(new Event("error")); };
      real.onclose = (event) => {
        if (this.readyState === 1) {
          state.open -= 1;
          state.closedAt = Date.now();
          this._closed(event);
        } else if (!this._closing) {  // it never opened: try again instead of failing (Flet would wait longer)
          this._timer = setTimeout(() => this._try(), RETRY_EVERY);
        }
      };
    }
    _stopTrying() { clearTimeout(this._timer); held.delete(this); }
    _closed({ code, reason, wasClean }) {
      this._stopTrying();
      if (this.readyState === 3) return;
      this.readyState = 3;
      show();
      this._fire(new CloseEvent("close", { code, reason, wasClean }));
    }
    _fire(event) {
      this.dispatchEvent(event);
      const handler = this["on" + event.type];
      if (typeof handler === "function") handler.call(this, event);
    }
  }
  Object.assign(StandIn, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  window.WebSocket = StandIn;
})();
