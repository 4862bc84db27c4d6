"""The gate in front of the app (ASGI middleware): the link's secret, the websocket's Origin, loopback names.

On the network every request needs a link's secret once, as `?key=`: the answer is a redirect to the same
address without it and a cookie with a token of the server's own for this browser (its role, 12 hours,
dead with "new links"); then the cookie. No cookie ever carries a link's secret. A websocket must come from the page's own origin, in every
mode. On loopback no secret is needed, but the Host must be a loopback name (a DNS-rebinding page
cannot reach the app under its own name). What the gate decided goes into the websocket's ASGI scope.
"""

from __future__ import annotations

import html
import ipaddress
import logging
from urllib.parse import parse_qsl, quote, urlencode, urlsplit

from starlette.datastructures import Headers, MutableHeaders
from starlette.requests import cookie_parser

from scorepad.i18n import t
from scorepad.server.link_secrets import TOKEN_AGE, Keys

GRANT = "scorepad.grant"  # the scope key the websocket handler reads the grant from
QUERY = "key"
SECURITY_HEADERS = {
    "x-frame-options": "DENY",  # no foreign page may frame the app (clickjacking, even on loopback)
    "content-security-policy": "frame-ancestors 'none'",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "cross-origin-opener-policy": "same-origin",  # these two as Flet sends them (its web client wants them)
    "cross-origin-embedder-policy": "require-corp",
}

log = logging.getLogger("scorepad.server.secret_gate")


class Gate:
    """ASGI middleware: only requests with a valid secret (on the network) and same-origin websockets pass."""

    def __init__(self, app, keys: Keys, port: int):
        self.app, self.keys = app, keys
        self.cookie = f"scorepad_{port}"  # cookies ignore ports: two servers on one machine keep theirs apart

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] not in ("http", "websocket"):
            return await self.app(scope, receive, send)
        headers = Headers(scope=scope)
        if not self.keys.network and not loopback_name(headers.get("host", "")):
            log.warning("refused %s for host %r: not a loopback name", scope["path"], headers.get("host"))
            return await self.refuse(scope, receive, send, headers)
        if scope["type"] == "websocket":
            return await self.websocket(scope, receive, send, headers)
        return await self.http(scope, receive, send, headers)

    async def http(self, scope, receive, send, headers: Headers) -> None:
        if not self.keys.network:
            return await self.app(scope, receive, secured(send))
        query = parse_qsl(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True)
        offered = [value for name, value in query if name == QUERY]
        if offered:
            grant = self.keys.grant_for(offered[-1])
            if grant is None:
                log.warning("refused a link with an unknown secret from %s", client_of(scope))
                return await self.refuse(scope, receive, send, headers)
            rest = [(name, value) for name, value in query if name != QUERY]
            return await self.welcome(send, scope["path"], rest, self.keys.token_for(grant))
        if self.keys.grant_for_token(self.cookie_value(headers)) is None:
            log.info("refused %s from %s: no valid secret", scope["path"], client_of(scope))
            return await self.refuse(scope, receive, send, headers)
        await self.app(scope, receive, secured(send))

    async def websocket(self, scope, receive, send, headers: Headers) -> None:
        if not same_origin(headers.get("origin"), headers.get("host"), scope.get("scheme", "ws")):
            log.warning("refused a websocket from origin %r (host %r)", headers.get("origin"), headers.get("host"))
            return await self.refuse(scope, receive, send, headers)
        grant = self.keys.grant_for_token(self.cookie_value(headers))
        if grant is None:
            log.info("refused a websocket from %s: no valid secret", client_of(scope))
            return await self.refuse(scope, receive, send, headers)
        # Flet sees no cookie at all (its session lookup by an OAuth cookie stays shut) and the grant
        # only as the gate set it.
        inner = {**scope, "headers": [(k, v) for k, v in scope["headers"] if k.lower() != b"cookie"], GRANT: grant}
        await self.app(inner, receive, send)

    def cookie_value(self, headers: Headers) -> str | None:
        return cookie_parser(headers.get("cookie", "")).get(self.cookie)

    async def welcome(self, send, path: str, rest: list, token: str) -> None:
        """A valid link: this browser's token as a cookie; the browser goes on to the same address without it."""
        location = "/" + quote(path.lstrip("/"), safe="/") + (f"?{urlencode(rest)}" if rest else "")
        cookie = f"{self.cookie}={token}; Path=/; Max-Age={TOKEN_AGE}; HttpOnly; SameSite=Lax"
        await send({"type": "http.response.start", "status": 303, "headers": [
            (b"location", location.encode()), (b"set-cookie", cookie.encode()), (b"cache-control", b"no-store"),
            (b"content-length", b"0"), *encoded(SECURITY_HEADERS)]})
        await send({"type": "http.response.body", "body": b""})

    async def refuse(self, scope, receive, send, headers: Headers) -> None:
        """403: a short page in the reader's language for HTTP; a refused handshake for a websocket."""
        if scope["type"] == "websocket":
            await receive()  # websocket.connect
            await send({"type": "websocket.close", "code": 1008})
            return
        body = refusal_page(language(headers.get("accept-language", ""))).encode()
        await send({"type": "http.response.start", "status": 403, "headers": [
            (b"content-type", b"text/html; charset=utf-8"), (b"cache-control", b"no-store"),
            (b"content-length", str(len(body)).encode()), *encoded(SECURITY_HEADERS)]})
        await send({"type": "http.response.body", "body": b"" if scope.get("method") == "HEAD" else body})


def secured(send):
    """`send` with the security headers added to every response."""

    async def with_headers(message) -> None:
        if message["type"] == "http.response.start":
            headers = MutableHeaders(scope=message)
            for name, value in SECURITY_HEADERS.items():
                headers[name] = value
        await send(message)

    return with_headers


def encoded(headers: dict[str, str]) -> list[tuple[bytes, bytes]]:
    return [(k.encode(), v.encode()) for k, v in headers.items()]


def refusal_page(lang: str) -> str:
    """The page a client without a valid secret gets: what to do, nothing of the app."""
    title, body = html.escape(t("gate.title", lang)), html.escape(t("gate.body", lang))
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title></head>'
            f'<body style="font-family: sans-serif; margin: 2em; max-width: 32em; line-height: 1.4">'
            f"<h1>{title}</h1><p>{body}</p></body></html>")


def language(accept_language: str) -> str:
    """German or English, whichever the browser prefers first (English when it asks for neither)."""
    ranked = []
    for position, part in enumerate(accept_language.split(",")):
        tag, _, params = part.strip().partition(";")
        try:
            weight = float(params.strip()[2:]) if params.strip().startswith("q=") else 1.0
        except ValueError:
            weight = 0.0
        if weight > 0:  # q=0: not wanted
            ranked.append((-weight, position, tag.strip().lower()[:2]))
    return next((code for _, _, code in sorted(ranked) if code in ("de", "en")), "en")


def same_origin(origin: str | None, host: str | None, scheme: str) -> bool:
    """True when the websocket's Origin is the page's own scheme, host and port."""
    if not origin or not host:
        return False
    parts = urlsplit(origin)
    page_scheme = {"ws": "http", "wss": "https"}.get(scheme, scheme)
    return parts.scheme == page_scheme and parts.netloc.lower() == host.lower()


def loopback_name(host: str) -> bool:
    """True for a Host header naming this machine's loopback: localhost, 127.x.x.x, [::1] (any port)."""
    name = host.rsplit("]", 1)[0].lstrip("[") if host.startswith("[") else host.rsplit(":", 1)[0]
    if name.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def client_of(scope) -> str:
    client = scope.get("client")
    return client[0] if client else "?"
