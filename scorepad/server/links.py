"""The links to hand round the table, and their QR codes (made here with segno; no web service)."""

from __future__ import annotations

import io
import socket
import sys

import segno

from scorepad.seating import HOST
from scorepad.server.link_secrets import Keys

WILDCARDS = ("0.0.0.0", "::", "")
QR_ERROR = "m"  # 15 % of the code may be covered or creased and it still reads
QR_LIMIT = 25  # the largest QR code a hand-over link is shown as (117 modules): one phone reads it off another's screen


def is_loopback(host: str | None) -> bool:
    """True when binding to `host` keeps the server on this machine (no secret is needed then)."""
    import ipaddress

    if host is None or host in WILDCARDS:
        return False
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def listen_addresses(host: str) -> tuple[str, ...]:
    """Where the server listens: `host`, and beside one network address also this machine's loopback, so
    that the host's own link stays on 127.0.0.1 (a secure context: the Wake Lock API, images decoded)."""
    if host in WILDCARDS or is_loopback(host):
        return (host,)
    return (host, "::1" if ":" in host else "127.0.0.1")


def network_address(host: str) -> str | None:
    """The address phones use: `host` itself, or for a wildcard the machine's outgoing interface."""
    if host not in WILDCARDS:
        return host
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # no packet is sent; this picks the outgoing interface
            found = probe.getsockname()[0]
    except OSError:
        return None
    return None if found.startswith("127.") or found == "0.0.0.0" else found


class Links:
    """The host, score and watch links of one server, always with the secret they carry now."""

    def __init__(self, keys: Keys, address: str | None, port: int, bound: str = "127.0.0.1"):
        self.keys, self.address, self.port, self.bound = keys, address, port, bound

    @property
    def network(self) -> bool:
        """True when the server listens on the network (and the links carry secrets)."""
        return self.keys.network

    def url(self, role: str, address: str | None = None) -> str:
        """The link for `role` at `address` (default: the network address, else this machine)."""
        where = address or self.address or "127.0.0.1"
        where = f"[{where}]" if ":" in where else where
        secret = self.keys.secret(role)
        return f"http://{where}:{self.port}/" + (f"?key={secret}" if secret else "")

    def here(self) -> str:
        """The host's link on this machine itself (what the terminal offers to open): on the loopback address
        the server listens on (listen_addresses), never the network's."""
        where = "127.0.0.1" if self.bound in WILDCARDS else listen_addresses(self.bound)[-1]
        return self.url(HOST, where)


def qr(url: str):
    return segno.make(url, error=QR_ERROR, micro=False)


def qr_png(url: str, scale: int = 8) -> bytes:
    """The QR code of `url` as PNG bytes (for ft.Image(src=...)), `scale` pixels per module."""
    out = io.BytesIO()
    qr(url).save(out, kind="png", scale=scale, border=4)
    return out.getvalue()


def qr_svg(url: str) -> str:
    """The QR code of `url` as SVG text, black on white, sized by its viewBox (one unit a module): drawn as
    vector paths by the client, so it shows also where a browser decodes no images (not a secure context)."""
    out = io.BytesIO()
    qr(url).save(out, kind="svg", border=4, xmldecl=False, omitsize=True, dark="#000", light="#fff")
    return out.getvalue().decode("ascii")


def qr_version(url: str) -> int:
    """The QR version (1 to 40) the code of `url` needs at error level M."""
    return qr(url).version


def qr_modules(url: str) -> int:
    """How many modules wide the code of `url` is, its quiet zone included."""
    return qr(url).symbol_size(border=4)[0]


def qr_data_url(url: str, kind: str = "png", scale: int = 8) -> str:
    """The QR code of `url` as a data: URL ('png' or 'svg')."""
    code = qr(url)
    return code.png_data_uri(scale=scale, border=4) if kind == "png" else code.svg_data_uri(scale=scale, border=4)


def qr_terminal(url: str, out=None) -> str:
    """Print the QR code of `url` to the terminal in half blocks (ANSI colours where those can't be shown)."""
    out = out or sys.stdout
    drawn = io.StringIO()
    qr(url).terminal(out=drawn, compact=True)
    text = drawn.getvalue()
    try:
        text.encode(getattr(out, "encoding", None) or "utf-8")
    except UnicodeEncodeError:  # e.g. a Windows console in cp1252: segno draws it with the console's colours
        qr(url).terminal(out=None if out is sys.stdout else out)
        return ""
    out.write(text)
    out.flush()
    return text
