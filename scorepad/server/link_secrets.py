"""The secrets in the links (one per role, made at server start; "new links" renews score and watch) and
the tokens the gate gives a browser for a valid link, so that no cookie ever carries a link's secret."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from scorepad.seating import HOST, ROLES, SHARED_ROLES

SECRET_BYTES = 16  # 128 bits: 22 characters in a link, a small QR code
TOKEN_AGE = 12 * 3600  # s: a browser's token lasts the evening, then its link is needed again


@dataclass(frozen=True)
class Grant:
    """What a client came in with: its role and the id of the secret (never the secret itself)."""

    role: str
    key: str  # names the secret in session keys and logs; changes when the secret is renewed


LOCAL = Grant(HOST, "local")  # loopback only: every session is the host's


def key_of(role: str, secret: str) -> str:
    return f"{role}-{hashlib.sha256(secret.encode()).hexdigest()[:12]}"


class Keys:
    """The host, score and watch secrets of one server; without a network, none (everyone is the host).

    A token is `role.expires.nonce.mac`: the mac (HMAC-SHA256 under a key made at start and kept in memory)
    covers the role, the expiry, a nonce of its own and the id of the role's secret now, so a token dies
    when it expires, when its role's secret is renewed and when the server restarts, and needs no table."""

    def __init__(self, network: bool, clock: Callable[[], float] = time.time, token_age: float = TOKEN_AGE):
        self.network, self.clock, self.token_age = network, clock, token_age
        self._lock = threading.Lock()
        self._secrets = {role: secrets.token_urlsafe(SECRET_BYTES) for role in ROLES} if network else {}
        self._grants = {role: Grant(role, key_of(role, secret)) for role, secret in self._secrets.items()}
        self._mac_key = secrets.token_bytes(32)

    def secret(self, role: str) -> str | None:
        """The secret a `role` link carries now (None when listening on loopback only)."""
        with self._lock:
            return self._secrets.get(role)

    def grant_for(self, secret: str | None) -> Grant | None:
        """The grant a link's secret gives (compared in constant time), or None; on loopback everyone is host."""
        if not self.network:
            return LOCAL
        if not secret:
            return None
        with self._lock:
            known = dict(self._secrets)
        found = None
        for role, value in known.items():
            if hmac.compare_digest(secret.encode(), value.encode()):
                found = Grant(role, key_of(role, value))
        return found

    def current(self, grant: Grant) -> bool:
        """True while `grant`'s secret is the one its role's link carries (always on loopback)."""
        return grant is LOCAL or grant == self._grant_of(grant.role)

    def token_for(self, grant: Grant) -> str:
        """A new token for one browser that came with a valid link: names the role, lasts TOKEN_AGE."""
        body = f"{grant.role}.{int(self.clock() + self.token_age)}.{secrets.token_urlsafe(12)}"
        return f"{body}.{self._mac(body, grant.key)}"

    def grant_for_token(self, token: str | None) -> Grant | None:
        """The grant a browser's token gives now, or None (unknown, forged, expired, or its link renewed)."""
        if not self.network:
            return LOCAL
        parts = (token or "").split(".")
        if len(parts) != 4 or parts[0] not in ROLES or not parts[1].isdigit():
            return None
        if int(parts[1]) < self.clock():
            return None
        grant = self._grant_of(parts[0])
        if grant is None or not hmac.compare_digest(parts[3], self._mac(".".join(parts[:3]), grant.key)):
            return None
        return grant

    def renew(self) -> list[Grant]:
        """New score and watch secrets; returns the grants they replace (their tokens die with them).
        The host's stays: see below."""
        # The host secret is kept: "new links" is pressed in the host's own session when a shared link
        # went too far; renewing the host's too would end that very session and lock the host out until
        # someone read the terminal again. It is made anew at each server start, like the others.
        if not self.network:
            return []
        with self._lock:
            old = [Grant(role, key_of(role, self._secrets[role])) for role in SHARED_ROLES]
            for role in SHARED_ROLES:
                self._secrets[role] = secrets.token_urlsafe(SECRET_BYTES)
                self._grants[role] = Grant(role, key_of(role, self._secrets[role]))
        return old

    def _grant_of(self, role: str) -> Grant | None:
        return self._grants.get(role)  # one dict read: atomic, no lock needed

    def _mac(self, body: str, key: str) -> str:
        digest = hmac.new(self._mac_key, f"{body}|{key}".encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")
