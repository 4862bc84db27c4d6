"""The secrets in the links: one per role, made at server start; "new links" renews score and watch."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
from dataclasses import dataclass

from scorepad.server.table import HOST, ROLES, SHARED_ROLES

SECRET_BYTES = 16  # 128 bits: 22 characters in a link, a small QR code


@dataclass(frozen=True)
class Grant:
    """What a client came in with: its role and the id of the secret (never the secret itself)."""

    role: str
    key: str  # names the secret in session keys and logs; changes when the secret is renewed


LOCAL = Grant(HOST, "local")  # loopback only: every session is the host's


def key_of(role: str, secret: str) -> str:
    return f"{role}-{hashlib.sha256(secret.encode()).hexdigest()[:12]}"


class Keys:
    """The host, score and watch secrets of one server; without a network, none (everyone is the host)."""

    def __init__(self, network: bool):
        self.network = network
        self._lock = threading.Lock()
        self._secrets = {role: secrets.token_urlsafe(SECRET_BYTES) for role in ROLES} if network else {}

    def secret(self, role: str) -> str | None:
        """The secret a `role` link carries now (None when listening on loopback only)."""
        with self._lock:
            return self._secrets.get(role)

    def grant_for(self, secret: str | None) -> Grant | None:
        """The grant a secret gives (compared in constant time), or None; on loopback everyone is host."""
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

    def renew(self) -> list[Grant]:
        """New score and watch secrets; returns the grants they replace. The host's stays: see below."""
        # The host secret is kept: "new links" is pressed in the host's own session when a shared link
        # went too far; renewing the host's too would end that very session and lock the host out until
        # someone read the terminal again. It is made anew at each server start, like the others.
        if not self.network:
            return []
        with self._lock:
            old = [Grant(role, key_of(role, self._secrets[role])) for role in SHARED_ROLES]
            for role in SHARED_ROLES:
                self._secrets[role] = secrets.token_urlsafe(SECRET_BYTES)
        return old
